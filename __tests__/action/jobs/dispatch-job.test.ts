// workflow_dispatch runs (src/action/jobs/dispatch-job.ts) on an issue's conversation.
import { describe, expect, it, vi } from "vitest";
import { workflowDispatchEvent } from "../../fakes/events.ts";
import { actionWorld, REPO, requestText } from "../../helpers/action-run.ts";

vi.setConfig({ testTimeout: 180_000 });

const w = actionWorld({ steps: "in-process" });

const isoAgo = (days: number) =>
  new Date(Date.now() - days * 86_400_000).toISOString().replace(/\.\d{3}Z$/, "Z");

describe("conversations whose saved state is gone", () => {
  // Was: the README says "A missing or expired state starts fresh with a notice, the
  // conversation rebuilt from the whole thread". Only the comment job does that (comment-job.ts
  // rebuildFromThread); a workflow_dispatch on a target whose state expired starts from nothing:
  // the maintainer's "summarize where we are" is answered without the thread's discussion, which
  // a comment command on the same issue would have carried.
  it("a dispatch on an issue with no saved state starts from the issue's thread", async () => {
    w.gh.state.addComment({
      repo: REPO,
      issue: 1,
      body: "We agreed to keep THREAD-DECISION-X for the release.",
      user: "alice",
      createdAt: isoAgo(3),
    });
    const run = await w.job(
      "workflow_dispatch",
      workflowDispatchEvent({ repo: REPO, inputs: { target: "1", message: "Summarize where we are." } }),
      { inputs: { target: "1", message: "Summarize where we are." } },
    );
    expect(run.main.code, run.main.stdout).toBe(0);
    expect(run.main.stdout).toContain("no saved state for issue-1");
    const dispatchAsked = requestText(w.ai.requests[0]);
    expect(dispatchAsked, "the dispatched run never saw the thread of #1").toContain("THREAD-DECISION-X");
  });
});

describe("a dispatch that does nothing", () => {
  // Was: a maintainer mistypes the recipe in the dispatch form ("pr-reveiw") on issue #1,
  // which has no saved conversation yet. The run fails ("there is no recipe"), but only after it
  // opened #1's conversation, so the post step uploads a new, empty `baton-issue-1`. The next
  // "@baton" comment on #1 then resumes that empty state instead of rebuilding the conversation
  // from the thread (as it does when there is no state): the discussion so far is never shown
  // to the model. (dispatchJob loads the conversation before runRecipe checks the recipe.)
  it("a dispatch with an unknown recipe does not cost the issue its thread on the next comment", async () => {
    w.gh.state.addComment({
      repo: REPO,
      issue: 1,
      body: "We agreed to keep THREAD-DECISION-X for the release.",
      user: "alice",
      createdAt: isoAgo(3),
    });
    const inputs = { target: "1", recipe: "pr-reveiw" };
    const typo = await w.job("workflow_dispatch", workflowDispatchEvent({ repo: REPO, inputs }), { inputs });
    expect(typo.main.code).not.toBe(0);
    expect(typo.main.stdout).toContain('unknown recipe "pr-reveiw" (did you mean "pr-review"?)');
    expect(w.commentsOn(1).map((c) => c.body)).not.toContainEqual(expect.stringContaining("Working"));
    const saved = w.artifactsNamed("baton-issue-1").length;

    const next = await w.job("issue_comment", w.comment("@baton Summarize where we are.").event);
    expect(next.main.code, next.main.stdout).toBe(0);
    expect(
      requestText(w.ai.requests[0]),
      `the comment after the failed dispatch did not see #1's thread (the failed dispatch saved ${saved} state artifact(s) for issue-1)`,
    ).toContain("THREAD-DECISION-X");
  });
});
