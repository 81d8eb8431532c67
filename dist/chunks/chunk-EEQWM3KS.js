#!/usr/bin/env node
import { createRequire as __batonCreateRequire, isBuiltin as __batonIsBuiltin } from 'node:module';
const __batonRequire = __batonCreateRequire(import.meta.url);
const __batonMissing = (id) => Object.assign(new Error("Cannot find module '" + id + "'"), { code: 'MODULE_NOT_FOUND' });
const require = Object.assign((id) => { if (__batonIsBuiltin(id)) return __batonRequire(id); throw __batonMissing(id); },
  { resolve: (id) => { if (__batonIsBuiltin(id)) return id; throw __batonMissing(id); } });
import {
  mergeLogs
} from "./chunk-3XK6JKBN.js";
import {
  readLog,
  readLogContext,
  readOlderEntries
} from "./chunk-DTXNZXJ3.js";
import {
  INTERRUPTED_TOOL_RESULT,
  buildContext,
  repairToolPairs
} from "./chunk-6ZBW3Z74.js";
import {
  cachedMessageTokens,
  canCount,
  contextTokenBound,
  contextTokens,
  isCounted,
  loadTokenizer,
  tokenizerLoaded,
  tokenizerRequested
} from "./chunk-HPSEE644.js";
import {
  appendLine,
  createSessionFile,
  readSessionFile,
  withLogLock,
  writeSessionFile
} from "./chunk-OYDLTNOT.js";
import {
  storageFailure
} from "./chunk-ITFW4L3R.js";
import {
  COVERING_ENTRY_TYPES,
  known
} from "./chunk-SIO4KYN3.js";
import {
  BatonError,
  failure,
  inputError,
  usageError
} from "./chunk-VA2UHLEW.js";
import {
  didYouMean
} from "./chunk-5NRPVDG4.js";

// src/adapters/local-store.ts
import { randomBytes as randomBytes2 } from "node:crypto";
import { mkdir, open, readdir, rm, stat, writeFile } from "node:fs/promises";
import { dirname, join, resolve } from "node:path";

