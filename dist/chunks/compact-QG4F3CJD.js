#!/usr/bin/env node
import { createRequire as __batonCreateRequire } from 'node:module';
const require = __batonCreateRequire(import.meta.url);
import {
  cliRuntime
} from "./chunk-LLBZYU7N.js";
import {
  describeCompaction
} from "./chunk-3FPQSJMP.js";
import "./chunk-DWU3X3RG.js";
import "./chunk-GUCROFDQ.js";
import "./chunk-EHP5RD6Q.js";
import "./chunk-OPHJI75E.js";
import "./chunk-RSJHYOEZ.js";
import "./chunk-KMZGIY3O.js";
import "./chunk-UCBTHSFF.js";
import {
  openChosenConversation
} from "./chunk-LWA3MWCK.js";
import "./chunk-QXEOIUZK.js";
import {
  requireApiKey
} from "./chunk-Q2NSBOP3.js";
import "./chunk-FRC7XUKR.js";
import {
  CompactStrategySchema
} from "./chunk-C562JI5B.js";
import "./chunk-ILVDWHAJ.js";
import "./chunk-ZU655R3D.js";
import "./chunk-SATDMX4Y.js";
import "./chunk-D72XXOX7.js";
import "./chunk-Y2HXLXGF.js";
import "./chunk-AP323QN3.js";
import "./chunk-KFU373OM.js";
import {
  usageError
} from "./chunk-RM3QLWHB.js";
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
