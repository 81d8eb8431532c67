#!/usr/bin/env node
import { createRequire as __batonCreateRequire } from 'node:module';
const require = __batonCreateRequire(import.meta.url);
import {
  describeCompaction
} from "./chunk-BRVTX7RQ.js";
import {
  openChosenConversation
} from "./chunk-4DU3OYYQ.js";
import "./chunk-5RNGYSVZ.js";
import {
  requireApiKey
} from "./chunk-AK6JWPZX.js";
import "./chunk-K3JMMU7D.js";
import "./chunk-WWMH7UCK.js";
import {
  CompactStrategySchema
} from "./chunk-DPPX4KQO.js";
import {
  cliRuntime
} from "./chunk-GV3P4OFN.js";
import "./chunk-MXDDNRND.js";
import "./chunk-O3CGUWEC.js";
import "./chunk-UDIAF2V6.js";
import "./chunk-AHFUQKDZ.js";
import "./chunk-MMA6CQW4.js";
import "./chunk-IX6KDKQ7.js";
import "./chunk-D4YA2NE6.js";
import "./chunk-MZPL5BMZ.js";
import {
  usageError
} from "./chunk-BOT7PMLY.js";
import "./chunk-HWW5D4EF.js";

// src/cli/commands/compact.ts
async function compactCommand(ctx) {
  const raw = ctx.args.options.strategy ?? "summarize";
  const strategy = CompactStrategySchema.safeParse(raw);
  if (!strategy.success) throw usageError(`--strategy must be summarize, mask or hybrid (got "${raw}")`);
  if (strategy.data !== "mask") requireApiKey(ctx);
  const conversation = await openChosenConversation(ctx);
  const runtime = await cliRuntime(ctx);
  const instructions = ctx.args.options.instructions?.trim();
  const result = await runtime.compact(conversation, {
    strategy: strategy.data,
    ...instructions ? { instructions } : {}
  });
  ctx.io.stdout(`${describeCompaction(conversation.id, result)}
`);
  if (result.status !== "compacted") return result.status === "cancelled" || result.warnings.length ? 1 : 0;
  const summarized = result.steps.some((s) => s.strategy === "summarize");
  return strategy.data === "summarize" && !summarized ? 1 : 0;
}
export {
  compactCommand
};
