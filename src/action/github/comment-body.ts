/**
 * The text of everything Baton posts: redacted first, so a secret never
 * reaches a comment, cut to GitHub's limit with what the cut left open closed,
 * and ending with {@link BATON_MARKER}, so an event on it never starts a run.
 */

import { markdownBlocks } from "../../engine/util/markdown-blocks.ts";
import type { Redactor } from "../../engine/util/redact.ts";
import { cut } from "../../engine/util/text.ts";
import { BATON_MARKER } from "../events/markers.ts";

/** GitHub refuses a comment or review body longer than this. */
export const MAX_COMMENT_CHARS = 65_536;

/** Room kept for the truncation note (and what closes a code block or an HTML comment). */
const NOTE_ROOM = 200;

/** A body as Baton posts it. */
export function sealBody(redactor: Redactor, body: string): string {
  const fitted = fitComment(body, MAX_COMMENT_CHARS - BATON_MARKER.length - 1, (t) => redactor.redact(t));
  return `${fitted}\n${BATON_MARKER}`;
}

/**
 * Cuts a body to GitHub's limit and says so. JavaScript counts UTF-16 units,
 * at least as many as the characters GitHub counts, so the cut is safe. A
 * code block or an HTML comment left open by the cut is closed, so the note
 * reads as text and the marker after it stands on its own.
 */
export function fitComment(
  body: string,
  max: number = MAX_COMMENT_CHARS,
  redact?: (text: string) => string,
): string {
  return cut(body, max, {
    room: NOTE_ROOM,
    note: (more, head) =>
      `${closing(head)}\n\n_(Truncated: ${more} more characters did not fit in a GitHub comment.)_`,
    ...(redact ? { redact } : {}),
  });
}

/**
 * Text Baton did not write (the model's, a commenter's), made safe to put
 * Baton's own lines after: redacted on its own, since an unterminated private
 * key is redacted to the end of what holds it, which must not be Baton's
 * footer or markers; and with the code block or HTML comment it leaves open
 * closed, so what follows is not code or hidden.
 */
export function contained(text: string, redact: (text: string) => string): string {
  return closed(redact(text));
}

/**
 * `text` with the code block, HTML comment or HTML elements it leaves open
 * closed, and a closing tag of an element it never opened shown as text (it
 * would close one of Baton's); for text redacted already.
 */
export function closed(text: string): string {
  // Showing a tag as text can change what the lines around it are (a line starting with one is
  // raw HTML, where a fence is none): the text is read again until no stray is left, a few times.
  let shown = text;
  let elements = htmlElements(shown);
  for (let pass = 0; elements.strays.length && pass < MAX_STRAY_PASSES; pass++) {
    shown = escapedAt(shown, elements.strays);
    elements = htmlElements(shown);
  }
  return `${shown}${closing(shown, elements.open)}`;
}

const MAX_STRAY_PASSES = 3;

/** `text` with the `<` at each of `positions` (ascending) written as `&lt;`. */
function escapedAt(text: string, positions: readonly number[]): string {
  const pieces: string[] = [];
  let from = 0;
  for (const at of positions) {
    pieces.push(text.slice(from, at), "&lt;");
    from = at + 1;
  }
  pieces.push(text.slice(from));
  return pieces.join("");
}

/** What closes the code block, HTML comment and HTML elements `text` leaves open, if any. */
function closing(text: string, elements = htmlElements(text).open): string {
  const { open } = markdownBlocks(text.split("\n"));
  const closers = elements.length ? `\n\n${elements.map((tag) => `</${tag}>`).join("")}\n` : "";
  if (open.fence !== undefined) return `\n${open.fence}${closers}`;
  return open.comment ? ` -->${closers}` : closers;
}

/**
 * Elements that, left open on GitHub's page, take in what follows (a block
 * holds it, an inline one styles it): what Baton writes after someone's text
 * must not land inside one.
 */
const ELEMENTS = new Set(
  (
    "details summary div table thead tbody tfoot tr td th caption blockquote ul ol li dl dt dd pre p " +
    "section article aside header footer nav center h1 h2 h3 h4 h5 h6 a b i u s em strong small big " +
    "span sub sup ins del strike kbd code samp var tt q cite dfn abbr mark font ruby rt rp bdi bdo"
  ).split(" "),
);
/** A tag; `[^<>]` cannot run past the next `<`, so each try is as long as the text to it: linear. */
const TAG = /<(\/?)([A-Za-z][A-Za-z0-9]*)(?:\s[^<>]*)?>/g;

/**
 * The elements `text` leaves open, innermost last, and where each closing tag
 * of an element it never opened starts: in prose only, not in code (a block
 * or a span) nor in an HTML comment.
 */
