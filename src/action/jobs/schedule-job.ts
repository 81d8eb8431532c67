import { conversationId } from "../../adapters/github/conversation-id.ts";
import { describeGitHubError } from "../../adapters/github/errors.ts";
import { startRun } from "../../adapters/github/request-budget.ts";
import { conversationIdOf, readSubject } from "../../adapters/github/subject.ts";
import { EMPTY_CONFIG } from "../../engine/config/repo-config.ts";
import { describeError, failure } from "../../engine/errors.ts";
import { cleanLine, stripUntrusted } from "../../engine/util/untrusted.ts";
import type { PullRequestTrigger } from "../events/pull-request.ts";
import type { ScheduleTrigger } from "../events/schedule.ts";
import { Feedback } from "../github/feedback.ts";
import { authorGate, type EventUserRef } from "../github/permissions.ts";
import { lastReviewedSha } from "../review/last-review.ts";
import {
  filteredOut,
  MAX_CONVERSATIONS_PER_JOB,
  type PrRef,
  reviewMatrix,
  selectPullRequests,
} from "../review/select-prs.ts";
import type { IdleConversations } from "../state/idle-states.ts";
import { describePullRequest } from "./describe/describe-pr.ts";
import {
  type JobContext,
  reportConversation,
  reportFailure,
  startFromThread,
  threadOf,
} from "./job-context.ts";
import { idleNow, refreshIdle } from "./refresh-idle.ts";
import { runRecipe } from "./run-recipe.ts";

const REVIEW_RECIPE = "pr-review";

/**
 * The scheduled PR review (docs/design.md#entry-points): open PRs that pass the filters and whose
 * head moved since Baton's last review of them are reviewed with
 * `pr-review`, resuming each PR's conversation. Whether a head moved is read
 * from Baton's own latest review, so an unchanged PR costs one request, no
 * state download and no model call. At most `review-max-prs` (and never
 * more than MAX_CONVERSATIONS_PER_JOB: one artifact each) are reviewed in one
 * job; the `review-matrix` output lists the PRs left, for a job matrix to fan
 * out. `review-max-prs: 0` plans only. With a `target`, only that PR is
 * reviewed (a matrix job). A PR whose review fails does not hold up the
 * others; the job fails at the end.
 */
