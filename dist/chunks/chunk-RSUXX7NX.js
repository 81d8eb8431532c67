#!/usr/bin/env node
import { createRequire as __batonCreateRequire, isBuiltin as __batonIsBuiltin } from 'node:module';
const __batonRequire = __batonCreateRequire(import.meta.url);
const __batonMissing = (id) => Object.assign(new Error("Cannot find module '" + id + "'"), { code: 'MODULE_NOT_FOUND' });
const require = Object.assign((id) => { if (__batonIsBuiltin(id)) return __batonRequire(id); throw __batonMissing(id); },
  { resolve: (id) => { if (__batonIsBuiltin(id)) return id; throw __batonMissing(id); } });
import {
  buildContext
} from "./chunk-2U5Q3G3Z.js";
import {
  COVERING_ENTRY_TYPES
} from "./chunk-SIO4KYN3.js";

// src/engine/log/merge-logs.ts
import { createHash } from "node:crypto";
var JOIN_SOURCE = "merge";
var JOIN_INTRO = "Another run on this conversation went on from the same point at the same time. What it added follows:";
function mergeLogs(remote, local) {
  const header = local?.header ?? remote?.header;
  if (!header) throw new Error("mergeLogs needs at least one log");
  const ours = new Set((local?.entries ?? []).map((e) => e.id));
  const remoteEntries = unique(remote?.entries ?? []);
  const known = new Set(remoteEntries.map((e) => e.id));
  const theirs = remoteEntries.filter((e) => !ours.has(e.id));
  const mine = unique(local?.entries ?? []).filter((e) => !known.has(e.id));
  const bothCover = theirs.some(covers) && mine.some(covers);
  const ordered = theirs.length && mine.some(covers) && !bothCover ? [...remoteEntries.filter((e) => ours.has(e.id)), ...mine, ...theirs] : [...remoteEntries, ...mine];
  if (bothCover) ordered.push(join(ordered, remoteEntries, unique(local?.entries ?? [])));
  return { header, entries: ordered, fromRemote: theirs.length, fromLocal: mine.length };
}
function join(ordered, remote, local) {
  const ourContext = buildContext(local);
  const shown = new Set(ourContext.flatMap((m) => m.entryId === null ? [] : [m.entryId]));
  const shownText = new Set(ourContext.map((m) => JSON.stringify(m.message)));
  const added = buildContext(remote).filter(
    (m) => m.entryId === null ? !shownText.has(JSON.stringify(m.message)) : !shown.has(m.entryId)
  );
  const messages = [
    ...ourContext.map((m) => m.message),
    ...added.length ? [{ role: "user", content: JOIN_INTRO }, ...added.map((m) => m.message)] : []
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
var covers = (e) => COVERING_ENTRY_TYPES.has(e.type);
function unique(entries) {
  const seen = /* @__PURE__ */ new Set();
  return entries.filter((e) => !seen.has(e.id) && seen.add(e.id));
}

export {
  mergeLogs
};
