import { describe, expect, it } from "vitest";
import { codeSourceFor } from "../../../src/action/base-branch/trusted-code.ts";
import { BatonError } from "../../../src/engine/errors.ts";
import { issueCommentEvent, scheduleEvent, workflowDispatchEvent } from "../../fakes/events.ts";

describe("codeSourceFor: where a run's recipes, hooks and extensions come from", () => {
  it("the base of the PR for every event about one, the workspace for the rest", () => {
    expect(codeSourceFor(issueCommentEvent({ number: 7, pullRequest: true }))).toEqual({
      from: "base",
      pr: 7,
    });
    expect(codeSourceFor(issueCommentEvent({ number: 7, pullRequest: false }))).toEqual({
      from: "workspace",
    });
    const base = { ref: "main", sha: "b".repeat(40) };
    for (const action of ["opened", "synchronize", "created"])
      expect(codeSourceFor({ action, pull_request: { number: 9, base } })).toEqual({
        from: "base",
        pr: 9,
        base: { branch: "main", sha: "b".repeat(40) },
      });
    expect(codeSourceFor(workflowDispatchEvent())).toEqual({ from: "workspace" });
    expect(codeSourceFor(scheduleEvent())).toEqual({ from: "workspace" });
    expect(codeSourceFor(null)).toEqual({ from: "workspace" });
  });

  it("refuses an event about a PR that does not say which, rather than trusting the workspace", () => {
    expect(() => codeSourceFor({ pull_request: { title: "no number" } })).toThrow(BatonError);
    expect(() => codeSourceFor({ issue: { pull_request: {} } })).toThrow(/does not name it/);
  });
});
