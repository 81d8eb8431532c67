#!/usr/bin/env node
import { createRequire as __batonCreateRequire, isBuiltin as __batonIsBuiltin } from 'node:module';
const __batonRequire = __batonCreateRequire(import.meta.url);
const __batonMissing = (id) => Object.assign(new Error("Cannot find module '" + id + "'"), { code: 'MODULE_NOT_FOUND' });
const require = Object.assign((id) => { if (__batonIsBuiltin(id)) return __batonRequire(id); throw __batonMissing(id); },
  { resolve: (id) => { if (__batonIsBuiltin(id)) return id; throw __batonMissing(id); } });
import {
  COVERING_ENTRY_TYPES
} from "./chunk-SIO4KYN3.js";

// src/engine/log/merge-logs.ts
function mergeLogs(remote, local) {
  const header = local?.header ?? remote?.header;
  if (!header) throw new Error("mergeLogs needs at least one log");
  const ours = new Set((local?.entries ?? []).map((e) => e.id));
  const remoteEntries = unique(remote?.entries ?? []);
  const known = new Set(remoteEntries.map((e) => e.id));
  const theirs = remoteEntries.filter((e) => !ours.has(e.id));
  const mine = unique(local?.entries ?? []).filter((e) => !known.has(e.id));
  const ordered = theirs.length && mine.some(covers) && !theirs.some(covers) ? [...remoteEntries.filter((e) => ours.has(e.id)), ...mine, ...theirs] : [...remoteEntries, ...mine];
  return { header, entries: ordered, fromRemote: theirs.length, fromLocal: mine.length };
}
var covers = (e) => COVERING_ENTRY_TYPES.has(e.type);
function unique(entries) {
  const seen = /* @__PURE__ */ new Set();
  return entries.filter((e) => !seen.has(e.id) && seen.add(e.id));
}

export {
  mergeLogs
};
