#!/usr/bin/env node
import { createRequire as __batonCreateRequire, isBuiltin as __batonIsBuiltin } from 'node:module';
const __batonRequire = __batonCreateRequire(import.meta.url);
const __batonMissing = (id) => Object.assign(new Error("Cannot find module '" + id + "'"), { code: 'MODULE_NOT_FOUND' });
const require = Object.assign((id) => { if (__batonIsBuiltin(id)) return __batonRequire(id); throw __batonMissing(id); },
  { resolve: (id) => { if (__batonIsBuiltin(id)) return id; throw __batonMissing(id); } });

// src/engine/config/merge.ts
function applyConfig(settings, given, config) {
  const merged = { ...settings };
  for (const [key, value] of Object.entries(config.settings)) {
    if (value !== void 0 && !given.has(key)) merged[key] = value;
  }
  return merged;
}

export {
  applyConfig
};
