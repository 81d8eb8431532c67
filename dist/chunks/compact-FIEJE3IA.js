#!/usr/bin/env node
import { createRequire as __batonCreateRequire, isBuiltin as __batonIsBuiltin } from 'node:module';
const __batonRequire = __batonCreateRequire(import.meta.url);
const __batonMissing = (id) => Object.assign(new Error("Cannot find module '" + id + "'"), { code: 'MODULE_NOT_FOUND' });
const require = Object.assign((id) => { if (__batonIsBuiltin(id)) return __batonRequire(id); throw __batonMissing(id); },
  { resolve: (id) => { if (__batonIsBuiltin(id)) return id; throw __batonMissing(id); } });
import {
  cliRuntime
} from "./chunk-5O64QMJP.js";
import {
  describeCompaction
} from "./chunk-XLGCPGES.js";
import "./chunk-4D6GGTVC.js";
import "./chunk-JQENVEKM.js";
import "./chunk-BIMKFOB7.js";
import "./chunk-E7QBMWMP.js";
import "./chunk-Z7IASYN5.js";
import {
  openChosenConversation
} from "./chunk-NVLI45BD.js";
import "./chunk-U5FEW2VU.js";
import {
  requireApiKey
} from "./chunk-RITX5NB2.js";
import "./chunk-QGBE6AZ4.js";
import {
  CompactStrategySchema
} from "./chunk-F5WDI3ML.js";
import "./chunk-2AELC3E7.js";
import "./chunk-5P4OJ3LG.js";
import "./chunk-YYYAN3OD.js";
import "./chunk-YSR4MOWX.js";
import "./chunk-B2O7GIG6.js";
import "./chunk-W3B4ZOUW.js";
import "./chunk-LDHN6ANZ.js";
import {
  usageError
} from "./chunk-VA2UHLEW.js";
import "./chunk-I5QNXST4.js";

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
