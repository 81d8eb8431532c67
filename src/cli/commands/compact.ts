import { describeCompaction } from "../../engine/compaction/describe.ts";
import {
  isStrategy,
  MANUAL_STRATEGY,
  strategyChoices,
  strategyNamed,
} from "../../engine/compaction/strategies/registry.ts";
import { usageError } from "../../engine/errors.ts";
import { type CliContext, requireApiKey } from "../context.ts";
import { openChosenConversation } from "../conversation-choice.ts";
import { cliRuntime } from "../runtime.ts";

/**
 * `baton compact`: compacts now, summarizing unless `--strategy` says
 * otherwise. The user asked for it, so it compacts what it can (keeping fewer
 * recent turns than automatic compaction would, if it must) and says so.
 */
export async function compactCommand(ctx: CliContext): Promise<number> {
  const name = ctx.args.options.strategy ?? MANUAL_STRATEGY;
  if (!isStrategy(name)) throw usageError(`--strategy must be ${strategyChoices()} (got "${name}")`);
  const strategy = strategyNamed(name);
  if (strategy.callsModel) requireApiKey(ctx);
  const conversation = await openChosenConversation(ctx);
  const runtime = await cliRuntime(ctx);
  const instructions = ctx.args.options.instructions?.trim();
  const result = await runtime.compact(conversation, {
    strategy: strategy.name,
    ...(instructions ? { instructions } : {}),
  });
  ctx.io.stdout(`${describeCompaction(conversation.id, result)}\n`);
  // Exit 1 when the work asked for did not happen: cancelled, failed, or a summary that fell back to a mask.
  if (result.status !== "compacted") return result.status === "cancelled" || result.warnings.length ? 1 : 0;
  return result.summaryFailed ? 1 : 0;
}
