/**
 * Redaction (docs/design.md#encryption): the action's secret inputs and anything shaped like a
 * key or token never leave the process — not in a model request, an artifact,
 * a comment, an output or a log line.
 */
import { secretRanges } from "./secret-rules.ts";

export const REDACTED = "[REDACTED]";

/** Registered values shorter than this are ignored (they would mask ordinary words). */
export const MIN_SECRET_LENGTH = 4;
/** Lines of a multi-line secret are registered on their own from this length. */
const MIN_SECRET_LINE_LENGTH = 8;
/**
 * Secrets this long (in bytes) are also looked for base64- and hex-encoded.
 * A shorter one's base64 core would be a few characters that ordinary text
 * contains by chance.
 */
const MIN_ENCODED_SECRET_BYTES = 12;
/** Bound on the fixpoint loop; only pathological secret sets come near it. */
const MAX_PASSES = 8;

/** Where a PEM private key begins: the one secret whose lines mean nothing alone. */
const PRIVATE_KEY_BEGIN = "-----BEGIN [A-Z0-9 ]*PRIVATE KEY-----";

/**
 * Whether `text` holds the start of a private key. A stream printed line by
 * line (`baton run` on a terminal) holds back from there: the key's body
 * lines are redacted only as part of it.
 */
export function beginsPrivateKey(text: string): boolean {
  return PRIVATE_KEY_BEGIN_REGEX.test(text);
}
const PRIVATE_KEY_BEGIN_REGEX = new RegExp(PRIVATE_KEY_BEGIN);

/** Strings shaped like keys or tokens, replaced whether registered or not. */
const TOKEN_PATTERNS: readonly string[] = [
  // PEM private keys (an unterminated one runs to the end).
  String.raw`${PRIVATE_KEY_BEGIN}[\s\S]*?(?:-----END [A-Z0-9 ]*PRIVATE KEY-----|$)`,
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
  // JWTs (header.payload.signature, base64url), from the start of a run of such characters: tried
  // at every `eyJ` of a long run, the match would scan the rest of the run each time.
  String.raw`(?<![A-Za-z0-9_-])eyJ[A-Za-z0-9_-]{8,}\.[A-Za-z0-9_-]{8,}\.[A-Za-z0-9_-]*`,
];

/** `Authorization: Bearer <token>`: the scheme stays readable. */
const BEARER = String.raw`\b(Bearer\s+)[A-Za-z0-9._~+/=-]{16,}`;

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\/-]/g, "\\$&");

/** True when the text holds something shaped like a key or token. */
export function looksLikeSecret(text: string): boolean {
  return new RegExp([...TOKEN_PATTERNS, BEARER].join("|")).test(text);
}

/**
 * The parts of a secret's base64 (standard and URL alphabets) and hex forms
 * that do not depend on what surrounds it. Base64 encodes three bytes in four
 * characters, so a secret inside a longer value — `x-access-token:TOKEN` in
 * the `AUTHORIZATION: basic …` header actions/checkout writes to
 * `.git/config` — is encoded differently at each of the three byte
 * alignments; each alignment has a core of characters made of the secret's
 * bits alone, and finding any of them is finding the secret.
 */
function encodedForms(secret: string): string[] {
  const bytes = Buffer.from(secret, "utf8");
  if (bytes.length < MIN_ENCODED_SECRET_BYTES) return [];
  const forms = [bytes.toString("hex"), bytes.toString("hex").toUpperCase()];
  for (let align = 0; align < 3; align++) {
    const padded = Buffer.concat([Buffer.alloc(align), bytes, Buffer.alloc(2)]);
    const first = Math.ceil((8 * align) / 6);
    const end = Math.floor((8 * (align + bytes.length)) / 6);
    const core = padded.toString("base64").slice(first, end);
    forms.push(core, core.replaceAll("+", "-").replaceAll("/", "_"));
  }
  return forms;
}

/** `text` with each of the sorted, disjoint `ranges` replaced by the marker. */
function withoutRanges(text: string, ranges: readonly [number, number][]): string {
  if (ranges.length === 0) return text;
  let out = "";
  let at = 0;
  for (const [start, end] of ranges) {
    out += text.slice(at, start) + REDACTED;
    at = end;
  }
  return out + text.slice(at);
}

