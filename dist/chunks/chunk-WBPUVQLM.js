#!/usr/bin/env node
import { createRequire as __batonCreateRequire, isBuiltin as __batonIsBuiltin } from 'node:module';
const __batonRequire = __batonCreateRequire(import.meta.url);
const __batonMissing = (id) => Object.assign(new Error("Cannot find module '" + id + "'"), { code: 'MODULE_NOT_FOUND' });
const require = Object.assign((id) => { if (__batonIsBuiltin(id)) return __batonRequire(id); throw __batonMissing(id); },
  { resolve: (id) => { if (__batonIsBuiltin(id)) return id; throw __batonMissing(id); } });
import {
  Conversation
} from "./chunk-2C65WREO.js";
import {
  cliHookDirs
} from "./chunk-OQWP77IT.js";
import {
  DEFAULT_RECIPES_PATH,
  isLocalServer,
  parseSettings
} from "./chunk-CGCA7TCK.js";
import {
  readLogContext
} from "./chunk-HDJGWXII.js";
import {
  knownContextWindow
} from "./chunk-HKLXVU43.js";
import {
  didYouMean
} from "./chunk-NBCA2KPO.js";
import {
  inputError,
  usageError
} from "./chunk-VA2UHLEW.js";

// src/cli/context.ts
import { statSync } from "node:fs";
import { resolve as resolve2 } from "node:path";

// src/adapters/local-store.ts
import { randomBytes } from "node:crypto";
import { readdir, rm, stat } from "node:fs/promises";
import { join, resolve } from "node:path";
var ID_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._-]{0,127}$/;
function validateConversationId(id) {
  if (!ID_PATTERN.test(id) || id.includes(".."))
    throw usageError(
      `invalid conversation id "${id}": use letters, digits, ".", "_" and "-" (up to 128), starting with a letter or digit`
    );
  return id;
}
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
  async open(id) {
    return Conversation.load(await this.existingSessionFile(id));
  }
  async create(id, repo) {
    if (await this.exists(id)) throw inputError(`conversation "${id}" already exists in ${this.root}`);
    return Conversation.create(this.sessionFile(id), id, repo);
  }
  async resume(id, _options, repo) {
    const resumed = await this.exists(id);
    const conversation = resumed ? await this.open(id) : await this.create(id, repo);
    return { conversation, resumed, unusable: 0, notices: [] };
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
      if (!ID_PATTERN.test(name)) continue;
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
  async sessions() {
    const out = [];
    for (const { id, mtimeMs } of await this.ids()) {
      const c = await readLogContext(this.sessionFile(id));
      out.push({
        id,
        entries: c.entries,
        tokens: c.tokens,
        updated_at: c.updatedAt || new Date(mtimeMs).toISOString()
      });
    }
    return out;
  }
};

// src/cli/context.ts
function legacyHookTimeout(ms) {
  const value = Number(ms);
  return ms && Number.isFinite(value) && value > 0 ? String(value / 1e3) : void 0;
}
function cliContext(args, io) {
  const o = args.options;
  const settings = parseSettings({
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
  });
  const stateDir = resolve2(io.cwd, o["state-dir"] ?? io.env.BATON_STATE_DIR ?? ".baton");
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
    hookDirs: cliHookDirs(settings.hooksPath, io.env, io.cwd),
    contextWindow: knownContextWindow(settings.model, settings.contextWindow)?.tokens
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
