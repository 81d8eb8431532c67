#!/usr/bin/env node
import { createRequire as __batonCreateRequire } from 'node:module';
const require = __batonCreateRequire(import.meta.url);
import {
  BUILTIN_EXTENSIONS,
  Runtime
} from "./chunk-CIDUI4FN.js";
import {
  retryPolicyFromEnv
} from "./chunk-2RP2ELUF.js";

// src/cli/runtime.ts
function stderrLogger(ctx) {
  const write = (level) => (m) => ctx.io.stderr(`${level}: ${m}
`);
  return {
    debug: ctx.io.env.BATON_DEBUG ? write("debug") : () => {
    },
    info: ctx.io.env.BATON_DEBUG ? write("info") : () => {
    },
    warn: write("warning"),
    error: write("error")
  };
}
function showsProgress(ctx) {
  return ctx.io.stderrIsTTY && !ctx.args.options.quiet;
}
function cliRuntime(ctx) {
  return Runtime.create({
    settings: ctx.settings,
    contextWindow: ctx.contextWindow,
    apiKey: ctx.io.env.OPENAI_API_KEY ?? "",
    recipesDir: ctx.recipesDir,
    hookDirs: ctx.hookDirs,
    workspace: ctx.io.cwd,
    logger: stderrLogger(ctx),
    retryPolicy: retryPolicyFromEnv(ctx.io.env),
    ...showsProgress(ctx) ? { progress: (m) => ctx.io.stderr(`\x1B[2m\u2026 ${m}\x1B[0m
`) } : {},
    builtinExtensions: BUILTIN_EXTENSIONS
  });
}

export {
  cliRuntime
};
