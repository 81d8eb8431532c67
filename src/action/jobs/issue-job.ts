import { failure } from "../../engine/errors.ts";
import { cleanPlainText, stripUntrusted } from "../../engine/util/untrusted.ts";
import type { IssueOpenedTrigger } from "../events/route.ts";
import { Feedback } from "../github/feedback.ts";
import { conversationIdOf, readSubject } from "../subject.ts";
import { type JobContext, reportConversation, reportFailure } from "./job-context.ts";
import { runRecipe } from "./run-recipe.ts";

const TRIAGE_RECIPE = "issue-triage";

/**
 * An issue just opened (`issues` `opened`, with `triage-issues: true`): the
 * issue-triage recipe on its conversation, in one comment that shows
 * progress and then holds the triage.
 */
export async function issueJob(ctx: JobContext, trigger: IssueOpenedTrigger): Promise<void> {
  const { runner, octokit, logger } = ctx;
  const read = await readSubject(octokit, runner.owner, runner.repo, trigger.number);
  if (read.kind !== "issue") throw failure(`#${trigger.number} is a pull request, not an issue`);
  // The text as it was opened (the event's copy): a later edit never reaches the model.
  const subject = {
    ...read,
    issue: { ...read.issue, title: cleanPlainText(trigger.title), body: stripUntrusted(trigger.body) },
  };
  const id = conversationIdOf(subject);
  const label = `issue #${trigger.number}: ${subject.issue.title}`;
  const opened = await ctx.store.resume(id);
  ctx.saved.add({ id, file: opened.conversation.file });
  ctx.report.notices.push(...opened.notices);
  const feedback = new Feedback({
    octokit,
    owner: runner.owner,
    repo: runner.repo,
    issueNumber: trigger.number,
    redactor: ctx.redactor,
    logger,
  });
  feedback.notice(...opened.notices);
  let outcome: Awaited<ReturnType<typeof runRecipe>>;
  try {
    await feedback.status("⏳ Triaging this issue…");
    outcome = await runRecipe(ctx, {
      conversation: ctx.runtime.use(opened.conversation),
      recipe: TRIAGE_RECIPE,
      trigger: "issues",
      subject,
      feedback,
    });
  } catch (error) {
    reportFailure(ctx, id, TRIAGE_RECIPE, error, label);
    await feedback.failed(error);
    throw error;
  }
  reportConversation(ctx, id, outcome, label);
  if (outcome.status !== "done") {
    await feedback.failed(outcome.reason ?? "the run stopped early");
    throw failure(outcome.reason ?? "the run stopped early");
  }
}
