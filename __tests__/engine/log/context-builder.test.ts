import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { naiveOwners } from "../../../bench/naive-owners.ts";
import {
  buildContext,
  INTERRUPTED_TOOL_RESULT,
  POP_INTRO,
  SUMMARY_INTRO,
} from "../../../src/engine/log/context-builder.ts";
import type { Entry } from "../../../src/engine/log/entries.ts";
import { LogBuilder } from "../../helpers/log-builder.ts";

/** The context as short labels: message text, or S:<summary> for summaries. */
function labels(log: LogBuilder): string[] {
  return buildContext(log.entries).map(({ message, summary }) => {
    if (summary) return `S:${message.content!.split("\n\n").slice(1).join("\n\n")}`;
    if (message.role === "tool") return `tool(${message.tool_call_id}):${message.content}`;
    if (message.tool_calls) return `call(${message.tool_calls.map((t) => t.id).join(",")})`;
    return message.content ?? "";
  });
}

describe("buildContext", () => {
  it("passes plain messages through", () => {
    const log = new LogBuilder();
    log.user("u1");
    log.assistant("a1");
    expect(labels(log)).toEqual(["u1", "a1"]);
  });

  it("replaces what a compaction covers with its summary and keeps the rest", () => {
    const log = new LogBuilder();
    log.user("m1");
    log.assistant("m2");
    log.user("m3");
    const m4 = log.assistant("m4");
    log.user("m5");
    log.compaction("C1", m4);
    log.assistant("m7");
    expect(labels(log)).toEqual(["S:C1", "m4", "m5", "m7"]);
    const summary = buildContext(log.entries)[0]!;
    expect(summary.message.role).toBe("user");
    expect(summary.message.content!.startsWith(SUMMARY_INTRO)).toBe(true);
    expect(summary.entryId).toBeNull();
  });

  it("keeps the summary of a compaction whose first kept entry is the first message", () => {
    const log = new LogBuilder();
    const first = log.user("m1");
    log.assistant("m2");
    log.compaction("C1", first);
    log.user("m4");
    expect(labels(log)).toEqual(["S:C1", "m1", "m2", "m4"]);
    // A later compaction over it still wins.
    const m4 = log.entries.at(-1)!.id;
    log.assistant("m5");
    log.compaction("C2", m4);
    expect(labels(log)).toEqual(["S:C2", "m4", "m5"]);
  });

  it("the design doc's example: a compaction over [0,4), then a pop at 9 back to 2 with a pre-pop summary gives [P, S, after 9]", () => {
    const log = new LogBuilder();
    log.user("m0");
    log.assistant("m1");
    const m2 = log.user("m2");
    log.assistant("m3");
    const m4 = log.user("m4");
    log.compaction("C", m4); // index 5, covers [0,4)
    log.assistant("m6");
    log.user("m7");
    log.assistant("m8");
    log.pop(m2, "S", "P"); // index 9
    log.user("m10");
    log.assistant("m11");
    expect(labels(log)).toEqual(["S:P", "S:S", "m10", "m11"]);
    const [pre, pop] = buildContext(log.entries);
    expect(pre!.message.content!.startsWith(SUMMARY_INTRO)).toBe(true);
    expect(pop!.message.content!.startsWith(POP_INTRO)).toBe(true);
  });

  it("the background trace: a later compaction covers earlier pops and wins", () => {
    const log = new LogBuilder();
    log.user("msg1");
    const msg2 = log.assistant("msg2");
    log.user("msg3");
    const msg4 = log.assistant("msg4");
    log.user("msg5");
    log.compaction("C1", msg4);
    expect(labels(log)).toEqual(["S:C1", "msg4", "msg5"]);
    log.assistant("msg7");
    log.user("msg8");
    log.pop(msg2, "S1", "P1");
    expect(labels(log)).toEqual(["S:P1", "S:S1"]);
    log.assistant("msg10");
    const msg11 = log.user("msg11");
    log.assistant("msg12");
    log.compaction("C2", msg11);
    expect(labels(log)).toEqual(["S:C2", "msg11", "msg12"]);
  });

  it("a pop that does not cross a compaction keeps the compaction and the turns before the pop", () => {
    const log = new LogBuilder();
    log.user("m1");
    const m2 = log.assistant("m2");
    log.compaction("C", m2);
    const m4 = log.user("m4");
    log.assistant("m5");
    log.user("m6");
    log.pop(m4, "S");
    log.user("m8");
    expect(labels(log)).toEqual(["S:C", "m2", "S:S", "m8"]);
  });

  it("a mutation replaces everything before it with its messages", () => {
    const log = new LogBuilder();
    log.user("old1");
    log.assistant("old2");
    log.mutation([
      { role: "user", content: "new1" },
      { role: "assistant", content: "new2" },
    ]);
    log.user("after");
    expect(labels(log)).toEqual(["new1", "new2", "after"]);
  });

  it("a compaction after a mutation wins over it", () => {
    const log = new LogBuilder();
    log.user("old");
    log.mutation([{ role: "user", content: "mutated" }]);
    const kept = log.user("kept");
    log.compaction("C", kept);
    expect(labels(log)).toEqual(["S:C", "kept"]);
  });

  it("never separates a tool call from its result at a compaction cut", () => {
    const log = new LogBuilder();
    log.user("u1");
    log.toolCall("c1");
    const result = log.toolResult("c1", "file text");
    log.assistant("done");
    log.compaction("C", result); // the cut names the result: the call must come along
    expect(labels(log)).toEqual(["S:C", "call(c1)", "tool(c1):file text", "done"]);
  });

  it("keeps a parallel call's results together when the cut falls between them", () => {
    const log = new LogBuilder();
    log.user("u1");
    log.message({
      role: "assistant",
      content: null,
      tool_calls: [
        { id: "a", type: "function", function: { name: "grep", arguments: "{}" } },
        { id: "b", type: "function", function: { name: "grep", arguments: "{}" } },
      ],
    });
    log.toolResult("a", "A");
    const second = log.toolResult("b", "B");
    log.compaction("C", second);
    expect(labels(log)).toEqual(["S:C", "call(a,b)", "tool(a):A", "tool(b):B"]);
  });

  it("gives an unanswered tool call a stated placeholder result", () => {
    const log = new LogBuilder();
    log.user("u1");
    log.toolCall("c1");
    expect(labels(log)).toEqual(["u1", "call(c1)", `tool(c1):${INTERRUPTED_TOOL_RESULT}`]);
  });

  it("drops a tool result whose call is not in the context", () => {
    const log = new LogBuilder();
    log.toolResult("ghost", "x");
    log.user("u");
    expect(labels(log)).toEqual(["u"]);
  });

  it("ignores unknown entry types, run and custom entries", () => {
    const log = new LogBuilder();
    log.user("u");
    log.raw({ type: "future_thing", payload: 1, unknown: true });
    log.raw({ type: "run", run_id: "1", trigger: "cli", recipe: "answer", status: "ok" });
    log.raw({ type: "custom", custom_type: "x", data: {} });
    log.assistant("a");
    expect(labels(log)).toEqual(["u", "a"]);
  });

  it("a mask compaction may carry messages instead of a summary", () => {
    const log = new LogBuilder();
    log.user("u");
    log.toolCall("c");
    log.toolResult("c", "huge output");
    const kept = log.user("next");
    log.raw({
      type: "compaction",
      first_kept_entry_id: kept,
      tokens_before: 10,
      tokens_after: 5,
      strategy: "mask",
      messages: [
        { role: "user", content: "u" },
        { role: "assistant", content: "[read_file output: 11 bytes elided]" },
      ],
    });
    expect(labels(log)).toEqual(["u", "[read_file output: 11 bytes elided]", "next"]);
  });
});

