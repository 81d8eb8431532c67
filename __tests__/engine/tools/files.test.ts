import { execFile } from "node:child_process";
import { link, mkdir, realpath, rm, symlink, writeFile } from "node:fs/promises";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import "../../helpers/tokenizer.ts";
import { globMatcher } from "../../../src/engine/tools/files/glob.ts";
import { grepTool } from "../../../src/engine/tools/files/grep.ts";
import { listFilesTool } from "../../../src/engine/tools/files/list-files.ts";
import { readFileTool } from "../../../src/engine/tools/files/read-file.ts";
import type { ToolContext } from "../../../src/engine/tools/tool.ts";
import { resolveInWorkspace } from "../../../src/engine/tools/workspace.ts";
import { tempDir } from "../../helpers/temp-dir.ts";

let ws: string;
let ctx: ToolContext;

beforeAll(async () => {
  ws = await realpath(tempDir("baton-files-"));
  ctx = { workspace: ws, redact: (text: string) => text };
  await mkdir(path.join(ws, "src/sub"), { recursive: true });
  await mkdir(path.join(ws, ".git"), { recursive: true });
  await mkdir(path.join(ws, ".github/workflows"), { recursive: true });
  await mkdir(path.join(ws, "node_modules/dep"), { recursive: true });
  await writeFile(path.join(ws, "a.txt"), "alpha\nbeta\r\ngamma\ndelta\n");
  await writeFile(path.join(ws, "src/x.ts"), "export const x = 1;\n// TODO: fix x\n");
  await writeFile(path.join(ws, "src/sub/y.ts"), "export const y = 2; // TODO later\n");
  await writeFile(path.join(ws, "src/sub/z.tsx"), "<div/>\n");
  await writeFile(path.join(ws, ".github/workflows/ci.yml"), "on: push # TODO\n");
  await writeFile(path.join(ws, ".git/config"), "TODO in git\n");
  await writeFile(path.join(ws, "node_modules/dep/index.js"), "// TODO in deps\n");
  await writeFile(path.join(ws, "bin.dat"), Buffer.from([0x54, 0x4f, 0x44, 0x4f, 0x00, 0x01]));
  await writeFile(
    path.join(ws, "long.txt"),
    Array.from({ length: 3000 }, (_, i) => `line ${i + 1} ${"x".repeat(80)}`).join("\n"),
  );
  await writeFile(path.join(ws, "empty.txt"), "");
  await symlink("/etc", path.join(ws, "etc-link"));
  await symlink("/etc/hostname", path.join(ws, "hostname-link"));
  await symlink(path.join(ws, "src/x.ts"), path.join(ws, "inside-link.ts"));
});

describe("resolveInWorkspace", () => {
  it("resolves paths inside the workspace", async () => {
    expect(await resolveInWorkspace(ws, "a.txt")).toBe(path.join(ws, "a.txt"));
    expect(await resolveInWorkspace(ws, "src/../a.txt")).toBe(path.join(ws, "a.txt"));
    expect(await resolveInWorkspace(ws, path.join(ws, "src/x.ts"))).toBe(path.join(ws, "src/x.ts"));
    expect(await resolveInWorkspace(ws, ".")).toBe(ws);
    expect(await resolveInWorkspace(ws, "not/yet/there.txt")).toBe(path.join(ws, "not/yet/there.txt"));
    expect(await resolveInWorkspace(ws, "inside-link.ts")).toBe(path.join(ws, "inside-link.ts"));
  });

  it("refuses `..` escapes", async () => {
    await expect(resolveInWorkspace(ws, "../x")).rejects.toThrow("path outside the workspace: ../x");
    await expect(resolveInWorkspace(ws, "src/../../x")).rejects.toThrow("path outside the workspace");
  });

  it("refuses absolute paths elsewhere", async () => {
    await expect(resolveInWorkspace(ws, "/etc/passwd")).rejects.toThrow(
      "path outside the workspace: /etc/passwd",
    );
    await expect(resolveInWorkspace(ws, `${ws}-other/x`)).rejects.toThrow("path outside the workspace");
  });

  it("refuses symlinks that lead out, even to files that do not exist", async () => {
    await expect(resolveInWorkspace(ws, "etc-link")).rejects.toThrow("path outside the workspace");
    await expect(resolveInWorkspace(ws, "etc-link/passwd")).rejects.toThrow("path outside the workspace");
    await expect(resolveInWorkspace(ws, "etc-link/no/such/file")).rejects.toThrow(
      "path outside the workspace",
    );
    await expect(resolveInWorkspace(ws, "hostname-link")).rejects.toThrow("path outside the workspace");
  });
});

