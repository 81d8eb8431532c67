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
  cut
} from "./chunk-HBY6AOVX.js";

// src/action/events/markers.ts
var STATUS_MARKER = "<!-- baton:status -->";
var BATON_MARKER = "<!-- baton -->";
var isBatonBody = (body) => (body ?? "").includes(BATON_MARKER) || (body ?? "").includes(STATUS_MARKER);
var conversationMarker = (id) => `<!-- baton:conversation=${id} -->`;
function markedConversation(body) {
  return /<!-- baton:conversation=((?:issue|pr)-[1-9]\d{0,9}) -->/.exec(body ?? "")?.[1];
}

// src/action/github/comment-body.ts
var MAX_COMMENT_CHARS = 65536;
var NOTE_ROOM = 200;
function sealBody(redactor, body) {
  const fitted = fitComment(body, MAX_COMMENT_CHARS - BATON_MARKER.length - 1, (t) => redactor.redact(t));
  return `${fitted}
${BATON_MARKER}`;
}
function fitComment(body, max = MAX_COMMENT_CHARS, redact) {
  return cut(body, max, {
    room: NOTE_ROOM,
    note: (more, head) => `${closing(head)}

_(Truncated: ${more} more characters did not fit in a GitHub comment.)_`,
    ...redact ? { redact } : {}
  });
}
function contained(text, redact) {
  return closed(redact(text));
}
function closed(text) {
  let shown = text;
  let elements = htmlElements(shown);
  for (let pass = 0; elements.strays.length && pass < MAX_STRAY_PASSES; pass++) {
    shown = escapedAt(shown, elements.strays);
    elements = htmlElements(shown);
  }
  return `${shown}${closing(shown, elements.open)}`;
}
var MAX_STRAY_PASSES = 3;
function escapedAt(text, positions) {
  const pieces = [];
  let from = 0;
  for (const at of positions) {
    pieces.push(text.slice(from, at), "&lt;");
    from = at + 1;
  }
  pieces.push(text.slice(from));
  return pieces.join("");
}
function closing(text, elements = htmlElements(text).open) {
  const { open } = markdownBlocks(text.split("\n"));
  const closers = elements.length ? `

${elements.map((tag) => `</${tag}>`).join("")}
` : "";
  if (open.fence !== void 0) return `
${open.fence}${closers}`;
  return open.comment ? ` -->${closers}` : closers;
}
var ELEMENTS = new Set(
  "details summary div table thead tbody tfoot tr td th caption blockquote ul ol li dl dt dd pre p section article aside header footer nav center h1 h2 h3 h4 h5 h6 a b i u s em strong small big span sub sup ins del strike kbd code samp var tt q cite dfn abbr mark font ruby rt rp bdi bdo".split(" ")
);
var TAG = /<(\/?)([A-Za-z][A-Za-z0-9]*)(?:\s[^<>]*)?>/g;
function htmlElements(text) {
  const lines = text.split("\n");
  const { prose, html, inComment } = markdownBlocks(lines);
  const open = [];
  const counts = /* @__PURE__ */ new Map();
  const strays = [];
  const scan = (from, to, offset2, spans) => scanText(lines.slice(from, to).join("\n"), offset2, spans);
  const scanText = (part, offset2, spans) => {
    for (const m of maskedCodeAndComments(part, spans).matchAll(TAG)) {
      const [tag, slash, name] = m;
      const lower = name.toLowerCase();
      if (!ELEMENTS.has(lower)) continue;
      if (!slash) {
        if (tag.endsWith("/>")) continue;
        open.push(lower);
        counts.set(lower, (counts.get(lower) ?? 0) + 1);
      } else if (counts.get(lower)) {
        for (let closing2 = open.pop(); ; closing2 = open.pop()) {
          counts.set(closing2, counts.get(closing2) - 1);
          if (closing2 === lower) break;
        }
      } else strays.push(offset2 + m.index);
    }
  };
  const blank = (k) => lines[k].trim() === "";
  const indented = (k) => /^(?: {4}|\t)/.test(lines[k]);
  const paragraph = (k) => prose[k] && !html[k] && !blank(k) && !indented(k) && !BLOCK_START.test(lines[k]);
  let offset = 0;
  let code = false;
  for (let k = 0; k < lines.length; ) {
    code = blank(k) ? code : (code || k === 0 || blank(k - 1)) && indented(k);
    let end = k + 1;
    if (!code && prose[k] && !html[k] && !blank(k)) while (end < lines.length && paragraph(end)) end++;
    const length = lines.slice(k, end).join("\n").length + 1;
    if (prose[k] && !code) scan(k, end, offset, !html[k]);
    else if (inComment[k]) {
      const after = lines[k].indexOf("-->") + 3;
      if (after >= 3) scanText(lines[k].slice(after), offset + after, true);
    }
    offset += length;
    k = end;
  }
  return { open: open.toReversed(), strays };
}
var BLOCK_START = /^ {0,3}(?:[-*+]|\d{1,9}[.)]|>|#{1,6})(?:[ \t]|$)/;
function maskedCodeAndComments(text, spans) {
  const chars = text.split("");
  const blank = (from, to) => chars.fill(" ", from, to);
  const runs = [];
  for (let i = 0; spans && i < text.length; ) {
    let j = i;
    while (text[j] === "`") j++;
    if (j > i) runs.push({ at: i, length: j - i });
    i = Math.max(j, i + 1);
  }
  const byLength = /* @__PURE__ */ new Map();
  for (const [k, r] of runs.entries()) {
    const same = byLength.get(r.length);
    if (same) same.push(k);
    else byLength.set(r.length, [k]);
  }
  const pointer = /* @__PURE__ */ new Map();
  for (let k = 0; k < runs.length; ) {
    const run = runs[k];
    const same = byLength.get(run.length);
    let p = pointer.get(run.length) ?? 0;
    while (p < same.length && same[p] <= k) p++;
    pointer.set(run.length, p);
    if (p === same.length) {
      k++;
      continue;
    }
    const end = runs[same[p]];
    blank(run.at, end.at + end.length);
    k = same[p] + 1;
  }
  const masked = chars.join("");
  for (let at = masked.indexOf("<!--"); at >= 0; ) {
    const end = masked.indexOf("-->", at + 4);
    const stop = end < 0 ? masked.length : end + 3;
    blank(at, stop);
    at = masked.indexOf("<!--", stop);
  }
  return chars.join("");
}
function withOffDiff(body, comments, heading, redact) {
  if (comments.length === 0) return body;
  const items = comments.map((c) => {
    const lines = c.line ? `:${c.start_line === void 0 ? "" : `${c.start_line}-`}${c.line}` : "";
    const where = `${c.path}${lines}`;
    return `- \`${redact(where)}\`: ${indent(contained(c.body, redact))}`;
  });
  return `${contained(body, redact).trimEnd()}

#### ${heading}

${items.join("\n")}`;
}
var indent = (text) => text.replace(/\n(?!\n)/g, "\n  ");

export {
  STATUS_MARKER,
  isBatonBody,
  conversationMarker,
  markedConversation,
  sealBody,
  contained,
  closed,
  withOffDiff
};
