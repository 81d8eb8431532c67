import type { Message, Usage } from "../messages.ts";
import { type Entry, known } from "./entries.ts";

/**
 * The o200k tokenizer is 3 MB of tables (about 120 ms to parse and run): it is
 * loaded only when an exact count is needed, never on the way to a run's first
 * model request. Until then a byte count bounds every count from above
 * (tokenBound), which decides most questions ("is the context over the
 * threshold?") without it.
 */
let countTokens: ((text: string) => number) | undefined;
let loading: Promise<void> | undefined;
let markLoaded!: () => void;
const loaded = new Promise<void>((resolve) => {
  markLoaded = resolve;
});

/** Text is counted as the model's server counts it: "<|endoftext|>" in a message is plain text, not a special token. */
const PLAIN_TEXT = { disallowedSpecial: new Set<string>() };

export function loadTokenizer(): Promise<void> {
  loading ??= import("gpt-tokenizer").then(
    (m) => {
      countTokens = (text) => m.countTokens(text, PLAIN_TEXT);
      markLoaded();
    },
    (error: unknown) => {
      loading = undefined; // a later call tries again
      throw error;
    },
  );
  return loading;
}

/** Starts loading the tokenizer without waiting for it (a failure surfaces where a count awaits it). */
export function preloadTokenizer(): void {
  loadTokenizer().catch(() => {});
}

/** Whether exact counts can be made now, synchronously. */
export function tokenizerLoaded(): boolean {
  return countTokens !== undefined;
}

/** Settles once the tokenizer is loaded, by whoever loads it; never starts a load itself. */
export function whenTokenizerLoaded(): Promise<void> {
  return loaded;
}

/** Whether a load has been started (and may still be under way). */
export function tokenizerRequested(): boolean {
  return loading !== undefined;
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

/**
 * At least the tokens of a text, without the tokenizer: o200k is a byte-level
 * BPE, so every token stands for at least one UTF-8 byte (a lone surrogate is
 * encoded, and bounded, as the 3 bytes of U+FFFD), and counting in pieces
 * never splits a character, so the pieces' bytes add up to the text's.
 */
export function textTokenBound(text: string): number {
  return Buffer.byteLength(text, "utf8");
}

/** A message's cost from its texts' costs: the framing every message and tool call adds. */
function framed(message: Message, text: (text: string) => number): number {
  let n = PER_MESSAGE_OVERHEAD;
  if (message.content) n += text(message.content);
  if (message.reasoning_content && message.tool_calls?.length) n += text(message.reasoning_content);
  for (const call of message.tool_calls ?? [])
    n += text(call.function.name) + text(call.function.arguments) + 3;
  return n;
}

/** Tokens a message costs in a request. */
export function messageTokens(message: Message): number {
  return framed(message, textTokens);
}

/** At least messageTokens(message), without the tokenizer: its exact count when known already. */
export function messageTokenBound(message: Message): number {
  return cache.get(message) ?? framed(message, textTokenBound);
}

/** At least the tokens of these messages, without the tokenizer. */
export function messagesTokenBound(messages: readonly Message[]): number {
  let n = 0;
  for (const m of messages) n += messageTokenBound(m);
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

/** Whether the message's exact count can be had now, synchronously. */
export function canCount(message: Message): boolean {
  return countTokens !== undefined || cache.has(message);
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

/** At least contextTokens(messages), without the tokenizer. */
export function contextTokenBound(messages: readonly { message: Message }[]): number {
  let n = 0;
  for (const m of messages) n += messageTokenBound(m.message);
  return n;
}

/** Counts written with the messages: the history is not tokenized again. */
export function rememberStoredTokens(entries: readonly Entry[]): void {
  for (const entry of entries) {
    const e = known(entry);
    if (e?.type === "message" && e.tokens !== undefined) rememberMessageTokens(e.message, e.tokens);
  }
}

/** What a call cost in tokens when the server did not say: the request and the answer, counted here. */
export function estimatedUsage(messages: readonly Message[], answer: Message): Usage {
  let input = 0;
  for (const m of messages) input += messageTokens(m);
  return { input_tokens: input, output_tokens: messageTokens(answer) };
}
