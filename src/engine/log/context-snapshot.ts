/**
 * A snapshot of the built context at the log's last covering entry, so that
 * reading a long conversation's context costs what was appended since, not
 * the whole history.
 *
 * Messages appended after the last covering entry only extend the context
 * (see buildUnrepairedContext), so the context up to that entry plus the
 * messages after it is the context of the whole log. The snapshot is only a
 * cache, and never a wrong one: it names the bytes it stands for by their
 * SHA-256 (checked on every read by hashing those bytes, the one cost that
 * grows with the history: about 11 ms for 16 MB), never by size, inode or
 * mtime, which an edit in place or a file copied back can keep; it is sealed
 * by the SHA-256 of its own text, so a damaged snapshot is never believed;
 * and an entry after it whose id it cannot rule out as new (its Bloom filter
 * says "perhaps") makes the read whole. Anything that does not match, cannot
 * be read, or cannot be extended (a covering entry since) means one whole
 * read, which writes a fresh snapshot. None is written where the covered
 * part alone would read differently: a last line without its newline, or a
 * covering entry naming an entry after it. Its result always equals the
 * whole build, and the bytes it was checked against stay with the loaded
 * conversation, whatever happens to the file since.
 */
import { createHash } from "node:crypto";
import { type FileHandle, open, readFile, rename, rm, writeFile } from "node:fs/promises";
import * as z from "zod";
import { MessageSchema } from "../messages.ts";
import { buildUnrepairedContext, type ContextMessage, repairToolPairs } from "./context-builder.ts";
import {
  COVERING_ENTRY_TYPES,
  type Entry,
  known,
  type SessionHeader,
  SessionHeaderSchema,
} from "./entries.ts";
import { spentUsd } from "./history.ts";
import { IdFilter } from "./id-filter.ts";
import { parseKeepingUnknown } from "./keep-unknown.ts";
import {
  type ParsedSession,
  parseEntryValue,
  parseSession,
  parseSessionTail,
  tempBeside,
} from "./session-file.ts";
import {
  cachedMessageTokens,
  canCount,
  contextTokens,
  isCounted,
  loadTokenizer,
  rememberMessageTokens,
  rememberStoredTokens,
  whenTokenizerLoaded,
} from "./tokens.ts";

export interface LogContext {
  header: SessionHeader;
  /** What the model would see now, as Conversation.context() builds it. */
  messages: readonly ContextMessage[];
  tokens: number;
  /** Entries in the log (lines after the header that hold one). */
  entries: number;
  /** The last entry's timestamp. */
  updatedAt: string | undefined;
  /** Dollars the conversation's runs cost, as they recorded it. */
  costUsd: number;
  warnings: readonly string[];
  /** How the context was read: from a snapshot and the lines after it, or the whole log. */
  read: "snapshot" | "whole";
}

// 6: messages keep a tool call's reasoning_content, which a version 5 snapshot may have left out.
const SNAPSHOT_VERSION = 6;

const SnapshotSchema = z.object({
  version: z.literal(SNAPSHOT_VERSION),
  /** The bytes of the log the snapshot stands for (through the end of its last covering entry's line), by their digest. */
  prefix: z.object({ bytes: z.number().int().positive(), sha256: z.string() }),
  /** The header those bytes begin with, as read. */
  header: z.record(z.string(), z.unknown()),
  /** Lines in those bytes (header included), the entries they hold, and the last one's timestamp. */
  lines: z.number().int().positive(),
  entries: z.number().int().positive(),
  timestamp: z.string(),
  /** User messages in those entries (turn numbers go on from there). */
  userTurns: z.number().int().nonnegative(),
  /** Dollars the runs in those entries cost. */
  costUsd: z.number().nonnegative(),
  /** The last entry itself: the next one names it as its parent. */
  last: z.record(z.string(), z.unknown()),
  /** Every id in those bytes, so an entry after them cannot silently repeat one. */
  ids: z.string(),
  /** What a whole read warns about in those bytes, each without the log's path it starts with (the log may move). */
  warnings: z.array(z.string()),
  context: z.array(
    z.object({
      message: z.record(z.string(), z.unknown()),
      entryId: z.string().nullable(),
      summary: z.boolean().optional(),
      cover: z.string().optional(),
      tokens: z.number().int().nonnegative(),
    }),
  ),
});
type Snapshot = z.infer<typeof SnapshotSchema>;

/** Beside the log, named for it: `session.jsonl` → `session.context-snapshot.json`. */
export function snapshotFileOf(logFile: string): string {
  return logFile.replace(/(\.jsonl)?$/, ".context-snapshot.json");
}