describe("buildContext against the entries × ranges oracle", () => {
  it("agrees on random logs of messages, tool calls, compactions, mutations and pops", () => {
    const step = fc.oneof(
      fc.constant({ kind: "user" as const }),
      fc.constant({ kind: "assistant" as const }),
      fc.constant({ kind: "tool" as const }),
      fc.record({ kind: fc.constant("compaction" as const), back: fc.nat() }),
      fc.record({ kind: fc.constant("pop" as const), back: fc.nat(), pre: fc.boolean() }),
      fc.constant({ kind: "mutation" as const }),
    );
    fc.assert(
      fc.property(fc.array(step, { maxLength: 60 }), (steps) => {
        const log = new LogBuilder();
        let call = 0;
        for (const s of steps) {
          const ids = log.entries.map((e) => e.id);
          const pick = (n: number) => ids[n % Math.max(ids.length, 1)] ?? null;
          if (s.kind === "user") log.user(`u${ids.length}`);
          else if (s.kind === "assistant") log.assistant(`a${ids.length}`);
          else if (s.kind === "tool") {
            log.toolCall(`c${call}`);
            log.toolResult(`c${call++}`, "out");
          } else if (s.kind === "compaction") log.compaction(`C${ids.length}`, pick(s.back));
          else if (s.kind === "mutation") log.mutation([{ role: "user", content: `M${ids.length}` }]);
          else if (ids.length) log.pop(pick(s.back)!, `S${ids.length}`, s.pre ? `P${ids.length}` : undefined);
        }
        expect(buildContext(log.entries)).toEqual(buildContext(log.entries, naiveOwners));
      }),
      { numRuns: 300 },
    );
  });
});

