/**
 * What a failed GitHub call came to, read one way everywhere: the status of
 * the answer GitHub gave (Octokit's RequestError), whether no answer came in
 * time, and a plain-words description without headers or the token.
 */
import { RequestError } from "@octokit/request-error";
import { unreachable } from "../../engine/util/retry-policy.ts";

/** The status GitHub answered with; undefined when no answer came (network, timeout). */
export function githubStatus(error: unknown): number | undefined {
  return error instanceof RequestError && error.response ? error.status : undefined;
}

/** No answer within the request's timeout, or the request was aborted. */
export function githubTimedOut(error: unknown): boolean {
  const name = (error as { name?: unknown } | null)?.name;
  return name === "AbortError" || name === "TimeoutError" || /did not answer within/.test(String(error));
}

/** What the edge calls the token and the API's address: the action's inputs, the CLI's variables. */
export interface GitHubSettingNames {
  token: string;
  apiUrl: string;
}
const ACTION_NAMES: GitHubSettingNames = { token: "`github-token`", apiUrl: "GITHUB_API_URL" };
export const CLI_NAMES: GitHubSettingNames = { token: "GITHUB_TOKEN", apiUrl: "GITHUB_API_URL" };

/**
 * "GitHub answered 404: Not Found", or the failure's own words when no answer
 * came. `needs`: the permission the call takes (`actions: read`), named when
 * GitHub refused the token it; a token GitHub does not accept (401) is said
 * so, as no permission mends it, and a host that cannot be reached is named
 * with the setting that points there.
 */
export function describeGitHubError(
  error: unknown,
  needs?: string,
  names: GitHubSettingNames = ACTION_NAMES,
): string {
  const message = (error instanceof Error ? error.message : String(error)).replace(
    / - https:\/\/docs\.github\.com\S*$/,
    "",
  );
  const status = githubStatus(error);
  if (status === undefined) {
    const why = unreachable(error);
    return why
      ? `could not reach GitHub at ${origin(error) ?? "its API"} (${names.apiUrl}): ${why}`
      : message;
  }
  const said = `GitHub answered ${status}: ${message}`;
  if (status === 401) return `${said}; GitHub did not accept the token (${names.token})`;
  return needs && isRefusal(error) ? `${said}; the workflow needs ${needs} (under \`permissions:\`)` : said;
}

/** The scheme, host and port a failed request went to. */
function origin(error: unknown): string | undefined {
  const url = error instanceof RequestError ? error.request.url : undefined;
  try {
    return url ? new URL(url).origin : undefined;
  } catch {
    return undefined;
  }
}

/** What writing to an issue's or a pull request's thread (a comment, a reaction) takes. */
export const THREAD_WRITE = "`issues: write` (`pull-requests: write` for a pull request)";

/**
 * A 403 that refuses the token this call: "Resource not accessible by
 * integration", "Must have admin rights". Not a rate limit, nor a refusal
 * no permission mends (a locked issue).
 */
export function isRefusal(error: unknown): boolean {
  if (githubStatus(error) !== 403) return false;
  const message = String((error as Error).message);
  return /not accessible by|must have|permission/i.test(message) && !/rate limit/i.test(message);
}
