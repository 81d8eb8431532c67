#!/usr/bin/env node
import { createRequire as __batonCreateRequire } from 'node:module';
const require = __batonCreateRequire(import.meta.url);
import {
  cliRuntime
} from "./chunk-WBZJ3L75.js";
import {
  describeCompaction
} from "./chunk-BRVTX7RQ.js";
import "./chunk-U2LZ3CYR.js";
import "./chunk-3SPZEC24.js";
import "./chunk-2RP2ELUF.js";
import "./chunk-HSC3OQ5D.js";
import "./chunk-JXHJ63GL.js";
import {
  openChosenConversation
} from "./chunk-OQAH46TX.js";
import "./chunk-5RNGYSVZ.js";
import {
  requireApiKey
} from "./chunk-NYCXEXBU.js";
import "./chunk-OBDJKT5E.js";
import {
  CompactStrategySchema
} from "./chunk-UYTZEZC2.js";
import "./chunk-VJGB4AGP.js";
import "./chunk-LHQIM77R.js";
import "./chunk-3BCKK6XV.js";
import "./chunk-3EX4U4I6.js";
import "./chunk-UECATNUK.js";
import "./chunk-CP5ADJIT.js";
import "./chunk-AGKJQI42.js";
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
