import type { CompactionResult } from "./compaction-service.ts";

/**
 * The one-line account of a compaction that `/compact` replies with and
 * `baton compact` prints (entries and tokens before → after).
 */
export function describeCompaction(conversationId: string, result: CompactionResult): string {
  if (result.status !== "compacted") return `${conversationId} was not compacted: ${result.reason}`;
  const steps = result.steps.map((s) => s.strategy).join(" + ");
  const lines = [
    `compacted ${conversationId} (${steps}): entries ${result.messagesBefore} → ${result.messagesAfter}, tokens ${result.tokensBefore} → ${result.tokensAfter}`,
    ...result.warnings.map((w) => `note: ${w}`),
  ];
  return lines.join("\n");
}
