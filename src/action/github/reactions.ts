import type { Octokit } from "@octokit/rest";
import { describeGitHubError, THREAD_WRITE } from "../../adapters/github/errors.ts";
import type { Logger } from "../../engine/util/logger.ts";

/** 👀 on receipt, then 🚀 or 😕. */
export type Reaction = "eyes" | "rocket" | "confused";

export interface ReactionTarget {
  octokit: Octokit;
  owner: string;
  repo: string;
  commentId: number;
  /** `commentId` is a review comment (a line of a pull request), not an issue comment. */
  reviewThread?: boolean;
  logger: Logger;
}

/** Reactions are courtesy: when GitHub refuses one the run goes on and the log says why. */
export async function react(target: ReactionTarget, content: Reaction): Promise<void> {
  const { octokit, owner, repo, commentId, reviewThread, logger } = target;
  try {
    if (reviewThread)
      await octokit.rest.reactions.createForPullRequestReviewComment({
        owner,
        repo,
        comment_id: commentId,
        content,
      });
    else await octokit.rest.reactions.createForIssueComment({ owner, repo, comment_id: commentId, content });
  } catch (error) {
    logger.warn(
      `Could not react ${content} to comment ${commentId}: ${describeGitHubError(error, THREAD_WRITE)}`,
    );
  }
}
