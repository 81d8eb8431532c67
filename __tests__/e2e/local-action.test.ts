// `npm run local-action` as docs/action.md says to run it, in a copy of the repository: the shipped
// .env.example (its values pointed at the local fakes, as a user fills them in) and the sample
// event, through @github/local-action itself.
import { mkdirSync, readFileSync, symlinkSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { type FakeGitHub, startFakeGitHub } from "../fakes/index.ts";
import { type FakeOpenAI, startFakeOpenAI } from "../fakes/openai-server.ts";
import { cloneInto, sh, userEnv } from "../helpers/clone.ts";
import { tempDir } from "../helpers/temp-dir.ts";

vi.setConfig({ testTimeout: 180_000 });

const ROOT = resolve(import.meta.dirname, "../..");

/** The commands of docs/action.md's "Try the action locally", in order. */
function documented(): string[] {
  const doc = readFileSync(join(ROOT, "docs/action.md"), "utf8");
  const section = doc.slice(doc.indexOf("## Try the action locally"));
  const block = /```sh\n([\s\S]*?)```/.exec(section)?.[1] ?? "";
  return block.split("\n").filter(Boolean);
}

let gh: FakeGitHub;
let ai: FakeOpenAI;
beforeAll(async () => {
  gh = await startFakeGitHub({
    repos: ["owner/repo"],
    issues: [{ number: 1, title: "Where do I start?", user: "owner" }],
  });
  ai = await startFakeOpenAI();
});
afterAll(async () => {
  await gh.close();
  await ai.close();
});

/** .env as a user fills it in: each `KEY=` line of .env.example given the value here, when given one. */
function fillIn(dotenv: string, values: Record<string, string>): string {
  let out = dotenv;
  for (const [key, value] of Object.entries(values)) {
    const line = new RegExp(`^${key.replace(/[.*+?^${}()|[\]\\-]/g, "\\$&")}=.*$`, "m");
    out = line.test(out) ? out.replace(line, `${key}=${value}`) : `${out}${key}=${value}\n`;
  }
  return out;
}

describe("npm run local-action", () => {
  it("runs with the shipped .env.example and sample event, and exits non-zero when the step fails", async () => {
    const [copy, run] = documented();
    expect(copy).toBe("cp .env.example .env");
    expect(run).toBe("npm run local-action");
    const home = tempDir("baton-local-action-");
    const clone = cloneInto(join(home, "baton"));
    symlinkSync(join(ROOT, "node_modules"), join(clone, "node_modules"));
    const env = userEnv(home);

    // Without .env: how to make one, not a stack trace.
    const bare = await sh(run!, { cwd: clone, env });
    expect(bare.code).not.toBe(0);
    expect(bare.out).toContain("`cp .env.example .env`");
    expect(bare.out).not.toMatch(/\n\s+at /);

    expect((await sh(copy!, { cwd: clone, env })).code).toBe(0);
    const filled = {
      GITHUB_API_URL: gh.url,
      "INPUT_OPENAI-BASE-URL": ai.url,
      RUNNER_TEMP: join(home, "runner"),
      GITHUB_STEP_SUMMARY: join(home, "runner/summary.md"),
      LOCAL_ACTION_WORKSPACE: join(home, "local"),
      LOCAL_ACTION_ARTIFACT_PATH: join(home, "local/artifacts"),
    };
    mkdirSync(join(home, "runner"));
    writeFileSync(join(home, "runner/summary.md"), "");
    const dotenv = join(clone, ".env");
    writeFileSync(dotenv, fillIn(readFileSync(dotenv, "utf8"), filled));
    ai.enqueue({ content: "It runs an agent on issues." });
    const ok = await sh(run!, { cwd: clone, env });
    expect(ok.code, ok.out).toBe(0);
    expect(gh.comments.map((c) => c.body).join("\n")).toContain("It runs an agent on issues.");

    // Was: a malformed event payload failed the step, but the command exited 0.
    writeFileSync(join(clone, "broken.json"), "{}");
    writeFileSync(dotenv, fillIn(readFileSync(dotenv, "utf8"), { GITHUB_EVENT_PATH: "broken.json" }));
    const failed = await sh(run!, { cwd: clone, env });
    expect(failed.out).toMatch(/event/i);
    expect(failed.code).not.toBe(0);
  });
});
