#!/usr/bin/env node
import { createRequire as __batonCreateRequire, isBuiltin as __batonIsBuiltin } from 'node:module';
const __batonRequire = __batonCreateRequire(import.meta.url);
const __batonMissing = (id) => Object.assign(new Error("Cannot find module '" + id + "'"), { code: 'MODULE_NOT_FOUND' });
const require = Object.assign((id) => { if (__batonIsBuiltin(id)) return __batonRequire(id); throw __batonMissing(id); },
  { resolve: (id) => { if (__batonIsBuiltin(id)) return id; throw __batonMissing(id); } });
import {
  CONFIG_PATH
} from "./chunk-YGW6KKTC.js";
import {
  DEFAULT_HOOKS_PATH,
  DEFAULT_RECIPES_PATH
} from "./chunk-IWIHM2BB.js";

// src/engine/config/baton-files.ts
import path from "node:path";
var INSTRUCTION_FILES = ["AGENTS.md", ".github/baton/instructions.md"];
var BATON_DIR = ".github/baton";
function batonConfigPaths(workspace, folders = {}) {
  const paths = /* @__PURE__ */ new Set([CONFIG_PATH, BATON_DIR, ...INSTRUCTION_FILES]);
  for (const folder of [
    folders.recipesPath ?? DEFAULT_RECIPES_PATH,
    folders.hooksPath ?? DEFAULT_HOOKS_PATH
  ]) {
    const rel = path.relative(path.resolve(workspace), path.resolve(workspace, folder));
    if (rel === "" || rel === ".." || rel.startsWith(`..${path.sep}`) || path.isAbsolute(rel)) continue;
    paths.add(rel.split(path.sep).join("/"));
  }
  return [...paths];
}
function isBatonConfigPath(rel, paths) {
  const lower = rel.toLowerCase();
  return paths.some((p) => {
    const q = p.toLowerCase();
    return lower === q || lower.startsWith(`${q}/`);
  });
}

export {
  INSTRUCTION_FILES,
  batonConfigPaths,
  isBatonConfigPath
};
