#!/usr/bin/env node
import { createRequire as __batonCreateRequire, isBuiltin as __batonIsBuiltin } from 'node:module';
const __batonRequire = __batonCreateRequire(import.meta.url);
const __batonMissing = (id) => Object.assign(new Error("Cannot find module '" + id + "'"), { code: 'MODULE_NOT_FOUND' });
const require = Object.assign((id) => { if (__batonIsBuiltin(id)) return __batonRequire(id); throw __batonMissing(id); },
  { resolve: (id) => { if (__batonIsBuiltin(id)) return id; throw __batonMissing(id); } });

// src/engine/util/retry-policy.ts
var DEFAULT_RETRY_POLICY = Object.freeze({
  retries: 4,
  requestTimeoutMs: 12e4,
  modelRequestTimeoutMs: 3e5,
  modelBackoffMs: 500,
  maxRetryAfterMs: 6e4,
  retryStatuses: Object.freeze([408, 409, 429, 500, 502, 503, 504]),
  githubDoNotRetry: Object.freeze([400, 401, 403, 404, 410, 422, 451]),
  githubSecondMs: 1e3,
  githubWriteSpacingMs: 1e3
});
function retryPolicyFromEnv(env = process.env) {
  const retries = wholeNumber(env.BATON_RETRY_MAX, 10);
  const backoff = wholeNumber(env.BATON_MODEL_BACKOFF_MS, 6e4);
  const second = wholeNumber(env.BATON_GITHUB_SECOND_MS, 6e4);
  const spacing = wholeNumber(env.BATON_GITHUB_WRITE_SPACING_MS, 6e4);
  return Object.freeze({
    ...DEFAULT_RETRY_POLICY,
    ...retries !== void 0 ? { retries } : {},
    ...backoff !== void 0 ? { modelBackoffMs: backoff } : {},
    ...second !== void 0 ? { githubSecondMs: second } : {},
    ...spacing !== void 0 ? { githubWriteSpacingMs: spacing } : {}
  });
}
function modelRetryDelayMs(policy, retry, retryAfterMs) {
  if (retryAfterMs !== void 0 && retryAfterMs >= 0 && retryAfterMs <= policy.maxRetryAfterMs)
    return retryAfterMs;
  const backoff = policy.modelBackoffMs * Math.min(2 ** retry, 16);
  return Math.round(backoff * (1 - Math.random() * 0.25));
}
var UNREACHABLE_CODES = /* @__PURE__ */ new Set(["ECONNREFUSED", "ENOTFOUND", "EHOSTUNREACH", "ENETUNREACH"]);
function unreachable(error) {
  let current = error;
  for (let depth = 0; depth < 8 && current; depth++) {
    const code = current.code;
    if (typeof code === "string" && UNREACHABLE_CODES.has(code))
      return `${UNREACHABLE_WORDS[code]} (${code})`;
    if (current.message === "bad port")
      return "a port fetch never connects to (one browsers block as unsafe)";
    const errors = current.errors;
    if (Array.isArray(errors)) {
      const inner = errors.map(unreachable).find(Boolean);
      if (inner) return inner;
    }
    current = current.cause;
  }
  return void 0;
}
var UNREACHABLE_WORDS = {
  ECONNREFUSED: "connection refused",
  ENOTFOUND: "no such host",
  EHOSTUNREACH: "no route to the host",
  ENETUNREACH: "no route to the network"
};
function wholeNumber(raw, max) {
  const text = raw?.trim();
  if (!text || !/^\d{1,6}$/.test(text)) return void 0;
  const value = Number(text);
  return value <= max ? value : void 0;
}

export {
  DEFAULT_RETRY_POLICY,
  retryPolicyFromEnv,
  modelRetryDelayMs,
  unreachable
};
