#!/usr/bin/env node
import { createRequire as __batonCreateRequire, isBuiltin as __batonIsBuiltin } from 'node:module';
const __batonRequire = __batonCreateRequire(import.meta.url);
const __batonMissing = (id) => Object.assign(new Error("Cannot find module '" + id + "'"), { code: 'MODULE_NOT_FOUND' });
const require = Object.assign((id) => { if (__batonIsBuiltin(id)) return __batonRequire(id); throw __batonMissing(id); },
  { resolve: (id) => { if (__batonIsBuiltin(id)) return id; throw __batonMissing(id); } });
import {
  STATUS_MARKER,
  contained,
  sealBody,
  withOffDiff
} from "./chunk-4YPR7BWB.js";
import {
  THREAD_WRITE,
  describeGitHubError,
  githubStatus
} from "./chunk-ZCI4HNYG.js";
import {
  describeError,
  failure
} from "./chunk-VA2UHLEW.js";

// src/action/github/reactions.ts
async function react(target, content) {
  const { octokit, owner, repo, commentId, reviewThread, logger } = target;
  try {
    if (reviewThread)
      await octokit.rest.reactions.createForPullRequestReviewComment({
        owner,
        repo,
        comment_id: commentId,
        content
      });
    else await octokit.rest.reactions.createForIssueComment({ owner, repo, comment_id: commentId, content });
  } catch (error) {
    logger.warn(
      `Could not react ${content} to comment ${commentId}: ${describeGitHubError(error, THREAD_WRITE)}`
    );
  }
}

// src/action/github/review-post.ts
async function postReview(place, review) {
  const { octokit, owner, repo, redactor, logger } = place;
  const { pr, body, commitId, comments = [], footer = "" } = review;
  const redact = (text) => redactor.redact(text);
  const post = (summary, lines) => {
    const said = summary.trim() === "" ? "(no remarks)" : contained(summary, redact);
    return octokit.rest.pulls.createReview({
      owner,
      repo,
      pull_number: pr,
      commit_id: commitId,
      event: "COMMENT",
      body: sealBody(redactor, footer ? `${said}

${contained(footer, redact)}` : said),
      ...lines.length ? { comments: lines.map((c) => ({ ...c, body: sealBody(redactor, c.body) })) } : {}
    });
  };
  try {
    try {
      const { data } = await post(body, comments);
      return { id: data.id, url: data.html_url };
    } catch (error) {
      if (githubStatus(error) !== 422 || comments.length === 0) throw error;
      logger.warn(
        `GitHub refused the line comments of the review on #${pr} (${describeGitHubError(error)}); they go into the review's body`
      );
      const { data } = await post(withOffDiff(body, comments, "Comments GitHub could not place", redact), []);
      return { id: data.id, url: data.html_url };
    }
  } catch (error) {
    throw failure(
      `Could not post the review on #${pr}: ${describeGitHubError(error, "`pull-requests: write`")}`,
      error
    );
  }
}

// src/action/github/feedback.ts
var Feedback = class {
  #o;
  #exchange;
  #answered = false;
  #pendingStatus;
  #statusWrite;
  #notices = [];
  constructor(options) {
    this.#o = options;
  }
  /**
   * Things the user must hear whatever happens next (a refused state, a fresh
   * start): they stay under every later text of the exchange's comment.
   */
  notice(...lines) {
    this.#notices.push(...lines);
  }
  /** The id of the exchange's comment, once there is one. */
  get statusCommentId() {
    return this.#exchange?.id;
  }
  /** Whether the exchange holds its answer (later progress or failure text never replaces it). */
  get answered() {
    return this.#answered;
  }
  /** 👀 on the triggering comment. */
  received() {
    return this.#react("eyes");
  }
  /** 🚀 on the triggering comment. */
  done() {
    return this.#react("rocket");
  }
  /**
   * 😕 on the triggering comment, and the exchange's comment says what went
   * wrong, unless it already holds an answer (which then says why it is short).
   */
  async failed(problem) {
    const message = typeof problem === "string" ? problem : describeError(problem);
    await Promise.all([
      this.#react("confused"),
      this.#answered ? void 0 : this.status(`**Baton failed:** ${message}`)
    ]);
  }
  /**
   * Shows progress in the exchange's comment: created on the first call,
   * edited in place afterwards. Calls made while a write is under way
   * collapse into one write of the latest text.
   */
  status(text) {
    if (this.#answered) return Promise.resolve();
    this.#pendingStatus = `${STATUS_MARKER}
${text}`;
    this.#statusWrite ??= this.#flushStatus();
    return this.#statusWrite;
  }
  /**
   * The answer: the exchange's comment edited into it, or a new comment when
   * there is none yet. The footer (a line about the run) goes last, under the notices.
   */
  async answer(body, footer = "") {
    this.#pendingStatus = void 0;
    await this.#statusWrite;
    try {
      const posted = await this.#write(body, footer);
      this.#answered = true;
      return posted;
    } catch (error) {
      throw failure(
        `Could not post the answer on #${this.#o.issueNumber}: ${describeGitHubError(error, THREAD_WRITE)}`,
        error
      );
    }
  }
  /** A pull request review on the exchange's behalf (see postReview). */
  review(pr, body, commitId, comments = [], footer = "") {
    const { octokit, owner, repo, redactor, logger } = this.#o;
    return postReview({ octokit, owner, repo, redactor, logger }, { pr, body, commitId, comments, footer });
  }
  async #flushStatus() {
    try {
      while (this.#pendingStatus !== void 0) {
        const text = this.#pendingStatus;
        this.#pendingStatus = void 0;
        try {
          await this.#write(text);
        } catch (error) {
          this.#o.logger.warn(
            `Could not update the status comment on #${this.#o.issueNumber}: ${describeGitHubError(error, THREAD_WRITE)}`
          );
        }
      }
    } finally {
      this.#statusWrite = void 0;
    }
  }
  /** Edits the exchange's comment, or starts it (again, if someone deleted it). */
  async #write(text, footer = "") {
    const redact = (t) => this.#o.redactor.redact(t);
    const notes = this.#notices.map((n) => `
> ${contained(n, redact)}`).join("");
    const end = footer ? `

${contained(footer, redact)}` : "";
    const body = sealBody(this.#o.redactor, `${contained(text, redact)}${notes}${end}`);
    if (this.#exchange !== void 0) {
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
  async #create(body) {
    const { octokit, owner, repo, issueNumber, commentId, reviewThread } = this.#o;
    if (reviewThread && commentId !== void 0) {
      const { data: data2 } = await octokit.rest.pulls.createReplyForReviewComment({
        owner,
        repo,
        pull_number: issueNumber,
        comment_id: commentId,
        body
      });
      return { id: data2.id, url: data2.html_url };
    }
    const { data } = await octokit.rest.issues.createComment({
      owner,
      repo,
      issue_number: issueNumber,
      body
    });
    return { id: data.id, url: data.html_url };
  }
  async #update(id, body) {
    const { octokit, owner, repo, reviewThread } = this.#o;
    if (reviewThread) await octokit.rest.pulls.updateReviewComment({ owner, repo, comment_id: id, body });
    else await octokit.rest.issues.updateComment({ owner, repo, comment_id: id, body });
  }
  #react(content) {
    const { commentId } = this.#o;
    return commentId === void 0 ? Promise.resolve() : react({ ...this.#o, commentId }, content);
  }
};

export {
  Feedback
};