/** What a read of a log found, through its snapshot when the snapshot still holds. */
export interface LogRead {
  header: SessionHeader;
  /** Every entry, or with `older` set, those after the snapshot. */
  entries: Entry[];
  /** The part of the log the snapshot stands for, not read yet: readOlderEntries() reads it. */
  older?: OlderEntries;
  /** The context before tool pairs are repaired, when the snapshot gave it without a build. */
  unrepaired?: ContextMessage[];
  warnings: string[];
  /** Bytes of the file that hold whole lines; a torn tail lies beyond. */
  validLength: number;
}

export interface OlderEntries {
  file: string;
  /**
   * The bytes the snapshot stands for, as read and checked at the load: the
   * file may be rewritten (a pull) or cut since, and these entries are the
   * ones the load found.
   */
  bytes: Buffer;
  count: number;
  userTurns: number;
  costUsd: number;
  last: Entry;
}

/**
 * Reads a log: through its snapshot when that still holds (the lines after it
 * are parsed and validated, the older ones left for readOlderEntries()),
 * otherwise whole, writing a fresh snapshot at its last covering entry.
 * `counting`: the caller counts the context anyway, so the tokenizer may be
 * loaded for the snapshot too.
 */
export async function readLog(file: string, { counting = false } = {}): Promise<LogRead> {
  const handle = await open(file, "r");
  try {
    const fast = await fromSnapshot(file, handle);
    if (fast) return fast;
    const bytes = await handle.readFile();
    const parsed = parseSession(bytes, file);
    rememberStoredTokens(parsed.entries);
    // A cache: a read-only state dir or a full disk costs the next read its speed, nothing else.
    await writeSnapshotOnceCounted(file, bytes, parsed, counting);
    return {
      header: parsed.header,
      entries: parsed.entries,
      warnings: parsed.warnings,
      validLength: parsed.validLength,
    };
  } finally {
    await handle.close();
  }
}

/** The entries a snapshot stands for, parsed and validated as a whole read would (rarely needed). */
export function readOlderEntries(older: OlderEntries): Entry[] {
  const parsed = parseSession(older.bytes, older.file);
  rememberStoredTokens(parsed.entries);
  return parsed.entries;
}

/** The context of the log in `file`, read through its snapshot when the snapshot still holds. */
export async function readLogContext(file: string): Promise<LogContext> {
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
    read: read.older ? "snapshot" : "whole",
  };
}

async function fromSnapshot(file: string, handle: FileHandle): Promise<LogRead | undefined> {
  const snapshot = await readSnapshot(snapshotFileOf(file));
  if (!snapshot) return undefined;
  const { size } = await handle.stat();
  const { prefix } = snapshot;
  if (size < prefix.bytes) return undefined;
  const older = await readAt(handle, 0, prefix.bytes);
  if (older.length < prefix.bytes || sha256(older) !== prefix.sha256) return undefined;
  const header = SessionHeaderSchema.safeParse(snapshot.header);
  const last = parseEntryValue(snapshot.last);
  const ids = IdFilter.fromBase64(snapshot.ids);
  if (!header.success || !last || !ids) return undefined;
  const context: ContextMessage[] = [];
  for (const { tokens, message, ...m } of snapshot.context) {
    let kept: ContextMessage["message"];
    try {
      kept = parseKeepingUnknown(MessageSchema, message);
    } catch {
      return undefined;
    }
    rememberMessageTokens(kept, tokens);
    context.push({ ...m, message: kept } as ContextMessage);
  }

  const tailBytes = await readAt(handle, prefix.bytes, size - prefix.bytes);
  // "Perhaps seen" is rare (about once in 15,000 ids): only a whole read can tell, whatever way the id is written.
  const tail = parseSessionTail(tailBytes, file, snapshot.lines, (id) => ids.mayHave(id));
  if (!tail || tail.entries.some((e) => COVERING_ENTRY_TYPES.has(e.type))) return undefined;

  rememberStoredTokens(tail.entries);
  for (const entry of tail.entries) {
    const e = known(entry);
    if (e?.type === "message") context.push({ message: e.message, entryId: e.id });
  }
  return {
    header: snapshot.header as SessionHeader,
    entries: tail.entries,
    older: {
      file,
      bytes: older,
      count: snapshot.entries,
      userTurns: snapshot.userTurns,
      costUsd: snapshot.costUsd,
      last,
    },
    unrepaired: context,
    warnings: [...new Set([...snapshot.warnings.map((w) => `${file}${w}`), ...tail.warnings])],
    validLength: prefix.bytes + tail.validLength,
  };
}

/** The tokenizer is loaded only when some message's count was not stored with it. */
async function countable(messages: readonly ContextMessage[]): Promise<void> {
  if (messages.some((m) => !isCounted(m.message))) await loadTokenizer();
}

