#!/usr/bin/env node
import { createRequire as __batonCreateRequire, isBuiltin as __batonIsBuiltin } from 'node:module';
const __batonRequire = __batonCreateRequire(import.meta.url);
const __batonMissing = (id) => Object.assign(new Error("Cannot find module '" + id + "'"), { code: 'MODULE_NOT_FOUND' });
const require = Object.assign((id) => { if (__batonIsBuiltin(id)) return __batonRequire(id); throw __batonMissing(id); },
  { resolve: (id) => { if (__batonIsBuiltin(id)) return id; throw __batonMissing(id); } });
import {
  COVERING_ENTRY_TYPES,
  KNOWN_ENTRY_TYPES,
  KnownEntrySchema,
  SessionHeaderSchema,
  UnknownEntrySchema,
  isUnknownEntry,
  known
} from "./chunk-VGKOXICK.js";
import {
  BatonError,
  clip,
  describeError,
  describeIssues,
  failure,
  inputError
} from "./chunk-NC3SHA7Q.js";

// src/engine/log/storage-errors.ts
import { dirname } from "node:path";
function storageProblem(error) {
  switch (error?.code) {
    case "ENOSPC":
      return "no space left on the disk";
    case "EDQUOT":
      return "the disk quota is used up";
    case "EROFS":
      return "the file system is read-only";
    case "EACCES":
    case "EPERM":
      return "no permission to write there";
    default:
      return void 0;
  }
}
function storageFailure(error, file, what) {
  if (error instanceof BatonError) return error;
  const problem = storageProblem(error);
  const folder = dirname(file);
  return failure(
    problem ? `${what} in ${folder}: ${problem}` : `${what} in ${folder}: ${describeError(error)}`,
    error
  );
}

// src/engine/log/session-file.ts
import { createHash, randomBytes } from "node:crypto";
import { link, mkdir, open, readFile, rename, rm, stat, unlink } from "node:fs/promises";
import { dirname as dirname2 } from "node:path";

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
    await mkdir(dirname2(file), { recursive: true });
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

// src/engine/log/masking.ts
var MAX_ARGUMENT_CHARS = 300;
function maskedToolResult(result, call) {
  const output = result.content ?? "";
  const name = call?.function.name ?? "a tool";
  const args = clip(call?.function.arguments ?? "", MAX_ARGUMENT_CHARS);
  const lines = output ? output.split("\n").length : 0;
  return {
    role: "tool",
    ...result.tool_call_id !== void 0 ? { tool_call_id: result.tool_call_id } : {},
    content: `[output masked to save context: ${name}(${args}) returned ${output.length} characters in ${lines} lines; call it again if you need it]`
  };
}

