#!/usr/bin/env node
import { createRequire as __batonCreateRequire, isBuiltin as __batonIsBuiltin } from 'node:module';
const __batonRequire = __batonCreateRequire(import.meta.url);
const __batonMissing = (id) => Object.assign(new Error("Cannot find module '" + id + "'"), { code: 'MODULE_NOT_FOUND' });
const require = Object.assign((id) => { if (__batonIsBuiltin(id)) return __batonRequire(id); throw __batonMissing(id); },
  { resolve: (id) => { if (__batonIsBuiltin(id)) return id; throw __batonMissing(id); } });

// src/engine/util/untrusted.ts
var INVISIBLE_CLASS = "[\\u0000-\\u0008\\u000B\\u000C\\u000E-\\u001F\\u007F-\\u009F\\u00AD\\u061C\\u115F\\u1160\\u180E\\u200B-\\u200F\\u202A-\\u202E\\u2060-\\u206F\\u3164\\uFEFF\\uFFA0\\uFFF9-\\uFFFB\\u{E0000}-\\u{E007F}]";
var INVISIBLE = new RegExp(INVISIBLE_CLASS, "gu");
var IS_INVISIBLE = new RegExp(`^${INVISIBLE_CLASS}$`, "u");
var NAMED_ENTITIES = {
  amp: "&",
  lt: "<",
  gt: ">",
  quot: '"',
  apos: "'",
  nbsp: "\xA0",
  shy: "\xAD",
  zwnj: "\u200C",
  zwj: "\u200D",
  lrm: "\u200E",
  rlm: "\u200F",
  ZeroWidthSpace: "\u200B",
  NegativeVeryThinSpace: "\u200B",
  NegativeThinSpace: "\u200B",
  NegativeMediumSpace: "\u200B",
  NegativeThickSpace: "\u200B",
  NoBreak: "\u2060",
  af: "\u2061",
  ApplyFunction: "\u2061",
  it: "\u2062",
  InvisibleTimes: "\u2062",
  ic: "\u2063",
  InvisibleComma: "\u2063"
};
var ENTITY_AT_END = /&(?:#(\d{1,8})|#[xX]([0-9a-fA-F]{1,7})|([A-Za-z][A-Za-z0-9]{1,31}));$/;
var COMMENT_END = /(?:-|&#0*45;|&#[xX]0*2[dD];|&dash;|&hyphen;){2}(?:>|&gt;|&#0*62;|&#[xX]0*3[eE];)$/;
var COMMENT_TAIL = 48;
function stripCharacters(text) {
  const out = [];
  let inComment = false;
  let commentTail = "";
  const pending = [];
  for (const ch of text.toWellFormed()) {
    pending.push(ch);
    while (pending.length > 0) {
      const c = pending.pop();
      if (inComment) {
        if (IS_INVISIBLE.test(c)) continue;
        commentTail = (commentTail + c).slice(-COMMENT_TAIL);
        if (COMMENT_END.test(commentTail)) inComment = false;
        continue;
      }
      if (IS_INVISIBLE.test(c)) continue;
      if (c === "\n" && out.at(-1) === "\r") out.pop();
      out.push(c);
      if (c === ";") {
        const decoded = decodeEntityAtEnd(out);
        if (decoded === "[" || decoded === "]") out.push(...decoded === "[" ? "&#91;" : "&#93;");
        else if (decoded !== void 0) pending.push(decoded);
      } else if (c === "-" && out.length >= 4 && out.at(-2) === "-" && out.at(-3) === "!" && out.at(-4) === "<") {
        out.length -= 4;
        inComment = true;
        commentTail = "";
      }
    }
  }
  return out.join("");
}
function decodeEntityAtEnd(out) {
  const tail = out.slice(-40).join("");
  const match = ENTITY_AT_END.exec(tail);
  if (!match) return void 0;
  let decoded;
  if (match[3] !== void 0) {
    decoded = NAMED_ENTITIES[match[3]];
  } else {
    const code = match[1] !== void 0 ? Number(match[1]) : Number.parseInt(match[2], 16);
    decoded = code === 0 || code > 1114111 || code >= 55296 && code <= 57343 ? "\uFFFD" : String.fromCodePoint(code);
  }
  if (decoded === void 0) return void 0;
  out.length -= match[0].length;
  return decoded;
}
var HIDDEN_ATTRIBUTE = /^(?:alt|title|placeholder|aria-[\w-]*|data-[\w.:-]*)$/i;
function stripHiddenAttributes(text) {
  let result = "";
  let done = 0;
  let i = 0;
  while (i < text.length) {
    const lt = text.indexOf("<", i);
    if (lt === -1 || lt + 1 >= text.length) break;
    if (!/[A-Za-z]/.test(text[lt + 1])) {
      i = lt + 1;
      continue;
    }
    let j = lt + 1;
    let quote = "";
    let end = -1;
    let afterEquals = false;
    for (; j < text.length; j++) {
      const c = text[j];
      if (quote) {
        if (c === quote) quote = "";
        continue;
      }
      if ((c === '"' || c === "'") && afterEquals) {
        quote = c;
      } else if (c === ">") {
        end = j;
        break;
      } else if (c === "<") {
        break;
      }
      if (!/\s/.test(c)) afterEquals = c === "=";
    }
    if (quote) {
      result += text.slice(done, lt);
      return result;
    }
    if (end === -1) {
      i = j;
      continue;
    }
    result += text.slice(done, lt) + cleanTag(text.slice(lt, end + 1));
    done = i = end + 1;
  }
  return result + text.slice(done);
}
var HIDDEN_IN_TAG = /(?:^|[\s"'/])(?:alt|title|placeholder|aria-[\w-]*|data-[\w.:-]*)\s*=/i;
var WELL_FORMED_TAG = /^<[A-Za-z][\w:-]*(?:\s+[^\s"'<>/=]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'=<>`]+))?)*\s*\/?>$/;
function cleanTag(tag) {
  if (!HIDDEN_IN_TAG.test(tag)) return tag;
  if (!WELL_FORMED_TAG.test(tag)) return "";
  return tag.replace(
    /(\s+)([^\s"'>/=]+)(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'>]*))?/g,
    (whole, _space, name) => HIDDEN_ATTRIBUTE.test(name) ? "" : whole
  );
}
function stripHiddenMarkdown(text) {
  return text.replace(/!\[(?:[^[\]]|\[[^[\]]*\])*\](?=[([])/g, "![]").replace(/(\]\(\s*(?:<[^<>\n]*>|[^\s()<>]*))\s+(?:"[^"\n]*"|'[^'\n]*'|\([^()\n]*\))\s*\)/g, "$1)").replace(/^( {0,3}\[[^\]\n]+\]:[ \t]*\S+)[ \t]+(?:"[^"\n]*"|'[^'\n]*'|\([^()\n]*\))[ \t]*$/gm, "$1");
}
function stripUntrusted(text) {
  let current = stripCharacters(text);
  for (let pass = 0; pass < 4; pass++) {
    const next = stripCharacters(stripHiddenMarkdown(stripHiddenAttributes(current)));
    if (next === current) return next;
    current = next;
  }
  return current;
}
function revealInvisible(text) {
  return text.toWellFormed().replace(INVISIBLE, (ch) => `<U+${ch.codePointAt(0).toString(16).toUpperCase().padStart(4, "0")}>`);
}

export {
  stripUntrusted,
  revealInvisible
};
