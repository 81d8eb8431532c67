import * as z from "zod";
import { describeGitHubError, githubStatus, githubTimedOut } from "../util/github-error.ts";
import { revealInvisible, stripUntrusted } from "../util/untrusted.ts";
import { dropOldest, readComments } from "./comment-reader.ts";
import {
  defineTool,
  type GitHubContext,
  MAX_OUTPUT_BYTES,
  type ToolContext,
  ToolError,
  truncateOutput,
} from "./tool.ts";

/** Every GitHub call from a tool gives up after this long. */
export const GITHUB_TIMEOUT_MS = 30_000;
/** list_comments fetches at most this many comments. */
export const MAX_COMMENTS = 300;
/** One comment or issue body is cut at this many characters. */
const MAX_BODY_CHARS = 8_000;

export const GITHUB_UNAVAILABLE = "GitHub is not available in this run";

function githubOf(ctx: ToolContext): GitHubContext {
  if (!ctx.github) throw new ToolError(GITHUB_UNAVAILABLE);
  return ctx.github;
}

function requestSignal(ctx: ToolContext): AbortSignal {
  const timeout = AbortSignal.timeout(GITHUB_TIMEOUT_MS);
  return ctx.signal ? AbortSignal.any([ctx.signal, timeout]) : timeout;
}

/** The cutoff as epoch milliseconds, or undefined when there is none. */
function cutoffOf(github: GitHubContext): number | undefined {
  if (github.notAfter === undefined) return undefined;
  const ms = Date.parse(github.notAfter);
  // Fail closed: a cutoff that cannot be read must not let everything through.
  if (Number.isNaN(ms)) throw new ToolError(`invalid cutoff time: ${github.notAfter}`);
  return ms;
}

const after = (iso: string | null | undefined, cutoff: number | undefined) =>
  cutoff !== undefined && typeof iso === "string" && Date.parse(iso) > cutoff;

/** Turns an Octokit failure into a message for the model (never the token, never a stack). */
function githubError(error: unknown, what: string): never {
  if (error instanceof ToolError) throw error;
  const status = githubStatus(error);
  if (githubTimedOut(error)) throw new ToolError(`GitHub did not answer in time (${what})`);
  if (status === 404 || status === 410) throw new ToolError(`${what} not found`);
  if (status === 401 || status === 403) {
    throw new ToolError(`GitHub refused the request for ${what} (HTTP ${status})`);
  }
  throw new ToolError(`GitHub request for ${what} failed: ${describeGitHubError(error)}`);
}

function clipBody(body: string): string {
  return body.length <= MAX_BODY_CHARS
    ? body
    : `${body.slice(0, MAX_BODY_CHARS)}\n[body truncated: ${body.length - MAX_BODY_CHARS} more chars]`;
}

const comments = (n: number) => `${n} ${n === 1 ? "comment" : "comments"}`;

const clean = (text: string | null | undefined) => stripUntrusted(text ?? "").trim();

const NumberInput = z.object({
  number: z.number().int().positive().describe("Issue or pull request number."),
});

// ---------------------------------------------------------------- get_issue

export const getIssueTool = defineTool({
  name: "get_issue",
  description:
    "Get an issue or pull request of this repository: title, state, author, labels, body, and whether it is a PR.",
  input: NumberInput,
  async run({ number }, ctx) {
    const github = githubOf(ctx);
    const cutoff = cutoffOf(github);
    const what = `issue #${number}`;
    let data: Awaited<ReturnType<GitHubContext["octokit"]["rest"]["issues"]["get"]>>["data"];
    try {
      ({ data } = await github.octokit.rest.issues.get({
        owner: github.owner,
        repo: github.repo,
        issue_number: number,
        request: { signal: requestSignal(ctx) },
      }));
    } catch (error) {
      githubError(error, what);
    }
    if (after(data.created_at, cutoff)) {
      throw new ToolError(`#${number} was created after this run was triggered; it is not shown`);
    }
    // The run's own subject as of the trigger; another issue only when nothing
    // about it changed since: its title or body may have been edited, and
    // GitHub keeps no copy as of the trigger.
    const pinned = github.pinned?.get(number)?.text;
    if (!pinned && after(data.updated_at, cutoff)) {
      throw new ToolError(
        `#${number} changed after this run was triggered (updated ${data.updated_at}); its text as of the trigger is not available, so it is not shown`,
      );
    }
    const title = pinned ? pinned.title : clean(data.title);
    const body = pinned ? pinned.body : clean(data.body);
    const labels = data.labels
      .map((label) => (typeof label === "string" ? label : (label.name ?? "")))
      .filter(Boolean)
      .map((label) => clean(label));
    const isPr = data.pull_request != null;
    const lines = [
      `#${data.number}: ${title}`,
      `kind: ${isPr ? "pull request" : "issue"}`,
      `state: ${data.state}${data.state_reason ? ` (${data.state_reason})` : ""}${isPr && data.pull_request?.merged_at ? " (merged)" : ""}`,
      `author: ${data.user?.login ?? "(unknown)"}`,
      `labels: ${labels.length ? labels.join(", ") : "(none)"}`,
      `created: ${data.created_at}`,
      `comments: ${data.comments}`,
      "",
      clipBody(body) || "(no description)",
    ];
    return truncateOutput(lines.join("\n"));
  },
});

