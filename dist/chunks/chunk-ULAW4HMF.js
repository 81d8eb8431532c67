#!/usr/bin/env node
import { createRequire as __batonCreateRequire } from 'node:module';
const require = __batonCreateRequire(import.meta.url);
import {
  debug,
  error,
  getInput,
  getState,
  info,
  saveState,
  setSecret,
  warning
} from "./chunk-SWR5A5N6.js";
import {
  SettingsSchema,
  contextWindowFor,
  isLocalServer,
  parseSettings
} from "./chunk-5BHJWORW.js";
import {
  retryPolicyFromEnv
} from "./chunk-O3CGUWEC.js";
import {
  external_exports
} from "./chunk-WVJJPJTY.js";
import {
  inputError
} from "./chunk-BOT7PMLY.js";

// src/action/inputs.ts
var PERMISSIONS = ["read", "triage", "write", "maintain", "admin"];
var INPUT_DEFAULTS = {
  "openai-api-key": "",
  "openai-base-url": "",
  model: "gpt-4o-mini",
  "summary-model": "",
  "context-window": "0",
  "github-token": "",
  recipe: "",
  target: "",
  args: "",
  message: "",
  "recipes-path": ".github/baton/recipes",
  "hooks-path": ".github/baton/hooks",
  "trigger-word": "@baton",
  "required-permission": "write",
  "allowed-bots": "",
  "compact-threshold": "0.8",
  "stop-compact-threshold": "0.6",
  "compact-strategy": "hybrid",
  "max-turns": "30",
  "hook-timeout": "10",
  "max-run-tokens": "0",
  "review-labels": "",
  "review-skip-drafts": "true",
  "review-max-prs": "10",
  "review-max-comments": "20",
  "triage-issues": "false",
  "state-key": "",
  "retention-days": "90"
};
var SECRET = /* @__PURE__ */ new Set(["openai-api-key", "github-token", "state-key"]);
var BOOLEAN = external_exports.string().transform((s) => s.toLowerCase()).pipe(external_exports.enum(["true", "false"])).transform((s) => s === "true");
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
  const setting = (name, key, accepts) => check(name, SettingsSchema.shape[key], accepts);
  const openaiApiKey = raw("openai-api-key");
  const model = setting("model", "model", "a model name");
  const openaiBaseUrl = optional("openai-base-url");
  if (openaiApiKey === "" && !isLocalServer(openaiBaseUrl)) {
    problems.push(
      `"openai-api-key" is required unless "openai-base-url" is a server on the runner (localhost)`
    );
  }
  if (openaiBaseUrl !== void 0) setting("openai-base-url", "baseUrl", "a URL such as https://host/v1");
  const contextWindow = setting("context-window", "contextWindow", "a whole number of tokens (0 = known)");
  const compactThreshold = setting("compact-threshold", "compactThreshold", "a number above 0, at most 1");
  const stopCompactThreshold = setting(
    "stop-compact-threshold",
    "stopCompactThreshold",
    "a number above 0, at most 1"
  );
  const compactStrategy = setting("compact-strategy", "compactStrategy", "summarize, mask or hybrid");
  const maxTurns = setting("max-turns", "maxTurns", "a whole number of at least 1");
  const maxRunTokens = setting("max-run-tokens", "maxRunTokens", "a whole number of tokens (0 = no budget)");
  const hookTimeout = setting("hook-timeout", "hookTimeout", "a number of seconds above 0, at most 3600");
  const input = {
    triggerWord: check("trigger-word", external_exports.string().regex(/^\S+$/), "one word without spaces, e.g. @baton"),
    requiredPermission: check(
      "required-permission",
      external_exports.string().transform((s) => s.toLowerCase()).pipe(external_exports.enum(PERMISSIONS)),
      PERMISSIONS.join(", ")
    ),
    reviewSkipDrafts: check("review-skip-drafts", BOOLEAN, "true or false"),
    // 0 plans only: the review-matrix output lists the PRs that need a review, and none is reviewed.
    reviewMaxPrs: check(
      "review-max-prs",
      external_exports.coerce.number().int().nonnegative(),
      "a whole number (0 = plan only)"
    ),
    reviewMaxComments: check(
      "review-max-comments",
      external_exports.coerce.number().int().nonnegative(),
      "a whole number (0 = every comment in the review's body)"
    ),
    triageIssues: check("triage-issues", BOOLEAN, "true or false"),
    retentionDays: check("retention-days", external_exports.coerce.number().int().min(1).max(90), "a whole number 1\u201390")
  };
  if (problems.length > 0) throw inputError(`invalid input: ${problems.join("; ")}`);
  const summaryModel = optional("summary-model");
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
    hookTimeout: String(hookTimeout),
    recipesPath,
    hooksPath
  });
  return {
    openaiApiKey,
    contextWindow: contextWindowFor(model, contextWindow),
    githubToken: optional("github-token"),
    dispatch: { recipe: raw("recipe"), target: raw("target"), args: raw("args"), message: raw("message") },
    recipesPath,
    hooksPath,
    allowedBots: list(raw("allowed-bots")),
    reviewLabels: list(raw("review-labels")),
    stateKey: optional("state-key"),
    ...input,
    settings
  };
}
function secretInputs(inputs) {
  return [inputs.openaiApiKey, inputs.githubToken, inputs.stateKey].filter(
    (s) => s !== void 0 && s !== ""
  );
}
function quote(value) {
  const cut = value.length > 80 ? `${value.slice(0, 80)}\u2026` : value;
  return JSON.stringify(cut);
}

