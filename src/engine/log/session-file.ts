import { createHash, randomBytes } from "node:crypto";
import { link, mkdir, open, readFile, rename, rm, stat, unlink } from "node:fs/promises";
import { dirname } from "node:path";
import { failure, inputError } from "../errors.ts";
import { describeIssues } from "../util/text.ts";
import {
  type Entry,
  isUnknownEntry,
  KNOWN_ENTRY_TYPES,
  KnownEntrySchema,
  type SessionHeader,
  SessionHeaderSchema,
  UnknownEntrySchema,
} from "./entries.ts";
import { parseKeepingUnknown } from "./keep-unknown.ts";
import { storageFailure } from "./storage-errors.ts";

export interface ParsedSession {
  header: SessionHeader;
  entries: Entry[];
  /** Things the reader should hear about once: a torn tail, unknown entry types. */
  warnings: string[];
  /** Bytes of the file that hold whole lines; a torn tail lies beyond. */
  validLength: number;
  /** The 0-based line each entry was read from (the header is line 0). */
  lineOf: number[];
  /** Where each warning was found (its 0-based line; a torn tail's is Infinity), in the order of `warnings`. */
  warningLines: number[];
}

/** Deeper JSON is not walked (parsing, validating or writing it would recurse that deep). */
export const MAX_ENTRY_DEPTH = 256;

const BOM = Buffer.from([0xef, 0xbb, 0xbf]);

/**
 * The line an object was read from, on objects read unchanged: written
 * back, such an entry is its original bytes, whatever its key order, escapes
 * or fields this version does not know. A hidden property (not enumerable,
 * not copied, not compared), cheaper than a WeakMap over every entry.
 */
const READ_LINE = Symbol("line read");

function rememberLine(value: object, line: string): void {
  Object.defineProperty(value, READ_LINE, { value: line });
}

/**
 * Parses session.jsonl, leniently: saved state outlives versions. A UTF-8
 * byte order mark before the header is skipped. A torn last line (a process
 * killed mid-write, or another one still writing it) is left out with a
 * warning. Any other line this version cannot interpret — not JSON, nested
 * deeper than MAX_ENTRY_DEPTH, a known type in a form it cannot read, a
 * repeated id — is kept byte for byte as an unreadable entry, left out of
 * the context, carried into every later save, and named once in a warning.
 * Only a log without a valid header is refused. Offsets are in bytes of the
 * input, so invalid UTF-8 cannot shift them. `keepTornTail`: for a reader
 * holding the log's lock, which no writer is still in, so a torn last line
 * is a dead writer's and is kept as an unreadable line like any other.
 */
export function parseSession(
  input: string | Uint8Array,
  file: string,
  options: { keepTornTail?: boolean } = {},
): ParsedSession {
  const bytes = asBuffer(input);
  const start = startsWithBom(bytes) ? BOM.length : 0;
  const { lines, validLength, tornWarning } = splitLines(bytes, file, start, options.keepTornTail);
  if (lines.length === 0 || lines[0]!.trim() === "")
    throw inputError(`${file}: empty session log (no header line)`);
  const header = parseLine(
    lines[0]!,
    file,
    1,
    (v) => parseKeepingUnknown(SessionHeaderSchema, v),
    "session header",
  );
  // Without seenBefore the reader never gives up.
  const read = readEntryLines(lines, { file, from: 1 })!;
  if (tornWarning) {
    read.warnings.push(tornWarning);
    read.warningLines.push(Number.POSITIVE_INFINITY);
  }
  return { header, ...read, validLength };
}

/**
 * Entry lines that follow a part of the log read before (a context
 * snapshot's): `firstLine` is the line number of the first of them, and
 * `seenBefore` says whether an id may already be taken by an entry before
 * them. An id it cannot rule out makes the reader give up (undefined): only a
 * whole read can tell a repeated id from a new one. `validLength` counts from
 * the start of `input`.
 */
