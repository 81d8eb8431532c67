import * as z from "zod";
import { usageError } from "./errors.ts";

/**
 * The run settings shared by the action's inputs and the CLI's flags (SPEC §1,
 * §2). Both edges hand raw strings here, so defaults and validation live in
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
  /** Dollars; 0 = no budget. */
  maxRunCost: z.coerce.number().nonnegative().default(0),
  /** Seconds one model request may take (when streaming, the longest silence between chunks); default 300. */
  modelTimeout: z.coerce.number().gt(0).lte(3600).optional(),
  /** Seconds an executable hook may take (SPEC §5). */
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

/** Flag or input names as users write them, and what each accepts, in words, for error messages. */
const WORDS: Record<keyof Settings, [name: string, accepts: string]> = {
  model: ["model", "a model name"],
  summaryModel: ["summary-model", "a model name"],
  baseUrl: ["base-url", "a URL such as https://host/v1"],
  contextWindow: ["context-window", "a whole number of tokens (0 = known)"],
  compactThreshold: ["compact-threshold", "a number above 0, at most 1"],
  stopCompactThreshold: ["stop-compact-threshold", "a number above 0, at most 1"],
  compactStrategy: ["compact-strategy", "summarize, mask or hybrid"],
  maxTurns: ["max-turns", "a whole number of at least 1"],
  maxRunTokens: ["max-run-tokens", "a whole number of tokens (0 = no budget)"],
  maxRunCost: ["max-run-cost", "a number of dollars (0 = no budget)"],
  modelTimeout: ["model-timeout", "a number of seconds above 0, at most 3600"],
  hookTimeout: ["hook-timeout", "a number of seconds above 0, at most 3600"],
  recipesPath: ["recipes-path", "a folder"],
  hooksPath: ["hooks-path", "a folder"],
};

/** What a setting accepts, in words: "a whole number of at least 1". */
export function settingAccepts(key: keyof Settings): string {
  return WORDS[key][1];
}

/** Empty strings mean "not given", as with unset action inputs. */
export function parseSettings(raw: Partial<Record<keyof Settings, string | undefined>>): Settings {
  const given = Object.fromEntries(Object.entries(raw).filter(([, v]) => v !== undefined && v !== ""));
  const result = SettingsSchema.safeParse(given);
  if (result.success) return result.data;
  const keys = [...new Set(result.error.issues.map((i) => i.path[0] as keyof Settings))];
  const problems = keys.map((key) => {
    const [name, accepts] = WORDS[key];
    return `--${name} accepts ${accepts}; got ${JSON.stringify(given[key])}`;
  });
  throw usageError(problems.join("; "));
}
