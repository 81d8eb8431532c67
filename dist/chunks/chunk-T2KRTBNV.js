#!/usr/bin/env node
import { createRequire as __batonCreateRequire, isBuiltin as __batonIsBuiltin } from 'node:module';
const __batonRequire = __batonCreateRequire(import.meta.url);
const __batonMissing = (id) => Object.assign(new Error("Cannot find module '" + id + "'"), { code: 'MODULE_NOT_FOUND' });
const require = Object.assign((id) => { if (__batonIsBuiltin(id)) return __batonRequire(id); throw __batonMissing(id); },
  { resolve: (id) => { if (__batonIsBuiltin(id)) return id; throw __batonMissing(id); } });
import {
  known
} from "./chunk-HRV54FJ4.js";

// src/engine/log/history.ts
function contextHistory(entries, max = 30) {
  const points = [];
  let runs = 0;
  let compactions = 0;
  for (const entry of entries) {
    const e = known(entry);
    if (e?.type === "run" && e.context_tokens !== void 0) {
      points.push({ label: `R${++runs}`, tokens: e.context_tokens });
    } else if (e?.type === "compaction") {
      points.push({ label: `C${++compactions}`, tokens: e.tokens_after });
    }
  }
  return points.slice(-max);
}
function spentUsd(entries, from = 0) {
  let usd = from;
  for (const entry of entries) {
    const e = known(entry);
    if (e?.type === "run" && e.cost_usd !== void 0) usd += e.cost_usd;
  }
  return usd;
}

export {
  contextHistory,
  spentUsd
};
