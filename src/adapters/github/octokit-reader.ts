/**
 * The engine's GitHub port over Octokit: the four reads its tools make of one
 * repository, each failure turned into a GitHubError in plain words.
 */
import { GraphqlResponseError } from "@octokit/graphql";
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
    async *commentPages(number, signal, shown = () => true) {
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
        const page = next.value.data.map((c) => ({
          nodeId: c.node_id,
          comment: {
            id: c.id,
            author: c.user?.login,
            body: c.body ?? "",
            createdAt: c.created_at,
            updatedAt: c.updated_at,
          } satisfies GitHubComment,
        }));
        const asked = page.filter((c) => shown(c.comment)).map((c) => ({ node_id: c.nodeId }));
        const hidden = await wrapped(() => hiddenComments(octokit, asked, signal));
        yield page.map(({ nodeId, comment }) =>
          hidden.has(nodeId) ? { ...comment, hidden: hidden.get(nodeId)! } : comment,
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

export const HIDDEN_QUERY = `query($ids: [ID!]!) {
  nodes(ids: $ids) { id ... on Minimizable { isMinimized minimizedReason } }
}`;

interface HiddenAnswer {
  nodes?: ({ id?: string; isMinimized?: boolean; minimizedReason?: string | null } | null)[];
}

/**
 * Which of a page of comments (issue or review comments) are hidden on GitHub, by node id, with
 * their reasons: REST does not say, GraphQL does, in one request per page. A comment deleted
 * since the page was read answers NOT_FOUND beside the others and is simply not hidden.
 */
export async function hiddenComments(
  octokit: Octokit,
  comments: readonly { node_id: string }[],
  signal?: AbortSignal,
): Promise<Map<string, string>> {
  const hidden = new Map<string, string>();
  if (comments.length === 0) return hidden;
  let answer: HiddenAnswer;
  try {
    answer = await octokit.graphql<HiddenAnswer>(HIDDEN_QUERY, {
      ids: comments.map((c) => c.node_id),
      ...(signal ? { request: { signal } } : {}),
    });
  } catch (error) {
    if (!(error instanceof GraphqlResponseError) || !error.data) throw error;
    answer = error.data as HiddenAnswer;
  }
  for (const node of answer.nodes ?? [])
    if (node?.id && node.isMinimized) hidden.set(node.id, node.minimizedReason ?? "");
  return hidden;
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
