import { describe, expect, it } from "vitest";
import { walkCommentEvent } from "../helpers/walk/walk.ts";

/**
 * How far a newcomer must read to follow one `@baton` comment from main.ts to
 * the posted answer (see walk.ts for how the walk is taken). The figures are
 * ceilings: the issue that asked for this walk (fewer than 25 files, no
 * return) is not met yet, and a change that makes the walk longer or more
 * tangled fails here. Lower them as the flow gets simpler.
 */
describe("one comment event, followed from main.ts to the posted answer", () => {
  it("reads its phases in order: setup, the event, GitHub and the gate, then the job", async () => {
    const { files, returns } = await walkCommentEvent();
    const first = (folder: string) => files.findIndex((f) => f.startsWith(folder));
    expect(files.slice(0, 2)).toEqual(["action/index.ts", "action/main.ts"]);
    expect(files).toContain("engine");
    expect(first("action/events/")).toBeGreaterThan(first("action/step-setup.ts"));
    expect(first("action/github/")).toBeGreaterThan(
      files.findLastIndex((f) => f.startsWith("action/events/")),
    );
    expect(files.indexOf("action/github/gate.ts")).toBeLessThan(first("action/jobs/"));
    expect(files).toContain("action/jobs/comment-job.ts");
    expect(files.length).toBeLessThanOrEqual(45);
    expect(returns.length).toBeLessThanOrEqual(9);
  }, 60_000);
});

describe("summarize: the walk of a call record", () => {
  it("opens each file under its first caller, the engine as one stop, and counts entries into folders left", async () => {
    const { summarize } = await import("../helpers/walk/walk.ts");
    const walk = summarize([
      ["action/index.ts", "action/main.ts"],
      ["action/main.ts", "action/events/a.ts"],
      ["action/main.ts", "engine/x.ts"],
      ["engine/x.ts", "action/jobs/callback.ts"],
      ["action/main.ts", "action/jobs/run.ts"],
      ["action/jobs/run.ts", "action/events/b.ts"],
      ["action/main.ts", "action/events/a.ts"],
    ]);
    expect(walk.files).toEqual([
      "action/index.ts",
      "action/main.ts",
      "action/events/a.ts",
      "engine",
      "action/jobs/run.ts",
      "action/events/b.ts",
    ]);
    expect(walk.returns).toEqual(["action/events/b.ts"]);
  });
});
