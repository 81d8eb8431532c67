#!/usr/bin/env node
import { createRequire as __batonCreateRequire } from 'node:module';
const require = __batonCreateRequire(import.meta.url);
import {
  builtinRecipesDir,
  loadRecipes
} from "./chunk-QZUIIXPY.js";
import "./chunk-6OWH2MY4.js";
import {
  table
} from "./chunk-5V6P6Q7T.js";
import "./chunk-AP323QN3.js";
import "./chunk-KFU373OM.js";
import "./chunk-W6LTGYO2.js";
import "./chunk-HWW5D4EF.js";

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
