#!/usr/bin/env node
import { createRequire as __batonCreateRequire, isBuiltin as __batonIsBuiltin } from 'node:module';
const __batonRequire = __batonCreateRequire(import.meta.url);
const __batonMissing = (id) => Object.assign(new Error("Cannot find module '" + id + "'"), { code: 'MODULE_NOT_FOUND' });
const require = Object.assign((id) => { if (__batonIsBuiltin(id)) return __batonRequire(id); throw __batonMissing(id); },
  { resolve: (id) => { if (__batonIsBuiltin(id)) return id; throw __batonMissing(id); } });

// src/engine/util/json-schema.ts
var MAX_SAFE = Number.MAX_SAFE_INTEGER;
function tidySchema(node) {
  if (Array.isArray(node)) return node.map(tidySchema);
  if (node === null || typeof node !== "object") return node;
  const out = {};
  for (const [key, value] of Object.entries(node)) {
    if (key === "$schema") continue;
    if (key === "maximum" && value === MAX_SAFE || key === "minimum" && value === -MAX_SAFE) continue;
    out[key] = tidySchema(value);
  }
  return out;
}

export {
  tidySchema
};
