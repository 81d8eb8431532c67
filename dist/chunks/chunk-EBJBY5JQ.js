#!/usr/bin/env node
import { createRequire as __batonCreateRequire, isBuiltin as __batonIsBuiltin } from 'node:module';
const __batonRequire = __batonCreateRequire(import.meta.url);
const __batonMissing = (id) => Object.assign(new Error("Cannot find module '" + id + "'"), { code: 'MODULE_NOT_FOUND' });
const require = Object.assign((id) => { if (__batonIsBuiltin(id)) return __batonRequire(id); throw __batonMissing(id); },
  { resolve: (id) => { if (__batonIsBuiltin(id)) return id; throw __batonMissing(id); } });
import {
  KNOWN_ENTRY_TYPES,
  KnownEntrySchema,
  SessionHeaderSchema,
  UnknownEntrySchema,
  isUnknownEntry
} from "./chunk-HRV54FJ4.js";
import {
  storageFailure
} from "./chunk-GGSRGHFL.js";
import {
  describeIssues
} from "./chunk-HBY6AOVX.js";
import {
  failure,
  inputError
} from "./chunk-VA2UHLEW.js";

// src/engine/log/session-file.ts
import { createHash, randomBytes } from "node:crypto";
import { link, mkdir, open, readFile, rename, rm, stat, unlink } from "node:fs/promises";
import { dirname } from "node:path";

