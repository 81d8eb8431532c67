import { describe, expect, it } from "vitest";
import { walkCommentEvent } from "../helpers/walk/walk.ts";

/**
 * How far a newcomer must read to follow one `@baton` comment from main.ts to
 * the posted answer (see walk.ts for how the walk is taken): the step's
 * phases one after the other, never back to a folder it left. The file count
 * is a ceiling: a change that makes the walk longer fails here; lower it as
 * the flow gets simpler.
 */
describe("one comment event, followed from main.ts to the posted answer", () => {
  it("reads its phases in order: setup, the event, GitHub, the base branch, the state, then the job", async () => {
    const { files, returns } = await walkCommentEvent();
    console.log(
      files.map((f) => `${returns.includes(f) ? "  <-- " : "      "}${f}`).join("\n"),
      files.length,
      returns.length,
    );
    const first = (folder: string) => files.findIndex((f) => f.startsWith(folder));
    expect(files.slice(0, 2)).toEqual(["action/index.ts", "action/main.ts"]);
    expect(files).toContain("engine");
    expect(first("action/events/")).toBeGreaterThan(first("action/step-setup.ts"));
    expect(first("action/github/")).toBeGreaterThan(
      files.findLastIndex((f) => f.startsWith("action/events/")),
    );
    expect(files.indexOf("action/github/gate.ts")).toBeLessThan(first("action/base-branch/"));
    expect(first("action/base-branch/")).toBeLessThan(first("action/state/"));
    expect(first("action/state/")).toBeLessThan(first("action/jobs/"));
    expect(files).toContain("action/jobs/comment-job.ts");
    expect(returns).toEqual([]);
    // 47: the saved-state reading and the GitHub client moved to adapters/github/ so the CLI shares
    // them without importing the action (two files more on this walk, and no edge imports the other).
    expect(files.length).toBeLessThanOrEqual(47);
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