export function parseSessionTail(
  input: Uint8Array,
  file: string,
  firstLine: number,
  seenBefore: (id: string) => boolean,
): Omit<ParsedSession, "header"> | undefined {
  const { lines, validLength, tornWarning } = splitLines(asBuffer(input), file, 0);
  const read = readEntryLines(lines, { file, from: 0, lineOffset: firstLine, seenBefore });
  if (!read) return undefined;
  if (tornWarning) {
    read.warnings.push(tornWarning);
    read.warningLines.push(Number.POSITIVE_INFINITY);
  }
  return { ...read, validLength };
}

function asBuffer(input: string | Uint8Array): Buffer {
  if (typeof input === "string") return Buffer.from(input, "utf8");
  return Buffer.isBuffer(input) ? input : Buffer.from(input.buffer, input.byteOffset, input.byteLength);
}

export function startsWithBom(bytes: Uint8Array): boolean {
  return bytes.length >= 3 && bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf;
}

/**
 * The whole lines of a log, decoded from `start`; a torn last line is dropped
 * and named. The cut is found on bytes (the last newline), never on decoded
 * text, where an invalid byte stands for three.
 */
function splitLines(bytes: Buffer, file: string, start: number, keepTornTail = false) {
  let end = bytes.length;
  let tornWarning: string | undefined;
  const lastNewline = bytes.lastIndexOf(0x0a);
  if (!keepTornTail && end > start && lastNewline !== end - 1) {
    const lineStart = Math.max(lastNewline + 1, start);
    const last = bytes.toString("utf8", lineStart, end);
    // Too deep to parse is not the same as cut off: such a line is kept, not dropped.
    if (jsonDepth(last) <= MAX_ENTRY_DEPTH && !isJson(last)) {
      tornWarning = `${file}: the last line was cut off mid-write and was left out (${end - lineStart} bytes)`;
      end = lineStart;
    }
  }
  const text = bytes.toString("utf8", start, end);
  const lines = text.split("\n");
  if (text.endsWith("\n") || text === "") lines.pop();
  return { lines, validLength: end, tornWarning };
}

/** Entries of `lines` from index `from`; undefined as soon as `seenBefore` claims an id. */
function readEntryLines(
  lines: readonly string[],
  o: { file: string; from: number; lineOffset?: number; seenBefore?: (id: string) => boolean },
): Omit<ParsedSession, "header" | "validLength"> | undefined {
  const offset = o.lineOffset ?? 0;
  const entries: Entry[] = [];
  const lineOf: number[] = [];
  const warnings: string[] = [];
  const warningLines: number[] = [];
  const warn = (line: number, text: string) => {
    warnings.push(text);
    warningLines.push(line);
  };
  const unknownTypes = new Set<string>();
  const seen = new Set<string>();
  for (let i = o.from; i < lines.length; i++) {
    const line = lines[i]!;
    if (line.trim() === "") continue;
    const read = readEntry(line);
    let entry = read.entry;
    let problem = read.problem;
    if (entry && o.seenBefore?.(entry.id)) return undefined;
    if (entry && seen.has(entry.id)) problem = `a second entry with id "${entry.id}"`;
    if (problem !== undefined || !entry) {
      entry = unreadable(line);
      if (o.seenBefore?.(entry.id)) return undefined;
      // The same bytes twice are one entry kept once.
      if (seen.has(entry.id)) continue;
      warn(
        i + offset,
        `${o.file}:${i + offset + 1}: ${problem}; the line is kept as it is and left out of the context`,
      );
    }
    seen.add(entry.id);
    if (isUnknownEntry(entry) && problem === undefined && !unknownTypes.has(entry.type)) {
      unknownTypes.add(entry.type);
      warn(i + offset, `${o.file}: entries of unknown type "${entry.type}" are kept but ignored`);
    }
    entries.push(entry);
    lineOf.push(i + offset);
  }
  return { entries, lineOf, warnings, warningLines };
}

/** A JSON value as an entry of this version, or undefined when it is not one. */
export function parseEntryValue(value: unknown): Entry | undefined {
  try {
    return parseEntry(value);
  } catch {
    return undefined;
  }
}

/** The entry, with every field it holds, known to this version or not; the value itself when it is read unchanged. */
function parseEntry(value: unknown): Entry {
  const type = (value as { type?: unknown } | null)?.type;
  if (typeof type === "string" && KNOWN_ENTRY_TYPES.has(type))
    return parseKeepingUnknown(KnownEntrySchema, value) as Entry;
  return { ...UnknownEntrySchema.parse(value), unknown: true } as Entry;
}

