import { describe, expect, it } from "vitest";
import type { RunState } from "../../../src/engine/agent/run-state.ts";
import type { CompactionService } from "../../../src/engine/compaction/compaction-service.ts";
import { RunCompaction } from "../../../src/engine/compaction/run-compaction.ts";
import { Conversation } from "../../../src/engine/log/conversation.ts";
import { textTokens } from "../../../src/engine/log/tokens.ts";
import { ModelError } from "../../../src/engine/model/client.ts";
import { memoryLogger } from "../../../src/engine/util/logger.ts";
import {
  answer,
  callTools,
  compactions,
  history,
  isSummarizerCall,
  requestText,
  rig,
  summarizerOr,
} from "./helpers.ts";
import "../../helpers/tokenizer.ts";

describe("compaction triggers in a run", () => {
  it("pre-LLM: over the threshold the context is compacted before the call, which carries the summary", async () => {
    const r = await rig({
      contextWindow: 4000,
      settings: { compactStrategy: "summarize" },
      history: history(10, 1200),
    });
    expect(r.conversation.contextTokens()).toBeGreaterThan(3200);
    const outcome = await r.runtime
      .agent(r.conversation)
      .run({ recipe: "answer", message: "next?", trigger: "t" });

    expect(outcome.compactions[0]).toMatchObject({ trigger: "auto" });
    expect(compactions(r.conversation.entries)).toHaveLength(1);
    const turn = r.turnCalls()[0]!;
    expect(requestText(turn)).toContain("Summary of the earlier conversation");
    expect(requestText(turn)).not.toContain("line of mod1 ");
    expect(requestText(turn)).toContain("next?");
  });

  it("pre-LLM: below the threshold nothing happens and no summarizer call is made", async () => {
    const r = await rig({ contextWindow: 100_000, history: history(3) });
    await r.runtime.agent(r.conversation).run({ recipe: "answer", message: "hi", trigger: "t" });
    expect(r.summarizerCalls()).toHaveLength(0);
    expect(compactions(r.conversation.entries)).toHaveLength(0);
    expect(
      r
        .turnCalls()[0]!
        .messages.slice(1)
        .map((m) => m.content),
    ).toEqual([...history(3), { content: "hi" }].map((m) => m.content));
  });

  it("a failing summarizer falls back to mask and the run goes on", async () => {
    const r = await rig({
      contextWindow: 4000,
      settings: { compactStrategy: "summarize" },
      history: history(10, 1200),
      fallback: (request) => {
        if (isSummarizerCall(request)) throw new ModelError("server", "summarizer down");
        return answer("still here");
      },
    });
    const outcome = await r.runtime
      .agent(r.conversation)
      .run({ recipe: "answer", message: "go", trigger: "t" });
    expect(outcome.status).toBe("done");
    expect(outcome.response).toBe("still here");
    expect(compactions(r.conversation.entries).map((e) => e.strategy)).toEqual(["mask"]);
    expect(r.logger.lines.join("\n")).toContain(
      "summarizing failed (summarizer down), so old tool outputs were masked",
    );
  });

  it("a compaction that cannot get under the threshold is not repeated on every call", async () => {
    const r = await rig({
      contextWindow: 3000,
      settings: { compactStrategy: "summarize", stopCompactThreshold: "1" },
      history: history(9, 1200),
      steps: [
        answer(`# Conversation summary\n${"padding ".repeat(280)}`),
        callTools([{ name: "list_files", args: {} }]),
        callTools([{ name: "list_files", args: {} }]),
        answer("done"),
      ],
    });
    // Standing instructions take most of the threshold: a summary within its cap still leaves the
    // conversation over what is left.
    const outcome = await r.runtime
      .agent(r.conversation, { instructions: "Always follow the house rules. ".repeat(280) })
      .run({ recipe: "answer", message: "go", trigger: "t" });
    expect(outcome.turns).toBe(3);
    expect(r.summarizerCalls()).toHaveLength(1);
    expect(r.logger.lines.join("\n")).toContain("above the target");
  });

  it("agent_stop: a run ending over the stop threshold is compacted before it is saved", async () => {
    const r = await rig({ contextWindow: 4000, history: history(8, 1000) });
    const tokens = r.conversation.contextTokens();
    expect(tokens).toBeGreaterThan(2400);
    expect(tokens).toBeLessThan(3200);
    const outcome = await r.runtime
      .agent(r.conversation)
      .run({ recipe: "answer", message: "x", trigger: "t" });
    expect(outcome.compactions.map((c) => c.trigger)).toEqual(["stop"]);
    const saved = await Conversation.load(r.conversation.file);
    expect(saved.contextTokens()).toBeLessThan(2400);
    // The run entry comes after the compaction: the state saved is the compacted one.
    expect(saved.entries.at(-1)!.type).toBe("run");
  });

  it("agent_stop with summarize: the next run's request carries the summary, not the covered turns", async () => {
    const r = await rig({
      contextWindow: 4000,
      settings: { compactStrategy: "summarize" },
      history: history(8, 1000),
    });
    await r.runtime.agent(r.conversation).run({ recipe: "answer", message: "x", trigger: "t" });
    expect(compactions(r.conversation.entries).map((e) => e.strategy)).toEqual(["summarize"]);
    await r.runtime.agent(r.conversation).run({ recipe: "answer", message: "next", trigger: "t" });
    const next = requestText(r.turnCalls().at(-1));
    expect(next).toContain("Summary of the earlier conversation");
    expect(next).not.toContain("found error E100");
    expect(next).not.toContain("line of mod1 ");
  });

  it("a hook's callback to compact runs the compact recipe, whose summary replaces the context", async () => {
    const r = await rig({
      history: history(4),
      // Room for the recipes' system prompts too: no automatic compaction before the calls.
      contextWindow: 6000,
      hooks: {
        "ext.mjs": `export default (baton) => baton.on("agent_stop", (p) => p.invoked_recipe === "answer" ? { result: "callback", callback: "compact" } : {});\n`,
      },
      fallback: summarizerOr("# Conversation summary\nCALLED BACK", "answered"),
    });
    const outcome = await r.runtime
      .agent(r.conversation)
      .run({ recipe: "answer", message: "q", trigger: "t" });
    expect(outcome.compactions.map((c) => c.trigger)).toEqual(["callback"]);
    const [entry] = compactions(r.conversation.entries);
    expect(entry).toMatchObject({ strategy: "summarize", recipe: "compact", first_kept_entry_id: null });

    await r.runtime.agent(r.conversation).run({ recipe: "answer", message: "after", trigger: "t" });
    const next = r.turnCalls().at(-1)!;
    expect(requestText(next)).toContain("CALLED BACK");
    expect(requestText(next)).not.toContain("found error E200");
    expect(requestText(next)).not.toContain("line of mod1");
  });

  it("run -r compact: swap_context swaps the context and the conversation continues from the summary", async () => {
    const r = await rig({
      history: history(4),
      contextWindow: 6000,
      fallback: summarizerOr("# Conversation summary\nSWAPPED", "fine"),
    });
    const outcome = await r.runtime
      .agent(r.conversation)
      .run({ recipe: "compact", message: "focus on errors", trigger: "cli" });
    expect(outcome.compactions).toEqual([
      expect.objectContaining({ trigger: "manual", strategy: "summarize" }),
    ]);
    await r.runtime.agent(r.conversation).run({ recipe: "answer", message: "and now?", trigger: "t" });
    const next = r.turnCalls().at(-1)!;
    expect(next.messages.map((m) => m.role)).toEqual(["system", "user", "user"]);
    expect(requestText(next)).toContain("SWAPPED");
    // The user's words survive the swap even though the model's summary did not quote them.
    expect(requestText(next)).toContain("> Instruction 1: always keep file src/mod1.ts tidy");
  });
});

