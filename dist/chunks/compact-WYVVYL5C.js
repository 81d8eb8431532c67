#!/usr/bin/env node
import { createRequire as __batonCreateRequire, isBuiltin as __batonIsBuiltin } from 'node:module';
const __batonRequire = __batonCreateRequire(import.meta.url);
const __batonMissing = (id) => Object.assign(new Error("Cannot find module '" + id + "'"), { code: 'MODULE_NOT_FOUND' });
const require = Object.assign((id) => { if (__batonIsBuiltin(id)) return __batonRequire(id); throw __batonMissing(id); },
  { resolve: (id) => { if (__batonIsBuiltin(id)) return id; throw __batonMissing(id); } });
import {
  requireApiKey
} from "./chunk-AF32K3CH.js";
import {
  cliRuntime
} from "./chunk-BN76CSUE.js";
import {
  describeCompaction
} from "./chunk-XLGCPGES.js";
import "./chunk-4OQYP3NF.js";
import "./chunk-HHSZF27H.js";
import "./chunk-OQWP77IT.js";
import "./chunk-BEUMN3QQ.js";
import "./chunk-MDRXQEOC.js";
import "./chunk-3OPLNNUK.js";
import {
  MANUAL_STRATEGY,
  isStrategy,
  strategyChoices,
  strategyNamed
} from "./chunk-FAT4S3CS.js";
import "./chunk-7M6N2NUR.js";
import "./chunk-Z7IASYN5.js";
import "./chunk-5PFBNSJX.js";
import "./chunk-VIFU5ZZR.js";
import {
  openChosenConversation
} from "./chunk-YV7IAZKD.js";
import "./chunk-GCR2UAHY.js";
import "./chunk-QLH46JAR.js";
import "./chunk-JLKDDK2D.js";
import "./chunk-UXBCYKDN.js";
import "./chunk-ZE3FZATU.js";
import "./chunk-HKLXVU43.js";
import "./chunk-KGPITBIF.js";
import "./chunk-WAULHVPN.js";
import "./chunk-ACWIBFQR.js";
import {
  usageError
} from "./chunk-VA2UHLEW.js";
import "./chunk-I5QNXST4.js";

// src/cli/commands/compact.ts
async function compactCommand(ctx) {
  const name = ctx.args.options.strategy ?? MANUAL_STRATEGY;
  if (!isStrategy(name)) throw usageError(`--strategy must be ${strategyChoices()} (got "${name}")`);
  const strategy = strategyNamed(name);
  if (strategy.callsModel) requireApiKey(ctx);
  const conversation = await openChosenConversation(ctx);
  const runtime = await cliRuntime(ctx);
  const instructions = ctx.args.options.instructions?.trim();
  const result = await runtime.compact(conversation, {
    strategy: strategy.name,
    ...instructions ? { instructions } : {}
  });
  ctx.io.stdout(`${describeCompaction(conversation.id, result)}
`);
  if (result.status !== "compacted") return result.status === "cancelled" || result.warnings.length ? 1 : 0;
  return result.summaryFailed ? 1 : 0;
}
export {
  compactCommand
};
