#!/usr/bin/env node
import { createRequire as __batonCreateRequire } from 'node:module';
const require = __batonCreateRequire(import.meta.url);
import {
  cliRuntime
} from "./chunk-IYXXVRJR.js";
import {
  describeCompaction
} from "./chunk-BRVTX7RQ.js";
import "./chunk-CIDUI4FN.js";
import "./chunk-DJY4CK6H.js";
import "./chunk-OT75SF3G.js";
import "./chunk-OPHJI75E.js";
import "./chunk-2RP2ELUF.js";
import "./chunk-BSS2VCLP.js";
import "./chunk-K5BPGYMC.js";
import {
  openChosenConversation
} from "./chunk-OQAH46TX.js";
import "./chunk-5RNGYSVZ.js";
import {
  requireApiKey
} from "./chunk-X3TLAJZV.js";
import "./chunk-WRTQV2UQ.js";
import {
  CompactStrategySchema
} from "./chunk-XQWUULVA.js";
import "./chunk-QHOHKC7W.js";
import "./chunk-YBX6ZD4Z.js";
import "./chunk-ZMW2GR3Z.js";
import "./chunk-HN5RFQFZ.js";
import "./chunk-LGTZB2ZD.js";
import "./chunk-GU2RICBN.js";
import "./chunk-W7NNNXDX.js";
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
