/**
 * Text written by people outside the run (issue and PR bodies, comments) is
 * cleaned before the model sees it (SPEC §1): HTML comments and invisible or
 * bidi control characters can hide instructions a human reader never sees.
 */

/**
 * Invisible and bidi control characters: soft hyphen, Arabic letter mark,
 * Hangul fillers, Mongolian vowel separator, zero-width space/non-joiner/joiner,
 * LRM/RLM, bidi embeddings and overrides (U+202A–U+202E), word joiner and
 * invisible operators (U+2060–U+2064), bidi isolates (U+2066–U+2069) and the
 * deprecated format characters after them, BOM, interlinear annotation marks and
 * tag characters (U+E0000–U+E007F). Variation selectors are kept.
 */
const INVISIBLE =
  /[\u00AD\u061C\u115F\u1160\u180E\u200B-\u200F\u202A-\u202E\u2060-\u206F\u3164\uFEFF\uFFA0\uFFF9-\uFFFB\u{E0000}-\u{E007F}]/gu;

/** An HTML comment; an unterminated one runs to the end of the text. */
const HTML_COMMENT = /<!--[\s\S]*?(?:-->|$)/g;

/**
 * Removes HTML comments (an unterminated `<!--` hides everything after it, so
 * that goes too), invisible and bidi control characters, and turns CRLF into LF.
 * Lone surrogates become U+FFFD. Idempotent: removing one piece can join its
 * neighbours into a new comment (`<!<!-- -->--`), so the steps repeat until
 * nothing changes.
 */
export function stripUntrusted(text: string): string {
  let current = text.toWellFormed();
  for (;;) {
    const next = current.replace(INVISIBLE, "").replace(/\r\n/g, "\n").replace(HTML_COMMENT, "");
    if (next === current) return next;
    current = next;
  }
}

/**
 * Makes the same invisible characters visible as `<U+202E>` instead of
 * removing them. For code (a diff under review) where silently dropping a bidi
 * override would hide exactly what a reviewer must see.
 */
export function revealInvisible(text: string): string {
  return text
    .toWellFormed()
    .replace(INVISIBLE, (ch) => `<U+${ch.codePointAt(0)!.toString(16).toUpperCase().padStart(4, "0")}>`);
}

/** True when the text holds any character `stripUntrusted` removes. */
export function hasInvisible(text: string): boolean {
  return new RegExp(INVISIBLE.source, "u").test(text);
}
