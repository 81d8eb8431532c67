#!/usr/bin/env node
import { createRequire as __batonCreateRequire, isBuiltin as __batonIsBuiltin } from 'node:module';
const __batonRequire = __batonCreateRequire(import.meta.url);
const __batonMissing = (id) => Object.assign(new Error("Cannot find module '" + id + "'"), { code: 'MODULE_NOT_FOUND' });
const require = Object.assign((id) => { if (__batonIsBuiltin(id)) return __batonRequire(id); throw __batonMissing(id); },
  { resolve: (id) => { if (__batonIsBuiltin(id)) return id; throw __batonMissing(id); } });
import {
  spentUsd
} from "./chunk-T2KRTBNV.js";
import {
  cachedMessageTokens,
  canCount,
  contextTokens,
  isCounted,
  loadTokenizer,
  rememberMessageTokens,
  rememberStoredTokens,
  whenTokenizerLoaded
} from "./chunk-PH4XEHJT.js";
import {
  buildUnrepairedContext,
  repairToolPairs
} from "./chunk-B4WSINGS.js";
import {
  parseEntryValue,
  parseKeepingUnknown,
  parseSession,
  parseSessionTail,
  tempBeside
} from "./chunk-EBJBY5JQ.js";
import {
  COVERING_ENTRY_TYPES,
  SessionHeaderSchema,
  known
} from "./chunk-HRV54FJ4.js";
import {
  MessageSchema
} from "./chunk-YU4EEEZD.js";
import {
  array,
  boolean,
  literal,
  number,
  object,
  record,
  string,
  unknown
} from "./chunk-FLXSCLV4.js";

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
var SNAPSHOT_VERSION = 6;
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

export {
  readLog,
  readOlderEntries,
  readLogContext
};