// src/engine/log/conversation.ts
import { randomBytes } from "node:crypto";
function newEntryId() {
  return randomBytes(6).toString("hex");
}
var Conversation = class _Conversation {
  constructor(file, header, log, warnings, older) {
    this.file = file;
    this.header = header;
    this.log = log;
    this.warnings = warnings;
    this.older = older;
  }
  file;
  header;
  log;
  warnings;
  older;
  cached;
  /** Applied to every new entry before it is written: secrets never reach the log. */
  redact;
  /** When entries are written: the runtime's clock port (tests fix it). */
  clock = () => /* @__PURE__ */ new Date();
  writing = Promise.resolve();
  static async create(file, id, repo, now = /* @__PURE__ */ new Date()) {
    const header = { type: "session", version: 1, id, created_at: now.toISOString() };
    if (repo) header.repo = repo;
    await createSessionFile(file, header);
    return new _Conversation(file, header, [], []);
  }
  /**
   * Loads a log without writing to it: a torn tail may be another process's
   * line still being written, so it is left alone (the next append starts a
   * line of its own after it).
   */
  static async load(file) {
    const read = await readLog(file);
    const conversation = new _Conversation(file, read.header, read.entries, read.warnings, read.older);
    if (read.unrepaired) conversation.cache(repairToolPairs(read.unrepaired));
    return conversation;
  }
  get id() {
    return this.header.id;
  }
  /** The whole history (the older part read first, if it was left unread). */
  get entries() {
    if (this.older) {
      this.log = [...readOlderEntries(this.older), ...this.log];
      this.older = void 0;
    }
    return this.log;
  }
  get lastEntry() {
    return this.log.at(-1) ?? this.older?.last;
  }
  /** User messages in the whole log: the number of the latest user turn. */
  userTurns() {
    const recent = this.log.filter((raw) => {
      const e = known(raw);
      return e?.type === "message" && e.message.role === "user";
    }).length;
    return (this.older?.userTurns ?? 0) + recent;
  }
  async append(entry, now = this.clock()) {
    const written = this.redact ? this.redact(entry) : entry;
    const stamp = { id: newEntryId(), parent_id: this.lastEntry?.id ?? null, timestamp: now.toISOString() };
    const write = this.writing.then(async () => {
      const tokens = written.type === "message" ? await writtenTokens(written.message) : void 0;
      const full2 = {
        ...written,
        ...tokens !== void 0 ? { tokens } : {},
        ...stamp
      };
      await appendLine(this.file, full2);
      return full2;
    });
    this.writing = write.catch(() => {
    });
    const full = await write;
    this.log.push(full);
    this.applyToCache(full);
    return full;
  }
  /** What the model would see now. */
  context() {
    return this.ensureCache().messages;
  }
  contextMessages() {
    return this.context().map((m) => m.message);
  }
  /**
   * Tokens of the built context, known without a rebuild after a plain append.
   * Needs the tokenizer loaded while a count is unknown (tokens() waits for it).
   */
  contextTokens() {
    const cache = this.ensureCache();
    cache.tokens ??= contextTokens(cache.messages);
    return cache.tokens;
  }
  /** contextTokens(), loading the tokenizer first when a count is unknown. */
  async tokens() {
    if (!this.tokensKnown()) await loadTokenizer();
    return this.contextTokens();
  }
  /** Whether contextTokens() can answer now without the tokenizer being loaded. */
  tokensKnown() {
    const cache = this.ensureCache();
    return cache.tokens !== void 0 || tokenizerLoaded() || cache.messages.every((m) => isCounted(m.message));
  }
  /** At least contextTokens(), known without the tokenizer: the exact count once it is known. */
  contextTokenBound() {
    const cache = this.ensureCache();
    if (cache.tokens === void 0 && tokenizerLoaded()) return this.contextTokens();
    return cache.tokens ?? contextTokenBound(cache.messages);
  }
  /** Where the user's messages stand in the log: turn N (from 1, as `/pop N` counts) is at [N - 1]. */
  userTurnPositions() {
    const out = [];
    this.entries.forEach((raw, i) => {
      const e = known(raw);
      if (e?.type === "message" && e.message.role === "user") out.push(i);
    });
    return out;
  }
  /**
   * What recipes see as `conversation`: its id, the user turns in the context,
   * its tokens. The count is made when a template reads it; read before the
   * tokenizer is loaded, it calls `uncounted` and gives the bound (the caller
   * loads the tokenizer and renders again), so a recipe that never reads it
   * never waits for the tokenizer.
   */
  recipeView(uncounted) {
    const turns = this.context().filter((m) => m.message.role === "user" && !m.summary).length;
    const conversation = this;
    return {
      id: this.id,
      turns,
      get tokens() {
        if (uncounted && !conversation.tokensKnown()) {
          uncounted();
          return conversation.contextTokenBound();
        }
        return conversation.contextTokens();
      }
    };
  }
  /** Drops the cached context, e.g. after an extension changed what it covers. */
  invalidate() {
    this.cached = void 0;
  }
  ensureCache() {
    return this.cached ?? this.cache(buildContext(this.entries));
  }
  cache(messages) {
    const placeholders = /* @__PURE__ */ new Map();
    for (const m of messages)
      if (m.entryId === null && m.message.role === "tool") placeholders.set(m.message.tool_call_id ?? "", m);
    const counted = messages.every((m) => canCount(m.message));
    this.cached = { messages, tokens: counted ? contextTokens(messages) : void 0, placeholders };
    return this.cached;
  }
  /**
   * Brings the cached context up to date with one appended entry, as a
   * rebuild would have it (`repairToolPairs`): a call stands with a
   * placeholder result until its real result comes, right after it and the
   * results that came before; a result for no call waiting in the trailing
   * group is left out. A covering entry changes what stands before it: the
   * cache is dropped and the next read rebuilds.
   */
  applyToCache(entry) {
    const cache = this.cached;
    if (!cache) return;
    if (COVERING_ENTRY_TYPES.has(entry.type)) {
      this.cached = void 0;
      return;
    }
    if (entry.type !== "message") return;
    const message = entry.message;
    const add = (m, at = cache.messages.length) => {
      cache.messages.splice(at, 0, m);
      cache.tokens = cache.tokens !== void 0 && canCount(m.message) ? cache.tokens + cachedMessageTokens(m.message) : void 0;
    };
    if (message.role === "tool") {
      const id = message.tool_call_id ?? "";
      const placeholder = cache.placeholders.get(id);
      const at = placeholder ? cache.messages.lastIndexOf(placeholder) : -1;
      if (at < 0 || !cache.messages.slice(at).every((m) => m.message.role === "tool")) return;
      cache.placeholders.delete(id);
      cache.messages.splice(at, 1);
      if (cache.tokens !== void 0) cache.tokens -= cachedMessageTokens(placeholder.message);
      let before = at;
      while (before > 0 && isPlaceholder(cache.messages[before - 1])) before--;
      add({ message, entryId: entry.id }, before);
      return;
    }
    add({ message, entryId: entry.id });
    for (const call of message.role === "assistant" ? message.tool_calls ?? [] : []) {
      const placeholder = {
        message: { role: "tool", tool_call_id: call.id, content: INTERRUPTED_TOOL_RESULT },
        entryId: null
      };
      cache.placeholders.set(call.id, placeholder);
      add(placeholder);
    }
  }
};
var isPlaceholder = (m) => m.entryId === null && m.message.role === "tool";
async function writtenTokens(message) {
  if (!canCount(message) && tokenizerRequested()) await loadTokenizer().catch(() => {
  });
  return canCount(message) ? cachedMessageTokens(message) : void 0;
}

