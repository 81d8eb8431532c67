import { subscribe, unsubscribe } from "node:diagnostics_channel";
import type { Octokit } from "@octokit/rest";

/**
 * Work that holds the thread (loading the engine, building it) is best done
 * while GitHub answers rather than before the questions are on the wire.
 * A request passes Octokit's throttling and retry queues (a few turns of the
 * event loop) before Node's fetch writes it, and fetch reports on a
 * diagnostics channel when it writes a request's headers. Once every read
 * asked of `octokit` since is written or answered (the socket sends it before
 * the next turn of the event loop), the work starts; asked for before then,
 * it waits for them. Writes are not waited for: the write spacing may hold
 * one back for a second, and nothing of the job's start waits on a write.
 */
export interface Deferred<T> {
  get(): Promise<T>;
  /** Stops waiting for requests: what did not start by now starts when asked for (or at once, if asked already). */
  dispose(): void;
}

const HEADERS_SENT = "undici:client:sendHeaders";
const READS = new Set(["GET", "HEAD"]);

export function whenRequestsSent<T>(octokit: Octokit, work: () => Promise<T>): Deferred<T> {
  let started: Promise<T> | undefined;
  let listening = true;
  let asked = 0;
  let written = 0;
  let answered = 0;
  const wired = Promise.withResolvers<void>();
  const begin = () => {
    dispose();
    started ??= work();
    wired.resolve();
    return started;
  };
  const onWire = () => asked <= Math.max(written, answered);
  // Started early, nobody may be waiting yet: its failure reaches whoever asks for it. Once disposed,
  // a read asked before still ends (Octokit removes no hook from a request under way), and must not
  // start work for a job that is over.
  const check = () => {
    if (listening && onWire())
      setImmediate(() => {
        if (listening) void begin().catch(() => {});
      });
  };
  // Octokit's hooks see only requests asked after they were added: an answer to an earlier one never counts.
  const onAsked = (options: { method?: string }) => {
    if (READS.has(options.method ?? "GET")) asked++;
  };
  const onAnswered = (_response: unknown, options: { method?: string }) => {
    if (!READS.has(options.method ?? "GET")) return;
    answered++;
    check();
  };
  const onAnsweredWithError = (error: unknown, options: { method?: string }) => {
    onAnswered(undefined, options);
    throw error;
  };
  const onSent = (message: unknown) => {
    const method = (message as { request?: { method?: string } }).request?.method;
    if (!READS.has(method ?? "GET")) return;
    written++;
    check();
  };
  const dispose = () => {
    if (!listening) return;
    listening = false;
    octokit.hook.remove("request", onAsked);
    octokit.hook.remove("request", onAnswered);
    octokit.hook.remove("request", onAnsweredWithError);
    unsubscribe(HEADERS_SENT, onSent);
    // Whoever waits for the wire stops waiting.
    wired.resolve();
  };
  octokit.hook.before("request", onAsked);
  octokit.hook.after("request", onAnswered);
  octokit.hook.error("request", onAnsweredWithError);
  subscribe(HEADERS_SENT, onSent);
  // A request asked in this turn reaches the hooks a few promise jobs later: decide on the next turn.
  const nextTurn = () => new Promise<void>((done) => setImmediate(done));
  return {
    get: () =>
      started || !listening
        ? begin()
        : nextTurn().then(() => (onWire() ? begin() : wired.promise.then(begin))),
    dispose,
  };
}