describe("read_file", () => {
  it("returns numbered lines, CRLF handled", async () => {
    const out = await readFileTool.run({ path: "a.txt" }, ctx);
    expect(out).toBe("     1\talpha\n     2\tbeta\n     3\tgamma\n     4\tdelta");
  });

  it("honours offset and limit and says where to continue", async () => {
    const out = await readFileTool.run({ path: "a.txt", offset: 2, limit: 2 }, ctx);
    expect(out).toBe("     2\tbeta\n     3\tgamma\n[more lines follow; continue with offset=4]");
    expect(await readFileTool.run({ path: "a.txt", offset: 99 }, ctx)).toMatch(/offset 99 is past the end/);
  });

  it("truncates large output with an explicit note", async () => {
    const out = await readFileTool.run({ path: "long.txt" }, ctx);
    expect(out).toMatch(/\[output truncated: \d+ more bytes; read fewer lines with offset\/limit\]$/);
    expect(Buffer.byteLength(out)).toBeLessThan(41_000);
    expect(out.startsWith("     1\tline 1 ")).toBe(true);
  });

  it("refuses escapes and explains other failures", async () => {
    await expect(readFileTool.run({ path: "../etc/passwd" }, ctx)).rejects.toThrow(
      "path outside the workspace",
    );
    await expect(readFileTool.run({ path: "/etc/passwd" }, ctx)).rejects.toThrow(
      "path outside the workspace",
    );
    await expect(readFileTool.run({ path: "etc-link/passwd" }, ctx)).rejects.toThrow(
      "path outside the workspace",
    );
    await expect(readFileTool.run({ path: "missing.txt" }, ctx)).rejects.toThrow(
      "no such file or directory: missing.txt",
    );
    await expect(readFileTool.run({ path: "src" }, ctx)).rejects.toThrow("src is a directory");
    expect(await readFileTool.run({ path: "bin.dat" }, ctx)).toMatch(/binary file of 6 bytes/);
    expect(await readFileTool.run({ path: "empty.txt" }, ctx)).toBe("(empty.txt is empty)");
  });

  it("reads through a symlink that stays inside", async () => {
    expect(await readFileTool.run({ path: "inside-link.ts" }, ctx)).toContain("export const x = 1;");
  });
});

describe("list_files", () => {
  it("lists recursively in name order, skipping .git, node_modules and links that lead out", async () => {
    const out = (await listFilesTool.run({}, ctx)).split("\n");
    expect(out).toEqual([
      ".github/workflows/ci.yml",
      "a.txt",
      "bin.dat",
      "empty.txt",
      "inside-link.ts",
      "long.txt",
      "src/sub/y.ts",
      "src/sub/z.tsx",
      "src/x.ts",
    ]);
  });

  it("filters with a glob; a pattern without / matches names", async () => {
    expect(await listFilesTool.run({ pattern: "*.ts" }, ctx)).toBe("inside-link.ts\nsrc/sub/y.ts\nsrc/x.ts");
    expect(await listFilesTool.run({ pattern: "src/**/*.{ts,tsx}" }, ctx)).toBe(
      "src/sub/y.ts\nsrc/sub/z.tsx\nsrc/x.ts",
    );
    expect(await listFilesTool.run({ path: "src", pattern: "sub/*" }, ctx)).toBe(
      "src/sub/y.ts\nsrc/sub/z.tsx",
    );
    expect(await listFilesTool.run({ pattern: "*.none" }, ctx)).toBe("(no files match)");
  });

  it("refuses to list outside", async () => {
    await expect(listFilesTool.run({ path: ".." }, ctx)).rejects.toThrow("path outside the workspace: ..");
    await expect(listFilesTool.run({ path: "etc-link" }, ctx)).rejects.toThrow("path outside the workspace");
  });
});

