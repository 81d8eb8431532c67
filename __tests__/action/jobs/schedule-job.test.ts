// The scheduled sweep (src/action/jobs/schedule-job.ts) beside other runs reviewing the same pull
// requests: a push's review (examples/pr-review.yml, group baton-<pr>) or an overlapping sweep.
import { describe, expect, it, vi } from "vitest";
import { scheduleEvent } from "../../fakes/events.ts";
import { actionWorld, isSummarizer, REPO, requestText } from "../../helpers/action-run.ts";

vi.setConfig({ testTimeout: 180_000 });

const w = actionWorld({ steps: "in-process" });
const BOT = "github-actions[bot]";
const HEADS: Record<number, string> = { 5: "a".repeat(40), 7: "7".repeat(40) };

/** A review another run posts on a PR's head, with Baton's marker, by the token's identity. */
function reviewedElsewhere(pr: number) {
  w.gh.state.addReview({
    repo: REPO,
    pullNumber: pr,
    user: BOT,
    body: "No blocking issues (from the pull_request run).\n<!-- baton -->",
    state: "COMMENTED",
    commitId: HEADS[pr]!,
    submittedAt: new Date().toISOString().replace(/\.\d{3}Z$/, "Z"),
    comments: [],
  });
}

const ours = (pr: number) =>
  w.gh.reviews
    .filter((r) => r.pullNumber === pr && r.commitId === HEADS[pr] && r.user === BOT)
    .map((r) => r.body.split("\n")[0]);

describe("the scheduled sweep and another run reviewing the same head", () => {
  // Was: the sweep decided at its start which PRs were due and never looked again, so a PR that
  // a push's run reviewed while the sweep worked on an earlier PR got a second review.
  it("skips a PR another run reviewed while the sweep worked on an earlier one", async () => {
    w.gh.seedPull({ number: 7, title: "Seventh change", user: "alice", headSha: HEADS[7]! });
    let other: number | undefined;
    w.ai.setResponder((request) => {
      if (isSummarizer(request)) return { content: "summary" };
      if (other === undefined) {
        other = requestText(request).includes("Seventh change") ? 5 : 7;
        reviewedElsewhere(other);
      }
      return { content: "No blocking issues." };
    });
    const run = await w.job("schedule", scheduleEvent({ repo: REPO }));
    expect(run.main.code, run.main.stdout).toBe(0);
    expect(ours(other!)).toEqual(["No blocking issues (from the pull_request run)."]);
    expect(run.main.stdout).toContain(`#${other} was reviewed at ${HEADS[other!]} by another run meanwhile`);
  });

  // Was: a review posted by another run while the model worked on the same PR was followed by
  // the sweep's own, on the same head.
  it("does not post its review on a head another run reviewed while the model worked on it", async () => {
    w.gh.seedPull({ number: 7, title: "Seventh change", user: "alice", headSha: HEADS[7]! });
    const done = new Set<number>();
    w.ai.setResponder((request) => {
      if (isSummarizer(request)) return { content: "summary" };
      const pr = requestText(request).includes("Seventh change") ? 7 : 5;
      if (pr === 7 && !done.has(7)) reviewedElsewhere(7);
      done.add(pr);
      return { content: "No blocking issues." };
    });
    const run = await w.job("schedule", scheduleEvent({ repo: REPO }));
    expect(run.main.code, run.main.stdout).toBe(0);
    expect(ours(7)).toEqual(["No blocking issues (from the pull_request run)."]);
    expect(ours(5)).toEqual(["No blocking issues."]);
    expect(run.main.stdout).toContain("another run reviewed");
  });
});

describe("the runner's cancel during a sweep", () => {
  // Found by reviewing this change: after the runner's cancel the sweep went on to the next PR,
  // whose run stopped at once and posted "cancelled" as its review: on its head, so the next
  // sweep took it for reviewed.
  it("posts no review on the PRs after the one the cancel stopped", async () => {
    const HEAD7 = "7".repeat(40);
    w.gh.seedPull({ number: 7, title: "Seventh change", user: "alice", headSha: HEAD7 });
    let first: number | undefined;
    w.ai.setResponder((request) => {
      if (isSummarizer(request)) return { content: "summary" };
      if (first === undefined) {
        first = requestText(request).includes("Seventh change") ? 7 : 5;
        // The runner's cancel, as it reaches the step (no real signal: only the listeners run).
        process.emit("SIGTERM", "SIGTERM");
      }
      return { content: "No blocking issues." };
    });
    // The handler's grace timer would end this process 9 s later: it is not armed here.
    const realSetTimeout = globalThis.setTimeout;
    const timers = vi
      .spyOn(globalThis, "setTimeout")
      .mockImplementation(((fn: () => void, ms?: number, ...rest: unknown[]) =>
        ms === 9_000 ? realSetTimeout(() => {}, 0) : realSetTimeout(fn, ms, ...(rest as []))) as never);
    let run: Awaited<ReturnType<typeof w.job>>;
    try {
      run = await w.job("schedule", scheduleEvent({ repo: REPO }));
    } finally {
      timers.mockRestore();
    }
    expect(first).toBeDefined();
    const second = first === 5 ? 7 : 5;
    const reviews = w.gh.reviews.filter((r) => r.pullNumber === second).map((r) => r.body.split("\n")[0]);
    expect(reviews, run.main.stdout).toEqual([]);
  });
});
