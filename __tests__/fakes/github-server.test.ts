import { Octokit } from "@octokit/rest";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { type FakeGitHub, startFakeGitHub } from "./github-server.ts";
import { readZip } from "./zip.ts";

const REPO = { owner: "acme", repo: "widgets" };
const quiet = { debug() {}, info() {}, warn() {}, error() {} };

describe("fake GitHub REST API", () => {
  let gh: FakeGitHub;
  let octokit: Octokit;

  beforeAll(async () => {
    gh = await startFakeGitHub({
      repos: ["acme/widgets"],
      users: [
        { login: "alice", permission: "write" },
        { login: "mallory" },
        { login: "tess", permission: "triage" },
        { login: "renovate[bot]" },
      ],
      issues: [{ number: 1, title: "Crash on start", body: "It crashes.", user: "mallory", labels: ["bug"] }],
      pulls: [
        { number: 2, title: "Add feature", user: "alice", labels: ["review-me"] },
        { number: 3, title: "WIP", user: "alice", draft: true },
      ],
      comments: [{ issue: 1, body: "@baton why?", user: "alice" }],
      artifacts: [
        {
          name: "baton-issue-1",
          files: { "session.jsonl": "old\n" },
          createdAt: "2025-01-01T00:00:00Z",
          expired: true,
        },
        { name: "baton-issue-1", files: { "session.jsonl": "fork\n" }, headRepo: "evil/widgets" },
        { name: "baton-issue-1", files: { "session.jsonl": '{"type":"session"}\n' } },
      ],
    });
    octokit = new Octokit({ auth: "ghs_faketoken", baseUrl: gh.url, log: quiet });
  });
  afterEach(() => {
    const found = gh.responseViolations.splice(0);
    expect(found).toEqual([]);
  });
  afterAll(async () => {
    await gh.close();
  });

  it("reads an issue and its comments, and creates and edits a comment as the token's bot", async () => {
    const { data: issue } = await octokit.rest.issues.get({ ...REPO, issue_number: 1 });
    expect(issue.title).toBe("Crash on start");
    expect(issue.user?.login).toBe("mallory");
    expect(issue.pull_request).toBeUndefined();
    const { data: asIssue } = await octokit.rest.issues.get({ ...REPO, issue_number: 2 });
    expect(asIssue.pull_request?.url).toContain("/pulls/2");

    const comments = await octokit.paginate(octokit.rest.issues.listComments, { ...REPO, issue_number: 1 });
    expect(comments.map((c) => c.body)).toEqual(["@baton why?"]);

    const { data: created, status } = await octokit.rest.issues.createComment({
      ...REPO,
      issue_number: 1,
      body: "Working on it…",
    });
    expect(status).toBe(201);
    expect(created.user?.login).toBe("github-actions[bot]");
    expect(created.user?.type).toBe("Bot");
    const { data: edited } = await octokit.rest.issues.updateComment({
      ...REPO,
      comment_id: created.id,
      body: "Done.",
    });
    expect(edited.body).toBe("Done.");
    expect(gh.comments.at(-1)?.body).toBe("Done.");

    await expect(
      octokit.rest.issues.createComment({ ...REPO, issue_number: 1, body: "x".repeat(65537) }),
    ).rejects.toMatchObject({ status: 422 });
    expect(gh.violations).toEqual([]);
  });

  it("paginates with Link headers", async () => {
    for (let i = 0; i < 4; i++) gh.seedComment({ issue: 2, body: `c${i}`, user: "alice" });
    const all = await octokit.paginate(octokit.rest.issues.listComments, {
      ...REPO,
      issue_number: 2,
      per_page: 3,
    });
    expect(all.map((c) => c.body)).toEqual(["c0", "c1", "c2", "c3"]);
  });

  it("adds reactions (201 new, 200 repeated)", async () => {
    const comment = gh.comments[0]!;
    const first = await octokit.rest.reactions.createForIssueComment({
      ...REPO,
      comment_id: comment.id,
      content: "eyes",
    });
    const again = await octokit.rest.reactions.createForIssueComment({
      ...REPO,
      comment_id: comment.id,
      content: "eyes",
    });
    expect(first.status).toBe(201);
    expect(again.status).toBe(200);
    expect(gh.reactions.filter((r) => r.commentId === comment.id).map((r) => r.content)).toEqual(["eyes"]);
    const { data } = await octokit.rest.issues.getComment({ ...REPO, comment_id: comment.id });
    expect(data.reactions?.eyes).toBe(1);
  });

  it("reports collaborator permission the way GitHub does (legacy permission + role_name)", async () => {
    const perm = async (username: string) =>
      (await octokit.rest.repos.getCollaboratorPermissionLevel({ ...REPO, username })).data;
    expect(await perm("alice")).toMatchObject({ permission: "write", role_name: "write" });
    expect(await perm("acme")).toMatchObject({ permission: "admin", role_name: "admin" });
    expect(await perm("tess")).toMatchObject({ permission: "read", role_name: "triage" });
    expect(await perm("mallory")).toMatchObject({ permission: "read", role_name: "read" });
    await expect(perm("nobody-at-all")).rejects.toMatchObject({ status: 404 });
  });

  it("lists open PRs with draft, labels and head sha, and serves the diff media type", async () => {
    const { data: pulls } = await octokit.rest.pulls.list({ ...REPO, state: "open" });
    expect(pulls.map((p) => [p.number, p.draft, p.labels.map((l) => l.name)])).toEqual([
      [3, true, []],
      [2, false, ["review-me"]],
    ]);
    expect(pulls[0]?.head.sha).toMatch(/^[0-9a-f]{40}$/);
    const { data: diff } = await octokit.rest.pulls.get({
      ...REPO,
      pull_number: 2,
      mediaType: { format: "diff" },
    });
    expect(String(diff)).toContain("diff --git a/README.md b/README.md");
    const { data: full } = await octokit.rest.pulls.get({ ...REPO, pull_number: 2 });
    expect(full.changed_files).toBe(1);
    const { data: files } = await octokit.rest.pulls.listFiles({ ...REPO, pull_number: 2 });
    expect(files[0]).toMatchObject({ filename: "README.md", additions: 2, deletions: 1 });
  });

  it("creates a review and refuses a comment on a line outside the diff", async () => {
    const { data: review } = await octokit.rest.pulls.createReview({
      ...REPO,
      pull_number: 2,
      event: "COMMENT",
      body: "Looks fine.",
      comments: [{ path: "README.md", line: 3, body: "nice" }],
    });
    expect(review.state).toBe("COMMENTED");
    expect(gh.reviews).toHaveLength(1);
    await expect(
      octokit.rest.pulls.createReview({
        ...REPO,
        pull_number: 2,
        event: "COMMENT",
        body: "x",
        comments: [{ path: "README.md", line: 99, body: "nope" }],
      }),
    ).rejects.toMatchObject({ status: 422 });
  });

  it("lists artifacts by name with workflow_run (fork and expired ones included) and downloads the zip", async () => {
    const { data } = await octokit.rest.actions.listArtifactsForRepo({ ...REPO, name: "baton-issue-1" });
    expect(data.total_count).toBe(3);
    const [newest, fork, old] = data.artifacts;
    expect(newest?.expired).toBe(false);
    expect(newest?.workflow_run?.head_repository_id).toBe(newest?.workflow_run?.repository_id);
    expect(fork?.workflow_run?.head_repository_id).not.toBe(fork?.workflow_run?.repository_id);
    expect(old?.expired).toBe(true);

    const zip = await octokit.rest.actions.downloadArtifact({
      ...REPO,
      artifact_id: newest!.id,
      archive_format: "zip",
    });
    expect(zip.status).toBe(200); // fetch followed the 302 to the blob URL
    const files = readZip(Buffer.from(zip.data as ArrayBuffer));
    expect(files.get("session.jsonl")?.toString()).toBe('{"type":"session"}\n');

    const redirect = await octokit.request(
      "GET /repos/{owner}/{repo}/actions/artifacts/{artifact_id}/{archive_format}",
      {
        ...REPO,
        artifact_id: newest!.id,
        archive_format: "zip",
        request: { redirect: "manual" },
      },
    );
    expect(redirect.status).toBe(302);
    expect(redirect.headers.location).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/.+\?.*sig=/);

    await expect(
      octokit.rest.actions.downloadArtifact({ ...REPO, artifact_id: old!.id, archive_format: "zip" }),
    ).rejects.toMatchObject({ status: 410 });
  });

  it("answers schema-valid bodies from the other implemented endpoints (checked after each test)", async () => {
    gh.seedPull({ number: 9, user: "mallory", headRepo: "mallory/widgets", headRef: "patch-1" });
    const { data: repo } = await octokit.rest.repos.get(REPO);
    expect(repo).toMatchObject({ full_name: "acme/widgets", private: false, default_branch: "main" });
    const { data: fromFork } = await octokit.rest.pulls.get({ ...REPO, pull_number: 9 });
    expect(fromFork.head.repo?.full_name).toBe("mallory/widgets");
    expect(fromFork.head.label).toBe("mallory:patch-1");
    await octokit.rest.pulls.listReviews({ ...REPO, pull_number: 2 });
    await octokit.rest.reactions.listForIssueComment({
      ...REPO,
      comment_id: gh.comments[0]!.id,
      content: "eyes",
    });
    const { data: labels } = await octokit.rest.issues.addLabels({
      ...REPO,
      issue_number: 1,
      labels: ["triaged"],
    });
    expect(labels.map((l) => l.name)).toEqual(["bug", "triaged"]);
    const { artifacts } = (await octokit.rest.actions.listArtifactsForRepo(REPO)).data;
    const runId = artifacts[0]!.workflow_run!.id!;
    const { data: byRun } = await octokit.rest.actions.listWorkflowRunArtifacts({ ...REPO, run_id: runId });
    expect(byRun.artifacts.map((a) => a.id)).toEqual([artifacts[0]!.id]);
    await octokit.rest.actions.getArtifact({ ...REPO, artifact_id: artifacts[0]!.id });
    expect(gh.violations).toEqual([]);
    expect(gh.unhandled).toEqual([]);
  });

  it("records violations of the published API description", async () => {
    const before = gh.violations.length;
    await octokit.request("GET /repos/{owner}/{repo}/actions/artifacts", {
      ...REPO,
      name: "x",
      artifact_name: "y",
    });
    await octokit
      // @ts-expect-error a bogus body on purpose: `text` instead of the required `body`
      .request("POST /repos/{owner}/{repo}/issues/{issue_number}/comments", {
        ...REPO,
        issue_number: 1,
        text: "hi",
      })
      .catch(() => undefined);
    await octokit.request("GET /repos/{owner}/{repo}/no-such-thing", REPO).catch(() => undefined);
    const found = gh.violations.slice(before);
    expect(found).toEqual([
      "GET /repos/{owner}/{repo}/actions/artifacts: unknown query parameter artifact_name",
      "POST /repos/{owner}/{repo}/issues/{issue_number}/comments: body is missing required property body",
      "POST /repos/{owner}/{repo}/issues/{issue_number}/comments: body has unknown property text",
      "GET /repos/acme/widgets/no-such-thing: no such path in the GitHub REST API",
    ]);
    gh.violations.length = before;
  });

  it("injects faults, and documented-but-unimplemented endpoints are reported", async () => {
    gh.fail({ path: "issues/get", status: 502, times: 1 });
    await expect(octokit.rest.issues.get({ ...REPO, issue_number: 1 })).rejects.toMatchObject({
      status: 502,
    });
    await expect(octokit.rest.issues.get({ ...REPO, issue_number: 1 })).resolves.toMatchObject({
      status: 200,
    });
    await octokit.rest.issues.listMilestones(REPO).catch(() => undefined);
    expect(gh.unhandled).toEqual(["GET /repos/acme/widgets/milestones (issues/list-milestones)"]);
    gh.unhandled.length = 0;
  });
});