/** Redacted texts remembered at most; the cache starts over past it. */
const MAX_REMEMBERED = 50_000;

export class Redactor {
  readonly #secrets = new Set<string>();
  #regex: RegExp | undefined;
  /**
   * Every model request sends the whole context again, and the rule sets cost
   * about 14 µs a text: what was redacted once is looked up. Redaction is a
   * function of the text and the registered values, so a new value clears it.
   */
  readonly #remembered = new Map<string, string>();

  constructor(secrets: Iterable<string | undefined> = []) {
    for (const secret of secrets) if (secret) this.add(secret);
  }

  /**
   * Registers a secret value. Values shorter than 4 characters are ignored, and
   * so are values that are part of the `[REDACTED]` marker itself. The value is
   * also registered trimmed, JSON-escaped, URL-encoded, base64- and
   * hex-encoded, and line by line when it spans lines, since it may leave the
   * process in any of those forms.
   */
  add(secret: string): this {
    const variants = new Set<string>();
    for (const base of new Set([secret, secret.trim()])) {
      variants.add(base);
      variants.add(JSON.stringify(base).slice(1, -1));
      try {
        variants.add(encodeURIComponent(base));
        // As a form encodes it (a query string, a POST body): spaces as `+`.
        variants.add(encodeURIComponent(base).replaceAll("%20", "+"));
      } catch {
        // A lone surrogate cannot be URL-encoded; the other forms still count.
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
        this.#regex = undefined;
        this.#remembered.clear();
      }
    }
    return this;
  }

  /** How many values (with their variants) are registered. */
  get size(): number {
    return this.#secrets.size;
  }

  /**
   * Replaces every registered value and every key- or token-shaped string
   * (Baton's patterns and secretlint's maintained rules) with `[REDACTED]`.
   */
  redact(text: string): string {
    const known = this.#remembered.get(text);
    if (known !== undefined) return known;
    const redacted = this.#redact(text);
    if (this.#remembered.size >= MAX_REMEMBERED) this.#remembered.clear();
    this.#remembered.set(text, redacted);
    return redacted;
  }

  #redact(text: string): string {
    const regex = this.#compiled();
    let current = withoutRanges(text, secretRanges(text));
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
   * Walks with its own stack: saved state is untrusted and may nest deeper
   * than the call stack goes.
   */
  redactDeep<T>(value: T): T {
    return this.#deep(value).copy;
  }

  /**
   * redactDeep, but the value itself when nothing in it is a secret: an entry
   * read from a log and kept goes back as the bytes it was read from (unknown
   * fields, numbers past double precision), as the log's format promises.
   */
  redactIfNeeded<T>(value: T): T {
    const { copy, changed } = this.#deep(value);
    return changed ? copy : value;
  }

  #deep<T>(value: T): { copy: T; changed: boolean } {
    const seen = new WeakMap<object, unknown>();
    const pending: [source: object, copy: unknown[] | Record<string, unknown>][] = [];
    let changed = false;
    const text = (s: string) => {
      const redacted = this.redact(s);
      if (redacted !== s) changed = true;
      return redacted;
    };
    const copyOf = (v: unknown): unknown => {
      if (typeof v === "string") return text(v);
      if (v === null || typeof v !== "object") return v;
      if (seen.has(v)) return seen.get(v);
      const proto = Object.getPrototypeOf(v);
      if (!Array.isArray(v) && proto !== Object.prototype && proto !== null) return v;
      const copy: unknown[] | Record<string, unknown> = Array.isArray(v) ? [] : {};
      seen.set(v, copy);
      pending.push([v, copy]);
      return copy;
    };
    const root = copyOf(value);
    for (let next = pending.pop(); next; next = pending.pop()) {
      const [source, copy] = next;
      if (Array.isArray(copy)) for (const item of source as unknown[]) copy.push(copyOf(item));
      else for (const [key, item] of Object.entries(source)) copy[text(key)] = copyOf(item);
    }
    return { copy: root as T, changed };
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
