// describeGitHubError (src/adapters/github/errors.ts): what a failed GitHub call came to, and the
// permission to add when the token was refused, named only then.
import { RequestError } from "@octokit/request-error";
import { describe, expect, it } from "vitest";
import { describeGitHubError, isRefusal, THREAD_WRITE } from "../../../src/adapters/github/errors.ts";

const githubError = (status: number, message: string) =>
  new RequestError(message, status, {
    request: { method: "POST", url: "https://api.github.com/repos/o/r/issues/1/comments", headers: {} },
    response: { status, url: "https://api.github.com/repos/o/r/issues/1/comments", headers: {}, data: {} },
  });

describe("describeGitHubError(error, needs)", () => {
  it("names the permission when GitHub refused the token", () => {
    const refused = githubError(
      403,
      "Resource not accessible by integration - https://docs.github.com/rest/issues/comments#create-an-issue-comment",
    );
    expect(isRefusal(refused)).toBe(true);
    expect(describeGitHubError(refused, THREAD_WRITE)).toBe(
      "GitHub answered 403: Resource not accessible by integration; the workflow needs `issues: write` (`pull-requests: write` for a pull request) (under `permissions:`)",
    );
  });

  // Was: every 403 but a rate limit named a permission: a comment on a locked issue sent the user
  // after `issues: write`, which the workflow has and which would not help.
  it("names none for a 403 no permission mends: a locked issue, a rate limit", () => {
    for (const message of [
      "Unable to create comment because issue is locked. - https://docs.github.com/articles/locking-conversations/",
      "API rate limit exceeded for installation ID 1.",
    ]) {
      expect(isRefusal(githubError(403, message))).toBe(false);
      expect(describeGitHubError(githubError(403, message), THREAD_WRITE)).not.toContain(
        "the workflow needs",
      );
    }
  });

  // Was: a 401 (bad credentials: a wrong, expired or revoked token) was told to add a permission.
  it("says a 401 is a token GitHub does not accept", () => {
    const bad = githubError(401, "Bad credentials - https://docs.github.com/rest");
    expect(isRefusal(bad)).toBe(false);
    expect(describeGitHubError(bad, "`actions: read`")).toBe(
      "GitHub answered 401: Bad credentials; GitHub did not accept the token (`github-token`)",
    );
  });
});
