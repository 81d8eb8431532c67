/**
 * An issue just opened, when the workflow opted in (`triage-issues`): anyone's
 * issue is triaged, only bots are held back. It works on the issue's
 * conversation with the `issue-triage` recipe; the output is one comment that
 * shows progress and then holds the triage.
 */
import * as z from "zod";
import { conversationId } from "../../adapters/github/conversation-id.ts";
import type { ActionInputs } from "../inputs.ts";
import { type EventUser, parsePayload, pickUser, SubjectFields, UserSchema } from "./payload.ts";
import type { StartRule, Trigger } from "./trigger.ts";

export interface IssueOpenedTrigger {
  type: "issue_opened";
  number: number;
  title: string;
  body: string;
  created_at: string;
  author: EventUser;
}

const IssuesSchema = z.object({
  action: z.string(),
  issue: z.object({
    ...SubjectFields,
    created_at: z.string().min(1),
    user: UserSchema,
  }),
});

export const issueOpenedTrigger: Trigger<IssueOpenedTrigger> = {
  recognize({ eventName, payload }) {
    if (eventName !== "issues") return undefined;
    const event = parsePayload(IssuesSchema, payload, "issues");
    if (event.action !== "opened")
      return { type: "ignore", reason: `Baton does nothing when an issue is ${event.action}` };
    const { issue } = event;
    return {
      type: "issue_opened",
      number: issue.number,
      title: issue.title,
      body: issue.body ?? "",
      created_at: issue.created_at,
      author: pickUser(issue.user),
    };
  },
  whoMayStart: triageStartRule,
  subject: (route) => ({
    conversation: { id: conversationId("issue", route.number) },
    notAfter: route.created_at,
    thread: { number: route.number, read: true },
  }),
};

/**
 * Triage of newly opened issues is opt-in (`triage-issues`): the point is
 * to triage anyone's issue, so only bots are held back.
 */
export function triageStartRule(trigger: IssueOpenedTrigger, inputs: ActionInputs): StartRule {
  const summary = `issue #${trigger.number} opened by @${trigger.author.login}`;
  const verdict = `issue #${trigger.number} is not triaged`;
  if (!inputs.triageIssues)
    return {
      who: "nobody",
      summary,
      why: `${verdict}: triage of opened issues is off (set triage-issues: true)`,
    };
  return { who: "anyone", summary, user: trigger.author, verdict };
}
