#!/usr/bin/env node
import { createRequire as __batonCreateRequire, isBuiltin as __batonIsBuiltin } from 'node:module';
const __batonRequire = __batonCreateRequire(import.meta.url);
const __batonMissing = (id) => Object.assign(new Error("Cannot find module '" + id + "'"), { code: 'MODULE_NOT_FOUND' });
const require = Object.assign((id) => { if (__batonIsBuiltin(id)) return __batonRequire(id); throw __batonMissing(id); },
  { resolve: (id) => { if (__batonIsBuiltin(id)) return id; throw __batonMissing(id); } });
import {
  requireApiKey
} from "./chunk-R53L26MQ.js";
import {
  cliRuntime
} from "./chunk-6XRMWQWD.js";
import {
  describeCompaction
} from "./chunk-XLGCPGES.js";
import "./chunk-YB6GKSGA.js";
import "./chunk-QCFYTT6H.js";
import "./chunk-OQWP77IT.js";
import "./chunk-JNQOL7NJ.js";
import {
  CompactStrategySchema
} from "./chunk-KZT3XTHD.js";
import "./chunk-VTTPXLNJ.js";
import "./chunk-2X7MUI64.js";
import "./chunk-Z7IASYN5.js";
import "./chunk-6AGDFKCF.js";
import "./chunk-VIFU5ZZR.js";
import {
  openChosenConversation
} from "./chunk-6GQ7L6HO.js";
import "./chunk-MHFL7VJB.js";
import "./chunk-TSXIPO54.js";
import "./chunk-BB3VDKTM.js";
import "./chunk-TZWREQQ2.js";
import "./chunk-7APT6MDI.js";
import "./chunk-HKLXVU43.js";
import "./chunk-B35SZDAW.js";
import "./chunk-WAULHVPN.js";
import "./chunk-UUW5D5MV.js";
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
