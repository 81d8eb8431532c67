// `baton run -r implement` edits the local working tree: it starts only on a clean tree (unless
// --allow-dirty), ends with what changed (files, +/− lines), and refuses hostile paths; the
// lint-after-edit example hook sends the run back after an edit.
import { execFileSync } from "node:child_process";
import { readFile, symlink, writeFile } from "node:fs/promises";
import { join, resolve } from "node:path";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { type FakeOpenAI, startFakeOpenAI } from "../fakes/openai-server.ts";
import { runCli } from "../helpers/cli.ts";
import { committedRepo } from "../helpers/git-repo.ts";
import { tempDir } from "../helpers/temp-dir.ts";

let ai: FakeOpenAI;
let cwd: string;
beforeAll(async () => {
  ai = await startFakeOpenAI();
});
afterAll(() => ai.close());

let git: (...args: string[]) => string;

beforeEach(async () => {
  ai.reset();
  ({ cwd, git } = await committedRepo("baton-implement-"));
});

const env = {
  OPENAI_API_KEY: "sk-test-key-000000000000000000000000",
  BATON_RETRY_MAX: "0",
  BATON_HOOKS_PATH: "",
};
const baton = (args: string[]) => runCli(args, { cwd, env: { ...env, OPENAI_BASE_URL: ai.url } });
const toolResults = () =>
  ai.requests.flatMap((r) => r.messages.filter((m) => m.role === "tool").map((m) => String(m.content)));

describe("baton run -r implement", () => {
  it("edits the working tree and ends with a diff summary", async () => {
    ai.enqueue(
      {
        tool_calls: [
          {
            name: "edit_file",
            arguments: { path: "lexer.ts", edits: [{ old_text: "b = 2", new_text: "b = 3" }] },
          },
          {
            name: "write_file",
            arguments: { path: "src/c.ts", content: "export const c = 4;\nexport const d = 5;\n" },
          },
        ],
      },
      { content: "Changed b and added c." },
    );
    const r = await baton(["run", "-r", "implement", "make b 3 and add c"]);
    expect(r.stderr).not.toMatch(/error/i);
    expect(r.code).toBe(0);
    expect(r.stdout).toContain("Changed b and added c.");
    expect(await readFile(join(cwd, "lexer.ts"), "utf8")).toBe("export const a = 1;\nexport const b = 3;\n");
    expect(r.stderr).toContain("2 files changed, +3 −1:\n  lexer.ts  +1 −1\n  src/c.ts (new)  +2 −0\n");
    // Without checks: the prompt tells the model to say none ran, and no run_checks is offered.
    expect(ai.requests[0]!.messages[0]!.content).toContain("The repository names no checks");
    expect(ai.requests[0]!.tools?.map((t) => t.function.name)).not.toContain("run_checks");
  });

  it("refuses to start on uncommitted changes unless --allow-dirty", async () => {
    await writeFile(join(cwd, "lexer.ts"), "my own work\n");
    const r = await baton(["run", "-r", "implement", "go"]);
    expect(r.code).not.toBe(0);
    expect(r.stderr).toContain("the working tree has uncommitted changes (1 file: lexer.ts)");
    expect(r.stderr).toContain("--allow-dirty");
    expect(ai.requests).toHaveLength(0);

    ai.enqueue({ content: "Nothing to change." });
    const allowed = await baton(["run", "-r", "implement", "--allow-dirty", "go"]);
    expect(allowed.code).toBe(0);
    expect(allowed.stderr).toContain("1 file changed, +1 −2:\n  lexer.ts  +1 −2\n");
  });

  it("refuses hostile paths, each with its reason, and writes none of them", async () => {
    const outside = tempDir("baton-implement-outside-");
    await symlink(outside, join(cwd, "out-link"));
    git("add", "out-link");
    git("commit", "-q", "-m", "a link");
    const hostile = [
      ".git/config",
      ".github/workflows/ci.yml",
      "~/.npmrc",
      "../x",
      resolve(outside, "abs.txt"),
      "out-link/through.txt",
      ".github/baton.yml",
    ];
    ai.enqueue(
      {
        tool_calls: hostile.map((path) => ({ name: "write_file", arguments: { path, content: "pwned\n" } })),
      },
      { content: "I could not write those." },
    );
    const r = await baton(["run", "-r", "implement", "write those files"]);
    expect(r.code).toBe(0);
    const results = toolResults();
    expect(results).toEqual([
      expect.stringContaining(".git/config is in git's own data (.git)"),
      expect.stringContaining("a workflow's token cannot push a change to .github/workflows"),
      expect.stringContaining("~/.npmrc may hold secrets"),
      expect.stringContaining("path outside the workspace: ../x"),
      expect.stringContaining("path outside the workspace: /"),
      expect.stringContaining("a symlink leads out of it"),
      expect.stringContaining("is Baton's own configuration"),
    ]);
    for (const result of results) expect(result).toMatch(/^Error: /);
    expect(execFileSync("ls", ["-A", outside], { encoding: "utf8" })).toBe("");
    expect(git("config", "--get", "core.bare").trim()).toBe("false");
    expect(r.stderr).toContain("no files changed");
  });

  it("runs the lint-after-edit example hook: after an edit the run goes on with 'run the linter'", async () => {
    const hooks = tempDir("baton-implement-hooks-");
    execFileSync("cp", [resolve(import.meta.dirname, "../../examples/hooks/lint-after-edit"), hooks]);
    ai.enqueue(
      {
        tool_calls: [
          {
            name: "edit_file",
            arguments: { path: "lexer.ts", edits: [{ old_text: "a = 1", new_text: "a = 10" }] },
          },
        ],
      },
      { content: "Changed a." },
      { content: "Linted: nothing to fix." },
    );
    const r = await runCli(["run", "-r", "implement", "--hooks-path", hooks, "make a 10"], {
      cwd,
      env: { ...env, OPENAI_BASE_URL: ai.url },
    });
    expect(r.code).toBe(0);
    expect(r.stdout).toContain("Linted: nothing to fix.");
    expect(ai.requests).toHaveLength(3);
    expect(ai.requests[2]!.messages.at(-1)).toMatchObject({
      role: "user",
      content: "Please run the linter to check for any issues, and fix what it reports.",
    });
  });
});
