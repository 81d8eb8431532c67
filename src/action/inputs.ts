import * as z from "zod";
import { inputError } from "../engine/errors.ts";
import { isLocalServer } from "../engine/model/local-server.ts";
import {
  parseSettings,
  type Settings,
  SettingsSchema,
  settingAccepts,
  settingDefault,
  UNSET_MEANS,
} from "../engine/settings.ts";
import { clip } from "../engine/util/text.ts";

/**
 * The action's inputs (docs/design.md#action-steps), read once and validated, so the rest of the
 * action works with typed values and a bad input fails before any work starts.
 */

export const PERMISSIONS = ["read", "triage", "write", "maintain", "admin"] as const;
export type Permission = (typeof PERMISSIONS)[number];

/**
 * Defaults as action.yml states them. The runner applies action.yml's defaults
 * itself, but dist/index.js run by hand or by tests gets empty strings, so the
 * same values are applied here: a setting's from the engine's one schema, the
 * rest written here; a test keeps action.yml equal to them. An expression
 * default (`${{ github.token }}`) cannot be evaluated here and stands as "".
 */
export const INPUT_DEFAULTS = {
  "openai-api-key": "",
  "openai-base-url": "",
  model: settingDefault("model"),
  "summary-model": "",
  "context-window": settingDefault("contextWindow"),
  "github-token": "",
  recipe: "",
  target: "",
  args: "",
  message: "",
  "recipes-path": UNSET_MEANS.recipesPath!,
  "hooks-path": UNSET_MEANS.hooksPath!,
  "trigger-word": "@baton",
  "required-permission": "write",
  "allowed-bots": "",
  "compact-threshold": settingDefault("compactThreshold"),
  "stop-compact-threshold": settingDefault("stopCompactThreshold"),
  "compact-strategy": settingDefault("compactStrategy"),
  "max-turns": settingDefault("maxTurns"),
  "hook-timeout": settingDefault("hookTimeout"),
  "shell-sandbox": settingDefault("shellSandbox"),
  "hooks-sandbox": settingDefault("hooksSandbox"),
  "max-run-tokens": settingDefault("maxRunTokens"),
  "max-run-cost": settingDefault("maxRunCost"),
  "model-timeout": UNSET_MEANS.modelTimeout!,
  "run-timeout-minutes": settingDefault("runTimeoutMinutes"),
  "max-tool-calls-per-turn": settingDefault("maxToolCallsPerTurn"),
  "review-labels": "",
  "review-skip-drafts": "true",
  "review-max-prs": "10",
  "review-max-comments": "20",
  "triage-issues": "false",
  "state-key": "",
  "retention-days": "90",
  "max-github-requests": "300",
} satisfies Record<string, string>;

export type InputName = keyof typeof INPUT_DEFAULTS;

export interface ActionInputs {
  openaiApiKey: string;
  /** Undefined when empty: only work that talks to the GitHub API needs one, and it says so. */
  githubToken: string | undefined;
  /**
   * `recipe`, `target`, `args`, `message` as given: the event route is their
   * one parser (it also falls back to the dispatch event's own inputs).
   */
  dispatch: { recipe: string; target: string; args: string; message: string };
  recipesPath: string;
  hooksPath: string;
  triggerWord: string;
  requiredPermission: Permission;
  allowedBots: string[];
  /** Empty = every PR. */
  reviewLabels: string[];
  reviewSkipDrafts: boolean;
  reviewMaxPrs: number;
  /** Line comments one review carries at most; the rest go into its body. */
  reviewMaxComments: number;
  /** Run issue-triage on newly opened issues (`issues` events). */
  triageIssues: boolean;
  /** Undefined = the state is saved unencrypted. */
  stateKey: string | undefined;
  retentionDays: number;
  /** GitHub requests one step makes at most through the model's tools, the run's own included in the count. */
  maxGithubRequests: number;
  /** The engine's settings: model, summary model, base URL, thresholds, strategy, limits. */
  settings: Settings;
  /** The settings whose input was set to something other than its default: these win over `.github/baton.yml`. */
  givenSettings: ReadonlySet<keyof Settings>;
}

/** Secret inputs never echoed in an error, however malformed. */
const SECRET: ReadonlySet<InputName> = new Set(["openai-api-key", "github-token", "state-key"]);

const BOOLEAN = z
  .string()
  .transform((s) => s.toLowerCase())
  .pipe(z.enum(["true", "false"]))
  .transform((s) => s === "true");

const list = (raw: string) =>
  raw
    .split(/[,\n]/)
    .map((s) => s.trim())
    .filter((s) => s !== "");

