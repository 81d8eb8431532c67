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

/** "GitHub answered 404: Not Found", or the failure's own words when no answer came. */
export function describeGitHubError(error: unknown): string {
  const message = (error instanceof Error ? error.message : String(error)).replace(
    / - https:\/\/docs\.github\.com\S*$/,
    "",
  );
  const status = githubStatus(error);
  return status === undefined ? message : `GitHub answered ${status}: ${message}`;
}
