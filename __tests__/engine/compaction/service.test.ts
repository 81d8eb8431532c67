import { describe, expect, it } from "vitest";
import { LEDGER_HEADING } from "../../../src/engine/compaction/instructions.ts";
import { ContextOverflowError, ModelError } from "../../../src/engine/model/client.ts";
import { answer, compactions, history, requestText, rig, summarizerOr } from "./helpers.ts";

describe("the compaction service: summarize", () => {
  it("summarizes through the compact recipe, truncates tool outputs, keeps recent turns and the user's words", async () => {
    const r = await rig({ history: history(8, 6000) });
    const before = r.conversation.contextTokens();
    const result = await r.runtime.compact(r.conversation, { instructions: "focus on mod3" });

    expect(result.status).toBe("compacted");
    const [call] = r.summarizerCalls();
    expect(call!.tools).toBeUndefined();
    expect(call!.messages[0]!.content).toContain("focus on mod3"); // the instructions steer the recipe
    const transcript = String(call!.messages[1]!.content);
    expect(transcript).toContain("characters cut"); // a 6000-char output reaches the summarizer shortened
    expect(transcript).not.toContain("line of mod1 ".repeat(200));

    const [entry] = compactions(r.conversation.entries);
    expect(entry).toMatchObject({ strategy: "summarize", recipe: "compact", tokens_before: before });
    expect(entry!.first_kept_entry_id).not.toBeNull();
    expect(entry!.tokens_after).toBe(r.conversation.contextTokens());
    expect(entry!.tokens_after).toBeLessThan(before / 2);

    const context = r.conversation.context();
    expect(context[0]!.summary).toBe(true);
    // Every user instruction that was folded is carried verbatim in the summary.
    const summary = String(context[0]!.message.content);
    expect(summary).toContain(LEDGER_HEADING);
    expect(summary).toContain("> Instruction 1: always keep file src/mod1.ts tidy");
    // The recent turns are kept verbatim, and the cut did not split a call from its result.
    expect(context.at(-1)!.message.content).toBe("Read src/mod8.ts; found error E800");
    // Every kept tool result follows the assistant message that made its call.
    const calls = new Set<string>();
    for (const m of context) {
      for (const call of m.message.tool_calls ?? []) calls.add(call.id);
      if (m.message.role === "tool") expect(calls.has(m.message.tool_call_id!)).toBe(true);
    }
  });

  it("hands the previous summary in to be updated, and carries its user messages forward", async () => {
    const r = await rig({
      history: history(6, 4000),
      steps: [answer("# Conversation summary\nFIRST SUMMARY")],
      fallback: summarizerOr("# Conversation summary\nSECOND SUMMARY"),
    });
    await r.runtime.compact(r.conversation);
    for (const m of history(6, 4000).slice(0, 20))
      await r.conversation.append({ type: "message", message: m });
    await r.runtime.compact(r.conversation);

    const second = r.summarizerCalls()[1]!;
    expect(requestText(second)).toContain("FIRST SUMMARY");
    const summary = String(r.conversation.context()[0]!.message.content);
    expect(summary).toContain("SECOND SUMMARY");
    expect(summary).toContain("> Instruction 1: always keep file src/mod1.ts tidy");
    expect(summary.split(LEDGER_HEADING)).toHaveLength(2); // one ledger, not one per compaction
  });

  it("a second compaction with nothing said since makes no model call and says there is nothing to compact", async () => {
    const r = await rig({
      history: history(6, 4000),
      steps: [answer("# Conversation summary\nFIRST SUMMARY")],
      fallback: summarizerOr("# Conversation summary\nRE-SUMMARIZED"),
    });
    const first = await r.runtime.compact(r.conversation);
    expect(first.status).toBe("compacted");
    const entries = r.conversation.entries.length;
    for (let i = 0; i < 3; i++) {
      const again = await r.runtime.compact(r.conversation);
      expect(again).toMatchObject({
        status: "unchanged",
        reason: "nothing to compact: nothing was said since the last summary",
      });
    }
    expect(r.summarizerCalls()).toHaveLength(1);
    expect(r.conversation.entries).toHaveLength(entries);
    expect(String(r.conversation.context()[0]!.message.content)).toContain("FIRST SUMMARY");
  });

  it("a custom compact.md changes the prompt of manual and automatic compaction alike", async () => {
    const custom =
      "---\ndescription: ours\nallowed_tools: []\n---\nCUSTOM COMPACT PROMPT for {{ conversation.id }}\n";
    const r = await rig({
      contextWindow: 3000,
      recipes: { "compact.md": custom },
      settings: { compactStrategy: "summarize" },
      history: history(6, 1500),
    });
    await r.runtime.compact(r.conversation);
    for (const m of history(8, 1500)) await r.conversation.append({ type: "message", message: m });
    await r.runtime.agent(r.conversation).run({ recipe: "answer", message: "next", trigger: "test" });

    const calls = r.summarizerCalls();
    expect(calls.length).toBeGreaterThanOrEqual(2);
    for (const call of calls) expect(call.messages[0]!.content).toBe("CUSTOM COMPACT PROMPT for issue-7");
    expect(compactions(r.conversation.entries).map((e) => e.strategy)).toEqual(["summarize", "summarize"]);
  });
});

