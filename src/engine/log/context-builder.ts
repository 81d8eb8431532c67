import type { Message, ToolCall } from "../messages.ts";
import { type CompactionEntry, type Entry, type KnownEntry, known } from "./entries.ts";
import { maskedToolResult } from "./masking.ts";

/** One message of a built context, with where it came from. */
export interface ContextMessage {
  message: Message;
  /** The log entry the message is, or null for a synthetic one (a summary, a repaired tool result). */
  entryId: string | null;
  /** Set on summaries, so the loop can place them where the recipe says (`summary_placement`). */
  summary?: boolean;
  /** The covering entry whose replacement this message is; unset on a repaired tool result. */
  cover?: string;
}

/** A stretch of the log replaced by what a covering entry says. */
export interface Cover {
  from: number;
  to: number; // exclusive
  replacement: ContextMessage[];
}

export const SUMMARY_INTRO = "Summary of the earlier conversation (it replaces the messages it covers):";
export const POP_INTRO =
  "Summary of work that was set aside with /pop (the conversation continues from before it):";
export const INTERRUPTED_TOOL_RESULT = "(no result: the run stopped before this tool call finished)";

export function summaryMessage(summary: string, intro = SUMMARY_INTRO): ContextMessage {
  return { message: { role: "user", content: `${intro}\n\n${summary}` }, entryId: null, summary: true };
}

/**
 * Builds what the model sees from the append-only log (docs/design.md#building-the-context).
 *
 * Covering entries (compaction, mutation, stack_pop) replace ranges of the
 * log; where ranges overlap the later entry wins and its replacement stands at
 * the first position it owns. Ownership is assigned latest-first with a
 * "next unowned index" union-find, so every index is visited once: linear in
 * the log, not entries × ranges.
 *
 * A `mask` compaction with neither summary nor messages replaces nothing: it
 * masks, in place, the tool outputs before its first kept entry. The log then
 * grows by one small entry per mask instead of a copy of the whole context.
 */
export function buildContext(
  entries: readonly Entry[],
  assign: OwnerAssignment = assignOwners,
): ContextMessage[] {
  return repairToolPairs(buildUnrepairedContext(entries, assign));
}

/**
 * The context before tool calls and results are paired up. Messages appended
 * after the last covering entry only extend it, which is what lets a snapshot
 * of it stand for the log up to that entry (./context-snapshot.ts).
 */
export function buildUnrepairedContext(
  entries: readonly Entry[],
  assign: OwnerAssignment = assignOwners,
): ContextMessage[] {
  const covers = collectCovers(entries);
  const owner = covers.length ? assign(entries.length, covers) : undefined;
  const maskBefore = maskBoundary(entries, owner);
  const calls = new Map<string, ToolCall>();
  const out: ContextMessage[] = [];
  const emitted = new Uint8Array(covers.length);
  // A cover of nothing (a compaction keeping from the first message) still
  // stands in the context, where its range would begin, unless a later cover
  // owns that place.
  const empty = new Map<number, number[]>();
  for (const [c, cover] of covers.entries()) {
    if (cover.from < cover.to || !cover.replacement.length) continue;
    const at = empty.get(cover.to);
    if (at) at.push(c);
    else empty.set(cover.to, [c]);
  }
  const emitEmpty = (i: number) => {
    for (const c of empty.get(i) ?? [])
      if (!owner || i >= entries.length || owner[i]! < c) out.push(...covers[c]!.replacement);
  };
  for (let i = 0; i < entries.length; i++) {
    if (empty.size) emitEmpty(i);
    const c = owner ? owner[i]! : -1;
    if (c >= 0) {
      if (!emitted[c]) {
        emitted[c] = 1;
        out.push(...covers[c]!.replacement);
      }
      continue;
    }
    const e = known(entries[i]);
    if (e?.type !== "message") continue;
    const m = e.message;
    if (i < maskBefore) {
      if (m.role === "assistant") for (const call of m.tool_calls ?? []) calls.set(call.id, call);
      else if (m.role === "tool") {
        out.push({ message: maskedToolResult(m, calls.get(m.tool_call_id ?? "")), entryId: e.id });
        continue;
      }
    }
    out.push({ message: m, entryId: e.id });
  }
  if (empty.size) emitEmpty(entries.length);
  return out;
}

/** A compaction that only masks tool outputs in place, rather than replacing its range. */
export function masksInPlace(e: CompactionEntry): boolean {
  return e.strategy === "mask" && e.summary === undefined && e.messages === undefined;
}

/**
 * Tool outputs before this position are masked: the furthest-reaching
 * in-place mask decides. A mask that a later entry covers (a pop back past
 * it, a later summary) no longer counts: the later entry wins.
 */
function maskBoundary(entries: readonly Entry[], owner: Int32Array | undefined): number {
  let boundary = 0;
  let position: Map<string, number> | undefined;
  for (let i = entries.length - 1; i >= 0; i--) {
    const e = known(entries[i]);
    if (e?.type !== "compaction" || !masksInPlace(e) || (owner && owner[i]! >= 0)) continue;
    if (e.first_kept_entry_id === null) {
      boundary = Math.max(boundary, i);
      continue;
    }
    position ??= new Map(entries.map((x, k) => [x.id, k]));
    const kept = position.get(e.first_kept_entry_id);
    if (kept !== undefined) boundary = Math.max(boundary, Math.min(kept, i));
  }
  return boundary;
}

/** owner[i] = index of the latest cover containing entry i, or -1. */
export type OwnerAssignment = (n: number, covers: readonly Cover[]) => Int32Array;

