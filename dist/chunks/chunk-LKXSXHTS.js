#!/usr/bin/env node
import { createRequire as __batonCreateRequire, isBuiltin as __batonIsBuiltin } from 'node:module';
const __batonRequire = __batonCreateRequire(import.meta.url);
const __batonMissing = (id) => Object.assign(new Error("Cannot find module '" + id + "'"), { code: 'MODULE_NOT_FOUND' });
const require = Object.assign((id) => { if (__batonIsBuiltin(id)) return __batonRequire(id); throw __batonMissing(id); },
  { resolve: (id) => { if (__batonIsBuiltin(id)) return id; throw __batonMissing(id); } });
import {
  buildContext
} from "./chunk-B4WSINGS.js";
import {
  COVERING_ENTRY_TYPES,
  known
} from "./chunk-HRV54FJ4.js";

// src/engine/log/merge-logs.ts
import { createHash } from "node:crypto";
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
  const digest = createHash("sha256");
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
  JOIN_SOURCE,
  mergeLogs
};
