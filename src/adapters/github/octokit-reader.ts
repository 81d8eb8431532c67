/**
 * The engine's GitHub port over Octokit: the four reads its tools make of one
 * repository, each failure turned into a GitHubError in plain words.
 */
import { RequestError } from "@octokit/request-error";
import type { Octokit } from "@octokit/rest";
import { GitHubError } from "../../engine/errors.ts";
import type { GitHubComment, GitHubIssue, GitHubReader } from "../../engine/ports.ts";
import { describeGitHubError, githubStatus, githubTimedOut } from "./errors.ts";

export function octokitReader(octokit: Octokit, owner: string, repo: string): GitHubReader {
  const request = (signal: AbortSignal | undefined) => (signal ? { request: { signal } } : {});
  return {
    issue: (number, signal) =>
      wrapped(async () => {
        const { data } = await octokit.rest.issues.get({
          owner,
          repo,
          issue_number: number,
          ...request(signal),
        });
        return {
          number: data.number,
          title: data.title,
          body: data.body ?? null,
          state: data.state,
          stateReason: data.state_reason ?? null,
          author: data.user?.login,
          labels: data.labels
            .map((label) => (typeof label === "string" ? label : (label.name ?? "")))
            .filter(Boolean),
          createdAt: data.created_at,
          updatedAt: data.updated_at,
          comments: data.comments,
          pullRequest: data.pull_request ? { mergedAt: data.pull_request.merged_at ?? null } : undefined,
        } satisfies GitHubIssue;
      }),
    async *commentPages(number, signal) {
      const pages = octokit.paginate.iterator(octokit.rest.issues.listComments, {
        owner,
        repo,
        issue_number: number,
        per_page: 100,
        ...request(signal),
      });
      const iterator = pages[Symbol.asyncIterator]();
      for (;;) {
        const next = await wrapped(() => iterator.next());
        if (next.done) return;
        yield next.value.data.map(
          (c): GitHubComment => ({
            id: c.id,
            author: c.user?.login,
            body: c.body ?? "",
            createdAt: c.created_at,
            updatedAt: c.updated_at,
          }),
        );
      }
    },
    pullCommits: (number, signal) =>
      wrapped(async () => {
        const { data } = await octokit.rest.pulls.get({
          owner,
          repo,
          pull_number: number,
          ...request(signal),
        });
        return {
          base: data.base.sha,
          head: data.head.sha,
          createdAt: data.created_at,
          updatedAt: data.updated_at,
        };
      }),
    diff: ({ base, head }, signal) =>
      wrapped(async () => {
        const response = await octokit.rest.repos.compareCommitsWithBasehead({
          owner,
          repo,
          basehead: `${base}...${head}`,
          mediaType: { format: "diff" },
          ...request(signal),
        });
        // With the diff media type the body is the diff text, not the comparison object.
        const diff: unknown = response.data;
        if (typeof diff !== "string") throw new GitHubError("GitHub did not return a diff", undefined, false);
        return diff;
      }),
  };
}

/** The request that failed, without its headers (the token is in them). */
function requestDetail(error: unknown): { detail?: string } {
  if (!(error instanceof RequestError)) return {};
  return { detail: `${error.request.method} ${error.request.url}` };
}

async function wrapped<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof GitHubError) throw error;
    throw new GitHubError(describeGitHubError(error), githubStatus(error), githubTimedOut(error), {
      cause: error,
      ...requestDetail(error),
    });
  }
}
