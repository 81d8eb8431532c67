import type { Octokit } from "@octokit/rest";
import { failure } from "../../engine/errors.ts";
import type { IssueVariables, PullRequestVariables } from "../../engine/recipes/render.ts";
import { cleanLine, stripUntrusted } from "../../engine/util/untrusted.ts";
import { conversationId } from "./conversation-id.ts";
import { parseDiffHunks } from "./diff-hunks.ts";
import { describeGitHubError } from "./errors.ts";

/** The conversation of the issue or PR a comment is on. */
export const conversationOfComment = (route: { issue: { isPullRequest: boolean; number: number } }): string =>
  conversationId(route.issue.isPullRequest ? "pr" : "issue", route.issue.number);

/** An issue or a pull request, as the API says it is, with what recipes see of it. */
export type Subject =
  | { kind: "issue"; number: number; issue: IssueVariables }
  | { kind: "pr"; number: number; pr: PullRequestVariables };

const MAX_FILES = 300;

export const conversationIdOf = (subject: Subject): string => conversationId(subject.kind, subject.number);

/**
 * Reads the issue (and, for a PR, the pull request and its files); untrusted
 * text is stripped. A PR is read at `headSha` when the event named its head
 * (a push since then is the next run's to read), else at its head now.
 */
export async function readSubject(
  octokit: Octokit,
  owner: string,
  repo: string,
  number: number,
  headSha?: string,
): Promise<Subject> {
  try {
    const { data: issue } = await octokit.rest.issues.get({ owner, repo, issue_number: number });
    const base: IssueVariables = {
      number,
      title: cleanLine(issue.title),
      body: stripUntrusted(issue.body ?? ""),
      author: issue.user?.login ?? "ghost",
      labels: issue.labels.map((l) => cleanLine(typeof l === "string" ? l : (l.name ?? ""))).filter(Boolean),
      state: issue.state,
    };
    if (!issue.pull_request) return { kind: "issue", number, issue: base };
    const { data: pull } = await octokit.rest.pulls.get({ owner, repo, pull_number: number });
    const head = headSha ?? pull.head.sha;
    // The pull's file list is its head's now: at another head, the files of the comparison up to it.
    let listed = 0;
    const names =
      head === pull.head.sha
        ? await octokit.paginate(
            octokit.rest.pulls.listFiles,
            { owner, repo, pull_number: number, per_page: 100 },
            (response, done) => {
              // Counted across pages: no more pages are read once MAX_FILES names are in.
              listed += response.data.length;
              if (listed >= MAX_FILES) done();
              return response.data.map((f) => f.filename);
            },
          )
        : [...parseDiffHunks(await readDiff(octokit, { owner, repo, base: pull.base.sha, head })).keys()];
    // File names are the PR author's to choose: stripped like any untrusted text.
    const files = names.map((name) => cleanLine(name));
    return {
      kind: "pr",
      number,
      pr: {
        ...base,
        draft: pull.draft ?? false,
        base: pull.base.ref,
        base_sha: pull.base.sha,
        head_sha: head,
        changed_files: files.slice(0, MAX_FILES),
      },
    };
  } catch (error) {
    throw failure(`could not read #${number} of ${owner}/${repo}: ${describeGitHubError(error)}`, error);
  }
}

/**
 * A PR's diff between two commits (base...head: from their merge base, as
 * GitHub shows a PR), so that what a run reads stays at the head it started from.
 */
export async function readDiff(
  octokit: Octokit,
  at: { owner: string; repo: string; base: string; head: string },
): Promise<string> {
  const response = await octokit.rest.repos.compareCommitsWithBasehead({
    owner: at.owner,
    repo: at.repo,
    basehead: `${at.base}...${at.head}`,
    mediaType: { format: "diff" },
  });
  // With the diff media type the body is the diff text, not the comparison object.
  const diff = response.data as unknown;
  return typeof diff === "string" ? diff : "";
}
