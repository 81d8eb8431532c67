#!/usr/bin/env node
import { createRequire as __batonCreateRequire, isBuiltin as __batonIsBuiltin } from 'node:module';
const __batonRequire = __batonCreateRequire(import.meta.url);
const __batonMissing = (id) => Object.assign(new Error("Cannot find module '" + id + "'"), { code: 'MODULE_NOT_FOUND' });
const require = Object.assign((id) => { if (__batonIsBuiltin(id)) return __batonRequire(id); throw __batonMissing(id); },
  { resolve: (id) => { if (__batonIsBuiltin(id)) return id; throw __batonMissing(id); } });
import {
  parseEntryValue,
  parseSession,
  parseSessionTail
} from "./chunk-CHLQVUUY.js";
import {
  buildUnrepairedContext,
  cachedMessageTokens,
  contextTokens,
  isCounted,
  loadTokenizer,
  rememberMessageTokens,
  rememberStoredTokens,
  repairToolPairs
} from "./chunk-LG45C5F7.js";
import {
  COVERING_ENTRY_TYPES,
  SessionHeaderSchema,
  known
} from "./chunk-DSNPJJ2I.js";
import {
  MessageSchema
} from "./chunk-5LY53PZF.js";
import {
  array,
  boolean,
  literal,
  number,
  object,
  record,
  string,
  unknown
} from "./chunk-KVWXH6U2.js";