// src/engine/log/keep-unknown.ts
function parseKeepingUnknown(schema, value) {
  return overlay(value, schema.parse(value));
}
function overlay(read, parsed) {
  if (read === parsed) return read;
  if (Array.isArray(read) && Array.isArray(parsed) && read.length === parsed.length) {
    let out;
    for (let i = 0; i < read.length; i++) {
      const next = overlay(read[i], parsed[i]);
      if (next !== read[i]) out ??= read.slice();
      if (out) out[i] = next;
    }
    return out ?? read;
  }
  if (isRecord(read) && isRecord(parsed)) {
    const changed = [];
    for (const key in read) {
      if (!Object.hasOwn(parsed, key)) continue;
      const item = read[key];
      const next = overlay(item, parsed[key]);
      if (next !== item) changed.push([key, next]);
    }
    for (const key in parsed)
      if (!Object.hasOwn(read, key) && parsed[key] !== void 0) changed.push([key, parsed[key]]);
    if (changed.length === 0) return read;
    const out = {};
    for (const key in read) set(out, key, read[key]);
    for (const [key, value] of changed) set(out, key, value);
    return out;
  }
  return parsed;
}
function set(target, key, value) {
  if (key === "__proto__")
    Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true });
  else target[key] = value;
}
function isRecord(value) {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

// src/engine/log/session-file.ts
var MAX_ENTRY_DEPTH = 256;
var BOM = Buffer.from([239, 187, 191]);
var READ_LINE = /* @__PURE__ */ Symbol("line read");
function rememberLine(value, line) {
  Object.defineProperty(value, READ_LINE, { value: line });
}
function parseSession(input, file, options = {}) {
  const bytes = asBuffer(input);
  const start = startsWithBom(bytes) ? BOM.length : 0;
  const { lines, validLength, tornWarning } = splitLines(bytes, file, start, options.keepTornTail);
  if (lines.length === 0 || lines[0].trim() === "")
    throw inputError(`${file}: empty session log (no header line)`);
  const header = parseLine(
    lines[0],
    file,
    1,
    (v) => parseKeepingUnknown(SessionHeaderSchema, v),
    "session header"
  );
  const read = readEntryLines(lines, { file, from: 1 });
  if (tornWarning) {
    read.warnings.push(tornWarning);
    read.warningLines.push(Number.POSITIVE_INFINITY);
  }
  return { header, ...read, validLength };
}
function parseSessionTail(input, file, firstLine, seenBefore) {
  const { lines, validLength, tornWarning } = splitLines(asBuffer(input), file, 0);
  const read = readEntryLines(lines, { file, from: 0, lineOffset: firstLine, seenBefore });
  if (!read) return void 0;
  if (tornWarning) {
    read.warnings.push(tornWarning);
    read.warningLines.push(Number.POSITIVE_INFINITY);
  }
  return { ...read, validLength };
}
function asBuffer(input) {
  if (typeof input === "string") return Buffer.from(input, "utf8");
  return Buffer.isBuffer(input) ? input : Buffer.from(input.buffer, input.byteOffset, input.byteLength);
}
function startsWithBom(bytes) {
  return bytes.length >= 3 && bytes[0] === 239 && bytes[1] === 187 && bytes[2] === 191;
}
function splitLines(bytes, file, start, keepTornTail = false) {
  let end = bytes.length;
  let tornWarning;
  const lastNewline = bytes.lastIndexOf(10);
  if (!keepTornTail && end > start && lastNewline !== end - 1) {
    const lineStart = Math.max(lastNewline + 1, start);
    const last = bytes.toString("utf8", lineStart, end);
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
function readEntryLines(lines, o) {
  const offset = o.lineOffset ?? 0;
  const entries = [];
  const lineOf = [];
  const warnings = [];
  const warningLines = [];
  const warn = (line, text) => {
    warnings.push(text);
    warningLines.push(line);
  };
  const unknownTypes = /* @__PURE__ */ new Set();
  const seen = /* @__PURE__ */ new Set();
  for (let i = o.from; i < lines.length; i++) {
    const line = lines[i];
    if (line.trim() === "") continue;
    const read = readEntry(line);
    let entry = read.entry;
    let problem = read.problem;
    if (entry && o.seenBefore?.(entry.id)) return void 0;
    if (entry && seen.has(entry.id)) problem = `a second entry with id "${entry.id}"`;
    if (problem !== void 0 || !entry) {
      entry = unreadable(line);
      if (o.seenBefore?.(entry.id)) return void 0;
      if (seen.has(entry.id)) continue;
      warn(
        i + offset,
        `${o.file}:${i + offset + 1}: ${problem}; the line is kept as it is and left out of the context`
      );
    }
    seen.add(entry.id);
    if (isUnknownEntry(entry) && problem === void 0 && !unknownTypes.has(entry.type)) {
      unknownTypes.add(entry.type);
      warn(i + offset, `${o.file}: entries of unknown type "${entry.type}" are kept but ignored`);
    }
    entries.push(entry);
    lineOf.push(i + offset);
  }
  return { entries, lineOf, warnings, warningLines };
}
function parseEntryValue(value) {
  try {
    return parseEntry(value);
  } catch {
    return void 0;
  }
}
function parseEntry(value) {
  const type = value?.type;
  if (typeof type === "string" && KNOWN_ENTRY_TYPES.has(type))
    return parseKeepingUnknown(KnownEntrySchema, value);
  return { ...UnknownEntrySchema.parse(value), unknown: true };
}
function readEntry(line) {
  const depth = jsonDepth(line);
  if (depth > MAX_ENTRY_DEPTH)
    return { problem: `nested ${depth} levels deep (at most ${MAX_ENTRY_DEPTH} are read)` };
  let value;
  try {
    value = JSON.parse(line);
  } catch (e) {
    return { problem: `not valid JSON (${e.message})` };
  }
  let entry;
  try {
    entry = parseEntry(value);
  } catch (e) {
    return { problem: `invalid entry: ${zodProblems(e)}` };
  }
  if (entry === value || isUnknownEntry(entry)) rememberLine(entry, line);
  return { entry };
}
function entryProblem(line) {
  return readEntry(line).problem;
}
function unreadable(line) {
  const id = `unreadable-${createHash("sha256").update(line).digest("hex").slice(0, 16)}`;
  return {
    id,
    parent_id: null,
    timestamp: "",
    type: "unreadable",
    unknown: "unreadable",
    raw: line
  };
}
function jsonDepth(text) {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 92) i++;
      else if (c === 34) inString = false;
    } else if (c === 34) inString = true;
    else if (c === 91 || c === 123) deepest = Math.max(deepest, ++depth);
    else if (c === 93 || c === 125) depth--;
  }
  return deepest;
}
function parseLine(line, file, lineNo, parse, what) {
  let value;
  try {
    value = JSON.parse(line);
  } catch (e) {
    throw inputError(`${file}:${lineNo}: not valid JSON (${e.message})`);
  }
  let parsed;
  try {
    parsed = parse(value);
  } catch (e) {
    throw inputError(`${file}:${lineNo}: invalid ${what}: ${zodProblems(e)}`);
  }
  if (parsed === value) rememberLine(parsed, line);
  return parsed;
}
function zodProblems(e) {
  const issues = e.issues;
  return issues ? describeIssues(issues) : String(e);
}
function isJson(line) {
  try {
    JSON.parse(line);
    return true;
  } catch {
    return false;
  }
}
async function readSessionFile(file, options = {}) {
  let bytes;
  try {
    bytes = await readFile(file);
  } catch (e) {
    throw inputError(`${file}: cannot read the session log (${e.code ?? e})`, e);
  }
  return parseSession(bytes, file, options);
}
function serializeLine(value) {
  const read = value[READ_LINE];
  if (read !== void 0) return `${read}
`;
  const { unknown: marker, ...rest } = value;
  if (marker === "unreadable" && typeof rest.raw === "string") return `${rest.raw}
`;
  return `${JSON.stringify(rest)}
`;
}
async function fileStamp(file) {
  const s = await stat(file).catch(() => void 0);
  return s && `${s.ino}:${s.size}:${s.mtimeMs}`;
}
async function appendLine(file, value) {
  const line = Buffer.from(serializeLine(value), "utf8");
  const handle = await open(file, "a+").catch((e) => {
    throw storageFailure(e, file, "cannot write the conversation log");
  });
  try {
    const { size } = await handle.stat();
    const last = Buffer.alloc(1);
    if (size > 0) await handle.read(last, 0, 1, size - 1);
    const data = size > 0 && last[0] !== 10 ? Buffer.concat([Buffer.from("\n"), line]) : line;
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
async function writeSessionFile(file, header, entries, beforeReplace) {
  await writeWhole(file, header, entries, async (tmp) => {
    await beforeReplace?.();
    await rename(tmp, file);
  });
}
var REWRITE_TRIES = 3;
async function replaceIfUnchanged(file, read, header, entries) {
  const changed = failure(`${file} changed while it was rewritten`);
  try {
    await writeSessionFile(file, header, entries, async () => {
      if (await fileStamp(file) !== read) throw changed;
    });
    return true;
  } catch (e) {
    if (e === changed) return false;
    throw e;
  }
}
async function createSessionFile(file, header, entries = []) {
  await writeWhole(file, header, entries, async (tmp) => {
    await link(tmp, file).catch((e) => {
      if (e.code === "EEXIST")
        throw inputError(`${file} exists already: another process started this conversation`);
      throw e;
    });
    await unlink(tmp);
  });
}
function tempBeside(file) {
  return `${file}.${process.pid}-${randomBytes(4).toString("hex")}.tmp`;
}
async function writeWhole(file, header, entries, place) {
  const tmp = tempBeside(file);
  try {
    await mkdir(dirname(file), { recursive: true });
    const handle = await open(tmp, "wx");
    try {
      await handle.writeFile([header, ...entries].map(serializeLine).join(""), "utf8");
      await handle.sync();
    } finally {
      await handle.close();
    }
    await place(tmp);
  } catch (e) {
    await rm(tmp, { force: true }).catch(() => {
    });
    throw storageFailure(e, file, "cannot write the conversation log");
  }
}

export {
  parseKeepingUnknown,
  MAX_ENTRY_DEPTH,
  parseSession,
  parseSessionTail,
  parseEntryValue,
  entryProblem,
  jsonDepth,
  readSessionFile,
  serializeLine,
  fileStamp,
  appendLine,
  writeSessionFile,
  REWRITE_TRIES,
  replaceIfUnchanged,
  createSessionFile,
  tempBeside
};