export async function scheduleJob(ctx: JobContext, trigger: ScheduleTrigger): Promise<void> {
  const { runner, octokit, inputs, logger } = ctx;
  ctx.report.trigger = trigger.target ? `scheduled review of #${trigger.target}` : "scheduled review";
  const lastReviewed = (pr: number) => lastReviewedSha(octokit, runner.owner, runner.repo, pr);
  // As on a pull_request event: a stranger's PR is reviewed only when a maintainer asks.
  const authorMay = authorGate(octokit, {
    owner: runner.owner,
    repo: runner.repo,
    required: inputs.requiredPermission,
    allowedBots: inputs.allowedBots,
  });

  let due: PrRef[];
  let idle: IdleConversations | undefined;
  let unreadable = 0;
  if (trigger.target) {
    const { author, ...pr } = await readPull(ctx, trigger.target);
    const may = await authorMay(author);
    const unchanged = may.allowed && (await lastReviewed(pr.number)) === pr.headSha;
    if (!may.allowed) logger.info(`#${pr.number} skipped: ${may.reason}`);
    if (unchanged) logger.info(`#${pr.number} is unchanged since its last review at ${pr.headSha}`);
    due = may.allowed && !unchanged ? [pr] : [];
  } else {
    idle = await idleNow(ctx, MAX_CONVERSATIONS_PER_JOB).catch((error: unknown) => {
      // Housekeeping that fails costs the refresh, never the reviews.
      const why = `the idle conversations could not be listed, so none is refreshed: ${describeError(error)}`;
      logger.warn(why);
      ctx.report.notices.push(why);
      return undefined;
    });
    const here = Math.min(inputs.reviewMaxPrs, MAX_CONVERSATIONS_PER_JOB);
    const selection = await selectPullRequests(octokit, {
      owner: runner.owner,
      repo: runner.repo,
      ...reviewFilters(inputs),
      // Planning looks at every PR, so the matrix holds only those that changed.
      maxPrs: here === 0 ? Number.POSITIVE_INFINITY : here,
      lastReviewedHead: (pr) => lastReviewed(pr.number),
      authorMay,
    });
    for (const pr of selection.unchanged)
      logger.info(`#${pr.number} is unchanged since its last review; skipped`);
    for (const { pr, reason } of selection.skipped) logger.info(`#${pr.number} skipped: ${reason}`);
    unreadable = selection.unreadable.length;
    for (const { pr, reason } of selection.unreadable) {
      logger.warn(`#${pr.number} is left for the next sweep: ${reason}`);
      ctx.report.notices.push(`#${pr.number} is left for the next sweep: ${reason}`);
    }
    due = reviewsBesideIdle(selection.toReview, here, idle);
    // The rest: not yet asked about their last review; a matrix job finds an unchanged one cheaply.
    const later = [...selection.toReview.filter((pr) => !due.includes(pr)), ...selection.notExamined];
    ctx.report.reviewMatrix = reviewMatrix(later);
    if (later.length) ctx.report.notices.push(`${later.length} PRs are left for the review-matrix output`);
  }

  const failed: string[] = [];
  for (const [i, pr] of due.entries()) {
    // After the runner's cancel no other review starts; the one it stopped said so.
    if (ctx.cancel.aborted) {
      logger.info(`cancelled: ${due.length - i} PRs not reviewed`);
      break;
    }
    try {
      // Another run (a push's review, an overlapping sweep) may have reviewed it while earlier PRs took their turn.
      if (i > 0 && (await lastReviewed(pr.number)) === pr.headSha) {
        logger.info(`#${pr.number} was reviewed at ${pr.headSha} by another run meanwhile; skipped`);
        continue;
      }
      // The title and description as the run found them at its start, not as edited while it works.
      await reviewPullRequest(ctx, pr.number, {
        headSha: pr.headSha,
        ...(pr.body === undefined ? {} : { text: { title: pr.title, body: pr.body } }),
      });
    } catch (error) {
      failed.push(`#${pr.number}: ${describeError(error)}`);
      logger.error(`the review of #${pr.number} failed: ${describeError(error)}`);
    }
  }
  // The sweep also keeps idle conversations from expiring, in the artifacts the reviews left room for.
  if (idle && !ctx.cancel.aborted) await refreshIdle(ctx, idle, MAX_CONVERSATIONS_PER_JOB - due.length);
  // The others were reviewed; the job still fails, so that trouble which hits every PR is seen.
  const problems = [
    ...(failed.length ? [`${failed.length} of ${due.length} reviews failed: ${failed.join("; ")}`] : []),
    ...(unreadable ? [`${unreadable} PRs could not be examined and are left for the next sweep`] : []),
  ];
  if (problems.length) throw failure(problems.join("; "));
}

/**
 * A pull request opened, pushed to, reopened or marked ready (the
 * `pull_request` route): reviewed as the sweep would review it, under the same
 * rules. Its author's permission was checked before anything was loaded.
 */
export async function pullRequestJob(ctx: JobContext, trigger: PullRequestTrigger): Promise<void> {
  const { logger, report } = ctx;
  report.trigger = `pull_request ${trigger.action} on #${trigger.number}`;
  // `describe: { on_open: true }`: a new PR is described whether or not it is reviewed.
  const describe =
    trigger.action === "opened" && (ctx.runtime.opts.repoConfig ?? EMPTY_CONFIG).describe.onOpen;
  const skipped = await reviewSkipped(ctx, trigger);
  if (skipped) {
    logger.info(`#${trigger.number} is not reviewed: ${skipped}`);
    report.notices.push(`#${trigger.number} is not reviewed: ${skipped}`);
    if (!describe) return;
  }
  await reviewPullRequest(ctx, trigger.number, {
    headSha: trigger.headSha,
    text: { title: trigger.title, body: trigger.body },
    describe,
    review: !skipped,
  });
}

/** Why a pull request event does not review the PR, if it does not. */
async function reviewSkipped(ctx: JobContext, trigger: PullRequestTrigger): Promise<string | undefined> {
  const { inputs, runner } = ctx;
  const filtered = filteredOut(reviewFilters(inputs), trigger);
  if (filtered) return filtered;
  const last = await lastReviewedSha(ctx.octokit, runner.owner, runner.repo, trigger.number);
  if (last === trigger.headSha) return `its head ${trigger.headSha} is already reviewed`;
  return undefined;
}

/**
 * Reviews one PR on its conversation: the review is the only thing posted (no
 * status comment). It reads the PR at the head it was chosen for, and with
 * the title and description the event carried, when it carried them.
 */
