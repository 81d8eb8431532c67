import type { BuiltinHandler } from "../agent/builtin-handlers.ts";
import type { CompactionService } from "./compaction-service.ts";
import { recordCompaction } from "./run-compaction.ts";

/**
 * `swap_context` (docs/design.md#hook-protocol): at turn_end the response becomes the summary that
 * replaces the context — how `baton run -r compact --follow` and a hook's
 * `callback: compact` compact. It goes through the one compaction service, so
 * before_compact and after_compact hooks see it like any other compaction.
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
