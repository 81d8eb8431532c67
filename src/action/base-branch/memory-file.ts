/**
 * The repository memory: `.github/baton/memory.md` on the base branch, a
 * Markdown list with one learning per item (docs/security.md, "Repository
 * memory"). Read leniently (any list marker, continuation lines, metadata in
 * a trailing HTML comment or missing); changed line by line, so everything a
 * maintainer wrote by hand around the items stays byte for byte.
 */
import { markdownBlocks } from "../../engine/util/markdown-blocks.ts";
import { clip } from "../../engine/util/text.ts";
import { cleanPlainText } from "../../engine/util/untrusted.ts";

export const MEMORY_FILE = ".github/baton/memory.md";

/** A learning's text is a sentence or two, not a document. */
export const MAX_LEARNING_CHARS = 500;

export interface Learning {
  /** 1-based, in file order: what `/memory` shows and `/forget N` names. */
  number: number;
  text: string;
  /** Who taught it (a login), where and when, as far as the metadata says. */
  by?: string;
  thread?: string;
  at?: string;
  /** The file's lines [start, end) the item spans. */
  lines: { start: number; end: number };
}

export interface Teaching {
  text: string;
  by: string;
  thread: string;
  at: string;
}

const ITEM = /^[-*+][ \t]+(.*)$/;
const CONTINUATION = /^[ \t]+\S/;
const METADATA_START = /<!--\s*baton-learning:?/y;

/**
 * The item's closing `<!-- baton-learning … -->` comment: the first such
 * opening whose comment runs to the `-->` that ends the item. Found in one
 * pass; a pattern tried from every `<!--` to the end cost the square of the
 * item's length.
 */
function metadataOf(raw: string): { index: number; body: string } | undefined {
  const end = raw.trimEnd();
  if (!end.endsWith("-->")) return undefined;
  const close = end.length - 3;
  for (let at = raw.indexOf("<!--"); at >= 0 && at < close; at = raw.indexOf("<!--", at + 1)) {
    METADATA_START.lastIndex = at;
    if (METADATA_START.test(raw) && METADATA_START.lastIndex <= close)
      return { index: at, body: raw.slice(METADATA_START.lastIndex, close) };
  }
  return undefined;
}

/**
 * The learnings, in file order. Only items a reader of the rendered file
 * sees as items count: one inside an HTML comment (a learning retired by
 * hand) or a fenced code block (an example) is no learning.
 */
export function parseMemory(text: string): Learning[] {
  const lines = splitLines(text);
  const { prose, inComment } = markdownBlocks(lines);
  const learnings: Learning[] = [];
  let current: { start: number; parts: string[] } | undefined;
  const close = (end: number) => {
    if (!current) return;
    const learning = learningOf(current.parts.join(" "), learnings.length + 1, { start: current.start, end });
    if (learning) learnings.push(learning);
    current = undefined;
  };
  lines.forEach((line, i) => {
    const item = prose[i] ? ITEM.exec(line) : null;
    // A comment an item opened (a note written by hand over several lines) is part of the item:
    // adding after it or removing it takes the whole comment.
    if (current && inComment[i]) {
      current.parts.push(line.trim());
    } else if (!prose[i]) {
      close(i);
    } else if (item) {
      close(i);
      current = { start: i, parts: [item[1]!] };
    } else if (current && CONTINUATION.test(line)) {
      current.parts.push(line.trim());
    } else {
      close(i);
    }
  });
  close(lines.length);
  return learnings;
}

function learningOf(raw: string, number: number, lines: Learning["lines"]): Learning | undefined {
  const meta = metadataOf(raw);
  const text = cleanPlainText(meta ? raw.slice(0, meta.index) : raw)
    .replace(/\s+/g, " ")
    .trim();
  if (!text) return undefined;
  const fields = meta ? fieldsOf(meta.body) : {};
  return { number, text, ...fields, lines };
}

const WORD_CHAR = /\w/;

