/**
 * Every trigger of the action, keyed by the type of route it recognizes.
 * An event goes to the first trigger that recognizes it, in this order.
 * A new trigger is one file and one line here (beside its route in Route).
 */
import { type CommentTrigger, commentTrigger } from "./comment.ts";
import { type DispatchTrigger, dispatchTrigger } from "./dispatch.ts";
import { type IssueOpenedTrigger, issueOpenedTrigger } from "./issue-opened.ts";
import { type PullRequestTrigger, pullRequestTrigger } from "./pull-request.ts";
import { type ScheduleTrigger, scheduleTrigger } from "./schedule.ts";
import type { Trigger } from "./trigger.ts";

/** What an event can ask of Baton: the route of one trigger. */
export type Route =
  | CommentTrigger
  | PullRequestTrigger
  | IssueOpenedTrigger
  | DispatchTrigger
  | ScheduleTrigger;

/** One trigger per route type, each for its own route: a route without its trigger does not compile. */
export type TriggerTable = { [T in Route["type"]]: Trigger<Extract<Route, { type: T }>> };

export const TRIGGERS = {
  comment: commentTrigger,
  pull_request: pullRequestTrigger,
  issue_opened: issueOpenedTrigger,
  dispatch: dispatchTrigger,
  schedule: scheduleTrigger,
} satisfies TriggerTable;
