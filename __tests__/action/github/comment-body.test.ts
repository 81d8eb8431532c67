import { describe, expect, it } from "vitest";
import { fitComment, MAX_COMMENT_CHARS } from "../../../src/action/github/comment-body.ts";

describe("fitComment", () => {
  it("leaves a body that fits alone", () => {
    expect(fitComment("short")).toBe("short");
    const exact = "z".repeat(MAX_COMMENT_CHARS);
    expect(fitComment(exact)).toBe(exact);
  });

  it("closes a code block the cut leaves open, and never splits a surrogate pair", () => {
    const fenced = fitComment(`intro\n\`\`\`ts\n${"code\n".repeat(100)}`, 300);
    expect(fenced.length).toBeLessThanOrEqual(300);
    expect(fenced).toMatch(/\n```\n\n_\(Truncated/);
    const tilde = fitComment(`~~~~\n${"a".repeat(400)}`, 300);
    expect(tilde).toContain("\n~~~~\n\n_(Truncated");
    const closed = fitComment(`\`\`\`\nx\n\`\`\`\n${"b".repeat(400)}`, 300);
    expect(closed).not.toMatch(/b\n```/);
    const emoji = fitComment("😀".repeat(200), 301);
    expect(emoji.isWellFormed()).toBe(true);
  });

  it("closes an HTML comment the cut leaves open, so the note shows and Baton's marker stands on its own", () => {
    const hidden = fitComment(`Answer.\n<!-- a note for later\n${"x".repeat(400)}`, 300);
    expect(hidden).toMatch(/x -->\n\n_\(Truncated/);
    // Every comment opened is closed, after the cut as before it.
    expect(hidden.split("<!--").length).toBe(hidden.split("-->").length);
    const closed = fitComment(`<!-- done -->\n${"y".repeat(400)}`, 300);
    expect(closed).not.toContain("y -->");
    // In code, <!-- is text: the block is closed, not a comment.
    const code = fitComment(`\`\`\`html\n<!-- ${"z".repeat(400)}`, 300);
    expect(code).toMatch(/z\n```\n\n_\(Truncated/);
    expect(code).not.toContain(" -->");
  });

  it("does not take a fence with an info string for the end of a code block", () => {
    const nested = fitComment(`\`\`\`\`md\n\`\`\`ts\n${"w".repeat(400)}`, 300);
    expect(nested).toMatch(/w\n````\n\n_\(Truncated/);
    const inner = fitComment(`\`\`\`\nintro\n\`\`\`ts\n${"v".repeat(400)}`, 300);
    expect(inner).toMatch(/v\n```\n\n_\(Truncated/);
  });
});
