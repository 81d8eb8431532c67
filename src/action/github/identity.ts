/**
 * Who Baton posts as, so that its own comments start no run whatever token
 * it posts with. Every body Baton posts carries its marker, but anyone can
 * copy the marker: a marked comment is Baton's only when its author is the
 * token's identity.
 */
import type { Octokit } from "@octokit/rest";
import { describeGitHubError, githubStatus } from "../../adapters/github/errors.ts";
import type { EventUser } from "../events/payload.ts";

export type Identity =
  /** A personal access token's user. */
  | { kind: "user"; login: string }
  /**
   * An installation token (GITHUB_TOKEN, a GitHub App's): `GET /user` refuses
   * it with 403, and Baton then posts as the app's bot.
   */
  | { kind: "app" }
  /** The lookup failed: a marked comment is then taken as Baton's own (fail closed). */
  | { kind: "unknown"; reason: string };

/** One lookup per client, hence per run: every caller shares its answer. */
const looked = new WeakMap<Octokit, Promise<Identity>>();

export function identityOf(octokit: Octokit): Promise<Identity> {
  let identity = looked.get(octokit);
  if (!identity) {
    identity = lookUp(octokit);
    looked.set(octokit, identity);
  }
  return identity;
}

async function lookUp(octokit: Octokit): Promise<Identity> {
  try {
    const { data } = await octokit.rest.users.getAuthenticated();
    return { kind: "user", login: data.login };
  } catch (error) {
    if (githubStatus(error) === 403) return { kind: "app" };
    return { kind: "unknown", reason: describeGitHubError(error) };
  }
}

const PUSH_ACCESS = new Set(["OWNER", "MEMBER", "COLLABORATOR"]);

/**
 * Whether a marked review or review comment may be Baton's, read where only
 * the author's kind and association are at hand: a bot (an app's token) or
 * someone with push access (a personal access token's user). A stranger's
 * copy of the marker does not count.
 */
export function mayBeBatons(author: { isBot: boolean; association: string | undefined }): boolean {
  return author.isBot || (author.association !== undefined && PUSH_ACCESS.has(author.association));
}

/** True when a comment carrying Baton's marker was posted by Baton itself. */
export function isOwnComment(identity: Identity, author: EventUser): boolean {
  switch (identity.kind) {
    case "user":
      return author.login.toLowerCase() === identity.login.toLowerCase();
    case "app":
      return author.type === "Bot";
    case "unknown":
      return true;
  }
}