describe("swap_context refuses what cannot be a summary", () => {
  const swap = async (answerText: string) => {
    const r = await rig({ contextWindow: 128_000, history: history(4), fallback: summarizerOr(answerText) });
    const outcome = await r.runtime.agent(r.conversation).run({ recipe: "compact", trigger: "cli" });
    return { r, outcome };
  };

  it('refuses "." as too short: the run fails saying why, and the context is left as it was', async () => {
    const { r, outcome } = await swap(".");
    expect(outcome.status).toBe("failed");
    expect(outcome.reason).toMatch(
      /swap_context refused the compact run's answer as a summary: 1 characters are too short/,
    );
    expect(compactions(r.conversation.entries)).toHaveLength(0);
    expect(
      r.conversation
        .contextMessages()
        .some((m) => m.content === "Instruction 1: always keep file src/mod1.ts tidy"),
    ).toBe(true);
  });

  it("refuses 60 KB: more than a tenth of the window", async () => {
    const { r, outcome } = await swap(
      `# Conversation summary\n${"The user asked for tidy modules. ".repeat(1_900)}`,
    );
    expect(outcome.status).toBe("failed");
    expect(outcome.reason).toMatch(
      /tokens are more than a summary may take \(a tenth of the 128000-token window: 12800\)/,
    );
    expect(compactions(r.conversation.entries)).toHaveLength(0);
  });
});

