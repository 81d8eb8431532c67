#!/usr/bin/env node
import { createRequire as __batonCreateRequire, isBuiltin as __batonIsBuiltin } from 'node:module';
const __batonRequire = __batonCreateRequire(import.meta.url);
const __batonMissing = (id) => Object.assign(new Error("Cannot find module '" + id + "'"), { code: 'MODULE_NOT_FOUND' });
const require = Object.assign((id) => { if (__batonIsBuiltin(id)) return __batonRequire(id); throw __batonMissing(id); },
  { resolve: (id) => { if (__batonIsBuiltin(id)) return id; throw __batonMissing(id); } });
import {
  BUILTIN_EXTENSIONS,
  createRuntime,
  sdkMcpClient
} from "./chunk-CIO6OQ4L.js";
import {
  openAIModel
} from "./chunk-NALBFLIG.js";
import {
  Redactor
} from "./chunk-JLUXB5JD.js";

// src/cli/runtime.ts
function stderrLogger(ctx, redactor) {
  const write = (level) => (m) => ctx.io.stderr(`${level}: ${redactor.redact(m)}
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
function cliRuntime(ctx, github) {
  const apiKey = ctx.io.env.OPENAI_API_KEY ?? "";
  const progress = showsProgress(ctx) ? (m) => ctx.io.stderr(`\u2026 ${m}
`, "dim") : void 0;
  return createRuntime(
    {
      settings: ctx.settings,
      recipesDir: ctx.recipesDir,
      hookDirs: ctx.hookDirs,
      workspace: ctx.io.cwd,
      secrets: [apiKey],
      hiddenPaths: [ctx.store.root],
      builtinExtensions: BUILTIN_EXTENSIONS,
      repoConfig: ctx.repoConfig
    },
    {
      model: openAIModel({
        apiKey,
        baseUrl: ctx.settings.baseUrl,
        timeoutSeconds: ctx.settings.modelTimeout,
        policy: ctx.policy,
        progress
      }),
      logger: stderrLogger(ctx, new Redactor([apiKey])),
      ...github ? { github } : {},
      mcp: sdkMcpClient,
      ...progress ? { progress } : {}
    }
  );
}

export {
  cliRuntime
};
