/**
 * Two runs on one conversation must not lose entries: a conversation is a
 * grow-only set of entries with unique ids, and two logs of it merge by union
 * (docs/design.md#saved-state).
 *
 * The rule: every entry of the remote log, in the remote order, then every
 * entry of ours that the remote lacks, in our order. One exception: when our
 * new entries include a covering entry (compaction, mutation, stack_pop) and
 * the other run's do not, theirs go after ours, or our summary would cover
 * entries it never saw. The remote log is
 * already published; keeping it as a prefix means a reader of the previous
 * artifact sees the same history, only extended, and the log stays
 * append-only across runs. Our new entries go after it as one block, because
 * they were written against the state we resumed, which the remote log
 * contains or extends. Ids are unique per log and entries are immutable once
 * written, so where both logs hold an id the remote copy stands.
 */
import { COVERING_ENTRY_TYPES, type Entry, type SessionHeader } from "./entries.ts";

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
  const ours = new Set((local?.entries ?? []).map((e) => e.id));
  const remoteEntries = unique(remote?.entries ?? []);
  const known = new Set(remoteEntries.map((e) => e.id));
  const theirs = remoteEntries.filter((e) => !ours.has(e.id));
  const mine = unique(local?.entries ?? []).filter((e) => !known.has(e.id));
  // A compaction, mutation or pop of ours covers what stands before it, and its summary never saw
  // the other run's entries: then theirs go after ours, so they stay in the context.
  const ordered =
    theirs.length && mine.some(covers) && !theirs.some(covers)
      ? [...remoteEntries.filter((e) => ours.has(e.id)), ...mine, ...theirs]
      : [...remoteEntries, ...mine];
  return { header, entries: ordered, fromRemote: theirs.length, fromLocal: mine.length };
}

const covers = (e: Entry) => COVERING_ENTRY_TYPES.has(e.type);

function unique(entries: readonly Entry[]): Entry[] {
  const seen = new Set<string>();
  return entries.filter((e) => !seen.has(e.id) && seen.add(e.id));
}
