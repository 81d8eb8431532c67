import type { Message } from "../messages.ts";
import { type Entry, known } from "./entries.ts";

/**
 * The o200k tokenizer is 3 MB of tables: it is loaded only by what counts
 * tokens (opening a conversation, a run), not by every CLI call or the post
 * step, each of which pays start-up.
 */
let countTokens: ((text: string) => number) | undefined;

export async function loadTokenizer(): Promise<void> {
  countTokens ??= (await import("gpt-tokenizer")).countTokens;
}

function count(text: string): number {
  if (!countTokens) throw new Error("internal: tokens counted before loadTokenizer() finished");
  return countTokens(text);
}

/** Chat formats spend a few tokens framing each message (role, separators). */
const PER_MESSAGE_OVERHEAD = 4;

/**
 * The tokenizer's merging is quadratic in the length of one pre-token, and a
 * run of one character (a minified line, a base64 blob) is one pre-token: text
 * is counted in pieces of at most this many characters, so counting any text
 * is linear in its length.
 */
export const MAX_PIECE_CHARS = 2_000;
/** A piece ends at the last whitespace within this many characters of its limit, when there is one. */
const BREAK_WINDOW = 200;

/**
 * The pieces text is counted in, in order, joined back exactly the text.
 * Breaks fall at whitespace where there is some, so ordinary text counts as
 * it would whole (a break inside a word costs at most a token or so).
 */
export function* countingPieces(text: string): Generator<string> {
  let start = 0;
  while (text.length - start > MAX_PIECE_CHARS) {
    let end = start + MAX_PIECE_CHARS;
    for (let i = end; i > end - BREAK_WINDOW; i--) {
      if (/\s/.test(text[i - 1]!)) {
        end = i;
        break;
      }
    }
    // Never split a surrogate pair.
    if (/[\uD800-\uDBFF]/.test(text[end - 1]!)) end--;
    yield text.slice(start, end);
    start = end;
  }
  yield text.slice(start);
}

/** Tokens of a text with the o200k tokenizer, in time linear in its length. */
export function textTokens(text: string): number {
  if (text.length <= MAX_PIECE_CHARS) return count(text);
  let n = 0;
  for (const piece of countingPieces(text)) n += count(piece);
  return n;
}

/** Tokens a message costs in a request. */
export function messageTokens(message: Message): number {
  let n = PER_MESSAGE_OVERHEAD;
  if (message.content) n += textTokens(message.content);
  for (const call of message.tool_calls ?? [])
    n += textTokens(call.function.name) + textTokens(call.function.arguments) + 3;
  return n;
}

/**
 * Token counts are stable for a message object, so they are cached per object:
 * log entries and summaries are counted once however often the context is built.
 */
const cache = new WeakMap<Message, number>();

/** A count known already (stored in the log when the message was written). */
export function rememberMessageTokens(message: Message, tokens: number): void {
  cache.set(message, tokens);
}

/** Whether counting this message needs the tokenizer. */
export function isCounted(message: Message): boolean {
  return cache.has(message);
}

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

/** Counts written with the messages: the history is not tokenized again. */
export function rememberStoredTokens(entries: readonly Entry[]): void {
  for (const entry of entries) {
    const e = known(entry);
    if (e?.type === "message" && e.tokens !== undefined) rememberMessageTokens(e.message, e.tokens);
  }
}
