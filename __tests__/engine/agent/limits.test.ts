import { writeFile } from "node:fs/promises";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { readInputs } from "../../../src/action/inputs.ts";
import type { CliIO } from "../../../src/cli/io.ts";
import { main } from "../../../src/cli/main.ts";
import { Agent, type Timer } from "../../../src/engine/agent/agent.ts";
import type { RunEntry } from "../../../src/engine/log/entries.ts";
import type { ModelRequest } from "../../../src/engine/model/client.ts";
import { ModelError } from "../../../src/engine/model/client.ts";
import { tempDir } from "../../helpers/temp-dir.ts";
import { history, isSummarizerCall, rig } from "../compaction/helpers.ts";
import { answer, callTools, harness, loggedMessages, recipe, types } from "./helpers.ts";

/** A timer the test fires by hand: no run waits for real minutes. */
function manualTimer() {
  const timer = {
    armedFor: [] as number[],
    cancelled: 0,
    fire: () => {},
    make: ((ms, fire) => {
      timer.armedFor.push(ms);
      timer.fire = fire;
      return () => {
        timer.cancelled++;
      };
    }) as Timer,
  };
  return timer;
}

const TWENTY_MINUTES = 20 * 60_000;

describe("the run's wall-clock limit", () => {
  it("aborts the model request in flight, stops, says so, and leaves an intact log", async () => {
    const timer = manualTimer();
    let signal: AbortSignal | undefined;
    const inFlight = (request: ModelRequest) =>
      new Promise<never>((_, reject) => {
        signal = request.signal;
        request.signal?.addEventListener("abort", () =>
          reject(new ModelError("cancelled", "the request was aborted")),
        );
        timer.fire(); // the twenty minutes pass while the server thinks
      });
    const h = await harness({ steps: [answer("first answer"), inFlight] });
    const agent = new Agent({
      ...h.deps,
      limits: { ...h.deps.limits, runTimeoutMs: TWENTY_MINUTES },
      timer: timer.make,
    });
    expect((await agent.run({ recipe: "main", trigger: "test", message: "one" })).status).toBe("done");
    expect(timer.cancelled).toBe(1); // a finished run leaves no timer behind

    const outcome = await agent.run({ recipe: "main", trigger: "test", message: "two" });
    expect(timer.armedFor).toEqual([TWENTY_MINUTES, TWENTY_MINUTES]);
    expect(signal?.aborted).toBe(true);
    expect(outcome.status).toBe("timeout");
    expect(outcome.reason).toBe(
      "stopped after 20 minutes, the run's time limit (run-timeout-minutes); the conversation is saved and can be resumed",
    );
    const log = await h.reload();
    expect(types(log)).toEqual(["message", "message", "run", "message", "run"]);
    expect((log.at(-1) as RunEntry).status).toBe("timeout");
  });

  it("stops between steps: tool calls after the limit are answered, not run, and no further model call is made", async () => {
    const timer = manualTimer();
    const h = await harness({
      recipes: [recipe("main", ["allowed_tools: [read_file]"])],
      files: { "a.txt": "AAA" },
      steps: [
        () => {
          timer.fire(); // the answer arrives just as time runs out
          return callTools([
            { name: "read_file", args: { path: "a.txt" }, id: "c1" },
            { name: "read_file", args: { path: "a.txt" }, id: "c2" },
          ]);
        },
        answer("never asked for"),
      ],
    });
    const agent = new Agent({
      ...h.deps,
      limits: { ...h.deps.limits, runTimeoutMs: 60_000 },
      timer: timer.make,
    });
    const outcome = await agent.run({ recipe: "main", trigger: "test", message: "read" });
    expect(outcome).toMatchObject({ status: "timeout", toolCalls: 0, turns: 1 });
    expect(outcome.reason).toMatch(/^stopped after 1 minutes/);
    expect(h.model.calls).toBe(1);
    const messages = loggedMessages(await h.reload());
    expect(messages.filter((m) => m.role === "tool").map((m) => m.content)).toEqual([
      "Error: not run: the run's time limit was reached",
      "Error: not run: the run's time limit was reached",
    ]);
  });

  // Was: the loop awaited a tool call however long it took, so a tool that did not heed the
  // run's signal (a GitHub read that never answered) held the run past its time limit.
  it("stops waiting for a tool that does not heed the signal, once the time is up", async () => {
    const timer = manualTimer();
    const h = await harness({
      recipes: [recipe("main", ["allowed_tools: [get_issue]"])],
      steps: [callTools([{ name: "get_issue", args: { number: 7 }, id: "c1" }]), answer("never asked for")],
    });
    const stuck = () => {
      timer.fire(); // the time runs out while the read hangs, deaf to the signal
      return new Promise<never>(() => {});
    };
    const agent = new Agent({
      ...h.deps,
      tools: { ...h.deps.tools, github: { reader: { issue: stuck } } as never },
      limits: { ...h.deps.limits, runTimeoutMs: 60_000 },
      timer: timer.make,
    });
    const after: string[] = [];
    h.hooks.register("after_tool_call", "watch", (p) => {
      after.push(String(p.tool_name));
      return {};
    });
    const outcome = await agent.run({ recipe: "main", trigger: "test", message: "read #7" });
    expect(outcome.status).toBe("timeout");
    // The run is over: no after_tool_call hook is run, and waited for, on the call it gave up.
    expect(after).toEqual([]);
    expect(h.model.calls).toBe(1);
    const messages = loggedMessages(await h.reload());
    expect(messages.filter((m) => m.role === "tool").map((m) => m.content)).toEqual([
      "Error: not finished: the run was stopped (its time limit, or a cancel) while the tool worked",
    ]);
  });

  it("0 sets no limit", async () => {
    const timer = manualTimer();
    const h = await harness({ steps: [answer("ok")] });
    const agent = new Agent({ ...h.deps, limits: { ...h.deps.limits, runTimeoutMs: 0 }, timer: timer.make });
    expect((await agent.run({ recipe: "main", trigger: "test", message: "hi" })).status).toBe("done");
    expect(timer.armedFor).toEqual([]);
  });
});

