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
  COMMAND_SPECS
} from "./chunk-TCHTOWWM.js";
import {
  cliHookDirs
} from "./chunk-PM4AM5FU.js";
import {
  parseConfig,
  require_dist
} from "./chunk-ZGJSBKUJ.js";
import {
  CONFIG_PATH,
  EMPTY_CONFIG
} from "./chunk-YGW6KKTC.js";
import {
  Conversation,
  withLogLock
} from "./chunk-VRTERC6J.js";
import {
  mergeLogs
} from "./chunk-LKXSXHTS.js";
import {
  readLogContext
} from "./chunk-P476LJMF.js";
import {
  REWRITE_TRIES,
  createSessionFile,
  fileStamp,
  readSessionFile,
  replaceIfUnchanged
} from "./chunk-EBJBY5JQ.js";
import {
  isConversationId,
  validateConversationId
} from "./chunk-3CFVIEAH.js";
import {
  isLocalServer
} from "./chunk-CPJE2D24.js";
import {
  DEFAULT_RECIPES_PATH,
  parseSettings
} from "./chunk-IWIHM2BB.js";
import {
  storageFailure
} from "./chunk-GGSRGHFL.js";
import {
  retryPolicyFromEnv
} from "./chunk-IFZNVEUW.js";
import {
  didYouMean
} from "./chunk-HBY6AOVX.js";
import {
  BatonError,
  describeError,
  failure,
  inputError,
  usageError
} from "./chunk-VA2UHLEW.js";
import {
  __toESM
} from "./chunk-I5QNXST4.js";

// src/cli/context.ts
import { statSync } from "node:fs";
import { dirname as dirname2, join as join2, resolve as resolve3 } from "node:path";

