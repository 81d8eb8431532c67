import { Feedback } from "../github/feedback.ts";
import type { StepContext } from "./job-context.ts";

/** What the people on the thread see of an exchange a comment started: one place for every comment job. */
export function commentFeedback(
  step: StepContext,
  route: { comment: { id: number }; issue: { number: number }; reviewComment?: unknown },
): Feedback {
  return new Feedback({
    octokit: step.octokit,
    owner: step.runner.owner,
    repo: step.runner.repo,
    issueNumber: route.issue.number,
    commentId: route.comment.id,
    reviewThread: route.reviewComment !== undefined,
    redactor: step.redactor,
    logger: step.logger,
  });
}
