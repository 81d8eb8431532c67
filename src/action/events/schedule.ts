/**
 * `schedule`: the review sweep, started by the workflow's own schedule. It
 * works on each due PR's conversation (or only the `target`'s, a matrix job)
 * with the `pr-review` recipe; the output is a review per PR, and the
 * `review-matrix` output for the PRs left.
 */
import { parseTarget } from "./dispatch-inputs.ts";
import type { Trigger } from "./trigger.ts";

export interface ScheduleTrigger {
  type: "schedule";
  /** Review only this PR. */
  target?: number;
}

export const scheduleTrigger: Trigger<ScheduleTrigger> = {
  recognize({ eventName, inputs }) {
    if (eventName !== "schedule") return undefined;
    const target = parseTarget(inputs.target, "target");
    return target === undefined ? { type: "schedule" } : { type: "schedule", target };
  },
  whoMayStart: () => ({ who: "workflow" }),
  // Which PRs are due is known once they are listed.
  subject: () => ({}),
};
