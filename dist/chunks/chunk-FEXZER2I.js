#!/usr/bin/env node
import { createRequire as __batonCreateRequire, isBuiltin as __batonIsBuiltin } from 'node:module';
const __batonRequire = __batonCreateRequire(import.meta.url);
const __batonMissing = (id) => Object.assign(new Error("Cannot find module '" + id + "'"), { code: 'MODULE_NOT_FOUND' });
const require = Object.assign((id) => { if (__batonIsBuiltin(id)) return __batonRequire(id); throw __batonMissing(id); },
  { resolve: (id) => { if (__batonIsBuiltin(id)) return id; throw __batonMissing(id); } });
import {
  spentUsd
} from "./chunk-EKGC4ZX6.js";
import {
  cachedMessageTokens,
  canCount,
  contextTokenBound,
  contextTokens,
  isCounted,
  loadTokenizer,
  rememberMessageTokens,
  rememberStoredTokens,
  tokenizerLoaded,
  tokenizerRequested,
  whenTokenizerLoaded
} from "./chunk-EFX2U36F.js";
import {
  INTERRUPTED_TOOL_RESULT,
  appendLine,
  buildContext,
  buildUnrepairedContext,
  createSessionFile,
  entryProblem,
  mergeLogs,
  parseEntryValue,
  parseKeepingUnknown,
  parseSession,
  parseSessionTail,
  readSessionFile,
  repairToolPairs,
  serializeLine,
  storageFailure,
  tempBeside,
  withLogLock,
  writeSessionFile
} from "./chunk-OVT2KLXP.js";
import {
  COVERING_ENTRY_TYPES,
  SessionHeaderSchema,
  known
} from "./chunk-SIO4KYN3.js";
import {
  MessageSchema
} from "./chunk-FGD5CW52.js";
import {
  array,
  boolean,
  literal,
  number,
  object,
  record,
  string,
  unknown
} from "./chunk-MAU3G4ES.js";
import {
  BatonError,
  describeError,
  failure,
  inputError,
  usageError
} from "./chunk-VA2UHLEW.js";
import {
  didYouMean
} from "./chunk-5NRPVDG4.js";

// src/engine/log/context-snapshot.ts
import { createHash } from "node:crypto";
import { open, readFile, rename, rm, writeFile } from "node:fs/promises";

// src/engine/log/id-filter.ts
var BITS_PER_ID = 20;
var HASHES = 14;
var IdFilter = class _IdFilter {
  constructor(bits) {
    this.bits = bits;
  }
  bits;
  static of(ids) {
    const list = [...ids];
    const filter = new _IdFilter(new Uint8Array(Math.max(8, Math.ceil(list.length * BITS_PER_ID / 8))));
    for (const id of list) filter.add(id);
    return filter;
  }
  static fromBase64(text) {
    const bits = Buffer.from(text, "base64");
    return bits.length >= 8 ? new _IdFilter(new Uint8Array(bits)) : void 0;
  }
  toBase64() {
    return Buffer.from(this.bits).toString("base64");
  }
  mayHave(id) {
    for (const bit of this.positions(id)) if (!(this.bits[bit >>> 3] & 1 << (bit & 7))) return false;
    return true;
  }
  add(id) {
    for (const bit of this.positions(id)) this.bits[bit >>> 3] |= 1 << (bit & 7);
  }
  /** Double hashing of two FNV-1a hashes (Kirsch–Mitzenmacher). */
  *positions(id) {
    const size = this.bits.length * 8;
    let h1 = 2166136261;
    let h2 = 16777619;
    for (let i = 0; i < id.length; i++) {
      const c = id.charCodeAt(i);
      h1 = Math.imul(h1 ^ c, 16777619) >>> 0;
      h2 = Math.imul(h2 ^ c, 1540483477) >>> 0;
    }
    for (let k = 0; k < HASHES; k++) yield (h1 + Math.imul(k, h2 | 1) >>> 0) % size;
  }
};

