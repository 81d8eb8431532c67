#!/usr/bin/env node
import { createRequire as __batonCreateRequire, isBuiltin as __batonIsBuiltin } from 'node:module';
const __batonRequire = __batonCreateRequire(import.meta.url);
const __batonMissing = (id) => Object.assign(new Error("Cannot find module '" + id + "'"), { code: 'MODULE_NOT_FOUND' });
const require = Object.assign((id) => { if (__batonIsBuiltin(id)) return __batonRequire(id); throw __batonMissing(id); },
  { resolve: (id) => { if (__batonIsBuiltin(id)) return id; throw __batonMissing(id); } });
import {
  looksLikeSecret,
  secretRanges
} from "./chunk-JLUXB5JD.js";

// src/engine/util/safe-env.ts
var SECRET_NAME = /(TOKEN|KEY|SECRET|PASSWORD|PASSWD|CREDENTIAL|AUTH)/i;
var RUNNER_PLUMBING = /^(INPUT_|ACTIONS_|STATE_|GITHUB_(STATE|ENV|OUTPUT|PATH|STEP_SUMMARY)$)/i;
var ALWAYS = /^(PATH|HOME|LANG|LANGUAGE|LC_[A-Z]+|TERM|TZ|CI)$/;
function safeEnv(env = process.env, declared = []) {
  const wanted = new Set(declared);
  const out = {};
  for (const [name, value] of Object.entries(env)) {
    if (value === void 0 || !(ALWAYS.test(name) || wanted.has(name))) continue;
    if (SECRET_NAME.test(name) || RUNNER_PLUMBING.test(name) || looksLikeSecret(value)) continue;
    if (secretRanges(value).length > 0) continue;
    out[name] = value;
  }
  out.GIT_TERMINAL_PROMPT = "0";
  return out;
}

export {
  safeEnv
};