describe("grep", () => {
  it("reports file:line: text, skipping binary files, .git and node_modules", async () => {
    const out = await grepTool.run({ pattern: "TODO" }, ctx);
    expect(out.split("\n")).toEqual([
      ".github/workflows/ci.yml:1: on: push # TODO",
      "inside-link.ts:2: // TODO: fix x",
      "src/sub/y.ts:1: export const y = 2; // TODO later",
      "src/x.ts:2: // TODO: fix x",
    ]);
  });

  it("searches one file or directory, with regex syntax", async () => {
    expect(await grepTool.run({ pattern: "^(beta|delta)$", path: "a.txt" }, ctx)).toBe(
      "a.txt:2: beta\na.txt:4: delta",
    );
    expect(await grepTool.run({ pattern: "(?i:export) CONST y", path: "src" }, ctx)).toBe("(no matches)");
    expect(await grepTool.run({ pattern: "(?i:EXPORT) const y", path: "src" }, ctx)).toContain(
      "src/sub/y.ts:1:",
    );
  });

  it("caps the number of matches", async () => {
    const out = await grepTool.run({ pattern: "^line", path: "long.txt" }, ctx);
    const lines = out.split("\n");
    expect(lines).toHaveLength(201);
    expect(lines.at(-1)).toBe("[more than 200 matches; narrow the pattern or path]");
  });

  it("explains bad patterns and refuses escapes", async () => {
    await expect(grepTool.run({ pattern: "(" }, ctx)).rejects.toThrow(/invalid regular expression/);
    await expect(grepTool.run({ pattern: "root", path: "/etc" }, ctx)).rejects.toThrow(
      "path outside the workspace",
    );
  });

  it("stops a catastrophically backtracking pattern", async () => {
    await writeFile(path.join(ws, "redos.txt"), `${"a".repeat(40)}b\n`);
    try {
      await expect(grepTool.run({ pattern: "^(a+)+$", path: "redos.txt" }, ctx)).rejects.toThrow(
        /took too long/,
      );
    } finally {
      await rm(path.join(ws, "redos.txt"));
    }
  });
});

describe("globMatcher", () => {
  const cases: [string, string, boolean][] = [
    ["*.ts", "a.ts", true],
    ["src/*.ts", "src/a/b.ts", false],
    ["*.ts", "a/b.ts", true],
    ["**/*.ts", "b.ts", true],
    ["**/*.ts", ".github/a/b.ts", true],
    ["*.yml", ".github/workflows/ci.yml", true],
    [".github/**/*.yml", ".github/workflows/ci.yml", true],
    ["**/workflows/*", ".github/workflows/ci.yml", true],
    ["src/**", "src/a/b", true],
    ["src/**/x", "src/x", true],
    ["a?c", "abc", true],
    ["a?c", "a/c", false],
    ["[ab].md", "b.md", true],
    ["[!ab].md", "b.md", false],
    ["*.{yml,yaml}", "x.yaml", true],
    ["a.b", "axb", false],
  ];
  for (const [glob, p, expected] of cases) {
    it(`${glob} ${expected ? "matches" : "does not match"} ${p}`, () => {
      expect(globMatcher(glob)(p)).toBe(expected);
    });
  }

  it("refuses brace groups past the bound and reads extglobs as text: both backtrack exponentially", () => {
    // `{?,??}` k times then Z: Fibonacci(k) splits of a name that does not match, synchronously.
    expect(() => globMatcher(`${"{?,??}".repeat(26)}Z`)).toThrow(/26 `\{…\}` groups \(at most 3\)/);
    expect(globMatcher("{a,b}/{c,d}/*.{ts,js}")("b/c/x.js")).toBe(true);
    const extglob = globMatcher("+(a|aa)+(a|aa)+(a|aa)+(a|aa)+(a|aa)+(a|aa)b");
    expect(extglob(`${"a".repeat(40)}`)).toBe(false);
    expect(globMatcher("+(a|b).md")("+(a|b).md")).toBe(true);
  });
});

