#!/usr/bin/env node
import { createRequire as __batonCreateRequire, isBuiltin as __batonIsBuiltin } from 'node:module';
const __batonRequire = __batonCreateRequire(import.meta.url);
const __batonMissing = (id) => Object.assign(new Error("Cannot find module '" + id + "'"), { code: 'MODULE_NOT_FOUND' });
const require = Object.assign((id) => { if (__batonIsBuiltin(id)) return __batonRequire(id); throw __batonMissing(id); },
  { resolve: (id) => { if (__batonIsBuiltin(id)) return id; throw __batonMissing(id); } });
import {
  builtinRecipesDir,
  loadRecipes
} from "./chunk-IEFBYN5X.js";
import "./chunk-Z7IASYN5.js";
import {
  table
} from "./chunk-5WSJDUNA.js";
import "./chunk-VZFZEY5Z.js";
import "./chunk-MAU3G4ES.js";
import "./chunk-VA2UHLEW.js";
import "./chunk-5NRPVDG4.js";
import "./chunk-I5QNXST4.js";

// src/cli/commands/recipes.ts
import { relative } from "node:path";
async function recipesCommand(ctx) {
  const catalog = await loadRecipes({ builtinDir: builtinRecipesDir(), repoDir: ctx.recipesDir });
  const rows = catalog.list().map((r) => ({
    name: r.name,
    description: r.description,
    source: r.source === "built-in" ? "built-in" : relative(ctx.io.cwd, r.file) || r.file,
    overrides: r.overrides
  }));
  if (ctx.args.options.json) {
    ctx.io.stdout(
      `${JSON.stringify(
        rows.map(({ name, description, source }) => ({ name, description, source })),
        null,
        2
      )}
`
    );
    return 0;
  }
  ctx.io.stdout(
    table([
      ["NAME", "DESCRIPTION", "SOURCE"],
      ...rows.map((r) => [
        r.name,
        r.description,
        r.overrides ? `${r.source} (overrides built-in)` : r.source
      ])
    ])
  );
  return 0;
}
export {
  recipesCommand
};
