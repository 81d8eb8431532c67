#!/usr/bin/env node
import { createRequire as __batonCreateRequire, isBuiltin as __batonIsBuiltin } from 'node:module';
const __batonRequire = __batonCreateRequire(import.meta.url);
const __batonMissing = (id) => Object.assign(new Error("Cannot find module '" + id + "'"), { code: 'MODULE_NOT_FOUND' });
const require = Object.assign((id) => { if (__batonIsBuiltin(id)) return __batonRequire(id); throw __batonMissing(id); },
  { resolve: (id) => { if (__batonIsBuiltin(id)) return id; throw __batonMissing(id); } });

// src/action/events/markers.ts
var STATUS_MARKER = "<!-- baton:status -->";
var BATON_MARKER = "<!-- baton -->";
var isBatonBody = (body) => (body ?? "").includes(BATON_MARKER) || (body ?? "").includes(STATUS_MARKER);

export {
  STATUS_MARKER,
  BATON_MARKER,
  isBatonBody
};
