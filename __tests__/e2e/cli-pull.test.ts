import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { sealState } from "../../src/adapters/github/artifacts/state-crypto.ts";
import { entry, jsonl } from "../action/state/helpers.ts";
import { type FakeGitHub, startFakeGitHub } from "../fakes/index.ts";
import { startFakeOpenAI } from "../fakes/openai-server.ts";
import { runCli } from "../helpers/cli.ts";
import { tempDir } from "../helpers/temp-dir.ts";

const REPO = "octo-org/octo-repo";
const TOKEN = "ghp_pulltoken0000000000000000000000000000";
const KEY = "the-state-key-of-this-repository-4242";

let gh: FakeGitHub;
let cwd: string;
beforeEach(async () => {
  cwd = tempDir("baton-pull-");
  gh = await startFakeGitHub({
    repos: [REPO],
    pulls: [{ number: 5, title: "Speed up the lexer", user: "alice" }],
    issues: [{ number: 1, title: "Crash", user: "alice" }],
  });
});
afterEach(async () => {
  expect(gh.violations).toEqual([]);
  expect(gh.unhandled).toEqual([]);
  await gh.close();
});

async function seedState(id: string, texts: string[], key = KEY) {
  const log = jsonl(
    id,
    texts.map((t) => entry(t, `said ${t}`)),
  );
  gh.seedArtifact({ repo: REPO, name: `baton-${id}`, files: { "session.jsonl": await sealState(log, key) } });
}

const cli = (args: string[], env: Record<string, string> = {}) =>
  runCli(["--state-dir", "state", ...args], {
    cwd,
    env: { GITHUB_API_URL: gh.url, GITHUB_TOKEN: TOKEN, BATON_STATE_KEY: KEY, ...env },
  });

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true })
    .map((f) => join(dir, String(f)))
    .filter((f) => statSync(f).isFile());
}