// src/engine/log/context-snapshot.ts
import { createHash } from "node:crypto";
import { closeSync, openSync, readSync } from "node:fs";
import { open, readFile, rename, writeFile } from "node:fs/promises";

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
var SNAPSHOT_VERSION = 2;
var SnapshotSchema = object({
  version: literal(SNAPSHOT_VERSION),
  dev: number(),
  ino: number(),
  /** Bytes of the log the snapshot stands for: through the end of its last covering entry's line. */
  bytes: number().int().positive(),
  /** Lines in those bytes (header included), the entries they hold, and the last one's timestamp. */
  lines: number().int().positive(),
  entries: number().int().positive(),
  timestamp: string(),
  /** User messages in those entries (turn numbers go on from there). */
  userTurns: number().int().nonnegative(),
  /** The last entry itself: the next one names it as its parent. */
  last: record(string(), unknown()),
  header: object({ bytes: number().int().positive(), sha256: string() }),
  /** The last covered line: it must still be where the snapshot ends. */
  boundary: object({ bytes: number().int().positive(), sha256: string() }),
  /** Every id in those bytes, so an entry after them cannot silently repeat one. */
  ids: string(),
  warnings: array(string()),
  context: array(
    object({
      message: MessageSchema,
      entryId: string().nullable(),
      summary: boolean().optional(),
      tokens: number().int().nonnegative()
    })
  )
});
function snapshotFileOf(logFile) {
  return logFile.replace(/(\.jsonl)?$/, ".context-snapshot.json");
}
async function readLog(file) {
  const handle = await open(file, "r");
  try {
    const fast = await fromSnapshot(file, handle);
    if (fast) return fast;
    const bytes = await handle.readFile();
    const parsed = parseSession(bytes.toString("utf8"), file);
    rememberStoredTokens(parsed.entries);
    const stat = await handle.stat();
    await writeSnapshot(file, bytes, parsed, stat).catch(() => {
    });
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
  const handle = openSync(older.file, "r");
  try {
    const parsed = parseSession(readSyncAt(handle, 0, older.bytes).toString("utf8"), older.file);
    rememberStoredTokens(parsed.entries);
    return parsed.entries;
  } finally {
    closeSync(handle);
  }
}
async function readLogContext(file) {
  const read = await readLog(file);
  const unrepaired = read.unrepaired ?? buildUnrepairedContext(read.entries);
  await countable(unrepaired);
  const messages = repairToolPairs(unrepaired);
  return {
    header: read.header,
    messages,
    tokens: contextTokens(messages),
    entries: (read.older?.count ?? 0) + read.entries.length,
    updatedAt: read.entries.at(-1)?.timestamp ?? read.older?.last.timestamp,
    warnings: read.warnings,
    read: read.older ? "snapshot" : "whole"
  };
}
async function fromSnapshot(file, handle) {
  const snapshot = await readSnapshot(snapshotFileOf(file));
  if (!snapshot) return void 0;
  const stat = await handle.stat();
  if (stat.dev !== snapshot.dev || stat.ino !== snapshot.ino || stat.size < snapshot.bytes) return void 0;
  const head = await readAt(handle, 0, snapshot.header.bytes);
  const boundary = await readAt(handle, snapshot.bytes - snapshot.boundary.bytes, snapshot.boundary.bytes);
  if (sha256(head) !== snapshot.header.sha256 || sha256(boundary) !== snapshot.boundary.sha256)
    return void 0;
  const header = SessionHeaderSchema.safeParse(parseJson(head.toString("utf8")));
  const last = parseEntryValue(snapshot.last);
  if (!header.success || !last) return void 0;
  const tailBytes = await readAt(handle, snapshot.bytes, stat.size - snapshot.bytes);
  const ids = IdFilter.fromBase64(snapshot.ids);
  if (!ids) return void 0;
  let older;
  const seenBefore = (id) => {
    if (!ids.mayHave(id)) return false;
    if (!/^[\x20-\x7e]+$/.test(id) || /["\\]/.test(id) || id.startsWith("unreadable-")) return true;
    older ??= readSyncAt(handle.fd, 0, snapshot.bytes);
    return older.includes(JSON.stringify(id));
  };
  const tail = parseSessionTail(tailBytes.toString("utf8"), file, snapshot.lines, seenBefore);
  if (!tail || tail.entries.some((e) => COVERING_ENTRY_TYPES.has(e.type))) return void 0;
  const unrepaired = snapshot.context.map(({ tokens, ...m }) => {
    const message = m;
    rememberMessageTokens(message.message, tokens);
    return message;
  });
  rememberStoredTokens(tail.entries);
  for (const entry of tail.entries) {
    const e = known(entry);
    if (e?.type === "message") unrepaired.push({ message: e.message, entryId: e.id });
  }
  return {
    header: header.data,
    entries: tail.entries,
    older: { file, bytes: snapshot.bytes, count: snapshot.entries, userTurns: snapshot.userTurns, last },
    unrepaired,
    warnings: [.../* @__PURE__ */ new Set([...snapshot.warnings, ...tail.warnings])],
    validLength: snapshot.bytes + tail.validLength
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
  const parsed = SnapshotSchema.safeParse(parseJson(text));
  return parsed.success ? parsed.data : void 0;
}
async function writeSnapshot(file, bytes, parsed, stat) {
  let last = -1;
  for (let i = parsed.entries.length - 1; i >= 0 && last < 0; i--)
    if (COVERING_ENTRY_TYPES.has(parsed.entries[i].type) && known(parsed.entries[i])) last = i;
  if (last < 0) return;
  const line = parsed.lineOf[last];
  const ends = lineEnds(bytes, line);
  const covered = parsed.entries.slice(0, last + 1);
  const built = buildUnrepairedContext(covered);
  await countable(built);
  const context = built.map((m) => ({ ...m, tokens: cachedMessageTokens(m.message) }));
  const snapshot = {
    version: SNAPSHOT_VERSION,
    dev: stat.dev,
    ino: stat.ino,
    bytes: ends[line],
    lines: line + 1,
    entries: covered.length,
    timestamp: covered[last].timestamp,
    userTurns: covered.filter((e) => {
      const k = known(e);
      return k?.type === "message" && k.message.role === "user";
    }).length,
    last: covered[last],
    header: { bytes: ends[0], sha256: sha256(bytes.subarray(0, ends[0])) },
    boundary: {
      bytes: ends[line] - (line > 0 ? ends[line - 1] : 0),
      sha256: sha256(bytes.subarray(line > 0 ? ends[line - 1] : 0, ends[line]))
    },
    ids: IdFilter.of(covered.map((e) => e.id)).toBase64(),
    warnings: parsed.warnings.filter((_, i) => parsed.warningLines[i] <= line),
    context
  };
  const target = snapshotFileOf(file);
  const tmp = `${target}.${process.pid}.tmp`;
  await writeFile(tmp, JSON.stringify(snapshot));
  await rename(tmp, target);
}
function lineEnds(bytes, last) {
  const ends = [];
  let at = 0;
  for (let line = 0; line <= last; line++) {
    const nl = bytes.indexOf(10, at);
    at = nl < 0 ? bytes.length : nl + 1;
    ends.push(at);
  }
  return ends;
}
function readSyncAt(fd, position, length) {
  const buffer = Buffer.alloc(length);
  return buffer.subarray(0, readSync(fd, buffer, 0, length, position));
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
