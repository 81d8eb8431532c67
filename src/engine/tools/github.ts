import * as z from "zod";
import { withoutIgnoredFiles } from "../config/review-paths.ts";
import { GitHubError } from "../errors.ts";
import type { GitHubContext, GitHubIssue } from "../ports.ts";
import { cleanLine, revealInvisible, stripUntrusted } from "../util/untrusted.ts";
import { clipBody, dropOldest, readComments } from "./comment-reader.ts";
import { defineTool, MAX_OUTPUT_BYTES, type ToolContext, ToolError, truncateOutput } from "./tool.ts";

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

/** Turns a failed GitHub read into a message for the model (never the token, never a stack). */
function githubError(error: unknown, what: string): never {
  if (error instanceof ToolError) throw error;
  if (!(error instanceof GitHubError)) throw error;
  if (error.timedOut) throw new ToolError(`GitHub did not answer in time (${what})`);
  const status = error.status;
  if (status === 404 || status === 410) throw new ToolError(`${what} not found`);
  if (status === 401 || status === 403) {
    throw new ToolError(`GitHub refused the request for ${what} (HTTP ${status})`);
  }
  throw new ToolError(`GitHub request for ${what} failed: ${error.message}`);
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
    let data: GitHubIssue;
    try {
      data = await github.reader.issue(number, requestSignal(ctx));
    } catch (error) {
      githubError(error, what);
    }
    if (after(data.createdAt, cutoff)) {
      throw new ToolError(`#${number} was created after this run was triggered; it is not shown`);
    }
    // The run's own subject as of the trigger; another issue only when nothing
    // about it changed since: its title or body may have been edited, and
    // GitHub keeps no copy as of the trigger.
    const pinned = github.pinned?.get(number)?.text;
    if (!pinned && after(data.updatedAt, cutoff)) {
      throw new ToolError(
        `#${number} changed after this run was triggered (updated ${data.updatedAt}); its text as of the trigger is not available, so it is not shown`,
      );
    }
    const title = pinned ? pinned.title : cleanLine(data.title ?? "").trim();
    const body = pinned ? pinned.body : clean(data.body);
    const labels = data.labels.map((label) => cleanLine(label ?? "").trim());
    const isPr = data.pullRequest !== undefined;
    const lines = [
      `#${data.number}: ${title}`,
      `kind: ${isPr ? "pull request" : "issue"}`,
      `state: ${data.state}${data.stateReason ? ` (${data.stateReason})` : ""}${data.pullRequest?.mergedAt ? " (merged)" : ""}`,
      `author: ${data.author ?? "(unknown)"}`,
      `labels: ${labels.length ? labels.join(", ") : "(none)"}`,
      `created: ${data.createdAt}`,
      `comments: ${data.comments}`,
      "",
      clipBody(body, MAX_BODY_CHARS, ctx.redact) || "(no description)",
    ];
    return truncateOutput(lines.join("\n"), MAX_OUTPUT_BYTES, { redact: ctx.redact });
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
        reader: github.reader,
        number,
        notAfter: github.notAfter,
        triggerCommentId: github.triggerCommentId,
        max: MAX_COMMENTS,
        maxBodyChars: MAX_BODY_CHARS,
        redact: ctx.redact,
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
    return truncateOutput([...notes, ...kept].join("\n\n"), MAX_OUTPUT_BYTES, { redact: ctx.redact });
  },
});

// ---------------------------------------------------------------- get_pr_diff

/**
 * The commits a PR is read between in this run: the ones the run started
 * from, else the PR's as of its first read, kept so that a push during the
 * run does not change what the model reads. Another PR is read only as it
 * stood at the trigger, as get_issue reads another issue: one opened since
 * is refused, and so is one changed since (a push may have moved its head,
 * and GitHub keeps no head as of the trigger).
 */
async function pinnedCommits(
  github: GitHubContext,
  number: number,
  signal: AbortSignal,
): Promise<{ base: string; head: string }> {
  const known = github.pinned?.get(number);
  if (known?.commits) return known.commits;
  const { base, head, createdAt, updatedAt } = await github.reader.pullCommits(number, signal);
  const cutoff = cutoffOf(github);
  if (after(createdAt, cutoff))
    throw new ToolError(`#${number} was created after this run was triggered; it is not shown`);
  if (!known && after(updatedAt, cutoff))
    throw new ToolError(
      `#${number} changed after this run was triggered (updated ${updatedAt}); its diff as of the trigger is not available, so it is not shown`,
    );
  const commits = { base, head };
  github.pinned?.set(number, { ...known, commits });
  return commits;
}

export const getPrDiffTool = defineTool({
  name: "get_pr_diff",
  description:
    "Get the unified diff of a pull request of this repository (truncated when large; read the changed files " +
    "with read_file for more). Invisible and bidi control characters show as <U+XXXX>.",
  // 0 is the local change `baton run --base` reviews before there is a pull request.
  input: z.object({ number: z.number().int().nonnegative().describe("Pull request number.") }),
  async run({ number }, ctx) {
    const github = githubOf(ctx);
    let diff: string;
    try {
      const commits = await pinnedCommits(github, number, requestSignal(ctx));
      diff = withoutIgnoredFiles(await github.reader.diff(commits, requestSignal(ctx)), ctx.ignoredPath);
    } catch (error) {
      githubError(error, `pull request #${number}`);
    }
    if (diff.trim() === "") return "(the diff is empty)";
    // Code under review: invisible characters are shown, not silently removed,
    // so a hidden bidi override is visible to the reviewer.
    return truncateOutput(revealInvisible(diff), MAX_OUTPUT_BYTES, {
      hint: "read the changed files with read_file for more",
      redact: ctx.redact,
    });
  },
});
