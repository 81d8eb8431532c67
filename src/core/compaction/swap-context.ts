import type { BuiltinHandler } from "../agent/builtin-handlers.ts";
import { summaryMessage } from "../log/context-builder.ts";
import { messageTokens } from "../log/tokens.ts";

/**
 * `swap_context` (SPEC §5): at turn_end the response becomes the summary that
 * replaces the context — how `baton run -r compact --follow` compacts. The
 * compaction covers everything before it, the compact run's own turn included.
 */
export const swapContext: BuiltinHandler = (run) => async (payload) => {
  const summary = String(payload.response ?? "").trim();
  if (!summary) {
    run.logger.warn(
      `swap_context: the ${run.recipe.name} run gave an empty answer; the context is left as it was`,
    );
    return undefined;
  }
  const before = run.conversation.contextTokens();
  const after = messageTokens(summaryMessage(summary).message);
  await run.conversation.append({
    type: "compaction",
    summary,
    first_kept_entry_id: null,
    tokens_before: before,
    tokens_after: after,
    strategy: "summarize",
    recipe: run.recipe.name,
  });
  run.outcome.compactions.push({
    trigger: "manual",
    strategy: "summarize",
    tokensBefore: before,
    tokensAfter: after,
  });
  return undefined;
};