describe("the cap on tool calls per model response", () => {
  it("answers the calls beyond the cap with a tool error instead of running them", async () => {
    const h = await harness({
      recipes: [recipe("main", ["allowed_tools: [read_file]"])],
      files: { "a.txt": "AAA" },
      limits: { maxToolCallsPerTurn: 2 },
      steps: [
        callTools(["c1", "c2", "c3", "c4"].map((id) => ({ name: "read_file", args: { path: "a.txt" }, id }))),
        answer("done"),
      ],
    });
    const outcome = await h.run();
    expect(outcome).toMatchObject({ status: "done", toolCalls: 2 });
    const results = loggedMessages(await h.reload()).filter((m) => m.role === "tool");
    expect(results.map((m) => m.tool_call_id)).toEqual(["c1", "c2", "c3", "c4"]);
    for (const run of results.slice(0, 2)) expect(run.content).toContain("AAA");
    for (const extra of results.slice(2))
      expect(extra.content).toBe(
        "Error: not run: one answer may make at most 2 tool calls (max-tool-calls-per-turn); make the calls still needed in your next answer",
      );
    expect(h.warnings().join()).toContain("the model asked for 4 tool calls in one answer");
  });
});

describe("the limits' settings", () => {
  const from = (given: Record<string, string>) => (name: string) => given[name] ?? "";

  it("are action inputs with defaults (20 minutes, 32 calls) that refuse nonsense", () => {
    const settings = readInputs(from({ "openai-api-key": "k" })).settings;
    expect(settings).toMatchObject({ runTimeoutMinutes: 20, maxToolCallsPerTurn: 32 });
    expect(
      readInputs(from({ "openai-api-key": "k", "run-timeout-minutes": "0", "max-tool-calls-per-turn": "4" }))
        .settings,
    ).toMatchObject({ runTimeoutMinutes: 0, maxToolCallsPerTurn: 4 });
    expect(() => readInputs(from({ "openai-api-key": "k", "run-timeout-minutes": "-1" }))).toThrow(
      '"run-timeout-minutes" accepts a number of minutes from 0 (no limit) to 1440; got "-1"',
    );
    expect(() => readInputs(from({ "openai-api-key": "k", "max-tool-calls-per-turn": "0" }))).toThrow(
      '"max-tool-calls-per-turn" accepts a whole number of at least 1',
    );
  });

  it("are CLI flags, checked before anything runs", async () => {
    const cwd = tempDir("baton-limits-");
    let stderr = "";
    const io: CliIO = {
      stdout: () => {},
      stderr: (t) => {
        stderr += t;
      },
      env: {},
      cwd,
      isTTY: false,
      stderrIsTTY: false,
    };
    expect(await main(["--run-timeout-minutes", "soon", "sessions"], io)).toBe(2);
    expect(stderr).toContain(
      '--run-timeout-minutes accepts a number of minutes from 0 (no limit) to 1440; got "soon"',
    );
    expect(await main(["--run-timeout-minutes", "5", "--max-tool-calls-per-turn", "8", "sessions"], io)).toBe(
      0,
    );
  });
});

