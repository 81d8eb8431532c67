import path from "node:path";
import { DEFAULT_HOOKS_PATH, DEFAULT_RECIPES_PATH } from "../settings.ts";
import { CONFIG_PATH } from "./repo-config.ts";

/**
 * Baton's own configuration in a repository: what a run's code and
 * instructions are made of. The model never changes it, whether through the
 * editing tools or a program it runs (the sandbox mounts these read-only):
 * a run that could rewrite its recipes, hooks or instructions would pick its
 * own permissions for the next run. The one list, for both.
 */

/** The standing instructions joined to every recipe's system prompt (docs/design.md#recipes). */
export const INSTRUCTION_FILES = ["AGENTS.md", ".github/baton/instructions.md"] as const;

/** Baton's folder: the default recipes and hooks folders, the instructions and the memory file live in it. */
export const BATON_DIR = ".github/baton";

/**
 * The workspace-relative paths (`/`-separated, files and folders) that are
 * Baton's configuration: `.github/baton.yml`, `.github/baton/`, AGENTS.md,
 * and the recipes and hooks folders the settings name when they lie in the
 * workspace. A folder stands for everything below it.
 */
export function batonConfigPaths(
  workspace: string,
  folders: { recipesPath?: string | undefined; hooksPath?: string | undefined } = {},
): string[] {
  const paths = new Set<string>([CONFIG_PATH, BATON_DIR, ...INSTRUCTION_FILES]);
  for (const folder of [
    folders.recipesPath ?? DEFAULT_RECIPES_PATH,
    folders.hooksPath ?? DEFAULT_HOOKS_PATH,
  ]) {
    const rel = path.relative(path.resolve(workspace), path.resolve(workspace, folder));
    if (rel === "" || rel === ".." || rel.startsWith(`..${path.sep}`) || path.isAbsolute(rel)) continue;
    paths.add(rel.split(path.sep).join("/"));
  }
  return [...paths];
}

/**
 * True when `rel` (workspace-relative, `/`-separated) is one of `paths` or
 * lies below one. Letter case is ignored: on a case-insensitive file system
 * `.GitHub/Baton.yml` is the same file.
 */
export function isBatonConfigPath(rel: string, paths: readonly string[]): boolean {
  const lower = rel.toLowerCase();
  return paths.some((p) => {
    const q = p.toLowerCase();
    return lower === q || lower.startsWith(`${q}/`);
  });
}
