/**
 * What a failed GitHub call came to, read one way everywhere: the status of
 * the answer GitHub gave (Octokit's RequestError), whether no answer came in
 * time, and a plain-words description without headers or the token.
 */
import { RequestError } from "@octokit/request-error";

/** The status GitHub answered with; undefined when no answer came (network, timeout). */
export function githubStatus(error: unknown): number | undefined {
  return error instanceof RequestError && error.response ? error.status : undefined;
}

/** No answer within the request's timeout, or the request was aborted. */
export function githubTimedOut(error: unknown): boolean {
  const name = (error as { name?: unknown } | null)?.name;
  return name === "AbortError" || name === "TimeoutError" || /did not answer within/.test(String(error));
}

/**
 * "GitHub answered 404: Not Found", or the failure's own words when no answer
 * came. `needs`: the permission the call takes (`actions: read`), named when
 * GitHub refused it, so the fix is in the message.
 */
export function describeGitHubError(error: unknown, needs?: string): string {
  const message = (error instanceof Error ? error.message : String(error)).replace(
    / - https:\/\/docs\.github\.com\S*$/,
    "",
  );
  const status = githubStatus(error);
  if (status === undefined) return message;
  const said = `GitHub answered ${status}: ${message}`;
  return needs && isRefusal(error) ? `${said}; the workflow needs ${needs} (under \`permissions:\`)` : said;
}

/** What writing to an issue's or a pull request's thread (a comment, a reaction) takes. */
export const THREAD_WRITE = "`issues: write` (`pull-requests: write` for a pull request)";

/** A 401, or a 403 that is no rate limit: the token may not do this. */
export function isRefusal(error: unknown): boolean {
  const status = githubStatus(error);
  return status === 401 || (status === 403 && !/rate limit/i.test(String((error as Error).message)));
}
