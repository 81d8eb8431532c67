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
  parseConfig,
  require_dist
} from "./chunk-SKPZBOUS.js";
import {
  CONFIG_PATH,
  EMPTY_CONFIG
} from "./chunk-I6JMSEZS.js";
import {
  COMMAND_SPECS,
  cliHookDirs
} from "./chunk-OO7BSJG6.js";
import {
  isLocalServer
} from "./chunk-CPJE2D24.js";
import {
  DEFAULT_RECIPES_PATH,
  parseSettings
} from "./chunk-35HWF4OL.js";
import {
  retryPolicyFromEnv
} from "./chunk-3ZNXFRB6.js";
import {
  LocalStore
} from "./chunk-7WXGF3UW.js";
import {
  BatonError,
  describeError,
  usageError
} from "./chunk-NC3SHA7Q.js";
import {
  __toESM
} from "./chunk-I5QNXST4.js";

// src/cli/context.ts
import { statSync } from "node:fs";
import { dirname, join, resolve as resolve2 } from "node:path";

// src/cli/repo-config.ts
var import_yaml = __toESM(require_dist(), 1);
import { readFileSync } from "node:fs";
import { resolve } from "node:path";
function readLocalConfig(cwd, warn, { lenient = false } = {}) {
  let text;
  try {
    text = readFileSync(resolve(cwd, CONFIG_PATH), "utf8");
  } catch (error) {
    if (error.code === "ENOENT") return EMPTY_CONFIG;
    const problem = `cannot read ${CONFIG_PATH}: ${describeError(error)}`;
    if (!lenient) throw usageError(problem);
    warn(`${problem}; going on without its settings`);
    return EMPTY_CONFIG;
  }
  let parsed;
  try {
    parsed = parseConfig(text);
  } catch (error) {
    if (!lenient || !(error instanceof BatonError)) throw error;
    for (const line of error.message.split("\n")) warn(line);
    warn(`${CONFIG_PATH} has errors: going on without its settings`);
    return EMPTY_CONFIG;
  }
  const { warnings } = parsed;
  let { config } = parsed;
  for (const warning of warnings) warn(warning);
  if (Object.keys(config.mcpServers).length > 0) {
    warn(
      `${CONFIG_PATH}: mcp_servers is ignored here: the CLI starts only the MCP servers of ${USER_CONFIG} (a cloned repository or a program could have written this file)`
    );
    config = { ...config, mcpServers: {} };
  }
  const { shellSandbox, ...settings } = config.settings;
  if (shellSandbox === void 0) return config;
  warn(
    `${CONFIG_PATH}: "shell-sandbox: ${shellSandbox}" is ignored here: the CLI takes it only from --shell-sandbox or BATON_SHELL_SANDBOX (a program could have written the file)`
  );
  return { ...config, settings };
}
var USER_CONFIG = "~/.baton/config.yml";
function readUserMcpServers(home, warn, { lenient = false } = {}) {
  if (!home) return {};
  let text;
  let parsed;
  try {
    text = readFileSync(resolve(home, ".baton/config.yml"), "utf8");
    parsed = parseConfig(text, USER_CONFIG);
  } catch (error) {
    if (error.code === "ENOENT") return {};
    const problem = error instanceof BatonError ? error.message : `cannot read ${USER_CONFIG}: ${describeError(error)}`;
    if (!lenient) throw error instanceof BatonError ? error : usageError(problem);
    for (const line of problem.split("\n")) warn(line);
    warn(`${USER_CONFIG} has errors: going on without its MCP servers`);
    return {};
  }
  const { config, warnings } = parsed;
  for (const warning of warnings) warn(warning);
  const others = Object.keys((0, import_yaml.parse)(text) ?? {}).filter((key) => key !== "mcp_servers");
  if (others.length > 0)
    warn(
      `${USER_CONFIG}: only mcp_servers is read from this file; ${others.join(", ")} ${others.length === 1 ? "belongs" : "belong"} in .github/baton.yml or the flags`
    );
  return config.mcpServers;
}

// src/cli/context.ts
function legacyHookTimeout(ms) {
  const value = Number(ms);
  return ms && Number.isFinite(value) && value > 0 ? String(value / 1e3) : void 0;
}
function repositoryStateDir(cwd, home) {
  const isDir = (path) => statSync(path, { throwIfNoEntry: false })?.isDirectory() === true;
  const here = resolve2(cwd, STATE_FOLDER);
  let nearest;
  for (let dir = resolve2(cwd); ; dir = dirname(dir)) {
    if (!nearest && dir !== home && isDir(join(dir, STATE_FOLDER))) nearest = join(dir, STATE_FOLDER);
    if (statSync(join(dir, ".git"), { throwIfNoEntry: false }))
      return nearest ?? (dir === home ? here : join(dir, STATE_FOLDER));
    if (dirname(dir) === dir) return here;
  }
}
var STATE_FOLDER = ".baton";
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
    hooksSandbox: o["hooks-sandbox"] ? "true" : io.env.BATON_HOOKS_SANDBOX,
    recipesPath: o["recipes-path"],
    hooksPath: o["hooks-path"] ?? io.env.BATON_HOOKS_PATH
  };
  const given = new Set(Object.keys(raw).filter((key) => raw[key]));
  const warn = (m) => io.stderr(`warning: ${m}
`);
  const lenient = COMMAND_SPECS[args.command ?? ""]?.readsOnly === true;
  const repoConfig = {
    ...readLocalConfig(io.cwd, warn, { lenient }),
    mcpServers: readUserMcpServers(io.env.HOME, warn, { lenient })
  };
  const settings = applyConfig(parseSettings(raw), given, repoConfig);
  if (o["state-dir"] === "") throw usageError("--state-dir needs a folder");
  const named = o["state-dir"] ?? (io.env.BATON_STATE_DIR || void 0);
  const stateDir = named !== void 0 ? resolve2(io.cwd, named) : repositoryStateDir(io.cwd, io.env.HOME);
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
    repoConfig,
    policy: retryPolicyFromEnv(io.env)
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
