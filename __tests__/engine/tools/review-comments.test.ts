import { describe, expect, it } from "vitest";
import { ReviewComments } from "../../../src/engine/tools/review-drafts.ts";
import { createToolset } from "../../../src/engine/tools/toolset.ts";

const names = (ts: ReturnType<typeof createToolset>) => ts.definitions.map((d) => d.name);
const toolset = (reviewComments?: ReviewComments, allowedTools?: string[]) =>
  createToolset({
    allowedCommands: [],
    ...(allowedTools ? { allowedTools } : {}),
    context: {
      workspace: "/nonexistent",
      redact: (text: string) => text,
      ...(reviewComments ? { reviewComments } : {}),
    },
  });

describe("add_review_comment and resolve_review_thread", () => {
  it("are offered only while a review is written, resolve only with open threads of its own", () => {
    expect(names(toolset())).not.toContain("add_review_comment");
    expect(names(toolset(new ReviewComments(5)))).toContain("add_review_comment");
    expect(names(toolset(new ReviewComments(5)))).not.toContain("resolve_review_thread");
    expect(names(toolset(new ReviewComments(5, ["T1"])))).toContain("resolve_review_thread");
    // A recipe that lists its tools gets them only when it names them.
    expect(names(toolset(new ReviewComments(5, ["T1"]), ["read_file"]))).toEqual(["read_file"]);
  });

  it("collects comments (side RIGHT by default) and says when the limit sends one to the body", async () => {
    const sink = new ReviewComments(1);
    const ts = toolset(sink);
    const first = await ts.execute(
      "add_review_comment",
      JSON.stringify({ path: "a.ts", line: 3, body: "x" }),
    );
    expect(first).toEqual({
      output: "Noted comment 1 on a.ts:3; it is posted with your review.",
      isError: false,
    });
    const second = await ts.execute(
      "add_review_comment",
      JSON.stringify({ path: "a.ts", line: 9, start_line: 7, body: "y", suggestion: "z" }),
    );
    expect(second.output).toMatch(/already holds 1 line comments: this one goes into the review's body/);
    expect(sink.drafts).toEqual([
      { path: "a.ts", line: 3, side: "RIGHT", body: "x" },
      { path: "a.ts", line: 9, start_line: 7, side: "RIGHT", body: "y", suggestion: "z" },
    ]);
  });

  it("refuses a backwards range and a suggestion on removed lines, in words the model can act on", async () => {
    const sink = new ReviewComments(5);
    const ts = toolset(sink);
    const backwards = await ts.execute(
      "add_review_comment",
      JSON.stringify({ path: "a", line: 2, start_line: 2, body: "b" }),
    );
    expect(backwards).toEqual({
      output: "invalid arguments for add_review_comment: start_line: start_line must be before line",
      isError: true,
    });
    const left = await ts.execute(
      "add_review_comment",
      JSON.stringify({ path: "a", line: 2, side: "LEFT", body: "b", suggestion: "c" }),
    );
    expect(left.output).toMatch(/a suggestion replaces new lines: use side RIGHT/);
    expect(sink.drafts).toEqual([]);
  });

  it("resolves only a thread it was told of", async () => {
    const sink = new ReviewComments(5, ["T1", "T2"]);
    const ts = toolset(sink);
    expect((await ts.execute("resolve_review_thread", '{"thread":"t2"}')).output).toBe(
      "T2 will be resolved with your review.",
    );
    expect(await ts.execute("resolve_review_thread", '{"thread":"T3"}')).toEqual({
      output: "there is no open thread T3 of yours; the open ones are: T1, T2",
      isError: true,
    });
    expect([...sink.resolved]).toEqual(["T2"]);
  });
});