// src/engine/log/context-builder.ts
var SUMMARY_INTRO = "Summary of the earlier conversation (it replaces the messages it covers):";
var POP_INTRO = "Summary of work that was set aside with /pop (the conversation continues from before it):";
var INTERRUPTED_TOOL_RESULT = "(no result: the run stopped before this tool call finished)";
function summaryMessage(summary, intro = SUMMARY_INTRO) {
  return { message: { role: "user", content: `${intro}

${summary}` }, entryId: null, summary: true };
}
function buildContext(entries, assign = assignOwners) {
  return repairToolPairs(buildUnrepairedContext(entries, assign));
}
function buildUnrepairedContext(entries, assign = assignOwners) {
  const covers2 = collectCovers(entries);
  const owner = covers2.length ? assign(entries.length, covers2) : void 0;
  const maskBefore = maskBoundary(entries, owner);
  const calls = /* @__PURE__ */ new Map();
  const out = [];
  const emitted = new Uint8Array(covers2.length);
  const empty = /* @__PURE__ */ new Map();
  for (const [c, cover] of covers2.entries()) {
    if (cover.from < cover.to || !cover.replacement.length) continue;
    const at = empty.get(cover.to);
    if (at) at.push(c);
    else empty.set(cover.to, [c]);
  }
  const emitEmpty = (i) => {
    for (const c of empty.get(i) ?? [])
      if (!owner || i >= entries.length || owner[i] < c) out.push(...covers2[c].replacement);
  };
  for (let i = 0; i < entries.length; i++) {
    if (empty.size) emitEmpty(i);
    const c = owner ? owner[i] : -1;
    if (c >= 0) {
      if (!emitted[c]) {
        emitted[c] = 1;
        out.push(...covers2[c].replacement);
      }
      continue;
    }
    const e = known(entries[i]);
    if (e?.type !== "message") continue;
    const m = e.message;
    if (i < maskBefore) {
      if (m.role === "assistant") for (const call of m.tool_calls ?? []) calls.set(call.id, call);
      else if (m.role === "tool") {
        out.push({ message: maskedToolResult(m, calls.get(m.tool_call_id ?? "")), entryId: e.id });
        continue;
      }
    }
    out.push({ message: m, entryId: e.id });
  }
  if (empty.size) emitEmpty(entries.length);
  return out;
}
function masksInPlace(e) {
  return e.strategy === "mask" && e.summary === void 0 && e.messages === void 0;
}
function maskBoundary(entries, owner) {
  let boundary = 0;
  let position;
  for (let i = entries.length - 1; i >= 0; i--) {
    const e = known(entries[i]);
    if (e?.type !== "compaction" || !masksInPlace(e) || owner && owner[i] >= 0) continue;
    if (e.first_kept_entry_id === null) {
      boundary = Math.max(boundary, i);
      continue;
    }
    position ??= new Map(entries.map((x, k) => [x.id, k]));
    const kept = position.get(e.first_kept_entry_id);
    if (kept !== void 0) boundary = Math.max(boundary, Math.min(kept, i));
  }
  return boundary;
}
function collectCovers(entries) {
  const position = positionsOfReferencedIds(entries);
  const keepToolGroupTogether = toolGroupKeeper(entries);
  const covers2 = [];
  for (let i = 0; i < entries.length; i++) {
    const e = known(entries[i]);
    if (e?.type === "compaction") {
      if (masksInPlace(e)) continue;
      const kept = e.first_kept_entry_id === null ? i : position.get(e.first_kept_entry_id);
      if (kept === void 0) continue;
      const replacement = [
        ...e.summary !== void 0 ? [{ ...summaryMessage(e.summary), cover: e.id }] : [],
        ...(e.messages ?? []).map((message) => ({ message, entryId: null, cover: e.id }))
      ];
      covers2.push({ from: 0, to: keepToolGroupTogether(Math.min(kept, i)), replacement });
    } else if (e?.type === "mutation") {
      const replacement = e.messages.map((message) => ({ message, entryId: null, cover: e.id }));
      covers2.push({ from: 0, to: i, replacement });
    } else if (e?.type === "stack_pop") {
      const back = position.get(e.back_to_entry_id);
      if (back === void 0 || back > i) continue;
      const from = keepToolGroupTogether(back);
      if (e.pre_pop_summary !== void 0)
        covers2.push({
          from: 0,
          to: from,
          replacement: [{ ...summaryMessage(e.pre_pop_summary), cover: e.id }]
        });
      covers2.push({ from, to: i, replacement: [{ ...summaryMessage(e.summary, POP_INTRO), cover: e.id }] });
    }
  }
  return covers2;
}
function positionsOfReferencedIds(entries) {
  const wanted = /* @__PURE__ */ new Set();
  for (const raw of entries) {
    const e = raw;
    if (e.type === "compaction" && e.first_kept_entry_id !== null) wanted.add(e.first_kept_entry_id);
    else if (e.type === "stack_pop") wanted.add(e.back_to_entry_id);
  }
  const position = /* @__PURE__ */ new Map();
  if (wanted.size) {
    for (let i = 0; i < entries.length; i++) if (wanted.has(entries[i].id)) position.set(entries[i].id, i);
  }
  return position;
}
function toolGroupKeeper(entries) {
  const runStart = /* @__PURE__ */ new Map();
  return (boundary) => {
    let k = boundary;
    const walked = [];
    while (k > 0 && roleAt(entries, k) === "tool") {
      const start = runStart.get(k);
      if (start !== void 0) {
        k = start;
        break;
      }
      walked.push(k);
      k--;
    }
    for (const w of walked) runStart.set(w, k);
    if (k === boundary) return boundary;
    const e = known(entries[k]);
    return e?.type === "message" && e.message.role === "assistant" && e.message.tool_calls?.length ? k : boundary;
  };
}
function roleAt(entries, k) {
  const e = known(entries[k]);
  return e?.type === "message" ? e.message.role : void 0;
}
function assignOwners(n, covers2) {
  const owner = new Int32Array(n).fill(-1);
  const next = new Int32Array(n + 1);
  for (let i = 0; i <= n; i++) next[i] = i;
  const find = (i) => {
    while (next[i] !== i) {
      next[i] = next[next[i]];
      i = next[i];
    }
    return i;
  };
  for (let c = covers2.length - 1; c >= 0; c--) {
    const { from, to } = covers2[c];
    for (let i = find(from); i < to; i = find(i)) {
      owner[i] = c;
      next[i] = i + 1;
    }
  }
  return owner;
}
function repairToolPairs(messages) {
  let pending = /* @__PURE__ */ new Set();
  let changed = false;
  const out = [];
  const flush = () => {
    for (const id of pending) {
      out.push({
        message: { role: "tool", tool_call_id: id, content: INTERRUPTED_TOOL_RESULT },
        entryId: null
      });
      changed = true;
    }
    pending = /* @__PURE__ */ new Set();
  };
  for (const m of messages) {
    if (m.message.role === "tool") {
      if (!pending.delete(m.message.tool_call_id ?? "")) {
        changed = true;
        continue;
      }
      out.push(m);
      continue;
    }
    flush();
    out.push(m);
    if (m.message.role === "assistant" && m.message.tool_calls?.length)
      pending = new Set(m.message.tool_calls.map((t) => t.id));
  }
  flush();
  return changed ? out : messages;
}