/** One entry line, or why it cannot be read. Never throws, never recurses deeper than MAX_ENTRY_DEPTH. */
function readEntry(line: string): { entry?: Entry; problem?: string } {
  const depth = jsonDepth(line);
  if (depth > MAX_ENTRY_DEPTH)
    return { problem: `nested ${depth} levels deep (at most ${MAX_ENTRY_DEPTH} are read)` };
  let value: unknown;
  try {
    value = JSON.parse(line);
  } catch (e) {
    return { problem: `not valid JSON (${(e as Error).message})` };
  }
  let entry: Entry;
  try {
    entry = parseEntry(value);
  } catch (e) {
    return { problem: `invalid entry: ${zodProblems(e)}` };
  }
  if (entry === value || isUnknownEntry(entry)) rememberLine(entry, line);
  return { entry };
}

/** Why a written line would not read back as the entry it is, if it would not. */
export function entryProblem(line: string): string | undefined {
  return readEntry(line).problem;
}

/** An entry for a line kept as it is; its id is made of its bytes, so every run names it alike. */
function unreadable(line: string): Entry {
  const id = `unreadable-${createHash("sha256").update(line).digest("hex").slice(0, 16)}`;
  return {
    id,
    parent_id: null,
    timestamp: "",
    type: "unreadable",
    unknown: "unreadable",
    raw: line,
  } as Entry;
}

/** How deep brackets nest in a JSON text, outside strings: one pass, no recursion. */
export function jsonDepth(text: string): number {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c) i++;
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x5b || c === 0x7b) deepest = Math.max(deepest, ++depth);
    else if (c === 0x5d || c === 0x7d) depth--;
  }
  return deepest;
}

function parseLine<T>(line: string, file: string, lineNo: number, parse: (v: unknown) => T, what: string): T {
  let value: unknown;
  try {
    value = JSON.parse(line);
  } catch (e) {
    throw inputError(`${file}:${lineNo}: not valid JSON (${(e as Error).message})`);
  }
  let parsed: T;
  try {
    parsed = parse(value);
  } catch (e) {
    throw inputError(`${file}:${lineNo}: invalid ${what}: ${zodProblems(e)}`);
  }
  if (parsed === value) rememberLine(parsed as object, line);
  return parsed;
}

function zodProblems(e: unknown): string {
  const issues = (e as { issues?: { path: PropertyKey[]; message: string }[] }).issues;
  return issues ? describeIssues(issues) : String(e);
}

function isJson(line: string): boolean {
  try {
    JSON.parse(line);
    return true;
  } catch {
    return false;
  }
}

export async function readSessionFile(
  file: string,
  options: { keepTornTail?: boolean } = {},
): Promise<ParsedSession> {
  let bytes: Buffer;
  try {
    bytes = await readFile(file);
  } catch (e) {
    throw inputError(`${file}: cannot read the session log (${(e as NodeJS.ErrnoException).code ?? e})`, e);
  }
  return parseSession(bytes, file, options);
}

export function serializeLine(value: unknown): string {
  // An entry read unchanged goes back as the bytes it was read from (a line that could not be read, too).
  const read = (value as { [READ_LINE]?: string })[READ_LINE];
  if (read !== undefined) return `${read}\n`;
  const { unknown: marker, ...rest } = value as Record<string, unknown>;
  if (marker === "unreadable" && typeof rest.raw === "string") return `${rest.raw}\n`;
  return `${JSON.stringify(rest)}\n`;
}

/**
 * The log file as a writer last saw it: another process's append or a log
 * renamed over it (a merge) changes it. Undefined when there is no file.
 */
export async function fileStamp(file: string): Promise<string | undefined> {
  const s = await stat(file).catch(() => undefined);
  return s && `${s.ino}:${s.size}:${s.mtimeMs}`;
}

/**
 * Appends one entry as one write of a whole line to a file opened with
 * O_APPEND, so lines of several processes never mix; the caller holds the
 * log's lock. A log that does not end with a newline (a writer killed
 * mid-line, or a last line written without one) gets one first: the next
 * entry starts on a line of its own, and the bytes before it are kept, never
 * cut. Gives the file's stamp after the write.
 */
