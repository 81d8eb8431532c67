import { describeError, failure } from "../../core/errors.ts";
import type { Conversation } from "../../core/log/conversation.ts";
import type { ScheduleTrigger } from "../events/route.ts";
import { Feedback } from "../github/feedback.ts";
import { openConversation } from "../open-conversation.ts";
import {
  MAX_CONVERSATIONS_PER_JOB,
  type PrRef,
  reviewMatrix,
  selectPullRequests,
} from "../review/select-prs.ts";
import { lastReviewedHead, readSubject } from "../subject.ts";
import { type JobContext, reportConversation, reportFailure } from "./job-context.ts";
import { runRecipe } from "./run-recipe.ts";

const REVIEW_RECIPE = "pr-review";

/**
 * The scheduled PR review (SPEC §1): open PRs that pass the filters and whose
 * head moved since their last review are reviewed with `pr-review`, resuming
 * each PR's conversation. An unchanged PR costs no model call and is not
 * saved again. At most `review-max-prs` (and never more than
 * MAX_CONVERSATIONS_PER_JOB: one artifact each) are reviewed in one job; the
 * `review-matrix` output lists the PRs left, for a job matrix to fan out.
 * `review-max-prs: 0` plans only. With a `target`, only that PR is reviewed
 * (a matrix job). A PR whose review fails does not hold up the others; the
 * job fails at the end.
 */
export async function scheduleJob(ctx: JobContext, trigger: ScheduleTrigger): Promise<void> {
  const { runner, octokit, inputs, logger } = ctx;
  ctx.report.trigger = trigger.target ? `scheduled review of #${trigger.target}` : "scheduled review";
  // Opened to read its last reviewed head; saved (uploaded by the post step) only if reviewed.
  const opened = new Map<number, { conversation: Conversation; notices: string[] }>();
  const open = async (pr: number) => {
    let o = opened.get(pr);
    if (!o) {
      o = await openConversation({ id: `pr-${pr}`, octokit, runner, key: inputs.stateKey, logger });
      opened.set(pr, o);
    }
    return o;
  };

  let due: PrRef[];
  if (trigger.target) {
    const subject = await readSubject(octokit, runner.owner, runner.repo, trigger.target);
    if (subject.kind !== "pr") throw failure(`#${trigger.target} is an issue, not a pull request`);
    const head = subject.pr.head_sha;
    const unchanged = lastReviewedHead((await open(trigger.target)).conversation, REVIEW_RECIPE) === head;
    if (unchanged) logger.info(`#${trigger.target} is unchanged since its last review at ${head}`);
    due = unchanged ? [] : [{ number: trigger.target, headSha: head, title: subject.pr.title }];
  } else {
    const here = Math.min(inputs.reviewMaxPrs, MAX_CONVERSATIONS_PER_JOB);
    const selection = await selectPullRequests(octokit, {
      owner: runner.owner,
      repo: runner.repo,
      labels: inputs.reviewLabels,
      skipDrafts: inputs.reviewSkipDrafts,
      // Planning looks at every PR, so the matrix holds only those that changed.
      maxPrs: here === 0 ? Number.POSITIVE_INFINITY : here,
      lastReviewedHead: async (pr) => lastReviewedHead((await open(pr.number)).conversation, REVIEW_RECIPE),
    });
    for (const pr of selection.unchanged)
      logger.info(`#${pr.number} is unchanged since its last review; skipped`);
    for (const { pr, reason } of selection.skipped) logger.info(`#${pr.number} skipped: ${reason}`);
    due = selection.toReview.slice(0, here);
    // The rest: not yet asked about their last review; a matrix job finds an unchanged one cheaply.
    const later = [...selection.toReview.slice(here), ...selection.notExamined];
    ctx.report.reviewMatrix = reviewMatrix(later);
    if (later.length) ctx.report.notices.push(`${later.length} PRs are left for the review-matrix output`);
  }

  const failed: string[] = [];
  for (const pr of due) {
    try {
      await review(ctx, pr, await open(pr.number));
    } catch (error) {
      failed.push(`#${pr.number}: ${describeError(error)}`);
      logger.error(`the review of #${pr.number} failed: ${describeError(error)}`);
    }
  }
  if (failed.length) throw failure(`${failed.length} of ${due.length} reviews failed: ${failed.join("; ")}`);
}

async function review(
  ctx: JobContext,
  pr: PrRef,
  { conversation, notices }: { conversation: Conversation; notices: string[] },
): Promise<void> {
  const { runner, octokit, logger } = ctx;
  ctx.saved.add({ id: conversation.id, file: conversation.file });
  ctx.report.notices.push(...notices);
  const subject = await readSubject(octokit, runner.owner, runner.repo, pr.number);
  if (subject.kind !== "pr") return;
  const feedback = new Feedback({
    octokit,
    owner: runner.owner,
    repo: runner.repo,
    issueNumber: pr.number,
    redactor: ctx.redactor,
    logger,
  });
  const label = `PR #${pr.number}: ${subject.pr.title}`;
  let outcome: Awaited<ReturnType<typeof runRecipe>>;
  try {
    // No status comment: a sweep posts the review and nothing else on the PR.
    outcome = await runRecipe(ctx, {
      conversation: ctx.runtime.use(conversation),
      recipe: REVIEW_RECIPE,
      trigger: "schedule",
      subject,
      feedback,
      progress: false,
    });
  } catch (error) {
    reportFailure(ctx, conversation.id, REVIEW_RECIPE, error, label);
    throw error;
  }
  reportConversation(ctx, conversation.id, outcome, label);
  if (outcome.status !== "done") throw failure(outcome.reason ?? "the review stopped early");
}
