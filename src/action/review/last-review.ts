import type { Octokit } from "@octokit/rest";
import { describeGitHubError } from "../../adapters/github/errors.ts";
import { failure } from "../../engine/errors.ts";
import { isBatonBody } from "../events/markers.ts";
import { type Identity, identityOf, isTokenIdentity } from "../github/identity.ts";

/**
 * The head Baton last reviewed on a pull request: the `commit_id` of its own
 * latest review (the one carrying its marker). One request for nearly every
 * PR, and no conversation state to download, so an unchanged PR costs a
 * sweep almost nothing. A PR with more than a page of reviews costs one more
 * request, for the last page, where the latest reviews are.
 *
 * The marker alone does not make a review Baton's: anyone can copy it. Only
 * a review by the token's own identity counts, so nobody else (a stranger, a
 * member, another app) can stop a PR from being reviewed by posting a marked
 * review on it.
 */
const PER_PAGE = 100;

type ListedReview = Awaited<ReturnType<Octokit["rest"]["pulls"]["listReviews"]>>["data"][number];

export async function lastReviewedSha(
  octokit: Octokit,
  owner: string,
  repo: string,
  pr: number,
): Promise<string | undefined> {
  try {
    const identity = await identityOf(octokit);
    const first = await octokit.rest.pulls.listReviews({ owner, repo, pull_number: pr, per_page: PER_PAGE });
    let reviews = first.data;
    const last = /<[^>]*[?&]page=(\d+)[^>]*>;\s*rel="last"/.exec(first.headers.link ?? "")?.[1];
    if (last !== undefined && Number(last) > 1) {
      const page = Number(last);
      reviews = (
        await octokit.rest.pulls.listReviews({ owner, repo, pull_number: pr, per_page: PER_PAGE, page })
      ).data;
    }
    for (let i = reviews.length - 1; i >= 0; i--)
      if (isBatons(identity, reviews[i]!)) return reviews[i]!.commit_id ?? undefined;
    return undefined;
  } catch (error) {
    throw failure(`could not read the reviews of #${pr}: ${describeGitHubError(error)}`, error);
  }
}

function isBatons(identity: Identity, review: ListedReview): boolean {
  if (!isBatonBody(review.body) || !review.user) return false;
  return isTokenIdentity(identity, { login: review.user.login, isBot: review.user.type === "Bot" });
}
