import * as z from "zod";
import { addUsage, type RunOutcome } from "../../../engine/agent/outcome.ts";
import { failure } from "../../../engine/errors.ts";
import type { AnswerFormat } from "../../../engine/model/client.ts";
import { clip, describeIssues } from "../../../engine/util/text.ts";
import type { JobContext } from "../job-context.ts";
import { type RecipeRun, runRecipe } from "../run-recipe.ts";

/** What a run whose final answer must be one JSON object came to. */
export interface StructuredAnswer<T> {
  value: T;
  /** Both attempts together, as the report counts the run. */
  outcome: RunOutcome;
}

/**
 * Runs a recipe whose final answer is one JSON object, checked by `schema`.
 * Free Markdown would have to be parsed back out of prose; a checked object
 * is rendered by code, so what lands in a PR's description has one shape.
 * The schema is asked of the server as a response_format (zod is its one
 * source), which servers that support it hold the model to; the recipe's
 * prose asks for the same form where they do not. An answer that does not
 * parse or check is sent back once with what is wrong (in the same
 * conversation, so the model sees its own answer); a second miss fails the
 * run, naming what was wrong.
 */
export async function askStructured<T>(
  ctx: JobContext,
  run: RecipeRun,
  schema: z.ZodType<T>,
): Promise<StructuredAnswer<T>> {
  run = { ...run, answerFormat: answerFormatOf(run.recipe, schema) };
  const first = await runRecipe(ctx, run);
  stopIfShort(first);
  const parsed = parseAnswer(first.response, schema);
  if (parsed.ok) return { value: parsed.value, outcome: first };
  ctx.logger.warn(
    `${run.recipe}: the answer did not follow the requested form (${parsed.error}); asking once more`,
  );
  const second = await runRecipe(ctx, {
    ...run,
    message: `Your answer could not be used: ${parsed.error}. Answer again with only the JSON object the instructions ask for, nothing before or after it.`,
  });
  const outcome = combined(first, second);
  stopIfShort(second);
  const again = parseAnswer(second.response, schema);
  if (again.ok) return { value: again.value, outcome };
  throw failure(
    `the model's answer to ${run.recipe} did not follow the requested form twice (${again.error}); nothing was written`,
  );
}

/**
 * The schema as a JSON Schema a server can hold the model to, named for the recipe: the output
 * form, where a field with a default is required (OpenAI's strict mode wants every field
 * required), without the `default`s strict mode refuses.
 */
export function answerFormatOf(recipe: string, schema: z.ZodType): AnswerFormat {
  const { $schema: _, ...json } = withoutDefaults(
    z.toJSONSchema(schema, { io: "output", unrepresentable: "any" }),
  ) as Record<string, unknown>;
  return { name: recipe.replace(/[^A-Za-z0-9_-]/g, "_").slice(0, 64) || "answer", schema: json };
}

/** A schema without its `default` keywords (a property named "default" stays). */
function withoutDefaults(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(withoutDefaults);
  if (typeof node !== "object" || node === null) return node;
  return Object.fromEntries(
    Object.entries(node)
      .filter(([key]) => key !== "default")
      .map(([key, value]) => [key, key === "properties" ? eachValue(value) : withoutDefaults(value)]),
  );
}

function eachValue(map: unknown): unknown {
  if (typeof map !== "object" || map === null) return map;
  return Object.fromEntries(Object.entries(map).map(([name, value]) => [name, withoutDefaults(value)]));
}

function stopIfShort(outcome: RunOutcome): void {
  if (outcome.status !== "done") throw failure(outcome.reason ?? `the ${outcome.recipe} run stopped early`);
}

type Parsed<T> = { ok: true; value: T } | { ok: false; error: string };

/**
 * The object in an answer: the whole answer, or the inside of one fenced
 * block (models often fence JSON although asked not to). Linear in the answer.
 */
export function parseAnswer<T>(answer: string, schema: z.ZodType<T>): Parsed<T> {
  const text = answer.trim();
  const fence = /^```[A-Za-z]*\n([\s\S]*)\n```$/.exec(text);
  let json: unknown;
  try {
    json = JSON.parse(fence ? fence[1]! : text);
  } catch (error) {
    const why = error instanceof Error ? error.message : String(error);
    return { ok: false, error: `it is not a JSON object (${clip(why, 120)})` };
  }
  const result = schema.safeParse(json);
  if (result.success) return { ok: true, value: result.data };
  return { ok: false, error: clip(describeIssues(result.error.issues, "the answer"), 600) };
}

function combined(a: RunOutcome, b: RunOutcome): RunOutcome {
  return {
    ...b,
    turns: a.turns + b.turns,
    toolCalls: a.toolCalls + b.toolCalls,
    usage: addUsage(a.usage, b.usage),
    compactions: [...a.compactions, ...b.compactions],
    ...(a.costUsd !== undefined || b.costUsd !== undefined
      ? { costUsd: (a.costUsd ?? 0) + (b.costUsd ?? 0) }
      : {}),
  };
}
