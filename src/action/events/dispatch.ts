/**
 * `workflow_dispatch`: started by whoever may run the workflow. It works on
 * the `target` issue's or PR's conversation, or without a target on one of
 * its own; the recipe is the `recipe` input (`answer` for a bare message);
 * the output is a comment on the target, else the job summary and the
 * `response` output only.
 */
import * as z from "zod";
import { inputError } from "../../engine/errors.ts";
import { RECIPE_NAME } from "../../engine/recipes/names.ts";
import { describeJson, parseArgsInput, parseTarget } from "./dispatch-inputs.ts";
import { parsePayload } from "./payload.ts";
import type { RouteInputs, Trigger } from "./trigger.ts";

export interface DispatchTrigger {
  type: "dispatch";
  recipe: string;
  target?: number;
  args: Record<string, string>;
  message: string;
}

/** Without a recipe, a dispatch with a message is a question, as a trigger-word comment is. */
export const DISPATCH_DEFAULT_RECIPE = "answer";

const DispatchSchema = z.object({
  inputs: z.record(z.string(), z.unknown()).nullish(),
});

export const dispatchTrigger: Trigger<DispatchTrigger> = {
  recognize({ eventName, payload, inputs }) {
    if (eventName !== "workflow_dispatch") return undefined;
    const event = parsePayload(DispatchSchema, payload, "workflow_dispatch");
    const eventInputs = event.inputs ?? {};
    // The action's inputs win; the event's inputs fill in what the workflow did not pass on.
    const input = (name: keyof Omit<RouteInputs, "triggerWord">): string | undefined => {
      const own = inputs[name]?.trim();
      if (own) return inputs[name];
      const value = eventInputs[name];
      if (value === undefined || value === null) return undefined;
      if (typeof value === "string") return value.trim() ? value : undefined;
      if (typeof value === "number" || typeof value === "boolean") return String(value);
      throw inputError(`the workflow_dispatch input "${name}" must be text, not ${describeJson(value)}`);
    };

    const message = input("message")?.trim() ?? "";
    const recipe = input("recipe")?.trim() || (message ? DISPATCH_DEFAULT_RECIPE : undefined);
    if (!recipe) {
      throw inputError('workflow_dispatch needs a "recipe" input (or a "message" for the answer recipe)');
    }
    if (!RECIPE_NAME.test(recipe)) {
      throw inputError(`"${recipe}" is not a recipe name (letters, digits, '-' and '_' only)`);
    }
    const target = parseTarget(input("target"), "target");
    const args = parseArgsInput(input("args") ?? "");
    return { type: "dispatch", recipe, ...(target === undefined ? {} : { target }), args, message };
  },
  // Whoever may dispatch the workflow may start it.
  whoMayStart: () => ({ who: "workflow" }),
  // Whether the target is an issue or a PR (its conversation) is known once it is read.
  subject: () => ({}),
};
