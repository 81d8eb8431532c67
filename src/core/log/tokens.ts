import { countTokens } from "gpt-tokenizer";
import type { Message } from "../messages.ts";

/** Chat formats spend a few tokens framing each message (role, separators). */
const PER_MESSAGE_OVERHEAD = 4;

/** Tokens a message costs in a request, counted with the o200k tokenizer. */
export function messageTokens(message: Message): number {
  let n = PER_MESSAGE_OVERHEAD;
  if (message.content) n += countTokens(message.content);
  for (const call of message.tool_calls ?? [])
    n += countTokens(call.function.name) + countTokens(call.function.arguments) + 3;
  return n;
}

export function textTokens(text: string): number {
  return countTokens(text);
}

/**
 * Token counts are stable for a message object, so they are cached per object:
 * log entries and summaries are counted once however often the context is built.
 */
const cache = new WeakMap<Message, number>();

export function cachedMessageTokens(message: Message): number {
  let n = cache.get(message);
  if (n === undefined) {
    n = messageTokens(message);
    cache.set(message, n);
  }
  return n;
}

export function contextTokens(messages: readonly { message: Message }[]): number {
  let n = 0;
  for (const m of messages) n += cachedMessageTokens(m.message);
  return n;
}
