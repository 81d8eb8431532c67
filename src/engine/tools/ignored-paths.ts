import { realpath } from "node:fs/promises";
import { type ToolContext, ToolError } from "./tool.ts";
import { workspaceRelative } from "./workspace.ts";

/**
 * The file tools' side of `review.ignore`: an ignored path is refused when
 * asked for by name and left out of listings and searches, so its content
 * never reaches the model.
 */

/** True when the repository's configuration keeps `absolute` (a path in the workspace) from the model. */
export function isIgnored(ctx: ToolContext, absolute: string): boolean {
  return ctx.ignoredPath?.(workspaceRelative(ctx.workspace, absolute)) ?? false;
}

/** Refuses an ignored file, by its own name or, for a link, by the name of what it points to. */
export async function refuseIgnored(ctx: ToolContext, absolute: string, requested: string): Promise<void> {
  if (!ctx.ignoredPath) return;
  const real = await realpath(absolute).catch(() => absolute);
  const root = await realpath(ctx.workspace).catch(() => ctx.workspace);
  if (isIgnored(ctx, absolute) || ctx.ignoredPath(workspaceRelative(root, real)))
    throw new ToolError(
      `${requested} is ignored by the repository's configuration (review.ignore); it is not shown`,
    );
}
