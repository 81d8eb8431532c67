import { ToolError } from "../tool.ts";

/** One replacement: `old_text` must occur exactly once in the file as it stands after the edits before it. */
export interface TextEdit {
  old_text: string;
  new_text: string;
}

export interface EditedText {
  text: string;
  /** Lines the edits took out and put in, as the model's texts count them. */
  removed: number;
  added: number;
}

/** Occurrences listed when an old_text is not unique. */
const MAX_LISTED = 10;
/** Lines shown around the nearest match when an old_text is not found. */
const CONTEXT_LINES = 2;
const MAX_SHOWN_LINES = 12;

/**
 * Applies `edits` in order to `text`, all or none: the first that does not
 * match exactly once throws a ToolError saying which, where it occurs or
 * which lines come nearest, and that nothing was changed. A file whose lines
 * end in CRLF matches an old_text written with bare LF, and keeps its CRLF.
 * `show` prepares a line of the file for the model (cut, redacted).
 */
export function applyEdits(
  text: string,
  edits: readonly TextEdit[],
  file: string,
  show: (line: string) => string,
): EditedText {
  let current = text;
  let removed = 0;
  let added = 0;
  for (const [i, edit] of edits.entries()) {
    const which = edits.length > 1 ? `edit ${i + 1} of ${edits.length}` : "the edit";
    const fail = (why: string, after = "") => new ToolError(`${which}: ${why}. Nothing was changed.${after}`);
    if (edit.old_text === edit.new_text) throw fail("old_text and new_text are the same");
    let { old_text: from, new_text: to } = edit;
    let found = occurrences(current, from);
    if (found.length === 0 && current.includes("\r\n") && from.includes("\n") && !from.includes("\r")) {
      const crlf = from.replace(/\n/g, "\r\n");
      const crlfFound = occurrences(current, crlf);
      if (crlfFound.length > 0) {
        [from, found] = [crlf, crlfFound];
        if (!to.includes("\r")) to = to.replace(/\n/g, "\r\n");
      }
    }
    if (found.length === 0)
      throw fail(
        `old_text was not found in ${file}; read the file again (read_file) and copy the text exactly, whitespace included`,
        nearest(current, from, show),
      );
    if (found.length > 1) {
      const lines = found.slice(0, MAX_LISTED).map((at) => lineOf(current, at));
      const count = found.length > MAX_LISTED ? `more than ${MAX_LISTED}` : String(found.length);
      throw fail(
        `old_text occurs ${count} times in ${file} (at lines ${lines.join(", ")}); include more of the surrounding lines so it matches exactly once`,
      );
    }
    const at = found[0]!;
    current = current.slice(0, at) + to + current.slice(at + from.length);
    removed += lineCount(from);
    added += lineCount(to);
  }
  return { text: current, removed, added };
}

/** Where `needle` starts in `text`, overlapping ones included, up to one past the listed maximum. */
function occurrences(text: string, needle: string): number[] {
  const found: number[] = [];
  for (
    let at = text.indexOf(needle);
    at >= 0 && found.length <= MAX_LISTED;
    at = text.indexOf(needle, at + 1)
  )
    found.push(at);
  return found;
}

function lineOf(text: string, index: number): number {
  let line = 1;
  for (let i = text.indexOf("\n"); i >= 0 && i < index; i = text.indexOf("\n", i + 1)) line++;
  return line;
}

function lineCount(text: string): number {
  if (text === "") return 0;
  let lines = 1;
  for (let i = text.indexOf("\n"); i >= 0; i = text.indexOf("\n", i + 1)) if (i < text.length - 1) lines++;
  return lines;
}

const words = (line: string): string[] => line.match(/\w+/g) ?? [];

/**
 * The lines of `text` nearest the first non-blank line of `needle`: the line
 * equal to it once trimmed, else the one sharing most of its words, with a
 * few lines either side, numbered as read_file numbers them. Linear in the
 * file: each line is split once, and the probe keeps at most 50 words.
 */
function nearest(text: string, needle: string, show: (line: string) => string): string {
  const probe = needle
    .split("\n")
    .map((l) => l.trim())
    .find((l) => l !== "");
  if (!probe) return "";
  const wanted = new Set(words(probe.slice(0, 2_000)).slice(0, 50));
  const lines = text.split("\n");
  let best = -1;
  let bestScore = 0;
  for (const [i, line] of lines.entries()) {
    if (line.trim() === probe) {
      best = i;
      break;
    }
    let score = 0;
    for (const word of new Set(words(line))) if (wanted.has(word)) score++;
    if (score > bestScore) [best, bestScore] = [i, score];
  }
  if (best < 0) return "\nNo line of the file resembles its first line.";
  const span = Math.min(needle.split("\n").length, MAX_SHOWN_LINES - 2 * CONTEXT_LINES);
  const from = Math.max(0, best - CONTEXT_LINES);
  const to = Math.min(lines.length, best + span + CONTEXT_LINES);
  const shown = lines
    .slice(from, to)
    .map((line, i) => `${String(from + i + 1).padStart(6)}\t${show(line.replace(/\r$/, ""))}`);
  return `\nThe nearest lines:\n${shown.join("\n")}`;
}
