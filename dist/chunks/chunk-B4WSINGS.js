#!/usr/bin/env node
import { createRequire as __batonCreateRequire, isBuiltin as __batonIsBuiltin } from 'node:module';
const __batonRequire = __batonCreateRequire(import.meta.url);
const __batonMissing = (id) => Object.assign(new Error("Cannot find module '" + id + "'"), { code: 'MODULE_NOT_FOUND' });
const require = Object.assign((id) => { if (__batonIsBuiltin(id)) return __batonRequire(id); throw __batonMissing(id); },
  { resolve: (id) => { if (__batonIsBuiltin(id)) return id; throw __batonMissing(id); } });
import {
  known
} from "./chunk-HRV54FJ4.js";
import {
  clip
} from "./chunk-HBY6AOVX.js";

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
  const covers = collectCovers(entries);
  const owner = covers.length ? assign(entries.length, covers) : void 0;
  const maskBefore = maskBoundary(entries, owner);
  const calls = /* @__PURE__ */ new Map();
  const out = [];
  const emitted = new Uint8Array(covers.length);
  const empty = /* @__PURE__ */ new Map();
  for (const [c, cover] of covers.entries()) {
    if (cover.from < cover.to || !cover.replacement.length) continue;
    const at = empty.get(cover.to);
    if (at) at.push(c);
    else empty.set(cover.to, [c]);
  }
  const emitEmpty = (i) => {
    for (const c of empty.get(i) ?? [])
      if (!owner || i >= entries.length || owner[i] < c) out.push(...covers[c].replacement);
  };
  for (let i = 0; i < entries.length; i++) {
    if (empty.size) emitEmpty(i);
    const c = owner ? owner[i] : -1;
    if (c >= 0) {
      if (!emitted[c]) {
        emitted[c] = 1;
        out.push(...covers[c].replacement);
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
  const covers = [];
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
      covers.push({ from: 0, to: keepToolGroupTogether(Math.min(kept, i)), replacement });
    } else if (e?.type === "mutation") {
      const replacement = e.messages.map((message) => ({ message, entryId: null, cover: e.id }));
      covers.push({ from: 0, to: i, replacement });
    } else if (e?.type === "stack_pop") {
      const back = position.get(e.back_to_entry_id);
      if (back === void 0 || back > i) continue;
      const from = keepToolGroupTogether(back);
      if (e.pre_pop_summary !== void 0)
        covers.push({
          from: 0,
          to: from,
          replacement: [{ ...summaryMessage(e.pre_pop_summary), cover: e.id }]
        });
      covers.push({ from, to: i, replacement: [{ ...summaryMessage(e.summary, POP_INTRO), cover: e.id }] });
    }
  }
  return covers;
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
function assignOwners(n, covers) {
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
  for (let c = covers.length - 1; c >= 0; c--) {
    const { from, to } = covers[c];
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

export {
  INTERRUPTED_TOOL_RESULT,
  buildContext,
  buildUnrepairedContext,
  masksInPlace,
  repairToolPairs
};
