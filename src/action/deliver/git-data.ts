/**
 * One commit made through GitHub's Git Data API (blobs, a tree on the
 * parent's tree, the commit, the ref), so GitHub signs it and the token never
 * reaches git or the disk. A branch only ever moves forward from the commit
 * the run started on: created there, or updated with `force: false` when it
 * still points there; a branch that moved meanwhile is left alone.
 */
import type { Octokit } from "@octokit/rest";
import { describeGitHubError, githubStatus } from "../../adapters/github/errors.ts";
import { failure } from "../../engine/errors.ts";

export interface RepoRef {
  octokit: Octokit;
  owner: string;
  repo: string;
}

/** A file of the new commit: its bytes, or null when it is deleted. */
export interface CommitFile {
  path: string;
  mode: string;
  bytes: Buffer | null;
}

/** What writing commits and branches takes, named when GitHub refuses the token. */
export const CONTENTS_WRITE = "`contents: write`";

/** Text this size or under goes inside the tree request; anything else (binary, larger) as its own blob. */
const INLINE_MAX_BYTES = 256 * 1024;

/** Makes the commit (not yet on any branch) and returns its sha. */
export async function createCommit(
  at: RepoRef,
  commit: { parent: string; message: string; files: readonly CommitFile[] },
): Promise<string> {
  const { octokit, owner, repo } = at;
  try {
    const { data: parent } = await octokit.rest.git.getCommit({ owner, repo, commit_sha: commit.parent });
    const tree = [];
    for (const file of commit.files) {
      const mode = file.mode as "100644" | "100755" | "120000";
      if (file.bytes === null) tree.push({ path: file.path, mode, type: "blob" as const, sha: null });
      else if (inlinable(file.bytes))
        tree.push({ path: file.path, mode, type: "blob" as const, content: file.bytes.toString("utf8") });
      else {
        const { data: blob } = await octokit.rest.git.createBlob({
          owner,
          repo,
          content: file.bytes.toString("base64"),
          encoding: "base64",
        });
        tree.push({ path: file.path, mode, type: "blob" as const, sha: blob.sha });
      }
    }
    const { data: made } = await octokit.rest.git.createTree({
      owner,
      repo,
      base_tree: parent.tree.sha,
      tree,
    });
    const { data } = await octokit.rest.git.createCommit({
      owner,
      repo,
      message: commit.message,
      tree: made.sha,
      parents: [commit.parent],
    });
    return data.sha;
  } catch (error) {
    if (githubStatus(error) === 404 || githubStatus(error) === 422)
      throw failure(
        `GitHub could not make the commit on ${commit.parent.slice(0, 7)} (${describeGitHubError(error)}); is the checked-out commit pushed?`,
        error,
      );
    throw failure(`could not make the commit: ${describeGitHubError(error, CONTENTS_WRITE)}`, error);
  }
}

/** Valid UTF-8 without NUL bytes round-trips through a JSON string unchanged. */
function inlinable(bytes: Buffer): boolean {
  if (bytes.length > INLINE_MAX_BYTES || bytes.includes(0)) return false;
  return Buffer.from(bytes.toString("utf8"), "utf8").equals(bytes);
}

/** Where a branch stands now; undefined when it does not exist. */
export async function branchHead(at: RepoRef, branch: string): Promise<string | undefined> {
  try {
    const { data } = await at.octokit.rest.git.getRef({
      owner: at.owner,
      repo: at.repo,
      ref: `heads/${branch}`,
    });
    return data.object.sha;
  } catch (error) {
    if (githubStatus(error) === 404) return undefined;
    throw failure(`could not read the branch ${branch}: ${describeGitHubError(error)}`, error);
  }
}

export type BranchMove = { moved: true } | { moved: false; head: string | undefined };

/**
 * Points `branch` at `commit` when it still points at `start`, the commit the
 * run started from (`commit`'s parent); creates it when it does not exist and
 * `create` allows. Never forced: a branch someone pushed to meanwhile stays
 * where it is, and the caller says so.
 */
export async function moveBranch(
  at: RepoRef,
  branch: string,
  start: string,
  create: boolean,
  commit: string,
): Promise<BranchMove> {
  const { octokit, owner, repo } = at;
  const head = await branchHead(at, branch);
  if (head === undefined ? !create : head !== start) return { moved: false, head };
  try {
    if (head === undefined)
      await octokit.rest.git.createRef({ owner, repo, ref: `refs/heads/${branch}`, sha: commit });
    else await octokit.rest.git.updateRef({ owner, repo, ref: `heads/${branch}`, sha: commit, force: false });
    return { moved: true };
  } catch (error) {
    // Another push between the read and the write: GitHub refuses a ref that exists, or one that is no fast-forward.
    if (githubStatus(error) === 422) return { moved: false, head: await branchHead(at, branch) };
    throw failure(`could not push to ${branch}: ${describeGitHubError(error, CONTENTS_WRITE)}`, error);
  }
}
