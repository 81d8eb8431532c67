#!/usr/bin/env node
import { createRequire as __batonCreateRequire, isBuiltin as __batonIsBuiltin } from 'node:module';
const __batonRequire = __batonCreateRequire(import.meta.url);
const __batonMissing = (id) => Object.assign(new Error("Cannot find module '" + id + "'"), { code: 'MODULE_NOT_FOUND' });
const require = Object.assign((id) => { if (__batonIsBuiltin(id)) return __batonRequire(id); throw __batonMissing(id); },
  { resolve: (id) => { if (__batonIsBuiltin(id)) return id; throw __batonMissing(id); } });
import {
  isLocalServer
} from "./chunk-CPJE2D24.js";
import {
  SettingsSchema,
  UNSET_MEANS,
  parseSettings,
  settingAccepts,
  settingDefault
} from "./chunk-IWIHM2BB.js";
import {
  coerce_exports
} from "./chunk-CYLLQ5Y7.js";
import {
  _enum,
  string
} from "./chunk-FLXSCLV4.js";
import {
  clip
} from "./chunk-HBY6AOVX.js";
import {
  inputError
} from "./chunk-VA2UHLEW.js";

// src/action/inputs.ts
var PERMISSIONS = ["read", "triage", "write", "maintain", "admin"];
var INPUT_DEFAULTS = {
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
  "recipes-path": UNSET_MEANS.recipesPath,
  "hooks-path": UNSET_MEANS.hooksPath,
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
  "model-timeout": UNSET_MEANS.modelTimeout,
  "run-timeout-minutes": settingDefault("runTimeoutMinutes"),
  "max-tool-calls-per-turn": settingDefault("maxToolCallsPerTurn"),
  "review-labels": "",
  "review-skip-drafts": "true",
  "review-max-prs": "10",
  "review-max-comments": "20",
  "triage-issues": "false",
  "state-key": "",
  "retention-days": "90",
  "max-github-requests": "300"
};
var SECRET = /* @__PURE__ */ new Set(["openai-api-key", "github-token", "state-key"]);
var BOOLEAN = string().transform((s) => s.toLowerCase()).pipe(_enum(["true", "false"])).transform((s) => s === "true");
var list = (raw) => raw.split(/[,\n]/).map((s) => s.trim()).filter((s) => s !== "");
function readInputs(get) {
  const problems = [];
  const raw = (name) => {
    const given = (get(name) ?? "").trim();
    return given === "" ? INPUT_DEFAULTS[name] : given;
  };
  const optional = (name) => raw(name) || void 0;
  const check = (name, schema, accepts) => {
    const value = raw(name);
    const result = schema.safeParse(value);
    if (result.success) return result.data;
    const got = SECRET.has(name) ? "" : `; got ${quote(value)}`;
    problems.push(`"${name}" accepts ${accepts}${got}`);
    return void 0;
  };
  const givenSettings = /* @__PURE__ */ new Set();
  const noteGiven = (name, key) => {
    if (raw(name) !== INPUT_DEFAULTS[name]) givenSettings.add(key);
  };
  const setting = (name, key) => {
    noteGiven(name, key);
    return check(name, SettingsSchema.shape[key], settingAccepts(key));
  };
  const openaiApiKey = raw("openai-api-key");
  const model = setting("model", "model");
  const openaiBaseUrl = optional("openai-base-url");
  if (openaiBaseUrl !== void 0) setting("openai-base-url", "baseUrl");
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
    triggerWord: check("trigger-word", string().regex(/^\S+$/), "one word without spaces, e.g. @baton"),
    requiredPermission: check(
      "required-permission",
      string().transform((s) => s.toLowerCase()).pipe(_enum(PERMISSIONS)),
      PERMISSIONS.join(", ")
    ),
    reviewSkipDrafts: check("review-skip-drafts", BOOLEAN, "true or false"),
    // 0 plans only: the review-matrix output lists the PRs that need a review, and none is reviewed.
    reviewMaxPrs: check(
      "review-max-prs",
      coerce_exports.number().int().nonnegative(),
      "a whole number (0 = plan only)"
    ),
    reviewMaxComments: check(
      "review-max-comments",
      coerce_exports.number().int().nonnegative(),
      "a whole number (0 = every comment in the review's body)"
    ),
    triageIssues: check("triage-issues", BOOLEAN, "true or false"),
    retentionDays: check("retention-days", coerce_exports.number().int().min(1).max(90), "a whole number 1\u201390"),
    maxGithubRequests: check(
      "max-github-requests",
      coerce_exports.number().int().positive(),
      "a whole number of requests, at least 1"
    )
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
    hooksPath
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
    givenSettings
  };
}
function requireModelKey(inputs) {
  if (inputs.openaiApiKey !== "" || isLocalServer(inputs.settings.baseUrl)) return;
  throw inputError(
    `invalid input: "openai-api-key" is required unless "openai-base-url" is a server on the runner (localhost); it is empty (a run a fork's pull request or Dependabot triggers gets no secrets)`
  );
}
function secretInputs(inputs) {
  return [inputs.openaiApiKey, inputs.githubToken, inputs.stateKey].filter(
    (s) => s !== void 0 && s !== ""
  );
}
function quote(value) {
  return JSON.stringify(clip(value, 80));
}

export {
  readInputs,
  requireModelKey,
  secretInputs
};
