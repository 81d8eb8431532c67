import { usageError } from "../../errors.ts";
import { hybrid } from "./hybrid.ts";
import { mask } from "./mask.ts";
import type { CompactionStrategy } from "./strategy.ts";
import { summarize } from "./summarize.ts";

/**
 * The compaction strategies, defined once: the settings' schema (so the
 * action's `compact-strategy` and the CLI's flags), the CLI's help, the
 * compaction service and the job summary all read this table. Adding a
 * strategy is one file and one line here.
 */
const STRATEGIES = new Map<string, CompactionStrategy>();
for (const builtIn of [summarize, mask, hybrid]) registerStrategy(builtIn);

/** What automatic compaction uses unless `compact-strategy` says otherwise. */
export const DEFAULT_STRATEGY = hybrid.name;
/** What `/compact` and `baton compact` use unless told otherwise. */
export const MANUAL_STRATEGY = summarize.name;
/** Where a compaction that makes no model call could not get under its target, this one takes over. */
export const FALLBACK_STRATEGY = hybrid.name;

/** Adds a strategy; returns what removes it again. */
export function registerStrategy(strategy: CompactionStrategy): () => void {
  if (!/^[a-z][a-z0-9-]*$/.test(strategy.name))
    throw usageError(
      `a compaction strategy's name is lowercase letters, digits and - (got "${strategy.name}")`,
    );
  if (STRATEGIES.has(strategy.name))
    throw usageError(`the compaction strategy "${strategy.name}" is defined twice`);
  STRATEGIES.set(strategy.name, strategy);
  return () => STRATEGIES.delete(strategy.name);
}

export function isStrategy(name: string): boolean {
  return STRATEGIES.has(name);
}

export function strategyNamed(name: string): CompactionStrategy {
  const strategy = STRATEGIES.get(name);
  if (!strategy) throw usageError(`unknown compaction strategy "${name}": use ${strategyChoices()}`);
  return strategy;
}

export function strategies(): CompactionStrategy[] {
  return [...STRATEGIES.values()];
}

/** "summarize, mask or hybrid", for messages. */
export function strategyChoices(): string {
  const names = [...STRATEGIES.keys()];
  return names.length > 1 ? `${names.slice(0, -1).join(", ")} or ${names.at(-1)}` : (names[0] ?? "");
}
