#!/usr/bin/env node
import { createRequire as __batonCreateRequire, isBuiltin as __batonIsBuiltin } from 'node:module';
const __batonRequire = __batonCreateRequire(import.meta.url);
const __batonMissing = (id) => Object.assign(new Error("Cannot find module '" + id + "'"), { code: 'MODULE_NOT_FOUND' });
const require = Object.assign((id) => { if (__batonIsBuiltin(id)) return __batonRequire(id); throw __batonMissing(id); },
  { resolve: (id) => { if (__batonIsBuiltin(id)) return id; throw __batonMissing(id); } });
import {
  builtinRecipesDir,
  loadRecipes
} from "./chunk-FHJ4YSCS.js";
import {
  parseMcpName
} from "./chunk-ZQYUS7CZ.js";
import "./chunk-Z7IASYN5.js";
import "./chunk-YU4EEEZD.js";
import {
  table
} from "./chunk-ICZ3I3JT.js";
import "./chunk-FLXSCLV4.js";
import {
  clip
} from "./chunk-HBY6AOVX.js";
import "./chunk-VA2UHLEW.js";
import "./chunk-I5QNXST4.js";

// src/cli/commands/recipes.ts
import { relative } from "node:path";
var DESCRIPTION_CHARS = 54;
async function recipesCommand(ctx) {
  const catalog = await loadRecipes({ builtinDir: builtinRecipesDir(), repoDir: ctx.recipesDir });
  const servers = ctx.repoConfig.mcpServers;
  const rows = catalog.list().map((r) => ({
    name: r.name,
    description: r.description,
    source: r.source === "built-in" ? "built-in" : relative(ctx.io.cwd, r.file) || r.file,
    overrides: r.overrides,
    // What the recipe allows of MCP servers, as it names them; a server the configuration lacks is said
    // so here rather than found out in a run. Listing starts no server.
    mcpTools: (r.allowed_tools ?? []).flatMap((tool) => {
      const mcp = parseMcpName(tool);
      if (!mcp) return [];
      return [Object.hasOwn(servers, mcp.server) ? tool : `${tool} (no such server in mcp_servers)`];
    })
  }));
  if (ctx.args.options.json) {
    ctx.io.stdout(
      `${JSON.stringify(
        rows.map(({ name, description, source, mcpTools }) => ({
          name,
          description,
          source,
          mcp_tools: mcpTools
        })),
        null,
        2
      )}
`
    );
    return 0;
  }
  const withMcp = rows.some((r) => r.mcpTools.length > 0);
  ctx.io.stdout(
    table([
      ["NAME", "SOURCE", ...withMcp ? ["MCP TOOLS"] : [], "DESCRIPTION"],
      ...rows.map((r) => [
        r.name,
        r.overrides ? `${r.source} (overrides built-in)` : r.source,
        ...withMcp ? [r.mcpTools.join(", ") || "-"] : [],
        clip(r.description, DESCRIPTION_CHARS)
      ])
    ])
  );
  return 0;
}
export {
  recipesCommand
};
