import type { Subject } from "../../adapters/github/subject.ts";
import type { RunOutcome } from "../../engine/agent/outcome.ts";
import { inputError } from "../../engine/errors.ts";
import type { Conversation } from "../../engine/log/conversation.ts";
import type { AnswerFormat } from "../../engine/model/client.ts";
import type { PinnedSubject } from "../../engine/ports.ts";
import type { RecipeVariables } from "../../engine/recipes/render.ts";
import { ReviewComments } from "../../engine/tools/review-drafts.ts";
import { preparePullRequest } from "../deliver/pull-request-delivery.ts";
import type { Feedback } from "../github/feedback.ts";
import { lastReviewedSha } from "../review/last-review.ts";
import { readOwnOpenThreads, threadsNote } from "../review/threads.ts";
import { deliverAnswer } from "./deliver.ts";
import { type JobContext, throttled } from "./job-context.ts";

export interface RecipeRun {
  conversation: Conversation;
  recipe: string;
  args?: Record<string, string>;
  message?: string;
  trigger: string;
  subject?: Subject;
  comment?: { body: string; author: string };
  feedback?: Feedback;
  /** Progress in the status comment while the run works (default true when there is feedback). */
  progress?: boolean;
  /** A review no one asked for: not posted on a head another run reviewed meanwhile. */
  reviewedMeanwhile?: (head: string) => Promise<boolean>;
  /** The JSON form the answer must take, asked of servers that can hold the model to it. */
  answerFormat?: AnswerFormat;
}

/**
 * Runs a recipe on a conversation and posts its answer: the one path for
 * comment commands, dispatches and scheduled reviews.
 */
export async function runRecipe(ctx: JobContext, run: RecipeRun): Promise<RunOutcome> {
  const { runtime, runner } = ctx;
  if (!runtime.recipes.has(run.recipe)) {
    const names = runtime.recipes
      .list()
      .map((r) => r.name)
      .join(", ");
    throw inputError(`there is no recipe "${run.recipe}"; the recipes are: ${names}`);
  }
  const recipe = runtime.recipes.get(run.recipe);
  const { subject } = run;
  // Said before anything is rendered: rendered on an issue, it would only fail for want of a `pr`.
  if (recipe.output === "review" && subject?.kind === "issue")
    throw inputError(
      `the recipe "${recipe.name}" posts a pull request review, so it works on pull requests; #${subject.number} is an issue`,
    );
  if (subject) ctx.pinned.set(subject.number, pinOf(subject));
  // The head of Baton's last review as GitHub holds it: one that was written but never posted
  // (its POST failed) is nothing its author saw, so the next review does not build on it.
  const since =
    subject?.kind === "pr"
      ? await lastReviewedSha(ctx.octokit, runner.owner, runner.repo, subject.number)
      : undefined;
  const variables: RecipeVariables = {
    repo: `${runner.owner}/${runner.repo}`,
    ...(subject?.kind === "issue" ? { issue: subject.issue } : {}),
    ...(subject?.kind === "pr" ? { pr: subject.pr } : {}),
    ...(run.comment ? { comment: run.comment } : {}),
    ...(since ? { since_sha: since } : {}),
  };
  const progress =
    run.feedback && run.progress !== false
      ? throttled((m) => run.feedback?.status(`⏳ Working on \`${run.recipe}\`: ${m}…`))
      : undefined;
  // A review knows its own earlier threads still open: it does not repeat them and resolves the fixed ones.
  const openThreads =
    recipe.output === "review" && subject?.kind === "pr"
      ? await readOwnOpenThreads(
          ctx.octokit,
          { owner: runner.owner, repo: runner.repo, number: subject.number },
          ctx.logger,
        )
      : [];
  const reviewComments =
    recipe.output === "review" && subject?.kind === "pr"
      ? new ReviewComments(
          ctx.inputs.reviewMaxComments,
          openThreads.map((_, i) => `T${i + 1}`),
        )
      : undefined;
  const message = [run.message, openThreads.length ? threadsNote(openThreads) : undefined]
    .filter(Boolean)
    .join("\n\n");
  // A PR's work follows its base branch's instructions and memory, never its head's.
  const base = subject?.kind === "pr" ? subject.pr.base : undefined;
  const text = subject?.kind === "pr" ? subject.pr : subject?.issue;
  const instructions = await ctx.instructions.forRun(base, {
    ...(text ? { title: text.title, body: text.body } : {}),
    ...(subject?.kind === "pr" ? { files: subject.pr.changed_files } : {}),
  });
  // Where its change may go is settled before the run spends anything (deliver/pull-target.ts).
  const delivery =
    recipe.output === "pull-request"
      ? await preparePullRequest(
          {
            octokit: ctx.octokit,
            owner: runner.owner,
            repo: runner.repo,
            workspace: runner.workspace,
            temp: runner.temp,
            defaultBranch: () => ctx.instructions.defaultBranch(),
            redactor: ctx.redactor,
            runUrl: runner.runUrl,
          },
          {
            subject,
            conversationId: run.conversation.id,
            recipe: recipe.name,
            ...(run.comment ? { requester: run.comment.author } : {}),
          },
        )
      : undefined;
  const agent = runtime.agent(run.conversation, {
    cancel: ctx.cancel,
    variables,
    ...(progress ? { onProgress: progress } : {}),
    ...(reviewComments ? { reviewComments } : {}),
    ...(instructions ? { instructions } : {}),
    ...(run.answerFormat ? { answerFormat: run.answerFormat } : {}),
  });
  const outcome = await agent.run({
    recipe: run.recipe,
    args: run.args ?? {},
    ...(message ? { message } : {}),
    trigger: run.trigger,
    runId: String(runner.runId),
    ...(subject?.kind === "pr" ? { headSha: subject.pr.head_sha } : {}),
  });
  const delivered = await delivery?.finish(outcome);
  if (run.feedback && subject)
    await deliverAnswer(
      {
        feedback: run.feedback,
        octokit: ctx.octokit,
        owner: runner.owner,
        repo: runner.repo,
        logger: ctx.logger,
        redactor: ctx.redactor,
        runUrl: runner.runUrl,
        ...(reviewComments ? { reviewComments, openThreads } : {}),
        ...(run.reviewedMeanwhile ? { reviewedMeanwhile: run.reviewedMeanwhile } : {}),
        ...(delivered ? { delivered } : {}),
      },
      recipe,
      subject,
      outcome,
    );
  return outcome;
}

/** The subject as this run found it, for the GitHub tools to read instead of the live page. */
function pinOf(subject: Subject): PinnedSubject {
  if (subject.kind === "issue") return { text: { title: subject.issue.title, body: subject.issue.body } };
  const { title, body, base_sha, head_sha } = subject.pr;
  return { text: { title, body }, commits: { base: base_sha, head: head_sha } };
}