// ---------------------------------------------------------------- list_comments

export const listCommentsTool = defineTool({
  name: "list_comments",
  description:
    "List the comments on an issue or pull request of this repository, oldest first: author, date, body " +
    `(up to ${MAX_COMMENTS}; the oldest are dropped first when the text is too long).`,
  input: NumberInput,
  async run({ number }, ctx) {
    const github = githubOf(ctx);
    let read: Awaited<ReturnType<typeof readComments>>;
    try {
      read = await readComments({
        octokit: github.octokit,
        owner: github.owner,
        repo: github.repo,
        number,
        notAfter: github.notAfter,
        triggerCommentId: github.triggerCommentId,
        max: MAX_COMMENTS,
        maxBodyChars: MAX_BODY_CHARS,
        signal: requestSignal(ctx),
      });
    } catch (error) {
      githubError(error, `comments of #${number}`);
    }
    const notes: string[] = [];
    if (read.more) notes.push(`[only the first ${MAX_COMMENTS} comments were fetched]`);
    if (read.later) notes.push(`[not shown: ${comments(read.later)} created after this run was triggered]`);
    if (read.blocks.length === 0) return ["(no comments)", ...notes].join("\n");
    const { kept, dropped } = dropOldest(read.blocks, MAX_OUTPUT_BYTES - 500);
    if (dropped) notes.unshift(`[not shown: the oldest ${comments(dropped)}; the output is capped]`);
    return truncateOutput([...notes, ...kept].join("\n\n"));
  },
});

// ---------------------------------------------------------------- get_pr_diff

/**
 * The commits a PR is read between in this run: the ones the run started
 * from, else the PR's as of its first read, kept so that a push during the
 * run does not change what the model reads.
 */
async function pinnedCommits(
  github: GitHubContext,
  number: number,
  signal: AbortSignal,
): Promise<{ base: string; head: string }> {
  const known = github.pinned?.get(number);
  if (known?.commits) return known.commits;
  const { data } = await github.octokit.rest.pulls.get({
    owner: github.owner,
    repo: github.repo,
    pull_number: number,
    request: { signal },
  });
  const commits = { base: data.base.sha, head: data.head.sha };
  github.pinned?.set(number, { ...known, commits });
  return commits;
}

export const getPrDiffTool = defineTool({
  name: "get_pr_diff",
  description:
    "Get the unified diff of a pull request of this repository (truncated when large; read the changed files " +
    "with read_file for more). Invisible and bidi control characters show as <U+XXXX>.",
  input: NumberInput,
  async run({ number }, ctx) {
    const github = githubOf(ctx);
    let diff: string;
    try {
      const { base, head } = await pinnedCommits(github, number, requestSignal(ctx));
      const response = await github.octokit.rest.repos.compareCommitsWithBasehead({
        owner: github.owner,
        repo: github.repo,
        basehead: `${base}...${head}`,
        mediaType: { format: "diff" },
        request: { signal: requestSignal(ctx) },
      });
      // With the diff media type the body is the diff text, not the comparison object.
      diff = response.data as unknown as string;
    } catch (error) {
      githubError(error, `pull request #${number}`);
    }
    if (typeof diff !== "string") throw new ToolError(`GitHub did not return a diff for #${number}`);
    if (diff.trim() === "") return "(the diff is empty)";
    // Code under review: invisible characters are shown, not silently removed,
    // so a hidden bidi override is visible to the reviewer.
    return truncateOutput(
      revealInvisible(diff),
      MAX_OUTPUT_BYTES,
      "read the changed files with read_file for more",
    );
  },
});