describe("the time limit during a compaction", () => {
  it("aborts the summarizer's request too: no mask fallback, no breaker count, the run stops", async () => {
    const timer = manualTimer();
    let aborted = false;
    const r = await rig({
      contextWindow: 4000,
      settings: { compactStrategy: "summarize", runTimeoutMinutes: "1" },
      history: history(8, 1500),
      fallback: (request) =>
        isSummarizerCall(request)
          ? new Promise<never>((_, reject) => {
              request.signal?.addEventListener("abort", () => {
                aborted = true;
                reject(new ModelError("cancelled", "the request was aborted"));
              });
              timer.fire();
            })
          : answer("never asked for"),
    });
    const outcome = await r.runtime
      .agent(r.conversation, { timer: timer.make })
      .run({ recipe: "answer", message: "go on", trigger: "test" });
    expect(aborted).toBe(true);
    expect(outcome.status).toBe("timeout");
    expect(r.turnCalls()).toHaveLength(0);
    expect(r.runtime.compaction.breakerOpen).toBe(false);
    expect(r.conversation.entries.some((e) => e.type === "compaction")).toBe(false);
    expect(r.logger.lines.join("\n")).not.toMatch(/masked instead|pre-LLM check failed/);
  });
});

describe("a chain of callbacks", () => {
  it("shares the run's max-turns: an agent_stop hook that always calls back gets no more model calls", async () => {
    const h = await harness({ fallback: answer("again"), limits: { maxTurns: 2 } });
    h.hooks.register("agent_stop", "loop", () => ({ result: "callback", callback: "main" }));
    const outcome = await h.run();
    expect(h.model.calls).toBe(2);
    expect(outcome.status).toBe("max_turns");
    expect(outcome.turns).toBe(2);
    expect(outcome.reason).toMatch(/stopped after 2 model calls \(max-turns 2\)/);
  });

  it("shares the run's token budget", async () => {
    // Each answer costs 15 tokens (USAGE): the second call reaches 30, past 20; no third is made.
    const h = await harness({ fallback: answer("again"), limits: { maxRunTokens: 20 } });
    h.hooks.register("agent_stop", "loop", () => ({ result: "callback", callback: "main" }));
    const outcome = await h.run();
    expect(h.model.calls).toBe(2);
    expect(outcome.status).toBe("budget");
    expect(outcome.usage.input_tokens + outcome.usage.output_tokens).toBe(30);
  });
});

describe("tool calls a model can get wrong", () => {
  it("two calls of one answer under one id both run and both results reach the model", async () => {
    const h = await harness({
      recipes: [recipe("main", ["allowed_tools: [read_file]"])],
      files: { "a.txt": "AAA", "b.txt": "BBB" },
      steps: [
        callTools([
          { name: "read_file", args: { path: "a.txt" }, id: "X" },
          { name: "read_file", args: { path: "b.txt" }, id: "X" },
        ]),
        answer("done"),
      ],
    });
    expect(await h.run()).toMatchObject({ status: "done", toolCalls: 2 });
    const sent = h.model.requests[1]!.messages;
    const ids = sent.find((m) => m.tool_calls)!.tool_calls!.map((c) => c.id);
    expect(ids).toEqual(["X", "X_2"]);
    const results = sent.filter((m) => m.role === "tool");
    expect(results.map((m) => m.tool_call_id)).toEqual(["X", "X_2"]);
    expect(String(results[0]!.content)).toContain("AAA");
    expect(String(results[1]!.content)).toContain("BBB");
  });

  it("arguments nested past the log's depth are refused unread, and the run goes on", async () => {
    const deep = `{"path":"a.txt","extra":${"[".repeat(300)}${"]".repeat(300)}}`;
    const h = await harness({
      recipes: [recipe("main", ["allowed_tools: [read_file]"])],
      files: { "a.txt": "AAA" },
      steps: [callTools([{ name: "read_file", args: deep, id: "d1" }]), answer("done")],
    });
    expect(await h.run()).toMatchObject({ status: "done" });
    const result = loggedMessages(await h.reload()).find((m) => m.role === "tool");
    expect(result?.content).toBe("Error: not run: the arguments are nested 301 levels deep (at most 256)");
  });

  it("a run stopped by its token budget makes no model call to compact at its end", async () => {
    const r = await rig({
      contextWindow: 4000,
      settings: { maxRunTokens: "10", compactStrategy: "summarize", compactThreshold: "0.95" },
      steps: [callTools([{ name: "read_file", args: { path: "big.txt" }, id: "r1" }])],
    });
    await writeFile(join(r.dir, "big.txt"), "some words of the file\n".repeat(450));
    const outcome = await r.runtime
      .agent(r.conversation)
      .run({ recipe: "answer", message: "read it", trigger: "test" });
    expect(outcome.status).toBe("budget");
    expect(r.turnCalls()).toHaveLength(1);
    expect(r.summarizerCalls()).toHaveLength(0);
  });
});
