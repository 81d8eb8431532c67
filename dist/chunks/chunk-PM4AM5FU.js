#!/usr/bin/env node
import { createRequire as __batonCreateRequire, isBuiltin as __batonIsBuiltin } from 'node:module';
const __batonRequire = __batonCreateRequire(import.meta.url);
const __batonMissing = (id) => Object.assign(new Error("Cannot find module '" + id + "'"), { code: 'MODULE_NOT_FOUND' });
const require = Object.assign((id) => { if (__batonIsBuiltin(id)) return __batonRequire(id); throw __batonMissing(id); },
  { resolve: (id) => { if (__batonIsBuiltin(id)) return id; throw __batonMissing(id); } });

// src/cli/hook-dirs.ts
import { readdirSync, realpathSync } from "node:fs";
import { resolve } from "node:path";
function cliHookDirs(hooksPath, env, cwd) {
  const dirs = [hooksPath && resolve(cwd, hooksPath), env.HOME && resolve(env.HOME, ".baton/hooks")];
  const seen = /* @__PURE__ */ new Set();
  return dirs.filter((d) => {
    if (!d) return false;
    const real = realOrSelf(d);
    if (seen.has(real)) return false;
    seen.add(real);
    return true;
  });
}
var realOrSelf = (dir) => {
  try {
    return realpathSync(dir);
  } catch {
    return dir;
  }
};
var sameFolder = (a, b) => realOrSelf(a) === realOrSelf(b);
function holdsExtensions(dirs) {
  return dirs.some((dir) => {
    try {
      return readdirSync(dir).some((name) => /\.m?js$/.test(name));
    } catch {
      return false;
    }
  });
}

export {
  cliHookDirs,
  sameFolder,
  holdsExtensions
};
