import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import {
  checksLine,
  type DeliveryScene,
  preparePullRequest,
} from "../../../src/action/deliver/pull-request-delivery.ts";
import { commandOutcome } from "../../../src/action/jobs/job-context.ts";
import { createOctokit } from "../../../src/adapters/github/octokit.ts";
import type { Subject } from "../../../src/adapters/github/subject.ts";
import { memoryLogger } from "../../../src/engine/util/logger.ts";
import { Redactor } from "../../../src/engine/util/redact.ts";
import { DEFAULT_RETRY_POLICY } from "../../../src/engine/util/retry-policy.ts";
import { type FakeGitHub, startFakeGitHub } from "../../fakes/github-server.ts";
import { tempDir } from "../../helpers/temp-dir.ts";

const REPO = "octo-org/octo-repo";
let gh: FakeGitHub;
beforeEach(async () => {
  gh = await startFakeGitHub({
    repos: [REPO, "mallory/octo-repo"],
    users: [{ login: "alice", permission: "write" }],
    issues: [{ number: 42, title: "Handle empty input", body: "It crashes.", user: "alice" }],
  });
});
afterEach(async () => {
  // Every Git Data and pulls request matched GitHub's published description.
  expect(gh.violations).toEqual([]);
  expect(gh.responseViolations).toEqual([]);
  expect(gh.unhandled).toEqual([]);
  await gh.close();
});

function scene(workspace: string): DeliveryScene {
  return {
    octokit: createOctokit({
      token: "ghs_testtoken000000000000000000000000000",
      baseUrl: gh.url,
      logger: memoryLogger(),
      policy: { ...DEFAULT_RETRY_POLICY, retries: 0, githubSecondMs: 0, githubWriteSpacingMs: 0 },
    }),
    owner: "octo-org",
    repo: "octo-repo",
    workspace,
    temp: tempDir(),
    defaultBranch: async () => "main",
    redactor: new Redactor(),
    runUrl: "https://github.com/octo-org/octo-repo/actions/runs/1",
  };
}
const repo = () => gh.state.repo(REPO);
const issue: Subject = {
  kind: "issue",
  number: 42,
  issue: { number: 42, title: "Handle empty input", body: "", author: "alice", labels: [], state: "open" },
};
const pr = (number: number): Subject => ({
  kind: "pr",
  number,
  pr: { ...issue.issue, number, draft: false, base: "main", base_sha: "", head_sha: "", changed_files: [] },
});
const done = (answer: string) => commandOutcome("implement", answer);
const checkout = (sha: string) => {
  const dir = tempDir();
  gh.state.git.checkout(dir, sha);
  return dir;
};
const filesAt = (sha: string) => {
  const files = gh.state.git.files(gh.state.git.readCommit(sha)!.tree)!;
  return Object.fromEntries([...files].map(([p, e]) => [p, gh.state.git.bytes(e.sha)!.toString()]));
};

