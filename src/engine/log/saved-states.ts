/**
 * A conversation's saved states, merged. A save never changes an earlier
 * state: it adds a new one (a workflow artifact, a version in memory), and
 * runs that overlap each add their own. So a load merges every state saved
 * since the newest point all of them are known to contain — not only the
 * newest state — and runs that overlap, in any order, lose no entry.
 *
 * Each state's header says through which sequence number of its store every
 * state is merged into it (`merged_through`). The walk reads the states
 * newest first and stops at the highest such mark it has read. A state saved
 * before saves merged carries no mark and bounds nothing: it is merged and the
 * walk goes on, up to MAX_UNMARKED of them.
 */
import type { SessionHeader } from "./entries.ts";
import { mergeLogs, type SessionLog } from "./merge-logs.ts";

/** A saved state as its store lists it: `id` grows with every save of the store. */
export interface SavedState {
  id: number;
}

/** A state's log, or why it may not be used (`bytes`: what it holds, to keep; `gone`: nothing left to keep). */
export type StateRead =
  | { log: SessionLog }
  | { refused: string; bytes?: Uint8Array | undefined; gone?: boolean };

export interface StateHistory<S extends SavedState> {
  /** The conversation's trusted states, highest id first, read lazily: a walk that stops early reads no further. */
  newestFirst(): AsyncIterable<S>;
  /** Failing to reach the store throws: a state that could not be read is not a bad one. */
  read(state: S): Promise<StateRead>;
}

export interface RefusedState<S> {
  state: S;
  reason: string;
  bytes?: Uint8Array;
  gone: boolean;
}

export interface MergedStates<S> {
  /** The union of every state read, with `merged_through` and the highest `generation` among them. */
  log?: SessionLog;
  /** The states merged, newest first. */
  merged: S[];
  /** The states refused, newest first. */
  refused: RefusedState<S>[];
  /** Unmarked states left unread because MAX_UNMARKED were read. */
  unread: boolean;
  /**
   * With no log: the mark the walk reached past states it could not read. A
   * fresh conversation saved after it (/reset) records it, so the next load
   * does not walk them again. (A log carries its mark in its header.)
   */
  mark?: number;
}

/** States saved before saves merged, read at most: the first load after an upgrade reads this many. */
export const MAX_UNMARKED = 20;

/**
 * Merges the states saved after `after` (the mark of the log a run already
 * holds; all of them when absent). The result's mark covers every state
 * walked past, so with `keepsRefused` false (the caller cannot keep a refused
 * state's bytes) it stops below the oldest refused one, for a later load to
 * keep.
 */
export async function mergeSavedStates<S extends SavedState>(
  history: StateHistory<S>,
  options: { after?: number | undefined; keepsRefused?: boolean } = {},
): Promise<MergedStates<S>> {
  const { after, keepsRefused = true } = options;
  let floor = after ?? -1;
  let through: number | undefined;
  const logs: SessionLog[] = [];
  const merged: S[] = [];
  const refused: RefusedState<S>[] = [];
  let unmarked = 0;
  let unread = false;
  for await (const state of history.newestFirst()) {
    if (state.id <= floor) break;
    if (unmarked >= MAX_UNMARKED) {
      unread = true;
      break;
    }
    through ??= state.id;
    const read = await history.read(state);
    if ("refused" in read) {
      const gone = read.gone === true;
      refused.push({ state, reason: read.refused, ...(read.bytes ? { bytes: read.bytes } : {}), gone });
      if (!keepsRefused && !gone) through = state.id - 1;
      continue;
    }
    logs.push(read.log);
    merged.push(state);
    const mark = read.log.header.merged_through;
    if (mark === undefined) unmarked++;
    else floor = Math.max(floor, mark);
  }
  const mark = Math.max(through ?? -1, after ?? -1);
  if (!logs.length) return { merged, refused, unread, ...(through !== undefined ? { mark } : {}) };
  // Oldest first, so what was published earlier stays a prefix and each newer state's additions follow.
  let union: SessionLog = logs.at(-1)!;
  for (let i = logs.length - 2; i >= 0; i--) union = mergeLogs(union, logs[i]);
  const generation = Math.max(...logs.map((l) => l.header.generation ?? 0));
  const header: SessionHeader = {
    ...union.header,
    ...(generation > 0 ? { generation } : {}),
    ...(mark >= 0 ? { merged_through: mark } : {}),
  };
  return { log: { header, entries: union.entries }, merged, refused, unread };
}

/**
 * The state a save writes: the log a run holds, merged with what was saved
 * since its mark (`meanwhile`, from mergeSavedStates), numbered one above
 * every generation merged, and marked through what `meanwhile` covered.
 */
export function stateToSave(
  local: SessionLog,
  meanwhile: SessionLog | undefined,
): { log: SessionLog; fromRemote: number } {
  const merged = mergeLogs(meanwhile, local);
  const generation = Math.max(local.header.generation ?? 0, meanwhile?.header.generation ?? 0) + 1;
  const mark = meanwhile?.header.merged_through ?? local.header.merged_through;
  const header: SessionHeader = {
    ...merged.header,
    generation,
    ...(mark !== undefined ? { merged_through: mark } : {}),
  };
  return { log: { header, entries: merged.entries }, fromRemote: merged.fromRemote };
}
