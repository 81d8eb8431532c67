import { describe, expect, it, vi } from "vitest";
import { actionWorld } from "../helpers/action-run.ts";
import { roundTripsBefore } from "../helpers/round-trips.ts";

vi.setConfig({ testTimeout: 120_000 });

const w = actionWorld({ steps: "in-process" });

describe("the way to the model", () => {
  it("an @baton comment reaches the model after three round trips to GitHub, in twelve requests", async () => {
    // GitHub answers after 100 ms, as api.github.com does from a hosted runner; counts, not times, are checked.
    w.gh.setLatency(100);
    let modelAt: number | undefined;
    w.ai.setResponder(() => {
      modelAt ??= performance.now();
      return { content: "the answer" };
    });
    const before = w.gh.requests.length;
    const { main, finish } = await w.mainStep("issue_comment", w.comment("@baton hello").event);
    expect(main.code, main.stdout).toBe(0);
    const requests = w.gh.requests.slice(before);
    // The permission gate; one wave (👀, the status comment, the issue, the saved state, the
    // configuration, the instructions and memory); the thread, as no saved state was found. Was 4:
    // the thread's hidden-comments query (none to ask about), behind the writes' one-second spacing.
    expect(roundTripsBefore(requests, modelAt!)).toBeLessThanOrEqual(3);
    // Was 15: the status comment was edited for a notice and for progress before the answer.
    expect(requests.length).toBeLessThanOrEqual(12);
    expect(requests.filter((r) => r.method === "PATCH")).toHaveLength(1);
    await finish();
    expect(w.commentsOn(1).at(-1)!.body).toContain("the answer");
  });
});
