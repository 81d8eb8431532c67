import { createHash } from "node:crypto";
import { appendFile, mkdir, readFile, rename, stat, truncate, writeFile } from "node:fs/promises";
import { dirname } from "node:path";
import { inputError } from "../errors.ts";
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

/**
 * Parses session.jsonl text, leniently: saved state outlives versions. A torn
 * last line (a process killed mid-write) is dropped with a warning. Any other
 * line this version cannot interpret — not JSON, nested deeper than
 * MAX_ENTRY_DEPTH, a known type in a form it cannot read, a repeated id — is
 * kept byte for byte as an unreadable entry, left out of the context, carried
 * into every later save, and named once in a warning. Only a log without a
 * valid header is refused.
 */
export function parseSession(text: string, file: string): ParsedSession {
  const { lines, validLength, tornWarning } = splitLines(text, file);
  if (lines.length === 0 || lines[0]!.trim() === "")
    throw inputError(`${file}: empty session log (no header line)`);
  const header = parseLine(lines[0]!, file, 1, (v) => SessionHeaderSchema.parse(v), "session header");
  // Without seenBefore the reader never gives up.
  const read = readEntryLines(lines, { file, from: 1 })!;
  if (tornWarning) {
    read.warnings.push(tornWarning);
    read.warningLines.push(Number.POSITIVE_INFINITY);
  }
  return { header, ...read, validLength: Buffer.byteLength(text.slice(0, validLength)) };
}

/**
 * Entry lines that follow a part of the log read before (a context
 * snapshot's): `firstLine` is the line number of the first of them, and
 * `seenBefore` says whether an id may already be taken by an entry before
 * them. An id it cannot rule out makes the reader give up (undefined): only a
 * whole read can tell a repeated id from a new one.
 */
export function parseSessionTail(
  text: string,
  file: string,
  firstLine: number,
  seenBefore: (id: string) => boolean,
): Omit<ParsedSession, "header"> | undefined {
  const { lines, validLength, tornWarning } = splitLines(text, file);
  const read = readEntryLines(lines, { file, from: 0, lineOffset: firstLine, seenBefore });
  if (!read) return undefined;
  if (tornWarning) {
    read.warnings.push(tornWarning);
    read.warningLines.push(Number.POSITIVE_INFINITY);
  }
  return { ...read, validLength: Buffer.byteLength(text.slice(0, validLength)) };
}

/** The whole lines of a log text; a torn last line is dropped and named. */
function splitLines(text: string, file: string) {
  let validLength = text.length;
  let tornWarning: string | undefined;
  const lines = text.split("\n");
  if (text.endsWith("\n") || text === "") lines.pop();
  else {
    const last = lines[lines.length - 1]!;
    // Too deep to parse is not the same as cut off: such a line is kept, not dropped.
    if (jsonDepth(last) <= MAX_ENTRY_DEPTH && !isJson(last)) {
      lines.pop();
      validLength = text.length - last.length;
      tornWarning = `${file}: the last line was cut off mid-write and was dropped (${last.length} bytes)`;
    }
  }
  return { lines, validLength, tornWarning };
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

function parseEntry(value: unknown): Entry {
  const type = (value as { type?: unknown } | null)?.type;
  if (typeof type === "string" && KNOWN_ENTRY_TYPES.has(type)) return KnownEntrySchema.parse(value);
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
  try {
    return { entry: parseEntry(value) };
  } catch (e) {
    return { problem: `invalid entry: ${zodProblems(e)}` };
  }
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
  try {
    return parse(value);
  } catch (e) {
    throw inputError(`${file}:${lineNo}: invalid ${what}: ${zodProblems(e)}`);
  }
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

export async function readSessionFile(file: string): Promise<ParsedSession> {
  let text: string;
  try {
    text = await readFile(file, "utf8");
  } catch (e) {
    throw inputError(`${file}: cannot read the session log (${(e as NodeJS.ErrnoException).code ?? e})`, e);
  }
  return parseSession(text, file);
}

/** Drops a torn tail so the next append starts on a fresh line. */
export async function cutTornTail(file: string, validLength: number): Promise<void> {
  const { size } = await stat(file);
  if (size > validLength) await truncate(file, validLength);
}

export function serializeLine(value: unknown): string {
  const { unknown: marker, ...rest } = value as Record<string, unknown>;
  // A line that could not be read goes back exactly as it was.
  if (marker === "unreadable" && typeof rest.raw === "string") return `${rest.raw}\n`;
  return `${JSON.stringify(rest)}\n`;
}

/** One line, one append: a crash can tear only the line being written. */
export async function appendLine(file: string, value: unknown): Promise<void> {
  await appendFile(file, serializeLine(value), "utf8");
}

/** Writes a whole log atomically (write to a temp file, then rename). */
export async function writeSessionFile(file: string, header: SessionHeader, entries: readonly Entry[]) {
  await mkdir(dirname(file), { recursive: true });
  const tmp = `${file}.${process.pid}.tmp`;
  await writeFile(tmp, [header, ...entries].map(serializeLine).join(""), "utf8");
  await rename(tmp, file);
}
