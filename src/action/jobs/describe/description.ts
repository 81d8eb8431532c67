/**
 * What `/describe` asks of the model (one JSON object, checked here) and
 * the section of the PR's description it becomes. The section is rendered
 * by code from the checked object, so its shape never depends on the model,
 * and it sits between two markers so that a re-run replaces it alone.
 */
import * as z from "zod";
import { contained } from "../../github/comment-body.ts";
import { fenced } from "../../review/line-comments.ts";

export const DESCRIBE_START = "<!-- baton:describe:start -->";
export const DESCRIBE_END = "<!-- baton:describe:end -->";

export const PR_TYPES = [
  "feature",
  "fix",
  "breaking",
  "refactor",
  "performance",
  "security",
  "docs",
  "tests",
  "chore",
] as const;

/** What GitHub takes in a PR's description; it refuses more with a 422. */
export const MAX_BODY_CHARS = 65_536;
/** Most of a description is the author's: the walkthrough takes at most this much of it. */
const MAX_WALKTHROUGH_CHARS = 12_000;

const Line = (max: number) => z.string().trim().min(1).max(max);

export const DescriptionSchema = z.strictObject({
  title: Line(200),
  type: z.enum(PR_TYPES),
  summary: z.string().trim().min(1).max(4_000),
  walkthrough: z.array(z.strictObject({ file: Line(500), change: Line(500) })).max(200),
  /** A Mermaid flowchart's source, without the fence; empty when a diagram would not help. */
  diagram: z.string().trim().max(4_000).default(""),
  /** Names from the repository's label list; anything else is dropped. */
  labels: z.array(Line(100)).max(20).default([]),
});
export type Description = z.output<typeof DescriptionSchema>;

/**
 * The section as it stands in the PR's description, markers included, in at
 * most `room` characters (what the author's text leaves of GitHub's limit):
 * the walkthrough loses its last rows first, then the diagram goes; undefined
 * when even the title and summary do not fit. Each piece of the model's text
 * is redacted on its own (an unterminated private key is redacted to the end
 * of its piece, not through Baton's end marker), made inert, and the summary
 * closed, so none can reach the lines after it.
 */
export function renderSection(d: Description, redact: (text: string) => string): string;
export function renderSection(
  d: Description,
  redact: (text: string) => string,
  room: number,
): string | undefined;
export function renderSection(
  d: Description,
  redact: (text: string) => string,
  room = Number.POSITIVE_INFINITY,
): string | undefined {
  const said = (text: string) => inert(redact(text));
  const head = [
    DESCRIBE_START,
    "### Description by Baton",
    "",
    `**Type:** ${d.type} · **Suggested title:** ${inline(said(d.title))}`,
    "",
    contained(said(d.summary), redact),
  ].join("\n");
  const tail = [
    "",
    "",
    "<sub>Written by `/describe`; a re-run replaces only this section, the rest of the description is the author's.</sub>",
    DESCRIBE_END,
  ].join("\n");
  const left = room - head.length - tail.length;
  if (left < 0) return undefined;
  const rows = d.walkthrough.map((row) => `\n| ${code(said(row.file))} | ${cell(said(row.change))} |`);
  const diagram = d.diagram ? `\n\n${fenced(said(d.diagram), "mermaid")}` : "";
  const withDiagram = diagram.length <= left ? walkthrough(rows, left - diagram.length) : undefined;
  const body =
    withDiagram !== undefined && (withDiagram !== "" || !rows.length)
      ? withDiagram + diagram
      : (walkthrough(rows, left) ?? "");
  return head + body + tail;
}

/** The table in at most `room` characters, its last rows said as a count; undefined when not even that fits. */
function walkthrough(rows: readonly string[], room: number): string | undefined {
  if (!rows.length) return "";
  const budget = Math.min(room, MAX_WALKTHROUGH_CHARS);
  const more = (n: number) => `\n| … | ${n} more files |`;
  let text = "\n\n| File | What changed |\n| --- | --- |";
  if (text.length + more(rows.length).length > budget) return undefined;
  for (const [i, row] of rows.entries()) {
    const last = i === rows.length - 1;
    if (text.length + row.length + (last ? 0 : more(rows.length - i - 1).length) > budget)
      return text + more(rows.length - i);
    text += row;
  }
  return text;
}

/**
 * The description with `section` in place of the last complete section (a
 * start marker followed by an end marker), or appended when the author
 * removed the markers. Everything outside that section is kept byte for
 * byte. The last section, not the first: a marker the author left orphaned
 * above an appended section would otherwise swallow the text between them.
 */
export function withSection(body: string, section: string): string {
  const end = body.lastIndexOf(DESCRIBE_END);
  const start = end === -1 ? -1 : body.lastIndexOf(DESCRIBE_START, end);
  if (start !== -1) return body.slice(0, start) + section + body.slice(end + DESCRIBE_END.length);
  if (body === "") return section;
  return `${body}${body.endsWith("\n") ? "\n" : "\n\n"}${section}`;
}

/** The proposed labels the repository lists (as it spells them), and those it does not. */
export function allowedLabels(
  proposed: readonly string[],
  configured: readonly { name: string }[],
): { apply: string[]; dropped: string[] } {
  const byName = new Map(configured.map((l) => [l.name.toLowerCase(), l.name]));
  const apply = new Set<string>();
  const dropped: string[] = [];
  for (const label of proposed) {
    const name = byName.get(label.trim().toLowerCase());
    if (name) apply.add(name);
    else dropped.push(label);
  }
  return { apply: [...apply], dropped };
}

/**
 * Model text cannot open an HTML comment: a marker inside it would move the
 * section's bounds, and a comment would hide text. (`-->` alone is harmless,
 * and it is Mermaid's arrow.) Nor can it link an issue for closing: "Fixes
 * #1" in a PR's description closes #1 when the PR merges, an effect on
 * another issue that text the model read could steer; the reference is
 * shown as code, which GitHub does not link.
 */
function inert(text: string): string {
  return text.replaceAll("<!--", "&lt;!--").replace(CLOSING_REFERENCE, "$1`$2`");
}

/** GitHub's closing keywords before an issue reference (`#1`, `owner/repo#1`, or the issue's URL). */
const CLOSING_REFERENCE =
  /(\b(?:close[sd]?|fix(?:e[sd])?|resolve[sd]?)[ \t]*(?::[ \t]*)?)((?:[\w.-]+\/[\w.-]+)?#\d+|https?:\/\/\S+\/issues\/\d+)/gi;

/** One line of text. */
function inline(text: string): string {
  return inert(text.replace(/\s+/g, " ").trim());
}

/** A table cell: one line, pipes escaped. */
function cell(text: string): string {
  return inline(text).replaceAll("|", "\\|");
}

/** A path as code, with a fence long enough for any backticks in it. */
function code(path: string): string {
  const text = inline(path).replaceAll("|", "\\|");
  const longest = Math.max(0, ...[...text.matchAll(/`+/g)].map((m) => m[0].length));
  const fence = "`".repeat(longest + 1);
  return longest ? `${fence} ${text} ${fence}` : `${fence}${text}${fence}`;
}
