#!/usr/bin/env node
import { createRequire as __batonCreateRequire, isBuiltin as __batonIsBuiltin } from 'node:module';
const __batonRequire = __batonCreateRequire(import.meta.url);
const __batonMissing = (id) => Object.assign(new Error("Cannot find module '" + id + "'"), { code: 'MODULE_NOT_FOUND' });
const require = Object.assign((id) => { if (__batonIsBuiltin(id)) return __batonRequire(id); throw __batonMissing(id); },
  { resolve: (id) => { if (__batonIsBuiltin(id)) return id; throw __batonMissing(id); } });
import {
  describeCompaction
} from "./chunk-XLGCPGES.js";
import {
  requireApiKey
} from "./chunk-KRTU4PKU.js";
import "./chunk-FZ6RKCAM.js";
import "./chunk-DZL2NRBW.js";
import {
  cliRuntime
} from "./chunk-WPVTSJPK.js";
import "./chunk-QRQTESYV.js";
import "./chunk-K4AEL2LQ.js";
import "./chunk-EXTAXSNO.js";
import "./chunk-NJT4CVHD.js";
import "./chunk-RV7QZX4O.js";
import "./chunk-REOFCVJR.js";
import "./chunk-HZICW6AM.js";
import "./chunk-YIVIGHPU.js";
import "./chunk-E5XX6VWF.js";
import "./chunk-CPJE2D24.js";
import "./chunk-ZLIHJC7E.js";
import "./chunk-DOIUTLAZ.js";
import "./chunk-2DXMKYYZ.js";
import {
  MANUAL_STRATEGY,
  isStrategy,
  strategyChoices,
  strategyNamed
} from "./chunk-FAT4S3CS.js";
import "./chunk-IEFBYN5X.js";
import "./chunk-Z7IASYN5.js";
import "./chunk-5UKNEP73.js";
import "./chunk-7YP47LAM.js";
import "./chunk-CEN4R7LZ.js";
import "./chunk-TA5JLS4U.js";
import {
  openChosenConversation
} from "./chunk-APLJNZUT.js";
import "./chunk-EJNJI7KR.js";
import "./chunk-W4BPKWFB.js";
import "./chunk-IIMBTC7R.js";
import "./chunk-IIAZHJZX.js";
import "./chunk-OJTHOXZF.js";
import "./chunk-DJ7BISZY.js";
import "./chunk-TQVD7ZYD.js";
import "./chunk-VZFZEY5Z.js";
import "./chunk-WAULHVPN.js";
import "./chunk-MAU3G4ES.js";
import {
  usageError
} from "./chunk-VA2UHLEW.js";
import "./chunk-5NRPVDG4.js";
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
