#!/usr/bin/env node
import { createRequire as __batonCreateRequire, isBuiltin as __batonIsBuiltin } from 'node:module';
const __batonRequire = __batonCreateRequire(import.meta.url);
const __batonMissing = (id) => Object.assign(new Error("Cannot find module '" + id + "'"), { code: 'MODULE_NOT_FOUND' });
const require = Object.assign((id) => { if (__batonIsBuiltin(id)) return __batonRequire(id); throw __batonMissing(id); },
  { resolve: (id) => { if (__batonIsBuiltin(id)) return id; throw __batonMissing(id); } });
import {
  count
} from "./chunk-HBY6AOVX.js";

// src/engine/compaction/describe.ts
var GREW_BY_SUMMARY = "the summary is longer than what it replaced";
var GREW_BY_MASK = "the placeholders are longer than the outputs they replaced";
function contextChange(before, after, grew = GREW_BY_SUMMARY) {
  const change = after < before ? `${count(before - after)} fewer` : after > before ? `${count(after - before)} more: ${grew}` : "unchanged";
  return `${count(before)} \u2192 ${count(after)} tokens (${change})`;
}
function grewBy(steps) {
  return steps.every((s) => s === "mask") ? GREW_BY_MASK : GREW_BY_SUMMARY;
}
function describeCompaction(conversationId, result) {
  if (result.status !== "compacted") return `${conversationId} was not compacted: ${result.reason}`;
  const steps = result.steps.map((s) => s.strategy);
  const lines = [
    `compacted ${conversationId} (${steps.join(" + ")}): messages ${result.messagesBefore} \u2192 ${result.messagesAfter}, context ${contextChange(result.tokensBefore, result.tokensAfter, grewBy(steps))}`,
    ...result.warnings.map((w) => `note: ${w}`)
  ];
  return lines.join("\n");
}

export {
  GREW_BY_SUMMARY,
  GREW_BY_MASK,
  contextChange,
  grewBy,
  describeCompaction
};
