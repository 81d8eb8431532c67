import { conversationId } from "../../adapters/github/conversation-id.ts";
import { failure } from "../../engine/errors.ts";
import type { Runtime } from "../../engine/runtime.ts";
import { cleanLine, stripUntrusted } from "../../engine/util/untrusted.ts";
import type { IssueOpenedTrigger } from "../events/issue-opened.ts";
import { type JobContext, reportConversation, reportFailure, type StepContext } from "./job-context.ts";
import { runRecipe } from "./run-recipe.ts";

const TRIAGE_RECIPE = "issue-triage";

/**
 * An issue just opened (`issues` `opened`, with `triage-issues: true`): the
 * issue-triage recipe on its conversation, in one comment that shows
 * progress and then holds the triage.
 */
export async function issueJob(step: StepContext, trigger: IssueOpenedTrigger): Promise<void> {
  const id = conversationId("issue", trigger.number);
  // The issue, its saved state and the default branch's instructions are asked for at once;
  // the engine is built while GitHub answers.
  step.instructions.prefetch();
  const resumed = step.store.load(id);
  resumed.catch(() => {});
  const read = await step.exchange.subject();
  if (read.kind !== "issue") throw failure(`#${trigger.number} is a pull request, not an issue`);
  // The text as it was opened (the event's copy): a later edit never reaches the model.
  const subject = {
    ...read,
    issue: { ...read.issue, title: cleanLine(trigger.title), body: stripUntrusted(trigger.body) },
  };
  const label = `issue #${trigger.number}: ${subject.issue.title}`;
  const opened = await resumed;
  step.report.notices.push(...opened.notices);
  const feedback = step.exchange.feedback;
  if (!feedback) throw new Error("internal: an opened issue's exchange has no feedback");
  feedback.notice(...opened.notices);
  let outcome: Awaited<ReturnType<typeof runRecipe>>;
  let runtime: Runtime | undefined;
  try {
    await feedback.status("⏳ Triaging this issue…");
    runtime = await step.engine();
    const ctx: JobContext = { ...step, runtime };
    outcome = await runRecipe(ctx, {
      conversation: runtime.use(opened.conversation),
      recipe: TRIAGE_RECIPE,
      trigger: "issues",
      subject,
      feedback,
    });
  } catch (error) {
    reportFailure({ report: step.report, runtime }, id, TRIAGE_RECIPE, error, label);
    await feedback.failed(error);
    throw error;
  }
  reportConversation({ report: step.report, runtime }, id, outcome, label);
  if (outcome.status !== "done") {
    await feedback.failed(outcome.reason ?? "the run stopped early");
    throw failure(outcome.reason ?? "the run stopped early");
  }
}
