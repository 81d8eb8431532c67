import { mkdir, realpath, symlink, writeFile } from "node:fs/promises";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
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
