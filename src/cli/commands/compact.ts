import { describeCompaction } from "../../engine/compaction/describe.ts";
import { usageError } from "../../engine/errors.ts";
import { CompactStrategySchema } from "../../engine/settings.ts";
import { type CliContext, requireApiKey } from "../context.ts";
import { openChosenConversation } from "../conversation-choice.ts";
import { cliRuntime } from "../runtime.ts";

/** `baton compact`: compacts now, summarizing unless `--strategy` says otherwise. */
export async function compactCommand(ctx: CliContext): Promise<number> {
  const raw = ctx.args.options.strategy ?? "summarize";
  const strategy = CompactStrategySchema.safeParse(raw);
  if (!strategy.success) throw usageError(`--strategy must be summarize, mask or hybrid (got "${raw}")`);
  if (strategy.data !== "mask") requireApiKey(ctx);
  const conversation = await openChosenConversation(ctx);
  const runtime = await cliRuntime(ctx);
  const instructions = ctx.args.options.instructions?.trim();
  const result = await runtime.compact(conversation, {
    strategy: strategy.data,
    ...(instructions ? { instructions } : {}),
  });
  ctx.io.stdout(`${describeCompaction(conversation.id, result)}\n`);
  // Exit 1 when the work asked for did not happen: cancelled, failed, or a summary that fell back to a mask.
  if (result.status !== "compacted") return result.status === "cancelled" || result.warnings.length ? 1 : 0;
  const summarized = result.steps.some((s) => s.strategy === "summarize");
  return strategy.data === "summarize" && !summarized ? 1 : 0;
}
