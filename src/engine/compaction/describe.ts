import { count } from "../util/text.ts";
import type { CompactionResult } from "./compaction-service.ts";

/** Why a compaction can grow the context: what took the messages' place is longer than they were. */
export const GREW_BY_SUMMARY = "the summary is longer than what it replaced";
export const GREW_BY_MASK = "the placeholders are longer than the outputs they replaced";

/**
 * A compaction's context before → after, in words, wherever one is shown:
 * "100 → 90 tokens (10 fewer)"; one that grew the context says so and why,
 * rather than "(-10 fewer)".
 */
export function contextChange(before: number, after: number, grew: string = GREW_BY_SUMMARY): string {
  const change =
    after < before
      ? `${count(before - after)} fewer`
      : after > before
        ? `${count(after - before)} more: ${grew}`
        : "unchanged";
  return `${count(before)} → ${count(after)} tokens (${change})`;
}

/** How a compaction that took these steps grew the context: masking alone, or a summary. */
export function grewBy(steps: readonly string[]): string {
  return steps.every((s) => s === "mask") ? GREW_BY_MASK : GREW_BY_SUMMARY;
}

/**
 * The one-line account of a compaction that `/compact` replies with and
 * `baton compact` prints (entries and tokens before → after).
 */
export function describeCompaction(conversationId: string, result: CompactionResult): string {
  if (result.status !== "compacted") return `${conversationId} was not compacted: ${result.reason}`;
  const steps = result.steps.map((s) => s.strategy);
  const lines = [
    `compacted ${conversationId} (${steps.join(" + ")}): messages ${result.messagesBefore} → ${result.messagesAfter}, context ${contextChange(result.tokensBefore, result.tokensAfter, grewBy(steps))}`,
    ...result.warnings.map((w) => `note: ${w}`),
  ];
  return lines.join("\n");
}
