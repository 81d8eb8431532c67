import { batonConfigPaths, isBatonConfigPath } from "../../config/baton-files.ts";
import type { ToolContext } from "../tool.ts";
import { isSecretFile, tooDeep } from "./access.ts";

/** Where GitHub keeps a repository's workflows. */
const WORKFLOWS_DIR = ".github/workflows/";

/**
 * Why the editing tools do not write the file at `rel` (workspace-relative,
 * `/`-separated), or undefined when they may. Staying in the workspace, out of
 * `.git` and off symbolic links is the path's and the opener's to enforce
 * (resolveInWorkspace, openForWrite); this is what the path names.
 */
export function writeDenial(
  rel: string,
  ctx: Pick<ToolContext, "workspace" | "ignoredPath" | "configPaths">,
): string | undefined {
  if (tooDeep(rel, 0)) return "is nested too deep, which editing tools do not go into";
  const lower = rel.toLowerCase();
  if (lower.startsWith(WORKFLOWS_DIR))
    return "is a GitHub Actions workflow: a workflow's token cannot push a change to .github/workflows (GitHub refuses it without the `workflows` permission), so editing tools do not write there; describe the change in your answer instead";
  if (isBatonConfigPath(rel, ctx.configPaths ?? batonConfigPaths(ctx.workspace)))
    return "is Baton's own configuration (its settings, recipes, hooks or standing instructions), which only a maintainer changes; describe the change in your answer instead";
  if (isSecretFile(rel.slice(rel.lastIndexOf("/") + 1)))
    return "may hold secrets (an environment, key or credentials file), which editing tools do not write";
  if (ctx.ignoredPath?.(rel))
    return "is ignored by the repository's configuration (review.ignore), which keeps it from the model";
  return undefined;
}
