import * as fs from "node:fs";
import lockfile from "proper-lockfile";
import { failure } from "../errors.ts";
import { storageFailure } from "./storage-errors.ts";

/**
 * How long a lock may go unrefreshed before it counts as left by a process
 * that died holding it (a holder refreshes it every half of this).
 */
const STALE_MS = 5_000;
/** Tries with backoff from 5 ms up to 250 ms between them: about 13 s in all, past STALE_MS, then an error. */
const RETRIES = { retries: 60, factor: 1.5, minTimeout: 5, maxTimeout: 250 };
/** Node's own fs (the lock library caches a probe on the object it is given, so not the frozen namespace). */
const lockFs = { ...fs };

/**
 * Runs `work` holding the log's lock (the folder `<log>.lock`), so that the
 * look at the log's last byte and the write after it are one step to every
 * other Baton process. A lock left by a process that died is taken over once
 * stale; one held longer than the tries last ends in an error, never a hang.
 */
export async function withLogLock<T>(file: string, work: () => Promise<T>): Promise<T> {
  let release: () => Promise<void>;
  try {
    release = await lockfile.lock(file, {
      stale: STALE_MS,
      retries: RETRIES,
      realpath: false,
      fs: lockFs,
      // Held for one append, which a lock lost meanwhile (the machine slept past STALE_MS) cannot undo,
      // or for a rewrite that replaces the log only if it is the file it read (LocalStore.mergeIn).
      onCompromised: () => {},
    });
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === "ELOCKED")
      throw failure(
        `${file} stays locked by another process (${file}.lock); if no other Baton is running, remove that folder`,
        e,
      );
    throw storageFailure(e, file, "cannot lock the conversation log");
  }
  try {
    return await work();
  } finally {
    await release().catch(() => {});
  }
}
