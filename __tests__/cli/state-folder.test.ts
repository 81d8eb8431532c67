// The CLI and its state folder (src/cli/*, src/adapters/local-store.ts) meeting what people and CI
// leave there: odd folder names, empty values, unreadable logs, copied folders. In-process through
// main(), against a fake model server.
import { mkdir, readdir, utimes, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import type { CliIO } from "../../src/cli/io.ts";
import { main } from "../../src/cli/main.ts";
import { type FakeOpenAI, startFakeOpenAI } from "../fakes/openai-server.ts";
import { LogBuilder } from "../helpers/log-builder.ts";
import { tempDir } from "../helpers/temp-dir.ts";

let ai: FakeOpenAI;
beforeAll(async () => {
  ai = await startFakeOpenAI();
});
afterAll(() => ai.close());
afterEach(() => ai.reset());

async function baton(cwd: string, argv: string[], env: NodeJS.ProcessEnv = {}) {
  let stdout = "";
  let stderr = "";
  const io: CliIO = {
    stdout: (t) => {
      stdout += t;
    },
    stderr: (t) => {
      stderr += t;
    },
    env: {
      OPENAI_API_KEY: "sk-test",
      OPENAI_BASE_URL: ai.url,
      BATON_MODEL_BACKOFF_MS: "0",
      HOME: cwd,
      ...env,
    },
    cwd,
    isTTY: false,
    stderrIsTTY: false,
  };
  const code = await main(argv, io);
  return { code, stdout, stderr };
}

/** A small valid conversation in <stateDir>/<folder>/session.jsonl whose header names `headerId`. */
async function seed(stateDir: string, folder: string, headerId = folder) {
  const log = new LogBuilder();
  log.header.id = headerId;
  log.user("hello");
  log.assistant("hi");
  await mkdir(join(stateDir, folder), { recursive: true });
  await writeFile(join(stateDir, folder, "session.jsonl"), log.jsonl());
}

const idsOf = (json: string) => (JSON.parse(json) as { id: string }[]).map((s) => s.id);

describe("the state folder as people and CI leave it", () => {
  it("a folder named with '..' in the state dir does not break `sessions` and `--follow`", async () => {
    // Was: LocalStore.ids() admits any folder matching ID_PATTERN, which allows "..", while
    // validateConversationId() (used by sessionFile()) also refuses ids containing "..". So one
    // folder such as `.baton/v1..2/session.jsonl` (made by hand, a copy, another tool) makes
    // `baton sessions` fail with exit 2 ("invalid conversation id") and hides every other
    // conversation; if it is the newest, `--follow` picks it and every --follow command fails too.
    // Now: ids() lists only ids the store can open (same test as validateConversationId), so
    // the folder is skipped and `sessions` / `--follow` work on the valid conversations.
    const cwd = tempDir();
    const state = join(cwd, ".baton");
    await seed(state, "good");
    await seed(state, "v1..2");
    const later = new Date(Date.now() + 60_000);
    await utimes(join(state, "v1..2", "session.jsonl"), later, later);

    const list = await baton(cwd, ["sessions", "--json"]);
    expect(list.stderr).not.toMatch(/invalid conversation id/);
    expect(list.code).toBe(0);
    expect(idsOf(list.stdout)).toEqual(["good"]);

    const view = await baton(cwd, ["view", "--follow", "-o", join(cwd, "page.html")]);
    expect(view.stderr).not.toMatch(/invalid conversation id/);
    expect(view.code).toBe(0);
  });

  it("`-c ''` (an empty id, e.g. an unset shell variable) is refused, not taken as 'a new conversation'", async () => {
    // Was: args.ts conversationChoice() tests `if (conversation)`, so `-c ""` is the same as
    // giving no -c at all. `baton run -c "$ID" "..."` with $ID empty silently starts a brand new
    // conversation (and pays for a model call) instead of continuing the intended one, and
    // exits 0. (`--name ""`, by contrast, is refused as an invalid id.)
    // Now: an explicitly given -c/--conversation is validated even when empty: usage error,
    // exit 2, nothing created, no model call.
    const cwd = tempDir();
    await seed(join(cwd, ".baton"), "work");
    ai.enqueue({ content: "answer" });
    const r = await baton(cwd, ["run", "-c", "", "continue please"]);
    expect(r.code).toBe(2);
    expect(await readdir(join(cwd, ".baton"))).toEqual(["work"]);
  });

  it("an empty BATON_STATE_DIR means the default .baton, not the working folder itself", async () => {
    // Was: context.ts cliContext() resolves `o["state-dir"] ?? io.env.BATON_STATE_DIR ?? ".baton"`;
    // an env var that is set but empty (common in CI: `BATON_STATE_DIR: ${{ vars.X }}`) is not
    // nullish, so resolve(cwd, "") makes the working folder (the repository root) the state dir:
    // `sessions` lists nothing of .baton, and `run` creates `./local-xxxx/session.jsonl` folders in
    // the project. Every other variable (BATON_MODEL, ...) treats an empty value as unset.
    // Now: an empty BATON_STATE_DIR falls back to ".baton" (use `||` instead of `??`).
    const cwd = tempDir();
    await seed(join(cwd, ".baton"), "work");
    const r = await baton(cwd, ["sessions", "--json"], { BATON_STATE_DIR: "" });
    expect(r.code).toBe(0);
    expect(idsOf(r.stdout)).toEqual(["work"]);
  });

  it("one unreadable log does not hide every other conversation from `baton sessions`", async () => {
    // Was: LocalStore.sessions() calls readLogContext() for each log with no error handling; a
    // single log without a valid header (empty, truncated, or starting with garbage) throws, so
    // `baton sessions` (and `--json`) prints nothing and exits 2, naming only the broken file.
    // Now: the readable conversations are listed (exit 0, valid JSON on stdout) and the
    // unreadable one is reported as a warning on stderr (or listed as unreadable).
    const cwd = tempDir();
    const state = join(cwd, ".baton");
    await seed(state, "work");
    await mkdir(join(state, "broken"));
    await writeFile(join(state, "broken", "session.jsonl"), "\u0000\u0000garbage\n");
    const r = await baton(cwd, ["sessions", "--json"]);
    expect(r.code).toBe(0);
    expect(idsOf(r.stdout)).toContain("work");
    expect(r.stderr).toMatch(/broken/);
  });

  it("`run -c ID` on a folder whose log names another id is refused, touching no other folder", async () => {
    // Was: the run used the log's own id: after `cp -r .baton/orig .baton/copy`, `baton run -c copy`
    // made a stray `.baton/orig/`, checked the wrong folder, and said "resume with -c orig".
    const cwd = tempDir();
    const state = join(cwd, ".baton");
    await seed(state, "copy", "orig");
    ai.enqueue({ content: "answer" });
    const r = await baton(cwd, ["run", "-c", "copy", "go on"]);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/is conversation "orig", not "copy" \(a copied or renamed folder\)/);
    expect(await readdir(state)).toEqual(["copy"]);
    expect(ai.requests).toHaveLength(0);
  });

  // Was: conversations lived per working folder: from src/ none of the repository's were listed.
  it("from a subfolder of a repository, the repository's conversations are the ones used", async () => {
    const repo = tempDir();
    await mkdir(join(repo, ".git"));
    await mkdir(join(repo, "src/engine"), { recursive: true });
    await seed(join(repo, ".baton"), "issue-1");
    const sub = join(repo, "src/engine");
    const r = await baton(sub, ["sessions", "--json"], { HOME: tempDir() });
    expect(r.code, r.stderr).toBe(0);
    expect(idsOf(r.stdout)).toEqual(["issue-1"]);
    // A new conversation goes to the repository's folder too, not a new src/engine/.baton.
    ai.enqueue({ content: "ok" });
    expect((await baton(sub, ["run", "hi"], { HOME: tempDir() })).code).toBe(0);
    expect(await readdir(join(repo, ".baton"))).toHaveLength(2);
    expect(await readdir(sub)).toEqual([]);
    // Outside a repository, and with --state-dir, the folder is where it always was.
    const plain = tempDir();
    await seed(join(plain, ".baton"), "issue-2");
    expect(idsOf((await baton(plain, ["sessions", "--json"])).stdout)).toEqual(["issue-2"]);
  });
});
