import { conversationIdOf, readSubject } from "../../adapters/github/subject.ts";
import { failure } from "../../engine/errors.ts";
import type { DispatchTrigger } from "../events/dispatch.ts";
import { Feedback } from "../github/feedback.ts";
import { footerLine } from "./deliver.ts";
import {
  type JobContext,
  reportConversation,
  reportFailure,
  startFromThread,
  threadOf,
} from "./job-context.ts";
import { runRecipe } from "./run-recipe.ts";

/**
 * `workflow_dispatch`: a recipe on a target issue or PR (its conversation,
 * the answer posted there), or without a target on a conversation of its own
 * whose answer goes to the job summary and the `response` output only.
 */
export async function dispatchJob(ctx: JobContext, trigger: DispatchTrigger): Promise<void> {
  const { runner, octokit, logger } = ctx;
  ctx.report.trigger = `workflow_dispatch \`${trigger.recipe}\`${trigger.target ? ` on #${trigger.target}` : ""}`;
  // A mistyped recipe fails before anything is opened: no status comment, no state saved for nothing.
  ctx.runtime.recipes.get(trigger.recipe);
  const subject = trigger.target
    ? await readSubject(octokit, runner.owner, runner.repo, trigger.target)
    : undefined;
  const id = subject ? conversationIdOf(subject) : `dispatch-${runner.runId}`;
  const opened = await ctx.store.load(id);
  ctx.report.notices.push(...opened.notices);
  if (subject && !opened.resumed)
    await startFromThread(
      opened.conversation,
      subject,
      await threadOf(subject, ctx.exchange.thread, { notAfter: ctx.notAfter }),
    );
  const label = subject ? `#${subject.number}` : undefined;
  const feedback = subject
    ? new Feedback({
        octokit,
        owner: runner.owner,
        repo: runner.repo,
        issueNumber: subject.number,
        redactor: ctx.redactor,
        logger,
      })
    : undefined;
  let outcome: Awaited<ReturnType<typeof runRecipe>>;
  try {
    feedback?.notice(...opened.notices);
    await feedback?.status(`⏳ Working on \`${trigger.recipe}\` (conversation \`${id}\`).`);
    outcome = await runRecipe(ctx, {
      conversation: ctx.runtime.use(opened.conversation),
      recipe: trigger.recipe,
      args: trigger.args,
      ...(trigger.message ? { message: trigger.message } : {}),
      trigger: "workflow_dispatch",
      ...(subject ? { subject } : {}),
      ...(feedback ? { feedback } : {}),
    });
  } catch (error) {
    reportFailure(ctx, id, trigger.recipe, error, label);
    await feedback?.failed(error);
    throw error;
  }
  reportConversation(ctx, id, outcome, label);
  if (outcome.status !== "done") {
    await feedback?.failed(outcome.reason ?? "the run stopped early");
    throw failure(outcome.reason ?? "the run stopped early");
  }
  if (feedback && !feedback.answered)
    await feedback.answer(`Done (conversation \`${id}\`).`, footerLine(outcome, runner.runUrl));
}