export function collectCovers(entries: readonly Entry[]): Cover[] {
  const position = positionsOfReferencedIds(entries);
  const keepToolGroupTogether = toolGroupKeeper(entries);
  const covers: Cover[] = [];
  for (let i = 0; i < entries.length; i++) {
    const e = known(entries[i]);
    if (e?.type === "compaction") {
      if (masksInPlace(e)) continue;
      const kept = e.first_kept_entry_id === null ? i : position.get(e.first_kept_entry_id);
      // A compaction naming an entry we do not have covers nothing rather than everything.
      if (kept === undefined) continue;
      // A summary stands first; messages an after_compact hook injected follow it.
      const replacement: ContextMessage[] = [
        ...(e.summary !== undefined ? [{ ...summaryMessage(e.summary), cover: e.id }] : []),
        ...(e.messages ?? []).map((message) => ({ message, entryId: null, cover: e.id })),
      ];
      covers.push({ from: 0, to: keepToolGroupTogether(Math.min(kept, i)), replacement });
    } else if (e?.type === "mutation") {
      const replacement = e.messages.map((message) => ({ message, entryId: null, cover: e.id }));
      covers.push({ from: 0, to: i, replacement });
    } else if (e?.type === "stack_pop") {
      const back = position.get(e.back_to_entry_id);
      if (back === undefined || back > i) continue;
      const from = keepToolGroupTogether(back);
      if (e.pre_pop_summary !== undefined)
        covers.push({
          from: 0,
          to: from,
          replacement: [{ ...summaryMessage(e.pre_pop_summary), cover: e.id }],
        });
      covers.push({ from, to: i, replacement: [{ ...summaryMessage(e.summary, POP_INTRO), cover: e.id }] });
    }
  }
  return covers;
}

/** Positions of just the ids covering entries point at: far fewer than the log holds. */
function positionsOfReferencedIds(entries: readonly Entry[]): Map<string, number> {
  const wanted = new Set<string>();
  for (const raw of entries) {
    const e = raw as KnownEntry;
    if (e.type === "compaction" && e.first_kept_entry_id !== null) wanted.add(e.first_kept_entry_id);
    else if (e.type === "stack_pop") wanted.add(e.back_to_entry_id);
  }
  const position = new Map<string, number>();
  if (wanted.size)
    for (let i = 0; i < entries.length; i++) if (wanted.has(entries[i]!.id)) position.set(entries[i]!.id, i);
  return position;
}

/**
 * A boundary that falls on a tool result moves back to the assistant message
 * that made the call, so a cover never separates a call from its result.
 * Made for one log: where each run of tool results starts is found once,
 * however many covers end inside it, so the build stays linear.
 */
function toolGroupKeeper(entries: readonly Entry[]): (boundary: number) => number {
  const runStart = new Map<number, number>();
  return (boundary) => {
    let k = boundary;
    const walked: number[] = [];
    while (k > 0 && roleAt(entries, k) === "tool") {
      const start = runStart.get(k);
      if (start !== undefined) {
        k = start;
        break;
      }
      walked.push(k);
      k--;
    }
    for (const w of walked) runStart.set(w, k);
    if (k === boundary) return boundary;
    const e = known(entries[k]);
    return e?.type === "message" && e.message.role === "assistant" && e.message.tool_calls?.length
      ? k
      : boundary;
  };
}

function roleAt(entries: readonly Entry[], k: number): Message["role"] | undefined {
  const e = known(entries[k]);
  return e?.type === "message" ? e.message.role : undefined;
}

function assignOwners(n: number, covers: readonly Cover[]): Int32Array {
  const owner = new Int32Array(n).fill(-1);
  // next[i]: the smallest index >= i not yet owned (path-halving union-find).
  const next = new Int32Array(n + 1);
  for (let i = 0; i <= n; i++) next[i] = i;
  const find = (i: number) => {
    while (next[i] !== i) {
      next[i] = next[next[i]!]!;
      i = next[i]!;
    }
    return i;
  };
  for (let c = covers.length - 1; c >= 0; c--) {
    const { from, to } = covers[c]!;
    for (let i = find(from); i < to; i = find(i)) {
      owner[i] = c;
      next[i] = i + 1;
    }
  }
  return owner;
}

/**
 * Makes the message list acceptable to chat APIs: every tool result follows
 * the assistant call it answers; a call whose result never arrived (a run
 * killed mid-tool) gets a stated placeholder result.
 */
export function repairToolPairs(messages: ContextMessage[]): ContextMessage[] {
  // Calls still waiting for their result, in call order: a Set, so a message
  // with thousands of calls costs one step per result, not one per call.
  let pending = new Set<string>();
  let changed = false;
  const out: ContextMessage[] = [];
  const flush = () => {
    for (const id of pending) {
      out.push({
        message: { role: "tool", tool_call_id: id, content: INTERRUPTED_TOOL_RESULT },
        entryId: null,
      });
      changed = true;
    }
    pending = new Set();
  };
  for (const m of messages) {
    if (m.message.role === "tool") {
      if (!pending.delete(m.message.tool_call_id ?? "")) {
        changed = true; // an orphan result: its call is not in the context
        continue;
      }
      out.push(m);
      continue;
    }
    flush();
    out.push(m);
    if (m.message.role === "assistant" && m.message.tool_calls?.length)
      pending = new Set(m.message.tool_calls.map((t) => t.id));
  }
  flush();
  return changed ? out : messages;
}
