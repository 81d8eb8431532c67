import { constants, existsSync } from "node:fs";
import { type FileHandle, lstat, mkdir, open, realpath } from "node:fs/promises";
import path from "node:path";
import { ToolError } from "../tool.ts";

const { O_RDONLY, O_RDWR, O_CREAT, O_EXCL, O_DIRECTORY, O_NOFOLLOW, O_NONBLOCK } = constants;

/**
 * Linux names every open descriptor under /proc/self/fd, and a path through
 * one starts at that directory: `openat` without a native binding. Elsewhere
 * (macOS) each step is opened by its whole path and checked after the open.
 */
const PROC_FD = process.platform === "linux" && existsSync("/proc/self/fd");

export interface OpenedForWrite {
  /** Open for reading and writing; the caller closes it. */
  handle: FileHandle;
  /** True when the file did not exist and was made empty by this open. */
  created: boolean;
}

/**
 * Opens the file at `rel` (workspace-relative, `/`-separated, already checked
 * to lie inside) for reading and writing, making it and its folders when
 * `create` says so. No symbolic link is followed on the way, the last part
 * included, and none planted while it runs can redirect it: each folder is
 * opened relative to the one before (O_NOFOLLOW), so what was checked is what
 * is written. Only a regular file with no other hard link is opened (another
 * name could be a file in `.git`). Nothing is truncated here: the caller
 * writes through the handle once it has decided.
 */
export async function openForWrite(workspace: string, rel: string, create: boolean): Promise<OpenedForWrite> {
  const parts = rel.split("/");
  const name = parts.pop();
  if (!name || parts.some((p) => p === "" || p === "." || p === ".."))
    throw new ToolError(`not a file path: ${rel}`);
  const root = await realpath(workspace);
  let dir = await open(root, O_RDONLY | O_DIRECTORY);
  let dirPath = root;
  try {
    for (const [i, part] of parts.entries()) {
      const shown = parts.slice(0, i + 1).join("/");
      const next = await openStep(dir, dirPath, part, O_RDONLY | O_DIRECTORY, shown, create);
      await dir.close();
      dir = next;
      dirPath = path.join(dirPath, part);
    }
    let handle: FileHandle;
    let created = false;
    try {
      handle = await openAt(dir, dirPath, name, O_RDWR | O_NONBLOCK);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "ENOENT" || !create) throw describe(error, rel);
      // O_EXCL: made here, not found there by a race (nor a link planted meanwhile, which O_EXCL never follows).
      handle = await openAt(dir, dirPath, name, O_RDWR | O_CREAT | O_EXCL, 0o666).catch((e) => {
        throw describe(e, rel);
      });
      created = true;
    }
    try {
      const info = await handle.stat();
      if (!info.isFile())
        throw new ToolError(`${rel} is not a regular file, which editing tools do not write`);
      if (info.nlink > 1)
        throw new ToolError(`${rel} has other hard links, which editing tools do not write through`);
      if (!PROC_FD) await checkStillThere(handle, path.join(dirPath, name), root, rel);
    } catch (error) {
      await handle.close();
      throw error;
    }
    return { handle, created };
  } finally {
    await dir.close();
  }
}

/** Opens one folder of the path, making it first when it is missing and `create` says so. */
async function openStep(
  dir: FileHandle,
  dirPath: string,
  part: string,
  flags: number,
  shown: string,
  create: boolean,
): Promise<FileHandle> {
  try {
    return await openAt(dir, dirPath, part, flags);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ENOENT" || !create) throw describe(error, shown);
  }
  await mkdir(at(dir, dirPath, part)).catch((error) => {
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw describe(error, shown);
  });
  return openAt(dir, dirPath, part, flags).catch((error) => {
    throw describe(error, shown);
  });
}

function at(dir: FileHandle, dirPath: string, name: string): string {
  return PROC_FD ? `/proc/self/fd/${dir.fd}/${name}` : path.join(dirPath, name);
}

function openAt(dir: FileHandle, dirPath: string, name: string, flags: number, mode?: number) {
  return open(at(dir, dirPath, name), flags | O_NOFOLLOW, mode);
}

/**
 * Without /proc, a folder swapped for a link between two steps could redirect
 * the open: the file opened must still be the one its path names, in the
 * folder the path names.
 */
async function checkStillThere(handle: FileHandle, file: string, root: string, rel: string): Promise<void> {
  const [opened, named, folder] = await Promise.all([
    handle.stat(),
    lstat(file).catch(() => undefined),
    realpath(path.dirname(file)).catch(() => undefined),
  ]);
  const expected = path.dirname(path.join(root, rel));
  if (!named || named.ino !== opened.ino || named.dev !== opened.dev || folder !== expected)
    throw new ToolError(`${rel} changed while it was being opened; nothing was written`);
}

/** An open's failure as the model should read it. */
function describe(error: unknown, shown: string): Error {
  const code = (error as NodeJS.ErrnoException).code;
  if (code === "ELOOP" || code === "EMLINK")
    return new ToolError(`${shown} is a symbolic link, which editing tools do not write through`);
  if (code === "ENOTDIR")
    return new ToolError(
      `${shown} is a symbolic link or not a folder, which editing tools do not write through`,
    );
  if (code === "ENOENT") return new ToolError(`no such file: ${shown}`);
  if (code === "EISDIR") return new ToolError(`${shown} is a folder`);
  if (code === "EEXIST") return new ToolError(`${shown} appeared while it was being made; try again`);
  if (code === "EACCES" || code === "EPERM" || code === "EROFS")
    return new ToolError(`permission denied: ${shown}`);
  return error instanceof Error ? error : new Error(String(error));
}
