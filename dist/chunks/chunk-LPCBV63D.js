#!/usr/bin/env node
import { createRequire as __batonCreateRequire, isBuiltin as __batonIsBuiltin } from 'node:module';
const __batonRequire = __batonCreateRequire(import.meta.url);
const __batonMissing = (id) => Object.assign(new Error("Cannot find module '" + id + "'"), { code: 'MODULE_NOT_FOUND' });
const require = Object.assign((id) => { if (__batonIsBuiltin(id)) return __batonRequire(id); throw __batonMissing(id); },
  { resolve: (id) => { if (__batonIsBuiltin(id)) return id; throw __batonMissing(id); } });
import {
  markdownBlocks
} from "./chunk-VG6NTNDE.js";
import {
  cleanPlainText
} from "./chunk-HZICW6AM.js";
import {
  clip
} from "./chunk-HBY6AOVX.js";

// src/action/base-branch/memory-file.ts
var MEMORY_FILE = ".github/baton/memory.md";
var MAX_LEARNING_CHARS = 500;
var ITEM = /^[-*+][ \t]+(.*)$/;
var CONTINUATION = /^[ \t]+\S/;
var METADATA_START = /<!--\s*baton-learning:?/y;
function metadataOf(raw) {
  const end = raw.trimEnd();
  if (!end.endsWith("-->")) return void 0;
  const close = end.length - 3;
  for (let at = raw.indexOf("<!--"); at >= 0 && at < close; at = raw.indexOf("<!--", at + 1)) {
    METADATA_START.lastIndex = at;
    if (METADATA_START.test(raw) && METADATA_START.lastIndex <= close)
      return { index: at, body: raw.slice(METADATA_START.lastIndex, close) };
  }
  return void 0;
}
function parseMemory(text) {
  const lines = splitLines(text);
  const { prose, inComment } = markdownBlocks(lines);
  const learnings = [];
  let current;
  const close = (end) => {
    if (!current) return;
    const learning = learningOf(current.parts.join(" "), learnings.length + 1, { start: current.start, end });
    if (learning) learnings.push(learning);
    current = void 0;
  };
  lines.forEach((line, i) => {
    const item = prose[i] ? ITEM.exec(line) : null;
    if (current && inComment[i]) {
      current.parts.push(line.trim());
    } else if (!prose[i]) {
      close(i);
    } else if (item) {
      close(i);
      current = { start: i, parts: [item[1]] };
    } else if (current && CONTINUATION.test(line)) {
      current.parts.push(line.trim());
    } else {
      close(i);
    }
  });
  close(lines.length);
  return learnings;
}
function learningOf(raw, number, lines) {
  const meta = metadataOf(raw);
  const text = cleanPlainText(meta ? raw.slice(0, meta.index) : raw).replace(/\s+/g, " ").trim();
  if (!text) return void 0;
  const fields = meta ? fieldsOf(meta.body) : {};
  return { number, text, ...fields, lines };
}
var WORD_CHAR = /\w/;
function fieldsOf(text) {
  const fields = {};
  for (const word of text.split(/\s+/)) {
    let eq = word.indexOf("=");
    while (eq === 0 || eq > 0 && !WORD_CHAR.test(word[eq - 1])) eq = word.indexOf("=", eq + 1);
    if (eq < 0 || eq === word.length - 1) continue;
    let start = eq - 1;
    while (start > 0 && WORD_CHAR.test(word[start - 1])) start--;
    const key = word.slice(start, eq);
    const value = word.slice(eq + 1);
    if (key === "by") fields.by = value.replace(/^@/, "");
    else if (key === "thread") fields.thread = value;
    else if (key === "at") fields.at = value;
  }
  return fields;
}
function addLearning(text, teaching) {
  const line = learningLine(teaching);
  if (text === void 0 || !text.trim()) return `${HEADER}
${line}
`;
  const lines = splitLines(text);
  const { open } = markdownBlocks(lines);
  const closing = open.comment ? "-->" : open.fence;
  if (closing !== void 0) return joinLines([...lines, closing, "", line], text);
  const last = parseMemory(text).at(-1);
  if (!last) return `${text.replace(/\n*$/, "\n\n")}${line}
`;
  lines.splice(last.lines.end, 0, line);
  return joinLines(lines, text);
}
function removeLearning(text, number) {
  const removed = parseMemory(text).find((l) => l.number === number);
  if (!removed) return void 0;
  const lines = splitLines(text);
  lines.splice(removed.lines.start, removed.lines.end - removed.lines.start);
  return { text: joinLines(lines, text), removed };
}
function learningText(text) {
  let clean = clip(cleanPlainText(text).replace(/\s+/g, " ").trim(), MAX_LEARNING_CHARS);
  for (let before = ""; before !== clean; ) {
    before = clean;
    clean = clean.replace(/<!--|-->/g, "");
  }
  return clean.trim();
}
function learningLine({ text, by, thread, at }) {
  return `- ${learningText(text)} <!-- baton-learning: by=@${by} thread=${thread.replace(/\s/g, "")} at=${at} -->`;
}
var HEADER = `# Baton memory

What the maintainers taught Baton with \`@baton remember: \u2026\`. Every item joins the system
prompt of every later run. Edit by hand or through Baton's pull requests; \`/forget N\` removes one.
`;
function splitLines(text) {
  const lines = text.split(/\r?\n/);
  if (lines.at(-1) === "") lines.pop();
  return lines;
}
function joinLines(lines, original) {
  const eol = original.includes("\r\n") ? "\r\n" : "\n";
  return lines.length ? `${lines.join(eol)}${eol}` : "";
}

export {
  MEMORY_FILE,
  parseMemory,
  addLearning,
  removeLearning,
  learningText,
  learningLine
};
