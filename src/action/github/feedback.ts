/**
 * What the people on an issue or PR see of a run (docs/design.md#entry-points): 👀 on
 * receipt, one comment per exchange (it shows progress while the run works
 * and is then edited in place into the answer, or into what went wrong), a
 * review for a review recipe, then 🚀 or 😕. Everything posted passes the
 * Redactor first, so a secret never reaches a comment, and carries
 * {@link BATON_MARKER}, so an event on it never starts a run.
 *
 * Reactions and progress are courtesy: when GitHub refuses them the run goes
 * on and the log says why. The answer and the review are the work itself:
 * failing to post them throws.
 */
import type { Octokit } from "@octokit/rest";
import { describeGitHubError, githubStatus } from "../../adapters/github/errors.ts";
import { describeError, failure } from "../../engine/errors.ts";
import type { Logger } from "../../engine/util/logger.ts";
import type { Redactor } from "../../engine/util/redact.ts";

/** Starts a comment that only shows progress or a failure, so a rebuilt thread can leave it out. */
export const STATUS_MARKER = "<!-- baton:status -->";

/** Ends every comment and review Baton posts: events on them start no run, whatever token posted them. */
export const BATON_MARKER = "<!-- baton -->";

/** Whether a comment or review body is one Baton posted. */
export const isBatonBody = (body: string | null | undefined): boolean =>
  (body ?? "").includes(BATON_MARKER) || (body ?? "").includes(STATUS_MARKER);

/** GitHub refuses a comment or review body longer than this. */
export const MAX_COMMENT_CHARS = 65_536;

/** Room kept for the truncation note (and a closing code fence). */
const NOTE_ROOM = 200;

export type Reaction = "eyes" | "rocket" | "confused";

export interface FeedbackOptions {
  octokit: Octokit;
  owner: string;
  repo: string;
  /** The issue or PR the exchange happens on. */
  issueNumber: number;
  /** The triggering comment, which gets the reactions; none for a dispatch run. */
  commentId?: number;
  /**
   * The trigger is a comment in a review thread (`commentId` is then a review
   * comment): the exchange is a reply in that thread.
   */
  reviewThread?: boolean;
  redactor: Redactor;
  logger: Logger;
}

export interface Posted {
  id: number;
  url: string;
}

/** A line comment of a review, as the create-review endpoint takes it. */
export interface LineComment {
  path: string;
  line: number;
  side: "LEFT" | "RIGHT";
  start_line?: number;
  start_side?: "LEFT" | "RIGHT";
  body: string;
}

export class Feedback {
  readonly #o: FeedbackOptions;
  #exchange: Posted | undefined;
  #answered = false;
  #pendingStatus: string | undefined;
  #statusWrite: Promise<void> | undefined;
  readonly #notices: string[] = [];

  constructor(options: FeedbackOptions) {
    this.#o = options;
  }

  /**
   * Things the user must hear whatever happens next (a refused state, a fresh
   * start): they stay under every later text of the exchange's comment.
   */
  notice(...lines: string[]): void {
    this.#notices.push(...lines);
  }

  /** The id of the exchange's comment, once there is one. */
  get statusCommentId(): number | undefined {
    return this.#exchange?.id;
  }

  /** Whether the exchange holds its answer (later progress or failure text never replaces it). */
  get answered(): boolean {
    return this.#answered;
  }

  /** 👀 on the triggering comment. */
  received(): Promise<void> {
    return this.#react("eyes");
  }

  /** 🚀 on the triggering comment. */
  done(): Promise<void> {
    return this.#react("rocket");
  }

  /**
   * 😕 on the triggering comment, and the exchange's comment says what went
   * wrong, unless it already holds an answer (which then says why it is short).
   */
  async failed(problem: unknown): Promise<void> {
    const message = typeof problem === "string" ? problem : describeError(problem);
    await Promise.all([
      this.#react("confused"),
      this.#answered ? undefined : this.status(`**Baton failed:** ${message}`),
    ]);
  }

