import { afterEach, describe, expect, it } from "vitest";
import type { CliIO } from "../../src/cli/io.ts";
import { main } from "../../src/cli/main.ts";
import { unsupportedNode } from "../../src/cli/node-version.ts";
import { tempDir } from "../helpers/temp-dir.ts";

const realVersion = process.version;
const runningOn = (version: string) => Object.defineProperty(process, "version", { value: version });
afterEach(() => void runningOn(realVersion));

function io() {
  const out: string[] = [];
  const err: string[] = [];
  const cwd = tempDir();
  const cli: CliIO = {
    stdout: (t) => void out.push(t),
    stderr: (t) => void err.push(t),
    env: { HOME: cwd },
    cwd,
    isTTY: false,
    stderrIsTTY: false,
  };
  return { cli, out, err };
}

describe("the Node the CLI runs on", () => {
  it("is 22 or newer, as package.json's engines says", () => {
    expect(unsupportedNode("v22.0.0", "/n")).toBeUndefined();
    expect(unsupportedNode("v24.21.0", "/n")).toBeUndefined();
    expect(unsupportedNode("v20.20.2", "/usr/bin/node")).toBe(
      "needs Node 22 or newer; this is Node v20.20.2 (/usr/bin/node)",
    );
  });

  // Was: an installed CLI on Node 20 or 22 refused even `--version` and `--help`, which are what
  // one runs to find out what is wrong.
  it("answers --version and --help on any Node, and refuses a command on an older one in one line", async () => {
    runningOn("v18.19.0");
    for (const argv of [["--version"], ["--help"], ["help", "run"], ["run", "--help"]]) {
      const { cli, out } = io();
      expect(await main(argv, cli), argv.join(" ")).toBe(0);
      expect(out.join("")).toMatch(/baton/);
    }
    const { cli, err } = io();
    expect(await main(["recipes"], cli)).toBe(2);
    expect(err.join("")).toBe(`baton: needs Node 22 or newer; this is Node v18.19.0 (${process.execPath})\n`);
  });
});
