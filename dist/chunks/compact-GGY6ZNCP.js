#!/usr/bin/env node
import { createRequire as __batonCreateRequire } from 'node:module';
const require = __batonCreateRequire(import.meta.url);
import {
  cliRuntime
} from "./chunk-DOUAWYZL.js";
import {
  describeCompaction
} from "./chunk-3FPQSJMP.js";
import "./chunk-66TB3FN2.js";
import "./chunk-L7FIQQFX.js";
import "./chunk-RSJHYOEZ.js";
import "./chunk-QZUIIXPY.js";
import "./chunk-6OWH2MY4.js";
import {
  openChosenConversation
} from "./chunk-5FV4DCDB.js";
import "./chunk-BB6G55G6.js";
import {
  requireApiKey
} from "./chunk-EJB6HJ5U.js";
import "./chunk-PEPEK22U.js";
import {
  CompactStrategySchema
} from "./chunk-QWLGSNGR.js";
import "./chunk-ILVDWHAJ.js";
import "./chunk-UD4C5QYV.js";
import "./chunk-SATDMX4Y.js";
import "./chunk-EQFLHE5Q.js";
import "./chunk-Y2HXLXGF.js";
import "./chunk-AP323QN3.js";
import "./chunk-KFU373OM.js";
import {
  usageError
} from "./chunk-W6LTGYO2.js";
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
