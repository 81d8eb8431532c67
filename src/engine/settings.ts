import * as z from "zod";
import { usageError } from "./errors.ts";

/**
 * The run settings shared by the action's inputs and the CLI's flags (the
 * README's tables list them). Both edges hand raw strings here, so defaults and validation live in
 * one place.
 */
const ratio = z.coerce.number().gt(0).lte(1);
const count = z.coerce.number().int().nonnegative();
export const CompactStrategySchema = z.enum(["summarize", "mask", "hybrid"]);

export const SettingsSchema = z.object({
  model: z.string().min(1).default("gpt-4o-mini"),
  summaryModel: z.string().min(1).optional(),
  baseUrl: z.url().optional(),
  /** 0 = the known window of the model, else 128000. */
  contextWindow: count.default(0),
  compactThreshold: ratio.default(0.8),
  stopCompactThreshold: ratio.default(0.6),
  compactStrategy: CompactStrategySchema.default("hybrid"),
  maxTurns: z.coerce.number().int().positive().default(30),
  /** 0 = no budget. */
  maxRunTokens: count.default(0),
  /** Seconds an executable hook may take (docs/design.md#hook-protocol). */
  hookTimeout: z.coerce.number().gt(0).lte(3600).default(10),
  recipesPath: z.string().optional(),
  hooksPath: z.string().optional(),
});
export type Settings = z.infer<typeof SettingsSchema>;

/** Where a repository keeps its recipes and hooks, unless told otherwise. */
export const DEFAULT_RECIPES_PATH = ".github/baton/recipes";
export const DEFAULT_HOOKS_PATH = ".github/baton/hooks";

/** A setting's default as an input or flag would spell it. */
export function settingDefault(key: keyof Settings): string {
  const value: unknown = SettingsSchema.shape[key].parse(undefined);
  return value === undefined ? "" : String(value);
}
export type CompactStrategy = Settings["compactStrategy"];

/** Flag or input names as users write them, for error messages. */
const DISPLAY: Record<keyof Settings, string> = {
  model: "model",
  summaryModel: "summary-model",
  baseUrl: "base-url",
  contextWindow: "context-window",
  compactThreshold: "compact-threshold",
  stopCompactThreshold: "stop-compact-threshold",
  compactStrategy: "compact-strategy",
  maxTurns: "max-turns",
  maxRunTokens: "max-run-tokens",
  hookTimeout: "hook-timeout",
  recipesPath: "recipes-path",
  hooksPath: "hooks-path",
};

/** Empty strings mean "not given", as with unset action inputs. */
export function parseSettings(raw: Partial<Record<keyof Settings, string | undefined>>): Settings {
  const given = Object.fromEntries(Object.entries(raw).filter(([, v]) => v !== undefined && v !== ""));
  const result = SettingsSchema.safeParse(given);
  if (result.success) return result.data;
  const problems = result.error.issues.map((i) => {
    const key = i.path[0] as keyof Settings;
    return `${DISPLAY[key] ?? String(key)}: ${i.message} (got ${JSON.stringify(given[key as string])})`;
  });
  throw usageError(`invalid settings: ${problems.join("; ")}`);
}