async function reviewPullRequest(
  ctx: JobContext,
  number: number,
  asOf: {
    headSha: string;
    text?: { title: string; body: string };
    /** Describe it first (`describe.on_open`), on the same conversation. */
    describe?: boolean;
    review?: boolean;
  },
): Promise<void> {
  const { runner, octokit, logger } = ctx;
  startRun(octokit);
  const read = await readSubject(octokit, runner.owner, runner.repo, number, asOf.headSha);
  if (read.kind !== "pr") throw failure(`#${number} is an issue, not a pull request`);
  // Chosen a while ago (the sweep's listing, a matrix's plan, the event): closed, merged or
  // relabelled since, it is no longer reviewed. Read before its state is loaded or a model paid.
  const gone =
    read.pr.state !== "open"
      ? `it was ${read.pr.state} after it was chosen`
      : asOf.review === false
        ? undefined
        : filteredOut(reviewFilters(ctx.inputs), read.pr);
  if (gone) {
    logger.info(`#${number} is not reviewed: ${gone}`);
    ctx.report.notices.push(`#${number} is not reviewed: ${gone}`);
    return;
  }
  const subject = asOf.text
    ? {
        ...read,
        pr: { ...read.pr, title: cleanLine(asOf.text.title), body: stripUntrusted(asOf.text.body) },
      }
    : read;
  const id = conversationIdOf(subject);
  const { conversation, notices, resumed } = await ctx.store.load(id);
  ctx.report.notices.push(...notices);
  if (!resumed)
    await startFromThread(
      conversation,
      subject,
      await threadOf(subject, ctx.exchange.thread, { notAfter: ctx.notAfter }),
    );
  const feedback = new Feedback({
    octokit,
    owner: runner.owner,
    repo: runner.repo,
    issueNumber: number,
    redactor: ctx.redactor,
    logger,
  });
  const label = `PR #${number}: ${subject.pr.title}`;
  if (asOf.describe) {
    const scene = { conversation: ctx.runtime.use(conversation), subject, trigger: "pull_request" };
    try {
      reportConversation(ctx, id, (await describePullRequest(ctx, scene)).outcome, label);
    } catch (error) {
      reportFailure(ctx, id, "describe", error, label);
      throw error;
    }
  }
  if (asOf.review === false) return;
  let outcome: Awaited<ReturnType<typeof runRecipe>>;
  try {
    outcome = await runRecipe(ctx, {
      conversation: ctx.runtime.use(conversation),
      recipe: REVIEW_RECIPE,
      trigger: "schedule",
      subject,
      feedback,
      progress: false,
      reviewedMeanwhile: async (head) =>
        (await lastReviewedSha(octokit, runner.owner, runner.repo, number)) === head,
    });
  } catch (error) {
    reportFailure(ctx, id, REVIEW_RECIPE, error, label);
    throw error;
  }
  reportConversation(ctx, id, outcome, label);
  if (outcome.status !== "done") throw failure(outcome.reason ?? "the review stopped early");
}

/**
 * Which of the PRs to review fit beside the idle conversations: those keep up to half of the
 * job's artifacts, so a sweep busy with reviews every day does not let them expire. An idle PR's
 * own review refreshes it, so idle PRs are kept first; the PRs held back go to the review-matrix
 * output, in their order.
 */
function reviewsBesideIdle(
  toReview: readonly PrRef[],
  here: number,
  idle: IdleConversations | undefined,
): PrRef[] {
  const candidates = toReview.slice(0, here);
  const idleIds = new Set(idle?.ids ?? []);
  const isIdle = (pr: PrRef) => idleIds.has(conversationId("pr", pr.number));
  const reviewed = new Set(candidates.map((pr) => conversationId("pr", pr.number)));
  const others = [...idleIds].filter((id) => !reviewed.has(id)).length;
  const room = MAX_CONVERSATIONS_PER_JOB - Math.min(others, MAX_CONVERSATIONS_PER_JOB / 2);
  if (candidates.length <= room) return candidates;
  const kept = new Set(
    [...candidates.filter(isIdle), ...candidates.filter((pr) => !isIdle(pr))].slice(0, room),
  );
  return candidates.filter((pr) => kept.has(pr));
}

const reviewFilters = (inputs: JobContext["inputs"]) => ({
  labels: inputs.reviewLabels,
  skipDrafts: inputs.reviewSkipDrafts,
});

/** A matrix job's PR: one request for its head and author. */
async function readPull(ctx: JobContext, number: number): Promise<PrRef & { author: EventUserRef }> {
  const { octokit, runner } = ctx;
  try {
    const { data } = await octokit.rest.pulls.get({
      owner: runner.owner,
      repo: runner.repo,
      pull_number: number,
    });
    return {
      number,
      headSha: data.head.sha,
      title: data.title,
      body: data.body ?? "",
      author: { login: data.user.login, type: data.user.type },
    };
  } catch (error) {
    throw failure(`could not read pull request #${number}: ${describeGitHubError(error)}`, error);
  }
}
