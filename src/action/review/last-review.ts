import type { Octokit } from "@octokit/rest";
import { describeGitHubError } from "../../adapters/github/errors.ts";
import { lastPage } from "../../adapters/github/last-page.ts";
import { failure } from "../../engine/errors.ts";
import { isBatonBody } from "../events/markers.ts";
import { type Identity, identityOf, isTokenIdentity } from "../github/identity.ts";

/**
 * The head Baton last reviewed on a pull request: the `commit_id` of its own
 * latest review (the one carrying its marker). One request for nearly every
 * PR, and no conversation state to download, so an unchanged PR costs a
 * sweep almost nothing. A PR with more than a page of reviews is read from
 * its last page back, where the latest reviews are, until one is Baton's
 * (at most MAX_PAGES_BACK pages: past them, the PR is reviewed again).
 *
 * The marker alone does not make a review Baton's: anyone can copy it. Only
 * a review by the token's own identity counts, so nobody else (a stranger, a
 * member, another app) can stop a PR from being reviewed by posting a marked
 * review on it.
 */
const PER_PAGE = 100;
const MAX_PAGES_BACK = 10;

type ListedReview = Awaited<ReturnType<Octokit["rest"]["pulls"]["listReviews"]>>["data"][number];

export async function lastReviewedSha(
  octokit: Octokit,
  owner: string,
  repo: string,
  pr: number,
): Promise<string | undefined> {
  try {
    const identity = await identityOf(octokit);
    const latestOf = (reviews: readonly ListedReview[]) => reviews.findLast((r) => isBatons(identity, r));
    const first = await octokit.rest.pulls.listReviews({ owner, repo, pull_number: pr, per_page: PER_PAGE });
    const last = lastPage(first.headers.link);
    // People may have reviewed after Baton, past a page: back from the last page until one is Baton's.
    for (let page = last; page > 1 && page > last - MAX_PAGES_BACK; page--) {
      const { data } = await octokit.rest.pulls.listReviews({
        owner,
        repo,
        pull_number: pr,
        per_page: PER_PAGE,
        page,
      });
      const found = latestOf(data);
      if (found) return found.commit_id ?? undefined;
    }
    return last <= MAX_PAGES_BACK ? (latestOf(first.data)?.commit_id ?? undefined) : undefined;
  } catch (error) {
    throw failure(`could not read the reviews of #${pr}: ${describeGitHubError(error)}`, error);
  }
}

function isBatons(identity: Identity, review: ListedReview): boolean {
  if (!isBatonBody(review.body) || !review.user) return false;
  return isTokenIdentity(identity, { login: review.user.login, isBot: review.user.type === "Bot" });
}
