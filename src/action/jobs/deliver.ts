import type { RunOutcome } from "../../core/agent/outcome.ts";
import type { Recipe } from "../../core/recipes/schema.ts";
import type { Feedback } from "../github/feedback.ts";
import type { Subject } from "../subject.ts";

/**
 * Posts a run's answer where the recipe's `output` says: a PR review on a
 * pull request, else a comment; `none` posts nothing. A run that stopped
 * short still posts what it has, with the reason.
 */
export async function deliverAnswer(
  feedback: Feedback,
  recipe: Recipe,
  subject: Subject,
  outcome: RunOutcome,
): Promise<void> {
  if (recipe.output === "none") return;
  let body = outcome.response.trim();
  if (outcome.status !== "done") body = `${body}\n\n_${outcome.reason ?? "The run stopped early."}_`.trim();
  if (!body) return;
  if (recipe.output === "review" && subject.kind === "pr")
    await feedback.review(subject.number, body, subject.pr.head_sha);
  else await feedback.answer(body);
}

/** One line for the status comment about how a run went. */
export function runLine(outcome: RunOutcome): string {
  const { usage } = outcome;
  const compacted = outcome.compactions.map((c) => `${c.tokensBefore} → ${c.tokensAfter}`).join(", ");
  return [
    `${outcome.turns} model call${outcome.turns === 1 ? "" : "s"}`,
    `${outcome.toolCalls} tool call${outcome.toolCalls === 1 ? "" : "s"}`,
    `${usage.input_tokens} tokens in, ${usage.output_tokens} out`,
    ...(compacted ? [`compacted ${compacted} tokens`] : []),
  ].join(" · ");
}
