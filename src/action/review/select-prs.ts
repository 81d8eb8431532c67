import type { Octokit } from "@octokit/rest";
import { describeGitHubError } from "../../adapters/github/errors.ts";
import { describeError, failure } from "../../engine/errors.ts";
import { cleanLine } from "../../engine/util/untrusted.ts";
import type { AuthorVerdict, EventUserRef } from "../github/permissions.ts";

/**
 * Which open PRs the scheduled review looks at (the `schedule` route): those
 * that pass the label and draft filters, whose authors may have them reviewed
 * (as on a `pull_request` event), and whose head moved since their last
 * review. An unchanged PR is reported but costs no model call.
 */

/**
 * A job may upload only 10 artifacts (docs/design.md#saved-state), one per conversation, so one
 * job reviews at most this many PRs; a larger sweep fans out over a job matrix.
 */
export const MAX_CONVERSATIONS_PER_JOB = 10;
/** GitHub refuses a matrix of more jobs than this. */
export const MAX_MATRIX_JOBS = 256;

const PER_PAGE = 100;
/** Bound on listing: 10,000 open PRs is far beyond any sweep worth running. */
const MAX_PAGES = 100;

export interface PrRef {
  number: number;
  headSha: string;
  title: string;
  /** The description as the listing gave it: what the review reads, whatever is edited while the sweep runs. */
  body?: string;
}

export interface SelectOptions {
  owner: string;
  repo: string;
  /** A PR needs any one of these (case-insensitive); empty = every PR. */
  labels: string[];
  skipDrafts: boolean;
  /** Most PRs returned in `toReview`. */
  maxPrs: number;
  /** The head the PR's conversation last reviewed; undefined = never reviewed. */
  lastReviewedHead: (pr: PrRef) => Promise<string | undefined>;
  /** Whether the PR's author may have it reviewed: a stranger's PR waits for a maintainer's `/run pr-review`. */
  authorMay: (author: EventUserRef) => Promise<AuthorVerdict>;
}

export interface Selection {
  toReview: PrRef[];
  unchanged: PrRef[];
  skipped: { pr: PrRef; reason: string }[];
  /** PRs whose author or last review could not be read: left for the next sweep, the others go on. */
  unreadable: { pr: PrRef; reason: string }[];
  /** Open PRs left unexamined once `toReview` was full; they wait for the next sweep. */
  notExamined: PrRef[];
}

interface ListedPr extends PrRef {
  author: EventUserRef;
  draft: boolean;
  labels: string[];
  updatedAt: string;
}

/**
 * Why the review filters (`review-skip-drafts`, `review-labels`) leave a PR out, if they do: the
 * one reading for the sweep's listing, a PR's turn in it, and a pull_request event.
 */
export function filteredOut(
  filters: { labels: readonly string[]; skipDrafts: boolean },
  pr: { draft: boolean; labels: readonly string[] },
): string | undefined {
  if (filters.skipDrafts && pr.draft) return "it is a draft (review-skip-drafts)";
  // Both sides as the model is shown labels (cleanLine drops an emoji's joiners): a label read raw
  // from a listing and one read cleaned from the subject match the same input.
  const key = (label: string) => cleanLine(label).toLowerCase();
  const wanted = new Set(filters.labels.map(key));
  if (wanted.size > 0 && !pr.labels.some((l) => wanted.has(key(l))))
    return `it has none of the labels ${filters.labels.join(", ")}`;
  return undefined;
}

export async function selectPullRequests(octokit: Octokit, options: SelectOptions): Promise<Selection> {
  const selection: Selection = { toReview: [], unchanged: [], skipped: [], unreadable: [], notExamined: [] };
  for (const listed of await listOpenPulls(octokit, options.owner, options.repo)) {
    const pr: PrRef = {
      number: listed.number,
      headSha: listed.headSha,
      title: listed.title,
      body: listed.body ?? "",
    };
    const filtered = filteredOut(options, listed);
    if (filtered) {
      selection.skipped.push({ pr, reason: filtered });
      continue;
    }
    if (selection.toReview.length >= options.maxPrs) {
      // Not asked about its author or last review: that costs requests per PR; a matrix job asks.
      selection.notExamined.push(pr);
      continue;
    }
    try {
      const author = await options.authorMay(listed.author);
      if (!author.allowed) selection.skipped.push({ pr, reason: author.reason ?? "its author may not" });
      else if ((await options.lastReviewedHead(pr)) === pr.headSha) selection.unchanged.push(pr);
      else selection.toReview.push(pr);
    } catch (error) {
      // One PR GitHub cannot answer for must not cost every other PR its review.
      selection.unreadable.push({ pr, reason: describeError(error) });
    }
  }
  return selection;
}

/**
 * Most recently updated first, so a busy PR is not starved by a long quiet
 * queue. The whole list is read and sorted here rather than trusting the
 * server's order across pages, which shifts while PRs are being updated.
 */
async function listOpenPulls(octokit: Octokit, owner: string, repo: string): Promise<ListedPr[]> {
  // Keyed by number: a PR updated while we page can show up on two pages.
  const all = new Map<number, ListedPr>();
  for (let page = 1; page <= MAX_PAGES; page++) {
    let data: Awaited<ReturnType<Octokit["rest"]["pulls"]["list"]>>["data"];
    try {
      ({ data } = await octokit.rest.pulls.list({
        owner,
        repo,
        state: "open",
        sort: "updated",
        direction: "desc",
        per_page: PER_PAGE,
        page,
      }));
    } catch (error) {
      throw failure(
        `could not list the open pull requests of ${owner}/${repo}: ${describeGitHubError(error)}`,
        error,
      );
    }
    for (const pr of data) {
      all.set(pr.number, {
        number: pr.number,
        headSha: pr.head.sha,
        title: pr.title,
        body: pr.body ?? "",
        author: { login: pr.user?.login ?? "", type: pr.user?.type ?? null },
        draft: pr.draft ?? false,
        labels: pr.labels.map((l) => l.name),
        updatedAt: pr.updated_at,
      });
    }
    if (data.length < PER_PAGE) break;
  }
  // Stable sort: ties keep the server's order.
  return [...all.values()].sort((a, b) => Date.parse(b.updatedAt) - Date.parse(a.updatedAt));
}

/**
 * The `strategy.matrix` for a fan-out review, one job per PR:
 * `{"include":[{"pr":17},…]}`. Use it with `fromJSON(…)` and run Baton with
 * `target: ${{ matrix.pr }}`. Beyond {@link MAX_MATRIX_JOBS} PRs the rest wait
 * for the next sweep.
 */
export function reviewMatrix(prs: readonly PrRef[]): string {
  return JSON.stringify({ include: prs.slice(0, MAX_MATRIX_JOBS).map((pr) => ({ pr: pr.number })) });
}
