import { mkdir, readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import type { CliIO } from "../../src/cli/io.ts";
import { main } from "../../src/cli/main.ts";
import { type FakeOpenAI, startFakeOpenAI } from "../fakes/openai-server.ts";
import { LogBuilder } from "../helpers/log-builder.ts";
import { tempDir } from "../helpers/temp-dir.ts";

// Passed through, except where a test makes the log's folder read-only (root writes through modes).
vi.mock("node:fs/promises", async (importOriginal) => {
  const real = await importOriginal<typeof import("node:fs/promises")>();
  return { ...real, access: vi.fn(real.access) };
});
const fs = await import("node:fs/promises");

let ai: FakeOpenAI;
let cwd: string;
beforeAll(async () => {
  ai = await startFakeOpenAI();
});
afterAll(() => ai.close());
beforeEach(() => {
  ai.reset();
  cwd = tempDir("baton-cli-compact-");
});
afterEach(() => {
  vi.mocked(fs.access).mockClear();
});

async function baton(argv: string[]) {
  let stdout = "";
  let stderr = "";
  const io: CliIO = {
    stdout: (t) => {
      stdout += t;
    },
    stderr: (t) => {
      stderr += t;
    },
    env: { OPENAI_API_KEY: "sk-test", OPENAI_BASE_URL: ai.url, BATON_MODEL_BACKOFF_MS: "0" },
    cwd,
    isTTY: false,
    stderrIsTTY: false,
  };
  const code = await main(["--state-dir", "state", ...argv], io);
  return { code, stdout, stderr };
}

/** `turns` rounds of an instruction, a file read of about `kb` KB, and an answer. */
async function seed(id: string, turns: number, kb: number) {
  const log = new LogBuilder();
  log.header.id = id;
  for (let i = 1; i <= turns; i++) {
    log.user(`Instruction ${i}: keep src/mod${i}.ts tidy`);
    log.toolCall(`c${i}`, "read_file", JSON.stringify({ path: `src/mod${i}.ts` }));
    log.toolResult(`c${i}`, `content of mod${i} `.repeat(Math.round((kb * 1024) / 16)));
    log.assistant(`mod${i} read`);
  }
  await mkdir(join(cwd, "state", id), { recursive: true });
  await writeFile(join(cwd, "state", id, "session.jsonl"), log.jsonl());
}

const entries = async (id: string) =>
  (await readFile(join(cwd, "state", id, "session.jsonl"), "utf8"))
    .trim()
    .split("\n")
    .slice(1)
    .map((l) => JSON.parse(l) as { type: string; strategy?: string });

/** A summary as a real model writes one: a few hundred words. */
const SUMMARY = `# Conversation summary\n${"The user asked to keep the modules tidy; each was read. ".repeat(60)}`;

describe("baton compact is the user's request", () => {
  it("compacts a short conversation (four turns of about 3 KB) and exits 0", async () => {
    ai.setResponder(() => ({ content: SUMMARY }));
    // The users' own words are most of it: the ledger carries them verbatim under the summary.
    const log = new LogBuilder();
    log.header.id = "s1";
    for (let i = 1; i <= 4; i++) {
      log.user(`Request ${i}: ${"please keep every module tidy and documented ".repeat(68)}`);
      log.assistant(`Done with request ${i}.`);
    }
    await mkdir(join(cwd, "state", "s1"), { recursive: true });
    await writeFile(join(cwd, "state", "s1", "session.jsonl"), log.jsonl());
    const out = await baton(["compact", "-c", "s1"]);
    expect(out.stderr).toBe("");
    expect(out.stdout).toMatch(/^compacted s1 \(summarize\)/);
    expect(out.code).toBe(0);
  });

  it("--strategy summarize right after a mask summarizes", async () => {
    ai.setResponder(() => ({ content: "# Conversation summary\nTHE SUMMARY" }));
    await seed("m1", 8, 3);
    expect((await baton(["compact", "--strategy", "mask", "-c", "m1"])).code).toBe(0);
    const out = await baton(["compact", "--strategy", "summarize", "-c", "m1"]);
    expect(out.stdout).toMatch(/^compacted m1 \(summarize\)/);
    expect(out.code).toBe(0);
    expect((await entries("m1")).filter((e) => e.type === "compaction").map((e) => e.strategy)).toEqual([
      "mask",
      "summarize",
    ]);
  });

  it("a read-only log fails, naming its folder, before any model call", async () => {
    await seed("r1", 4, 3);
    vi.mocked(fs.access).mockRejectedValueOnce(Object.assign(new Error("read-only"), { code: "EROFS" }));
    const out = await baton(["compact", "-c", "r1"]);
    expect(out.code).toBe(1);
    expect(out.stderr).toBe(
      `baton compact: the conversation's folder ${join(cwd, "state", "r1")} is on a read-only file system, so nothing was compacted or popped\n`,
    );
    expect(ai.requests).toHaveLength(0);

    vi.mocked(fs.access).mockRejectedValueOnce(Object.assign(new Error("read-only"), { code: "EROFS" }));
    const pop = await baton(["pop", "-c", "r1"]);
    expect(pop.code).toBe(1);
    expect(pop.stderr).toContain("is on a read-only file system");
    expect(ai.requests).toHaveLength(0);
  });
});
