/**
 * The pull request that offers Baton's branch: opened on the first commit,
 * its description brought up to date on the next ones. Its body names the
 * conversation (events/markers.ts), so a comment on it goes on with that work.
 */
import { describeGitHubError, githubStatus } from "../../adapters/github/errors.ts";
import { failure } from "../../engine/errors.ts";
import type { RepoRef } from "./git-data.ts";

/** What opening or editing a pull request takes, named when GitHub refuses the token. */
export const PULL_REQUESTS_WRITE = "`pull-requests: write`";

export interface OfferedPull {
  number: number;
  url: string;
  /** Opened by this run (else an open one was updated). */
  opened: boolean;
}

/** Opens the pull request of `branch` into `base`, or updates the body of the one open. */
export async function offerBranch(
  at: RepoRef,
  pull: { branch: string; base: string; title: string; body: string },
): Promise<OfferedPull> {
  const { octokit, owner, repo } = at;
  try {
    const open = await openPullOf(at, pull.branch);
    if (open) {
      await octokit.rest.pulls.update({ owner, repo, pull_number: open.number, body: pull.body });
      return { ...open, opened: false };
    }
    try {
      const { data } = await octokit.rest.pulls.create({
        owner,
        repo,
        head: pull.branch,
        base: pull.base,
        title: pull.title,
        body: pull.body,
      });
      return { number: data.number, url: data.html_url, opened: true };
    } catch (error) {
      // Another run opened it meanwhile: that one is updated.
      const raced = githubStatus(error) === 422 ? await openPullOf(at, pull.branch) : undefined;
      if (!raced) throw error;
      await octokit.rest.pulls.update({ owner, repo, pull_number: raced.number, body: pull.body });
      return { ...raced, opened: false };
    }
  } catch (error) {
    throw failure(`the commit is on ${pull.branch}, but ${pullRefusal(error)}`, error);
  }
}

async function openPullOf({ octokit, owner, repo }: RepoRef, branch: string) {
  const { data } = await octokit.rest.pulls.list({ owner, repo, head: `${owner}:${branch}`, state: "open" });
  const pull = data[0];
  return pull ? { number: pull.number, url: pull.html_url } : undefined;
}

/** A refusal in plain words: the permission the workflow lacks, or the repository setting that forbids it. */
function pullRefusal(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  if (githubStatus(error) === 403 && /not permitted to create/i.test(message))
    return "the repository does not let GitHub Actions open pull requests (Settings → Actions → General → “Allow GitHub Actions to create and approve pull requests”)";
  return `no pull request could be opened: ${describeGitHubError(error, PULL_REQUESTS_WRITE)}`;
}
