/**
 * Finds the saved states of a conversation: artifacts named `baton-<id>`,
 * newest first, never an expired one and never one written by a run of a
 * fork's code (a fork's pull_request run could otherwise plant a
 * state that a later trusted run resumes).
 *
 * The modules here make their GitHub calls through the caller's Octokit,
 * which carries the timeout and retry policy (RETRY_POLICY, applied by
 * src/adapters/github/octokit.ts); they add none of their own, since a second
 * timeout around a retrying call would cut its retries short.
 */
import type { Octokit } from "@octokit/rest";
import { failure } from "../../../engine/errors.ts";
import { describeGitHubError, isRefusal } from "../errors.ts";
import { lastPage } from "../last-page.ts";

export const ARTIFACT_PREFIX = "baton-";

export function artifactName(conversationId: string): string {
  return `${ARTIFACT_PREFIX}${conversationId}`;
}

export interface StateArtifact {
  id: number;
  name: string;
  runId: number;
  sizeInBytes: number;
  createdAt: string;
  expiresAt: string | null;
}

export interface ExcludedArtifact {
  artifact: StateArtifact;
  reason: "expired" | "fork" | "foreign-run" | "no-run";
  /** Plain words for the job log. */
  message: string;
}

export interface StateListing {
  /** Trusted candidates, newest first, listed a page at a time as the walk asks for them. */
  candidates: AsyncIterable<StateArtifact>;
  /** What the pages read so far held that is not trusted or usable, and why. */
  excluded: ExcludedArtifact[];
  /** Set when the walk wanted more than MAX_LISTED artifacts. */
  truncated: boolean;
}

/**
 * One artifact per run and conversation accumulates over the retention
 * period (a busy PR reviewed hourly for 90 days has about 2,000), and runs of
 * forks' code add theirs under the same name. Untrusted ones are dropped page
 * by page, before they count toward anything, and the walk of the saved
 * states stops as soon as it has what it needs, so the cap only bounds the
 * work on a history no walk would read to its end.
 */
export const MAX_LISTED = 10_000;
const PER_PAGE = 100;

type ApiArtifact = Awaited<
  ReturnType<Octokit["rest"]["actions"]["listArtifactsForRepo"]>
>["data"]["artifacts"][number];

/**
 * The saved states named `name`, or with no name every conversation's.
 * `oldestFirst` walks the listing from its last page back: the states
 * nearest expiry come first, before the cap, however many newer artifacts
 * (a project's CI builds among them) the repository holds.
 */
export function listStateArtifacts(
  octokit: Octokit,
  options: { owner: string; repo: string; repositoryId: number; name?: string; oldestFirst?: boolean },
): StateListing {
  const { owner, repo, repositoryId, name, oldestFirst = false } = options;
  const excluded: ExcludedArtifact[] = [];
  const listing: StateListing = { excluded, truncated: false, candidates: candidates() };
  return listing;

  async function* candidates(): AsyncGenerator<StateArtifact> {
    try {
      yield* walk();
    } catch (error) {
      // Without `actions: read` the first thing a run does fails: the message says what to add.
      if (isRefusal(error))
        throw failure(
          `could not list the saved conversations: ${describeGitHubError(error, "`actions: read`")}`,
          error,
        );
      throw error;
    }
  }

  async function* walk(): AsyncGenerator<StateArtifact> {
    let listed = 0;
    for await (const { artifacts, more } of oldestFirst ? oldestPages() : newestPages()) {
      const trusted: StateArtifact[] = [];
      for (const a of artifacts.slice(0, MAX_LISTED - listed)) {
        const verdict = judge(a, repositoryId, name);
        if (verdict === "skip") continue;
        if ("reason" in verdict) excluded.push(verdict);
        else trusted.push(verdict);
      }
      listed += artifacts.length;
      yield* oldestFirst ? trusted.sort(newestFirst).reverse() : trusted.sort(newestFirst);
      if (listed >= MAX_LISTED) {
        listing.truncated = listed > MAX_LISTED || more;
        return;
      }
    }
  }

  async function* newestPages() {
    const pages = octokit.paginate.iterator(octokit.rest.actions.listArtifactsForRepo, {
      owner,
      repo,
      name,
      per_page: PER_PAGE,
    });
    for await (const page of pages)
      yield { artifacts: page.data, more: page.headers.link?.includes('rel="next"') === true };
  }

  // Artifacts made during the walk push the others a page on: one may be missed this time, and is
  // seen by the next walk.
  async function* oldestPages() {
    const list = (page: number) =>
      octokit.rest.actions.listArtifactsForRepo({ owner, repo, name, per_page: PER_PAGE, page });
    const first = await list(1);
    const last = lastPage(first.headers.link);
    for (let page = last; page >= 1; page--) {
      const { data } = page === 1 ? first : await list(page);
      yield { artifacts: [...data.artifacts].reverse(), more: page > 1 };
    }
  }
}

function judge(
  a: ApiArtifact,
  repositoryId: number,
  name: string | undefined,
): StateArtifact | ExcludedArtifact | "skip" {
  // The name filter is exact on GitHub; checked again so a lenient server cannot widen it.
  if (name ? a.name !== name : !a.name.startsWith(ARTIFACT_PREFIX)) return "skip";
  const artifact: StateArtifact = {
    id: a.id,
    name: a.name,
    runId: a.workflow_run?.id ?? 0,
    sizeInBytes: a.size_in_bytes,
    createdAt: a.created_at ?? "",
    expiresAt: a.expires_at ?? null,
  };
  const label = `artifact ${a.name} (id ${a.id}${a.workflow_run?.id ? `, run ${a.workflow_run.id}` : ""})`;
  const run = a.workflow_run;
  if (a.expired) return { artifact, reason: "expired", message: `${label} has expired` };
  if (!run?.id || run.head_repository_id === undefined)
    return {
      artifact,
      reason: "no-run",
      message: `${label} does not say which workflow run made it, so it is not trusted`,
    };
  if (run.repository_id !== undefined && run.repository_id !== repositoryId)
    return {
      artifact,
      reason: "foreign-run",
      message: `${label} was made by a run of another repository (id ${run.repository_id})`,
    };
  if (run.head_repository_id !== repositoryId)
    return {
      artifact,
      reason: "fork",
      message: `${label} was made by a run of a fork's code (head repository id ${run.head_repository_id}), so it is not trusted`,
    };
  return artifact;
}

/** Ids are handed out as artifacts are finalized, so they order the saves; GitHub lists the newest first. */
function newestFirst(a: StateArtifact, b: StateArtifact): number {
  return b.id - a.id;
}
