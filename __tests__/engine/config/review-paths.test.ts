import { mkdir, realpath, symlink, writeFile } from "node:fs/promises";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { parseConfig } from "../../../src/engine/config/parse.ts";
import { configPrompt, ignoredPaths, withoutIgnoredFiles } from "../../../src/engine/config/review-paths.ts";
import type { GitHubReader } from "../../../src/engine/ports.ts";
import { ReviewComments } from "../../../src/engine/tools/review-drafts.ts";
import type { ToolContext } from "../../../src/engine/tools/tool.ts";
import { createToolset } from "../../../src/engine/tools/toolset.ts";
import { tempDir } from "../../helpers/temp-dir.ts";

const DIFF = [
  "diff --git a/dist/x.js b/dist/x.js",
  "--- a/dist/x.js",
  "+++ b/dist/x.js",
  "@@ -1 +1 @@",
  "-old bundle",
  "+DIST-SECRET-BUNDLE",
  "diff --git a/src/a.ts b/src/a.ts",
  "--- a/src/a.ts",
  "+++ b/src/a.ts",
  "@@ -1 +1 @@",
  "-export const a = 1;",
  "+export const a = 2;",
  "",
].join("\n");

const { config } = parseConfig(
  [
    "review:",
    "  ignore: [dist/**, '**/*.lock']",
    "  instructions:",
    "    - path: src/**",
    "      instructions: SRC-RULE check the exports.",
    "    - path: [docs/**, '*.md']",
    "      instructions: DOCS-RULE check the links.",
    "language: de",
    "tone: kurz",
  ].join("\n"),
);
const ignored = ignoredPaths(config)!;

let ws: string;
let ctx: ToolContext;
beforeAll(async () => {
  ws = await realpath(tempDir("baton-ignored-"));
  await mkdir(path.join(ws, "dist"));
  await mkdir(path.join(ws, "src"));
  await writeFile(path.join(ws, "dist/x.js"), "DIST-SECRET-BUNDLE\n");
  await writeFile(path.join(ws, "src/a.ts"), "export const a = 2; // DIST-SECRET-BUNDLE named here\n");
  await writeFile(path.join(ws, "yarn.lock"), "DIST-SECRET-BUNDLE\n");
  await symlink(path.join(ws, "dist/x.js"), path.join(ws, "src/link.js"));
  const reader = {
    pullCommits: async () => ({ base: "b", head: "h" }),
    diff: async () => DIFF,
  } as unknown as GitHubReader;
  ctx = {
    workspace: ws,
    github: { reader },
    reviewComments: new ReviewComments(10),
    ignoredPath: ignored,
    redact: (text: string) => text,
  };
});

const call = (name: string, args: unknown) =>
  createToolset({ allowedCommands: [], context: ctx }).execute(name, JSON.stringify(args));

describe("review.ignore keeps paths from the model", () => {
  it("matches by glob, with or without ./", () => {
    expect(["dist/x.js", "./dist/a/b.js", "yarn.lock", "a/b/c.lock"].every(ignored)).toBe(true);
    expect(["src/a.ts", "distx/a.js", "src/dist.ts"].some(ignored)).toBe(false);
  });

  it("get_pr_diff leaves the ignored file's section out and says how many", async () => {
    const result = await call("get_pr_diff", { number: 5 });
    expect(result.isError).toBe(false);
    expect(result.output).not.toContain("dist/x.js");
    expect(result.output).not.toContain("DIST-SECRET-BUNDLE");
    expect(result.output).toContain("+export const a = 2;");
    expect(result.output).toContain("[1 file left out: ignored by the repository's configuration]");
    expect(withoutIgnoredFiles(DIFF, undefined)).toBe(DIFF);
  });

  it("read_file refuses an ignored file, also through a link", async () => {
    for (const p of ["dist/x.js", "./dist/x.js", "src/link.js"]) {
      const result = await call("read_file", { path: p });
      expect(result).toEqual({
        isError: true,
        output: `${p} is ignored by the repository's configuration (review.ignore); it is not shown`,
      });
    }
    expect((await call("read_file", { path: "src/a.ts" })).isError).toBe(false);
  });

  it("list_files and grep skip ignored files", async () => {
    const listed = await call("list_files", {});
    expect(listed.output).toBe("src/a.ts");
    const found = await call("grep", { pattern: "DIST-SECRET" });
    expect(found.output).toBe("src/a.ts:1: export const a = 2; // DIST-SECRET-BUNDLE named here");
  });

  it("add_review_comment drops a comment on an ignored path, and tells the model", async () => {
    const onDist = await call("add_review_comment", { path: "dist/x.js", line: 1, body: "bundle" });
    expect(onDist.isError).toBe(true);
    expect(onDist.output).toMatch(/dist\/x\.js is ignored .* no comment is left on it/);
    await call("add_review_comment", { path: "src/a.ts", line: 1, body: "fine" });
    expect(ctx.reviewComments!.drafts.map((d) => d.path)).toEqual(["src/a.ts"]);
  });
});

describe("what the file adds to the system prompt", () => {
  it("language and tone always; a path's instructions only when a changed file matches", () => {
    const src = configPrompt(config, ["src/a.ts"]);
    expect(src).toContain("Write your answers in this language: de.");
    expect(src).toContain("kurz");
    expect(src).toContain("SRC-RULE");
    expect(src).not.toContain("DOCS-RULE");
    expect(configPrompt(config, ["README.md"])).toContain("DOCS-RULE");
    expect(configPrompt(config, ["README.md"])).not.toContain("SRC-RULE");
    expect(configPrompt(parseConfig("").config, ["src/a.ts"])).toBe("");
  });
});
