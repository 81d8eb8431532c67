import { appendFile, mkdir, readFile, rename, stat, truncate, writeFile } from "node:fs/promises";
import { dirname } from "node:path";
import { inputError } from "../errors.ts";
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
}

/**
 * Parses session.jsonl text. A torn last line (a process killed mid-write) is
 * dropped with a warning; any other malformed line is an input error naming
 * the file, the line and the problem, because silently skipping it could lose
 * what was saved.
 */
export function parseSession(text: string, file: string): ParsedSession {
  const warnings: string[] = [];
  let validLength = text.length;
  const lines = text.split("\n");
  const endsWithNewline = text.endsWith("\n");
  if (endsWithNewline) lines.pop();
  else if (lines.length > 0) {
    const last = lines[lines.length - 1]!;
    if (!isJson(last)) {
      lines.pop();
      validLength = text.length - last.length;
      warnings.push(`${file}: the last line was cut off mid-write and was dropped (${last.length} bytes)`);
    } else validLength = text.length; // whole, only missing its newline
  }
  if (lines.length === 0 || lines[0]!.trim() === "")
    throw inputError(`${file}: empty session log (no header line)`);

  const header = parseLine(lines[0]!, file, 1, (v) => SessionHeaderSchema.parse(v), "session header");
  const entries: Entry[] = [];
  const unknownTypes = new Set<string>();
  const seen = new Set<string>();
  for (let i = 1; i < lines.length; i++) {
    const line = lines[i]!;
    if (line.trim() === "") continue;
    const entry = parseLine(line, file, i + 1, parseEntry, "entry");
    if (seen.has(entry.id)) throw inputError(`${file}:${i + 1}: duplicate entry id "${entry.id}"`);
    seen.add(entry.id);
    if (isUnknownEntry(entry) && !unknownTypes.has(entry.type)) {
      unknownTypes.add(entry.type);
      warnings.push(`${file}: entries of unknown type "${entry.type}" are kept but ignored`);
    }
    entries.push(entry);
  }
  return { header, entries, warnings, validLength: Buffer.byteLength(text.slice(0, validLength)) };
}

function parseEntry(value: unknown): Entry {
  const type = (value as { type?: unknown } | null)?.type;
  if (typeof type === "string" && KNOWN_ENTRY_TYPES.has(type)) return KnownEntrySchema.parse(value);
  return { ...UnknownEntrySchema.parse(value), unknown: true } as Entry;
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
  if (!issues) return String(e);
  return issues.map((i) => (i.path.length ? `${i.path.join(".")}: ${i.message}` : i.message)).join("; ");
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
export async function cutTornTail(file: string, parsed: ParsedSession): Promise<void> {
  const { size } = await stat(file);
  if (size > parsed.validLength) await truncate(file, parsed.validLength);
}

export function serializeLine(value: unknown): string {
  const { unknown: _marker, ...rest } = value as Record<string, unknown>;
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