describe("the compaction service: nothing gained", () => {
  const short = () => ({
    history: [
      { role: "user" as const, content: "hi" },
      { role: "assistant" as const, content: "hello" },
    ],
    steps: [answer(`# Conversation summary\n${"long ".repeat(200)}`)],
  });

  it("automatic compaction does not apply a summary no shorter than what it replaces, and still counts its cost", async () => {
    const r = await rig(short());
    const result = await r.runtime.compaction.compact(r.conversation, {
      strategy: "summarize",
      trigger: "auto",
      targetTokens: 10,
    });
    expect(result.status).toBe("unchanged");
    expect(result.warnings.join()).toContain("no shorter than what it would replace");
    expect(result.usage.input_tokens).toBeGreaterThan(0);
    expect(compactions(r.conversation.entries)).toHaveLength(0);
  });

  it("no summary past a tenth of the window is applied, even one a person asked for: it could not be summarized again", async () => {
    const r = await rig({
      history: history(8, 6000),
      steps: [answer(`# Conversation summary\n${"long ".repeat(1_000)}`)],
    });
    const result = await r.runtime.compact(r.conversation);
    expect(result).toMatchObject({ status: "compacted", summaryFailed: true });
    expect(result.warnings.join()).toMatch(
      /summarizing failed \(the summary came out at \d+ tokens, more than a summary may take \(a tenth of the 4000-token window: 400\)\), so old tool outputs were masked instead/,
    );
    expect(compactions(r.conversation.entries).map((c) => c.strategy)).toEqual(["mask"]);
    expect(JSON.stringify(r.conversation.context())).not.toContain("long long");
  });

  it("a compaction a person asked for is applied however long the summary, within the cap: the guard is automatic compaction's", async () => {
    const r = await rig(short());
    const result = await r.runtime.compact(r.conversation);
    expect(result).toMatchObject({ status: "compacted", warnings: [], summaryFailed: false });
    expect(compactions(r.conversation.entries)).toHaveLength(1);
    expect(String(r.conversation.context()[0]!.message.content)).toContain("long long");
  });
});

describe("the compaction service: each strategy decides whether there is work", () => {
  it("summarize right after a mask summarizes: a mask summarized nothing", async () => {
    const r = await rig({
      history: history(8, 1000),
      steps: [answer("# Conversation summary\nAFTER THE MASK")],
    });
    expect((await r.runtime.compact(r.conversation, { strategy: "mask" })).status).toBe("compacted");
    const result = await r.runtime.compact(r.conversation, { strategy: "summarize" });
    expect(result.status === "compacted" && result.steps.map((s) => s.strategy)).toEqual(["summarize"]);
    expect(r.summarizerCalls()).toHaveLength(1);
    expect(String(r.conversation.context()[0]!.message.content)).toContain("AFTER THE MASK");
  });

  it("a manual compaction of four turns of about 3 KB in a large window summarizes and keeps fewer turns if it must", async () => {
    const r = await rig({ contextWindow: 128_000, history: history(4, 3000) });
    const result = await r.runtime.compact(r.conversation);
    expect(result).toMatchObject({ status: "compacted", summaryFailed: false });
    // One turn: automatic compaction would keep it all; a person's request folds what it can.
    const one = await rig({ contextWindow: 128_000, history: history(1, 3000) });
    const folded = await one.runtime.compact(one.conversation);
    expect(folded.status).toBe("compacted");
    expect(one.conversation.context().at(-1)!.message.content).toBe("Read src/mod1.ts; found error E100");
    expect(one.conversation.context()[0]!.summary).toBe(true);
  });
});

