import type { ContextMessage } from "../log/context-builder.ts";
import type { Message } from "../messages.ts";

/**
 * The messages of one model request: the recipe's prompt as the system
 * message, then the conversation. With `summary_placement: system` the
 * summaries move from the conversation into the system prompt, ahead of the
 * recipe's own text (SPEC §3).
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
