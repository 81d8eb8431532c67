import type { Octokit } from "@octokit/rest";
import { type DiffLines, inDiff, parseDiffHunks } from "../../adapters/github/diff-hunks.ts";
import { describeGitHubError } from "../../adapters/github/errors.ts";
import { readDiff } from "../../adapters/github/subject.ts";
import { failure } from "../../engine/errors.ts";
import type { ReviewCommentDraft } from "../../engine/tools/review-drafts.ts";
import { contained } from "../github/comment-body.ts";
import type { LineComment } from "../github/review-post.ts";

export interface Placed {
  /** On the lines they concern. */
  inline: LineComment[];
  /** Not in the diff on their side: they go into the review's body. */
  offDiff: ReviewCommentDraft[];
  /** Past the per-review limit: they go into the review's body. */
  overLimit: ReviewCommentDraft[];
}

/** Sorts the model's line comments into those GitHub can place and those the body carries. */
export function placeComments(
  drafts: readonly ReviewCommentDraft[],
  lines: DiffLines,
  max: number,
  redact: (text: string) => string,
): Placed {
  const placed: Placed = { inline: [], offDiff: [], overLimit: [] };
  for (const draft of drafts) {
    if (!inDiff(lines, draft)) placed.offDiff.push(draft);
    else if (placed.inline.length >= max) placed.overLimit.push(draft);
    else
      placed.inline.push({
        path: draft.path,
        line: draft.line,
        side: draft.side,
        ...(draft.start_line === undefined ? {} : { start_line: draft.start_line, start_side: draft.side }),
        body: commentBody(draft, redact),
      });
  }
  return placed;
}

/**
 * The comment's text, with its suggestion as a block GitHub offers to apply:
 * each redacted on its own, and the text closed first, so a code block it
 * leaves open cannot take the suggestion in.
 */
export function commentBody(
  draft: Pick<ReviewCommentDraft, "body" | "suggestion">,
  redact: (text: string) => string,
): string {
  const body = contained(draft.body, redact);
  if (draft.suggestion === undefined) return body;
  return `${body}\n\n${fenced(redact(draft.suggestion).replace(/\n$/, ""), "suggestion")}`;
}

/** A code block whose fence is longer than any run of backticks inside, so the text cannot close it. */
export function fenced(text: string, info: string): string {
  let longest = 2;
  for (const m of text.matchAll(/`+/g)) longest = Math.max(longest, m[0].length);
  const fence = "`".repeat(longest + 1);
  return `${fence}${info}\n${text}\n${fence}`;
}

/**
 * The PR's diff at the commits the run read (as get_pr_diff showed it),
 * parsed into where line comments may go: a push during the run does not move them.
 */
export async function readDiffLines(
  octokit: Octokit,
  at: { owner: string; repo: string; pr: number; base: string; head: string },
): Promise<DiffLines> {
  try {
    return parseDiffHunks(await readDiff(octokit, at));
  } catch (error) {
    throw failure(`Could not read the diff of #${at.pr}: ${describeGitHubError(error)}`, error);
  }
}
