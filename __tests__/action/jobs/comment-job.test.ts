import { afterEach, describe, expect, it, vi } from "vitest";
import { StandingInstructions } from "../../../src/action/base-branch/instructions.ts";
import { type CommentTrigger, commentTrigger } from "../../../src/action/events/comment.ts";
import { openExchange } from "../../../src/action/github/exchange.ts";
import type { ActionInputs } from "../../../src/action/inputs.ts";
import { commentJob } from "../../../src/action/jobs/comment-job.ts";
import type { StepContext } from "../../../src/action/jobs/job-context.ts";
import type { RunnerEnv } from "../../../src/action/runner-env.ts";
import type { OpenedConversation } from "../../../src/action/state/conversation-store.ts";
import { SavedConversations } from "../../../src/action/state/step-store.ts";
import { createOctokit } from "../../../src/adapters/github/octokit.ts";
import type { Runtime } from "../../../src/engine/runtime.ts";
import { memoryLogger } from "../../../src/engine/util/logger.ts";
import { Redactor } from "../../../src/engine/util/redact.ts";
import { type FakeGitHub, startFakeGitHub } from "../../fakes/index.ts";
import { NO_WAIT_POLICY } from "../../helpers/policy.ts";

const OWNER = "acme";
const REPO = "widgets";
let gh: FakeGitHub | undefined;

afterEach(async () => {
  expect(gh?.violations).toEqual([]);
  await gh?.close();
  gh = undefined;
});

const route: CommentTrigger = {
  type: "comment",
  command: { kind: "message", text: "why?" },
  comment: {
    id: 0,
    body: "@baton why?",
    created_at: "2026-01-01T00:00:00Z",
    user: { login: "alice", type: "User" },
    marked: false,
  },
  issue: {
    number: 1,
    title: "Crash",
    body: "It crashes.",
    isPullRequest: false,
    created_at: "2026-01-01T00:00:00Z",
    user: { login: "alice", type: "User" },
  },
};

describe("commentJob", () => {
  it("with the exchange opened after the gate, asks for the reaction, the issue, its saved state, the status comment and the instructions at once", async () => {
    gh = await startFakeGitHub({
      repos: [`${OWNER}/${REPO}`],
      users: [{ login: "alice", permission: "write" }],
      issues: [{ number: 1, title: "Crash", user: "alice" }],
    });
    const trigger = gh.seedComment({ issue: 1, body: "@baton why?", user: "alice" });
    const logger = memoryLogger();
    const octokit = createOctokit({ token: "ghs_test", baseUrl: gh.url, logger, policy: NO_WAIT_POLICY });
    const asked: string[] = [];
    octokit.hook.before("request", (o) => void asked.push(`${o.method} ${o.url}`));
    // Neither the saved state nor the engine comes before the assertions: whatever was asked, was asked at once.
    let refuse: (error: Error) => void = () => {};
    const resume = vi.fn(
      () =>
        new Promise<OpenedConversation>((_, reject) => {
          refuse = reject;
        }),
    );
    const engine = vi.fn(() => new Promise<Runtime>(() => {}));
    const asTriggered: CommentTrigger = { ...route, comment: { ...route.comment, id: trigger.id } };
    const redactor = new Redactor([]);
    const runner = { owner: OWNER, repo: REPO, runUrl: "https://x/run" } as RunnerEnv;
    // As the main step opens it right after the gate.
    const exchange = openExchange(
      { octokit, runner, redactor, logger },
      commentTrigger.subject(asTriggered).thread,
    );
    const step: StepContext = {
      inputs: { triggerWord: "@baton" } as ActionInputs,
      runner,
      octokit,
      engine,
      store: { load: resume, save: () => Promise.reject(new Error("not saved in the main step")) },
      redactor,
      logger,
      saved: new SavedConversations(),
      report: { trigger: "", conversations: [], notices: [] },
      pinned: new Map(),
      cancel: new AbortController().signal,
      notAfter: asTriggered.comment.created_at,
      instructions: new StandingInstructions({
        octokit,
        owner: OWNER,
        repo: REPO,
        logger,
        redact: (text: string) => text,
        defaultBranch: "main",
      }),
      exchange,
    };
    const job = commentJob(step, asTriggered);
    await new Promise((turn) => setImmediate(turn));

    expect(resume).toHaveBeenCalledWith("issue-1", { reset: false });
    expect(asked).toEqual(
      expect.arrayContaining([
        "POST /repos/{owner}/{repo}/issues/comments/{comment_id}/reactions",
        "GET /repos/{owner}/{repo}/issues/{issue_number}",
        "POST /repos/{owner}/{repo}/issues/{issue_number}/comments",
        "GET /repos/{owner}/{repo}/contents/{path}",
      ]),
    );

    refuse(new Error("the state could not be read"));
    await expect(job).rejects.toThrow("the state could not be read");
    expect(engine).not.toHaveBeenCalled();
    expect(gh.comments.at(-1)?.body).toContain("**Baton failed:** the state could not be read");
  });
});
