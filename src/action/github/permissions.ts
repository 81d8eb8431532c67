/**
 * Who may trigger a run (docs/design.md#entry-points): a commenter's permission as the
 * collaborators API states it (never guessed from `author_association`), and
 * bots, which never trigger unless listed in `allowed-bots`.
 */
import type { Octokit } from "@octokit/rest";
import { describeGitHubError, githubStatus } from "../../adapters/github/errors.ts";
import { failure } from "../../engine/errors.ts";

/** Repository roles, weakest first. */
export const ROLES = ["none", "read", "triage", "write", "maintain", "admin"] as const;
export type Role = (typeof ROLES)[number];

export interface EventUserRef {
  login: string;
  type?: string | null;
}

const BOT_SUFFIX = /\[bot\]$/i;

/**
 * True when the user is a bot that may not trigger a run: `type` "Bot" or a
 * `[bot]` login, and not on the allowed list. The list matches the login with
 * or without its `[bot]` suffix, in any case ("renovate" allows
 * "renovate[bot]").
 */
export function isBot(user: EventUserRef, allowedBots: readonly string[] = []): boolean {
  const bot = user.type === "Bot" || BOT_SUFFIX.test(user.login);
  if (!bot) return false;
  const name = user.login.replace(BOT_SUFFIX, "").toLowerCase();
  return !allowedBots.some((entry) => entry.trim().replace(BOT_SUFFIX, "").toLowerCase() === name);
}

export interface PermissionCheck {
  owner: string;
  repo: string;
  login: string;
  required: Exclude<Role, "none">;
}

export interface PermissionResult {
  allowed: boolean;
  /** The role GitHub reports, for the log line. */
  have: Role;
}

/**
 * Asks `GET /repos/{owner}/{repo}/collaborators/{username}/permission`.
 * `role_name` names the fine-grained role (triage and maintain included); a
 * custom role's name says nothing about its rank, so the legacy `permission`
 * field (admin, write, read, none) stands in for it. A 404 (no such user, or
 * not one GitHub will tell about) means no permission. Any other failure
 * throws: a check that could not be made must not let anyone through.
 */
export async function hasPermission(octokit: Octokit, check: PermissionCheck): Promise<PermissionResult> {
  let data: { permission: string; role_name: string };
  try {
    ({ data } = await octokit.rest.repos.getCollaboratorPermissionLevel({
      owner: check.owner,
      repo: check.repo,
      username: check.login,
    }));
  } catch (error) {
    if (githubStatus(error) === 404) return { allowed: false, have: "none" };
    throw failure(
      `Could not check ${check.login}'s permission on the repository: ${describeGitHubError(error)}`,
      error,
    );
  }
  const have = asRole(data.role_name) ?? asRole(data.permission) ?? "none";
  return { allowed: rank(have) >= rank(check.required), have };
}

function asRole(name: string | null | undefined): Role | undefined {
  const lower = name?.toLowerCase();
  return (ROLES as readonly string[]).includes(lower ?? "") ? (lower as Role) : undefined;
}

const rank = (role: Role) => ROLES.indexOf(role);

export interface AuthorVerdict {
  allowed: boolean;
  /** Why not, in words for the job log. */
  reason?: string;
}

/**
 * Whether a PR's author may have it reviewed without a maintainer asking:
 * the rule a `pull_request` event's author meets (a bot only when listed in
 * `allowed-bots`, a person with at least `required-permission`), asked at
 * most once per distinct author, so a sweep over many PRs by few people
 * costs few lookups. A lookup that fails refuses that author (fail closed).
 */
export function authorGate(
  octokit: Octokit,
  options: { owner: string; repo: string; required: Exclude<Role, "none">; allowedBots: readonly string[] },
): (author: EventUserRef) => Promise<AuthorVerdict> {
  const verdicts = new Map<string, Promise<AuthorVerdict>>();
  const judge = async (author: EventUserRef): Promise<AuthorVerdict> => {
    if (isBot(author, options.allowedBots))
      return { allowed: false, reason: `its author @${author.login} is a bot not listed in allowed-bots` };
    if (isBot(author, [])) return { allowed: true };
    try {
      const { allowed, have } = await hasPermission(octokit, { ...options, login: author.login });
      return allowed
        ? { allowed }
        : {
            allowed,
            reason: `its author @${author.login} has ${have} permission; ${options.required} is required`,
          };
    } catch (error) {
      return {
        allowed: false,
        reason: `its author's permission could not be checked: ${describeGitHubError(error)}`,
      };
    }
  };
  return (author) => {
    const key = author.login.toLowerCase();
    let verdict = verdicts.get(key);
    if (!verdict) {
      verdict = judge(author);
      verdicts.set(key, verdict);
    }
    return verdict;
  };
}
