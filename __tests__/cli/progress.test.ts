import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { CliIO } from "../../src/cli/io.ts";
import { main } from "../../src/cli/main.ts";
import { type FakeOpenAI, startFakeOpenAI } from "../fakes/openai-server.ts";
import { tempDir } from "../helpers/temp-dir.ts";

let ai: FakeOpenAI;
beforeAll(async () => {
  ai = await startFakeOpenAI();
});
afterAll(() => ai.close());

/** `baton …` in this process, with stdout piped and stderr a terminal or not. */
async function baton(
  argv: string[],
  stderrIsTTY: boolean,
  stateDir = tempDir("baton-progress-"),
  env: Record<string, string> = {},
) {
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
      BATON_STATE_DIR: stateDir,
      ...env,
    },
    cwd: tempDir("baton-cwd-"),
    isTTY: false,
    stderrIsTTY,
  };
  const code = await main(argv, io);
  return { code, stdout, stderr };
}

const overloaded = { status: 503, body: { error: { message: "The engine is overloaded" } } };

describe("progress on stderr", () => {
  it("names each retry, its reason and its wait, when stderr is a terminal", async () => {
    ai.enqueue(overloaded, overloaded, { content: "at last" });
    const run = await baton(["run", "hello"], true);
    expect(run.code).toBe(0);
    expect(run.stdout).toBe("at last\n");
    expect(run.stderr).toMatch(
      /The model server answered 503 Service Unavailable: The engine is overloaded Retrying in 0\.0 s \(retry 1 of 4\)/,
    );
    expect(run.stderr).toMatch(/\(retry 2 of 4\)/);
    expect(run.stderr).toMatch(/calling /);
  });

  it("is quiet when stderr is piped, or with --quiet", async () => {
    ai.enqueue(overloaded, { content: "piped" });
    const piped = await baton(["run", "hello"], false);
    expect(piped.stdout).toBe("piped\n");
    expect(piped.stderr).not.toMatch(/Retrying|calling/);

    ai.enqueue(overloaded, { content: "quiet" });
    const quiet = await baton(["run", "--quiet", "hello"], true);
    expect(quiet.stdout).toBe("quiet\n");
    expect(quiet.stderr).not.toMatch(/Retrying|calling/);
  });

  it("says when a summary is being written", async () => {
    const stateDir = tempDir("baton-progress-");
    ai.enqueue({ content: "first answer" });
    const first = await baton(["run", "hello"], false, stateDir);
    const id = /conversation (\S+)/.exec(first.stderr)![1]!;
    for (const n of [2, 3, 4]) {
      ai.enqueue({ content: `answer ${n} ${"words ".repeat(400)}` });
      expect((await baton(["run", "-c", id, `turn ${n}`], false, stateDir)).code).toBe(0);
    }
    ai.enqueue({ content: "# Summary\nthe turns so far" });
    const compact = await baton(["compact", "-c", id, "--context-window", "4000"], true, stateDir);
    expect(compact.code).toBe(0);
    expect(compact.stderr).toMatch(new RegExp(`compacting conversation ${id}: summarizing \\d+ messages`));
  });
});

describe("an error's detail", () => {
  it("is shown under the one-line error only with BATON_DEBUG", async () => {
    const refused = { status: 400, body: { error: { message: "unknown model", code: "model_not_found" } } };
    ai.enqueue(refused);
    const plain = await baton(["run", "hello"], false);
    expect(plain.code).toBe(1);
    expect(plain.stderr).toMatch(
      /baton run: The model server rejected the request \(400 Bad Request\): unknown model/,
    );
    expect(plain.stderr).not.toMatch(/detail:/);
    ai.enqueue(refused);
    const debug = await baton(["run", "hello"], false, undefined, { BATON_DEBUG: "1" });
    expect(debug.stderr).toMatch(/detail: 400 .*model_not_found/);
  });
});
