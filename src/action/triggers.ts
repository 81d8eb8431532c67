/**
 * Every trigger of the action, keyed by the type of route it recognizes,
 * with its job. An event goes to the first trigger that recognizes it, in
 * this order. A new trigger is its file in events/, its job in jobs/, and
 * its line here (beside its route in Route). The events and jobs folders
 * meet here and in jobs/job.ts, so neither imports the other back.
 */
import { type CommentTrigger, commentTrigger } from "./events/comment.ts";
import { type DispatchTrigger, dispatchTrigger } from "./events/dispatch.ts";
import { type IssueOpenedTrigger, issueOpenedTrigger } from "./events/issue-opened.ts";
import { type MemoryTrigger, memoryTrigger } from "./events/memory.ts";
import { type PullRequestTrigger, pullRequestTrigger } from "./events/pull-request.ts";
import { type ScheduleTrigger, scheduleTrigger } from "./events/schedule.ts";
import type { Ignore, RouteLike, RouteRequest } from "./events/trigger.ts";
import { type RegisteredTrigger, type Triggers, withEngine } from "./jobs/job.ts";

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
    job: async () => ({ run: (await import("./jobs/memory-job.ts")).memoryJob }),
  },
  comment: {
    ...commentTrigger,
    job: async () => ({ run: (await import("./jobs/comment-job.ts")).commentJob }),
  },
  pull_request: {
    ...pullRequestTrigger,
    job: async () => withEngine((await import("./jobs/schedule-job.ts")).pullRequestJob),
  },
  issue_opened: {
    ...issueOpenedTrigger,
    job: async () => ({ run: (await import("./jobs/issue-job.ts")).issueJob }),
  },
  dispatch: {
    ...dispatchTrigger,
    job: async () => withEngine((await import("./jobs/dispatch-job.ts")).dispatchJob),
  },
  schedule: {
    ...scheduleTrigger,
    job: async () => withEngine((await import("./jobs/schedule-job.ts")).scheduleJob),
  },
} satisfies TriggerTable;

/**
 * What a workflow event asks of Baton: the first trigger of the table that
 * recognizes it says. Pure: it reads the event payload and the action's
 * inputs; who may start the route is the trigger's gate, checked against the
 * API by the caller.
 */

export function routeEvent(request: RouteRequest): Route | Ignore;
export function routeEvent(request: RouteRequest, triggers: Triggers): RouteLike | Ignore;
export function routeEvent(request: RouteRequest, triggers: Triggers = TRIGGERS): RouteLike | Ignore {
  for (const trigger of Object.values(triggers)) {
    const route = trigger.recognize(request);
    if (route !== undefined) return route;
  }
  return { type: "ignore", reason: `Baton does nothing on ${request.eventName || "unnamed"} events` };
}

/** The trigger a route came from (its type is the trigger's key). */
export function triggerOf(triggers: Triggers, route: RouteLike): RegisteredTrigger<RouteLike> {
  const trigger = Object.hasOwn(triggers, route.type) ? triggers[route.type] : undefined;
  if (!trigger) throw new Error(`internal: no trigger for the route "${route.type}"`);
  return trigger;
}
