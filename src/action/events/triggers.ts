/**
 * Every trigger of the action, keyed by the type of route it recognizes,
 * with its job. An event goes to the first trigger that recognizes it, in
 * this order. A new trigger is one file and one line here (beside its route
 * in Route).
 */
import { type CommentTrigger, commentTrigger } from "./comment.ts";
import { type DispatchTrigger, dispatchTrigger } from "./dispatch.ts";
import { type IssueOpenedTrigger, issueOpenedTrigger } from "./issue-opened.ts";
import { type MemoryTrigger, memoryTrigger } from "./memory.ts";
import { type PullRequestTrigger, pullRequestTrigger } from "./pull-request.ts";
import { type ScheduleTrigger, scheduleTrigger } from "./schedule.ts";
import { type RegisteredTrigger, withEngine } from "./trigger.ts";

/** What an event can ask of Baton: the route of one trigger. */
export type Route =
  | MemoryTrigger
  | CommentTrigger
  | PullRequestTrigger
  | IssueOpenedTrigger
  | DispatchTrigger
  | ScheduleTrigger;

/** One trigger per route type, each for its own route: a route without its trigger does not compile. */
export type TriggerTable = { [T in Route["type"]]: RegisteredTrigger<Extract<Route, { type: T }>> };

export const TRIGGERS = {
  memory: {
    ...memoryTrigger,
    job: async () => ({ run: (await import("../jobs/memory-job.ts")).memoryJob }),
  },
  comment: {
    ...commentTrigger,
    job: async () => ({ run: (await import("../jobs/comment-job.ts")).commentJob }),
  },
  pull_request: {
    ...pullRequestTrigger,
    job: async () => withEngine((await import("../jobs/schedule-job.ts")).pullRequestJob),
  },
  issue_opened: {
    ...issueOpenedTrigger,
    job: async () => ({ run: (await import("../jobs/issue-job.ts")).issueJob }),
  },
  dispatch: {
    ...dispatchTrigger,
    job: async () => withEngine((await import("../jobs/dispatch-job.ts")).dispatchJob),
  },
  schedule: {
    ...scheduleTrigger,
    job: async () => withEngine((await import("../jobs/schedule-job.ts")).scheduleJob),
  },
} satisfies TriggerTable;
