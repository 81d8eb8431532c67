#!/usr/bin/env node
import { createRequire as __batonCreateRequire, isBuiltin as __batonIsBuiltin } from 'node:module';
const __batonRequire = __batonCreateRequire(import.meta.url);
const __batonMissing = (id) => Object.assign(new Error("Cannot find module '" + id + "'"), { code: 'MODULE_NOT_FOUND' });
const require = Object.assign((id) => { if (__batonIsBuiltin(id)) return __batonRequire(id); throw __batonMissing(id); },
  { resolve: (id) => { if (__batonIsBuiltin(id)) return id; throw __batonMissing(id); } });
import {
  requireApiKey
} from "./chunk-BN7AIYL6.js";
import {
  cliRuntime
} from "./chunk-6M4EVW5A.js";
import "./chunk-IXSJ3O3H.js";
import {
  describeCompaction
} from "./chunk-XLGCPGES.js";
import "./chunk-JNFETJ5D.js";
import "./chunk-OQWP77IT.js";
import "./chunk-SUFZP3MM.js";
import "./chunk-QHL4UODS.js";
import "./chunk-BOFVN7Q3.js";
import "./chunk-ES4H7P2Z.js";
import "./chunk-CGCA7TCK.js";
import "./chunk-SBZCUJ4N.js";
import "./chunk-ERNQ67IC.js";
import {
  MANUAL_STRATEGY,
  isStrategy,
  strategyChoices,
  strategyNamed
} from "./chunk-FAT4S3CS.js";
import "./chunk-VPB3WR35.js";
import "./chunk-Z7IASYN5.js";
import "./chunk-AENQXKKA.js";
import "./chunk-7YP47LAM.js";
import "./chunk-VIFU5ZZR.js";
import {
  openChosenConversation
} from "./chunk-VG3EQFRM.js";
import "./chunk-GDFLDE3T.js";
import "./chunk-RAS4AJAF.js";
import "./chunk-DTM6W5UA.js";
import "./chunk-LG45C5F7.js";
import "./chunk-DSNPJJ2I.js";
import "./chunk-ITFW4L3R.js";
import "./chunk-HKLXVU43.js";
import "./chunk-5LY53PZF.js";
import "./chunk-WAULHVPN.js";
import "./chunk-NBCA2KPO.js";
import "./chunk-KVWXH6U2.js";
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
