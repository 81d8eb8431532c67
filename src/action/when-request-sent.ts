import { subscribe, unsubscribe } from "node:diagnostics_channel";

/**
 * Work that holds the thread (loading the engine, building it) is best done
 * while GitHub answers a request rather than before asking it. Node's fetch
 * reports on a diagnostics channel when it writes a request's headers; the
 * socket sends them before the next turn of the event loop, so the work
 * starts then. Asked for before any request went out, it starts at once.
 */
export interface Deferred<T> {
  get(): Promise<T>;
  /** Stops waiting for a request: what did not start by now starts only if asked for. */
  dispose(): void;
}

const HEADERS_SENT = "undici:client:sendHeaders";

export function whenRequestSent<T>(work: () => Promise<T>): Deferred<T> {
  let started: Promise<T> | undefined;
  const get = () => {
    dispose();
    started ??= work();
    return started;
  };
  // Started early, nobody may be waiting yet: its failure reaches whoever asks for it.
  const onSent = () => setImmediate(() => void get().catch(() => {}));
  const dispose = () => unsubscribe(HEADERS_SENT, onSent);
  subscribe(HEADERS_SENT, onSent);
  return { get, dispose };
}