describe("no request larger than the window", () => {
  /** Long user and assistant texts: nothing a mask can shorten. */
  const talk = (turns: number) =>
    Array.from({ length: turns }, (_, i) => [
      { role: "user" as const, content: `Question ${i}: ${"why does it fail ".repeat(60)}` },
      { role: "assistant" as const, content: `Answer ${i}: ${"because of the cache ".repeat(60)}` },
    ]).flat();

  it("when mask cannot get under the threshold, summarizing takes over before the call", async () => {
    const r = await rig({
      contextWindow: 4000,
      settings: { compactStrategy: "mask" },
      history: talk(10),
      fallback: summarizerOr("# Conversation summary\nshort"),
    });
    expect(r.conversation.contextTokens()).toBeGreaterThan(4000);
    const outcome = await r.runtime
      .agent(r.conversation)
      .run({ recipe: "answer", message: "go", trigger: "t" });
    expect(outcome.status).toBe("done");
    expect(r.summarizerCalls()).toHaveLength(1);
    const sent = r.turnCalls()[0]!.messages.reduce((n, m) => n + textTokens(String(m.content ?? "")), 0);
    expect(sent).toBeLessThanOrEqual(4000);
  });

  it("a context no strategy can fit is refused before the call, with what to do", async () => {
    const r = await rig({
      contextWindow: 2000,
      settings: { compactStrategy: "mask" },
      // A summarizer that cannot shorten anything: its summary is longer than what it covers.
      fallback: summarizerOr(`# Conversation summary\n${"padding ".repeat(4000)}`),
    });
    const outcome = await r.runtime
      .agent(r.conversation)
      .run({ recipe: "answer", message: "one enormous request ".repeat(900), trigger: "t" })
      .catch((e: Error) => ({ status: "threw", reason: e.message }));
    expect(outcome.reason).toMatch(/more than the model's window of 2000, even after compaction/);
    expect(r.turnCalls()).toHaveLength(0);
  });
});

describe("a compaction that could not get under the threshold", () => {
  it("is tried again once the context grew a tenth of the window past its size after it", async () => {
    // Window 10,000, threshold 8,000: a compaction takes 9,500 to 8,200, still over it.
    let tokens = 9_500;
    const calls: number[] = [];
    const service = {
      compact: async () => {
        calls.push(tokens);
        tokens = 8_200;
        return {
          status: "compacted",
          trigger: "auto",
          strategy: "summarize",
          steps: [],
          tokensBefore: 9_500,
          tokensAfter: 8_200,
          usage: { input_tokens: 0, output_tokens: 0 },
          warnings: [],
        };
      },
    } as unknown as CompactionService;
    const compaction = new RunCompaction(service, {
      strategy: "summarize",
      contextWindow: 10_000,
      compactThreshold: 0.8,
      stopCompactThreshold: 0,
    });
    const conversation = { id: "c", contextTokenBound: () => tokens, tokens: async () => tokens };
    const run = {
      conversation,
      recipe: { name: "answer" },
      request: {},
      logger: memoryLogger(),
      outcome: { usage: { input_tokens: 0, output_tokens: 0 }, compactions: [] },
    } as unknown as RunState;
    await compaction.beforeModelCall(run);
    tokens = 9_100;
    await compaction.beforeModelCall(run);
    expect(calls).toEqual([9_500]);
    tokens = 9_300;
    await compaction.beforeModelCall(run);
    expect(calls).toEqual([9_500, 9_300]);
  });
});

describe("the pre-LLM threshold counts the whole request", () => {
  it("compacts when the system prompt and standing instructions take the request past it", async () => {
    const r = await rig({
      contextWindow: 4000,
      history: history(4),
      fallback: summarizerOr("# Conversation summary\nS", "answered"),
    });
    const before = r.conversation.contextTokens();
    expect(before).toBeLessThan(0.8 * 4000);
    const outcome = await r.runtime
      .agent(r.conversation, { instructions: "Always follow the house rules. ".repeat(300) })
      .run({ recipe: "answer", message: "go", trigger: "t" });
    expect(outcome.status).toBe("done");
    expect(outcome.compactions.map((c) => c.trigger)).toContain("auto");
  });
});