// src/action/runner-env.ts
function readRunnerEnv(env) {
  const need = (name) => {
    const value = env[name]?.trim();
    if (!value) throw inputError(`${name} is not set: Baton runs as a step of a GitHub Actions job`);
    return value;
  };
  const number = (name) => {
    const n = Number(need(name));
    if (!Number.isSafeInteger(n) || n < 0) throw inputError(`${name} is not a number: "${env[name]}"`);
    return n;
  };
  const [owner, repo, ...rest] = need("GITHUB_REPOSITORY").split("/");
  if (!owner || !repo || rest.length)
    throw inputError(`GITHUB_REPOSITORY is not owner/name: "${env.GITHUB_REPOSITORY}"`);
  const serverUrl = (env.GITHUB_SERVER_URL?.trim() || "https://github.com").replace(/\/+$/, "");
  const runId = number("GITHUB_RUN_ID");
  return {
    owner,
    repo,
    repositoryId: number("GITHUB_REPOSITORY_ID"),
    runId,
    eventName: need("GITHUB_EVENT_NAME"),
    eventPath: need("GITHUB_EVENT_PATH"),
    workspace: need("GITHUB_WORKSPACE"),
    temp: need("RUNNER_TEMP"),
    apiUrl: env.GITHUB_API_URL?.trim() || "https://api.github.com",
    runUrl: `${serverUrl}/${owner}/${repo}/actions/runs/${runId}`
  };
}

// src/action/saved-conversations.ts
var STATE_NAME = "conversations";
var SavedSchema = external_exports.array(external_exports.object({ id: external_exports.string().min(1), file: external_exports.string().min(1) }));
var SavedConversations = class {
  list = [];
  add(entry) {
    if (this.list.some((c) => c.id === entry.id)) return;
    this.list.push(entry);
    saveState(STATE_NAME, JSON.stringify(this.list));
  }
};
function readSavedConversations() {
  const raw = getState(STATE_NAME);
  if (!raw) return [];
  try {
    return SavedSchema.parse(JSON.parse(raw));
  } catch {
    warning(`the main step's saved state is not readable; nothing to upload`);
    return [];
  }
}

// src/action/action-logger.ts
function actionLogger(redactor) {
  const clean = (m) => redactor.redact(m);
  return {
    debug: (m) => debug(clean(m)),
    info: (m) => info(clean(m)),
    warn: (m) => warning(clean(m)),
    error: (m) => error(clean(m))
  };
}

// src/action/step-setup.ts
function readStepInputs(redactor, env) {
  const inputs = readInputs((name) => getInput(name));
  for (const secret of secretInputs(inputs)) {
    setSecret(secret);
    redactor.add(secret);
  }
  return { inputs, logger: actionLogger(redactor), policy: retryPolicyFromEnv(env) };
}

export {
  secretInputs,
  readRunnerEnv,
  SavedConversations,
  readSavedConversations,
  readStepInputs
};
