import type { ContextMessage } from "../log/context-builder.ts";
import { textTokens } from "../log/tokens.ts";
import { clipMiddle } from "../util/text.ts";

/** A tool output longer than this is cut to its head and tail before it reaches the summarizer. */
export const MAX_TOOL_OUTPUT_CHARS = 2_000;

/**
 * The conversation as the summarizer reads it: one block per message, tool
 * outputs truncated. Flattened into text rather than sent as chat messages, so
 * any chat API takes it without tool definitions and the oldest blocks can be
 * dropped without orphaning a tool result.
 */
export function transcriptBlocks(messages: readonly ContextMessage[]): string[] {
  const names = new Map<string, string>();
  const blocks: string[] = [];
  for (const { message: m, summary } of messages) {
    if (summary) {
      blocks.push(`[earlier summary]\n${m.content ?? ""}`);
      continue;
    }
    if (m.role === "assistant") {
      const text = m.content?.trim();
      if (text) blocks.push(`[assistant]\n${text}`);
      for (const call of m.tool_calls ?? []) {
        names.set(call.id, call.function.name);
        blocks.push(`[assistant called ${call.function.name}] ${call.function.arguments}`);
      }
    } else if (m.role === "tool") {
      const name = names.get(m.tool_call_id ?? "") ?? "tool";
      blocks.push(`[${name} returned]\n${clipMiddle(m.content ?? "", MAX_TOOL_OUTPUT_CHARS)}`);
    } else {
      blocks.push(`[${m.role}]\n${m.content ?? ""}`);
    }
  }
  return blocks;
}

export function transcriptText(blocks: readonly string[]): string {
  return `<conversation>\n${blocks.join("\n\n")}\n</conversation>`;
}

/** Earlier summaries are the only record of what came before them. */
export const isSummaryBlock = (block: string) => block.startsWith("[earlier summary]");
/** What a user wrote: a pop's summary carries no verbatim section, so its input must keep them. */
export const isUserBlock = (block: string) => block.startsWith("[user]");

/**
 * Drops the oldest blocks until the transcript fits in `maxTokens`, keeping
 * those `stays` names while it can. When what stays does not fit either (an
 * earlier summary written under a larger window; many user messages a pop
 * keeps), the oldest of them go too, but earlier summaries (the only record of
 * what came before), and what is left and still too long keeps its head and
 * tail: the request never outgrows the summarizer's window.
 */
export function trimOldest(
  blocks: readonly string[],
  maxTokens: number,
  stays: (block: string) => boolean = isSummaryBlock,
): string[] {
  let kept = blocks.map((block) => ({ block, cost: textTokens(block) + 2 }));
  let total = kept.reduce((sum, b) => sum + b.cost, 0);
  const before = kept.length;
  // Oldest first, in passes: what need not stay, then what stays but summaries, but the first of it
  // (a pop's first user message is the request being popped); the newest block is never dropped.
  for (const goes of [(b: string) => !stays(b), (b: string) => !isSummaryBlock(b)]) {
    const drop = new Set<number>();
    const request = kept.findIndex((b) => stays(b.block) && !isSummaryBlock(b.block));
    for (let i = 0; i < kept.length - 1 && total > maxTokens; i++)
      if (i !== request && goes(kept[i]!.block)) {
        drop.add(i);
        total -= kept[i]!.cost;
      }
    kept = kept.filter((_, i) => !drop.has(i));
  }
  let out = kept.map((b) => b.block);
  if (total > maxTokens && total > 0) {
    // What is left cut in proportion, by characters (about four to a token, so a little under).
    const share = Math.max(0, maxTokens) / total;
    out = out.map((block) => {
      const fits = Math.floor(block.length * share * 0.9);
      return block.length > fits ? clipMiddle(block, fits) : block;
    });
  }
  const dropped = before - kept.length;
  if (dropped) out.unshift(`[${dropped} older messages were left out to fit the summarizer's window]`);
  return out;
}