// src/engine/log/context-snapshot.ts
var SNAPSHOT_VERSION = 5;
var SnapshotSchema = object({
  version: literal(SNAPSHOT_VERSION),
  /** The bytes of the log the snapshot stands for (through the end of its last covering entry's line), by their digest. */
  prefix: object({ bytes: number().int().positive(), sha256: string() }),
  /** The header those bytes begin with, as read. */
  header: record(string(), unknown()),
  /** Lines in those bytes (header included), the entries they hold, and the last one's timestamp. */
  lines: number().int().positive(),
  entries: number().int().positive(),
  timestamp: string(),
  /** User messages in those entries (turn numbers go on from there). */
  userTurns: number().int().nonnegative(),
  /** Dollars the runs in those entries cost. */
  costUsd: number().nonnegative(),
  /** The last entry itself: the next one names it as its parent. */
  last: record(string(), unknown()),
  /** Every id in those bytes, so an entry after them cannot silently repeat one. */
  ids: string(),
  /** What a whole read warns about in those bytes, each without the log's path it starts with (the log may move). */
  warnings: array(string()),
  context: array(
    object({
      message: record(string(), unknown()),
      entryId: string().nullable(),
      summary: boolean().optional(),
      cover: string().optional(),
      tokens: number().int().nonnegative()
    })
  )
});
function snapshotFileOf(logFile) {
  return logFile.replace(/(\.jsonl)?$/, ".context-snapshot.json");
}
async function readLog(file, { counting = false } = {}) {
  const handle = await open(file, "r");
  try {
    const fast = await fromSnapshot(file, handle);
    if (fast) return fast;
    const bytes = await handle.readFile();
    const parsed = parseSession(bytes, file);
    rememberStoredTokens(parsed.entries);
    await writeSnapshotOnceCounted(file, bytes, parsed, counting);
    return {
      header: parsed.header,
      entries: parsed.entries,
      warnings: parsed.warnings,
      validLength: parsed.validLength
    };
  } finally {
    await handle.close();
  }
}
function readOlderEntries(older) {
  const parsed = parseSession(older.bytes, older.file);
  rememberStoredTokens(parsed.entries);
  return parsed.entries;
}
async function readLogContext(file) {
  const read = await readLog(file, { counting: true });
  const unrepaired = read.unrepaired ?? buildUnrepairedContext(read.entries);
  await countable(unrepaired);
  const messages = repairToolPairs(unrepaired);
  return {
    header: read.header,
    messages,
    tokens: contextTokens(messages),
    entries: (read.older?.count ?? 0) + read.entries.length,
    updatedAt: read.entries.at(-1)?.timestamp ?? read.older?.last.timestamp,
    costUsd: spentUsd(read.entries, read.older?.costUsd),
    warnings: read.warnings,
    read: read.older ? "snapshot" : "whole"
  };
}
async function fromSnapshot(file, handle) {
  const snapshot = await readSnapshot(snapshotFileOf(file));
  if (!snapshot) return void 0;
  const { size } = await handle.stat();
  const { prefix } = snapshot;
  if (size < prefix.bytes) return void 0;
  const older = await readAt(handle, 0, prefix.bytes);
  if (older.length < prefix.bytes || sha256(older) !== prefix.sha256) return void 0;
  const header = SessionHeaderSchema.safeParse(snapshot.header);
  const last = parseEntryValue(snapshot.last);
  const ids = IdFilter.fromBase64(snapshot.ids);
  if (!header.success || !last || !ids) return void 0;
  const context = [];
  for (const { tokens, message, ...m } of snapshot.context) {
    let kept;
    try {
      kept = parseKeepingUnknown(MessageSchema, message);
    } catch {
      return void 0;
    }
    rememberMessageTokens(kept, tokens);
    context.push({ ...m, message: kept });
  }
  const tailBytes = await readAt(handle, prefix.bytes, size - prefix.bytes);
  const tail = parseSessionTail(tailBytes, file, snapshot.lines, (id) => ids.mayHave(id));
  if (!tail || tail.entries.some((e) => COVERING_ENTRY_TYPES.has(e.type))) return void 0;
  rememberStoredTokens(tail.entries);
  for (const entry of tail.entries) {
    const e = known(entry);
    if (e?.type === "message") context.push({ message: e.message, entryId: e.id });
  }
  return {
    header: snapshot.header,
    entries: tail.entries,
    older: {
      file,
      bytes: older,
      count: snapshot.entries,
      userTurns: snapshot.userTurns,
      costUsd: snapshot.costUsd,
      last
    },
    unrepaired: context,
    warnings: [.../* @__PURE__ */ new Set([...snapshot.warnings.map((w) => `${file}${w}`), ...tail.warnings])],
    validLength: prefix.bytes + tail.validLength
  };
}
async function countable(messages) {
  if (messages.some((m) => !isCounted(m.message))) await loadTokenizer();
}
async function readSnapshot(path) {
  let text;
  try {
    text = await readFile(path, "utf8");
  } catch {
    return void 0;
  }
  const newline = text.indexOf("\n");
  const body = text.slice(newline + 1);
  if (newline < 0 || text.slice(0, newline) !== sha256(body)) return void 0;
  const parsed = SnapshotSchema.safeParse(parseJson(body));
  return parsed.success ? parsed.data : void 0;
}
async function writeSnapshotOnceCounted(file, bytes, parsed, counting) {
  const covered = coveredEntries(parsed);
  if (!covered) return;
  const built = buildUnrepairedContext(covered);
  if (counting) await countable(built);
  const write = () => writeSnapshot(file, bytes, parsed, covered, built).catch(() => {
  });
  if (built.every((m) => canCount(m.message))) await write();
  else void whenTokenizerLoaded().then(write);
}
function coveredEntries(parsed) {
  let last = -1;
  for (let i = parsed.entries.length - 1; i >= 0 && last < 0; i--)
    if (COVERING_ENTRY_TYPES.has(parsed.entries[i].type) && known(parsed.entries[i])) last = i;
  if (last < 0) return void 0;
  const covered = parsed.entries.slice(0, last + 1);
  const ids = new Set(covered.map((e) => e.id));
  for (const raw of covered) {
    const e = known(raw);
    const named = e?.type === "compaction" ? e.first_kept_entry_id : e?.type === "stack_pop" ? e.back_to_entry_id : null;
    if (named !== null && !ids.has(named)) return void 0;
  }
  return covered;
}
async function writeSnapshot(file, bytes, parsed, covered, built) {
  const last = covered.length - 1;
  const line = parsed.lineOf[last];
  const end = lineEnd(bytes, line);
  if (bytes[end - 1] !== 10) return;
  const warnings = parsed.warnings.filter((_, i) => parsed.warningLines[i] <= line);
  if (!warnings.every((w) => w.startsWith(file))) return;
  const context = built.map((m) => ({ ...m, tokens: cachedMessageTokens(m.message) }));
  const snapshot = {
    version: SNAPSHOT_VERSION,
    prefix: { bytes: end, sha256: sha256(bytes.subarray(0, end)) },
    header: parsed.header,
    lines: line + 1,
    entries: covered.length,
    timestamp: covered[last].timestamp,
    userTurns: covered.filter((e) => {
      const k = known(e);
      return k?.type === "message" && k.message.role === "user";
    }).length,
    costUsd: spentUsd(covered),
    last: covered[last],
    ids: IdFilter.of(covered.map((e) => e.id)).toBase64(),
    warnings: warnings.map((w) => w.slice(file.length)),
    context
  };
  const body = JSON.stringify(snapshot);
  const target = snapshotFileOf(file);
  const tmp = tempBeside(target);
  try {
    await writeFile(tmp, `${sha256(body)}
${body}`);
    await rename(tmp, target);
  } catch (e) {
    await rm(tmp, { force: true }).catch(() => {
    });
    throw e;
  }
}
function lineEnd(bytes, last) {
  let at = 0;
  for (let line = 0; line <= last; line++) {
    const nl = bytes.indexOf(10, at);
    at = nl < 0 ? bytes.length : nl + 1;
  }
  return at;
}
async function readAt(handle, position, length) {
  const buffer = Buffer.alloc(length);
  const { bytesRead } = await handle.read(buffer, 0, length, position);
  return buffer.subarray(0, bytesRead);
}
function sha256(bytes) {
  return createHash("sha256").update(bytes).digest("hex");
}
function parseJson(text) {
  try {
    return JSON.parse(text);
  } catch {
    return void 0;
  }
}

