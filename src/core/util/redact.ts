/**
 * Redaction (SPEC §4): the action's secret inputs and anything shaped like a
 * key or token never leave the process — not in a model request, an artifact,
 * a comment, an output or a log line.
 */

export const REDACTED = "[REDACTED]";

/** Registered values shorter than this are ignored (they would mask ordinary words). */
export const MIN_SECRET_LENGTH = 4;
/** Lines of a multi-line secret are registered on their own from this length. */
const MIN_SECRET_LINE_LENGTH = 8;
/** Bound on the fixpoint loop; only pathological secret sets come near it. */
const MAX_PASSES = 8;

/** Strings shaped like keys or tokens, replaced whether registered or not. */
const TOKEN_PATTERNS: readonly string[] = [
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
  String.raw`eyJ[A-Za-z0-9_-]{8,}\.[A-Za-z0-9_-]{8,}\.[A-Za-z0-9_-]*`,
];

/** `Authorization: Bearer <token>`: the scheme stays readable. */
const BEARER = String.raw`\b(Bearer\s+)[A-Za-z0-9._~+/=-]{16,}`;

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\/-]/g, "\\$&");

/** True when the text holds something shaped like a key or token. */
export function looksLikeSecret(text: string): boolean {
  return new RegExp([...TOKEN_PATTERNS, BEARER].join("|")).test(text);
}

export class Redactor {
  readonly #secrets = new Set<string>();
  #regex: RegExp | undefined;

  constructor(secrets: Iterable<string | undefined> = []) {
    for (const secret of secrets) if (secret) this.add(secret);
  }

  /**
   * Registers a secret value. Values shorter than 4 characters are ignored, and
   * so are values that are part of the `[REDACTED]` marker itself. The value is
   * also registered trimmed, JSON-escaped, URL-encoded, and line by line when
   * it spans lines, since it may leave the process in any of those forms.
   */
  add(secret: string): this {
    const variants = new Set<string>();
    for (const base of new Set([secret, secret.trim()])) {
      variants.add(base);
      variants.add(JSON.stringify(base).slice(1, -1));
      try {
        variants.add(encodeURIComponent(base));
      } catch {
        // A lone surrogate cannot be URL-encoded; the other forms still count.
      }
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
        this.#regex = undefined;
      }
    }
    return this;
  }

  /** How many values (with their variants) are registered. */
  get size(): number {
    return this.#secrets.size;
  }

  /** Replaces every registered value and every key- or token-shaped string with `[REDACTED]`. */
  redact(text: string): string {
    const regex = this.#compiled();
    let current = text;
    for (let pass = 0; pass < MAX_PASSES; pass++) {
      regex.lastIndex = 0;
      const next = current.replace(regex, (_match, bearer: string | undefined) =>
        bearer === undefined ? REDACTED : `${bearer}${REDACTED}`,
      );
      // A replacement can, in pathological cases, join the marker and its
      // neighbours into a new occurrence of a secret; repeat until stable.
      if (next === current) return next;
      current = next;
    }
    return current;
  }

  /**
   * Redacts every string (values and keys) inside a JSON-like value: objects,
   * arrays, strings. Other values are returned as they are. Returns a copy.
   */
  redactDeep<T>(value: T): T {
    const seen = new WeakMap<object, unknown>();
    const walk = (v: unknown): unknown => {
      if (typeof v === "string") return this.redact(v);
      if (v === null || typeof v !== "object") return v;
      if (seen.has(v)) return seen.get(v);
      if (Array.isArray(v)) {
        const out: unknown[] = [];
        seen.set(v, out);
        for (const item of v) out.push(walk(item));
        return out;
      }
      const proto = Object.getPrototypeOf(v);
      if (proto !== Object.prototype && proto !== null) return v;
      const out: Record<string, unknown> = {};
      seen.set(v, out);
      for (const [key, item] of Object.entries(v)) out[this.redact(key)] = walk(item);
      return out;
    };
    return walk(value) as T;
  }

  #compiled(): RegExp {
    if (!this.#regex) {
      // Longer values first, so a secret that contains another goes whole.
      const secrets = [...this.#secrets].sort((a, b) => b.length - a.length).map(escapeRegExp);
      // The Bearer alternative is the only one with a capture group.
      this.#regex = new RegExp([...secrets, ...TOKEN_PATTERNS, BEARER].join("|"), "g");
    }
    return this.#regex;
  }
}
