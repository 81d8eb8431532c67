import { execFileSync } from "node:child_process";
import { closeSync, constants, mkdirSync, openSync, writeFileSync } from "node:fs";
import { mkdir, realpath, symlink, writeFile } from "node:fs/promises";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { ignoredPaths } from "../../../src/engine/config/review-paths.ts";
import { gitignoreRules, MAX_PATH_DEPTH } from "../../../src/engine/tools/files/access.ts";
import { globMatcher, MAX_GLOBSTARS, MAX_STARS_PER_SEGMENT } from "../../../src/engine/tools/files/glob.ts";
import { grepTool } from "../../../src/engine/tools/files/grep.ts";
import { listFilesTool } from "../../../src/engine/tools/files/list-files.ts";
import { readFileTool } from "../../../src/engine/tools/files/read-file.ts";
import type { ToolContext } from "../../../src/engine/tools/tool.ts";
import { createToolset } from "../../../src/engine/tools/toolset.ts";
import { tempDir } from "../../helpers/temp-dir.ts";

let ws: string;
let ctx: ToolContext;
const read = (p: string, c: ToolContext = ctx) =>
  readFileTool.run({ path: p }, c).then(
    (out) => ({ out, error: "" }),
    (e: Error) => ({ out: "", error: e.message }),
  );
const list = async (c: ToolContext = ctx, pattern?: string) =>
  (await listFilesTool.run({ pattern }, c)).split("\n");

beforeAll(async () => {
  ws = await realpath(tempDir("baton-access-"));
  ctx = { workspace: ws, redact: (text: string) => text };
  const files: Record<string, string> = {
    ".env": "DB_PASSWORD=hunter2\nAWS_SECRET_ACCESS_KEY=wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY\n",
    ".env.production": "TOKEN=secret-prod\n",
    ".env.example": "DB_PASSWORD=changeme\n",
    "deploy/id_rsa": "-----BEGIN OPENSSH PRIVATE KEY----- secret-key\n",
    "deploy/id_rsa.pub": "ssh-rsa AAAA public\n",
    "certs/server.pem": "-----BEGIN PRIVATE KEY----- secret-pem\n",
    ".npmrc": "//registry.npmjs.org/:_authToken=secret-npm\n",
    ".gitignore": "build/\n*.log\n",
    "build/out.js": "needle in build\n",
    "debug.log": "needle in log\n",
    "src/app.ts": "needle in source\n",
    "src/.gitignore": "generated.ts\n!keep.log\n",
    "src/generated.ts": "needle generated\n",
    "src/keep.log": "needle kept by a nested negation\n",
    ".git/config": "needle in git\n",
  };
  for (const [name, text] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(ws, name)), { recursive: true });
    await writeFile(path.join(ws, name), text);
  }
  // A name that looks harmless for a secrets file: what it points to decides.
  await symlink(path.join(ws, ".env"), path.join(ws, "notes.txt"));
});

describe("secrets files", () => {
  it("read_file refuses them, saying why", async () => {
    for (const name of [".env", ".env.production", "deploy/id_rsa", "certs/server.pem", ".npmrc"]) {
      const { out, error } = await read(name);
      expect(out).toBe("");
      expect(error).toMatch(/may hold secrets/);
    }
  });

  it("refuses them under another name, through a symlink", async () => {
    expect((await read("notes.txt")).error).toMatch(/may hold secrets/);
    expect(await list()).not.toContain("notes.txt");
  });

  it("reads committed samples and public keys", async () => {
    expect((await read(".env.example")).out).toContain("changeme");
    expect((await read("deploy/id_rsa.pub")).out).toContain("public");
  });

  it("neither lists nor searches them", async () => {
    const files = await list();
    for (const name of [".env", ".env.production", "deploy/id_rsa", "certs/server.pem", ".npmrc"])
      expect(files).not.toContain(name);
    expect(files).toContain(".env.example");
    const hits = await grepTool.run({ pattern: "secret|hunter2" }, ctx);
    expect(hits).toBe("(no matches)");
  });
});

describe(".gitignore", () => {
  it("keeps ignored files out of list_files, grep and read_file, root and nested rules alike", async () => {
    const files = await list();
    expect(files).toEqual(expect.arrayContaining(["src/app.ts", "src/keep.log", ".gitignore"]));
    for (const name of ["build/out.js", "debug.log", "src/generated.ts"]) expect(files).not.toContain(name);
    const hits = (await grepTool.run({ pattern: "needle" }, ctx)).split("\n").map((l) => l.split(":")[0]);
    expect(hits.sort()).toEqual(["src/app.ts", "src/keep.log"]);
    for (const name of ["build/out.js", "debug.log", "src/generated.ts"])
      expect((await read(name)).error).toMatch(/ignored by \.gitignore/);
    expect((await read("src/keep.log")).out).toContain("nested negation");
  });
});