export async function appendLine(file: string, value: unknown): Promise<string> {
  const line = Buffer.from(serializeLine(value), "utf8");
  const handle = await open(file, "a+").catch((e) => {
    throw storageFailure(e, file, "cannot write the conversation log");
  });
  try {
    const { size } = await handle.stat();
    const last = Buffer.alloc(1);
    if (size > 0) await handle.read(last, 0, 1, size - 1);
    const data = size > 0 && last[0] !== 0x0a ? Buffer.concat([Buffer.from("\n"), line]) : line;
    let written = 0;
    while (written < data.length) written += (await handle.write(data, written)).bytesWritten;
    const after = await handle.stat();
    return `${after.ino}:${after.size}:${after.mtimeMs}`;
  } catch (e) {
    throw storageFailure(e, file, "cannot write the conversation log");
  } finally {
    await handle.close();
  }
}

/**
 * Writes a whole log atomically (write to a temp file, then rename); the temp
 * file never outlives a failure. `beforeReplace` runs once the new log is
 * written, just before it takes the old one's place: what it throws leaves
 * the old log as it was.
 */
export async function writeSessionFile(
  file: string,
  header: SessionHeader,
  entries: readonly Entry[],
  beforeReplace?: () => Promise<void>,
) {
  await writeWhole(file, header, entries, async (tmp) => {
    await beforeReplace?.();
    await rename(tmp, file);
  });
}

/** How often a rewrite of a log (a merge) is read and made again when the file changed meanwhile. */
export const REWRITE_TRIES = 3;

/**
 * Replaces a log only if the file is still the one stamped `read`
 * (fileStamp): under the log's lock nobody else writes, but a lock taken
 * over as stale (a writer suspended past it) may have let another writer in
 * since the read, whose entry would go under the rename. False when the file
 * changed: the caller reads and merges again.
 */
export async function replaceIfUnchanged(
  file: string,
  read: string | undefined,
  header: SessionHeader,
  entries: readonly Entry[],
): Promise<boolean> {
  // A BatonError: writeWhole passes it through as it is, so it is told from a failure to write.
  const changed = failure(`${file} changed while it was rewritten`);
  try {
    await writeSessionFile(file, header, entries, async () => {
      if ((await fileStamp(file)) !== read) throw changed;
    });
    return true;
  } catch (e) {
    if (e === changed) return false;
    throw e;
  }
}

/** Starts a log with its header (and entries); refused (the file is left alone) when the log exists already. */
export async function createSessionFile(
  file: string,
  header: SessionHeader,
  entries: readonly Entry[] = [],
): Promise<void> {
  await writeWhole(file, header, entries, async (tmp) => {
    // link() fails if `file` exists: two processes creating one conversation never replace each other's log.
    await link(tmp, file).catch((e) => {
      if ((e as NodeJS.ErrnoException).code === "EEXIST")
        throw inputError(`${file} exists already: another process started this conversation`);
      throw e;
    });
    await unlink(tmp);
  });
}

/**
 * A temp file's name beside `file`, for a write that renames it into place:
 * its own to each write, so two writes at once, in one process or two, never
 * write into one temp file.
 */
export function tempBeside(file: string): string {
  return `${file}.${process.pid}-${randomBytes(4).toString("hex")}.tmp`;
}

async function writeWhole(
  file: string,
  header: SessionHeader,
  entries: readonly Entry[],
  place: (tmp: string) => Promise<void>,
): Promise<void> {
  const tmp = tempBeside(file);
  try {
    await mkdir(dirname(file), { recursive: true });
    const handle = await open(tmp, "wx");
    try {
      await handle.writeFile([header, ...entries].map(serializeLine).join(""), "utf8");
      // On disk before it takes the old log's place: a crash never leaves an empty log behind.
      await handle.sync();
    } finally {
      await handle.close();
    }
    await place(tmp);
  } catch (e) {
    await rm(tmp, { force: true }).catch(() => {});
    throw storageFailure(e, file, "cannot write the conversation log");
  }
}
