#!/usr/bin/env node
import { createRequire as __batonCreateRequire, isBuiltin as __batonIsBuiltin } from 'node:module';
const __batonRequire = __batonCreateRequire(import.meta.url);
const __batonMissing = (id) => Object.assign(new Error("Cannot find module '" + id + "'"), { code: 'MODULE_NOT_FOUND' });
const require = Object.assign((id) => { if (__batonIsBuiltin(id)) return __batonRequire(id); throw __batonMissing(id); },
  { resolve: (id) => { if (__batonIsBuiltin(id)) return id; throw __batonMissing(id); } });
import {
  requireApiKey
} from "./chunk-VFRPORQK.js";
import {
  cliRuntime
} from "./chunk-EWUXW26C.js";
import {
  describeCompaction
} from "./chunk-XLGCPGES.js";
import "./chunk-VYPJ2AJ6.js";
import "./chunk-AAROPNIR.js";
import "./chunk-6EIEV4HT.js";
import {
  CompactStrategySchema
} from "./chunk-GARVHT64.js";
import "./chunk-GPITAY5V.js";
import "./chunk-EQYJFWQF.js";
import "./chunk-Z7IASYN5.js";
import "./chunk-F5EH4HAA.js";
import "./chunk-VIFU5ZZR.js";
import {
  openChosenConversation
} from "./chunk-63JCKC4X.js";
import "./chunk-X243W2YV.js";
import "./chunk-I6TZUTRY.js";
import "./chunk-XSCISWIE.js";
import "./chunk-ONA5HPEZ.js";
import "./chunk-VH2TA4UM.js";
import "./chunk-HKLXVU43.js";
import "./chunk-LVUASWAO.js";
import "./chunk-WAULHVPN.js";
import "./chunk-AZD3QKQ7.js";
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
