import { type Entry, known } from "./entries.ts";

/** One point of a conversation's context size: at the end of a run, or after a compaction. */
export interface ContextPoint {
  /** `R3`: the third run with a recorded size; `C2`: the second compaction. */
  label: string;
  tokens: number;
}

/**
 * How the context grew and shrank over the conversation's life, oldest
 * first, at most `max` points (the latest). One pass over the entries.
 */
export function contextHistory(entries: readonly Entry[], max = 30): ContextPoint[] {
  const points: ContextPoint[] = [];
  let runs = 0;
  let compactions = 0;
  for (const entry of entries) {
    const e = known(entry);
    if (e?.type === "run" && e.context_tokens !== undefined) {
      points.push({ label: `R${++runs}`, tokens: e.context_tokens });
    } else if (e?.type === "compaction") {
      points.push({ label: `C${++compactions}`, tokens: e.tokens_after });
    }
  }
  return points.slice(-max);
}

/** Dollars the runs among `entries` cost, as each run recorded it (runs with no known price count 0). */
/** `from`: what the entries before these cost, so a sum in two parts adds up as one (floating point). */
export function spentUsd(entries: readonly Entry[], from = 0): number {
  let usd = from;
  for (const entry of entries) {
    const e = known(entry);
    if (e?.type === "run" && e.cost_usd !== undefined) usd += e.cost_usd;
  }
  return usd;
}
