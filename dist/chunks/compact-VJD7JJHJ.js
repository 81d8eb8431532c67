#!/usr/bin/env node
import { createRequire as __batonCreateRequire } from 'node:module';
const require = __batonCreateRequire(import.meta.url);
import {
  cliRuntime
} from "./chunk-BOXCDL66.js";
import {
  describeCompaction
} from "./chunk-3FPQSJMP.js";
import "./chunk-2L6JL75G.js";
import "./chunk-A5L74RS5.js";
import "./chunk-RSJHYOEZ.js";
import "./chunk-P56ROPOT.js";
import "./chunk-6OWH2MY4.js";
import {
  openChosenConversation
} from "./chunk-3RCCFYKK.js";
import "./chunk-NCSDUYER.js";
import {
  requireApiKey
} from "./chunk-IGGO6PIQ.js";
import "./chunk-J7D5Z6CF.js";
import {
  CompactStrategySchema
} from "./chunk-K426YAMC.js";
import "./chunk-ILVDWHAJ.js";
import "./chunk-AFOOI4GA.js";
import "./chunk-SATDMX4Y.js";
import "./chunk-EUM35JVB.js";
import "./chunk-Y2HXLXGF.js";
import "./chunk-AP323QN3.js";
import "./chunk-KFU373OM.js";
import {
  usageError
} from "./chunk-KQZ2Y5ZS.js";
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