describe("the compaction service: mask and hybrid", () => {
  it("mask makes no model call and leaves placeholders with the tool's name, arguments and size", async () => {
    const r = await rig({ history: history(8, 1000) });
    const before = r.conversation.contextTokens();
    const result = await r.runtime.compact(r.conversation, { strategy: "mask" });
    expect(result.status).toBe("compacted");
    expect(r.model.calls).toBe(0);
    const [entry] = compactions(r.conversation.entries);
    expect(entry).toMatchObject({ strategy: "mask" });
    expect(entry!.summary).toBeUndefined();
    const tools = r.conversation.context().filter((m) => m.message.role === "tool");
    expect(tools[0]!.message.content).toMatch(
      /read_file\(\{"path":"src\/mod1\.ts"\}\) returned \d+ characters/,
    );
    expect(tools.at(-1)!.message.content).toContain("line of mod8"); // recent output kept
    expect(r.conversation.contextTokens()).toBeLessThan(before / 2);
    // The user's words and the answers stay as they were.
    expect(r.conversation.contextMessages().filter((m) => m.role === "user")).toHaveLength(8);
  });

  it("hybrid stops after masking when that is enough, and summarizes only when it is not", async () => {
    const enough = await rig({ history: history(8, 3000) });
    await enough.runtime.compact(enough.conversation, { strategy: "hybrid" });
    expect(enough.model.calls).toBe(0);

    // Long answers, not tool outputs, fill this one: masking cannot get it under the target.
    const wordy = await rig({
      contextWindow: 2000,
      history: Array.from({ length: 12 }, (_, i) => ({
        role: i % 2 ? ("assistant" as const) : ("user" as const),
        content: `turn ${i} ${"words ".repeat(150)}`,
      })),
    });
    const result = await wordy.runtime.compact(wordy.conversation, { strategy: "hybrid" });
    expect(wordy.summarizerCalls()).toHaveLength(1);
    expect(result.status === "compacted" && result.steps.map((s) => s.strategy)).toEqual(["summarize"]);
  });
});

describe("the compaction service: failures", () => {
  it("a failed summarizer call is retried once with the oldest input trimmed", async () => {
    const r = await rig({
      history: history(8, 3000),
      steps: [new ContextOverflowError("too long"), answer("# Conversation summary\nafter trim")],
    });
    const result = await r.runtime.compact(r.conversation);
    expect(result.status).toBe("compacted");
    const [first, second] = r.summarizerCalls();
    expect(String(second!.messages[1]!.content).length).toBeLessThan(
      String(first!.messages[1]!.content).length,
    );
    expect(String(second!.messages[1]!.content)).toContain("older messages were left out");
    expect(String(r.conversation.context()[0]!.message.content)).toContain("after trim");
  });

  it("falls back to mask, says so, and three failures in a row open the breaker", async () => {
    const down = () => new ModelError("server", "503 from the summarizer");
    // Each compaction tries twice (the second time with the oldest input left out).
    const r = await rig({
      history: history(8, 3000),
      steps: [down(), down(), down(), down(), down(), down()],
    });
    for (let i = 0; i < 3; i++) {
      const result = await r.runtime.compact(r.conversation);
      expect(result.warnings.join()).toContain("masked instead");
      for (const m of history(2, 3000)) await r.conversation.append({ type: "message", message: m });
    }
    expect(r.summarizerCalls()).toHaveLength(6);
    expect(r.runtime.compaction.breakerOpen).toBe(true);
    const fourth = await r.runtime.compact(r.conversation);
    expect(r.summarizerCalls()).toHaveLength(6); // the breaker holds: no further call
    expect(fourth.warnings.join()).toContain("3 times in a row");
    expect(compactions(r.conversation.entries).every((e) => e.strategy === "mask")).toBe(true);
  });

  it("an overflow that persists after trimming falls back to mask", async () => {
    const r = await rig({
      history: history(8, 3000),
      steps: [new ContextOverflowError("too long"), new ContextOverflowError("still too long")],
    });
    const result = await r.runtime.compact(r.conversation);
    expect(result.status).toBe("compacted");
    expect(result.status === "compacted" && result.steps.map((s) => s.strategy)).toEqual(["mask"]);
  });
});

