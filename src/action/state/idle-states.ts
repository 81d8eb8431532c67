/**
 * Artifacts expire (`retention-days`, at most 90 days) and a saved state is
 * renewed only when a run saves the conversation again, so an issue or PR
 * left alone for three months would lose its history. The scheduled sweep
 * therefore re-saves every conversation whose newest trusted state is past
 * half its lifetime: a load and a save, no model call, and the clock starts
 * again.
 */
import type { Octokit } from "@octokit/rest";
import {
  ARTIFACT_PREFIX,
  listStateArtifacts,
  type StateArtifact,
} from "../../adapters/github/artifacts/artifact-lookup.ts";

export interface IdleConversations {
  /** Conversation ids, the nearest to expiry first. */
  ids: string[];
  /** How many more are due than `max` allowed. */
  more: number;
  /** The listing stopped at MAX_LISTED artifacts: newer states were not looked at. */
  truncated: boolean;
}

export async function idleConversations(
  octokit: Octokit,
  options: { owner: string; repo: string; repositoryId: number; now: Date; max: number },
): Promise<IdleConversations> {
  const { owner, repo, repositoryId, now, max } = options;
  const newest = new Map<string, StateArtifact>();
  // Oldest first: the states nearest expiry are the oldest artifacts, and must not be the ones a
  // busy repository's newer artifacts push past the listing's cap.
  const listing = listStateArtifacts(octokit, { owner, repo, repositoryId, oldestFirst: true });
  for await (const a of listing.candidates) {
    const known = newest.get(a.name);
    if (!known || a.id > known.id) newest.set(a.name, a);
  }
  const due = [...newest.values()]
    .filter((a) => halfLife(a) !== undefined && halfLife(a)! <= now.getTime())
    .sort((a, b) => Date.parse(a.expiresAt ?? "") - Date.parse(b.expiresAt ?? ""))
    .map((a) => a.name.slice(ARTIFACT_PREFIX.length));
  return {
    ids: due.slice(0, Math.max(0, max)),
    more: Math.max(0, due.length - max),
    truncated: listing.truncated,
  };
}

/** The moment half of the artifact's lifetime is over; unknown without both dates. */
function halfLife(a: StateArtifact): number | undefined {
  const created = Date.parse(a.createdAt);
  const expires = Date.parse(a.expiresAt ?? "");
  if (Number.isNaN(created) || Number.isNaN(expires)) return undefined;
  return created + (expires - created) / 2;
}
