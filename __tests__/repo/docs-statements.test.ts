// Statements of README.md, docs/ and examples/ checked against what the code does: the
// ones an audit found wrong, so they stay right.
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { describe, expect, it, vi } from "vitest";
import { parseCommandLine } from "../../src/cli/args.ts";
import { cliContext } from "../../src/cli/context.ts";
import type { CliIO } from "../../src/cli/io.ts";
import { main } from "../../src/cli/main.ts";
import { scheduleEvent } from "../fakes/events.ts";
import { actionWorld, REPO } from "../helpers/action-run.ts";
import { tempDir } from "../helpers/temp-dir.ts";
import { readWorkflow } from "../helpers/workflow.ts";

vi.setConfig({ testTimeout: 180_000 });

const ROOT = resolve(import.meta.dirname, "../..");
const doc = (path: string) => readFileSync(resolve(ROOT, path), "utf8");
/** The document with its line breaks read as spaces, as a reader reads a wrapped sentence. */
const prose = (path: string) => doc(path).replace(/\s+/g, " ");

function io(cwd: string, env: NodeJS.ProcessEnv): CliIO & { out: string[] } {
  const out: string[] = [];
  return {
    out,
    stdout: (t) => void out.push(t),
    stderr: () => {},
    env,
    cwd,
    isTTY: false,
    stderrIsTTY: false,
  };
}