describe("a message with tens of thousands of tool calls", () => {
  it("pairs every result with its call, results in any order, the missing ones stated", () => {
    const n = 50_000;
    const ts = "2026-01-01T00:00:00Z";
    const entries = [
      { id: "u", parent_id: null, timestamp: ts, type: "message", message: { role: "user", content: "go" } },
      {
        id: "a",
        parent_id: "u",
        timestamp: ts,
        type: "message",
        message: {
          role: "assistant",
          content: null,
          tool_calls: Array.from({ length: n }, (_, i) => ({
            id: `c${i}`,
            type: "function",
            function: { name: "read_file", arguments: "{}" },
          })),
        },
      },
      // Results in reverse order, the last call's missing.
      ...Array.from({ length: n - 1 }, (_, i) => ({
        id: `t${i}`,
        parent_id: "a",
        timestamp: ts,
        type: "message",
        message: { role: "tool", tool_call_id: `c${n - 2 - i}`, content: "x" },
      })),
    ] as Entry[];
    const out = buildContext(entries);
    expect(out).toHaveLength(n + 2);
    expect(out.at(-1)!.message).toMatchObject({
      tool_call_id: `c${n - 1}`,
      content: INTERRUPTED_TOOL_RESULT,
    });
    expect(out[2]!.message.tool_call_id).toBe(`c${n - 2}`);
  });
});

describe("many covers ending in one run of tool results", () => {
  // Was: keepToolGroupTogether walked back over the run of tool messages before a boundary, once
  // per covering entry. A saved state with T tool results
  // in a row followed by T compactions that each keep from the last of them costs T² steps
  // (measured: 20,000 → 3.8 s, 40,000 (11.8 MB, under the 50 MB state limit) → 17 s; ×2 in size,
  // ×4.5 in time). Now where each run starts is found once.
  it("reads each entry a bounded number of times, however many compactions keep from one tool run", () => {
    const T = 2_000;
    const entries: Entry[] = [
      {
        id: "a",
        parent_id: null,
        timestamp: "t",
        type: "message",
        message: {
          role: "assistant",
          content: null,
          tool_calls: [{ id: "c", type: "function", function: { name: "x", arguments: "{}" } }],
        },
      } as Entry,
    ];
    for (let i = 0; i < T; i++)
      entries.push({
        id: `t${i}`,
        parent_id: null,
        timestamp: "t",
        type: "message",
        message: { role: "tool", tool_call_id: "c", content: "" },
      } as Entry);
    for (let i = 0; i < T; i++)
      entries.push({
        id: `k${i}`,
        parent_id: null,
        timestamp: "t",
        type: "compaction",
        first_kept_entry_id: `t${T - 1}`,
        tokens_before: 0,
        tokens_after: 0,
        strategy: "summarize",
        summary: "s",
      } as Entry);
    let reads = 0;
    const counted = new Proxy(entries, {
      get(target, key, receiver) {
        if (typeof key === "string" && /^\d+$/.test(key)) reads++;
        return Reflect.get(target, key, receiver);
      },
    });
    buildContext(counted);
    // Linear: a few reads per entry. Before: about T² (4,000,000) reads.
    expect(reads).toBeLessThan(50 * entries.length);
  });
});