// src/adapters/local-store.ts
var MERGE_TRIES = 3;
var sameFile = (a, b) => b !== void 0 && a.ino === b.ino && a.size === b.size && a.mtimeMs === b.mtimeMs;
var ID_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._-]{0,127}$/;
function validateConversationId(id) {
  if (!ID_PATTERN.test(id) || id.includes(".."))
    throw usageError(
      `invalid conversation id "${id}": use letters, digits, ".", "_" and "-" (up to 128), starting with a letter or digit`
    );
  return id;
}
function newLocalConversationId() {
  return `local-${randomBytes2(4).toString("hex")}`;
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
      const known2 = (await this.ids()).map((c) => c.id);
      throw inputError(`no conversation "${id}" in ${this.root}${didYouMean(id, known2)}`);
    }
    return this.sessionFile(id);
  }
  async open(id) {
    return Conversation.load(await this.existingSessionFile(id));
  }
  /**
   * Throws a clear error unless the conversation's folder takes a write now
   * (a small probe file, removed at once) and its log opens for appending:
   * checked before any model call, so a full disk or a read-only folder
   * costs no tokens and names the folder.
   */
  async assertWritable(id) {
    const file = this.sessionFile(id);
    const probe = `${file}.write-check-${process.pid}-${randomBytes2(4).toString("hex")}`;
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
  async load(id, _options, repo) {
    let resumed = await this.exists(id);
    let conversation;
    try {
      conversation = resumed ? await this.open(id) : await this.create(id, repo);
    } catch (e) {
      if (resumed || !(e instanceof BatonError) || !await this.exists(id)) throw e;
      conversation = await this.open(id);
      resumed = true;
    }
    return { conversation, resumed, unusable: 0, notices: [] };
  }
  /**
   * The log is the saved state here: every entry is appended to it as it is
   * made, by whichever process made it, so there is nothing left to merge.
   */
  async save(id) {
    const file = await this.existingSessionFile(id);
    const { entries } = await readLogContext(file);
    return { where: file, entries, notices: [] };
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
      if (tries === MERGE_TRIES)
        throw failure(
          `${file} kept changing while it was merged (${MERGE_TRIES} tries); nothing was lost, pull again`
        );
    }
  }
  /** One read, merge and replace under the lock; undefined when the log changed meanwhile. */
  async mergeOnce(id, file, remote) {
    const read = await stat(file).catch(() => void 0);
    const local = read ? await readSessionFile(file, { keepTornTail: true }) : void 0;
    const [ours, theirs] = [local?.header.repo, remote.header.repo];
    if (ours && theirs && ours !== theirs)
      throw inputError(
        `${this.root} holds a conversation ${id} of ${ours}, not ${theirs}: pull into another --state-dir`
      );
    const merged = mergeLogs(remote, local);
    if (read && local) {
      const changed = failure(`${file} changed while it was merged`);
      try {
        await writeSessionFile(file, merged.header, merged.entries, async () => {
          if (!sameFile(read, await stat(file).catch(() => void 0))) throw changed;
        });
      } catch (e) {
        if (e === changed) return void 0;
        throw e;
      }
      return { merged, local };
    }
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
        updated_at: c.updatedAt || new Date(mtimeMs).toISOString(),
        cost_usd: c.costUsd
      });
    }
    return out;
  }
};

export {
  Conversation,
  validateConversationId,
  newLocalConversationId,
  LocalStore
};
