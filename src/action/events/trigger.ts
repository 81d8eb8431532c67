/**
 * What every trigger declares: how an event is recognized as its own, who
 * may start it, which subject and conversation it works on; and, where the
 * table registers it, the job that runs its recipe and delivers its output.
 * The table is triggers.ts; a new trigger is one file and one line there.
 */
import type { ExchangeThread } from "../github/exchange.ts";
import type { ActionInputs } from "../inputs.ts";
import type { JobContext, StepContext } from "../jobs/job-context.ts";
import type { EventUser } from "./payload.ts";

/** The action's inputs that steer routing. */
export interface RouteInputs {
  recipe?: string;
  target?: string;
  args?: string;
  message?: string;
  triggerWord: string;
}

/** A workflow event as the main step reads it. */
export interface RouteRequest {
  eventName: string;
  payload: unknown;
  inputs: RouteInputs;
}

export interface Ignore {
  type: "ignore";
  /** Why, in words for the job log. */
  reason: string;
}

/** What one event asks of one trigger; `type` is the trigger's key in the table. */
export interface RouteLike {
  type: string;
}

/** The issue or PR a route works on, as far as the event alone tells. */
export interface RouteSubject {
  /**
   * The conversation the job opens whatever happens next, looked up as soon
   * as the gate let the route through (`reset` as `/reset` asks).
   */
  conversation?: { id: string; reset?: boolean };
  /**
   * When the trigger happened: what the GitHub tools read of the subject
   * stops there, so nothing said after it reaches the model.
   */
  notAfter?: string;
  /** The triggering issue comment, which the GitHub tools leave out of the thread they read. */
  triggerCommentId?: number;
  /** The triggering review comment (numbered apart from issue comments). */
  triggerReviewCommentId?: number;
  /** The issue or PR thread the job answers on, and what goes out there right after the gate. */
  thread?: ExchangeThread;
}

/**
 * Who may start a route, as its trigger declares it; `summary` names the
 * trigger in the job summary.
 */
export type StartRule =
  /** The workflow itself started it (a schedule, a dispatch): nothing to check. */
  | { who: "workflow" }
  /** Nobody: the trigger is off; `why` goes to the job log and the report. */
  | { who: "nobody"; summary: string; why: string }
  /** Anyone but a bot not listed in allowed-bots. */
  | { who: "anyone"; summary: string; user: EventUser; verdict: string }
  /**
   * Bots listed in allowed-bots and people with `required-permission`; never
   * Baton itself when the body carries its marker (`marked`).
   */
  | {
      who: "collaborator";
      summary: string;
      user: EventUser;
      what: string;
      verdict: string;
      marked?: boolean;
    };

export interface Trigger<R extends RouteLike> {
  /**
   * How it is recognized: the route the event asks for, a reason to do
   * nothing, or undefined when the event is not this trigger's (the next one
   * in the table is asked). Pure: it reads the payload and the inputs.
   */
  recognize(request: RouteRequest): R | Ignore | undefined;
  /**
   * Who may start it: a rule that github/gate.ts settles through the API
   * before anything of the repository (hooks, extensions, recipes) is loaded.
   */
  whoMayStart(route: R, inputs: ActionInputs): StartRule;
  /** Which subject and conversation it works on. */
  subject(route: R): RouteSubject;
}

/** A trigger as the table holds it: with its job. */
export interface RegisteredTrigger<R extends RouteLike> extends Trigger<R> {
  /**
   * Imports its job, which runs its recipe on its conversation and delivers
   * its output; done while the gate is under way, so a run loads the code of
   * its own trigger's job only (and a job may name its route's type without
   * a cycle back to the trigger).
   */
  job(): Promise<Job<R>>;
}

export interface Job<R> {
  run(step: StepContext, route: R): Promise<void>;
}

/** A table of triggers, keyed by route type, asked in order. */
export type Triggers = Readonly<Record<string, RegisteredTrigger<RouteLike>>>;

/** A job that needs the engine from its start. */
export function withEngine<R>(run: (ctx: JobContext, route: R) => Promise<void>): Job<R> {
  return { run: async (step, route) => run({ ...step, runtime: await step.engine() }, route) };
}
