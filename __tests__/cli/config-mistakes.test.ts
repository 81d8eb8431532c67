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

describe("the CLI's own ~/.baton/config.yml", () => {
  function withUserConfig(text: string) {
    const made = cli();
    writeFileSync(join(made.io.cwd, ".github/baton.yml"), "");
    mkdirSync(join(made.io.cwd, ".baton"));
    writeFileSync(join(made.io.cwd, ".baton/config.yml"), text);
    return made;
  }

  it("is where the CLI's MCP servers are read: anything else in it is said and left", async () => {
    const { io, err, out } = withUserConfig(
      "model: gpt-4o\nmcp_servers:\n  docs:\n    command: node\n    args: [server.js]\n",
    );
    expect(await main(["recipes"], io)).toBe(0);
    expect(err).toEqual([
      "warning: ~/.baton/config.yml: only mcp_servers is read from this file; model belongs in .github/baton.yml or the flags\n",
    ]);
    expect(out.join("")).toContain("answer");
  });

  it("with a mistake, blocks a run but not a command that only reads", async () => {
    const bad = "mcp_servers:\n  docs:\n    url: ftp://x\n";
    const reading = withUserConfig(bad);
    expect(await main(["recipes"], reading.io)).toBe(0);
    expect(reading.err).toEqual([
      "warning: ~/.baton/config.yml:3: mcp_servers.docs.url: expected an http:// or https:// URL\n",
      "warning: ~/.baton/config.yml has errors: going on without its MCP servers\n",
    ]);
    const running = withUserConfig(bad);
    expect(await main(["run", "hi"], running.io)).toBe(2);
    expect(running.err.join("")).toBe(
      "baton run: ~/.baton/config.yml:3: mcp_servers.docs.url: expected an http:// or https:// URL\n",
    );
  });
});
