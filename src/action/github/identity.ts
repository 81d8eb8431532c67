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
   * it with 403, and Baton then posts as the app's bot, whose login GraphQL's
   * `viewer` names (absent when that lookup failed too).
   */
  | { kind: "app"; login?: string }
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
    if (githubStatus(error) === 403) return { kind: "app", ...(await botLogin(octokit)) };
    return { kind: "unknown", reason: describeGitHubError(error) };
  }
}

/** Who an installation token acts as: GraphQL answers where `GET /user` refuses it. */
export const VIEWER_QUERY = "query { viewer { login } }";

async function botLogin(octokit: Octokit): Promise<{ login?: string }> {
  try {
    const { viewer } = await octokit.graphql<{ viewer?: { login?: unknown } }>(VIEWER_QUERY);
    return typeof viewer?.login === "string" && viewer.login !== "" ? { login: viewer.login } : {};
  } catch {
    return {};
  }
}

/** A bot's login without `[bot]`: REST writes `name[bot]`, GraphQL's authors `name`. */
const botName = (login: string) => login.replace(/\[bot\]$/i, "").toLowerCase();

/**
 * Whether an author is the token's identity, as far as the lookup knows it.
 * Without an answer nothing is: a marked thread or review counts as Baton's
 * only when its author is known to be Baton, so a member's or another app's
 * marked thread is never resolved or taken for a review of Baton's.
 */
export function isTokenIdentity(identity: Identity, author: { login: string; isBot: boolean }): boolean {
  switch (identity.kind) {
    case "user":
      return !author.isBot && author.login.toLowerCase() === identity.login.toLowerCase();
    case "app":
      return (
        author.isBot && identity.login !== undefined && botName(author.login) === botName(identity.login)
      );
    case "unknown":
      return false;
  }
}

/** True when a comment carrying Baton's marker was posted by Baton itself. */
export function isOwnComment(identity: Identity, author: EventUser): boolean {
  switch (identity.kind) {
    case "user":
      return author.login.toLowerCase() === identity.login.toLowerCase();
    case "app":
      // Without the bot's login, any bot may be Baton: a marked comment then starts nothing (fail closed).
      return identity.login === undefined
        ? author.type === "Bot"
        : isTokenIdentity(identity, { login: author.login, isBot: author.type === "Bot" });
    case "unknown":
      return true;
  }
}
