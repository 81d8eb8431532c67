import type { Dirent } from "node:fs";
import { readdir, realpath, stat } from "node:fs/promises";
import path from "node:path";
import { isGitPath, isInside, workspaceRelative } from "../workspace.ts";
import { type FileAccess, tooDeep } from "./access.ts";
import { throwIfAborted } from "./file-checks.ts";

/** Directory entries one walk visits at most, so a huge tree cannot stall a call. */
export const MAX_WALK_ENTRIES = 200_000;

export interface WalkState {
  incomplete: boolean;
  visited: number;
  /** Set when folders past MAX_PATH_DEPTH were left out. */
  tooDeep?: boolean;
}

/**
 * Where a walk of `start` goes, named from the workspace: the folder a symlink
 * on the way leads to, so each file is checked (review.ignore, .gitignore,
 * secrets) by its own name and not by the link's.
 */
export async function walkStart(workspace: string, start: string): Promise<string> {
  const [realRoot, real] = await Promise.all([realpath(workspace), realpath(start)]);
  return isInside(realRoot, real) ? path.join(workspace, workspaceRelative(realRoot, real)) : start;
}

/**
 * Every file under `start` (itself, when it is a file) that `access` lets the
 * tools read, in name order, skipping `.git` (directories and files),
 * `node_modules`, ignored directories and those past MAX_PATH_DEPTH. Callers
 * start where `walkStart` says. Symlinked directories are not
 * followed; a symlinked file is yielded only when it resolves inside the
 * workspace and outside `.git`.
 * Stops after MAX_WALK_ENTRIES entries and sets `state.incomplete`.
 */
export async function* walkFiles(
  workspace: string,
  start: string,
  access: FileAccess,
  state: WalkState,
  signal?: AbortSignal,
): AsyncGenerator<string> {
  const info = await stat(start);
  if (!info.isDirectory()) {
    if (!(await access.denialOf(start))) yield start;
    return;
  }
  const realRoot = await realpath(workspace);
  // Depth first in name order: a directory's entries stand where its name sorts.
  const stack: { path: string; dir: boolean }[] = [{ path: start, dir: true }];
  while (stack.length > 0) {
    throwIfAborted(signal);
    const item = stack.pop()!;
    if (!item.dir) {
      yield item.path;
      continue;
    }
    let entries: Dirent[];
    try {
      entries = await readdir(item.path, { withFileTypes: true });
    } catch {
      continue; // unreadable directory: skip it
    }
    entries.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
    const children: { path: string; dir: boolean }[] = [];
    for (const entry of entries) {
      if (++state.visited > MAX_WALK_ENTRIES) {
        state.incomplete = true;
        break;
      }
      const full = path.join(item.path, entry.name);
      if (entry.name.toLowerCase() === ".git") continue;
      const rel = workspaceRelative(workspace, full);
      if (entry.isDirectory()) {
        if (tooDeep(rel, 1)) state.tooDeep = true;
        else if (!(await access.skipsDirectory(rel))) children.push({ path: full, dir: true });
        continue;
      }
      if (await access.denial(rel)) continue;
      if (entry.isFile()) {
        children.push({ path: full, dir: false });
      } else if (entry.isSymbolicLink()) {
        try {
          const real = await realpath(full);
          if (
            isInside(realRoot, real) &&
            !isGitPath(realRoot, real) &&
            (await stat(real)).isFile() &&
            !(await access.denialOf(full))
          )
            children.push({ path: full, dir: false });
        } catch {
          // dangling link: skip
        }
      }
    }
    for (let i = children.length - 1; i >= 0; i--) stack.push(children[i]!);
    if (state.incomplete) {
      // Finish what was already found, then stop descending.
      for (const child of stack.splice(0).reverse()) if (!child.dir) yield child.path;
      return;
    }
  }
}
