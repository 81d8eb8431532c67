import { statSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { LocalStore } from "../adapters/local-store.ts";
import { applyConfig } from "../engine/config/merge.ts";
import type { RepoConfig } from "../engine/config/repo-config.ts";
import { usageError } from "../engine/errors.ts";
import { isLocalServer } from "../engine/model/local-server.ts";
import { DEFAULT_RECIPES_PATH, parseSettings, type Settings } from "../engine/settings.ts";
import { type RetryPolicy, retryPolicyFromEnv } from "../engine/util/retry-policy.ts";
import type { ParsedArgs } from "./args.ts";
import { COMMAND_SPECS } from "./commands/table.ts";
import { cliHookDirs } from "./hook-dirs.ts";
import type { CliIO } from "./io.ts";
import { readLocalConfig, readUserMcpServers } from "./repo-config.ts";

/** Everything a command needs, resolved once from flags and environment. */
export interface CliContext {
  io: CliIO;
  args: ParsedArgs;
  settings: Settings;
  store: LocalStore;
  recipesDir: string;
  /** Only hooks the user pointed at run: a cloned repository's hooks are not run by default. */
  hookDirs: string[];
  /** `.github/baton.yml` of the working folder; its settings are already in `settings`. */
  repoConfig: RepoConfig;
  /** Retries, timeouts and pacing of every call the command makes, the model's and GitHub's. */
  policy: RetryPolicy;
}

/** BATON_HOOK_TIMEOUT_MS, read as earlier versions documented it: milliseconds. */
function legacyHookTimeout(ms: string | undefined): string | undefined {
  const value = Number(ms);
  return ms && Number.isFinite(value) && value > 0 ? String(value / 1000) : undefined;
}

/**
 * The conversations of the repository the CLI runs in, wherever in it: the nearest `.baton` folder
 * from here up to the repository's root (the folder holding `.git`), else the root's; outside a
 * repository, `./.baton`. The home folder's `.baton` holds the user's hooks, never conversations.
 */
function repositoryStateDir(cwd: string, home: string | undefined): string {
  const isDir = (path: string) => statSync(path, { throwIfNoEntry: false })?.isDirectory() === true;
  const here = resolve(cwd, STATE_FOLDER);
  let nearest: string | undefined;
  for (let dir = resolve(cwd); ; dir = dirname(dir)) {
    if (!nearest && dir !== home && isDir(join(dir, STATE_FOLDER))) nearest = join(dir, STATE_FOLDER);
    if (statSync(join(dir, ".git"), { throwIfNoEntry: false }))
      return nearest ?? (dir === home ? here : join(dir, STATE_FOLDER));
    if (dirname(dir) === dir) return here;
  }
}

const STATE_FOLDER = ".baton";

export function cliContext(args: ParsedArgs, io: CliIO): CliContext {
  const o = args.options;
  const raw: Partial<Record<keyof Settings, string | undefined>> = {
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
    hookTimeout:
      o["hook-timeout"] ?? io.env.BATON_HOOK_TIMEOUT ?? legacyHookTimeout(io.env.BATON_HOOK_TIMEOUT_MS),
    shellSandbox: o["shell-sandbox"] ?? io.env.BATON_SHELL_SANDBOX,
    hooksSandbox: o["hooks-sandbox"] ? "true" : io.env.BATON_HOOKS_SANDBOX,
    recipesPath: o["recipes-path"],
    hooksPath: o["hooks-path"] ?? io.env.BATON_HOOKS_PATH,
  };
  // A flag or variable given wins over the repository's file; the file wins over the defaults.
  const given = new Set((Object.keys(raw) as (keyof Settings)[]).filter((key) => raw[key]));
  const warn = (m: string) => io.stderr(`warning: ${m}\n`);
  const lenient = COMMAND_SPECS[args.command ?? ""]?.readsOnly === true;
  const repoConfig = {
    ...readLocalConfig(io.cwd, warn, { lenient }),
    mcpServers: readUserMcpServers(io.env.HOME, warn, { lenient }),
  };
  const settings = applyConfig(parseSettings(raw), given, repoConfig);
  if (o["state-dir"] === "") throw usageError("--state-dir needs a folder");
  // An empty BATON_STATE_DIR (a CI variable that is not set) is unset, as every BATON_ variable is.
  const named = o["state-dir"] ?? (io.env.BATON_STATE_DIR || undefined);
  const stateDir = named !== undefined ? resolve(io.cwd, named) : repositoryStateDir(io.cwd, io.env.HOME);
  if (statSync(stateDir, { throwIfNoEntry: false })?.isDirectory() === false) {
    throw usageError(
      `the state directory ${stateDir} is a file, not a directory (--state-dir, BATON_STATE_DIR)`,
    );
  }
  return {
    io,
    args,
    settings,
    store: new LocalStore(stateDir),
    recipesDir: resolve(io.cwd, settings.recipesPath ?? DEFAULT_RECIPES_PATH),
    // Only what the user pointed at: a cloned repository's `.github/baton.yml` may name a hooks-path,
    // and running `baton` there must not run that repository's code.
    hookDirs: cliHookDirs(raw.hooksPath, io.env, io.cwd),
    repoConfig,
    policy: retryPolicyFromEnv(io.env),
  };
}

/**
 * Commands that call the model need a key, named before any request, unless
 * the server is on this machine (a local server needs none).
 */
export function requireApiKey(ctx: CliContext): void {
  if (ctx.io.env.OPENAI_API_KEY || isLocalServer(ctx.settings.baseUrl)) return;
  const where = ctx.settings.baseUrl ?? "https://api.openai.com/v1";
  throw usageError(
    `OPENAI_API_KEY is not set; the model server at ${where} needs one (a server on this machine, e.g. --base-url http://localhost:11434/v1, does not)`,
  );
}
