/**
 * What every trigger declares: how an event is recognized as its own, who
 * may start it, which subject and conversation it works on. The table that
 * gives each trigger its job is action/triggers.ts; a new trigger is one file
 * here and one line there.
 */
import type { ActionInputs } from "../inputs.ts";
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
 * The issue or PR thread a trigger's job answers on, and what goes out there
 * right after the gate: the acknowledgement (a 👀 reaction on `commentId`, a
 * status comment) and the read of the issue or PR (`read`).
 */
export interface ExchangeThread {
  number: number;
  /** The triggering comment: it gets the reactions, and in a review thread the reply. */
  commentId?: number;
  reviewThread?: boolean;
  /** The head the event named: a PR is read there, as the trigger's reader saw it. */
  headSha?: string;
  acknowledge?: { status?: string };
  read?: boolean;
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