// src/engine/log/merge-logs.ts
import { createHash as createHash2 } from "node:crypto";
var JOIN_SOURCE = "merge";
var JOIN_INTRO = "Another run on this conversation went on from the same point at the same time. What it added follows:";
function mergeLogs(remote, local) {
  const header = local?.header ?? remote?.header;
  if (!header) throw new Error("mergeLogs needs at least one log");
  const ours = new Set((local?.entries ?? []).map((e) => e.id));
  const remoteEntries = unique(remote?.entries ?? []);
  const known2 = new Set(remoteEntries.map((e) => e.id));
  const theirs = remoteEntries.filter((e) => !ours.has(e.id));
  const localEntries = unique(local?.entries ?? []);
  const mine = localEntries.filter((e) => !known2.has(e.id));
  const bothCover = theirs.some(covers) && mine.some(covers);
  let ordered;
  if (mine.some(covers) && !bothCover) {
    const remoteCopy = new Map(remoteEntries.map((e) => [e.id, e]));
    const own = localEntries.map((e) => remoteCopy.get(e.id) ?? e);
    const waiting = openCallFrom(own);
    ordered = [...own.slice(0, waiting), ...theirs, ...own.slice(waiting)];
  } else ordered = [...remoteEntries, ...mine];
  if (bothCover) ordered.push(join(ordered, remoteEntries, localEntries));
  return { header, entries: ordered, fromRemote: theirs.length, fromLocal: mine.length };
}
function join(ordered, remote, local) {
  const waiting = openCallFrom(local);
  const ourContext = buildContext(local.slice(0, waiting));
  const stillOpen = local.slice(waiting).flatMap((e) => {
    const k = known(e);
    return k?.type === "message" ? [{ message: k.message, entryId: k.id }] : [];
  });
  const shown = new Set([...ourContext, ...stillOpen].map(sourceOf));
  const added = buildContext(remote).filter((m) => {
    const from = sourceOf(m);
    return from === void 0 || !shown.has(from);
  });
  const messages = [
    ...ourContext.map((m) => m.message),
    ...added.length ? [{ role: "user", content: JOIN_INTRO }, ...added.map((m) => m.message)] : [],
    ...stillOpen.map((m) => m.message)
  ];
  const last = ordered.at(-1);
  const digest = createHash2("sha256");
  for (const e of ordered) digest.update(`${e.id}
`);
  return {
    id: `join-${digest.digest("hex").slice(0, 16)}`,
    parent_id: last.id,
    // The latest time either log holds, so every merge of these logs writes the same bytes.
    timestamp: ordered.reduce(
      (t, e) => typeof e.timestamp === "string" && e.timestamp > t ? e.timestamp : t,
      ""
    ),
    type: "mutation",
    messages,
    source: JOIN_SOURCE
  };
}
var sourceOf = (m) => m.entryId ?? m.cover;
function openCallFrom(entries) {
  const answered = /* @__PURE__ */ new Set();
  for (let i = entries.length - 1; i >= 0; i--) {
    const e = known(entries[i]);
    if (e?.type !== "message") return entries.length;
    const { message } = e;
    if (message.role === "tool") {
      answered.add(message.tool_call_id ?? "");
      continue;
    }
    const calls = message.role === "assistant" ? message.tool_calls ?? [] : [];
    return calls.length && calls.some((c) => !answered.has(c.id)) ? i : entries.length;
  }
  return entries.length;
}
var covers = (e) => COVERING_ENTRY_TYPES.has(e.type);
function unique(entries) {
  const seen = /* @__PURE__ */ new Set();
  return entries.filter((e) => !seen.has(e.id) && seen.add(e.id));
}

export {
  storageProblem,
  storageFailure,
  INTERRUPTED_TOOL_RESULT,
  buildContext,
  buildUnrepairedContext,
  masksInPlace,
  repairToolPairs,
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
  tempBeside,
  JOIN_SOURCE,
  mergeLogs
};
