// The CLI's words where the first hour tripped over them (issue: "Wording and small gaps").
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import type { CliIO } from "../../src/cli/io.ts";
import { main } from "../../src/cli/main.ts";
import { tempDir } from "../helpers/temp-dir.ts";

async function baton(argv: string[], seed?: (cwd: string) => void) {
  const cwd = tempDir();
  seed?.(cwd);
  const out: string[] = [];
  const err: string[] = [];
  const io: CliIO = {
    stdout: (t) => void out.push(t),
    stderr: (t) => void err.push(t),
    env: { HOME: cwd, PATH: cwd },
    cwd,
    isTTY: false,
    stderrIsTTY: false,
  };
  const code = await main(argv, io);
  return { code, out: out.join(""), err: err.join("") };
}

describe("the CLI's words", () => {
  // Was: `baton: Unknown option '--bogus'`, not the documented `baton COMMAND: …` form, no suggestion.
  it("an unknown option names the command and the option meant", async () => {
    expect(await baton(["run", "--recipie", "x"])).toMatchObject({
      code: 2,
      err: "baton run: unknown option --recipie (did you mean --recipe?)\n",
    });
    expect((await baton(["sessions", "--bogus"])).err).toBe("baton sessions: unknown option --bogus\n");
  });

  // Was: parseArgs' three lines ("argument is ambiguous. Did you forget…").
  it("a value starting with a dash is one line", async () => {
    expect((await baton(["run", "--max-turns", "-5", "hi"])).err).toBe(
      'baton run: --max-turns needs a value; "-5" starts with "-" (write --max-turns=-5 if it is the value)\n',
    );
    expect((await baton(["pop", "-1"])).err).toBe(
      'baton pop: -1 reads as an option; a value starting with "-" goes after "--" (-- -1)\n',
    );
  });

  // Was: "name a conversation with -c ID or --follow", though view takes the id as its argument.
  it("baton view names its positional id", async () => {
    expect((await baton(["view"])).err).toBe("baton view: name a conversation with ID, -c ID or --follow\n");
  });

  // Was: a PR's URL was refused.
  it("baton pull takes an issue's or PR's URL", async () => {
    for (const url of [
      "https://github.com/octo/repo/pull/5",
      "https://ghe.example.com/octo/repo/issues/7#issuecomment-1",
    ]) {
      const r = await baton(["pull", url]);
      expect(r.err).toBe(
        "baton pull: pull needs a GitHub token: set GITHUB_TOKEN, or log in with `gh auth login`\n",
      );
    }
    expect((await baton(["pull", "https://github.com/octo/repo"])).err).toContain(
      "owner/repo#NUMBER or its URL",
    );
  });

  // Was: 170 columns, the description in the middle.
  it("baton recipes fits a terminal", async () => {
    const r = await baton(["recipes"]);
    expect(r.code).toBe(0);
    for (const line of r.out.trimEnd().split("\n")) expect(line.length, line).toBeLessThanOrEqual(80);
  });

  // Was: "1 messages".
  it("counts one message in the singular", async () => {
    const r = await baton(["context", "-c", "c1"], (cwd) => {
      mkdirSync(join(cwd, ".baton/c1"), { recursive: true });
      const lines = [
        { type: "session", version: 1, id: "c1", created_at: "2026-01-01T00:00:00.000Z" },
        {
          type: "message",
          id: "e1",
          parent_id: null,
          timestamp: "2026-01-01T00:00:00.000Z",
          message: { role: "user", content: "hi" },
        },
      ];
      writeFileSync(
        join(cwd, ".baton/c1/session.jsonl"),
        `${lines.map((l) => JSON.stringify(l)).join("\n")}\n`,
      );
    });
    expect(r.out).toMatch(/^conversation c1: 1 message, /);
  });
});
