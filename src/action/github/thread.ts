/**
 * An issue or PR thread as one compact transcript, for a conversation that
 * starts fresh (no state, or an expired one) and is "rebuilt from the issue
 * thread" (SPEC §4). Only what existed when the run was triggered is read, and
 * all of it is stripped of HTML comments and invisible characters (SPEC §1).
 */
import type { Octokit } from "@octokit/rest";
import { failure, inputError } from "../../core/errors.ts";
import { stripUntrusted } from "../../core/util/untrusted.ts";
import { STATUS_MARKER } from "./feedback.ts";
import { describeGitHubError } from "./octokit.ts";

/** The transcript is cut to about this many characters; the oldest comments go first. */
export const MAX_THREAD_CHARS = 24_000;
/** At most this many comments are fetched. */
export const MAX_THREAD_COMMENTS = 500;
/** One comment is cut at this many characters, the description at twice that. */
const MAX_COMMENT_CHARS = 4_000;

export interface ThreadRequest {
  owner: string;
  repo: string;
  number: number;
  /** ISO time of the trigger: nothing created (or edited) after it is read. */
  notAfter: string;
  /** The triggering comment, which reaches the model as the message itself. */
  excludeCommentId?: number;
  maxChars?: number;
}

export interface Thread {
  text: string;
  /** Comments shown (before the trigger, not Baton's status notes). */
  comments: number;
}

export async function readThread(octokit: Octokit, request: ThreadRequest): Promise<Thread> {
  const { owner, repo, number } = request;
  const cutoff = Date.parse(request.notAfter);
  // Fail closed: an unreadable cutoff must not let later content through.
  if (Number.isNaN(cutoff)) throw inputError(`invalid cutoff time for the thread: "${request.notAfter}"`);
  const after = (iso: string | null | undefined) => typeof iso === "string" && Date.parse(iso) > cutoff;
  const maxChars = request.maxChars ?? MAX_THREAD_CHARS;

  let header: string;
  const blocks: string[] = [];
  const notes: string[] = [];
  let later = 0;
  try {
    const { data: issue } = await octokit.rest.issues.get({ owner, repo, issue_number: number });
    const kind = issue.pull_request ? "pull request" : "issue";
    const labels = issue.labels
      .map((label) => (typeof label === "string" ? label : (label.name ?? "")))
      .filter(Boolean);
    header = [
      `#${issue.number} (${kind}, ${issue.state}) by ${issue.user?.login ?? "(unknown)"} at ${issue.created_at}: ${clean(issue.title, 300)}`,
      ...(labels.length ? [`labels: ${labels.map((l) => clean(l, 100)).join(", ")}`] : []),
      "",
      clean(issue.body, MAX_COMMENT_CHARS * 2) || "(no description)",
    ].join("\n");

    let fetched = 0;
    const pages = octokit.paginate.iterator(octokit.rest.issues.listComments, {
      owner,
      repo,
      issue_number: number,
      per_page: 100,
    });
    outer: for await (const page of pages) {
      for (const comment of page.data) {
        if (fetched >= MAX_THREAD_COMMENTS) {
          notes.push(`[only the first ${MAX_THREAD_COMMENTS} comments were read]`);
          break outer;
        }
        fetched++;
        if (comment.id === request.excludeCommentId) continue;
        // Baton's own progress notes are noise, not conversation (and this run's own is newer than the trigger).
        if ((comment.body ?? "").trimStart().startsWith(STATUS_MARKER)) continue;
        // Ids grow with time: a comment newer than the trigger is later even within the same second.
        const newer = request.excludeCommentId !== undefined && comment.id > request.excludeCommentId;
        if (newer || after(comment.created_at)) {
          later++;
          continue;
        }
        const body = after(comment.updated_at)
          ? "(edited after this run was triggered; not shown)"
          : clean(comment.body, MAX_COMMENT_CHARS) || "(empty)";
        blocks.push(`--- ${comment.user?.login ?? "(unknown)"} at ${comment.created_at} ---\n${body}`);
      }
    }
  } catch (error) {
    throw failure(`Could not read the thread of #${number}: ${describeGitHubError(error)}`, error);
  }
  if (later) notes.push(`[not shown: ${plural(later, "comment")} created after this run was triggered]`);

  // Over the cap: the oldest comments go first; the newest matter most.
  const size = (parts: string[]) => parts.reduce((n, part) => n + part.length + 2, 0);
  const budget = maxChars - header.length - size(notes) - 100;
  let dropped = 0;
  let total = size(blocks);
  while (blocks.length > 0 && total > budget) {
    total -= blocks.shift()!.length + 2;
    dropped++;
  }
  if (dropped) notes.push(`[not shown: the oldest ${plural(dropped, "comment")}; the thread is too long]`);
  return { text: [header, ...notes, ...blocks].join("\n\n"), comments: blocks.length };
}

function clean(text: string | null | undefined, max: number): string {
  const cleaned = stripUntrusted(text ?? "").trim();
  return cleaned.length <= max
    ? cleaned
    : `${cleaned.slice(0, max)}\n[cut: ${cleaned.length - max} more characters]`;
}

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? "" : "s"}`;
