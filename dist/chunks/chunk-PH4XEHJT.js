#!/usr/bin/env node
import { createRequire as __batonCreateRequire, isBuiltin as __batonIsBuiltin } from 'node:module';
const __batonRequire = __batonCreateRequire(import.meta.url);
const __batonMissing = (id) => Object.assign(new Error("Cannot find module '" + id + "'"), { code: 'MODULE_NOT_FOUND' });
const require = Object.assign((id) => { if (__batonIsBuiltin(id)) return __batonRequire(id); throw __batonMissing(id); },
  { resolve: (id) => { if (__batonIsBuiltin(id)) return id; throw __batonMissing(id); } });
import {
  known
} from "./chunk-HRV54FJ4.js";

// src/engine/log/tokens.ts
var countTokens;
var loading;
var markLoaded;
var loaded = new Promise((resolve) => {
  markLoaded = resolve;
});
var PLAIN_TEXT = { disallowedSpecial: /* @__PURE__ */ new Set() };
function loadTokenizer() {
  loading ??= import("./main-YKAMFD7I.js").then(
    (m) => {
      countTokens = (text) => m.countTokens(text, PLAIN_TEXT);
      markLoaded();
    },
    (error) => {
      loading = void 0;
      throw error;
    }
  );
  return loading;
}
function preloadTokenizer() {
  loadTokenizer().catch(() => {
  });
}
function tokenizerLoaded() {
  return countTokens !== void 0;
}
function whenTokenizerLoaded() {
  return loaded;
}
function tokenizerRequested() {
  return loading !== void 0;
}
function count(text) {
  if (!countTokens) throw new Error("internal: tokens counted before loadTokenizer() finished");
  return countTokens(text);
}
var PER_MESSAGE_OVERHEAD = 4;
var MAX_PIECE_CHARS = 2e3;
var BREAK_WINDOW = 200;
function* countingPieces(text) {
  let start = 0;
  while (text.length - start > MAX_PIECE_CHARS) {
    let end = start + MAX_PIECE_CHARS;
    for (let i = end; i > end - BREAK_WINDOW; i--) {
      if (/\s/.test(text[i - 1])) {
        end = i;
        break;
      }
    }
    if (/[\uD800-\uDBFF]/.test(text[end - 1])) end--;
    yield text.slice(start, end);
    start = end;
  }
  yield text.slice(start);
}
function textTokens(text) {
  if (text.length <= MAX_PIECE_CHARS) return count(text);
  let n = 0;
  for (const piece of countingPieces(text)) n += count(piece);
  return n;
}
function textTokenBound(text) {
  return Buffer.byteLength(text, "utf8");
}
function framed(message, text) {
  let n = PER_MESSAGE_OVERHEAD;
  if (message.content) n += text(message.content);
  if (message.reasoning_content && message.tool_calls?.length) n += text(message.reasoning_content);
  for (const call of message.tool_calls ?? [])
    n += text(call.function.name) + text(call.function.arguments) + 3;
  return n;
}
function messageTokens(message) {
  return framed(message, textTokens);
}
function messageTokenBound(message) {
  return cache.get(message) ?? framed(message, textTokenBound);
}
function messagesTokenBound(messages) {
  let n = 0;
  for (const m of messages) n += messageTokenBound(m);
  return n;
}
var cache = /* @__PURE__ */ new WeakMap();
function rememberMessageTokens(message, tokens) {
  cache.set(message, tokens);
}
function isCounted(message) {
  return cache.has(message);
}
function canCount(message) {
  return countTokens !== void 0 || cache.has(message);
}
function cachedMessageTokens(message) {
  let n = cache.get(message);
  if (n === void 0) {
    n = messageTokens(message);
    cache.set(message, n);
  }
  return n;
}
function contextTokens(messages) {
  let n = 0;
  for (const m of messages) n += cachedMessageTokens(m.message);
  return n;
}
function contextTokenBound(messages) {
  let n = 0;
  for (const m of messages) n += messageTokenBound(m.message);
  return n;
}
function rememberStoredTokens(entries) {
  for (const entry of entries) {
    const e = known(entry);
    if (e?.type === "message" && e.tokens !== void 0) rememberMessageTokens(e.message, e.tokens);
  }
}
function estimatedUsage(messages, answer) {
  let input = 0;
  for (const m of messages) input += messageTokens(m);
  return { input_tokens: input, output_tokens: messageTokens(answer) };
}

export {
  loadTokenizer,
  preloadTokenizer,
  tokenizerLoaded,
  whenTokenizerLoaded,
  tokenizerRequested,
  textTokens,
  messageTokens,
  messageTokenBound,
  messagesTokenBound,
  rememberMessageTokens,
  isCounted,
  canCount,
  cachedMessageTokens,
  contextTokens,
  contextTokenBound,
  rememberStoredTokens,
  estimatedUsage
};
