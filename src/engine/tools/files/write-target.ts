import type { FileHandle } from "node:fs/promises";
import type { ToolContext } from "../tool.ts";
import { ToolError } from "../tool.ts";
import { resolveInWorkspace, workspaceRelative } from "../workspace.ts";
import { type OpenedForWrite, openForWrite } from "./open-for-write.ts";
import { writeDenial } from "./write-access.ts";

/** The editing tools refuse files larger than this, to read or to write: source code, not data. */
export const MAX_EDIT_BYTES = 10_000_000;

/**
 * Resolves a path the model gave an editing tool and opens the file, or
 * throws a ToolError saying why not: outside the workspace, in `.git`, a
 * workflow, Baton's configuration, a secrets file, a symbolic link.
 */
export async function openWritable(
  ctx: ToolContext,
  requested: string,
  create: boolean,
): Promise<OpenedForWrite & { rel: string }> {
  const absolute = await resolveInWorkspace(ctx.workspace, requested);
  const rel = workspaceRelative(ctx.workspace, absolute);
  if (rel === ".") throw new ToolError("the workspace itself is a folder, not a file");
  const denied = writeDenial(rel, ctx);
  if (denied) throw new ToolError(`${requested} ${denied}`);
  return { ...(await openForWrite(ctx.workspace, rel, create)), rel };
}

/** Writes `content` over what the handle holds (in place: the file keeps its mode). */
export async function replaceContent(handle: FileHandle, content: string): Promise<void> {
  const bytes = Buffer.from(content, "utf8");
  await handle.write(bytes, 0, bytes.length, 0);
  await handle.truncate(bytes.length);
}
