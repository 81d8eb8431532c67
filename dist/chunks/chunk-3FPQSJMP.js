#!/usr/bin/env node
import { createRequire as __batonCreateRequire } from 'node:module';
const require = __batonCreateRequire(import.meta.url);

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
