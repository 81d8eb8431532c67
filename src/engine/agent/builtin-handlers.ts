import type { HookEvent } from "../hooks/events.ts";
import type { HookRunner, InProcessHandler } from "../hooks/runner.ts";
import type { Recipe } from "../recipes/schema.ts";
import type { RunState } from "./run-state.ts";

/** A handler a recipe can name in its frontmatter (`hooks: turn_end: {handler: swap_context}`). */
export type BuiltinHandler = (run: RunState) => InProcessHandler;
export type BuiltinHandlers = Record<string, BuiltinHandler>;

/**
 * Registers the handlers a recipe's frontmatter names for the length of one
 * run; `once` handlers stand down after their first call. Returns the
 * function that removes them again.
 */
export function bindRecipeHandlers(
  recipe: Recipe,
  hooks: HookRunner,
  run: RunState,
  builtins: BuiltinHandlers,
) {
  const removers: (() => void)[] = [];
  for (const [event, binding] of Object.entries(recipe.hooks ?? {})) {
    if (!binding) continue;
    const make = builtins[binding.handler];
    if (!make) {
      run.logger.warn(`recipe ${recipe.name}: unknown handler "${binding.handler}" for ${event}; ignored`);
      continue;
    }
    const handler = make(run);
    let fired = false;
    removers.push(
      hooks.register(
        event as HookEvent,
        `${recipe.name}:${binding.handler}`,
        (payload) => {
          if (binding.once && fired) return undefined;
          fired = true;
          return handler(payload);
        },
        "recipe",
      ),
    );
  }
  return () => {
    for (const remove of removers) remove();
  };
}
