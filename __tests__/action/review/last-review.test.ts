import { Octokit } from "@octokit/rest";
import { afterEach, describe, expect, it } from "vitest";
import { BATON_MARKER } from "../../../src/action/events/markers.ts";
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
      { login: "bob", permission: "write" },
    ],
    tokens: { ghp_alice: "alice", ghp_bob: "bob" },
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
  const pat = (user: string) => {
    const client = new Octokit({ auth: `ghp_${user}`, baseUrl: gh!.url, log: quiet });
    return () => lastReviewedSha(client, "acme", "widgets", 3);
  };
  return { gh, review, pat, last: () => lastReviewedSha(octokit, "acme", "widgets", 3) };
}

describe("lastReviewedSha", () => {
  it("is the commit of the latest marked review by the token's own identity, never a member's or another app's", async () => {
    const { review, last } = await world();
    expect(await last()).toBeUndefined();
    review("github-actions[bot]", `First.\n${BATON_MARKER}`, "1".repeat(40));
    // A member's marked review is not Baton's, nor is another app's.
    review("alice", `Copied.\n${BATON_MARKER}`, "2".repeat(40));
    review("other-app[bot]", `Another app.\n${BATON_MARKER}`, "3".repeat(40));
    review("alice", "A person's own review, unmarked.", "4".repeat(40));
    // A stranger copying the marker cannot make Baton believe the PR is reviewed.
    review("mallory", `Fake.\n${BATON_MARKER}`, "5".repeat(40));
    expect(await last()).toBe("1".repeat(40));
  });

  it("with a personal access token, the token's user is Baton: its marked reviews count, a bot's do not", async () => {
    const { review, pat } = await world();
    review("alice", `With a PAT.\n${BATON_MARKER}`, "2".repeat(40));
    review("github-actions[bot]", `The installation.\n${BATON_MARKER}`, "1".repeat(40));
    expect(await pat("alice")()).toBe("2".repeat(40));
    expect(await pat("bob")()).toBeUndefined();
  });

  it("reads the last page of a PR with more than a page of reviews: two requests, never more", async () => {
    const { gh, review, last } = await world();
    review("github-actions[bot]", `Old.\n${BATON_MARKER}`, "1".repeat(40));
    for (let i = 0; i < 120; i++) review("alice", `note ${i}`, "0".repeat(40));
    review("github-actions[bot]", `New.\n${BATON_MARKER}`, "9".repeat(40));
    const before = gh.requests.length;
    expect(await last()).toBe("9".repeat(40));
    // Besides the token's identity, looked up once per client.
    const reads = gh.requests.slice(before).filter((r) => r.operationId === "pulls/list-reviews");
    expect(reads).toHaveLength(2);
  });

  it("walks back from the last page when people reviewed after Baton, past a page", async () => {
    const { review, last } = await world();
    for (let i = 0; i < 99; i++) review("alice", `note ${i}`, "0".repeat(40));
    // Baton's review is the last of page 1; one person's review after it fills page 2.
    review("github-actions[bot]", `Reviewed.\n${BATON_MARKER}`, "9".repeat(40));
    review("alice", "A late remark, no new commits.", "9".repeat(40));
    expect(await last()).toBe("9".repeat(40));
  });
});
