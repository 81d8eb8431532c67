import fc from "fast-check";
import { describe, expect, it } from "vitest";
import "../../helpers/tokenizer.ts";
import { findCutPoint } from "../../../src/engine/compaction/cut-point.ts";
import {
  LEDGER_HEADING,
  ledgerBudget,
  readLedger,
  withLedger,
} from "../../../src/engine/compaction/instructions.ts";
import { trimOldest } from "../../../src/engine/compaction/transcript.ts";
import { buildContext, type ContextMessage } from "../../../src/engine/log/context-builder.ts";
import { cachedMessageTokens, textTokens } from "../../../src/engine/log/tokens.ts";
import type { Message } from "../../../src/engine/messages.ts";
import { LogBuilder } from "../../helpers/log-builder.ts";

const msg = (message: Message, entryId: string | null = "e"): ContextMessage => ({ message, entryId });

describe("findCutPoint", () => {
  const arbContext = fc.array(
    fc.oneof(
      fc.record({ role: fc.constant("user" as const), content: fc.string({ maxLength: 80 }) }),
      fc.record({ role: fc.constant("assistant" as const), content: fc.string({ maxLength: 80 }) }),
      fc.record({
        role: fc.constant("tool" as const),
        content: fc.string({ maxLength: 400 }),
        tool_call_id: fc.constant("c"),
      }),
    ),
    { maxLength: 40 },
  );

  it("keeps at most the budget — or, when not even the last turn fits, cuts at the last place there is — never at a tool result or a synthetic message", () => {
    fc.assert(
      fc.property(
        arbContext,
        fc.integer({ min: 0, max: 2000 }),
        fc.boolean(),
        (messages, budget, summaryFirst) => {
          const context = messages.map((m, i) => msg(m as Message, summaryFirst && i === 0 ? null : `e${i}`));
          const cut = findCutPoint(context, budget);
          const kept = context.slice(cut).reduce((n, m) => n + cachedMessageTokens(m.message), 0);
          if (kept > budget) {
            // Nothing fits: the last cut there is (0, keeping everything, when there is none).
            const places = context.flatMap((m, i) =>
              i > 0 && m.entryId !== null && m.message.role !== "tool" ? [i] : [],
            );
            expect(cut).toBe(places.at(-1) ?? 0);
          }
          // 0 is no cut at all: everything is kept.
          if (cut > 0 && cut < context.length) {
            expect(context[cut]!.message.role).not.toBe("tool");
            expect(context[cut]!.entryId).not.toBeNull();
          }
        },
      ),
    );
  });
});

describe("a keep budget spent by a trailing tool result alone", () => {
  const call = (id: string): Message => ({
    role: "assistant",
    content: null,
    tool_calls: [{ id, type: "function", function: { name: "read_file", arguments: "{}" } }],
  });
  const result = (id: string, tokens: number): Message => ({
    role: "tool",
    tool_call_id: id,
    content: "x ".repeat(tokens),
  });
  const session = () =>
    [
      { role: "user", content: "the task" },
      call("c1"),
      result("c1", 3000),
      { role: "user", content: "carry on" },
      call("c2"),
      result("c2", 9000),
    ].map((m, i) => msg(m as Message, `e${i}`));

  it("cuts at the call that made it, rather than folding the whole conversation", () => {
    expect(findCutPoint(session(), 4096)).toBe(4);
  });

  it("still keeps within the budget when a cut fits in it", () => {
    expect(findCutPoint(session(), 13_000)).toBeLessThan(4);
  });

  it("keeps everything only when there is nowhere to cut", () => {
    expect(findCutPoint([msg(result("c0", 9000), "e0")], 4096)).toBe(0);
  });
});

