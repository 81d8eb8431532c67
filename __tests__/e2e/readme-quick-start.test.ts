// The README's first screen, followed as a new user would in a fresh clone: its commands as
// written, against the fake model server. A test has no network, so the two commands that need
// one stand in for themselves: `git clone` is a copy of the files git tracks here (dist/
// included, as a clone has it), and `npm ci` is the shared node_modules linked in (the test checks
// the lock file it would install from is there). Every other line runs as written, in a shell.
import { existsSync, readFileSync, symlinkSync } from "node:fs";
import { join, resolve } from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { type FakeOpenAI, startFakeOpenAI } from "../fakes/openai-server.ts";
import { NODE22_BIN } from "../helpers/cli.ts";
import { cloneInto, sh, userEnv } from "../helpers/clone.ts";
import { tempDir } from "../helpers/temp-dir.ts";

vi.setConfig({ testTimeout: 120_000 });

const ROOT = resolve(import.meta.dirname, "../..");
const README = readFileSync(join(ROOT, "README.md"), "utf8");

/** The lines of the `sh` blocks of the README's section `heading`, in order. */
function shellLines(heading: string): string[][] {
  const from = README.indexOf(`\n## ${heading}\n`);
  expect(from, `README has "## ${heading}"`).toBeGreaterThan(-1);
  const section = README.slice(from + 1, README.indexOf("\n## ", from + 1));
  return [...section.matchAll(/```sh\n([\s\S]*?)```/g)].map((m) =>
    m[1]!
      .split("\n")
      .map((l) => l.replace(/\s+#.*$/, "").trim())
      .filter(Boolean),
  );
}

let ai: FakeOpenAI;
let home = "";
beforeAll(async () => {
  ai = await startFakeOpenAI();
});
afterAll(() => ai.close());

describe("the README's quick start, in a fresh clone", () => {
  it("is the first screen: install, run against a model, the tests, and one test file", async () => {
    expect(README.indexOf("## Quick start")).toBeLessThan(README.split("\n").slice(0, 12).join("\n").length);
    const [commands, oneFile] = shellLines("Quick start");
    expect(commands).toHaveLength(4);
    const [cloneLine, install, run, test] = commands!;
    const pkg = JSON.parse(readFileSync(join(ROOT, "package.json"), "utf8"));

    // git clone … && cd baton: the repository package.json names, into the folder it makes.
    const url = /^git clone (\S+) && cd (\S+)$/.exec(cloneLine!);
    expect(url, cloneLine).not.toBeNull();
    expect(pkg.repository.url).toBe(`git+${url![1]}.git`);
    home = tempDir("baton-quick-start-");
    const clone = cloneInto(join(home, url![2]!));
    // npm ci: what it installs from is in the clone; the install itself is the shared one.
    expect(install).toBe("npm ci");
    expect(existsSync(join(clone, "package-lock.json"))).toBe(true);
    symlinkSync(join(ROOT, "node_modules"), join(clone, "node_modules"));

    // The run, as written, with the model server this test has.
    ai.enqueue({ content: "It builds the engine." });
    const ran = await sh(run!, { cwd: clone, env: userEnv(home, { OPENAI_BASE_URL: ai.url }) });
    expect(ran.out).toContain("It builds the engine.");
    expect(ran.code, ran.out).toBe(0);
    expect(ai.calls.at(-1)?.body.messages.at(-1)?.content).toContain("what does src/engine/runtime.ts do?");

    // npm test runs everything (minutes, and this test among them); one test file runs as written.
    expect(test).toBe("npm test");
    expect(pkg.scripts.test).toContain("vitest run");
    expect(oneFile).toHaveLength(1);
    const one = await sh(oneFile![0]!, { cwd: clone, env: userEnv(home) });
    expect(one.out).toMatch(/Test Files\s+.*1 passed/);
    expect(one.code, one.out).toBe(0);
  });

  // The Node 22 binary comes from the tools/node22 workspace, for this platform where npm has one.
  const node22 = existsSync(join(NODE22_BIN, "node")) || Boolean(process.env.CI);
  it.runIf(node22)("installs the CLI from the packed tarball, which runs on Node 22", async () => {
    const [lines] = shellLines("Install the CLI");
    expect(lines!.slice(0, 2)).toEqual(["npm pack", "npm install -g ./baton-dev-baton-*.tgz"]);
    home = tempDir("baton-install-");
    const clone = cloneInto(join(home, "baton"));
    const pkg = readFileSync(join(ROOT, "package.json"), "utf8");
    const prefix = join(home, "global");
    // The oldest Node the README names, first on the PATH, as a user's own would be.
    const env = userEnv(home, { npm_config_prefix: prefix });
    env.PATH = `${join(prefix, "bin")}:${NODE22_BIN}:${env.PATH}`;
    let out = "";
    for (const line of lines!) {
      const step = await sh(line, { cwd: clone, env });
      out += step.out;
      expect(step.code, `${line}\n${step.out}`).toBe(0);
    }
    expect(out).toContain(`baton ${JSON.parse(pkg).version}`);
  });
});
