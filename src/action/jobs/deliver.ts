import type { Octokit } from "@octokit/rest";
import type { DiffLines } from "../../adapters/github/diff-hunks.ts";
import type { Subject } from "../../adapters/github/subject.ts";
import type { RunOutcome } from "../../engine/agent/outcome.ts";
import { contextChange, grewBy } from "../../engine/compaction/describe.ts";
import { describeError } from "../../engine/errors.ts";
import type { Recipe } from "../../engine/recipes/schema.ts";
import type { ReviewComments } from "../../engine/tools/review-drafts.ts";
import type { Logger } from "../../engine/util/logger.ts";
import type { Redactor } from "../../engine/util/redact.ts";
import { count } from "../../engine/util/text.ts";
import { withOffDiff } from "../github/comment-body.ts";
import type { Feedback } from "../github/feedback.ts";
import { placeComments, readDiffLines } from "../review/line-comments.ts";
import { type OwnThread, resolveThreads } from "../review/threads.ts";

export interface Delivery {
  feedback: Feedback;
  octokit: Octokit;
  owner: string;
  repo: string;
  logger: Logger;
  /** The run's redactor: each piece of the review's body is redacted on its own. */
  redactor: Redactor;
  /** The workflow run's page, for the footer. */
  runUrl: string;
  /** The run's line comments (a review recipe on a pull request). */
  reviewComments?: ReviewComments;
  /** The review's own earlier threads still open, labelled T1, T2, … in that order. */
  openThreads?: readonly OwnThread[];
  /**
   * Set for a review no one asked for (a sweep, a push): whether another run reviewed this head
   * while this one worked, in which case it is not posted again.
   */
  reviewedMeanwhile?: (head: string) => Promise<boolean>;
  /** What became of the run's change (`output: pull-request`), said under the answer. */
  delivered?: string;
}

/**
 * Posts a run's answer where the recipe's `output` says: a PR review on a
 * pull request (with its line comments), else the exchange's comment; `none`
 * posts nothing. A run that stopped short, or whose answer was cut short,
 * still posts what it has, with the reason. Every answer ends with a one-line footer.
 */
export async function deliverAnswer(
  d: Delivery,
  recipe: Recipe,
  subject: Subject,
  outcome: RunOutcome,
): Promise<void> {
  if (recipe.output === "none") return;
  let body = outcome.response.trim();
  // A finished run has a reason only when a reader should know it of the answer (cut short; a callback
  // that failed after it): said under it, as a stopped run's is.
  if (outcome.status !== "done" || outcome.reason)
    body = `${body}\n\n_${outcome.reason ?? "The run stopped early."}_`.trim();
  // What did not work besides (an MCP server that did not start): the answer was written without it.
  for (const note of outcome.notes ?? []) body = `${body}\n\n_Note:_ ${note}`.trim();
  if (d.delivered) body = `${body}\n\n${d.delivered}`.trim();
  const drafts = d.reviewComments?.drafts ?? [];
  const fixed = (d.openThreads ?? []).filter((_, i) => d.reviewComments?.resolved.has(`T${i + 1}`));
  if (!body && drafts.length === 0 && fixed.length === 0) return;
  const footer = footerLine(outcome, d.runUrl);
  if (recipe.output !== "review" || subject.kind !== "pr") {
    await d.feedback.answer(body, footer);
    return;
  }
  // A review nobody asked for that was cancelled would mark its head reviewed: it is not posted.
  if (d.reviewedMeanwhile && outcome.status === "cancelled") {
    d.logger.info(`#${subject.number}: the review was cancelled; nothing is posted`);
    return;
  }
  if (await reviewedMeanwhile(d, subject.pr.head_sha)) {
    d.logger.info(
      `#${subject.number}: another run reviewed ${subject.pr.head_sha} while this one worked; this review is kept in the conversation, not posted`,
    );
    return;
  }
  const lines = drafts.length ? await diffLines(d, subject) : new Map();
  const redact = (t: string) => d.redactor.redact(t);
  const placed = placeComments(drafts, lines, d.reviewComments?.max ?? 0, redact);
  let text = withOffDiff(body, placed.offDiff, "Comments on lines outside the diff", redact);
  text = withOffDiff(
    text,
    placed.overLimit,
    "More comments (over the limit of line comments per review)",
    redact,
  );
  text = withOffDiff(
    text,
    fixed.map((t) => ({ path: t.path, line: t.line, body: t.gist })),
    "Fixed since the last review (threads resolved)",
    redact,
  );
  const posted = await d.feedback.review(subject.number, text, subject.pr.head_sha, placed.inline, footer);
  await resolveThreads(d.octokit, fixed, d.logger);
  // A review asked for in a comment: that comment's exchange points at the review.
  if (d.feedback.statusCommentId !== undefined)
    await d.feedback.answer(`Posted [the review](${posted.url}).`, footer);
}

/** A check that cannot be made posts the review: a second review is better than none. */
async function reviewedMeanwhile(d: Delivery, head: string): Promise<boolean> {
  try {
    return (await d.reviewedMeanwhile?.(head)) === true;
  } catch (error) {
    d.logger.warn(`${describeError(error)}; the review is posted`);
    return false;
  }
}

/** Without the diff every comment is kept in the body rather than risk the whole review. */
async function diffLines(d: Delivery, { number, pr }: Extract<Subject, { kind: "pr" }>): Promise<DiffLines> {
  try {
    return await readDiffLines(d.octokit, {
      owner: d.owner,
      repo: d.repo,
      pr: number,
      base: pr.base_sha,
      head: pr.head_sha,
    });
  } catch (error) {
    d.logger.warn(`${describeError(error)}; the line comments go into the review's body`);
    return new Map();
  }
}

/** The answer's last line: what the run cost, whether it compacted, and where its details are. */
export function footerLine(outcome: RunOutcome, runUrl: string): string {
  const { usage } = outcome;
  const parts = [
    `${count(usage.input_tokens)} tokens in, ${count(usage.output_tokens)} out`,
    outcome.compactions.length
      ? `compacted ${outcome.compactions.map((c) => contextChange(c.tokensBefore, c.tokensAfter, grewBy(c.steps.split("+")))).join(", ")}`
      : "not compacted",
    `[run](${runUrl})`,
  ];
  return `<sub>${parts.join(" · ")}</sub>`;
}
