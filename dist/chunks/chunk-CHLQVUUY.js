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
} from "./chunk-DSNPJJ2I.js";
import {
  describeIssues
} from "./chunk-NBCA2KPO.js";
import {
  inputError
} from "./chunk-VA2UHLEW.js";

// src/engine/log/session-file.ts
import { createHash } from "node:crypto";
import { appendFile, mkdir, readFile, rename, stat, truncate, writeFile } from "node:fs/promises";
import { dirname } from "node:path";
var MAX_ENTRY_DEPTH = 256;
function parseSession(text, file) {
  const { lines, validLength, tornWarning } = splitLines(text, file);
  if (lines.length === 0 || lines[0].trim() === "")
    throw inputError(`${file}: empty session log (no header line)`);
  const header = parseLine(lines[0], file, 1, (v) => SessionHeaderSchema.parse(v), "session header");
  const read = readEntryLines(lines, { file, from: 1 });
  if (tornWarning) {
    read.warnings.push(tornWarning);
    read.warningLines.push(Number.POSITIVE_INFINITY);
  }
  return { header, ...read, validLength: Buffer.byteLength(text.slice(0, validLength)) };
}
function parseSessionTail(text, file, firstLine, seenBefore) {
  const { lines, validLength, tornWarning } = splitLines(text, file);
  const read = readEntryLines(lines, { file, from: 0, lineOffset: firstLine, seenBefore });
  if (!read) return void 0;
  if (tornWarning) {
    read.warnings.push(tornWarning);
    read.warningLines.push(Number.POSITIVE_INFINITY);
  }
  return { ...read, validLength: Buffer.byteLength(text.slice(0, validLength)) };
}
function splitLines(text, file) {
  let validLength = text.length;
  let tornWarning;
  const lines = text.split("\n");
  if (text.endsWith("\n") || text === "") lines.pop();
  else {
    const last = lines[lines.length - 1];
    if (jsonDepth(last) <= MAX_ENTRY_DEPTH && !isJson(last)) {
      lines.pop();
      validLength = text.length - last.length;
      tornWarning = `${file}: the last line was cut off mid-write and was dropped (${last.length} bytes)`;
    }
  }
  return { lines, validLength, tornWarning };
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
  if (typeof type === "string" && KNOWN_ENTRY_TYPES.has(type)) return KnownEntrySchema.parse(value);
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
  try {
    return { entry: parseEntry(value) };
  } catch (e) {
    return { problem: `invalid entry: ${zodProblems(e)}` };
  }
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
  try {
    return parse(value);
  } catch (e) {
    throw inputError(`${file}:${lineNo}: invalid ${what}: ${zodProblems(e)}`);
  }
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
async function readSessionFile(file) {
  let text;
  try {
    text = await readFile(file, "utf8");
  } catch (e) {
    throw inputError(`${file}: cannot read the session log (${e.code ?? e})`, e);
  }
  return parseSession(text, file);
}
async function cutTornTail(file, validLength) {
  const { size } = await stat(file);
  if (size > validLength) await truncate(file, validLength);
}
function serializeLine(value) {
  const { unknown: marker, ...rest } = value;
  if (marker === "unreadable" && typeof rest.raw === "string") return `${rest.raw}
`;
  return `${JSON.stringify(rest)}
`;
}
async function appendLine(file, value) {
  await appendFile(file, serializeLine(value), "utf8");
}
async function writeSessionFile(file, header, entries) {
  await mkdir(dirname(file), { recursive: true });
  const tmp = `${file}.${process.pid}.tmp`;
  await writeFile(tmp, [header, ...entries].map(serializeLine).join(""), "utf8");
  await rename(tmp, file);
}

export {
  parseSession,
  parseSessionTail,
  parseEntryValue,
  readSessionFile,
  cutTornTail,
  serializeLine,
  appendLine,
  writeSessionFile
};