describe("baton pull", () => {
  it("pulls a PR's encrypted state with the key; baton context shows it; the token and key are never on disk", async () => {
    await seedState("pr-5", ["e1", "e2"]);
    const pull = await cli(["pull", `${REPO}#5`]);
    expect(pull.stderr).toContain("pulled pr-5 of octo-org/octo-repo#5: 2 entries");
    expect(pull.code).toBe(0);
    expect(pull.stdout).toBe("pr-5\n");

    const context = await cli(["context", "-c", "pr-5", "--json"]);
    expect(context.code, context.stderr).toBe(0);
    const shown = JSON.parse(context.stdout) as {
      id: string;
      messages: { content: string; entry_id: string }[];
    };
    expect(shown.id).toBe("pr-5");
    expect(shown.messages.map((m) => [m.entry_id, m.content])).toEqual([
      ["e1", "said e1"],
      ["e2", "said e2"],
    ]);
    // Asked the API which kind #5 is, and read the artifact with the token.
    expect(gh.requests.some((r) => r.operationId === "issues/get")).toBe(true);
    const files = filesUnder(join(cwd, "state"));
    expect(files.length).toBeGreaterThan(0);
    for (const f of files) {
      const text = readFileSync(f, "latin1");
      expect(text, f).not.toContain(TOKEN);
      expect(text, f).not.toContain(KEY);
    }
    expect(`${pull.stdout}${pull.stderr}`).not.toContain(KEY);
  });

  it("a wrong key is a clear error and writes nothing", async () => {
    await seedState("issue-1", ["e1"]);
    const pull = await cli(["pull", `${REPO}#1`], { BATON_STATE_KEY: "not-the-key-at-all-0000" });
    expect(pull.code).toBe(1);
    expect(pull.stderr).toMatch(
      /baton pull: nothing pulled for octo-org\/octo-repo#1: .*failed authentication/,
    );
    expect(pull.stderr).not.toMatch(/\n\s+at /);
    expect(() => readdirSync(join(cwd, "state"))).toThrow();
    // Without any key, the error says where one comes from.
    const none = await cli(["pull", `${REPO}#1`], { BATON_STATE_KEY: "" });
    expect(none.stderr).toContain("give --state-key or BATON_STATE_KEY");
    // The flag gives the key too.
    const flag = await cli(["pull", `${REPO}#1`, "--state-key", KEY], { BATON_STATE_KEY: "" });
    expect(flag.code, flag.stderr).toBe(0);
  });

  it("pulling twice merges: new remote entries join, entries made locally since stay", async () => {
    await seedState("issue-1", ["e1", "e2"]);
    expect((await cli(["pull", `${REPO}#1`])).code).toBe(0);
    // A local turn after the pull, as `baton run --follow` would append it.
    const file = join(cwd, "state", "issue-1", "session.jsonl");
    const { appendFileSync } = await import("node:fs");
    appendFileSync(file, `${JSON.stringify(entry("local1", "said locally", "e2"))}\n`);
    // Another run on GitHub saved more since.
    await seedState("issue-1", ["e1", "e2", "e3"]);
    const again = await cli(["pull", `${REPO}#1`]);
    expect(again.code, again.stderr).toBe(0);
    expect(again.stderr).toContain("4 entries (1 new)");
    const ids = readFileSync(file, "utf8")
      .trim()
      .split("\n")
      .slice(1)
      .map((l) => (JSON.parse(l) as { id: string }).id);
    expect(ids).toEqual(["e1", "e2", "e3", "local1"]);
  });

  it("baton run --follow and baton compact then work on the pulled conversation", async () => {
    await seedState("pr-5", ["e1", "e2"]);
    expect((await cli(["pull", `${REPO}#5`])).code).toBe(0);
    const ai = await startFakeOpenAI();
    try {
      ai.setResponder(() => ({ content: "the lexer is done" }));
      const env = { OPENAI_BASE_URL: ai.url, BATON_RETRY_MAX: "1", BATON_MODEL_BACKOFF_MS: "0" };
      const run = await cli(["run", "--follow", "what is left?"], env);
      expect(run.code, run.stderr).toBe(0);
      expect(run.stdout).toContain("the lexer is done");
      // The model saw the pulled turns before the new one.
      expect(JSON.stringify(ai.requests.at(-1)?.messages)).toMatch(
        /said e1[\s\S]*said e2[\s\S]*what is left\?/,
      );
      const compact = await cli(["compact", "-c", "pr-5", "--strategy", "mask"], env);
      expect(compact.code, compact.stderr).toBe(0);
    } finally {
      await ai.close();
    }
  });

  it("names what is wrong with the target or a missing token, before any request", async () => {
    const bad = await cli(["pull", "octo-org/octo-repo"]);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain("owner/repo#NUMBER");
    const noToken = await runCli(["--state-dir", "state", "pull", `${REPO}#1`], {
      cwd,
      env: { GITHUB_API_URL: gh.url, PATH: cwd },
    });
    expect(noToken.code).toBe(2);
    expect(noToken.stderr).toContain("set GITHUB_TOKEN");
    expect(gh.requests).toHaveLength(0);
  });

  // Was: an unreachable GitHub was retried on the schedule meant for 5xx answers and rate limits
  // (seven "retrying" lines, 55 s) before the refusal was said.
  it("fails in seconds on a GitHub nothing listens at, naming the address and GITHUB_API_URL", async () => {
    const closed = await startFakeOpenAI();
    const dead = closed.url.replace(/\/v1$/, "");
    await closed.close();
    const started = Date.now();
    const r = await cli(["pull", `${REPO}#5`], { GITHUB_API_URL: dead, BATON_RETRY_MAX: "4" });
    expect(r.code).toBe(1);
    expect(r.stderr).toBe(
      `baton pull: could not read ${REPO}#5: could not reach GitHub at ${dead} (GITHUB_API_URL): connection refused (ECONNREFUSED)\n`,
    );
    expect(Date.now() - started).toBeLessThan(10_000);
  });

  // Was: "GitHub did not accept the token (`github-token`)", the action's input, not the CLI's variable.
  it("a token GitHub refuses is named as the CLI takes it, GITHUB_TOKEN", async () => {
    await gh.close();
    gh = await startFakeGitHub({
      repos: [REPO],
      issues: [{ number: 1, title: "Crash", user: "alice" }],
      strictTokens: true,
    });
    const r = await cli(["pull", `${REPO}#1`]);
    expect(r.code).toBe(1);
    expect(r.stderr).toContain("GitHub did not accept the token (GITHUB_TOKEN)");
    expect(r.stderr).not.toContain("github-token");
  });

  // Was: "nothing pulled for …: no saved state for issue-1: starting fresh", the action's words.
  it("nothing saved is said as the CLI means it, without the action's 'starting fresh'", async () => {
    const r = await cli(["pull", `https://github.com/${REPO}/issues/1`]);
    expect(r.code).toBe(1);
    expect(r.stderr).toBe(`baton pull: nothing pulled for ${REPO}#1: no saved state for issue-1\n`);
  });
});
