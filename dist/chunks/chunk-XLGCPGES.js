#!/usr/bin/env node
import { createRequire as __batonCreateRequire, isBuiltin as __batonIsBuiltin } from 'node:module';
const __batonRequire = __batonCreateRequire(import.meta.url);
const __batonMissing = (id) => Object.assign(new Error("Cannot find module '" + id + "'"), { code: 'MODULE_NOT_FOUND' });
const require = Object.assign((id) => { if (__batonIsBuiltin(id)) return __batonRequire(id); throw __batonMissing(id); },
  { resolve: (id) => { if (__batonIsBuiltin(id)) return id; throw __batonMissing(id); } });

// src/engine/compaction/describe.ts
function describeCompaction(conversationId, result) {
  if (result.status !== "compacted") return `${conversationId} was not compacted: ${result.reason}`;
  const steps = result.steps.map((s) => s.strategy).join(" + ");
  const lines = [
    `compacted ${conversationId} (${steps}): entries ${result.messagesBefore} \u2192 ${result.messagesAfter}, tokens ${result.tokensBefore} \u2192 ${result.tokensAfter}`,
    ...result.warnings.map((w) => `note: ${w}`)
  ];
  return lines.join("\n");
}

export {
  describeCompaction
};
