import type { ContextMessage } from "../log/context-builder.ts";
import { cachedMessageTokens } from "../log/tokens.ts";

/**
 * Where a compaction cuts the context: the index of the first message kept
 * verbatim. The newest messages are kept while they fit in `keepTokens`; the
 * cut then moves forward (keeping less, never more) until it stands on a
 * message of the log that is not a tool result, so a call and its results are
 * never split and the first kept message can be named by its entry id.
 * When the budget cannot keep even the last turn (one huge tool result), the
 * cut falls at the last place there is — the call that made it — rather than
 * summarizing everything; 0, keeping everything, only when there is nowhere
 * to cut at all.
 */
export function findCutPoint(context: readonly ContextMessage[], keepTokens: number): number {
  let cut = context.length;
  let kept = 0;
  while (cut > 0) {
    const cost = cachedMessageTokens(context[cut - 1]!.message);
    if (kept + cost > keepTokens) break;
    kept += cost;
    cut--;
  }
  while (cut < context.length && !isCutBoundary(context[cut]!)) cut++;
  if (cut < context.length) return cut;
  for (let k = context.length - 1; k > 0; k--) if (isCutBoundary(context[k]!)) return k;
  return 0;
}

function isCutBoundary(m: ContextMessage): boolean {
  return m.entryId !== null && m.message.role !== "tool";
}

/** How many tokens the recent turns may keep: a share of the window, and at most half the target. */
export function keepBudget(contextWindow: number, targetTokens: number, tokensNow: number): number {
  // Half of what is there now, so that even a manual compaction of a short conversation folds something.
  return Math.floor(Math.min(0.2 * contextWindow, 0.5 * targetTokens, 0.5 * tokensNow));
}
