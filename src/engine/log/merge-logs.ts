/**
 * Two runs on one conversation must not lose entries: a conversation is a
 * grow-only set of entries with unique ids, and two logs of it merge by union
 * (docs/design.md#saved-state).
 *
 * The rule: every entry of the remote log, in the remote order, then every
 * entry of ours that the remote lacks, in our order. The remote log is
 * already published; keeping it as a prefix means a reader of the previous
 * artifact sees the same history, only extended, and the log stays
 * append-only across runs. Our new entries go after it as one block, because
 * they were written against the state we resumed, which the remote log
 * contains or extends. Ids are unique per log and entries are immutable once
 * written, so where both logs hold an id the remote copy stands.
 *
 * Two exceptions, for the context's sake:
 * - When only our new entries hold a covering entry (compaction, mutation,
 *   stack_pop), our log stands in its own order and theirs go after it, or
 *   our summary would cover entries it never saw (also entries an earlier
 *   merge had put after it).
 * - When both runs' new entries hold one, neither order keeps both turns, so
 *   a join follows them: a mutation whose messages are our context, then what
 *   the other run's context adds. It is built from the two logs alone, so
 *   every merge of the same two logs writes the same entry (same id), and two
 *   saves that both made it keep one.
 *
 * Either way a call of ours still waiting for its result stays last, so the
 * result, when it comes, pairs with it.
 */
import { createHash } from "node:crypto";
import type { Message } from "../messages.ts";
import { buildContext, type ContextMessage } from "./context-builder.ts";
import {
  COVERING_ENTRY_TYPES,
  type Entry,
  known,
  type MutationEntry,
  type SessionHeader,
} from "./entries.ts";

export const JOIN_SOURCE = "merge";
export const JOIN_INTRO =
  "Another run on this conversation went on from the same point at the same time. What it added follows:";

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
  const localEntries = unique(local?.entries ?? []);
  const mine = localEntries.filter((e) => !known.has(e.id));
  // A compaction, mutation or pop of ours covers what stands before it, and its summary never saw
  // the other run's entries: then theirs go after ours, so they stay in the context.
  const bothCover = theirs.some(covers) && mine.some(covers);
  let ordered: Entry[];
  if (mine.some(covers) && !bothCover) {
    // Our log's order, which our covering entries were written against (a merge may have put
    // another run's turn after one of them), with the remote copy of each shared entry.
    // A call of ours still waiting for its result stays last, so the result, when it comes, follows it.
    const remoteCopy = new Map(remoteEntries.map((e) => [e.id, e]));
    const own = localEntries.map((e) => remoteCopy.get(e.id) ?? e);
    const waiting = openCallFrom(own);
    ordered = [...own.slice(0, waiting), ...theirs, ...own.slice(waiting)];
  } else ordered = [...remoteEntries, ...mine];
  if (bothCover) ordered.push(join(ordered, remoteEntries, localEntries));
  return { header, entries: ordered, fromRemote: theirs.length, fromLocal: mine.length };
}

/**
 * Our context, then the other run's context without what ours already shows:
 * nothing either run added leaves the context, and each summary stands for
 * only what its run saw.
 */
function join(ordered: readonly Entry[], remote: readonly Entry[], local: readonly Entry[]): MutationEntry {
  // A call of ours still waiting for its result goes last, so the result, when it comes, pairs with it.
  const waiting = openCallFrom(local);
  const ourContext = buildContext(local.slice(0, waiting));
  const stillOpen: ContextMessage[] = local.slice(waiting).flatMap((e) => {
    const k = known(e);
    return k?.type === "message" ? [{ message: k.message, entryId: k.id }] : [];
  });
  // What our context shows, by the entry each message is or stands for: equal words are not the same message.
  const shown = new Set([...ourContext, ...stillOpen].map(sourceOf));
  const added = buildContext(remote).filter((m) => {
    const from = sourceOf(m);
    return from === undefined || !shown.has(from);
  });
  const messages: Message[] = [
    ...ourContext.map((m) => m.message),
    ...(added.length ? [{ role: "user" as const, content: JOIN_INTRO }, ...added.map((m) => m.message)] : []),
    ...stillOpen.map((m) => m.message),
  ];
  const last = ordered.at(-1)!;
  const digest = createHash("sha256");
  for (const e of ordered) digest.update(`${e.id}\n`);
  return {
    id: `join-${digest.digest("hex").slice(0, 16)}`,
    parent_id: last.id,
    // The latest time either log holds, so every merge of these logs writes the same bytes.
    timestamp: ordered.reduce(
      (t, e) => (typeof e.timestamp === "string" && e.timestamp > t ? e.timestamp : t),
      "",
    ),
    type: "mutation",
    messages,
    source: JOIN_SOURCE,
  };
}

/** The entry a context message is, or the covering entry it stands for; none for a repaired result. */
const sourceOf = (m: ContextMessage): string | undefined => m.entryId ?? m.cover;

/**
 * Where the log's last assistant call still waiting for a result begins (its
 * results so far follow it), or the log's length when none waits.
 */
function openCallFrom(entries: readonly Entry[]): number {
  const answered = new Set<string>();
  for (let i = entries.length - 1; i >= 0; i--) {
    const e = known(entries[i]);
    if (e?.type !== "message") return entries.length;
    const { message } = e;
    if (message.role === "tool") {
      answered.add(message.tool_call_id ?? "");
      continue;
    }
    const calls = message.role === "assistant" ? (message.tool_calls ?? []) : [];
    return calls.length && calls.some((c) => !answered.has(c.id)) ? i : entries.length;
  }
  return entries.length;
}

const covers = (e: Entry) => COVERING_ENTRY_TYPES.has(e.type);

function unique(entries: readonly Entry[]): Entry[] {
  const seen = new Set<string>();
  return entries.filter((e) => !seen.has(e.id) && seen.add(e.id));
}
