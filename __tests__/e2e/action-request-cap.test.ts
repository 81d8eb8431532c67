import { describe, expect, it, vi } from "vitest";
import { RESERVED_REQUESTS } from "../../src/adapters/github/request-budget.ts";
import { actionWorld, isSummarizer, requestText } from "../helpers/action-run.ts";

vi.setConfig({ testTimeout: 180_000 });

const w = actionWorld({ steps: "in-process" });

describe("max-github-requests", () => {
  it("an answer that asks GitHub too often gets tool errors, and still answers and saves", async () => {
    // Ten reads a turn for eight turns: within any per-turn cap on tool calls, far beyond this cap.
    w.ai.setResponder((request) => {
      if (isSummarizer(request)) return { content: "summary" };
      const results = request.messages.filter((m) => m.role === "tool").length;
      if (results >= 80) return { content: "ANSWER after the reads" };
      return {
        tool_calls: Array.from({ length: 10 }, () => ({ name: "get_issue", arguments: { number: 1 } })),
      };
    });
    const limit = RESERVED_REQUESTS + 20;
    const before = w.gh.requests.length;
    const run = await w.job("issue_comment", w.comment("@baton read it again and again").event, {
      with: { "max-github-requests": String(limit) },
    });
    expect(run.main.code, run.main.stdout).toBe(0);
    const reads = w.gh.requests.slice(before).filter((r) => r.operationId === "issues/get");
    expect(reads.length).toBeGreaterThan(0);
    expect(reads.length).toBeLessThanOrEqual(20);
    expect(requestText(w.ai.requests.at(-1))).toContain("no more GitHub reads in this run");
    // The run's own work went through: the answer is posted and the conversation saved.
    expect(w.commentsOn(1).at(-1)!.body).toContain("ANSWER after the reads");
    expect(w.artifactsNamed("baton-issue-1")).toHaveLength(1);
  });
});
