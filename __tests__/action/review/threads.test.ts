import { Octokit } from "@octokit/rest";
import { afterEach, describe, expect, it } from "vitest";
import { BATON_MARKER } from "../../../src/action/events/markers.ts";
import { readOwnOpenThreads } from "../../../src/action/review/threads.ts";
import { type FakeGitHub, startFakeGitHub } from "../../fakes/index.ts";

const quiet = { debug() {}, info() {}, warn() {}, error() {} };
let gh: FakeGitHub | undefined;
afterEach(async () => {
  expect(gh?.violations).toEqual([]);
  await gh?.close();
  gh = undefined;
});

async function world() {
  gh = await startFakeGitHub({
    repos: ["acme/widgets"],
    users: [
      { login: "alice", permission: "write" },
      { login: "other-app[bot]", type: "Bot" },
    ],
    tokens: { ghp_alice: "alice" },
    pulls: [{ number: 3, title: "Change", user: "alice", headSha: "f".repeat(40) }],
  });
  const thread = (user: string, body: string) =>
    gh!.state.addPullComment({
      repo: "acme/widgets",
      pullNumber: 3,
      reviewId: null,
      path: "src/a.ts",
      line: 1,
      side: "RIGHT",
      startLine: null,
      body,
      user,
      inReplyTo: null,
      diffHunk: "",
      commitId: "f".repeat(40),
    });
  const read = (token: string) =>
    readOwnOpenThreads(
      new Octokit({ auth: token, baseUrl: gh!.url, log: quiet }),
      { owner: "acme", repo: "widgets", number: 3 },
      quiet,
    );
  return { thread, read };
}

describe("readOwnOpenThreads: a thread is Baton's when the token's own identity wrote its marker", () => {
  it("with an installation token: the app's bot's marked threads only, never a member's or another app's", async () => {
    const { thread, read } = await world();
    thread("github-actions[bot]", `**minor** Own.\n${BATON_MARKER}`);
    thread("alice", `**minor** A member's, marked.\n${BATON_MARKER}`);
    thread("other-app[bot]", `**minor** Another app's, marked.\n${BATON_MARKER}`);
    thread("github-actions[bot]", "Unmarked.");
    expect((await read("ghs_installation")).map((t) => t.gist)).toEqual(["**minor** Own."]);
  });

  it("with a personal access token: the token user's marked threads only", async () => {
    const { thread, read } = await world();
    thread("github-actions[bot]", `**minor** The installation's.\n${BATON_MARKER}`);
    thread("alice", `**minor** Alice's PAT.\n${BATON_MARKER}`);
    expect((await read("ghp_alice")).map((t) => t.gist)).toEqual(["**minor** Alice's PAT."]);
  });
});

describe("readOwnOpenThreads on a pull request reviewed for months", () => {
  // Was: `reviewThreads(first: 100)`: GitHub answers the oldest hundred, so on a PR with more,
  // Baton's newest open threads were never read: a follow-up review commented on the same lines
  // again and could not resolve them. Now the newest hundred.
  it("finds its open thread on a PR that holds more than 100 older threads", async () => {
    const { thread, read } = await world();
    for (let i = 0; i < 120; i++)
      gh!.state.resolvedThreads.add(thread("alice", `**nit** old remark ${i}`).id);
    thread("github-actions[bot]", `**major** STILL-OPEN finding.\n${BATON_MARKER}`);
    expect((await read("ghs_installation")).map((t) => t.gist)).toEqual(["**major** STILL-OPEN finding."]);
  });
});
