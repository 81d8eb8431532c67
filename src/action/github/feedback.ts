/**
 * What the people on an issue or PR see of a run (SPEC §1 "Feedback"): 👀 on
 * receipt, progress in one status comment edited in place, the answer as a
 * comment or a review, then 🚀 or 😕. Everything posted passes the Redactor
 * first, so a secret never reaches a comment.
 *
 * Reactions and the status comment are courtesy: when GitHub refuses them the
 * run goes on and the log says why. The answer and the review are the work
 * itself: failing to post them throws.
 */
import type { Octokit } from "@octokit/rest";
import { describeError, failure } from "../../core/errors.ts";
import type { Logger } from "../../core/util/logger.ts";
import type { Redactor } from "../../core/util/redact.ts";
import { describeGitHubError, statusOf } from "./octokit.ts";

/** Starts the status comment, so it can be told from the answers. */
export const STATUS_MARKER = "<!-- baton:status -->";

/** GitHub refuses a comment or review body longer than this. */
export const MAX_COMMENT_CHARS = 65_536;

/** Room kept for the truncation note (and a closing code fence). */
const NOTE_ROOM = 200;

export type Reaction = "eyes" | "rocket" | "confused";

export interface FeedbackOptions {
  octokit: Octokit;
  owner: string;
  repo: string;
  /** The issue or PR the status comment and the answer go to. */
  issueNumber: number;
  /** The triggering comment, which gets the reactions; none for a dispatch run. */
  commentId?: number;
  redactor: Redactor;
  logger: Logger;
}

export interface Posted {
  id: number;
  url: string;
}

export class Feedback {
  readonly #o: FeedbackOptions;
  #statusId: number | undefined;
  #pendingStatus: string | undefined;
  #statusWrite: Promise<void> | undefined;
  readonly #notices: string[] = [];

  constructor(options: FeedbackOptions) {
    this.#o = options;
  }

  /**
   * Things the user must hear whatever happens next (a refused state, a fresh
   * start): they stay under every later status text.
   */
  notice(...lines: string[]): void {
    this.#notices.push(...lines);
  }

  /** The id of the status comment, once there is one. */
  get statusCommentId(): number | undefined {
    return this.#statusId;
  }

  /** 👀 on the triggering comment. */
  received(): Promise<void> {
    return this.#react("eyes");
  }

  /** 🚀 on the triggering comment. */
  done(): Promise<void> {
    return this.#react("rocket");
  }

  /** 😕 on the triggering comment, and the status comment says what went wrong. */
  async failed(problem: unknown): Promise<void> {
    const message = typeof problem === "string" ? problem : describeError(problem);
    await Promise.all([this.#react("confused"), this.status(`**Baton failed:** ${message}`)]);
  }

  /**
   * Shows progress in the status comment: created on the first call, edited
   * in place afterwards. Calls made while a write is under way collapse into
   * one write of the latest text.
   */
  status(text: string): Promise<void> {
    this.#pendingStatus = text;
    this.#statusWrite ??= this.#flushStatus();
    return this.#statusWrite;
  }

  /** Posts the answer as a new comment. */
  async answer(body: string): Promise<Posted> {
    const { octokit, owner, repo, issueNumber } = this.#o;
    try {
      const { data } = await octokit.rest.issues.createComment({
        owner,
        repo,
        issue_number: issueNumber,
        body: this.#prepare(body),
      });
      return { id: data.id, url: data.html_url };
    } catch (error) {
      throw failure(`Could not post the answer on #${issueNumber}: ${describeGitHubError(error)}`, error);
    }
  }

  /** Posts the answer as a pull request review (a comment, never an approval or a block). */
  async review(pr: number, body: string, commitId: string): Promise<Posted> {
    const { octokit, owner, repo } = this.#o;
    try {
      const { data } = await octokit.rest.pulls.createReview({
        owner,
        repo,
        pull_number: pr,
        commit_id: commitId,
        event: "COMMENT",
        // GitHub refuses a COMMENT review without a body.
        body: this.#prepare(body.trim() === "" ? "(no remarks)" : body),
      });
      return { id: data.id, url: data.html_url };
    } catch (error) {
      throw failure(`Could not post the review on #${pr}: ${describeGitHubError(error)}`, error);
    }
  }

  async #flushStatus(): Promise<void> {
    try {
      while (this.#pendingStatus !== undefined) {
        const text = this.#pendingStatus;
        this.#pendingStatus = undefined;
        await this.#writeStatus(text);
      }
    } finally {
      this.#statusWrite = undefined;
    }
  }

  async #writeStatus(text: string): Promise<void> {
    const { octokit, owner, repo, issueNumber, logger } = this.#o;
    const notes = this.#notices.map((n) => `\n> ${n}`).join("");
    const body = this.#prepare(`${STATUS_MARKER}\n${text}${notes}`);
    try {
      if (this.#statusId !== undefined) {
        try {
          await octokit.rest.issues.updateComment({ owner, repo, comment_id: this.#statusId, body });
          return;
        } catch (error) {
          // Someone deleted it: start a new one.
          if (statusOf(error) !== 404) throw error;
        }
      }
      const { data } = await octokit.rest.issues.createComment({
        owner,
        repo,
        issue_number: issueNumber,
        body,
      });
      this.#statusId = data.id;
    } catch (error) {
      logger.warn(`Could not update the status comment on #${issueNumber}: ${describeGitHubError(error)}`);
    }
  }

  async #react(content: Reaction): Promise<void> {
    const { octokit, owner, repo, commentId, logger } = this.#o;
    if (commentId === undefined) return;
    try {
      await octokit.rest.reactions.createForIssueComment({ owner, repo, comment_id: commentId, content });
    } catch (error) {
      logger.warn(`Could not react ${content} to comment ${commentId}: ${describeGitHubError(error)}`);
    }
  }

  #prepare(body: string): string {
    return fitComment(this.#o.redactor.redact(body));
  }
}

/**
 * Cuts a body to GitHub's limit and says so. JavaScript counts UTF-16 units,
 * at least as many as the characters GitHub counts, so the cut is safe. A
 * code block left open by the cut is closed, so the note reads as text.
 */
export function fitComment(body: string, max: number = MAX_COMMENT_CHARS): string {
  if (body.length <= max) return body;
  let head = body.slice(0, Math.max(0, max - NOTE_ROOM));
  // Do not split a surrogate pair.
  if (/[\uD800-\uDBFF]$/.test(head)) head = head.slice(0, -1);
  let open: string | undefined;
  for (const [, fence = ""] of head.matchAll(/^ {0,3}(`{3,}|~{3,})/gm)) {
    if (open === undefined) open = fence;
    else if (fence[0] === open[0] && fence.length >= open.length) open = undefined;
  }
  const close = open === undefined ? "" : `\n${open}`;
  const cut = body.length - head.length;
  return `${head}${close}\n\n_(Truncated: ${cut} more characters did not fit in a GitHub comment.)_`;
}
