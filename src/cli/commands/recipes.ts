import { relative } from "node:path";
import { builtinRecipesDir, loadRecipes } from "../../engine/recipes/loader.ts";
import { parseMcpName } from "../../engine/tools/tool-names.ts";
import { clip } from "../../engine/util/text.ts";
import type { CliContext } from "../context.ts";
import { table } from "../io.ts";

const DESCRIPTION_CHARS = 54;

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
  // The description last and cut to a line's worth, so the table fits a terminal (--json has it whole).
  ctx.io.stdout(
    table([
      ["NAME", "SOURCE", ...(withMcp ? ["MCP TOOLS"] : []), "DESCRIPTION"],
      ...rows.map((r) => [
        r.name,
        r.overrides ? `${r.source} (overrides built-in)` : r.source,
        ...(withMcp ? [r.mcpTools.join(", ") || "-"] : []),
        clip(r.description, DESCRIPTION_CHARS),
      ]),
    ]),
  );
  return 0;
}
