/**
 * "Two runs on one conversation must not lose entries: the later writer
 * merges by entry id" (SPEC §4).
 *
 * The rule: every entry of the remote log, in the remote order, then every
 * entry of ours that the remote lacks, in our order. The remote log is
 * already published; keeping it as a prefix means a reader of the previous
 * artifact sees the same history, only extended, and the log stays
 * append-only across runs. Our new entries go after it as one block, because
 * they were written against the state we resumed, which the remote log
 * contains or extends. Ids are unique per log and entries are immutable once
 * written, so where both logs hold an id the remote copy stands.
 */
import type { Entry, SessionHeader } from "../../core/log/entries.ts";

export interface SessionLog {
  header: SessionHeader;
  entries: readonly Entry[];
}

export interface MergedLog {
  header: SessionHeader;
  entries: Entry[];
  /** Remote entries our log lacked: what another run saved meanwhile. */
  fromRemote: number;
  /** Our entries the remote log lacked: what this run adds. */
  fromLocal: number;
}

export function mergeLogs(remote: SessionLog | undefined, local: SessionLog | undefined): MergedLog {
  const header = local?.header ?? remote?.header;
  if (!header) throw new Error("mergeLogs needs at least one log");
  const entries: Entry[] = [];
  const seen = new Set<string>();
  const ours = new Set((local?.entries ?? []).map((e) => e.id));
  let fromRemote = 0;
  let fromLocal = 0;
  for (const e of remote?.entries ?? []) {
    if (seen.has(e.id)) continue;
    seen.add(e.id);
    entries.push(e);
    if (!ours.has(e.id)) fromRemote++;
  }
  for (const e of local?.entries ?? []) {
    if (seen.has(e.id)) continue;
    seen.add(e.id);
    entries.push(e);
    fromLocal++;
  }
  return { header, entries, fromRemote, fromLocal };
}
