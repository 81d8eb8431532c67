#!/usr/bin/env node
import { createRequire as __batonCreateRequire, isBuiltin as __batonIsBuiltin } from 'node:module';
const __batonRequire = __batonCreateRequire(import.meta.url);
const __batonMissing = (id) => Object.assign(new Error("Cannot find module '" + id + "'"), { code: 'MODULE_NOT_FOUND' });
const require = Object.assign((id) => { if (__batonIsBuiltin(id)) return __batonRequire(id); throw __batonMissing(id); },
  { resolve: (id) => { if (__batonIsBuiltin(id)) return id; throw __batonMissing(id); } });
import {
  SANDBOX_MODES
} from "./chunk-BKAG5NPA.js";
import {
  DEFAULT_STRATEGY,
  isStrategy,
  strategyChoices
} from "./chunk-FAT4S3CS.js";
import {
  coerce_exports
} from "./chunk-CYLLQ5Y7.js";
import {
  DEFAULT_RETRY_POLICY
} from "./chunk-IFZNVEUW.js";
import {
  _enum,
  boolean,
  object,
  string,
  union,
  url
} from "./chunk-FLXSCLV4.js";
import {
  usageError
} from "./chunk-VA2UHLEW.js";

// src/engine/settings.ts
var ratio = coerce_exports.number().gt(0).lte(1);
var count = coerce_exports.number().int().nonnegative();
var YesNoSchema = union([
  boolean(),
  string().trim().toLowerCase().pipe(_enum(["true", "false"])).transform((s) => s === "true")
]);
var CompactStrategySchema = string().refine(isStrategy, { error: () => `expected ${strategyChoices()}` });
var SettingsSchema = object({
  model: string().min(1).default("gpt-4o-mini"),
  summaryModel: string().min(1).optional(),
  baseUrl: url().optional(),
  /** 0 = the known window of the model, else 128000. */
  contextWindow: count.default(0),
  compactThreshold: ratio.default(0.8),
  stopCompactThreshold: ratio.default(0.6),
  compactStrategy: CompactStrategySchema.default(DEFAULT_STRATEGY),
  maxTurns: coerce_exports.number().int().positive().default(30),
  /** 0 = no budget. */
  maxRunTokens: count.default(0),
  /** Dollars; 0 = no budget. */
  maxRunCost: coerce_exports.number().nonnegative().default(0),
  /** Seconds one model request may take (when streaming, the longest silence between chunks); default 300. */
  modelTimeout: coerce_exports.number().gt(0).lte(3600).optional(),
  /** Wall-clock minutes a whole run may take; 0 = no limit. */
  runTimeoutMinutes: coerce_exports.number().nonnegative().lte(24 * 60).default(20),
  /** Tool calls one model response may make; the rest are answered with an error. */
  maxToolCallsPerTurn: coerce_exports.number().int().positive().default(32),
  /** Seconds an executable hook may take (docs/design.md#hook-protocol). */
  hookTimeout: coerce_exports.number().gt(0).lte(3600).default(10),
  /** Where programs (`shell`, and executable hooks under hooksSandbox) run: `auto` the machine's sandbox, `none` unsandboxed on purpose. */
  shellSandbox: _enum(SANDBOX_MODES).default("auto"),
  /**
   * Executable hooks in that sandbox too. Off by default: hooks are the user's or the maintainers'
   * own code, read from the base branch, and run as their own processes (docs/security.md).
   */
  hooksSandbox: YesNoSchema.default(false),
  recipesPath: string().optional(),
  hooksPath: string().optional()
});
var DEFAULT_RECIPES_PATH = ".github/baton/recipes";
var DEFAULT_HOOKS_PATH = ".github/baton/hooks";
var UNSET_MEANS = {
  modelTimeout: String(DEFAULT_RETRY_POLICY.modelRequestTimeoutMs / 1e3),
  recipesPath: DEFAULT_RECIPES_PATH,
  hooksPath: DEFAULT_HOOKS_PATH
};
function settingDefault(key) {
  const value = SettingsSchema.shape[key].parse(void 0);
  return value === void 0 ? "" : String(value);
}
var WORDS = {
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
  hooksPath: ["hooks-path", "a folder"]
};
function settingName(key) {
  return WORDS[key][0];
}
function settingAccepts(key) {
  const accepts = WORDS[key][1];
  return typeof accepts === "string" ? accepts : accepts();
}
function parseSettings(raw) {
  const given = Object.fromEntries(Object.entries(raw).filter(([, v]) => v !== void 0 && v !== ""));
  const result = SettingsSchema.safeParse(given);
  if (result.success) return result.data;
  const keys = [...new Set(result.error.issues.map((i) => i.path[0]))];
  const problems = keys.map((key) => {
    return `--${WORDS[key][0]} accepts ${settingAccepts(key)}; got ${JSON.stringify(given[key])}`;
  });
  throw usageError(problems.join("; "));
}

export {
  YesNoSchema,
  CompactStrategySchema,
  SettingsSchema,
  DEFAULT_RECIPES_PATH,
  DEFAULT_HOOKS_PATH,
  UNSET_MEANS,
  settingDefault,
  settingName,
  settingAccepts,
  parseSettings
};