describe("a run's change delivered as a pull request", () => {
  it("becomes one commit on baton/issue-42 and a PR; a comment on that PR adds a second commit to the same branch; main is never written", async () => {
    const main = gh.state.seedCommit(repo(), "main", { "src/parse.ts": "parse()\n", "old.txt": "x\n" });
    const ws = checkout(main);
    const first = await preparePullRequest(scene(ws), {
      subject: issue,
      conversationId: "issue-42",
      recipe: "implement",
      requester: "alice",
    });
    writeFileSync(join(ws, "src/parse.ts"), "parse()\nif (!input) return;\n");
    writeFileSync(join(ws, "img.bin"), Buffer.from([0, 1, 2, 255]));
    const said = await first.finish(done("Handled the empty input."));
    const head1 = gh.state.branchSha(repo(), "baton/issue-42")!;
    expect(gh.state.git.readCommit(head1)!.parents).toEqual([main]);
    expect(filesAt(head1)["src/parse.ts"]).toBe("parse()\nif (!input) return;\n");
    expect(
      gh.state.git.bytes(gh.state.git.files(gh.state.git.readCommit(head1)!.tree)!.get("img.bin")!.sha),
    ).toEqual(Buffer.from([0, 1, 2, 255]));
    const opened = gh.issues.find((i) => i.pull?.headRef === "baton/issue-42")!;
    expect(opened.body).toContain("Closes #42");
    expect(opened.body).toContain("<!-- baton:conversation=issue-42 -->");
    expect(said).toContain(`pull request #${opened.number}`);
    expect(said).toMatch(/`src\/parse\.ts` \+1 −0/);
    expect(said).toMatch(/`img\.bin` \(binary\) \(added\)/);

    // The follow-up on the PR: its head checked out, the issue's conversation, a commit on top.
    const ws2 = checkout(head1);
    const second = await preparePullRequest(scene(ws2), {
      subject: pr(opened.number),
      conversationId: "issue-42",
      recipe: "implement",
      requester: "alice",
    });
    writeFileSync(join(ws2, "old.txt"), "y\n");
    const said2 = await second.finish(done("Also the old file."));
    const head2 = gh.state.branchSha(repo(), "baton/issue-42")!;
    expect(gh.state.git.readCommit(head2)!.parents).toEqual([head1]);
    expect(said2).toContain("Updated");
    expect(gh.issues.filter((i) => i.pull?.headRef === "baton/issue-42")).toHaveLength(1);
    expect(gh.state.branchSha(repo(), "main")).toBe(main);
    expect(gh.requests.some((r) => r.method === "PATCH" && /refs\/heads\/main/.test(r.path))).toBe(false);
    expect(gh.requests.filter((r) => r.operationId === "git/update-ref").map((r) => r.body)).toEqual([
      { sha: head2, force: false },
    ]);
  });

  it("pushes nothing when the branch moved while the run worked, and opens nothing when nothing changed", async () => {
    const main = gh.state.seedCommit(repo(), "main", { "a.txt": "a\n" });
    const ws = checkout(main);
    const run = await preparePullRequest(scene(ws), {
      subject: issue,
      conversationId: "issue-42",
      recipe: "implement",
    });
    expect(await run.finish(done("Nothing to do."))).toMatch(/changed no files, so nothing was pushed/);
    expect(gh.state.branchSha(repo(), "baton/issue-42")).toBeUndefined();

    const moved = await preparePullRequest(scene(ws), {
      subject: issue,
      conversationId: "issue-42",
      recipe: "implement",
    });
    // Someone else made the branch meanwhile.
    const theirs = gh.state.seedCommit(repo(), "baton/issue-42", { "a.txt": "theirs\n" });
    writeFileSync(join(ws, "a.txt"), "mine\n");
    expect(await moved.finish(done("Changed a."))).toMatch(/Nothing was pushed/);
    expect(gh.state.branchSha(repo(), "baton/issue-42")).toBe(theirs);
    expect(gh.issues.some((i) => i.pull)).toBe(false);
  });

  it("refuses a fork's pull request and someone else's before the run, and names the permission GitHub refused", async () => {
    const main = gh.state.seedCommit(repo(), "main", { "a.txt": "a\n" });
    const fork = gh.seedPull({ repo: REPO, number: 7, user: "alice", headRepo: "mallory/octo-repo" });
    const ws = checkout(main);
    await expect(
      preparePullRequest(scene(ws), {
        subject: pr(fork.number),
        conversationId: "pr-7",
        recipe: "implement",
        requester: "alice",
      }),
    ).rejects.toThrow(/fork; Baton never pushes to a fork's branch/);
    const other = gh.seedPull({ repo: REPO, number: 8, user: "bob" });
    await expect(
      preparePullRequest(scene(ws), {
        subject: pr(other.number),
        conversationId: "pr-8",
        recipe: "implement",
        requester: "alice",
      }),
    ).rejects.toThrow(/@bob's/);

    gh.fail({
      path: "git/create-commit",
      status: 403,
      body: { message: "Resource not accessible by integration", status: "403" },
    });
    const run = await preparePullRequest(scene(ws), {
      subject: issue,
      conversationId: "issue-42",
      recipe: "implement",
    });
    writeFileSync(join(ws, "a.txt"), "b\n");
    await expect(run.finish(done("Changed."))).rejects.toThrow(/the workflow needs `contents: write`/);
  });
});

describe("the reply's word on the checks", () => {
  it("names each check and how it ended, says when they ran before the last edit, and when none ran", () => {
    expect(checksLine(undefined)).toMatch(/^No checks ran/);
    const line = checksLine({
      results: [
        { command: "npm test", passed: true, ended: "exit code: 0" },
        { command: "npm run lint", passed: false, ended: "exit code: 1" },
      ],
      stale: true,
    });
    expect(line).toBe(
      "Checks (the files changed after they last ran):\n- `npm test`: passed\n- `npm run lint`: failed (exit code: 1)",
    );
  });
});
