import { join } from "node:path";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { buildContext } from "../../../src/engine/log/context-builder.ts";
import { Conversation } from "../../../src/engine/log/conversation.ts";
import type { NewEntry } from "../../../src/engine/log/entries.ts";
import { contextTokens } from "../../../src/engine/log/tokens.ts";
import { countingCallbacks } from "../../helpers/counting.ts";
import { tempDir } from "../../helpers/temp-dir.ts";
import "../../helpers/tokenizer.ts";

/**
 * Invariant: the context a conversation keeps up to date as entries are
 * appended equals the context built afresh from its log, whatever was
 * appended in whatever order. The agent always answers its tool calls before
 * anything else, but extensions and hooks append too: results that come late,
 * never, or for calls that were never made.
 */
const CALL_IDS = ["a", "b", "c"];

type Step =
  | { kind: "user" | "assistant"; text: string }
  | { kind: "calls"; ids: string[] }
  | { kind: "result"; id: string }
  | { kind: "compaction"; keepFrom: number }
  /** An agent_stop hook handing the context back as it got it, placeholders and all (a join holds them too). */
  | { kind: "mutation" }
  | { kind: "read" }
  | { kind: "reload" };

const step: fc.Arbitrary<Step> = fc.oneof(
  fc.record({
    kind: fc.constantFrom("user" as const, "assistant" as const),
    text: fc.string({ maxLength: 8 }),
  }),
  fc.record({
    kind: fc.constant("calls" as const),
    // Ids repeat within a call group too (an extension's entry, a log written elsewhere).
    ids: fc.array(fc.constantFrom(...CALL_IDS), { minLength: 1, maxLength: 3 }),
  }),
  fc.record({ kind: fc.constant("result" as const), id: fc.constantFrom(...CALL_IDS) }),
  fc.record({ kind: fc.constant("compaction" as const), keepFrom: fc.nat() }),
  fc.constant({ kind: "mutation" as const }),
  fc.constant({ kind: "read" as const }),
  fc.constant({ kind: "reload" as const }),
);

function entryOf(s: Step, ids: readonly string[], n: number): NewEntry | undefined {
  switch (s.kind) {
    case "user":
    case "assistant":
      return { type: "message", message: { role: s.kind, content: `${s.kind} ${n} ${s.text}` } };
    case "calls":
      return {
        type: "message",
        message: {
          role: "assistant",
          content: null,
          tool_calls: s.ids.map((id) => ({
            id,
            type: "function" as const,
            function: { name: "read_file", arguments: `{"path":"${n}"}` },
          })),
        },
      };
    case "result":
      return { type: "message", message: { role: "tool", tool_call_id: s.id, content: `result ${n}` } };
    case "compaction":
      return {
        type: "compaction",
        summary: `summary ${n}`,
        first_kept_entry_id: ids.length ? ids[s.keepFrom % ids.length]! : null,
        tokens_before: 1,
        tokens_after: 1,
        strategy: "summarize",
      };
    default:
      return undefined;
  }
}

describe("the context kept beside the log", () => {
  it("equals a full rebuild after any appends, in any order, read at any point", async () => {
    const dir = tempDir("baton-context-cache-");
    let run = 0;
    await fc.assert(
      fc.asyncProperty(fc.array(step, { maxLength: 25 }), async (steps) => {
        const file = join(dir, `${run++}`, "session.jsonl");
        let c = await Conversation.create(file, "c");
        const ids: string[] = [];
        for (const [n, s] of steps.entries()) {
          if (s.kind === "read") c.context();
          else if (s.kind === "reload") c = await Conversation.load(file);
          else if (s.kind === "mutation")
            ids.push(
              (await c.append({ type: "mutation", messages: c.contextMessages(), source: "agent_stop" })).id,
            );
          else ids.push((await c.append(entryOf(s, ids, n)!)).id);
          // At every step, not only at the end: a drift may right itself later.
          const rebuilt = buildContext(c.entries);
          expect(c.context()).toEqual(rebuilt);
          expect(c.contextTokens()).toBe(contextTokens(rebuilt));
        }
        const fresh = await Conversation.load(file);
        expect(c.context()).toEqual(fresh.context());
        expect(c.contextTokens()).toBe(fresh.contextTokens());
      }),
      { numRuns: 300 },
    );
  });
});

describe("the context kept beside the log, for an answer of many calls", () => {
  // Was: applyToCache, for each tool result, found its placeholder with `lastIndexOf` from the end,
  // checked `slice(at).every(...)` over everything after it and spliced in the middle: a model
  // answer with k calls (each gets a result appended, run or refused) cost O(k²) in all (8,000
  // results 7.2 s, 16,000 21.5 s). Now the calls still waiting stand apart, in call order.
  it("applies each tool result of a many-call answer in bounded work", async () => {
    const k = 3_000;
    const dir = tempDir("baton-many-results-");
    const c = await Conversation.create(join(dir, "session.jsonl"), "issue-1");
    await c.append({
      type: "message",
      message: {
        role: "assistant",
        content: null,
        tool_calls: Array.from({ length: k }, (_, i) => ({
          id: `c${i}`,
          type: "function" as const,
          function: { name: "x", arguments: "{}" },
        })),
      },
    });
    c.context();
    const { calls } = await countingCallbacks("every", async () => {
      for (let i = 0; i < k; i++)
        await c.append({ type: "message", message: { role: "tool", tool_call_id: `c${i}`, content: "r" } });
    });
    expect(c.context()).toHaveLength(k + 1);
    // Linear: a bounded number of checks per result. Before: k²/2 (4,500,000).
    expect(calls).toBeLessThan(50 * k);
  }, 120_000);
});
