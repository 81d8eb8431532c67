import { mkdir, readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { type ChatRequest, type FakeOpenAI, startFakeOpenAI } from "../fakes/openai-server.ts";
import { runCli } from "../helpers/cli.ts";
import { LogBuilder } from "../helpers/log-builder.ts";
import { tempDir } from "../helpers/temp-dir.ts";

let ai: FakeOpenAI;
let cwd: string;
beforeAll(async () => {
  ai = await startFakeOpenAI();
});
afterAll(() => ai.close());
beforeEach(async () => {
  ai.reset();
  cwd = tempDir("baton-compact-");
  ai.setResponder((request) => ({
    content: isCompact(request) ? "# Conversation summary\nTHE SUMMARY" : "an answer",
  }));
});

const isCompact = (request: ChatRequest) =>
  /write a summary of the conversation|CUSTOM COMPACT/.test(String(request.messages[0]?.content ?? ""));
const text = (request: ChatRequest | undefined) => JSON.stringify(request?.messages ?? []);
const baton = (args: string[]) =>
  runCli(["--state-dir", "state", ...args], {
    cwd,
    env: {
      OPENAI_BASE_URL: ai.url,
      OPENAI_API_KEY: "sk-test-key-000000000000000000000000",
      BATON_RETRY_MAX: "1",
      BATON_MODEL_BACKOFF_MS: "0",
    },
  });

/** A conversation of `turns` rounds with large tool outputs, written as a log file. */
async function seed(id: string, turns: number) {
  const log = new LogBuilder();
  log.header.id = id;
  for (let i = 1; i <= turns; i++) {
    log.user(`Instruction ${i}: keep src/mod${i}.ts tidy`);
    log.toolCall(`c${i}`, "read_file", JSON.stringify({ path: `src/mod${i}.ts` }));
    log.toolResult(`c${i}`, `content of mod${i} `.repeat(200));
    log.assistant(`mod${i} read`);
  }
  await mkdir(join(cwd, "state", id), { recursive: true });
  await writeFile(join(cwd, "state", id, "session.jsonl"), log.jsonl());
}

const entriesOf = async (id: string) =>
  (await readFile(join(cwd, "state", id, "session.jsonl"), "utf8"))
    .trim()
    .split("\n")
    .slice(1)
    .map((l) => JSON.parse(l) as { type: string; strategy?: string; summary?: string });

describe("baton compact, baton pop, run -r compact (built CLI)", () => {
  it("compact summarizes with the instructions, prints before → after, and the next run carries the summary", async () => {
    await seed("c1", 8);
    const out = await baton(["compact", "-c", "c1", "--instructions", "focus on mod3"]);
    expect(out.stderr).toBe("");
    expect(out.code).toBe(0);
    expect(out.stdout).toMatch(
      /^compacted c1 \(summarize\): messages 32 → \d+, context [\d,]+ → [\d,]+ tokens \([\d,]+ fewer\)\n$/,
    );
    const [before, after] = out.stdout
      .match(/context ([\d,]+) → ([\d,]+) tokens/)!
      .slice(1)
      .map((n) => Number(n.replaceAll(",", "")));
    expect(after!).toBeLessThan(before!);
    expect(String(ai.requests[0]!.messages[0]!.content)).toContain("focus on mod3");
    expect(ai.requests[0]!.tools).toBeUndefined();

    const run = await baton(["run", "-c", "c1", "what next?"]);
    expect(run.code).toBe(0);
    const next = ai.requests.at(-1);
    expect(text(next)).toContain("THE SUMMARY");
    expect(text(next)).not.toContain("mod1 read");
    expect(text(next)).toContain("Instruction 1: keep src/mod1.ts tidy"); // the user's words survive
    expect(ai.violations).toEqual([]);
  });

  it("compact --strategy mask calls no model", async () => {
    await seed("m1", 8);
    const out = await baton(["compact", "--strategy", "mask", "-c", "m1"]);
    expect(out.code).toBe(0);
    expect(out.stdout).toMatch(/^compacted m1 \(mask\)/);
    expect(ai.requests).toHaveLength(0);
    expect((await entriesOf("m1")).at(-1)).toMatchObject({ type: "compaction", strategy: "mask" });
    const bad = await baton(["compact", "--strategy", "shrink", "-c", "m1"]);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain("--strategy must be summarize, mask or hybrid");
  });

  it("compact exits 1 when the summary failed and a mask was all it could do", async () => {
    await seed("x1", 8);
    ai.setResponder(() => ({ status: 503, body: { error: { message: "overloaded" } } }));
    const out = await baton(["compact", "-c", "x1"]);
    expect(out.code).toBe(1);
    expect(out.stdout).toMatch(/^compacted x1 \(mask\)/);
    expect(out.stdout).toContain("so old tool outputs were masked instead");
    expect((await entriesOf("x1")).at(-1)).toMatchObject({ type: "compaction", strategy: "mask" });
  });

  it("a repository compact.md is the prompt of baton compact and of automatic compaction", async () => {
    await mkdir(join(cwd, "recipes"), { recursive: true });
    await writeFile(
      join(cwd, "recipes", "compact.md"),
      "---\ndescription: ours\nallowed_tools: []\ndefaults:\n  focus: none\n---\nCUSTOM COMPACT {{ focus }}\n",
    );
    await seed("r1", 8);
    await seed("r2", 8);
    const manual = await baton(["--recipes-path", "recipes", "compact", "-c", "r1", "--instructions", "X"]);
    expect(manual.code).toBe(0);
    expect(ai.requests[0]!.messages[0]!.content).toBe("CUSTOM COMPACT X");

    const auto = await baton([
      "--recipes-path",
      "recipes",
      "--context-window",
      "6000",
      "--compact-strategy",
      "summarize",
      "run",
      "-c",
      "r2",
      "go on",
    ]);
    expect(auto.code).toBe(0);
    expect(ai.requests[1]!.messages[0]!.content).toBe("CUSTOM COMPACT none");
    expect(text(ai.requests[2])).toContain("THE SUMMARY");
  });

  it("run -r compact --follow swaps the context; pop folds the turns after N", async () => {
    await seed("f1", 4);
    const swap = await baton(["run", "-r", "compact", "--follow"]);
    expect(swap.code).toBe(0);
    const ctx = JSON.parse((await baton(["context", "--follow", "--json"])).stdout);
    expect(ctx.messages).toHaveLength(1);
    expect(ctx.messages[0].content).toContain("THE SUMMARY");

    await seed("p1", 4);
    ai.setResponder(() => ({ content: "POPPED" }));
    const pop = await baton(["pop", "-c", "p1", "3"]);
    expect(pop.code).toBe(0);
    expect(pop.stdout).toContain("back to before user turn 3 of 4");
    const after = JSON.parse((await baton(["context", "-c", "p1", "--json"])).stdout);
    expect(after.messages.map((m: { content: string }) => m.content).at(-1)).toContain("POPPED");
    expect(after.messages).toHaveLength(9);
    // Bad arguments: exit 2 and one line, with one prefix.
    const bad = await baton(["pop", "-c", "p1", "9"]);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toMatch(/^baton pop: N must be a user turn from 1 to \d+ \(got "9"\)\n$/);
    const word = await baton(["pop", "-c", "p1", "abc"]);
    expect(word.code).toBe(2);
    expect(word.stderr).toMatch(/^baton pop: N must be a user turn from 1 to \d+ \(got "abc"\)\n$/);
    const extra = await baton(["pop", "-c", "p1", "1", "2"]);
    expect(extra.code).toBe(2);
    expect(extra.stderr).toBe('baton pop: unexpected argument "2": this command takes at most 1\n');
  });
});
