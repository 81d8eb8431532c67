/**
 * What a run changed in the workspace (the job's checkout), read with git.
 * Baton runs git itself, as trusted code, outside the sandbox (which hides
 * `.git` from the programs the model runs); git never sees the token. The
 * workspace is snapshotted as a tree before the run and again after it, both
 * through a throwaway index (the checkout's own index and files are never
 * written), so what a step before Baton left in the workspace is not taken
 * for the run's work, and `.gitignore`d files (node_modules, build output)
 * are never delivered.
 */
import { execFile } from "node:child_process";
import { copyFile, mkdtemp, rm } from "node:fs/promises";
import { join, resolve } from "node:path";
import { failure } from "../../engine/errors.ts";
import { safeEnv } from "../../engine/util/safe-env.ts";

/** Where the run started: the checked-out commit, and the workspace's files then as a git tree. */
export interface Snapshot {
  head: string;
  tree: string;
}

/** One file the run added, changed or deleted. */
export interface FileChange {
  path: string;
  status: "added" | "modified" | "deleted";
  /** The git mode after the run (before it, for a deleted file): 100644, 100755, 120000 (a symbolic link). */
  mode: string;
  /** The blob after the run; undefined for a deleted file. */
  blob?: string;
  /** Lines added and removed; undefined for a binary file. */
  lines?: { added: number; removed: number };
}

const GIT_TIMEOUT_MS = 60_000;
/** A blob larger than this is not delivered: GitHub's API takes at most 100 MB, a review far less. */
export const MAX_FILE_BYTES = 20 * 1024 * 1024;

/**
 * The checkout as the run finds it. Fails with a plain message when the
 * workspace is no git checkout (no `actions/checkout` before Baton).
 */
export async function snapshotWorkspace(dir: string, temp: string): Promise<Snapshot> {
  const head = (await git(dir, ["rev-parse", "--verify", "--quiet", "HEAD^{commit}"]).catch(() => "")).trim();
  if (!/^[0-9a-f]{40,64}$/.test(head))
    throw failure(
      `the workspace (${dir}) is not a git checkout with a commit; a recipe that delivers a pull request needs actions/checkout before Baton`,
    );
  return { head, tree: await workspaceTree(dir, temp, head) };
}

/** The files that differ between the snapshot and the workspace now. */
export async function changesSince(dir: string, temp: string, start: Snapshot): Promise<FileChange[]> {
  const end = await workspaceTree(dir, temp, start.head);
  if (end === start.tree) return [];
  const raw = await git(dir, ["diff-tree", "-r", "-z", "--no-renames", start.tree, end]);
  const numstat = await git(dir, ["diff-tree", "-r", "-z", "--no-renames", "--numstat", start.tree, end]);
  const lines = parseNumstat(numstat);
  return parseRaw(raw).map((c) => ({ ...c, ...(lines.has(c.path) ? { lines: lines.get(c.path)! } : {}) }));
}

/** A blob's bytes as git holds them (a symbolic link's is its target), never read through a link. */
export async function readBlob(dir: string, blob: string): Promise<Buffer> {
  const size = Number((await git(dir, ["cat-file", "-s", blob])).trim());
  if (!(size <= MAX_FILE_BYTES))
    throw failure(`a file of ${size} bytes is over the ${MAX_FILE_BYTES}-byte limit`);
  return gitBytes(dir, ["cat-file", "blob", blob]);
}

/**
 * The workspace as a tree: the checkout's index copied (its stat data spares
 * hashing the files that did not change), every change added, the tree written.
 */
async function workspaceTree(dir: string, temp: string, head: string): Promise<string> {
  const scratch = await mkdtemp(join(temp, "baton-index-"));
  try {
    const index = join(scratch, "index");
    const own = resolve(dir, (await git(dir, ["rev-parse", "--git-path", "index"])).trim());
    const copied = await copyFile(own, index).then(
      () => true,
      () => false,
    );
    const env = { GIT_INDEX_FILE: index };
    if (!copied) await git(dir, ["read-tree", head], env);
    await git(dir, ["add", "--all", "--", "."], env);
    return (await git(dir, ["write-tree"], env)).trim();
  } finally {
    await rm(scratch, { recursive: true, force: true });
  }
}

/** `:old-mode new-mode old-sha new-sha status\0path\0`, as `diff-tree -z` writes it. */
export function parseRaw(raw: string): Omit<FileChange, "lines">[] {
  const parts = raw.split("\0");
  const out: Omit<FileChange, "lines">[] = [];
  for (let i = 0; i + 1 < parts.length; i += 2) {
    const [oldMode, newMode, , newSha, status] = parts[i]!.replace(/^:/, "").split(" ");
    const path = parts[i + 1]!;
    if (status === "D") out.push({ path, status: "deleted", mode: oldMode! });
    else out.push({ path, status: status === "A" ? "added" : "modified", mode: newMode!, blob: newSha! });
  }
  return out;
}

/** `added\tremoved\tpath\0`; a binary file's counts are `-`. */
export function parseNumstat(numstat: string): Map<string, { added: number; removed: number }> {
  const out = new Map<string, { added: number; removed: number }>();
  for (const record of numstat.split("\0")) {
    const m = /^(\d+|-)\t(\d+|-)\t([\s\S]*)$/.exec(record);
    if (m && m[1] !== "-") out.set(m[3]!, { added: Number(m[1]), removed: Number(m[2]) });
  }
  return out;
}

/**
 * Git as Baton's own tool: the checkout's hooks and fsmonitor never run, no
 * prompt, no secret in its environment. execFile rather than runProcess: a
 * blob's bytes must come back as bytes, not decoded text.
 */
function gitBytes(dir: string, args: string[], env: Record<string, string> = {}): Promise<Buffer> {
  return new Promise((done, fail) => {
    execFile(
      "git",
      ["-c", "core.hooksPath=/dev/null", "-c", "core.fsmonitor=false", "--no-optional-locks", ...args],
      {
        cwd: dir,
        env: { ...safeEnv(), ...env },
        encoding: "buffer",
        maxBuffer: MAX_FILE_BYTES + 1024 * 1024,
        timeout: GIT_TIMEOUT_MS,
      },
      (error, stdout, stderr) => {
        if (error)
          fail(
            failure(
              `git ${args[0]} failed in the workspace: ${stderr.toString("utf8").trim() || error.message}`,
              error,
            ),
          );
        else done(stdout);
      },
    );
  });
}

const git = async (dir: string, args: string[], env?: Record<string, string>) =>
  (await gitBytes(dir, args, env)).toString("utf8");