/** `by=@alice thread=https://… at=2026-…`; unknown keys are ignored, the bytes stay in the file. */
function fieldsOf(text: string): Pick<Learning, "by" | "thread" | "at"> {
  const fields: Pick<Learning, "by" | "thread" | "at"> = {};
  // Word by word, with the meaning of /(\w+)=(\S+)/g in one pass (that pattern retried at every
  // position of a long word is quadratic, and this runs on every run): the key is the word
  // characters just before the first "=" that follows one, so punctuation glued to a key
  // (`<!--by=@a`, `(by=@a)`) is read past, as the pattern did; the value is the rest of the word.
  for (const word of text.split(/\s+/)) {
    let eq = word.indexOf("=");
    while (eq === 0 || (eq > 0 && !WORD_CHAR.test(word[eq - 1]!))) eq = word.indexOf("=", eq + 1);
    if (eq < 0 || eq === word.length - 1) continue;
    let start = eq - 1;
    while (start > 0 && WORD_CHAR.test(word[start - 1]!)) start--;
    const key = word.slice(start, eq);
    const value = word.slice(eq + 1);
    if (key === "by") fields.by = value.replace(/^@/, "");
    else if (key === "thread") fields.thread = value;
    else if (key === "at") fields.at = value;
  }
  return fields;
}

/** The file with one more item at the end of its last list (or a new file with a heading). */
export function addLearning(text: string | undefined, teaching: Teaching): string {
  const line = learningLine(teaching);
  if (text === undefined || !text.trim()) return `${HEADER}\n${line}\n`;
  const lines = splitLines(text);
  // A file that ends inside a comment or a code block would take the new item into it, unseen.
  const { open } = markdownBlocks(lines);
  const closing = open.comment ? "-->" : open.fence;
  if (closing !== undefined) return joinLines([...lines, closing, "", line], text);
  const last = parseMemory(text).at(-1);
  if (!last) return `${text.replace(/\n*$/, "\n\n")}${line}\n`;
  lines.splice(last.lines.end, 0, line);
  return joinLines(lines, text);
}

/** The file without learning `number`; undefined when there is no such learning. */
export function removeLearning(
  text: string,
  number: number,
): { text: string; removed: Learning } | undefined {
  const removed = parseMemory(text).find((l) => l.number === number);
  if (!removed) return undefined;
  const lines = splitLines(text);
  lines.splice(removed.lines.start, removed.lines.end - removed.lines.start);
  return { text: joinLines(lines, text), removed };
}

/**
 * A learning's text as it is written: plain, on one line, at most
 * MAX_LEARNING_CHARS, and unable to open or close the comment that carries
 * its metadata. Written again, it is unchanged.
 */
export function learningText(text: string): string {
  let clean = clip(cleanPlainText(text).replace(/\s+/g, " ").trim(), MAX_LEARNING_CHARS);
  // Until none is left: taking one out can join the pieces of another ("<-->!--"). Each pass
  // shortens the text, which is clipped already.
  for (let before = ""; before !== clean; ) {
    before = clean;
    clean = clean.replace(/<!--|-->/g, "");
  }
  return clean.trim();
}

/** The exact line a learning is written as: its text, then its metadata in an HTML comment. */
export function learningLine({ text, by, thread, at }: Teaching): string {
  return `- ${learningText(text)} <!-- baton-learning: by=@${by} thread=${thread.replace(/\s/g, "")} at=${at} -->`;
}

const HEADER = `# Baton memory

What the maintainers taught Baton with \`@baton remember: …\`. Every item joins the system
prompt of every later run. Edit by hand or through Baton's pull requests; \`/forget N\` removes one.
`;

function splitLines(text: string): string[] {
  const lines = text.split(/\r?\n/);
  if (lines.at(-1) === "") lines.pop();
  return lines;
}

/** Lines back into text, with the file's own line ending and a final newline. */
function joinLines(lines: string[], original: string): string {
  const eol = original.includes("\r\n") ? "\r\n" : "\n";
  return lines.length ? `${lines.join(eol)}${eol}` : "";
}
