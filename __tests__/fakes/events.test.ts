import { execFileSync } from "node:child_process";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { issueCommentEvent, issueCommentEventFor, scheduleEvent, workflowDispatchEvent } from "./events.ts";
import { type FakeGitHub, startFakeGitHub } from "./github-server.ts";
import { makeZip, readZip } from "./zip.ts";

/** What @actions/github's context makes of a runner env, in a fresh process (as the action sees it). */
function contextIn(env: Record<string, string>) {
  const script = `
    import { context } from "@actions/github";
    process.stdout.write(JSON.stringify({
      eventName: context.eventName, repo: context.repo, issue: context.issue, runId: context.runId,
      runAttempt: context.runAttempt, payload: context.payload,
    }));`;
  const out = execFileSync(process.execPath, ["--input-type=module", "-e", script], {
    cwd: process.cwd(),
    env: { PATH: process.env.PATH ?? "", ...env },
    encoding: "utf8",
  });
  return JSON.parse(out);
}

describe("event payloads", () => {
  let gh: FakeGitHub;
  beforeAll(async () => {
    gh = await startFakeGitHub({
      repos: ["acme/widgets"],
      users: [{ login: "alice", permission: "write" }],
      pulls: [{ number: 17, title: "Speed up", user: "alice" }],
    });
  });
  afterAll(async () => {
    await gh.close();
  });

  it("builds issue_comment on a PR from the fake's state; the action's context reads it", () => {
    const comment = gh.seedComment({ issue: 17, body: "/run pr-review", user: "alice" });
    const event = issueCommentEventFor(gh.state, comment);
    const env = gh.runnerEnv({ eventName: "issue_comment", event, runId: 123 });
    const ctx = contextIn(env);
    expect(ctx.eventName).toBe("issue_comment");
    expect(ctx.repo).toEqual({ owner: "acme", repo: "widgets" });
    expect(ctx.issue.number).toBe(17);
    expect(ctx.runId).toBe(123);
    expect(ctx.payload.action).toBe("created");
    expect(ctx.payload.comment).toMatchObject({
      id: comment.id,
      body: "/run pr-review",
      user: { login: "alice", type: "User" },
      author_association: "COLLABORATOR",
    });
    expect(ctx.payload.issue.pull_request.url).toMatch(/\/repos\/acme\/widgets\/pulls\/17$/);
    expect(ctx.payload.repository).toMatchObject({
      id: gh.state.repo().id,
      full_name: "acme/widgets",
      owner: { login: "acme" },
    });
    expect(JSON.stringify(ctx.payload)).not.toContain("Codertocat");
  });

  it("builds issue_comment on an issue, from a bot, and edited", () => {
    const bot = issueCommentEvent({
      repo: "acme/widgets",
      number: 4,
      user: "github-actions[bot]",
      commentBody: "hi",
    });
    expect(bot.issue).not.toHaveProperty("pull_request");
    expect(bot.comment).toMatchObject({ user: { login: "github-actions[bot]", type: "Bot" } });
    expect(bot.sender).toMatchObject({ login: "github-actions[bot]" });
    const edited = issueCommentEvent({ action: "edited", previousBody: "old" });
    expect(edited.action).toBe("edited");
    expect(edited.changes).toEqual({ body: { from: "old" } });
  });

  it("builds workflow_dispatch with inputs, and schedule", () => {
    const dispatch = workflowDispatchEvent({
      repo: "acme/widgets",
      inputs: { recipe: "issue-triage", target: "4" },
    });
    expect(dispatch.inputs).toEqual({ recipe: "issue-triage", target: "4" });
    expect(dispatch.repository).toMatchObject({ full_name: "acme/widgets" });
    const ctx = contextIn(gh.runnerEnv({ eventName: "workflow_dispatch", event: dispatch }));
    expect(ctx.payload.inputs.recipe).toBe("issue-triage");
    const schedule = scheduleEvent({ repo: "acme/widgets", cron: "*/30 * * * *" });
    expect(schedule).toMatchObject({ schedule: "*/30 * * * *", repository: { full_name: "acme/widgets" } });
  });

  it("zip helpers round-trip", () => {
    const zip = makeZip({ "session.jsonl": "a\n".repeat(100), "dir/b.txt": new Uint8Array([1, 2, 3]) });
    const files = readZip(zip);
    expect(files.get("session.jsonl")?.toString()).toBe("a\n".repeat(100));
    expect([...(files.get("dir/b.txt") ?? [])]).toEqual([1, 2, 3]);
  });
});