describe("git's own data and files that are not plain", () => {
  // What actions/checkout leaves behind: the job token, base64-encoded, in .git/config.
  const SECRET_LINE = "extraheader = AUTHORIZATION: basic eC1hY2Nlc3MtdG9rZW46Z2hzX3NlY3JldA==";
  let repo: string;
  let rctx: ToolContext;
  const run = <I>(tool: { run: (input: I, c: ToolContext) => Promise<string> }, input: I) =>
    tool.run(input, rctx).then(
      (out) => ({ out, error: "" }),
      (e: Error) => ({ out: "", error: e.message }),
    );

  beforeAll(async () => {
    repo = await realpath(tempDir("baton-git-"));
    rctx = { workspace: repo, redact: (text: string) => text };
    await mkdir(path.join(repo, ".git"), { recursive: true });
    await mkdir(path.join(repo, "sub/.GIT"), { recursive: true });
    await mkdir(path.join(repo, "docs"), { recursive: true });
    await writeFile(path.join(repo, ".git/config"), `[http]\n\t${SECRET_LINE}\n`);
    await writeFile(path.join(repo, "sub/.GIT/config"), `${SECRET_LINE}\n`);
    await writeFile(path.join(repo, "vendored.git"), "not git data: only the name .git itself is\n");
    await mkdir(path.join(repo, "module"), { recursive: true });
    await writeFile(path.join(repo, "module/.git"), "gitdir: ../.git/modules/module\nextraheader\n");
    await writeFile(path.join(repo, "docs/readme.md"), "extraheader is documented here\n");
    await symlink(path.join(repo, ".git/config"), path.join(repo, "config-link"));
    await symlink(path.join(repo, ".git"), path.join(repo, "git-dir-link"));
    await link(path.join(repo, ".git/config"), path.join(repo, "config-hardlink"));
    await new Promise<void>((resolve, reject) =>
      execFile("mkfifo", [path.join(repo, "fifo")], (e) => (e ? reject(e) : resolve())),
    );
  });

  it("read_file refuses .git by any path: direct, nested, any case, through a symlink", async () => {
    for (const p of [
      ".git/config",
      "./.git/config",
      "sub/.GIT/config",
      "module/.git",
      "docs/../.git/config",
    ]) {
      const { out, error } = await run(readFileTool, { path: p });
      expect(out).toBe("");
      expect(error).toContain("git's own data (.git)");
    }
    for (const p of ["config-link", "git-dir-link/config", path.join(repo, ".git/config")]) {
      expect((await run(readFileTool, { path: p })).error).toContain("git's own data");
    }
    expect((await run(readFileTool, { path: "vendored.git" })).out).toContain("only the name");
  });

  it("read_file refuses a hard link (it may be .git/config under another name) and a FIFO, without blocking", async () => {
    expect((await run(readFileTool, { path: "config-hardlink" })).error).toBe(
      "config-hardlink has other hard links, which file tools do not follow",
    );
    expect((await run(readFileTool, { path: "fifo" })).error).toBe("fifo is not a regular file");
  });

  it("grep and list_files never show .git, by path, glob or link", async () => {
    const everything = await run(grepTool, { pattern: "extraheader|gitdir" });
    expect(everything.out).toContain("docs/readme.md:1:");
    expect(everything.out).not.toContain("AUTHORIZATION");
    expect(everything.out).not.toContain("gitdir");
    expect(everything.out).toContain("files not searched");
    for (const p of [".git", ".git/config", "sub/.GIT", "git-dir-link"]) {
      expect((await run(grepTool, { pattern: "basic", path: p })).error).toContain("git's own data");
      expect((await run(listFilesTool, { path: p })).error).toContain("git's own data");
    }
    const listed = await run(listFilesTool, { pattern: "**/*" });
    expect(listed.out.split("\n").filter((l) => /(^|\/)\.git(\/|$)/i.test(l) || l === "config-link")).toEqual(
      [],
    );
    expect(listed.out).toContain("vendored.git");
  });
});
