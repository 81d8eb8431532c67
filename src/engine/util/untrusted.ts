/**
 * Text written by people outside the run (issue and PR bodies, comments) is
 * cleaned before the model sees it (docs/design.md#untrusted-input): the model reads no more than a
 * reader of the rendered page saw. HTML comments, invisible and control
 * characters, image alt text, link titles and hidden HTML attributes can all
 * carry instructions a human reader never sees.
 *
 * Everything here is linear in the input: bodies are untrusted and may be
 * built to make a backtracking pattern or a repeat-until-stable loop slow.
 */

/**
 * Invisible and bidi control characters: soft hyphen, Arabic letter mark,
 * Hangul fillers, Mongolian vowel separator, zero-width space/non-joiner/joiner,
 * LRM/RLM, bidi embeddings and overrides (U+202A–U+202E), word joiner and
 * invisible operators (U+2060–U+2064), bidi isolates (U+2066–U+2069) and the
 * deprecated format characters after them, BOM, interlinear annotation marks,
 * tag characters (U+E0000–U+E007F), and the C0 (but tab, LF and CR), DEL and
 * C1 control characters. Variation selectors are kept.
 */
const INVISIBLE_CLASS =
  "[\\u0000-\\u0008\\u000B\\u000C\\u000E-\\u001F\\u007F-\\u009F\\u00AD\\u061C\\u115F\\u1160\\u180E\\u200B-\\u200F\\u202A-\\u202E\\u2060-\\u206F\\u3164\\uFEFF\\uFFA0\\uFFF9-\\uFFFB\\u{E0000}-\\u{E007F}]";
const INVISIBLE = new RegExp(INVISIBLE_CLASS, "gu");
const IS_INVISIBLE = new RegExp(`^${INVISIBLE_CLASS}$`, "u");

/**
 * Named entities decoded: the ones Markdown writers use, and every one that
 * names an invisible character (decoded, then removed with the rest).
 */
