import { relative } from "node:path";
import { builtinRecipesDir, loadRecipes } from "../../engine/recipes/loader.ts";
import type { CliContext } from "../context.ts";
import { table } from "../io.ts";

export async function recipesCommand(ctx: CliContext): Promise<number> {
  const catalog = await loadRecipes({ builtinDir: builtinRecipesDir(), repoDir: ctx.recipesDir });
  const rows = catalog.list().map((r) => ({
    name: r.name,
    description: r.description,
    source: r.source === "built-in" ? "built-in" : relative(ctx.io.cwd, r.file) || r.file,
    overrides: r.overrides,
  }));
  if (ctx.args.options.json) {
    ctx.io.stdout(
      `${JSON.stringify(
        rows.map(({ name, description, source }) => ({ name, description, source })),
        null,
        2,
      )}\n`,
    );
    return 0;
  }
  ctx.io.stdout(
    table([
      ["NAME", "DESCRIPTION", "SOURCE"],
      ...rows.map((r) => [
        r.name,
        r.description,
        r.overrides ? `${r.source} (overrides built-in)` : r.source,
      ]),
    ]),
  );
  return 0;
}