// src/adapters/local-store.ts
import { randomBytes as randomBytes2 } from "node:crypto";
import { mkdir, open as open2, readdir, rm as rm2, stat, writeFile as writeFile2 } from "node:fs/promises";
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
  static async create(file, id, repo, now = /* @__PURE__ */ new Date(), mergedThrough) {
    const header = { type: "session", version: 1, id, created_at: now.toISOString() };
    if (repo) header.repo = repo;
    if (mergedThrough !== void 0) header.merged_through = mergedThrough;
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
  /**
   * Appends an entry. `verify`, for entries made outside the engine (an
   * extension's): the entry is made plain JSON data first (it may hold class
   * instances, whose fields redaction would not see), and refused when it
   * would not read back as what it is. The engine's own entries are plain and
   * well formed already, and skip both.
   */
  async append(entry, now = this.clock(), options = {}) {
    const plain = options.verify ? JSON.parse(JSON.stringify(entry)) : entry;
    const written = this.redact ? this.redact(plain) : plain;
    const id = newEntryId();
    const timestamp = now.toISOString();
    const write = this.writing.then(async () => {
      const tokens = written.type === "message" ? await writtenTokens(written.message) : void 0;
      const full = {
        ...written,
        ...tokens !== void 0 ? { tokens } : {},
        id,
        parent_id: this.lastEntry?.id ?? null,
        timestamp
      };
      const problem = options.verify ? entryProblem(serializeLine(full).trimEnd()) : void 0;
      if (problem)
        throw inputError(`the entry of type "${String(full.type)}" would not read back: ${problem}`);
      await appendLine(this.file, full);
      this.log.push(full);
      this.applyToCache(full);
      return full;
    });
    this.writing = write.catch(() => {
    });
    return write;
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
    for (const m of messages) if (isPlaceholder(m)) placeholders.set(m.message.tool_call_id ?? "", m);
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
var isPlaceholder = (m) => m.entryId === null && m.cover === void 0 && m.message.role === "tool";
async function writtenTokens(message) {
  if (!canCount(message) && tokenizerRequested()) await loadTokenizer().catch(() => {
  });
  return canCount(message) ? cachedMessageTokens(message) : void 0;
}

// src/adapters/local-store.ts
var MERGE_TRIES = 3;
var sameFile = (a, b) => b !== void 0 && a.ino === b.ino && a.size === b.size && a.mtimeMs === b.mtimeMs;
var ID_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._-]{0,127}$/;
var isConversationId = (id) => ID_PATTERN.test(id) && !id.includes("..");
function validateConversationId(id) {
  if (!isConversationId(id))
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
    const probe = `${file}.write-check-${process.pid}-${randomBytes2(4).toString("hex")}`;
    try {
      await mkdir(join(this.root, id), { recursive: true });
      await writeFile2(probe, Buffer.alloc(4096));
      if (await this.exists(id)) await (await open2(file, "a")).close();
    } catch (e) {
      throw storageFailure(e, file, `cannot save conversation "${id}"`);
    } finally {
      await rm2(probe, { force: true }).catch(() => {
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
    await rm2(join(this.root, validateConversationId(id)), { recursive: true, force: true });
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

export {
  readLogContext,
  Conversation,
  validateConversationId,
  newLocalConversationId,
  LocalStore
};
