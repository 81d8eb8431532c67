#!/usr/bin/env node
import { createRequire as __batonCreateRequire, isBuiltin as __batonIsBuiltin } from 'node:module';
const __batonRequire = __batonCreateRequire(import.meta.url);
const __batonMissing = (id) => Object.assign(new Error("Cannot find module '" + id + "'"), { code: 'MODULE_NOT_FOUND' });
const require = Object.assign((id) => { if (__batonIsBuiltin(id)) return __batonRequire(id); throw __batonMissing(id); },
  { resolve: (id) => { if (__batonIsBuiltin(id)) return id; throw __batonMissing(id); } });
import {
  BATON_MARKER
} from "./chunk-52Y6KGWP.js";
import {
  cut
} from "./chunk-5NRPVDG4.js";

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
var FENCE = /^ {0,3}(`{3,}|~{3,})/;
var CLOSING_FENCE = /^ {0,3}(`{3,}|~{3,})[ \t]*$/;
function closing(text) {
  let fence;
  let comment = false;
  for (const line of text.split("\n")) {
    if (fence !== void 0) {
      const close = CLOSING_FENCE.exec(line)?.[1];
      if (close && close[0] === fence[0] && close.length >= fence.length) fence = void 0;
      continue;
    }
    if (!comment) fence = FENCE.exec(line)?.[1];
    if (fence !== void 0) continue;
    let at = 0;
    for (; ; ) {
      const next = line.indexOf(comment ? "-->" : "<!--", at);
      if (next === -1) break;
      at = next + (comment ? 3 : 4);
      comment = !comment;
    }
  }
  if (fence !== void 0) return `
${fence}`;
  return comment ? " -->" : "";
}
function withOffDiff(body, comments, heading) {
  if (comments.length === 0) return body;
  const items = comments.map((c) => {
    const lines = c.line ? `:${c.start_line === void 0 ? "" : `${c.start_line}-`}${c.line}` : "";
    const where = `${c.path}${lines}`;
    return `- \`${where}\`: ${indent(c.body)}`;
  });
  return `${body.trimEnd()}

#### ${heading}

${items.join("\n")}`;
}
var indent = (text) => text.replace(/\n(?!\n)/g, "\n  ");

export {
  sealBody,
  withOffDiff
};
