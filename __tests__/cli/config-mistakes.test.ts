import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import type { CliIO } from "../../src/cli/io.ts";
import { main } from "../../src/cli/main.ts";
import { tempDir } from "../helpers/temp-dir.ts";

const CONFIG = [
  "modle: gpt-4o",
  "max-turns: [5]",
  "review:",
  "  ignore: [1]",
  "tone: terse",
  "langauge: de",
  "",
].join("\n");

function cli() {
  const cwd = tempDir();
  mkdirSync(join(cwd, ".github"));
  writeFileSync(join(cwd, ".github/baton.yml"), CONFIG);
  const err: string[] = [];
  const out: string[] = [];
  const io: CliIO = {
    stdout: (t) => void out.push(t),
    stderr: (t) => void err.push(t),
    env: { HOME: cwd, OPENAI_API_KEY: "sk-x" },
    cwd,
    isTTY: false,
    stderrIsTTY: false,
  };
  return { io, err, out };
}

// Every mistake, in the order of the file's lines: two errors, and the unknown keys around them.
const SAID = [
  '.github/baton.yml:1: unknown key modle is ignored (did you mean "model"?)',
  ".github/baton.yml:2: max-turns: expected a whole number of at least 1",
  ".github/baton.yml:4: review.ignore[0]: expected a string",
  '.github/baton.yml:6: unknown key langauge is ignored (did you mean "language"?)',
];

describe("a mistake in .github/baton.yml", () => {
  // Was: it stopped `baton sessions` and `baton recipes` too, said one error at a time, out of line
  // order, and hid the unknown-key warnings until it was fixed.
  it("does not block the commands that only read: each is a warning, in line order, and they go on", async () => {
    for (const command of ["sessions", "recipes", "context", "view"]) {
      const { io, err } = cli();
      const code = await main(
        [command, ...(command === "context" || command === "view" ? ["--follow"] : [])],
        io,
      );
      expect(err.slice(0, SAID.length + 1), command).toEqual([
        ...SAID.map((s) => `warning: ${s}\n`),
        "warning: .github/baton.yml has errors: going on without its settings\n",
      ]);
      if (command === "sessions" || command === "recipes") expect(code, err.join("")).toBe(0);
    }
  });

  it("refuses a run, saying every problem at once in line order", async () => {
    const { io, err } = cli();
    expect(await main(["run", "hi"], io)).toBe(2);
    expect(err.join("")).toBe(`baton run: ${SAID.join("\n")}\n`);
  });
});
