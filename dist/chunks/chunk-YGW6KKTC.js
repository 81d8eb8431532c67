#!/usr/bin/env node
import { createRequire as __batonCreateRequire, isBuiltin as __batonIsBuiltin } from 'node:module';
const __batonRequire = __batonCreateRequire(import.meta.url);
const __batonMissing = (id) => Object.assign(new Error("Cannot find module '" + id + "'"), { code: 'MODULE_NOT_FOUND' });
const require = Object.assign((id) => { if (__batonIsBuiltin(id)) return __batonRequire(id); throw __batonMissing(id); },
  { resolve: (id) => { if (__batonIsBuiltin(id)) return id; throw __batonMissing(id); } });

// src/engine/config/repo-config.ts
var CONFIG_PATH = ".github/baton.yml";
var MAX_CONFIG_BYTES = 64 * 1024;
var EMPTY_CONFIG = {
  settings: {},
  review: { ignore: [], instructions: [] },
  labels: [],
  checks: [],
  describe: { onOpen: false },
  models: /* @__PURE__ */ new Map(),
  mcpServers: {}
};

export {
  CONFIG_PATH,
  MAX_CONFIG_BYTES,
  EMPTY_CONFIG
};
