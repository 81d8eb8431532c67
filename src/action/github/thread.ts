import type { Octokit } from "@octokit/rest";
import { describeGitHubError } from "../../adapters/github/errors.ts";
import { octokitReader } from "../../adapters/github/octokit-reader.ts";
import { failure, inputError } from "../../engine/errors.ts";
import { dropOldest, readComments } from "../../engine/tools/comment-reader.ts";
import { cleanPlainText, stripUntrusted } from "../../engine/util/untrusted.ts";
import { STATUS_MARKER } from "./feedback.ts";

/** The transcript's size cap: a rebuilt conversation starts small. */
export const MAX_THREAD_CHARS = 24_000;
/** Comments read at most. */
export const MAX_THREAD_COMMENTS = 500;
const MAX_COMMENT_CHARS = 4_000;

export interface ThreadRequest {
  owner: string;
  repo: string;
  number: number;
  /** The title and description as they stood at the trigger (the event's copy). */
  subject: { title: string; body: string; author: string; kind: "issue" | "pull request" };
  /** ISO time of the trigger: nothing created (or edited) after it is read. */
  notAfter: string;
  /** The triggering comment: left out (it reaches the model as the message), and later ones with it. */
  triggerCommentId: number;
  maxChars?: number;
}

export interface Thread {
  text: string;
  /** Comments shown (before the trigger, not Baton's status notes). */
  comments: number;
}

/**
 * An issue's or PR's discussion up to the trigger, as one transcript: how a
 * conversation whose saved state is missing or expired starts again (SPEC §4).
 */
export async function readThread(octokit: Octokit, request: ThreadRequest): Promise<Thread> {
  const { owner, repo, number, subject } = request;
  // Fail closed: an unreadable cutoff must not let later content through.
  if (Number.isNaN(Date.parse(request.notAfter)))
    throw inputError(`invalid cutoff time for the thread: "${request.notAfter}"`);
  let read: Awaited<ReturnType<typeof readComments>>;
  try {
    read = await readComments({
      reader: octokitReader(octokit, owner, repo),
      number,
      notAfter: request.notAfter,
      triggerCommentId: request.triggerCommentId,
      excludeTrigger: true,
      max: MAX_THREAD_COMMENTS,
      maxBodyChars: MAX_COMMENT_CHARS,
      // Baton's own progress notes are noise, not conversation.
      skip: (body) => body.trimStart().startsWith(STATUS_MARKER),
    });
  } catch (error) {
    throw failure(`Could not read the thread of #${number}: ${describeGitHubError(error)}`, error);
  }
  const header = [
    `#${number} (${subject.kind}) by ${subject.author}: ${cleanPlainText(subject.title).trim()}`,
    "",
    stripUntrusted(subject.body).trim() || "(no description)",
  ].join("\n");
  const notes: string[] = [];
  if (read.more) notes.push(`[only the first ${MAX_THREAD_COMMENTS} comments were read]`);
  if (read.later)
    notes.push(`[not shown: ${plural(read.later, "comment")} created after this run was triggered]`);
  const budget = (request.maxChars ?? MAX_THREAD_CHARS) - header.length - 300;
  const { kept, dropped } = dropOldest(read.blocks, budget);
  if (dropped) notes.push(`[not shown: the oldest ${plural(dropped, "comment")}; the thread is too long]`);
  return { text: [header, ...notes, ...kept].join("\n\n"), comments: kept.length };
}

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? "" : "s"}`;
