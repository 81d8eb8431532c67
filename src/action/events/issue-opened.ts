/**
 * An issue just opened, when the workflow opted in (`triage-issues`): anyone's
 * issue is triaged, only bots are held back. It works on the issue's
 * conversation with the `issue-triage` recipe; the output is one comment that
 * shows progress and then holds the triage.
 */
import * as z from "zod";
import { conversationId } from "../conversation-id.ts";
import { isBot } from "../github/permissions.ts";
import type { GateContext } from "../jobs/comment-gate.ts";
import { type EventUser, parsePayload, pickUser, SubjectFields, UserSchema } from "./payload.ts";
import type { Trigger } from "./trigger.ts";

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
  mayStart: mayTriage,
  subject: (route) => ({
    conversation: { id: conversationId("issue", route.number) },
    notAfter: route.created_at,
  }),
};

/**
 * Triage of newly opened issues is opt-in (`triage-issues`): the point is
 * to triage anyone's issue, so only bots are held back.
 */
export function mayTriage(ctx: GateContext, trigger: IssueOpenedTrigger): boolean {
  const { inputs, logger, report } = ctx;
  report.trigger = `issue #${trigger.number} opened by @${trigger.author.login}`;
  const why = !inputs.triageIssues
    ? "triage of opened issues is off (set triage-issues: true)"
    : isBot(trigger.author, inputs.allowedBots)
      ? `@${trigger.author.login} is a bot not listed in allowed-bots`
      : undefined;
  if (why === undefined) return true;
  logger.info(`issue #${trigger.number} is not triaged: ${why}`);
  report.notices.push(`issue #${trigger.number} is not triaged: ${why}`);
  return false;
}
