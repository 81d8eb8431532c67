import type { Octokit } from "@octokit/rest";
import { describeGitHubError, githubStatus } from "../../adapters/github/errors.ts";
import { failure } from "../../engine/errors.ts";
import type { Logger } from "../../engine/util/logger.ts";
import type { Redactor } from "../../engine/util/redact.ts";
import { contained, sealBody, withOffDiff } from "./comment-body.ts";

/** A line comment of a review, as the create-review endpoint takes it. */
export interface LineComment {
  path: string;
  line: number;
  side: "LEFT" | "RIGHT";
  start_line?: number;
  start_side?: "LEFT" | "RIGHT";
  body: string;
}

export interface Posted {
  id: number;
  url: string;
}

export interface ReviewPlace {
  octokit: Octokit;
  owner: string;
  repo: string;
  redactor: Redactor;
  logger: Logger;
}

/**
 * Posts a pull request review (a comment, never an approval or a block)
 * with its line comments. When GitHub refuses the line comments (422) the
 * review is posted again with them moved into its body, so none is lost.
 * The review is the work itself: failing to post it throws.
 */
export async function postReview(
  place: ReviewPlace,
  review: { pr: number; body: string; commitId: string; comments?: LineComment[]; footer?: string },
): Promise<Posted> {
  const { octokit, owner, repo, redactor, logger } = place;
  const { pr, body, commitId, comments = [], footer = "" } = review;
  const redact = (text: string) => redactor.redact(text);
  const post = (summary: string, lines: LineComment[]) => {
    // GitHub refuses a COMMENT review without a body.
    const said = summary.trim() === "" ? "(no remarks)" : contained(summary, redact);
    return octokit.rest.pulls.createReview({
      owner,
      repo,
      pull_number: pr,
      commit_id: commitId,
      event: "COMMENT",
      body: sealBody(redactor, footer ? `${said}\n\n${contained(footer, redact)}` : said),
      ...(lines.length ? { comments: lines.map((c) => ({ ...c, body: sealBody(redactor, c.body) })) } : {}),
    });
  };
  try {
    try {
      const { data } = await post(body, comments);
      return { id: data.id, url: data.html_url };
    } catch (error) {
      if (githubStatus(error) !== 422 || comments.length === 0) throw error;
      logger.warn(
        `GitHub refused the line comments of the review on #${pr} (${describeGitHubError(error)}); they go into the review's body`,
      );
      const { data } = await post(withOffDiff(body, comments, "Comments GitHub could not place", redact), []);
      return { id: data.id, url: data.html_url };
    }
  } catch (error) {
    throw failure(
      `Could not post the review on #${pr}: ${describeGitHubError(error, "`pull-requests: write`")}`,
      error,
    );
  }
}
