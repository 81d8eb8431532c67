/**
 * `/changelog`: the PR's entry in Keep a Changelog style (a `### Added`,
 * `### Changed`, … heading and one line). When the PR's diff touches the
 * changelog near its `## [Unreleased]` heading, the entry is a suggestion on
 * that line, applied in one click; otherwise a comment with the entry to paste.
 */
import * as z from "zod";
import { parseDiffHunks } from "../../../adapters/github/diff-hunks.ts";
import { readDiff } from "../../../adapters/github/subject.ts";
import { readFileAt } from "../../base-branch/instructions.ts";
import { commentBody, fenced } from "../../review/line-comments.ts";
import type { JobContext } from "../job-context.ts";
import type { Described, PrScene } from "./describe-pr.ts";
import { askStructured } from "./structured-answer.ts";

export const CHANGELOG_SECTIONS = ["Added", "Changed", "Deprecated", "Removed", "Fixed", "Security"] as const;

export const ChangelogSchema = z.strictObject({
  section: z.enum(CHANGELOG_SECTIONS),
  entry: z.string().trim().min(1).max(400),
});
export type ChangelogEntry = z.output<typeof ChangelogSchema>;

const CHANGELOG = /(^|\/)CHANGELOG\.md$/i;
const UNRELEASED = /^##\s*\[unreleased\]/i;

/** The entry as it reads in the file: its heading and one line. */
export function entryText({ section, entry }: ChangelogEntry): string {
  const line = entry
    .replace(/\s+/g, " ")
    .replace(/^[-*]\s+/, "")
    .trim();
  return `### ${section}\n- ${line}`;
}

/** Where a suggestion goes: the changelog's `## [Unreleased]` line, when the diff shows it. */
export function unreleasedLine(
  text: string,
  diff: string,
  path: string,
): { line: number; heading: string } | undefined {
  const lines = text.split("\n");
  const index = lines.findIndex((l) => UNRELEASED.test(l));
  if (index === -1) return undefined;
  const shown = parseDiffHunks(diff)
    .get(path)
    ?.RIGHT.has(index + 1);
  return shown ? { line: index + 1, heading: lines[index]!.replace(/\r$/, "") } : undefined;
}

export async function proposeChangelog(ctx: JobContext, scene: PrScene): Promise<Described> {
  const { runner, octokit, logger } = ctx;
  const { number, pr } = scene.subject;
  const { value, outcome } = await askStructured(
    ctx,
    {
      conversation: scene.conversation,
      recipe: "changelog",
      trigger: scene.trigger,
      subject: scene.subject,
      ...(scene.feedback ? { feedback: scene.feedback } : {}),
    },
    ChangelogSchema,
  );
  const entry = ctx.redactor.redact(entryText(value));
  const paste = `Proposed CHANGELOG entry, to go under \`## [Unreleased]\`:\n\n${fenced(entry, "markdown")}`;
  const path = pr.changed_files.find((f) => CHANGELOG.test(f));
  if (!path) return { outcome, text: paste };

  // The file and the diff at the commits the run read: a push since moves nothing.
  const at = { owner: runner.owner, repo: runner.repo, base: pr.base_sha, head: pr.head_sha };
  const source = { octokit, owner: runner.owner, repo: runner.repo, logger };
  const [text, diff] = await Promise.all([readFileAt(source, path, pr.head_sha), readDiff(octokit, at)]);
  const place = text === undefined ? undefined : unreleasedLine(text, diff, path);
  if (!place || !scene.feedback)
    return {
      outcome,
      text: `${paste}\n\n(\`${path}\` shows no \`## [Unreleased]\` line in this PR's diff to suggest on.)`,
    };
  const posted = await scene.feedback.review(number, "Proposed CHANGELOG entry.", pr.head_sha, [
    {
      path,
      line: place.line,
      side: "RIGHT",
      body: commentBody(
        {
          body: `**${value.section}**: the entry for this PR.`,
          suggestion: `${place.heading}\n\n${entry}`,
        },
        (text) => ctx.redactor.redact(text),
      ),
    },
  ]);
  return { outcome, text: `Proposed the CHANGELOG entry as [a suggestion on \`${path}\`](${posted.url}).` };
}
