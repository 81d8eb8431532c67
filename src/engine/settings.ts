import * as z from "zod";
import { DEFAULT_STRATEGY, isStrategy, strategyChoices } from "./compaction/strategies/registry.ts";
import { usageError } from "./errors.ts";
import { SANDBOX_MODES } from "./sandbox/sandbox.ts";
import { DEFAULT_RETRY_POLICY } from "./util/retry-policy.ts";

/**
 * The run settings shared by the action's inputs and the CLI's flags (the
 * README's tables list them). Both edges hand raw strings here, so defaults and validation live in
 * one place.
 */
const ratio = z.coerce.number().gt(0).lte(1);
const count = z.coerce.number().int().nonnegative();
/** `true` or `false`: as an input, a flag's variable or the file's YAML boolean gives it. */
export const YesNoSchema = z.union([
  z.boolean(),
  z
    .string()
    .trim()
    .toLowerCase()
    .pipe(z.enum(["true", "false"]))
    .transform((s) => s === "true"),
]);
/** A name from the strategy registry, which is read when a value is checked: a strategy added later counts. */
export const CompactStrategySchema = z
  .string()
  .refine(isStrategy, { error: () => `expected ${strategyChoices()}` });

export const SettingsSchema = z.object({
  model: z.string().min(1).default("gpt-4o-mini"),
  summaryModel: z.string().min(1).optional(),
  baseUrl: z.url().optional(),
  /** 0 = the known window of the model, else 128000. */
  contextWindow: count.default(0),
  compactThreshold: ratio.default(0.8),
  stopCompactThreshold: ratio.default(0.6),
  compactStrategy: CompactStrategySchema.default(DEFAULT_STRATEGY),
  maxTurns: z.coerce.number().int().positive().default(30),
  /** 0 = no budget. */
  maxRunTokens: count.default(0),
  /** Dollars; 0 = no budget. */
  maxRunCost: z.coerce.number().nonnegative().default(0),
  /** Seconds one model request may take (when streaming, the longest silence between chunks); default 300. */
  modelTimeout: z.coerce.number().gt(0).lte(3600).optional(),
  /** Wall-clock minutes a whole run may take; 0 = no limit. */
  runTimeoutMinutes: z.coerce
    .number()
    .nonnegative()
    .lte(24 * 60)
    .default(20),
  /** Tool calls one model response may make; the rest are answered with an error. */
  maxToolCallsPerTurn: z.coerce.number().int().positive().default(32),
  /** Seconds an executable hook may take (docs/design.md#hook-protocol). */
  hookTimeout: z.coerce.number().gt(0).lte(3600).default(10),
  /** Where programs (`shell`, and executable hooks under hooksSandbox) run: `auto` the machine's sandbox, `none` unsandboxed on purpose. */
  shellSandbox: z.enum(SANDBOX_MODES).default("auto"),
  /**
   * Executable hooks in that sandbox too. Off by default: hooks are the user's or the maintainers'
   * own code, read from the base branch, and run as their own processes (docs/security.md).
   */
  hooksSandbox: YesNoSchema.default(false),
  recipesPath: z.string().optional(),
  hooksPath: z.string().optional(),
});
export type Settings = z.infer<typeof SettingsSchema>;

/** Where a repository keeps its recipes and hooks, unless told otherwise. */
export const DEFAULT_RECIPES_PATH = ".github/baton/recipes";
export const DEFAULT_HOOKS_PATH = ".github/baton/hooks";

/**
 * What an unset setting without a schema default means, applied where it is
 * used (the retry policy's model timeout, the folders' defaults): the inputs
 * and the file's schema document these, so all say the same.
 */
export const UNSET_MEANS: Partial<Record<keyof Settings, string>> = {
  modelTimeout: String(DEFAULT_RETRY_POLICY.modelRequestTimeoutMs / 1000),
  recipesPath: DEFAULT_RECIPES_PATH,
  hooksPath: DEFAULT_HOOKS_PATH,
};

/** A setting's default as an input or flag would spell it. */
export function settingDefault(key: keyof Settings): string {
  const value: unknown = SettingsSchema.shape[key].parse(undefined);
  return value === undefined ? "" : String(value);
}
export type CompactStrategy = Settings["compactStrategy"];

/** Flag or input names as users write them, and what each accepts, in words, for error messages. */
const WORDS: Record<keyof Settings, [name: string, accepts: string | (() => string)]> = {
  model: ["model", "a model name"],
  summaryModel: ["summary-model", "a model name"],
  baseUrl: ["base-url", "a URL such as https://host/v1"],
  contextWindow: ["context-window", "a whole number of tokens (0 = known)"],
  compactThreshold: ["compact-threshold", "a number above 0, at most 1"],
  stopCompactThreshold: ["stop-compact-threshold", "a number above 0, at most 1"],
  // Read when asked: a strategy registered later counts.
  compactStrategy: ["compact-strategy", () => strategyChoices()],
  maxTurns: ["max-turns", "a whole number of at least 1"],
  maxRunTokens: ["max-run-tokens", "a whole number of tokens (0 = no budget)"],
  maxRunCost: ["max-run-cost", "a number of dollars (0 = no budget)"],
  modelTimeout: ["model-timeout", "a number of seconds above 0, at most 3600"],
  runTimeoutMinutes: ["run-timeout-minutes", "a number of minutes from 0 (no limit) to 1440"],
  maxToolCallsPerTurn: ["max-tool-calls-per-turn", "a whole number of at least 1"],
  hookTimeout: ["hook-timeout", "a number of seconds above 0, at most 3600"],
  shellSandbox: ["shell-sandbox", SANDBOX_MODES.join(", ")],
  hooksSandbox: ["hooks-sandbox", "true or false"],
  recipesPath: ["recipes-path", "a folder"],
  hooksPath: ["hooks-path", "a folder"],
};

/** A setting's name as an input, a flag or a key of `.github/baton.yml` spells it: "max-turns". */
export function settingName(key: keyof Settings): string {
  return WORDS[key][0];
}

/** What a setting accepts, in words: "a whole number of at least 1". */
export function settingAccepts(key: keyof Settings): string {
  const accepts = WORDS[key][1];
  return typeof accepts === "string" ? accepts : accepts();
}

/** Empty strings mean "not given", as with unset action inputs. */
export function parseSettings(raw: Partial<Record<keyof Settings, string | undefined>>): Settings {
  const given = Object.fromEntries(Object.entries(raw).filter(([, v]) => v !== undefined && v !== ""));
  const result = SettingsSchema.safeParse(given);
  if (result.success) return result.data;
  const keys = [...new Set(result.error.issues.map((i) => i.path[0] as keyof Settings))];
  const problems = keys.map((key) => {
    return `--${WORDS[key][0]} accepts ${settingAccepts(key)}; got ${JSON.stringify(given[key])}`;
  });
  throw usageError(problems.join("; "));
}