/** The snapshot, when its text is whole: its first line is the SHA-256 of the rest. */
async function readSnapshot(path: string): Promise<Snapshot | undefined> {
  let text: string;
  try {
    text = await readFile(path, "utf8");
  } catch {
    return undefined;
  }
  const newline = text.indexOf("\n");
  const body = text.slice(newline + 1);
  if (newline < 0 || text.slice(0, newline) !== sha256(body)) return undefined;
  const parsed = SnapshotSchema.safeParse(parseJson(body));
  return parsed.success ? parsed.data : undefined;
}

/**
 * A snapshot at the last covering entry of a log read whole; none when it has
 * no covering entry. It holds exact counts: when some are not stored and the
 * tokenizer is not loaded, it is written once something loads it (a run does
 * once its first request is out), so a read never waits for the tokenizer.
 */
async function writeSnapshotOnceCounted(
  file: string,
  bytes: Buffer,
  parsed: ParsedSession,
  counting: boolean,
): Promise<void> {
  const covered = coveredEntries(parsed);
  if (!covered) return;
  const built = buildUnrepairedContext(covered);
  if (counting) await countable(built);
  const write = () => writeSnapshot(file, bytes, parsed, covered, built).catch(() => {});
  if (built.every((m) => canCount(m.message))) await write();
  else void whenTokenizerLoaded().then(write);
}

/**
 * The entries through the last covering one; undefined when there is none,
 * or when one of them names an entry outside them (a compaction keeping from
 * an entry written after it): the context of those entries alone would then
 * differ from theirs within the whole log.
 */
function coveredEntries(parsed: ParsedSession): Entry[] | undefined {
  let last = -1;
  for (let i = parsed.entries.length - 1; i >= 0 && last < 0; i--)
    if (COVERING_ENTRY_TYPES.has(parsed.entries[i]!.type) && known(parsed.entries[i])) last = i;
  if (last < 0) return undefined;
  const covered = parsed.entries.slice(0, last + 1);
  const ids = new Set(covered.map((e) => e.id));
  for (const raw of covered) {
    const e = known(raw);
    const named =
      e?.type === "compaction" ? e.first_kept_entry_id : e?.type === "stack_pop" ? e.back_to_entry_id : null;
    if (named !== null && !ids.has(named)) return undefined;
  }
  return covered;
}

async function writeSnapshot(
  file: string,
  bytes: Buffer,
  parsed: ParsedSession,
  covered: Entry[],
  built: ContextMessage[],
): Promise<void> {
  const last = covered.length - 1;
  const line = parsed.lineOf[last]!;
  const end = lineEnd(bytes, line);
  // A last line without its newline would take in whatever is appended to it: no snapshot ends there.
  if (bytes[end - 1] !== 0x0a) return;
  // Warnings are kept without the log's path, which a moved or copied log no longer has.
  const warnings = parsed.warnings.filter((_, i) => parsed.warningLines[i]! <= line);
  if (!warnings.every((w) => w.startsWith(file))) return;
  const context = built.map((m) => ({ ...m, tokens: cachedMessageTokens(m.message) }));
  const snapshot: Snapshot = {
    version: SNAPSHOT_VERSION,
    prefix: { bytes: end, sha256: sha256(bytes.subarray(0, end)) },
    header: parsed.header,
    lines: line + 1,
    entries: covered.length,
    timestamp: covered[last]!.timestamp,
    userTurns: covered.filter((e) => {
      const k = known(e);
      return k?.type === "message" && k.message.role === "user";
    }).length,
    costUsd: spentUsd(covered),
    last: covered[last]! as unknown as Record<string, unknown>,
    ids: IdFilter.of(covered.map((e: Entry) => e.id)).toBase64(),
    warnings: warnings.map((w) => w.slice(file.length)),
    context,
  };
  const body = JSON.stringify(snapshot);
  const target = snapshotFileOf(file);
  const tmp = tempBeside(target);
  try {
    await writeFile(tmp, `${sha256(body)}\n${body}`);
    await rename(tmp, target);
  } catch (e) {
    // A full disk must not keep a half-written temp file beside the log.
    await rm(tmp, { force: true }).catch(() => {});
    throw e;
  }
}

/** The byte offset just past the newline that ends line `last` (0-based). */
function lineEnd(bytes: Buffer, last: number): number {
  let at = 0;
  for (let line = 0; line <= last; line++) {
    const nl = bytes.indexOf(0x0a, at);
    at = nl < 0 ? bytes.length : nl + 1;
  }
  return at;
}

async function readAt(handle: FileHandle, position: number, length: number): Promise<Buffer> {
  const buffer = Buffer.alloc(length);
  const { bytesRead } = await handle.read(buffer, 0, length, position);
  return buffer.subarray(0, bytesRead);
}

function sha256(bytes: string | Uint8Array): string {
  return createHash("sha256").update(bytes).digest("hex");
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