  /**
   * Shows progress in the exchange's comment: created on the first call,
   * edited in place afterwards. Calls made while a write is under way
   * collapse into one write of the latest text.
   */
  status(text: string): Promise<void> {
    if (this.#answered) return Promise.resolve();
    this.#pendingStatus = `${STATUS_MARKER}\n${text}`;
    this.#statusWrite ??= this.#flushStatus();
    return this.#statusWrite;
  }

  /**
   * The answer: the exchange's comment edited into it, or a new comment when
   * there is none yet. The footer (a line about the run) goes last, under the notices.
   */
  async answer(body: string, footer = ""): Promise<Posted> {
    // A progress write still under way must not land after the answer.
    this.#pendingStatus = undefined;
    await this.#statusWrite;
    try {
      const posted = await this.#write(body, footer);
      this.#answered = true;
      return posted;
    } catch (error) {
      throw failure(
        `Could not post the answer on #${this.#o.issueNumber}: ${describeGitHubError(error)}`,
        error,
      );
    }
  }

  /**
   * Posts a pull request review (a comment, never an approval or a block)
   * with its line comments. When GitHub refuses the line comments (422) the
   * review is posted again with them moved into its body, so none is lost.
   */
  async review(
    pr: number,
    body: string,
    commitId: string,
    comments: LineComment[] = [],
    footer = "",
  ): Promise<Posted> {
    const { octokit, owner, repo } = this.#o;
    const post = (summary: string, lines: LineComment[]) => {
      // GitHub refuses a COMMENT review without a body.
      const said = summary.trim() === "" ? "(no remarks)" : summary;
      return octokit.rest.pulls.createReview({
        owner,
        repo,
        pull_number: pr,
        commit_id: commitId,
        event: "COMMENT",
        body: this.#prepare(footer ? `${said}\n\n${footer}` : said),
        ...(lines.length ? { comments: lines.map((c) => ({ ...c, body: this.#prepare(c.body) })) } : {}),
      });
    };
    try {
      try {
        const { data } = await post(body, comments);
        return { id: data.id, url: data.html_url };
      } catch (error) {
        if (githubStatus(error) !== 422 || comments.length === 0) throw error;
        this.#o.logger.warn(
          `GitHub refused the line comments of the review on #${pr} (${describeGitHubError(error)}); they go into the review's body`,
        );
        const { data } = await post(withOffDiff(body, comments, "Comments GitHub could not place"), []);
        return { id: data.id, url: data.html_url };
      }
    } catch (error) {
      throw failure(`Could not post the review on #${pr}: ${describeGitHubError(error)}`, error);
    }
  }

  async #flushStatus(): Promise<void> {
    try {
      while (this.#pendingStatus !== undefined) {
        const text = this.#pendingStatus;
        this.#pendingStatus = undefined;
        try {
          await this.#write(text);
        } catch (error) {
          this.#o.logger.warn(
            `Could not update the status comment on #${this.#o.issueNumber}: ${describeGitHubError(error)}`,
          );
        }
      }
    } finally {
      this.#statusWrite = undefined;
    }
  }

  /** Edits the exchange's comment, or starts it (again, if someone deleted it). */
  async #write(text: string, footer = ""): Promise<Posted> {
    const notes = this.#notices.map((n) => `\n> ${n}`).join("");
    const body = this.#prepare(`${text}${notes}${footer ? `\n\n${footer}` : ""}`);
    if (this.#exchange !== undefined) {
      try {
        await this.#update(this.#exchange.id, body);
        return this.#exchange;
      } catch (error) {
        if (githubStatus(error) !== 404) throw error;
      }
    }
    this.#exchange = await this.#create(body);
    return this.#exchange;
  }

  async #create(body: string): Promise<Posted> {
    const { octokit, owner, repo, issueNumber, commentId, reviewThread } = this.#o;
    if (reviewThread && commentId !== undefined) {
      const { data } = await octokit.rest.pulls.createReplyForReviewComment({
        owner,
        repo,
        pull_number: issueNumber,
        comment_id: commentId,
        body,
      });
      return { id: data.id, url: data.html_url };
    }
    const { data } = await octokit.rest.issues.createComment({
      owner,
      repo,
      issue_number: issueNumber,
      body,
    });
    return { id: data.id, url: data.html_url };
  }

  async #update(id: number, body: string): Promise<void> {
    const { octokit, owner, repo, reviewThread } = this.#o;
    if (reviewThread) await octokit.rest.pulls.updateReviewComment({ owner, repo, comment_id: id, body });
    else await octokit.rest.issues.updateComment({ owner, repo, comment_id: id, body });
  }

  async #react(content: Reaction): Promise<void> {
    const { octokit, owner, repo, commentId, reviewThread, logger } = this.#o;
    if (commentId === undefined) return;
    try {
      if (reviewThread)
        await octokit.rest.reactions.createForPullRequestReviewComment({
          owner,
          repo,
          comment_id: commentId,
          content,
        });
      else
        await octokit.rest.reactions.createForIssueComment({ owner, repo, comment_id: commentId, content });
    } catch (error) {
      logger.warn(`Could not react ${content} to comment ${commentId}: ${describeGitHubError(error)}`);
    }
  }

  #prepare(body: string): string {
    return `${fitComment(this.#o.redactor.redact(body), MAX_COMMENT_CHARS - BATON_MARKER.length - 1)}\n${BATON_MARKER}`;
  }
}

/**
 * The review's body with line comments that cannot sit on a line (not in the
 * diff, over the limit, refused) under a short heading, each with its place.
 */
export function withOffDiff(
  body: string,
  comments: readonly { path: string; line?: number | null; start_line?: number; body: string }[],
  heading: string,
): string {
  if (comments.length === 0) return body;
  const items = comments.map((c) => {
    const lines = c.line ? `:${c.start_line === undefined ? "" : `${c.start_line}-`}${c.line}` : "";
    const where = `${c.path}${lines}`;
    return `- \`${where}\`: ${indent(c.body)}`;
  });
  return `${body.trimEnd()}\n\n#### ${heading}\n\n${items.join("\n")}`;
}

/** Continues a list item over several lines (a suggestion block included). */
const indent = (text: string) => text.replace(/\n(?!\n)/g, "\n  ");

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
