/**
 * What the people on an issue or PR see of an exchange with Baton: 👀 on
 * receipt, one comment per exchange (it shows progress while the run works
 * and is then edited in place into the answer, or into what went wrong), a
 * review for a review recipe, then 🚀 or 😕. Everything posted is sealed
 * (comment-body.ts): redacted, cut to fit, marked.
 *
 * Reactions and progress are courtesy: when GitHub refuses them the run goes
 * on and the log says why. The answer and the review are the work itself:
 * failing to post them throws.
 */
import type { Octokit } from "@octokit/rest";
import { describeGitHubError, githubStatus, THREAD_WRITE } from "../../adapters/github/errors.ts";
import { describeError, failure } from "../../engine/errors.ts";
import type { Logger } from "../../engine/util/logger.ts";
import type { Redactor } from "../../engine/util/redact.ts";
import { STATUS_MARKER } from "../events/markers.ts";
import { contained, sealBody } from "./comment-body.ts";
import { type Reaction, react } from "./reactions.ts";
import { type LineComment, type Posted, postReview } from "./review-post.ts";

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
    // Shown by the comment's next text (the answer, a failure, progress): an edit now for them
    // alone would be one more write on the way to the model.
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
        `Could not post the answer on #${this.#o.issueNumber}: ${describeGitHubError(error, THREAD_WRITE)}`,
        error,
      );
    }
  }

  /** A pull request review on the exchange's behalf (see postReview). */
  review(
    pr: number,
    body: string,
    commitId: string,
    comments: LineComment[] = [],
    footer = "",
  ): Promise<Posted> {
    const { octokit, owner, repo, redactor, logger } = this.#o;
    return postReview({ octokit, owner, repo, redactor, logger }, { pr, body, commitId, comments, footer });
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
            `Could not update the status comment on #${this.#o.issueNumber}: ${describeGitHubError(error, THREAD_WRITE)}`,
          );
        }
      }
    } finally {
      this.#statusWrite = undefined;
    }
  }

  /** Edits the exchange's comment, or starts it (again, if someone deleted it). */
  async #write(text: string, footer = ""): Promise<Posted> {
    // Each piece redacted and closed on its own: one cannot take the ones after it.
    const redact = (t: string) => this.#o.redactor.redact(t);
    const notes = this.#notices.map((n) => `\n> ${contained(n, redact)}`).join("");
    const end = footer ? `\n\n${contained(footer, redact)}` : "";
    const body = sealBody(this.#o.redactor, `${contained(text, redact)}${notes}${end}`);
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

  #react(content: Reaction): Promise<void> {
    const { commentId } = this.#o;
    return commentId === undefined ? Promise.resolve() : react({ ...this.#o, commentId }, content);
  }
}