function htmlElements(text: string): { open: string[]; strays: number[] } {
  const lines = text.split("\n");
  const { prose, html, inComment } = markdownBlocks(lines);
  const open: string[] = [];
  // How many of each element are open: a stray closing tag is known without searching the stack.
  const counts = new Map<string, number>();
  const strays: number[] = [];
  const scan = (from: number, to: number, offset: number, spans: boolean) =>
    scanText(lines.slice(from, to).join("\n"), offset, spans);
  const scanText = (part: string, offset: number, spans: boolean) => {
    for (const m of maskedCodeAndComments(part, spans).matchAll(TAG)) {
      const [tag, slash, name] = m as unknown as [string, string, string];
      const lower = name.toLowerCase();
      if (!ELEMENTS.has(lower)) continue;
      if (!slash) {
        if (tag.endsWith("/>")) continue;
        open.push(lower);
        counts.set(lower, (counts.get(lower) ?? 0) + 1);
      } else if (counts.get(lower)) {
        for (let closing = open.pop(); ; closing = open.pop()) {
          counts.set(closing!, counts.get(closing!)! - 1);
          if (closing === lower) break;
        }
      } else strays.push(offset + m.index);
    }
  };
  const blank = (k: number) => lines[k]!.trim() === "";
  const indented = (k: number) => /^(?: {4}|\t)/.test(lines[k]!);
  // A code span may run over the lines of its paragraph: each paragraph is scanned whole. Lines
  // indented as code after a blank line are code (an indented block, or a fence in a list item).
  const paragraph = (k: number) =>
    prose[k] && !html[k] && !blank(k) && !indented(k) && !BLOCK_START.test(lines[k]!);
  let offset = 0;
  let code = false;
  for (let k = 0; k < lines.length; ) {
    code = blank(k) ? code : (code || k === 0 || blank(k - 1)) && indented(k);
    let end = k + 1;
    if (!code && prose[k] && !html[k] && !blank(k)) while (end < lines.length && paragraph(end)) end++;
    const length = lines.slice(k, end).join("\n").length + 1;
    if (prose[k] && !code) scan(k, end, offset, !html[k]);
    else if (inComment[k]) {
      // What follows the `-->` that ends a comment on this line is on the page.
      const after = lines[k]!.indexOf("-->") + 3;
      if (after >= 3) scanText(lines[k]!.slice(after), offset + after, true);
    }
    offset += length;
    k = end;
  }
  return { open: open.toReversed(), strays };
}

/** A line that starts a block of its own (a list item, a quote, a heading): it ends a paragraph. */
const BLOCK_START = /^ {0,3}(?:[-*+]|\d{1,9}[.)]|>|#{1,6})(?:[ \t]|$)/;

/**
 * The text with its code spans (in a paragraph; raw HTML has none) and HTML
 * comments blanked (same length, so positions hold). A run of n backticks pairs with the next run of exactly n,
 * found through a table of runs by length: linear in the line.
 */
function maskedCodeAndComments(text: string, spans: boolean): string {
  const chars = text.split("");
  const blank = (from: number, to: number) => chars.fill(" ", from, to);
  const runs: { at: number; length: number }[] = [];
  for (let i = 0; spans && i < text.length; ) {
    let j = i;
    while (text[j] === "`") j++;
    if (j > i) runs.push({ at: i, length: j - i });
    i = Math.max(j, i + 1);
  }
  const byLength = new Map<number, number[]>();
  for (const [k, r] of runs.entries()) {
    const same = byLength.get(r.length);
    if (same) same.push(k);
    else byLength.set(r.length, [k]);
  }
  // Each length's pointer only moves forward: every run is looked at a bounded number of times.
  const pointer = new Map<number, number>();
  for (let k = 0; k < runs.length; ) {
    const run = runs[k]!;
    const same = byLength.get(run.length)!;
    let p = pointer.get(run.length) ?? 0;
    while (p < same.length && same[p]! <= k) p++;
    pointer.set(run.length, p);
    if (p === same.length) {
      k++; // no run closes it: literal backticks
      continue;
    }
    const end = runs[same[p]!]!;
    blank(run.at, end.at + end.length);
    k = same[p]! + 1;
  }
  const masked = chars.join("");
  for (let at = masked.indexOf("<!--"); at >= 0; ) {
    const end = masked.indexOf("-->", at + 4);
    const stop = end < 0 ? masked.length : end + 3;
    blank(at, stop);
    at = masked.indexOf("<!--", stop);
  }
  return chars.join("");
}

/**
 * The review's body with line comments that cannot sit on a line (not in the
 * diff, over the limit, refused) under a short heading, each with its place.
 */
export function withOffDiff(
  body: string,
  comments: readonly { path: string; line?: number | null; start_line?: number; body: string }[],
  heading: string,
  redact: (text: string) => string,
): string {
  if (comments.length === 0) return body;
  const items = comments.map((c) => {
    const lines = c.line ? `:${c.start_line === undefined ? "" : `${c.start_line}-`}${c.line}` : "";
    const where = `${c.path}${lines}`;
    return `- \`${redact(where)}\`: ${indent(contained(c.body, redact))}`;
  });
  return `${contained(body, redact).trimEnd()}\n\n#### ${heading}\n\n${items.join("\n")}`;
}

/** Continues a list item over several lines (a suggestion block included). */
const indent = (text: string) => text.replace(/\n(?!\n)/g, "\n  ");
