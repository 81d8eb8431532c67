import type { ContextMessage } from "../log/context-builder.ts";
import { cachedMessageTokens, messagesTokenBound } from "../log/tokens.ts";
import type { Message } from "../messages.ts";

/**
 * The messages of one model request: the recipe's prompt as the system
 * message, then the conversation. With `summary_placement: system` the
 * summaries move from the conversation into the system prompt, ahead of the
 * recipe's own text (docs/design.md#recipes).
 */
export function requestMessages(
  systemPrompt: string,
  context: readonly ContextMessage[],
  placement: "user" | "system",
): Message[] {
  if (placement === "user" || !context.some((m) => m.summary)) {
    const out: Message[] = [{ role: "system", content: systemPrompt }];
    for (const m of context) out.push(m.message);
    return out;
  }
  const summaries = context.filter((m) => m.summary).map((m) => m.message.content ?? "");
  return [
    { role: "system", content: [...summaries, systemPrompt].join("\n\n") },
    ...context.filter((m) => !m.summary).map((m) => m.message),
  ];
}

/** A tool output is cut to no less than this many tokens. */
const MIN_CUT_TOKENS = 200;

/**
 * The last step before a request larger than the window would be sent: the
 * largest tool outputs are cut, each with a note saying so, until the request
 * fits. The conversation's log keeps them whole. Undefined when even that
 * cannot make it fit (what is left is not tool output). A request whose
 * byte bound fits is sent as it is without counting; one that does not
 * needs the tokenizer loaded.
 */
export function fitToWindow(
  messages: readonly Message[],
  window: number,
): { messages: Message[]; cut: number } | undefined {
  if (messagesTokenBound(messages) <= window) return { messages: [...messages], cut: 0 };
  const sizes = messages.map((m) => cachedMessageTokens(m));
  let excess = sizes.reduce((a, b) => a + b, 0) - window;
  if (excess <= 0) return { messages: [...messages], cut: 0 };
  const out = [...messages];
  const largest = out
    .map((m, i) => ({ i, m, tokens: sizes[i]! }))
    .filter(({ m }) => m.role === "tool" && (m.content?.length ?? 0) > 0)
    .sort((a, b) => b.tokens - a.tokens);
  let cut = 0;
  for (const { i } of largest) {
    if (excess <= 0) break;
    const content = out[i]!.content ?? "";
    let shown = content.length;
    // Tokens are not spread evenly over the characters: aim a little low, and again if it was not enough.
    for (let pass = 0; pass < 4 && excess > 0; pass++) {
      const tokens = cachedMessageTokens(out[i]!);
      const keepTokens = Math.max(MIN_CUT_TOKENS, Math.floor((tokens - excess) * 0.9));
      if (keepTokens >= tokens) break;
      shown = Math.floor((shown * keepTokens) / tokens);
      const shorter: Message = {
        ...out[i]!,
        content: `${content.slice(0, shown)}\n[cut to fit the model's context window: the first ${shown} of ${content.length} characters]`,
      };
      excess -= tokens - cachedMessageTokens(shorter);
      out[i] = shorter;
    }
    cut++;
  }
  return excess <= 0 ? { messages: out, cut } : undefined;
}
