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

/** `text` with the code block or HTML comment it leaves open closed; for text redacted already. */
export function closed(text: string): string {
  return `${text}${closing(text)}`;
}

/** What closes the code block or HTML comment `text` leaves open, if any. */
function closing(text: string): string {
  const { open } = markdownBlocks(text.split("\n"));
  if (open.fence !== undefined) return `\n${open.fence}`;
  return open.comment ? " -->" : "";
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