describe("a recipe's read_paths", () => {
  it("opens ignored and secrets files it names, and nothing else", async () => {
    const open = { workspace: ws, readPaths: ["build/**", ".env"], redact: (text: string) => text };
    expect((await read("build/out.js", open)).out).toContain("needle in build");
    expect((await read(".env", open)).out).toContain("DB_PASSWORD");
    expect((await read("debug.log", open)).error).toMatch(/ignored/);
    expect(await list(open)).toEqual(expect.arrayContaining(["build/out.js", ".env"]));
  });

  it("never opens .git", async () => {
    const open = { workspace: ws, readPaths: [".git/**", "**"], redact: (text: string) => text };
    expect((await read(".git/config", open)).error).toMatch(/git's own data/);
    expect(await list(open)).not.toContain(".git/config");
    expect(await grepTool.run({ pattern: "in git" }, open)).toBe("(no matches)");
  });

  it("reaches the file tools from the toolset", async () => {
    const toolset = createToolset({
      allowedCommands: [],
      readPaths: [".env"],
      context: { workspace: ws, redact: (text: string) => text },
    });
    const result = await toolset.execute("read_file", JSON.stringify({ path: ".env" }));
    expect(result.isError).toBe(false);
    const closed = createToolset({
      allowedCommands: [],
      context: { workspace: ws, redact: (text: string) => text },
    });
    expect((await closed.execute("read_file", JSON.stringify({ path: ".env" }))).isError).toBe(true);
  });
});

describe("glob patterns built against the matcher", () => {
  it("match `**?**?…Z` at once: runs of wildcards are collapsed", async () => {
    // The old matcher took 143 s on 12 repetitions against a long name.
    const name = "a".repeat(200);
    for (const reps of [12, 40]) {
      const match = globMatcher(`${"**?".repeat(reps)}Z`);
      expect(match(name)).toBe(false);
      expect(match(`${name}Z`)).toBe(reps <= 40);
      expect(match(`${"b/".repeat(20)}${name}`)).toBe(false);
    }
    expect(globMatcher("a**?**?b")("axyb")).toBe(true);
    expect(globMatcher("a**?**?b")("axb")).toBe(false);
    const out = await listFilesTool.run({ pattern: `${"**?".repeat(12)}Z` }, ctx);
    expect(out).toBe("(no files match)");
  });

  it("refuses patterns whose matching could take polynomial time, saying why", async () => {
    const pattern = `${"*a".repeat(MAX_STARS_PER_SEGMENT + 1)}Z`;
    expect(() => globMatcher(pattern)).toThrow(/in one path segment/);
    expect(() => globMatcher("**/a/".repeat(MAX_GLOBSTARS + 1))).toThrow(/`\*\*` segments/);
    expect(globMatcher(`${"**/a/".repeat(MAX_GLOBSTARS)}b`)(`${"a/".repeat(40)}b`)).toBe(true);
    await expect(listFilesTool.run({ pattern: "x".repeat(300) }, ctx)).rejects.toThrow(/too long/);
  });
});

describe("files the tools meet that nobody vetted (a PR's checkout, what a program left)", () => {
  const plain = (workspace: string, extra: Partial<ToolContext> = {}): ToolContext => ({
    workspace,
    redact: (text: string) => text,
    ...extra,
  });

  // Was: list_files and grep started at a symlinked folder checked each file by the link's name
  // only, so `pub -> private` showed what review.ignore (or .gitignore) keeps out; read_file refused.
  it("a walk started at a symlink checks each file by where it is, as read_file does", async () => {
    const root = await realpath(tempDir("baton-access-link-"));
    await mkdir(path.join(root, "private"));
    await writeFile(path.join(root, "private/plan.md"), "needle: the acquisition closes on Friday\n");
    await symlink("private", path.join(root, "pub"));
    await writeFile(path.join(root, ".gitignore"), "build/\n");
    await mkdir(path.join(root, "build"));
    await writeFile(path.join(root, "build/out.js"), "needle in build output\n");
    await symlink("build", path.join(root, "out"));
    const c = plain(root, { ignoredPath: ignoredPaths({ review: { ignore: ["private/**"] } } as never)! });
    expect((await read("pub/plan.md", c)).error).toContain("review.ignore");
    expect(await grepTool.run({ pattern: "needle", path: "pub" }, c)).toBe("(no matches)");
    expect(await listFilesTool.run({ path: "pub" }, c)).toBe("(no files match)");
    expect(await grepTool.run({ pattern: "needle", path: "out" }, c)).toBe("(no matches)");
    // A link to a folder that may be read is walked, under the name of where it leads.
    await mkdir(path.join(root, "src"));
    await writeFile(path.join(root, "src/a.ts"), "needle\n");
    await symlink("src", path.join(root, "lib"));
    expect(await grepTool.run({ pattern: "needle", path: "lib" }, c)).toBe("src/a.ts:1: needle");
  });

  // Was: a FIFO named .gitignore (a program the model ran can make one) was opened and waited on
  // for ever, cancelling or not; a .gitignore symlinked out of the workspace (or to /dev/zero) was
  // read. Git reads neither since 2.32.
  it("reads a .gitignore only when it is a regular file of its own, as git does", async () => {
    const root = await realpath(tempDir("baton-access-fifo-"));
    await writeFile(path.join(root, "a.txt"), "a\n");
    const fifo = path.join(root, ".gitignore");
    execFileSync("mkfifo", [fifo]);
    try {
      expect(await listFilesTool.run({}, plain(root))).toBe("a.txt");
    } finally {
      // Should the open have blocked, a writer that opens and closes lets it end.
      try {
        closeSync(openSync(fifo, constants.O_WRONLY | constants.O_NONBLOCK));
      } catch {
        // no reader waiting: nothing blocked
      }
    }
    const outside = await realpath(tempDir("baton-access-out-"));
    const linked = await realpath(tempDir("baton-access-ws-"));
    writeFileSync(path.join(outside, "rules"), "*\n");
    await writeFile(path.join(linked, "app.ts"), "export {}\n");
    await symlink(path.join(outside, "rules"), path.join(linked, ".gitignore"));
    expect(await listFilesTool.run({}, plain(linked))).toBe("app.ts");
  });

  // Was: the walk cost depth³ (13.6 s at 400 levels, 401 entries), and paths of any depth were
  // matched against .gitignore patterns whose cost grows with it. The bench times it.
  it(`goes no deeper than ${MAX_PATH_DEPTH} folders, and says so`, async () => {
    const root = await realpath(tempDir("baton-access-deep-"));
    const inside = Array<string>(MAX_PATH_DEPTH).fill("d");
    mkdirSync(path.join(root, ...inside, "e"), { recursive: true });
    writeFileSync(path.join(root, ...inside, "f.txt"), "needle\n");
    writeFileSync(path.join(root, ...inside, "e", "g.txt"), "needle\n");
    const listed = (await listFilesTool.run({}, plain(root))).split("\n");
    expect(listed).toEqual([
      `${inside.join("/")}/f.txt`,
      `[folders nested deeper than ${MAX_PATH_DEPTH} levels are not listed]`,
    ]);
    expect((await read(`${inside.join("/")}/e/g.txt`, plain(root))).error).toContain(
      `is nested deeper than ${MAX_PATH_DEPTH} folders`,
    );
    expect(await grepTool.run({ pattern: "needle" }, plain(root))).toContain("are not searched");
  });

  // Was: `a/**/**/…/b` reached the ignore package as written; its pattern backtracks once per
  // `**` (25 s for one path 30 folders deep at ten of them), with no timer able to fire.
  it("reads a run of `**` as one, and a line with two `**` between folders as no rule", () => {
    expect(gitignoreRules("a/**/**/**/b\n**/**/x\nfoo/**/**\na/**/b/**/c\n**/a/**\n!keep/**/**/me")).toEqual([
      "a/**/b",
      "**/x",
      "foo/**",
      "**/a/**",
      "!keep/**/me",
    ]);
  });

  it("still honours a .gitignore whose `**` runs were merged", async () => {
    const root = await realpath(tempDir("baton-access-stars-"));
    await writeFile(path.join(root, ".gitignore"), `a/${"**/".repeat(10)}b\n`);
    mkdirSync(path.join(root, "a", ...Array<string>(30).fill("x"), "b"), { recursive: true });
    writeFileSync(path.join(root, "a", ...Array<string>(30).fill("x"), "c.txt"), "x\n");
    writeFileSync(path.join(root, "a", ...Array<string>(30).fill("x"), "b", "hidden.txt"), "x\n");
    expect((await listFilesTool.run({}, plain(root))).split("\n")).toEqual([
      ".gitignore",
      `a/${Array(30).fill("x").join("/")}/c.txt`,
    ]);
  });

  // Was: grep skipped a file it could not open without a word; a name that is not UTF-8 (git
  // stores bytes) is listed under a name no tool can open, so a PR could hide code from a search.
  it("grep says how many listed files it could not read", async () => {
    const root = await realpath(tempDir("baton-access-bytes-"));
    writeFileSync(
      Buffer.concat([Buffer.from(`${root}/b`), Buffer.from([0xff]), Buffer.from(".ts")]),
      "needle\n",
    );
    expect(await grepTool.run({ pattern: "needle" }, plain(root))).toBe(
      "(no matches)\n[1 files could not be read: gone since listed, or named in bytes that are not UTF-8]",
    );
  });

  // Found by reviewing this change: a .gitignore over the first cap (64 KiB) was read as holding
  // no rules, showing every file it names. Its first MiB of whole lines is read now.
  it("honours a large .gitignore", async () => {
    const root = await realpath(tempDir("baton-access-large-"));
    const generated = Array.from({ length: 3000 }, (_, i) => `generated/output-file-${i}.js`);
    writeFileSync(path.join(root, ".gitignore"), [...generated, "secrets.txt", ""].join("\n"));
    writeFileSync(path.join(root, "secrets.txt"), "token\n");
    expect((await read("secrets.txt", plain(root))).error).toContain(".gitignore");
  });
});
