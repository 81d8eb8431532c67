/**
 * Finds the saved states of a conversation (docs/design.md#saved-state): artifacts named
 * `baton-<id>`, newest first, never an expired one and never one written by a
 * run of a fork's code (a fork's pull_request run could otherwise plant a
 * state that a later trusted run resumes).
 *
 * The modules here make their GitHub calls through the caller's Octokit,
 * which carries the timeout and retry policy (RETRY_POLICY, applied by
 * src/action/github/octokit.ts); they add none of their own, since a second
 * timeout around a retrying call would cut its retries short.
 */
import type { Octokit } from "@octokit/rest";

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

export interface StateArtifacts {
  /** Usable candidates, newest first. */
  candidates: StateArtifact[];
  excluded: ExcludedArtifact[];
  /** True when more artifacts exist than were read (see MAX_LISTED). */
  truncated: boolean;
}

/**
 * One artifact per run and conversation accumulates over the retention
 * period; a busy PR reviewed hourly for 90 days has about 2,000. GitHub lists
 * the newest first, and only the newest few matter, so reading stops here.
 */
export const MAX_LISTED = 1000;
const PER_PAGE = 100;

type ApiArtifact = Awaited<
  ReturnType<Octokit["rest"]["actions"]["listArtifactsForRepo"]>
>["data"]["artifacts"][number];

export async function findStateArtifacts(
  octokit: Octokit,
  options: { owner: string; repo: string; repositoryId: number; name: string },
): Promise<StateArtifacts> {
  const { owner, repo, repositoryId, name } = options;
  const listed: ApiArtifact[] = [];
  let truncated = false;
  const pages = octokit.paginate.iterator(octokit.rest.actions.listArtifactsForRepo, {
    owner,
    repo,
    name,
    per_page: PER_PAGE,
  });
  for await (const page of pages) {
    listed.push(...page.data);
    if (listed.length >= MAX_LISTED) {
      truncated = listed.length > MAX_LISTED || page.headers.link?.includes('rel="next"') === true;
      break;
    }
  }

  const candidates: StateArtifact[] = [];
  const excluded: ExcludedArtifact[] = [];
  // The name filter is exact on GitHub; checked again so a lenient server cannot widen it.
  for (const a of listed.slice(0, MAX_LISTED).filter((x) => x.name === name)) {
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
    if (a.expired) {
      excluded.push({ artifact, reason: "expired", message: `${label} has expired` });
    } else if (!run?.id || run.head_repository_id === undefined) {
      excluded.push({
        artifact,
        reason: "no-run",
        message: `${label} does not say which workflow run made it, so it is not trusted`,
      });
    } else if (run.repository_id !== undefined && run.repository_id !== repositoryId) {
      excluded.push({
        artifact,
        reason: "foreign-run",
        message: `${label} was made by a run of another repository (id ${run.repository_id})`,
      });
    } else if (run.head_repository_id !== repositoryId) {
      excluded.push({
        artifact,
        reason: "fork",
        message: `${label} was made by a run of a fork's code (head repository id ${run.head_repository_id}), so it is not trusted`,
      });
    } else candidates.push(artifact);
  }
  candidates.sort(newestFirst);
  return { candidates, excluded, truncated };
}

function newestFirst(a: StateArtifact, b: StateArtifact): number {
  const t = (Date.parse(b.createdAt) || 0) - (Date.parse(a.createdAt) || 0);
  // Ids grow with time, so they break ties between artifacts made in the same second.
  return t !== 0 ? t : b.id - a.id;
}
