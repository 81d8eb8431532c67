import { relative } from "node:path";
import { builtinRecipesDir, loadRecipes } from "../../engine/recipes/loader.ts";
import { parseMcpName } from "../../engine/tools/tool-names.ts";
import type { CliContext } from "../context.ts";
import { table } from "../io.ts";

export async function recipesCommand(ctx: CliContext): Promise<number> {
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
    }),
  }));
  if (ctx.args.options.json) {
    ctx.io.stdout(
      `${JSON.stringify(
        rows.map(({ name, description, source, mcpTools }) => ({
          name,
          description,
          source,
          mcp_tools: mcpTools,
        })),
        null,
        2,
      )}\n`,
    );
    return 0;
  }
  const withMcp = rows.some((r) => r.mcpTools.length > 0);
  ctx.io.stdout(
    table([
      ["NAME", "DESCRIPTION", "SOURCE", ...(withMcp ? ["MCP TOOLS"] : [])],
      ...rows.map((r) => [
        r.name,
        r.description,
        r.overrides ? `${r.source} (overrides built-in)` : r.source,
        ...(withMcp ? [r.mcpTools.join(", ") || "-"] : []),
      ]),
    ]),
  );
  return 0;
}
