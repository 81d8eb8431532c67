#!/usr/bin/env node
import { createRequire as __batonCreateRequire, isBuiltin as __batonIsBuiltin } from 'node:module';
const __batonRequire = __batonCreateRequire(import.meta.url);
const __batonMissing = (id) => Object.assign(new Error("Cannot find module '" + id + "'"), { code: 'MODULE_NOT_FOUND' });
const require = Object.assign((id) => { if (__batonIsBuiltin(id)) return __batonRequire(id); throw __batonMissing(id); },
  { resolve: (id) => { if (__batonIsBuiltin(id)) return id; throw __batonMissing(id); } });

// src/engine/util/redact.ts
var REDACTED = "[REDACTED]";
var MIN_SECRET_LENGTH = 4;
var MIN_SECRET_LINE_LENGTH = 8;
var MIN_ENCODED_SECRET_BYTES = 12;
var MAX_PASSES = 8;
var TOKEN_PATTERNS = [
  // PEM private keys (an unterminated one runs to the end).
  String.raw`-----BEGIN [A-Z0-9 ]*PRIVATE KEY-----[\s\S]*?(?:-----END [A-Z0-9 ]*PRIVATE KEY-----|$)`,
  // GitHub: personal, OAuth, user-to-server, server-to-server, refresh tokens.
  "gh[pousr]_[A-Za-z0-9]{36,}",
  "github_pat_[A-Za-z0-9_]{20,}",
  // OpenAI (sk-…, sk-proj-…, sk-svcacct-…) and Anthropic (sk-ant-…); not inside a word like "disk-".
  "(?<![A-Za-z0-9])sk-[A-Za-z0-9_-]{20,}",
  // Slack.
  "xox[abprs]-[A-Za-z0-9-]{10,}",
  // AWS access key ids (long-term and temporary).
  "(?:AKIA|ASIA)[0-9A-Z]{16}",
  // Google API keys.
  "AIza[0-9A-Za-z_-]{35}",
  // npm tokens.
  "npm_[A-Za-z0-9]{36}",
  // JWTs (header.payload.signature, base64url).
  String.raw`eyJ[A-Za-z0-9_-]{8,}\.[A-Za-z0-9_-]{8,}\.[A-Za-z0-9_-]*`
];
var BEARER = String.raw`\b(Bearer\s+)[A-Za-z0-9._~+/=-]{16,}`;
var escapeRegExp = (s) => s.replace(/[.*+?^${}()|[\]\\/-]/g, "\\$&");
function looksLikeSecret(text) {
  return new RegExp([...TOKEN_PATTERNS, BEARER].join("|")).test(text);
}
function encodedForms(secret) {
  const bytes = Buffer.from(secret, "utf8");
  if (bytes.length < MIN_ENCODED_SECRET_BYTES) return [];
  const forms = [bytes.toString("hex"), bytes.toString("hex").toUpperCase()];
  for (let align = 0; align < 3; align++) {
    const padded = Buffer.concat([Buffer.alloc(align), bytes, Buffer.alloc(2)]);
    const first = Math.ceil(8 * align / 6);
    const end = Math.floor(8 * (align + bytes.length) / 6);
    const core = padded.toString("base64").slice(first, end);
    forms.push(core, core.replaceAll("+", "-").replaceAll("/", "_"));
  }
  return forms;
}
var Redactor = class {
  #secrets = /* @__PURE__ */ new Set();
  #regex;
  constructor(secrets = []) {
    for (const secret of secrets) if (secret) this.add(secret);
  }
  /**
   * Registers a secret value. Values shorter than 4 characters are ignored, and
   * so are values that are part of the `[REDACTED]` marker itself. The value is
   * also registered trimmed, JSON-escaped, URL-encoded, base64- and
   * hex-encoded, and line by line when it spans lines, since it may leave the
   * process in any of those forms.
   */
  add(secret) {
    const variants = /* @__PURE__ */ new Set();
    for (const base of /* @__PURE__ */ new Set([secret, secret.trim()])) {
      variants.add(base);
      variants.add(JSON.stringify(base).slice(1, -1));
      try {
        variants.add(encodeURIComponent(base));
      } catch {
      }
      for (const encoded of encodedForms(base)) variants.add(encoded);
    }
    if (/[\r\n]/.test(secret)) {
      for (const line of secret.split(/\r?\n|\r/)) {
        if (line.trim().length >= MIN_SECRET_LINE_LENGTH) variants.add(line.trim());
      }
    }
    for (const value of variants) {
      if (value.length < MIN_SECRET_LENGTH || REDACTED.includes(value)) continue;
      if (!this.#secrets.has(value)) {
        this.#secrets.add(value);
        this.#regex = void 0;
      }
    }
    return this;
  }
  /** How many values (with their variants) are registered. */
  get size() {
    return this.#secrets.size;
  }
  /** Replaces every registered value and every key- or token-shaped string with `[REDACTED]`. */
  redact(text) {
    const regex = this.#compiled();
    let current = text;
    for (let pass = 0; pass < MAX_PASSES; pass++) {
      regex.lastIndex = 0;
      const next = current.replace(
        regex,
        (_match, bearer) => bearer === void 0 ? REDACTED : `${bearer}${REDACTED}`
      );
      if (next === current) return next;
      current = next;
    }
    return current;
  }
  /**
   * Redacts every string (values and keys) inside a JSON-like value: objects,
   * arrays, strings. Other values are returned as they are. Returns a copy.
   * Walks with its own stack: saved state is untrusted and may nest deeper
   * than the call stack goes.
   */
  redactDeep(value) {
    const seen = /* @__PURE__ */ new WeakMap();
    const pending = [];
    const copyOf = (v) => {
      if (typeof v === "string") return this.redact(v);
      if (v === null || typeof v !== "object") return v;
      if (seen.has(v)) return seen.get(v);
      const proto = Object.getPrototypeOf(v);
      if (!Array.isArray(v) && proto !== Object.prototype && proto !== null) return v;
      const copy = Array.isArray(v) ? [] : {};
      seen.set(v, copy);
      pending.push([v, copy]);
      return copy;
    };
    const root = copyOf(value);
    for (let next = pending.pop(); next; next = pending.pop()) {
      const [source, copy] = next;
      if (Array.isArray(copy)) for (const item of source) copy.push(copyOf(item));
      else for (const [key, item] of Object.entries(source)) copy[this.redact(key)] = copyOf(item);
    }
    return root;
  }
  #compiled() {
    if (!this.#regex) {
      const secrets = [...this.#secrets].sort((a, b) => b.length - a.length).map(escapeRegExp);
      this.#regex = new RegExp([...secrets, ...TOKEN_PATTERNS, BEARER].join("|"), "g");
    }
    return this.#regex;
  }
};

export {
  looksLikeSecret,
  Redactor
};
