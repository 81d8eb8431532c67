import { realpath } from "node:fs/promises";
import path from "node:path";
import { ToolError } from "./tool.ts";

/** True when `child` is `parent` or lies below it (both absolute and normalized). */
export function isInside(parent: string, child: string): boolean {
  const rel = path.relative(parent, child);
  return rel === "" || (!rel.startsWith(`..${path.sep}`) && rel !== ".." && !path.isAbsolute(rel));
}

/**
 * The real path of `target`, or, when it does not exist yet, the real path of
 * its deepest existing ancestor with the rest appended. Symlinks in the part
 * that exists are resolved, so a link pointing outside cannot hide.
 */
async function realpathOfExisting(target: string): Promise<string> {
  let existing = target;
  const rest: string[] = [];
  for (;;) {
    try {
      const real = await realpath(existing);
      return rest.length ? path.join(real, ...rest.reverse()) : real;
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      if (code !== "ENOENT" && code !== "ENOTDIR") throw error;
      const parent = path.dirname(existing);
      if (parent === existing) return target;
      rest.push(path.basename(existing));
      existing = parent;
    }
  }
}

/**
 * True when `absolute` lies in or is git's own data below `root`: a `.git`
 * directory or file at any depth, in any letter case (case-insensitive file
 * systems). actions/checkout leaves the job token in `.git/config`, so no
 * file tool reads anything there, by any name.
 */
export function isGitPath(root: string, absolute: string): boolean {
  const rel = path.relative(root, absolute);
  return rel.split(path.sep).some((part) => part.toLowerCase() === ".git");
}

/**
 * Resolves a path the model supplied (relative to the workspace, or absolute
 * but inside it) to an absolute path inside the workspace. Refuses `..`
 * escapes, absolute paths elsewhere, symlinks that lead out and anything in
 * git's own data, with a message for the model: "path outside the workspace:
 * ../x". The returned path is the lexical one (symlinks inside the workspace
 * keep their names).
 */
export async function resolveInWorkspace(workspace: string, requested: string): Promise<string> {
  if (requested.includes("\0")) throw new ToolError(`invalid path: ${JSON.stringify(requested)}`);
  const root = path.resolve(workspace);
  const lexical = path.resolve(root, requested === "" ? "." : requested);
  if (!isInside(root, lexical)) throw new ToolError(`path outside the workspace: ${requested}`);
  const realRoot = await realpath(root);
  const real = await realpathOfExisting(lexical);
  if (!isInside(realRoot, real)) {
    throw new ToolError(`path outside the workspace: ${requested} (a symlink leads out of it)`);
  }
  if (isGitPath(root, lexical) || isGitPath(realRoot, real)) {
    throw new ToolError(`${requested} is in git's own data (.git), which file tools do not read`);
  }
  return lexical;
}

/** The path relative to the workspace, with forward slashes, "." for the root. */
export function workspaceRelative(workspace: string, absolute: string): string {
  const rel = path.relative(path.resolve(workspace), absolute);
  return rel === "" ? "." : rel.split(path.sep).join("/");
}