describe("in-place masking in the context builder", () => {
  it("masks tool outputs before the mask's first kept entry, and a later summary still wins", () => {
    const log = new LogBuilder();
    log.user("read it");
    log.toolCall("c1", "read_file", JSON.stringify({ path: "a.ts" }));
    log.toolResult("c1", "A".repeat(500));
    const kept = log.user("again");
    log.toolCall("c2", "read_file", JSON.stringify({ path: "b.ts" }));
    log.toolResult("c2", "B".repeat(500));
    log.raw({
      type: "compaction",
      first_kept_entry_id: kept,
      tokens_before: 1,
      tokens_after: 1,
      strategy: "mask",
    });
    const context = buildContext(log.entries);
    expect(context[2]!.message.content).toMatch(
      /^\[output masked to save context: read_file\(\{"path":"a.ts"\}\) returned 500 characters/,
    );
    expect(context[5]!.message.content).toBe("B".repeat(500));
    expect(context[2]!.message.tool_call_id).toBe("c1");

    log.compaction("S", null);
    expect(buildContext(log.entries).map((m) => m.summary)).toEqual([true]);
  });
});

describe("an in-place mask under a later pop", () => {
  it("stops masking once a pop back past it owns the mask entry", () => {
    const log = new LogBuilder();
    log.user("first");
    log.toolCall("c1", "read_file", "{}");
    log.toolResult("c1", "T1 OUTPUT");
    const u2 = log.user("second");
    log.toolCall("c2", "read_file", "{}");
    log.toolResult("c2", "T2 OUTPUT");
    const u3 = log.user("third");
    log.raw({
      type: "compaction",
      first_kept_entry_id: u3,
      tokens_before: 1,
      tokens_after: 1,
      strategy: "mask",
    });
    expect(buildContext(log.entries)[2]!.message.content).toMatch(/^\[output masked/);
    log.pop(u2, "popped");
    const context = buildContext(log.entries);
    expect(context[2]!.message.content).toBe("T1 OUTPUT");
    expect(context.at(-1)!.message.content).toContain("popped");
  });
});

describe("the ledger of the user's words", () => {
  const user = (content: string): ContextMessage => msg({ role: "user", content });

  it("quotes user messages verbatim, skips bare commands, and reads back what it wrote", () => {
    const summary = withLedger(
      "# Conversation summary\nbody",
      [
        user("Use tabs,\n\nnot spaces."),
        user("/run pr-review"),
        user("/compact focus on tests"),
        msg({ role: "assistant", content: "ok" }),
      ],
      2_000,
    );
    expect(summary).toContain(LEDGER_HEADING);
    expect(readLedger(summary)).toEqual(["Use tabs,\n\nnot spaces.", "/compact focus on tests"]);
  });

  it("carries an earlier ledger forward once, without duplicates", () => {
    const first = withLedger("one", [user("keep A")], 2_000);
    const carried: ContextMessage = {
      message: { role: "user", content: `intro\n\n${first}` },
      entryId: null,
      summary: true,
    };
    const second = withLedger(
      `two\n\n${LEDGER_HEADING}\n\n> copied by the model`,
      [carried, user("keep A"), user("keep B")],
      2_000,
    );
    expect(readLedger(second)).toEqual(["keep A", "keep B"]);
    expect(second.startsWith("two")).toBe(true);
  });

  it("keeps the newest messages when the ledger is full, and says the summary carries the rest", () => {
    const many = Array.from({ length: 400 }, (_, i) => user(`instruction number ${i} ${"x".repeat(20)}`));
    const text = withLedger("s", many, 2_000);
    const ledger = readLedger(text);
    expect(ledger.at(-1)).toContain("instruction number 399");
    expect(ledger.length).toBeLessThan(400);
    expect(text).toContain(
      `(The ${400 - ledger.length} oldest user messages no longer fit here; the summary above carries them.)`,
    );
  });

  it("cuts one overlong message to its head and tail with a note, never empties the ledger", async () => {
    const long = `START of the request ${"paste ".repeat(3_000)} END of the request`;
    const text = withLedger("s", [user("an older instruction"), user(long)], 1_000);
    const [only, ...rest] = readLedger(text);
    expect(rest).toEqual([]);
    expect(only).toMatch(/^START of the request/);
    expect(only).toMatch(/END of the request$/);
    expect(only).toMatch(/\[… \d+ characters cut …\]/);
    expect(textTokens(only!)).toBeLessThanOrEqual(1_000);
    expect(text).toContain("(The 1 oldest user messages no longer fit here");
    // Longer than a ledger keeps of any one message, in a budget that has room: head and tail again.
    const roomy = readLedger(withLedger("s", [user(long)], 20_000));
    expect(roomy[0]).toMatch(/^START[\s\S]*characters cut[\s\S]*END of the request$/);
  });

  it("gives the user's words a budget that grows with the window: 30 %, at most 20k tokens", () => {
    expect(ledgerBudget(16_000)).toBe(4_800);
    expect(ledgerBudget(32_000)).toBe(9_600);
    expect(ledgerBudget(128_000)).toBe(20_000);
    expect(ledgerBudget(1_000_000)).toBe(20_000);
    // 400 short instructions fit whole in a 128k window's ledger; they did not in the old fixed 2,000 tokens.
    const many = Array.from({ length: 400 }, (_, i) => user(`instruction number ${i} ${"x".repeat(20)}`));
    expect(readLedger(withLedger("s", many, ledgerBudget(128_000)))).toHaveLength(400);
  });
});

describe("trimOldest: the summarizer's input", () => {
  // Was: the pass that drops what stays skipped index 0 of what was left, not the first user
  // message: after an earlier summary, a pop's request was dropped.
  it("keeps the first user message when an earlier summary comes first", () => {
    const blocks = [
      "[earlier summary]\nwhat came before",
      "[user]\nTHE-REQUEST-BEING-POPPED: try the parser rewrite",
      ...Array.from({ length: 400 }, (_, i) => `[user]\nplease look at test ${i} again, it still fails`),
      "[assistant]\ndone",
    ];
    const out = trimOldest(blocks, 2_000, (b) => b.startsWith("[earlier summary]") || b.startsWith("[user]"));
    expect(out.some((b) => b.startsWith("[earlier summary]"))).toBe(true);
    expect(out.some((b) => b.includes("THE-REQUEST-BEING-POPPED"))).toBe(true);
  });
  // Was (found reviewing the change below): each of many short blocks that stay (a pop keeps every
  // user message) was cut with a note of its own, which cost what the cut saved: 600 of them came
  // out at 9,600 tokens for a 4,000-token room. Now the oldest go whole once cuts do not fit.
  it("fits the room when many short blocks stay: the oldest of them go", () => {
    const blocks = Array.from(
      { length: 600 },
      (_, i) => `[user]\nplease look at test ${i} again, it still fails`,
    );
    const out = trimOldest(blocks, 4_000, (b) => b.startsWith("[user]"));
    expect(out.reduce((n, b) => n + textTokens(b) + 2, 0)).toBeLessThanOrEqual(4_040);
    expect(out[0]).toMatch(/^\[\d+ older messages were left out to fit the summarizer's window\]$/);
    expect(out.at(-1)).toContain("test 599");
    // The first of them stays too: for a pop, the request being popped.
    expect(out[1]).toContain("test 0 again");
  });

  // Was: an earlier summary always stayed whole, so one written under a larger window made the
  // summarizer's request bigger than a smaller window. Now what stays is cut to fit.
  it("fits the room, whatever stays: an earlier summary too big for it keeps its head and tail", () => {
    fc.assert(
      fc.property(fc.integer({ min: 200, max: 5_000 }), fc.integer({ min: 1, max: 6 }), (room, n) => {
        const summary = `[earlier summary]\nHEAD ${"word ".repeat(3_000)} TAIL`;
        const blocks = [
          summary,
          ...Array.from({ length: n }, (_, i) => `[user]\nmessage ${i} ${"x ".repeat(200)}`),
        ];
        const out = trimOldest(blocks, room);
        const tokens = out.reduce((sum, b) => sum + textTokens(b) + 2, 0);
        expect(tokens).toBeLessThanOrEqual(room + 40);
        const kept = out.find((b) => b.startsWith("[earlier summary]"))!;
        expect(kept).toContain("HEAD");
        expect(kept).toContain("TAIL");
      }),
      { numRuns: 60 },
    );
  });
});
