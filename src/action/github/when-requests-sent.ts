import { subscribe, unsubscribe } from "node:diagnostics_channel";
import type { Octokit } from "@octokit/rest";

/**
 * Work that holds the thread (loading the engine, building it) is best done
 * while GitHub answers rather than before the questions are on the wire.
 * A request passes Octokit's throttling and retry queues (a few turns of the
 * event loop) before Node's fetch writes it, and fetch reports on a
 * diagnostics channel when it writes a request's headers. Once every request
 * asked of `octokit` since is written (the socket sends them before the next
 * turn of the event loop), the work starts. Asked for before then, it starts
 * at once.
 */
export interface Deferred<T> {
  get(): Promise<T>;
  /** Stops waiting for requests: what did not start by now starts only if asked for. */
  dispose(): void;
}

const HEADERS_SENT = "undici:client:sendHeaders";

export function whenRequestsSent<T>(octokit: Octokit, work: () => Promise<T>): Deferred<T> {
  let started: Promise<T> | undefined;
  let asked = 0;
  let sent = 0;
  const get = () => {
    dispose();
    started ??= work();
    return started;
  };
  const onAsked = () => void asked++;
  // Started early, nobody may be waiting yet: its failure reaches whoever asks for it.
  const onSent = () => {
    if (++sent >= asked) setImmediate(() => void get().catch(() => {}));
  };
  const dispose = () => {
    octokit.hook.remove("request", onAsked);
    unsubscribe(HEADERS_SENT, onSent);
  };
  octokit.hook.before("request", onAsked);
  subscribe(HEADERS_SENT, onSent);
  return { get, dispose };
}
