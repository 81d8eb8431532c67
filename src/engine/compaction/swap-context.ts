import type { BuiltinHandler } from "../agent/builtin-handlers.ts";
import type { RunState } from "../agent/run-state.ts";
import { loadTokenizer, textTokens } from "../log/tokens.ts";
import { type CompactionService, summaryCap } from "./compaction-service.ts";
import { recordCompaction } from "./run-compaction.ts";

/** Fewer characters than a sentence ("." or "ok") cannot stand for a conversation. */
export const MIN_SWAP_SUMMARY_CHARS = 20;

/**
 * `swap_context` (docs/design.md#hook-protocol): at turn_end the response becomes the summary that
 * replaces the context — how `baton run -r compact --follow` and a hook's
 * `callback: compact` compact. It goes through the one compaction service, so
 * before_compact and after_compact hooks see it like any other compaction.
 * A response that cannot be a summary (too short, or no shorter than what it
 * would replace, or above a tenth of the window) is refused: the run fails
 * saying why, and the context is left as it was.
 */
export function swapContext(service: CompactionService): BuiltinHandler {
  return (run) => async (payload) => {
    const summary = String(payload.response ?? "").trim();
    if (!summary) {
      run.logger.warn(
        `swap_context: the ${run.recipe.name} run gave an empty answer; the context is left as it was`,
      );
      return undefined;
    }
    await loadTokenizer();
    const refused = refusal(run, summary);
    if (refused) {
      const reason = `swap_context refused the ${run.recipe.name} run's answer as a summary: ${refused}; the context is left as it was`;
      run.logger.warn(reason);
      run.outcome.status = "failed";
      run.outcome.reason = reason;
      return undefined;
    }
    const result = await service.compact(run.conversation, {
      strategy: "summarize",
      trigger: run.request.invokedBy === "callback" ? "callback" : "manual",
      summary,
      targetTokens: Math.floor(run.limits.compactThreshold * run.limits.contextWindow),
      invokedBy: run.request.invokedBy ?? "main",
      invokedRecipe: run.recipe.name,
    });
    recordCompaction(run, result);
    return undefined;
  };
}

function refusal(run: RunState, summary: string): string | undefined {
  if (summary.length < MIN_SWAP_SUMMARY_CHARS)
    return `${summary.length} characters are too short to stand for the conversation (at least ${MIN_SWAP_SUMMARY_CHARS})`;
  const tokens = textTokens(summary);
  // The answer itself is in the context by now: what it replaces is the rest.
  const replaced = run.conversation.contextTokens() - tokens;
  const cap = summaryCap(run.limits.contextWindow);
  if (tokens > cap)
    return `${tokens} tokens are more than a summary may take (a tenth of the ${run.limits.contextWindow}-token window: ${cap})`;
  if (tokens >= replaced) return `${tokens} tokens are no shorter than the ${replaced} it would replace`;
  return undefined;
}
