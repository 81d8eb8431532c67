import { Octokit } from "@octokit/rest";
import { afterEach, describe, expect, it } from "vitest";
import { BATON_MARKER } from "../../../src/action/github/markers.ts";
import { lastReviewedSha } from "../../../src/action/review/last-review.ts";
import { type FakeGitHub, startFakeGitHub } from "../../fakes/index.ts";

const quiet = { debug() {}, info() {}, warn() {}, error() {} };
let gh: FakeGitHub | undefined;
afterEach(async () => {
  expect(gh?.violations).toEqual([]);
  expect(gh?.responseViolations).toEqual([]);
  await gh?.close();
  gh = undefined;
});

async function world() {
  gh = await startFakeGitHub({
    repos: ["acme/widgets"],
    users: [
      { login: "alice", permission: "write" },
      { login: "mallory", permission: "read" },
    ],
    pulls: [{ number: 3, title: "Change", user: "alice", headSha: "f".repeat(40) }],
  });
  const review = (user: string, body: string, sha: string) =>
    gh!.state.addReview({
      repo: "acme/widgets",
      pullNumber: 3,
      user,
      body,
      state: "COMMENTED",
      commitId: sha,
      submittedAt: new Date().toISOString(),
      comments: [],
    });
  const octokit = new Octokit({ auth: "ghs_x", baseUrl: gh.url, log: quiet });
  return { gh, review, last: () => lastReviewedSha(octokit, "acme", "widgets", 3) };
}

describe("lastReviewedSha", () => {
  it("is the commit of Baton's latest marked review, by an app or a trusted user, never a stranger's", async () => {
    const { review, last } = await world();
    expect(await last()).toBeUndefined();
    review("github-actions[bot]", `First.\n${BATON_MARKER}`, "1".repeat(40));
    review("alice", `With a PAT.\n${BATON_MARKER}`, "2".repeat(40));
    review("alice", "A person's own review, unmarked.", "3".repeat(40));
    // A stranger copying the marker cannot make Baton believe the PR is reviewed.
    review("mallory", `Fake.\n${BATON_MARKER}`, "4".repeat(40));
    expect(await last()).toBe("2".repeat(40));
  });

  it("reads the last page of a PR with more than a page of reviews: two requests, never more", async () => {
    const { gh, review, last } = await world();
    review("github-actions[bot]", `Old.\n${BATON_MARKER}`, "1".repeat(40));
    for (let i = 0; i < 120; i++) review("alice", `note ${i}`, "0".repeat(40));
    review("github-actions[bot]", `New.\n${BATON_MARKER}`, "9".repeat(40));
    const before = gh.requests.length;
    expect(await last()).toBe("9".repeat(40));
    expect(gh.requests.length - before).toBe(2);
  });
});
