/**
 * Copies folders of the repository as they are at one commit, read through
 * the API (git trees and blobs), into a local folder: the repository's code
 * as its maintainers committed it, whatever the workspace holds.
 */
import { chmod, mkdir, writeFile } from "node:fs/promises";
import { dirname, join, posix, relative, resolve, sep } from "node:path";
import type { Octokit } from "@octokit/rest";
import { describeGitHubError, githubStatus } from "../../adapters/github/errors.ts";
import { BatonError, failure, inputError } from "../../engine/errors.ts";

/** A folder of recipes or hooks is a few small files: beyond these it is not what Baton expects. */
export const COPY_LIMITS = { files: 200, bytes: 20_000_000 } as const;

export interface CopyAt {
  octokit: Octokit;
  owner: string;
  repo: string;
  /** The commit (or branch) to read. */
  ref: string;
}

type TreeEntry = { path?: string; mode?: string; type?: string; sha?: string; size?: number };

/**
 * Copies each folder (a path inside the repository, `/`-separated) at the
 * ref into `into/<folder>`. A folder the commit does not have is left out: no
 * recipes or hooks there. A symbolic link (the folder itself, or a file in it
 * but a README) is refused by name: followed in a workspace, it would be
 * missing here without a word. Submodules are skipped; the execute bit is kept.
 */
export async function copyFoldersAt(at: CopyAt, folders: readonly string[], into: string): Promise<void> {
  const trees = new Map<string, Promise<TreeEntry[]>>();
  const treeOf = (sha: string, recursive: boolean) => {
    const key = `${sha}${recursive ? "/r" : ""}`;
    let entries = trees.get(key);
    if (!entries) {
      entries = readTree(at, sha, recursive);
      trees.set(key, entries);
    }
    return entries;
  };
  const budget = { files: COPY_LIMITS.files, bytes: COPY_LIMITS.bytes };
  for (const folder of new Set(folders)) {
    const segments = folder.split("/").filter((s) => s !== "" && s !== ".");
    let sha: string | undefined = at.ref;
    for (const [i, name] of segments.entries()) {
      const entry: TreeEntry | undefined = (await treeOf(sha, false)).find((e) => e.path === name);
      if (entry?.mode === SYMLINK) throw linked(segments.slice(0, i + 1).join("/"), at.ref);
      sha = entry?.type === "tree" ? entry.sha : undefined;
      if (!sha) break;
    }
    if (!sha || segments.length === 0) continue;
    for (const entry of await treeOf(sha, true)) {
      // A README is documentation no loader reads: a link there costs nothing, and is left out.
      if (entry.mode === SYMLINK && entry.path && !/^readme\.md$/i.test(posix.basename(entry.path)))
        throw linked(posix.join(folder, entry.path), at.ref);
      if (entry.type !== "blob" || entry.mode === SYMLINK || !entry.path || !entry.sha) continue;
      const target = resolve(into, ...segments, ...entry.path.split("/"));
      if (relative(resolve(into), target).split(sep).includes("..")) continue;
      budget.files -= 1;
      budget.bytes -= entry.size ?? 0;
      if (budget.files < 0 || budget.bytes < 0)
        throw inputError(
          `${posix.join(folder, entry.path)} at ${at.ref}: the folders of recipes and hooks hold more than ${COPY_LIMITS.files} files or ${COPY_LIMITS.bytes / 1_000_000} MB`,
        );
      await mkdir(dirname(target), { recursive: true });
      await writeFile(target, await readBlob(at, entry.sha, join(folder, entry.path)));
      if (entry.mode === "100755") await chmod(target, 0o755);
    }
  }
}

const SYMLINK = "120000";

/**
 * A link is followed in a workspace but not through the API: the recipes, hooks or extensions
 * behind it would be missing from every pull request's run without a word (its guards with them).
 */
const linked = (path: string, ref: string) =>
  inputError(
    `${path} at ${ref} is a symbolic link: on pull requests recipes, hooks and extensions are read from the base commit through GitHub's API, which does not follow links; commit the files themselves there`,
  );

async function readTree(at: CopyAt, sha: string, recursive: boolean): Promise<TreeEntry[]> {
  try {
    const { data } = await at.octokit.rest.git.getTree({
      owner: at.owner,
      repo: at.repo,
      tree_sha: sha,
      ...(recursive ? { recursive: "1" } : {}),
    });
    if (data.truncated) throw inputError(`the tree ${sha} at ${at.ref} is too large to read`);
    return data.tree;
  } catch (error) {
    if (githubStatus(error) === 404 || githubStatus(error) === 422)
      throw failure(`${at.ref} is not a commit of ${at.owner}/${at.repo}: ${describeGitHubError(error)}`);
    throw wrap(error, `the tree of ${at.ref}`);
  }
}

async function readBlob(at: CopyAt, sha: string, path: string): Promise<Buffer> {
  try {
    const { data } = await at.octokit.rest.git.getBlob({ owner: at.owner, repo: at.repo, file_sha: sha });
    return Buffer.from(data.content, data.encoding === "base64" ? "base64" : "utf8");
  } catch (error) {
    throw wrap(error, `${path} at ${at.ref}`);
  }
}

function wrap(error: unknown, what: string): Error {
  if (error instanceof BatonError) return error;
  return failure(`could not read ${what}: ${describeGitHubError(error)}`, error);
}