const NAMED_ENTITIES: Readonly<Record<string, string>> = {
  amp: "&",
  lt: "<",
  gt: ">",
  quot: '"',
  apos: "'",
  nbsp: "\u00A0",
  shy: "\u00AD",
  zwnj: "\u200C",
  zwj: "\u200D",
  lrm: "\u200E",
  rlm: "\u200F",
  ZeroWidthSpace: "\u200B",
  NegativeVeryThinSpace: "\u200B",
  NegativeThinSpace: "\u200B",
  NegativeMediumSpace: "\u200B",
  NegativeThickSpace: "\u200B",
  NoBreak: "\u2060",
  af: "\u2061",
  ApplyFunction: "\u2061",
  it: "\u2062",
  InvisibleTimes: "\u2062",
  ic: "\u2063",
  InvisibleComma: "\u2063",
};
/** An entity ending the text: `&#65;`, `&#x41;` or `&name;` (bounded, so the look-back is constant). */
const ENTITY_AT_END = /&(?:#(\d{1,8})|#[xX]([0-9a-fA-F]{1,7})|([A-Za-z][A-Za-z0-9]{1,31}));$/;

/** The end of a comment, its characters written as they are or as entities. */
const COMMENT_END = /(?:-|&#0*45;|&#[xX]0*2[dD];|&dash;|&hyphen;){2}(?:>|&gt;|&#0*62;|&#[xX]0*3[eE];)$/;
/** Longest COMMENT_END can match, with room for leading zeros. */
const COMMENT_TAIL = 48;

/**
 * One pass, one character at a time, over the text as a reader's browser
 * decodes it: entities are decoded (also those that only form once something
 * inside them is removed; brackets excepted, which stay `&#91;`/`&#93;` as
 * Markdown's bracket matching treats them), invisible and control characters dropped, CRLF
 * turned into LF, and HTML comments removed — an unterminated `<!--` hides
 * everything after it, and a comment that only forms once another is gone
 * (`<!<!-- -->--`) goes too. Lone surrogates become U+FFFD first.
 */
function stripCharacters(text: string): string {
  const out: string[] = [];
  let inComment = false;
  let commentTail = "";
  const pending: string[] = [];
  for (const ch of text.toWellFormed()) {
    pending.push(ch);
    while (pending.length > 0) {
      const c = pending.pop()!;
      if (inComment) {
        if (IS_INVISIBLE.test(c)) continue;
        commentTail = (commentTail + c).slice(-COMMENT_TAIL);
        if (COMMENT_END.test(commentTail)) inComment = false;
        continue;
      }
      if (IS_INVISIBLE.test(c)) continue;
      if (c === "\n" && out.at(-1) === "\r") out.pop();
      out.push(c);
      if (c === ";") {
        const decoded = decodeEntityAtEnd(out);
        // Markdown matches brackets before it decodes entities: an encoded one is text, never the
        // end of an image's alt text. It stays written as an entity, so a second pass reads it alike.
        if (decoded === "[" || decoded === "]") out.push(...(decoded === "[" ? "&#91;" : "&#93;"));
        else if (decoded !== undefined) pending.push(decoded);
      } else if (
        c === "-" &&
        out.length >= 4 &&
        out.at(-2) === "-" &&
        out.at(-3) === "!" &&
        out.at(-4) === "<"
      ) {
        out.length -= 4;
        inComment = true;
        commentTail = "";
      }
    }
  }
  return out.join("");
}

/** Decodes an entity the output ends with, taking it off the output; undefined when there is none. */
function decodeEntityAtEnd(out: string[]): string | undefined {
  const tail = out.slice(-40).join("");
  const match = ENTITY_AT_END.exec(tail);
  if (!match) return undefined;
  let decoded: string | undefined;
  if (match[3] !== undefined) {
    decoded = NAMED_ENTITIES[match[3]];
  } else {
    const code = match[1] !== undefined ? Number(match[1]) : Number.parseInt(match[2]!, 16);
    // What browsers show for NUL, surrogates and values past Unicode.
    decoded =
      code === 0 || code > 0x10ffff || (code >= 0xd800 && code <= 0xdfff)
        ? "\uFFFD"
        : String.fromCodePoint(code);
  }
  if (decoded === undefined) return undefined;
  // The entity's characters are each one array element (ASCII), so its length is its count.
  out.length -= match[0].length;
  return decoded;
}

/** Attributes a reader never sees: tooltips, accessibility labels, alt text, data, placeholders. */
const HIDDEN_ATTRIBUTE = /^(?:alt|title|placeholder|aria-[\w-]*|data-[\w.:-]*)$/i;

/**
 * Removes hidden attributes from HTML tags, scanning once: a tag runs from
 * `<letter` to the first `>` outside a quoted value. A `<` outside quotes means
 * what came before was not a tag (it shows as text); a quoted value never
 * closed hides the rest, as a browser's parser does.
 */
function stripHiddenAttributes(text: string): string {
  let result = "";
  let done = 0;
  let i = 0;
  while (i < text.length) {
    const lt = text.indexOf("<", i);
    if (lt === -1 || lt + 1 >= text.length) break;
    if (!/[A-Za-z]/.test(text[lt + 1]!)) {
      i = lt + 1;
      continue;
    }
    let j = lt + 1;
    let quote = "";
    let end = -1;
    // A quote opens a value only right after `=`: an apostrophe in prose ("a <b, it's") is text.
    let afterEquals = false;
    for (; j < text.length; j++) {
      const c = text[j]!;
      if (quote) {
        if (c === quote) quote = "";
        continue;
      }
      if ((c === '"' || c === "'") && afterEquals) {
        quote = c;
      } else if (c === ">") {
        end = j;
        break;
      } else if (c === "<") {
        break;
      }
      if (!/\s/.test(c)) afterEquals = c === "=";
    }
    if (quote) {
      result += text.slice(done, lt);
      return result;
    }
    if (end === -1) {
      i = j;
      continue;
    }
    result += text.slice(done, lt) + cleanTag(text.slice(lt, end + 1));
    done = i = end + 1;
  }
  return result + text.slice(done);
}

/** A hidden attribute being given a value, anywhere in a tag (a browser also takes `/` between attributes). */
const HIDDEN_IN_TAG = /(?:^|[\s"'/])(?:alt|title|placeholder|aria-[\w-]*|data-[\w.:-]*)\s*=/i;
/** A tag as HTML writes one: a name, then name=value attributes; each part is set off by spaces or quotes. */
const WELL_FORMED_TAG =
  /^<[A-Za-z][\w:-]*(?:\s+[^\s"'<>/=]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'=<>`]+))?)*\s*\/?>$/;

/** One tag without its hidden attributes; `tag` is short enough to scan again (it was scanned once already). */
function cleanTag(tag: string): string {
  if (!HIDDEN_IN_TAG.test(tag)) return tag;
  // Malformed around a hidden attribute: a browser may still take it as a tag and hide its text, so
  // none of it is shown (`<a title="x <img alt="secret" src=y>`).
  if (!WELL_FORMED_TAG.test(tag)) return "";
  return tag.replace(
    /(\s+)([^\s"'>/=]+)(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'>]*))?/g,
    (whole, _space: string, name: string) => (HIDDEN_ATTRIBUTE.test(name) ? "" : whole),
  );
}

/**
 * Markdown a reader does not see: an image's alt text (`![alt](src)`,
 * `![alt][ref]`; one level of brackets inside), and link titles, inline
 * (`[text](url "title")`) and in reference definitions.
 */
function stripHiddenMarkdown(text: string): string {
  return text
    .replace(/!\[(?:[^[\]]|\[[^[\]]*\])*\](?=[([])/g, "![]")
    .replace(/(\]\(\s*(?:<[^<>\n]*>|[^\s()<>]*))\s+(?:"[^"\n]*"|'[^'\n]*'|\([^()\n]*\))\s*\)/g, "$1)")
    .replace(/^( {0,3}\[[^\]\n]+\]:[ \t]*\S+)[ \t]+(?:"[^"\n]*"|'[^'\n]*'|\([^()\n]*\))[ \t]*$/gm, "$1");
}

/**
 * What the model may read of untrusted text: see the module comment. Stable:
 * cleaning the result again changes nothing (removing markup can, rarely,
 * join characters into something the first step removes, so both steps run
 * again then, a bounded number of times).
 */
export function stripUntrusted(text: string): string {
  let current = stripCharacters(text);
  for (let pass = 0; pass < 4; pass++) {
    const next = stripCharacters(stripHiddenMarkdown(stripHiddenAttributes(current)));
    if (next === current) return next;
    current = next;
  }
  return current;
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
  return new RegExp(INVISIBLE_CLASS, "u").test(text);
}