// src/adapters/local-store.ts
import { randomBytes } from "node:crypto";
import { mkdir, open, readdir, rm, stat, writeFile } from "node:fs/promises";
import { dirname, join, resolve } from "node:path";
function newLocalConversationId() {
  return `local-${randomBytes(4).toString("hex")}`;
}
var LocalStore = class {
  root;
  constructor(stateDir) {
    this.root = resolve(stateDir);
  }
  sessionFile(id) {
    return join(this.root, validateConversationId(id), "session.jsonl");
  }
  async exists(id) {
    return stat(this.sessionFile(id)).then(
      (s) => s.isFile(),
      () => false
    );
  }
  /** The log of a conversation that must exist. */
  async existingSessionFile(id) {
    if (!await this.exists(id)) {
      const known = (await this.ids()).map((c) => c.id);
      throw inputError(`no conversation "${id}" in ${this.root}${didYouMean(id, known)}`);
    }
    return this.sessionFile(id);
  }
  /**
   * The conversation in `id`'s folder. Its log names the id it was started
   * as; a folder copied or renamed names another, and everything said of the
   * conversation (its folder, "resume with -c") must be the folder's: refused.
   */
  async open(id) {
    const conversation = await Conversation.load(await this.existingSessionFile(id));
    if (conversation.id !== id)
      throw inputError(
        `the log in ${join(this.root, id)} is conversation "${conversation.id}", not "${id}" (a copied or renamed folder): rename the folder back, or use -c ${conversation.id}`
      );
    return conversation;
  }
  /**
   * Throws a clear error unless the conversation's folder takes a write now
   * (a small probe file, removed at once) and its log opens for appending:
   * checked before any model call, so a full disk or a read-only folder
   * costs no tokens and names the folder.
   */
  async assertWritable(id) {
    const file = this.sessionFile(id);
    const probe = `${file}.write-check-${process.pid}-${randomBytes(4).toString("hex")}`;
    try {
      await mkdir(join(this.root, id), { recursive: true });
      await writeFile(probe, Buffer.alloc(4096));
      if (await this.exists(id)) await (await open(file, "a")).close();
    } catch (e) {
      throw storageFailure(e, file, `cannot save conversation "${id}"`);
    } finally {
      await rm(probe, { force: true }).catch(() => {
      });
    }
  }
  async create(id, repo) {
    if (await this.exists(id)) throw inputError(`conversation "${id}" already exists in ${this.root}`);
    return Conversation.create(this.sessionFile(id), id, repo);
  }
  /**
   * Merges a saved state into the local log by entry id (engine/log/merge-logs.ts) under the
   * log's lock, which every append takes too: an entry another process appends meanwhile waits
   * and lands in the merged log, never under it. The merged log replaces the old one only if
   * that is still the file it read: a pull stalled past the lock's stale time (a suspended
   * process, a sleeping laptop) may have lost the lock to a writer, whose entry would otherwise
   * go under the rename. Then, as when another process starts the log this one found missing,
   * the log is read and merged again. A torn last line is a dead writer's here and is kept.
   * Refused when the local log is another repository's.
   */
  async mergeIn(id, remote) {
    const file = this.sessionFile(id);
    await mkdir(dirname(file), { recursive: true }).catch((e) => {
      throw storageFailure(e, file, `cannot save conversation "${id}"`);
    });
    for (let tries = 1; ; tries++) {
      const done = await withLogLock(file, () => this.mergeOnce(id, file, remote));
      if (done) return done;
      if (tries === REWRITE_TRIES)
        throw failure(
          `${file} kept changing while it was merged (${REWRITE_TRIES} tries); nothing was lost, pull again`
        );
    }
  }
  /** One read, merge and replace under the lock; undefined when the log changed meanwhile. */
  async mergeOnce(id, file, remote) {
    const read = await fileStamp(file);
    const local = read ? await readSessionFile(file, { keepTornTail: true }) : void 0;
    const [ours, theirs] = [local?.header.repo, remote.header.repo];
    if (ours && theirs && ours !== theirs)
      throw inputError(
        `${this.root} holds a conversation ${id} of ${ours}, not ${theirs}: pull into another --state-dir`
      );
    const merged = mergeLogs(remote, local);
    if (read && local)
      return await replaceIfUnchanged(file, read, merged.header, merged.entries) ? { merged, local } : void 0;
    try {
      await createSessionFile(file, merged.header, merged.entries);
      return { merged };
    } catch (e) {
      if (await this.exists(id)) return void 0;
      throw e;
    }
  }
  /** Removes a conversation and its folder: for one this process created that holds nothing worth keeping. */
  async discard(id) {
    await rm(join(this.root, validateConversationId(id)), { recursive: true, force: true });
  }
  /** Ids of the stored conversations with the time their log last changed, newest first. */
  async ids() {
    const names = await readdir(this.root).catch(() => []);
    const found = [];
    for (const name of names) {
      if (!isConversationId(name)) continue;
      const s = await stat(join(this.root, name, "session.jsonl")).catch(() => void 0);
      if (s?.isFile()) found.push({ id: name, mtimeMs: s.mtimeMs });
    }
    return found.sort((a, b) => b.mtimeMs - a.mtimeMs || a.id.localeCompare(b.id));
  }
  /** `--follow`: the most recently updated conversation (by its log's modification time). */
  async follow() {
    const [newest] = await this.ids();
    if (!newest) throw inputError(`no conversations in ${this.root} to follow`);
    return newest.id;
  }
  /** Every conversation that can be read; one that cannot is told to `warn` and left out, never hides the rest. */
  async sessions(warn = () => {
  }) {
    const out = [];
    for (const { id, mtimeMs } of await this.ids()) {
      let c;
      try {
        c = await readLogContext(this.sessionFile(id));
      } catch (error) {
        warn(`conversation ${id} cannot be read, so it is not listed: ${describeError(error)}`);
        continue;
      }
      out.push({
        id,
        entries: c.entries,
        tokens: c.tokens,
        updated_at: c.updatedAt || new Date(mtimeMs).toISOString(),
        cost_usd: c.costUsd
      });
    }
    return out;
  }
};

// src/cli/repo-config.ts
var import_yaml = __toESM(require_dist(), 1);
import { readFileSync } from "node:fs";
import { resolve as resolve2 } from "node:path";
function readLocalConfig(cwd, warn, { lenient = false } = {}) {
  let text;
  try {
    text = readFileSync(resolve2(cwd, CONFIG_PATH), "utf8");
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
    text = readFileSync(resolve2(home, ".baton/config.yml"), "utf8");
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
  const here = resolve3(cwd, STATE_FOLDER);
  let nearest;
  for (let dir = resolve3(cwd); ; dir = dirname2(dir)) {
    if (!nearest && dir !== home && isDir(join2(dir, STATE_FOLDER))) nearest = join2(dir, STATE_FOLDER);
    if (statSync(join2(dir, ".git"), { throwIfNoEntry: false }))
      return nearest ?? (dir === home ? here : join2(dir, STATE_FOLDER));
    if (dirname2(dir) === dir) return here;
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
  const stateDir = named !== void 0 ? resolve3(io.cwd, named) : repositoryStateDir(io.cwd, io.env.HOME);
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
    recipesDir: resolve3(io.cwd, settings.recipesPath ?? DEFAULT_RECIPES_PATH),
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
  newLocalConversationId,
  cliContext,
  requireApiKey
};
