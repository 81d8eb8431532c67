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
} from "./chunk-UHJUGYKI.js";
import "./chunk-D3MABEWQ.js";
import "./chunk-IPNSF2OX.js";
import {
  CompactStrategySchema
} from "./chunk-5BHJWORW.js";
import {
  cliRuntime
} from "./chunk-4Z3DAERO.js";
import "./chunk-V4S7RFCT.js";
import "./chunk-O3CGUWEC.js";
import "./chunk-7UB2XQP5.js";
import "./chunk-KDDRPNG4.js";
import "./chunk-G2RDCUNZ.js";
import "./chunk-UXMBEOXC.js";
import "./chunk-WVJJPJTY.js";
import "./chunk-RLLND5LE.js";
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