export function readInputs(get: (name: InputName) => string): ActionInputs {
  const problems: string[] = [];
  const raw = (name: InputName): string => {
    const given = (get(name) ?? "").trim();
    return given === "" ? INPUT_DEFAULTS[name] : given;
  };
  const optional = (name: InputName): string | undefined => raw(name) || undefined;
  const check = <T>(name: InputName, schema: z.ZodType<T>, accepts: string): T => {
    const value = raw(name);
    const result = schema.safeParse(value);
    if (result.success) return result.data;
    const got = SECRET.has(name) ? "" : `; got ${quote(value)}`;
    problems.push(`"${name}" accepts ${accepts}${got}`);
    // Never returned: readInputs throws below when any check failed.
    return undefined as T;
  };
  // An input equal to its default cannot be told from one left unset: neither overrides the repository's file.
  const givenSettings = new Set<keyof Settings>();
  const noteGiven = (name: InputName, key: keyof Settings) => {
    if (raw(name) !== INPUT_DEFAULTS[name]) givenSettings.add(key);
  };
  // The engine's own schema decides what a setting accepts, so the action and the CLI agree.
  const setting = <K extends keyof Settings>(name: InputName, key: K) => {
    noteGiven(name, key);
    return check(name, SettingsSchema.shape[key] as unknown as z.ZodType<Settings[K]>, settingAccepts(key));
  };

  const openaiApiKey = raw("openai-api-key");
  const model = setting("model", "model");
  const openaiBaseUrl = optional("openai-base-url");
  if (openaiBaseUrl !== undefined) setting("openai-base-url", "baseUrl");
  const contextWindow = setting("context-window", "contextWindow");
  const compactThreshold = setting("compact-threshold", "compactThreshold");
  const stopCompactThreshold = setting("stop-compact-threshold", "stopCompactThreshold");
  const compactStrategy = setting("compact-strategy", "compactStrategy");
  const maxTurns = setting("max-turns", "maxTurns");
  const maxRunTokens = setting("max-run-tokens", "maxRunTokens");
  const hookTimeout = setting("hook-timeout", "hookTimeout");
  const maxRunCost = setting("max-run-cost", "maxRunCost");
  const modelTimeout = setting("model-timeout", "modelTimeout");
  const runTimeoutMinutes = setting("run-timeout-minutes", "runTimeoutMinutes");
  const maxToolCallsPerTurn = setting("max-tool-calls-per-turn", "maxToolCallsPerTurn");
  const shellSandbox = setting("shell-sandbox", "shellSandbox");
  const hooksSandbox = setting("hooks-sandbox", "hooksSandbox");
  const input = {
    triggerWord: check("trigger-word", z.string().regex(/^\S+$/), "one word without spaces, e.g. @baton"),
    requiredPermission: check(
      "required-permission",
      z
        .string()
        .transform((s) => s.toLowerCase())
        .pipe(z.enum(PERMISSIONS)),
      PERMISSIONS.join(", "),
    ),
    reviewSkipDrafts: check("review-skip-drafts", BOOLEAN, "true or false"),
    // 0 plans only: the review-matrix output lists the PRs that need a review, and none is reviewed.
    reviewMaxPrs: check(
      "review-max-prs",
      z.coerce.number().int().nonnegative(),
      "a whole number (0 = plan only)",
    ),
    reviewMaxComments: check(
      "review-max-comments",
      z.coerce.number().int().nonnegative(),
      "a whole number (0 = every comment in the review's body)",
    ),
    triageIssues: check("triage-issues", BOOLEAN, "true or false"),
    retentionDays: check("retention-days", z.coerce.number().int().min(1).max(90), "a whole number 1–90"),
    maxGithubRequests: check(
      "max-github-requests",
      z.coerce.number().int().positive(),
      "a whole number of requests, at least 1",
    ),
  };
  if (problems.length > 0) throw inputError(`invalid input: ${problems.join("; ")}`);

  const summaryModel = optional("summary-model");
  noteGiven("summary-model", "summaryModel");
  noteGiven("recipes-path", "recipesPath");
  noteGiven("hooks-path", "hooksPath");
  const recipesPath = raw("recipes-path");
  const hooksPath = raw("hooks-path");
  const settings = parseSettings({
    model,
    summaryModel,
    baseUrl: openaiBaseUrl,
    contextWindow: String(contextWindow),
    compactThreshold: String(compactThreshold),
    stopCompactThreshold: String(stopCompactThreshold),
    compactStrategy,
    maxTurns: String(maxTurns),
    maxRunTokens: String(maxRunTokens),
    maxRunCost: String(maxRunCost),
    modelTimeout: String(modelTimeout),
    hookTimeout: String(hookTimeout),
    runTimeoutMinutes: String(runTimeoutMinutes),
    maxToolCallsPerTurn: String(maxToolCallsPerTurn),
    shellSandbox,
    hooksSandbox: String(hooksSandbox),
    recipesPath,
    hooksPath,
  });
  return {
    openaiApiKey,
    githubToken: optional("github-token"),
    dispatch: { recipe: raw("recipe"), target: raw("target"), args: raw("args"), message: raw("message") },
    recipesPath,
    hooksPath,
    allowedBots: list(raw("allowed-bots")),
    reviewLabels: list(raw("review-labels")),
    stateKey: optional("state-key"),
    ...input,
    settings,
    givenSettings,
  };
}

/**
 * The key is asked for once there is work for the model, after the gate: a
 * run it turns away (a bot's PR, a fork's, which GitHub gives no secrets)
 * ends with its notice, not failing on a key it was never given.
 */
export function requireModelKey(inputs: ActionInputs): void {
  if (inputs.openaiApiKey !== "" || isLocalServer(inputs.settings.baseUrl)) return;
  throw inputError(
    `invalid input: "openai-api-key" is required unless "openai-base-url" is a server on the runner (localhost); it is empty (a run a fork's pull request or Dependabot triggers gets no secrets)`,
  );
}

/** The values the redactor must hide wherever they turn up. */
export function secretInputs(inputs: ActionInputs): string[] {
  return [inputs.openaiApiKey, inputs.githubToken, inputs.stateKey].filter(
    (s): s is string => s !== undefined && s !== "",
  );
}

function quote(value: string): string {
  return JSON.stringify(clip(value, 80));
}
