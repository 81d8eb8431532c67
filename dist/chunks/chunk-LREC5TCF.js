#!/usr/bin/env node
import { createRequire as __batonCreateRequire, isBuiltin as __batonIsBuiltin } from 'node:module';
const __batonRequire = __batonCreateRequire(import.meta.url);
const __batonMissing = (id) => Object.assign(new Error("Cannot find module '" + id + "'"), { code: 'MODULE_NOT_FOUND' });
const require = Object.assign((id) => { if (__batonIsBuiltin(id)) return __batonRequire(id); throw __batonMissing(id); },
  { resolve: (id) => { if (__batonIsBuiltin(id)) return id; throw __batonMissing(id); } });
import {
  stripUntrusted
} from "./chunk-HZICW6AM.js";
import {
  ToolError
} from "./chunk-JKP3GOEL.js";
import {
  cut
} from "./chunk-HBY6AOVX.js";

// src/engine/tools/comment-reader.ts
async function readComments(request) {
  const cutoff = request.notAfter === void 0 ? void 0 : Date.parse(request.notAfter);
  if (cutoff !== void 0 && Number.isNaN(cutoff))
    throw new ToolError(`invalid cutoff time: ${request.notAfter}`);
  const after = (iso) => cutoff !== void 0 && typeof iso === "string" && Date.parse(iso) > cutoff;
  const out = { blocks: [], createdAt: [], later: 0, more: false };
  const left = (comment) => comment.id === request.triggerCommentId && request.excludeTrigger || request.skip?.(comment.body);
  const later = (comment) => request.triggerCommentId !== void 0 && comment.id > request.triggerCommentId || after(comment.createdAt);
  const shown = (comment) => !left(comment) && !later(comment);
  let fetched = 0;
  for await (const page of request.reader.commentPages(request.number, request.signal, shown)) {
    for (const comment of page) {
      if (fetched >= request.max) {
        out.more = true;
        return out;
      }
      fetched++;
      if (left(comment)) continue;
      if (later(comment)) {
        out.later++;
        continue;
      }
      const body = comment.hidden !== void 0 ? hiddenNote(comment.hidden) : after(comment.updatedAt) ? "(edited after this run was triggered; not shown)" : clipBody(stripUntrusted(comment.body).trim(), request.maxBodyChars, request.redact) || "(empty)";
      out.blocks.push(`--- ${comment.author ?? "(unknown)"} at ${comment.createdAt} ---
${body}`);
      out.createdAt.push(comment.createdAt);
    }
  }
  return out;
}
function dropOldest(blocks, budgetChars) {
  const kept = [...blocks];
  let size = kept.reduce((n, b) => n + b.length + 2, 0);
  let dropped = 0;
  while (size > budgetChars && kept.length > 1) {
    size -= kept.shift().length + 2;
    dropped++;
  }
  return { kept, dropped };
}
function hiddenNote(reason) {
  const why = reason.toLowerCase().replace(/_/g, "-").replace(/[^a-z-]/g, "");
  return `(hidden on GitHub${why ? ` as ${why}` : ""}; not shown)`;
}
function clipBody(body, max, redact) {
  return cut(body, max, { note: (more) => `
[body truncated: ${more} more chars]`, redact });
}

export {
  readComments,
  dropOldest,
  hiddenNote,
  clipBody
};
