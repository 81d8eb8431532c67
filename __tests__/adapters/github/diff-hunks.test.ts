import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { commentBody, placeComments } from "../../../src/action/review/line-comments.ts";
import { inDiff, parseDiffHunks } from "../../../src/adapters/github/diff-hunks.ts";
import { commentableLines, filesFromDiff } from "../../fakes/github-state.ts";
import { parseMarkdown, walkMarkdown } from "../../helpers/markdown.ts";

const DIFF = `diff --git a/src/a.ts b/src/a.ts
index 1111111..2222222 100644
--- a/src/a.ts
+++ b/src/a.ts
@@ -1,3 +1,4 @@
 one
-two
+TWO
+++ b/not-a-header
 three
@@ -10,2 +11,2 @@ function f() {
 ten
-eleven
+ELEVEN
\\ No newline at end of file
diff --git a/old.txt b/old.txt
deleted file mode 100644
--- a/old.txt
+++ /dev/null
@@ -1,2 +0,0 @@
-gone
-too
`;

describe("parseDiffHunks", () => {
  it("knows each side's lines per file and hunk; a changed line that looks like a header stays a line", () => {
    const lines = parseDiffHunks(DIFF);
    expect([...lines.keys()]).toEqual(["src/a.ts", "old.txt"]);
    const a = lines.get("src/a.ts")!;
    expect([...a.RIGHT.keys()]).toEqual([1, 2, 3, 4, 11, 12]);
    expect([...a.LEFT.keys()]).toEqual([1, 2, 3, 10, 11]);
    expect([...lines.get("old.txt")!.LEFT.keys()]).toEqual([1, 2]);
    expect(lines.get("old.txt")!.RIGHT.size).toBe(0);
    expect(lines.has("not-a-header")).toBe(false);
  });

  it("takes a range only within one hunk, start before end, on the side named", () => {
    const lines = parseDiffHunks(DIFF);
    const at = (line: number, side: "LEFT" | "RIGHT" = "RIGHT", start_line?: number) =>
      inDiff(lines, { path: "src/a.ts", line, side, ...(start_line ? { start_line } : {}) });
    expect(at(2)).toBe(true);
    expect(at(5)).toBe(false);
    expect(at(4, "RIGHT", 1)).toBe(true);
    expect(at(11, "RIGHT", 3)).toBe(false); // two hunks
    expect(at(3, "RIGHT", 3)).toBe(false);
    expect(at(10, "LEFT")).toBe(true);
    expect(at(10, "RIGHT")).toBe(false);
    expect(inDiff(lines, { path: "nope.ts", line: 1, side: "RIGHT" })).toBe(false);
  });

  it("agrees with the fake GitHub's reading of each file's patch on any diff", () => {
    const hunkLine = fc.oneof(
      fc
        .constantFrom("+", "-", " ")
        .chain((mark) => fc.string({ maxLength: 8 }).map((t) => mark + t.replace(/\n/g, ""))),
    );
    const hunk = fc.array(hunkLine, { minLength: 1, maxLength: 12 });
    const file = fc.tuple(
      fc.constantFrom("a.ts", "b/c.md", "d e.txt"),
      fc.array(hunk, { minLength: 1, maxLength: 3 }),
    );
    fc.assert(
      fc.property(fc.uniqueArray(file, { selector: (f) => f[0], maxLength: 3 }), (files) => {
        let diff = "";
        for (const [path, hunks] of files) {
          diff += `diff --git a/${path} b/${path}\n--- a/${path}\n+++ b/${path}\n`;
          let oldStart = 1;
          let newStart = 1;
          for (const lines of hunks) {
            const olds = lines.filter((l) => !l.startsWith("+")).length;
            const news = lines.filter((l) => !l.startsWith("-")).length;
            diff += `@@ -${oldStart},${olds} +${newStart},${news} @@\n${lines.join("\n")}\n`;
            oldStart += olds + 5;
            newStart += news + 5;
          }
        }
        const parsed = parseDiffHunks(diff);
        for (const f of filesFromDiff(diff)) {
          const want = commentableLines(f.patch ?? "");
          expect(new Set(parsed.get(f.filename)?.RIGHT.keys())).toEqual(want.right);
          expect(new Set(parsed.get(f.filename)?.LEFT.keys())).toEqual(want.left);
        }
      }),
    );
  });
});

describe("placeComments", () => {
  it("keeps comments on diff lines up to the limit; the rest go to the body, none lost", () => {
    const lines = parseDiffHunks(DIFF);
    const c = (line: number, extra = {}) => ({
      path: "src/a.ts",
      line,
      side: "RIGHT" as const,
      body: `at ${line}`,
      ...extra,
    });
    const placed = placeComments(
      [c(2, { suggestion: "TWO();" }), c(99), c(3), c(4, { start_line: 1 })],
      lines,
      2,
      (text) => text,
    );
    expect(placed.inline).toEqual([
      { path: "src/a.ts", line: 2, side: "RIGHT", body: "at 2\n\n```suggestion\nTWO();\n```" },
      { path: "src/a.ts", line: 3, side: "RIGHT", body: "at 3" },
    ]);
    expect(placed.offDiff.map((d) => d.line)).toEqual([99]);
    expect(placed.overLimit.map((d) => d.line)).toEqual([4]);
  });

  it("fences a suggestion so backticks inside cannot close it", () => {
    expect(commentBody({ body: "b", suggestion: "x = ```;\n" }, (text) => text)).toBe(
      "b\n\n````suggestion\nx = ```;\n````",
    );
  });

  it("closes a code block the comment leaves open, so its suggestion is still one GitHub offers to apply", () => {
    let suggestion = false;
    const md = commentBody({ body: "Prefer:\n```ts\nconst x = 1;", suggestion: "const x = 2;\n" }, (t) => t);
    walkMarkdown(parseMarkdown(md), (n) => {
      if (n.type === "code" && n.lang === "suggestion" && n.value === "const x = 2;") suggestion = true;
    });
    expect(suggestion).toBe(true);
  });
});