describe("before_compact and after_compact", () => {
  const ext = (body: string) => ({ "ext.mjs": `export default (baton) => { ${body} };\n` });

  it("before_compact can cancel, or supply the summary itself", async () => {
    const cancelling = await rig({
      history: history(4),
      hooks: ext(`baton.on("before_compact", (p) => (p.trigger === "manual" ? { cancel: true } : {}));`),
    });
    const cancelled = await cancelling.runtime.compact(cancelling.conversation);
    expect(cancelled.status).toBe("cancelled");
    expect(compactions(cancelling.conversation.entries)).toHaveLength(0);

    const supplying = await rig({
      history: history(4),
      hooks: ext(`baton.on("before_compact", (p) => ({ summary: "FROM HOOK at " + p.tokens }));`),
    });
    await supplying.runtime.compact(supplying.conversation);
    expect(supplying.model.calls).toBe(0);
    const context = supplying.conversation.context();
    expect(context).toHaveLength(1);
    expect(String(context[0]!.message.content)).toMatch(/FROM HOOK at \d+/);
  });

  it("after_compact's messages stand right after the summary", async () => {
    const r = await rig({
      history: history(6, 3000),
      hooks: ext(
        `baton.on("after_compact", (p) => ({ messages: [{ role: "user", content: "REMEMBER " + p.tokens_before + ">" + p.tokens_after }] }));`,
      ),
    });
    await r.runtime.compact(r.conversation);
    const context = r.conversation.context();
    expect(context[0]!.summary).toBe(true);
    expect(context[1]!.message.content).toMatch(/^REMEMBER \d+>\d+$/);
    const [entry] = compactions(r.conversation.entries);
    expect(entry!.tokens_after).toBe(r.conversation.contextTokens());
  });
});

describe("summary placement", () => {
  it("puts the summary in the system prompt when the recipe says so", async () => {
    const recipe = "---\ndescription: sys\nsummary_placement: system\n---\nSYSTEM PROMPT\n";
    const r = await rig({ recipes: { "sys.md": recipe }, history: history(6, 3000) });
    await r.runtime.compact(r.conversation);
    await r.runtime.agent(r.conversation).run({ recipe: "sys", message: "go on", trigger: "test" });
    const turn = r.turnCalls()[0]!;
    expect(turn.messages[0]!.role).toBe("system");
    expect(String(turn.messages[0]!.content)).toMatch(
      /^Summary of the earlier conversation[\s\S]*SYSTEM PROMPT$/,
    );
    expect(turn.messages.slice(1).some((m) => String(m.content).includes("# Conversation summary"))).toBe(
      false,
    );
  });
});

describe("the summary model's window", () => {
  // Was (found reviewing the change that sized the summarizer's input to summary-model's window): a
  // summary model no catalog or models: entry knows got the 8,192-token guess, which cut what the
  // summary replaces. Unknown, the run model's window stands.
  it("an unknown summary-model does not cut the summarizer's input to an 8k guess", async () => {
    const r = await rig({
      contextWindow: 100_000,
      settings: { summaryModel: "my-azure-summary-deployment" },
      history: history(40, 2000),
    });
    const result = await r.runtime.compact(r.conversation);
    expect(result.status).toBe("compacted");
    const call = r.summarizerCalls()[0]!;
    expect(call.model).toBe("my-azure-summary-deployment");
    const transcript = String(call.messages[1]!.content);
    expect(transcript).not.toContain("left out to fit the summarizer's window");
  });
});
