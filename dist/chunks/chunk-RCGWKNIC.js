#!/usr/bin/env node
import { createRequire as __batonCreateRequire, isBuiltin as __batonIsBuiltin } from 'node:module';
const __batonRequire = __batonCreateRequire(import.meta.url);
const __batonMissing = (id) => Object.assign(new Error("Cannot find module '" + id + "'"), { code: 'MODULE_NOT_FOUND' });
const require = Object.assign((id) => { if (__batonIsBuiltin(id)) return __batonRequire(id); throw __batonMissing(id); },
  { resolve: (id) => { if (__batonIsBuiltin(id)) return id; throw __batonMissing(id); } });
import {
  applyConfig
} from "./chunk-FZ6RKCAM.js";
import {
  parseConfig
} from "./chunk-5JTUDCEE.js";
import {
  CONFIG_PATH,
  EMPTY_CONFIG
} from "./chunk-I6JMSEZS.js";
import {
  cliHookDirs
} from "./chunk-REOFCVJR.js";
import {
  isLocalServer
} from "./chunk-CPJE2D24.js";
import {
  DEFAULT_RECIPES_PATH,
  parseSettings
} from "./chunk-7D2FJ2BN.js";
import {
  LocalStore
} from "./chunk-MNDXF6KG.js";
import {
  describeError,
  usageError
} from "./chunk-VA2UHLEW.js";

// src/cli/context.ts
import { statSync } from "node:fs";
import { resolve as resolve2 } from "node:path";

// src/cli/repo-config.ts
import { readFileSync } from "node:fs";
import { resolve } from "node:path";
function readLocalConfig(cwd, warn) {
  let text;
  try {
    text = readFileSync(resolve(cwd, CONFIG_PATH), "utf8");
  } catch (error) {
    if (error.code === "ENOENT") return EMPTY_CONFIG;
    throw usageError(`cannot read ${CONFIG_PATH}: ${describeError(error)}`);
  }
  const { config, warnings } = parseConfig(text);
  for (const warning of warnings) warn(warning);
  const { shellSandbox, ...settings } = config.settings;
  if (shellSandbox === void 0) return config;
  warn(
    `${CONFIG_PATH}: "shell-sandbox: ${shellSandbox}" is ignored here: the CLI takes it only from --shell-sandbox or BATON_SHELL_SANDBOX (a program could have written the file)`
  );
  return { ...config, settings };
}

// src/cli/context.ts
function legacyHookTimeout(ms) {
  const value = Number(ms);
  return ms && Number.isFinite(value) && value > 0 ? String(value / 1e3) : void 0;
}
function cliContext(args, io) {
  const o = args.options;
  const raw = {
    model: o.model ?? io.env.BATON_MODEL,
    baseUrl: o["base-url"] ?? io.env.OPENAI_BASE_URL,
    contextWindow: o["context-window"],
    compactThreshold: o["compact-threshold"],
    stopCompactThreshold: o["stop-compact-threshold"],
    compactStrategy: o["compact-strategy"],
    maxTurns: o["max-turns"],
    maxRunTokens: o["max-run-tokens"],
    maxRunCost: o["max-run-cost"],
    modelTimeout: o["model-timeout"] ?? io.env.BATON_MODEL_TIMEOUT,
    runTimeoutMinutes: o["run-timeout-minutes"],
    maxToolCallsPerTurn: o["max-tool-calls-per-turn"],
    hookTimeout: o["hook-timeout"] ?? io.env.BATON_HOOK_TIMEOUT ?? legacyHookTimeout(io.env.BATON_HOOK_TIMEOUT_MS),
    shellSandbox: o["shell-sandbox"] ?? io.env.BATON_SHELL_SANDBOX,
    recipesPath: o["recipes-path"],
    hooksPath: o["hooks-path"] ?? io.env.BATON_HOOKS_PATH
  };
  const given = new Set(Object.keys(raw).filter((key) => raw[key]));
  const repoConfig = readLocalConfig(io.cwd, (m) => io.stderr(`warning: ${m}
`));
  const settings = applyConfig(parseSettings(raw), given, repoConfig);
  if (o["state-dir"] === "") throw usageError("--state-dir needs a folder");
  const stateDir = resolve2(io.cwd, o["state-dir"] ?? (io.env.BATON_STATE_DIR || ".baton"));
  if (statSync(stateDir, { throwIfNoEntry: false })?.isDirectory() === false) {
    throw usageError(
      `the state directory ${stateDir} is a file, not a directory (--state-dir, BATON_STATE_DIR)`
    );
  }
  return {
    io,
    args,
    settings,
    store: new LocalStore(stateDir),
    recipesDir: resolve2(io.cwd, settings.recipesPath ?? DEFAULT_RECIPES_PATH),
    // Only what the user pointed at: a cloned repository's `.github/baton.yml` may name a hooks-path,
    // and running `baton` there must not run that repository's code.
    hookDirs: cliHookDirs(raw.hooksPath, io.env, io.cwd),
    repoConfig
  };
}
function requireApiKey(ctx) {
  if (ctx.io.env.OPENAI_API_KEY || isLocalServer(ctx.settings.baseUrl)) return;
  const where = ctx.settings.baseUrl ?? "https://api.openai.com/v1";
  throw usageError(
    `OPENAI_API_KEY is not set; the model server at ${where} needs one (a server on this machine, e.g. --base-url http://localhost:11434/v1, does not)`
  );
}

export {
  cliContext,
  requireApiKey
};
