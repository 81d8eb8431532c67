import { realpath } from "node:fs/promises";
import { type ToolContext, ToolError } from "./tool.ts";
import { workspaceRelative } from "./workspace.ts";

/**
 * The file tools' side of `review.ignore`: an ignored path is refused when
 * asked for by name and left out of listings and searches, so its content
 * never reaches the model. A link is judged by its own name and by the name
 * of what it points to, so a link cannot show an ignored file.
 */
export async function isIgnoredFile(ctx: ToolContext, absolute: string): Promise<boolean> {
  const ignored = ctx.ignoredPath;
  if (!ignored) return false;
  if (ignored(workspaceRelative(ctx.workspace, absolute))) return true;
  const [real, root] = await Promise.all([
    realpath(absolute).catch(() => absolute),
    realpath(ctx.workspace).catch(() => ctx.workspace),
  ]);
  return ignored(workspaceRelative(root, real));
}

/** Refuses an ignored file with a message for the model. */
export async function refuseIgnored(ctx: ToolContext, absolute: string, requested: string): Promise<void> {
  if (await isIgnoredFile(ctx, absolute))
    throw new ToolError(
      `${requested} is ignored by the repository's configuration (review.ignore); it is not shown`,
    );
}
