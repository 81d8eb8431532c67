import { failure } from "../../core/errors.ts";
import type { ScheduleTrigger } from "../events/route.ts";
import { Feedback } from "../github/feedback.ts";
import { type OpenedConversation, openConversation } from "../open-conversation.ts";
import {
  MAX_CONVERSATIONS_PER_JOB,
  type PrRef,
  reviewMatrix,
  selectPullRequests,
} from "../review/select-prs.ts";
import { lastReviewedHead, readSubject } from "../subject.ts";
import { type JobContext, reportConversation } from "./job-context.ts";
import { runRecipe } from "./run-recipe.ts";

const REVIEW_RECIPE = "pr-review";

/**
 * The scheduled PR review (SPEC §1): open PRs that pass the filters and whose
 * head moved since their last review are reviewed with `pr-review`, resuming
 * each PR's conversation. An unchanged PR costs no model call. At most
 * MAX_CONVERSATIONS_PER_JOB are reviewed in one job (one artifact each); the
 * `review-matrix` output lists the PRs left, for a job matrix to fan out.
 * `review-max-prs: 0` plans only: it reviews nothing and emits every PR that
 * needs a review. With a `target`, only that PR is reviewed (a matrix job).
 */
export async function scheduleJob(ctx: JobContext, trigger: ScheduleTrigger): Promise<void> {
  const { runner, octokit, inputs, logger } = ctx;
  ctx.report.trigger = trigger.target ? `scheduled review of #${trigger.target}` : "scheduled review";
  const opened = new Map<number, OpenedConversation>();
  const open = async (pr: number) => {
    let o = opened.get(pr);
    if (!o) {
      o = await openConversation({
        id: `pr-${pr}`,
        octokit,
        runner,
        key: inputs.stateKey,
        saved: ctx.saved,
        logger,
      });
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
    due = unchanged ? [] : [{ number: trigger.target, headSha: head, title: subject.pr.title }];
    if (unchanged) logger.info(`#${trigger.target} is unchanged since its last review at ${head}`);
  } else {
    const selection = await selectPullRequests(octokit, {
      owner: runner.owner,
      repo: runner.repo,
      labels: inputs.reviewLabels,
      skipDrafts: inputs.reviewSkipDrafts,
      maxPrs: Math.max(inputs.reviewMaxPrs, 1),
      lastReviewedHead: async (pr) => lastReviewedHead((await open(pr.number)).conversation, REVIEW_RECIPE),
    });
    for (const pr of selection.unchanged)
      logger.info(`#${pr.number} is unchanged since its last review; skipped`);
    for (const { pr, reason } of selection.skipped) logger.info(`#${pr.number} skipped: ${reason}`);
    due = selection.toReview;
    const here = inputs.reviewMaxPrs === 0 ? 0 : MAX_CONVERSATIONS_PER_JOB;
    const later = due.slice(here);
    due = due.slice(0, here);
    ctx.report.reviewMatrix = reviewMatrix(later);
    if (later.length)
      ctx.report.notices.push(`${later.length} PRs that need a review are in the review-matrix output`);
  }

  for (const pr of due) {
    const subject = await readSubject(octokit, runner.owner, runner.repo, pr.number);
    if (subject.kind !== "pr") continue;
    const { conversation, notices } = await open(pr.number);
    ctx.report.notices.push(...notices);
    const feedback = new Feedback({
      octokit,
      owner: runner.owner,
      repo: runner.repo,
      issueNumber: pr.number,
      redactor: ctx.redactor,
      logger,
    });
    const outcome = await runRecipe(ctx, {
      conversation: ctx.runtime.use(conversation),
      recipe: REVIEW_RECIPE,
      trigger: "schedule",
      subject,
      feedback,
    });
    reportConversation(ctx, conversation.id, outcome, `PR #${pr.number}: ${subject.pr.title}`);
    if (outcome.status !== "done")
      throw failure(`the review of #${pr.number} stopped early: ${outcome.reason}`);
  }
}
