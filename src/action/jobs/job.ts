/**
 * A trigger with its job, as the table (action/triggers.ts) holds it: what the
 * events side declares (events/trigger.ts) joined to the job that runs its
 * recipe on its conversation and delivers its output.
 */
import type { RouteLike, Trigger } from "../events/trigger.ts";
import type { JobContext, StepContext } from "./job-context.ts";

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