describe("the README and docs/: the CLI", () => {
  // Was: the worked /note example said `npx baton note -c …` runs it, but the CLI loads a
  // repository's extensions only from the folder it is told: the command as written ended with
  // `unknown command "note"`, which did not say where extension commands come from.
  it("runs the worked extension example with the command docs/configuration.md gives, and an unknown command points at the folder", async () => {
    const config = doc("docs/configuration.md");
    const code = /Worked example — a `\/note` command[\s\S]*?```js\n([\s\S]*?)```/.exec(config)?.[1];
    const command = /`baton (note [^`]*)`\s+runs it/.exec(config)?.[1];
    expect(code && command, "docs/configuration.md shows the example and how to run it").toBeTruthy();
    const cwd = tempDir("baton-readme-note-");
    mkdirSync(join(cwd, ".github/baton/hooks"), { recursive: true });
    writeFileSync(join(cwd, ".github/baton/hooks/notes.mjs"), code!);
    mkdirSync(join(cwd, ".baton/local-1a2b3c4d"), { recursive: true });
    writeFileSync(
      join(cwd, ".baton/local-1a2b3c4d/session.jsonl"),
      `${JSON.stringify({ type: "session", version: 1, id: "local-1a2b3c4d", created_at: "2026-01-01T00:00:00.000Z" })}\n`,
    );
    // The command's words as a shell splits them: the quoted note is one.
    const argv = [...command!.matchAll(/"([^"]*)"|(\S+)/g)].map((m) => m[1] ?? m[2]!);
    const ran = io(cwd, { HOME: cwd });
    expect(await main(argv, ran)).toBe(0);
    expect(ran.out.join("")).toMatch(/noted \(\d+ entries\)/);

    const errors: string[] = [];
    const bare = { ...io(cwd, { HOME: cwd }), stderr: (t: string) => void errors.push(t) };
    expect(await main(["note", "-c", "local-1a2b3c4d", "x"], bare)).toBe(2);
    expect(errors.join("")).toContain(
      "the extensions in .github/baton/hooks are loaded only when named: --hooks-path .github/baton/hooks",
    );
    // Named and loaded, a typo gets no advice to name them.
    errors.length = 0;
    expect(await main(["--hooks-path", ".github/baton/hooks", "nte", "x"], bare)).toBe(2);
    expect(errors.join("")).toContain('unknown command "nte"');
    expect(errors.join("")).not.toContain("loaded only when named");
  });

  // Was: "Try it locally" said `npx baton run`, the unscoped package the README warns is someone else's.
  it("names the scoped package wherever it runs the CLI through npx outside this repository", () => {
    const from = (path: string, start: string) => {
      const at = doc(path).indexOf(start);
      expect(at, `${path}: ${start}`).toBeGreaterThan(-1);
      const section = doc(path).slice(at);
      return section.slice(0, section.indexOf("\n## ", 5));
    };
    // docs/cli.md's Install says `npx baton` first for a clone, where it runs the clone's build.
    for (const outside of [
      from("README.md", "## Install the CLI"),
      from("docs/cli.md", "Once it is published"),
    ]) {
      expect(outside).toContain("npx @baton-dev/baton");
      expect(outside).not.toMatch(/npx baton /);
    }
  });

  // docs/cli.md, "Commands" (the `--json` paragraph): "`--json` shapes are stable for scripts: …
  // `sessions` → `[{id, entries, tokens, updated_at}]`". The code
  // (src/adapters/local-store.ts SessionSummary, printed whole by src/cli/commands/sessions.ts)
  // also emits `cost_usd`, which the cost paragraph (docs/configuration.md) relies on ("`baton sessions` sums
  // them per conversation") and __tests__/e2e/cli-run.test.ts reads. The doc's stable shape
  // lacks a field scripts get.
  it("documents every field of `baton sessions --json`", async () => {
    const shape = /`sessions` → `\[\{([^}]*)\}\]`/.exec(doc("docs/cli.md"));
    expect(shape, "docs/cli.md states the sessions --json shape").not.toBeNull();
    const documented = shape![1]!.split(",").map((s) => s.trim().replace(/\?$/, ""));

    const cwd = tempDir();
    const stateDir = join(cwd, "state");
    mkdirSync(join(stateDir, "issue-42"), { recursive: true });
    writeFileSync(
      join(stateDir, "issue-42", "session.jsonl"),
      `${JSON.stringify({ type: "session", version: 1, id: "issue-42", created_at: "2026-01-01T00:00:00.000Z" })}\n`,
    );
    const cli = io(cwd, { HOME: cwd });
    expect(await main(["sessions", "--json", "--state-dir", stateDir], cli)).toBe(0);
    const [session] = JSON.parse(cli.out.join("")) as Record<string, unknown>[];
    expect(Object.keys(session!).sort()).toEqual([...documented].sort());
  });

  // docs/cli.md, "Commands": "The CLI loads hooks and extensions only from `--hooks-path` (or
  // `BATON_HOOKS_PATH`) and `~/.baton/hooks`: running `baton` inside a cloned repository never
  // executes that repository's hooks unless you point at them." The code does not hold this:
  // src/cli/context.ts merges the working folder's `.github/baton.yml` into the settings
  // (applyConfig), the file may set `hooks-path` (engine/config/schema.ts FILE_SETTINGS; the
  // config table in docs/configuration.md lists it), and `hookDirs` is built from the merged
  // `settings.hooksPath`. So a cloned repository whose `.github/baton.yml` names a hooks folder
  // has its executables and in-process *.mjs extensions loaded by any `baton` command that
  // builds the engine. The code should change (the promise is a security boundary).
  it("never takes the hooks folder from the cloned repository's .github/baton.yml", () => {
    expect(prose("docs/cli.md")).toContain(
      "running `baton` inside a cloned repository never executes that repository's hooks",
    );
    const cwd = tempDir();
    const home = tempDir();
    mkdirSync(join(cwd, ".github/baton/hooks"), { recursive: true });
    writeFileSync(join(cwd, ".github/baton.yml"), "hooks-path: .github/baton/hooks\n");
    const ctx = cliContext(parseCommandLine(["sessions"]), io(cwd, { HOME: home }));
    expect(ctx.hookDirs).toEqual([join(home, ".baton/hooks")]);
  });
});

describe("examples/review-fanout.yml and docs/security.md: least privilege", () => {
  const w = actionWorld({ steps: "in-process" });
  const FANOUT = "examples/review-fanout.yml";

  // examples/review-fanout.yml (top-level `permissions:`) and docs/security.md ("Permissions a
  // workflow needs", the "Review sweep over a job matrix" row) grant `issues: write`; the README
  // calls the examples "each with the least permissions it needs". The scheduled review
  // (src/action/jobs/schedule-job.ts: "the review is the only thing posted (no status
  // comment)") writes only pull request reviews, exactly as examples/pr-review.yml's PR review
  // does, which __tests__/e2e/action-review.test.ts keeps without `issues: write`. Both the plan
  // and a matrix job below make no issues/* write. The doc and the example should drop it.
  it("grants no issues: write, since neither of its jobs writes to issues", async () => {
    w.ai.setResponder(() => ({ content: "Looks fine." }));
    const plan = await w.job("schedule", scheduleEvent({ repo: REPO }), {
      workflow: { file: FANOUT, job: "plan" },
    });
    expect(plan.main.code, plan.main.stdout).toBe(0);
    const matrix = JSON.parse(plan.outputs["review-matrix"] ?? "") as { include: { pr: number }[] };
    expect(matrix.include).toEqual([{ pr: 5 }]);
    const review = await w.job("schedule", scheduleEvent({ repo: REPO }), {
      workflow: { file: FANOUT, job: "review" },
      matrix: { pr: 5 },
    });
    expect(review.main.code, review.main.stdout).toBe(0);
    expect(w.gh.reviews.map((r) => r.pullNumber)).toEqual([5]);
    const writes = w.gh.requests
      .filter((r) => r.method !== "GET" && r.path.startsWith("/repos/"))
      .map((r) => r.operationId ?? r.path);
    expect(writes.filter((id) => id.startsWith("issues/"))).toEqual([]);

    expect(readWorkflow(FANOUT).permissions).toEqual({
      contents: "read",
      "pull-requests": "write",
      actions: "read",
    });
    const row = doc("docs/security.md")
      .split("\n")
      .find((l) => l.includes("examples/review-fanout.yml"));
    expect(row).not.toContain("`issues: write`");
  });
});
