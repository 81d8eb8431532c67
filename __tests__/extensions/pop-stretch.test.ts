import { join } from "node:path";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { buildContext } from "../../src/engine/log/context-builder.ts";
import { Conversation } from "../../src/engine/log/conversation.ts";
import { type Entry, known } from "../../src/engine/log/entries.ts";
import { mergeLogs } from "../../src/engine/log/merge-logs.ts";
import { writeSessionFile } from "../../src/engine/log/session-file.ts";
import type { Message } from "../../src/engine/messages.ts";
import type { ModelRequest } from "../../src/engine/model/client.ts";
import { ownStretch } from "../../src/extensions/pop.ts";
import { header } from "../action/state/helpers.ts";
import { answer, history, rig } from "../engine/compaction/helpers.ts";

const pop = async (r: Awaited<ReturnType<typeof rig>>, ...args: string[]) =>
  r.runtime.extensions.commands.get("pop")!.handler({ args, api: r.runtime.extensions.api });

describe("/pop summarizes the popped stretch", () => {
  // Was: pop.ts `ownStretch` drops compactions from the stretch being popped because
  // their summaries "tell of turns before the stretch", but keeps `mutation` entries
  // (an agent_stop hook's replacement context), which do the same and worse: built as
  // a stretch of their own, the mutation covers everything before it in the slice. So
  // `/pop 3` after a mutation summarizes the mutation's copy of turns 1–3 instead of
  // turn 3's own messages, and turn 3's request ("Instruction 3") never reaches the
  // summarizer. docs/conversations.md: "Only the popped stretch is summarized, from its own messages."
  // Now: in ownStretch, read a mutation's range as written too (skip the mutation
  // entry, as compactions are skipped).
  it("after an agent_stop mutation, /pop summarizes the popped turn's own messages", async () => {
    const r = await rig({ history: history(3), steps: [answer("POP SUMMARY"), answer("PRE-POP")] });
    const replaced: Message[] = [{ role: "user", content: "MUTATED CONTEXT standing for turns 1-3" }];
    await r.conversation.append({ type: "mutation", messages: replaced, source: "agent_stop" });
    await r.conversation.append({
      type: "message",
      message: { role: "user", content: "Instruction 4: more" },
    });
    await pop(r, "3");
    const shown = String(r.model.requests[0]!.messages.at(-1)!.content);
    expect(shown).toContain("Instruction 3"); // the popped turn's own words
    expect(shown).not.toContain("MUTATED CONTEXT"); // earlier turns, through the mutation
  });

  // Was: the pop summary is made from the popped stretch trimmed *oldest first*
  // (pop.ts `summarize` → trimOldest), and unlike every compaction summary it gets no
  // "User messages, verbatim" section. The oldest block of the stretch is the request of
  // turn N itself, so popping a stretch longer than 3/4 of the window records the work
  // without ever showing the summarizer what the user asked (POP_PROMPT asks it to quote
  // exactly that). The user's words of the popped turn should reach the record: keep
  // `[user]` blocks when trimming (as `[earlier summary]` blocks are kept), or append the
  // verbatim ledger (withLedger) to the pop summary as to the pre-pop one.
  it("popping a long stretch keeps the popped turn's request in what is summarized", async () => {
    const r = await rig({ history: history(6, 3000), steps: [answer("POP SUMMARY")] });
    await pop(r, "1");
    const shown = String(r.model.requests[0]!.messages.at(-1)!.content);
    const entry = r.conversation.entries.at(-1) as { summary?: string };
    expect(`${shown}\n${entry.summary}`).toContain("Instruction 1: always keep file src/mod1.ts tidy");
  });
});

describe("/pop and what other writers put in the log", () => {
  const echo = (req: ModelRequest) => answer(String(req.messages.at(-1)!.content));

  // Was: ownStretch skipped a hook's mutation whole, and with it what the hook added: the note
  // was in neither the pop summary nor the context after.
  it("folds what an agent_stop hook added into the pop summary rather than dropping it", async () => {
    const r = await rig({ fallback: echo });
    const c = r.conversation;
    for (const content of ["TURN-ONE", "ANSWER-ONE", "TURN-TWO", "ANSWER-TWO"])
      await c.append({
        type: "message",
        message: { role: content.startsWith("TURN") ? "user" : "assistant", content },
      });
    await c.append({
      type: "mutation",
      source: "agent_stop",
      messages: [...c.contextMessages(), { role: "user", content: "HOOK-NOTE: CI failed on linux" }],
    });
    await pop(r, "2");
    const after = c
      .contextMessages()
      .map((m) => String(m.content))
      .join("\n");
    expect(after).toContain("TURN-TWO");
    expect(after).toContain("HOOK-NOTE");
    expect(after).toContain("TURN-ONE");
  });

  // Was: popping a turn from before a join summarized what stood before it from one run's side of
  // the log, where that run's compaction covers the other run's turns: they left the context.
  it("refuses to go back past a join of two runs' work, naming the earliest turn it can pop", async () => {
    const at = (id: string, role: "user" | "assistant", content: string): Entry => ({
      id,
      parent_id: null,
      timestamp: "2026-01-01T00:00:00.000Z",
      type: "message",
      message: { role, content },
    });
    const compacted = (id: string): Entry =>
      ({
        ...at(id, "user", ""),
        type: "compaction",
        summary: `summary ${id}`,
        first_kept_entry_id: null,
        tokens_before: 0,
        tokens_after: 0,
        strategy: "summarize",
      }) as Entry;
    const base = [at("p1", "user", "P1")];
    const theirs = [...base, at("a1", "user", "A-ONE"), compacted("ac"), at("a2", "user", "A-TWO")];
    const ours = [...base, at("b1", "user", "B-ONE"), compacted("bc"), at("b2", "user", "B-TWO")];
    const merged = mergeLogs({ header: header(), entries: theirs }, { header: header(), entries: ours });
    const r = await rig({ fallback: echo });
    const file = join(r.dir, "state", "merged.jsonl");
    await writeSessionFile(file, merged.header, merged.entries);
    const c = r.runtime.use(await Conversation.load(file));
    await expect(pop(r)).rejects.toThrow(
      /comes before the work of two runs at once was joined; no turn since can be popped/,
    );
    expect(c.entries).toHaveLength(merged.entries.length);
    await c.append({ type: "message", message: { role: "user", content: "AFTER" } });
    await c.append({ type: "message", message: { role: "assistant", content: "DONE" } });
    await expect(pop(r, "1")).rejects.toThrow("/pop can go back to turn 6 at the earliest");
    await pop(r, "6");
    const after = c
      .contextMessages()
      .map((m) => String(m.content))
      .join("\n");
    for (const words of ["A-TWO", "B-TWO", "AFTER"]) expect(after).toContain(words);
  });
});

describe("the popped stretch, read in one pass", () => {
  /** What a hook appended, found as the reading was first written: the log up to each mutation built whole. */
  function reference(entries: readonly Entry[], back: number): Entry[] {
    const out: Entry[] = [];
    for (let i = back; i < entries.length; i++) {
      const e = known(entries[i]);
      if (e?.type === "mutation") {
        const given = buildContext(entries.slice(0, i));
        const kept =
          e.messages.length >= given.length &&
          given.every((m, k) => JSON.stringify(m.message) === JSON.stringify(e.messages[k]));
        if (kept)
          out.push(
            ...e.messages.slice(given.length).map((message, k) => ({
              id: `${e.id}#${k}`,
              parent_id: e.parent_id,
              timestamp: e.timestamp,
              type: "message" as const,
              message,
            })),
          );
        continue;
      }
      if (e?.type === "compaction") continue;
      if (e?.type === "stack_pop" && e.pre_pop_summary !== undefined) {
        const { pre_pop_summary: _, ...rest } = e;
        out.push(rest);
      } else out.push(entries[i]!);
    }
    return out;
  }

  type Step =
    | { kind: "user" | "assistant" }
    | { kind: "calls"; ids: string[] }
    | { kind: "result"; id: string }
    | { kind: "append" | "rewrite" }
    | { kind: "compaction" | "pop"; at: number };
  const step: fc.Arbitrary<Step> = fc.oneof(
    fc.record({ kind: fc.constantFrom("user" as const, "assistant" as const) }),
    fc.record({
      kind: fc.constant("calls" as const),
      ids: fc.array(fc.constantFrom("a", "b"), { minLength: 1, maxLength: 2 }),
    }),
    fc.record({ kind: fc.constant("result" as const), id: fc.constantFrom("a", "b") }),
    fc.record({ kind: fc.constantFrom("append" as const, "rewrite" as const) }),
    fc.record({ kind: fc.constantFrom("compaction" as const, "pop" as const), at: fc.nat() }),
  );

  // Was: each mutation in the stretch built the whole log before it again (5,000 entries, 1,000
  // hook mutations: 62 s). Now the context is kept as the stretch is read; it must read the same.
  it("finds what each hook appended as a build of the log up to it does, over any log", () => {
    fc.assert(
      fc.property(fc.array(step, { maxLength: 30 }), fc.nat(), (steps, from) => {
        const entries: Entry[] = [];
        const add = (e: Omit<Entry, "id" | "parent_id" | "timestamp">) =>
          entries.push({ id: `e${entries.length}`, parent_id: null, timestamp: "t", ...e } as Entry);
        for (const s of steps) {
          const n = entries.length;
          if (s.kind === "user" || s.kind === "assistant")
            add({ type: "message", message: { role: s.kind, content: `${s.kind} ${n}` } } as never);
          else if (s.kind === "calls")
            add({
              type: "message",
              message: {
                role: "assistant",
                content: null,
                tool_calls: s.ids.map((id) => ({
                  id,
                  type: "function",
                  function: { name: "x", arguments: "{}" },
                })),
              },
            } as never);
          else if (s.kind === "result")
            add({
              type: "message",
              message: { role: "tool", tool_call_id: s.id, content: `result ${n}` },
            } as never);
          else if (s.kind === "append" || s.kind === "rewrite") {
            const context = buildContext(entries).map((m) => m.message);
            const messages =
              s.kind === "append"
                ? [...context, { role: "user" as const, content: `hook note ${n}` }]
                : [{ role: "user" as const, content: `rewritten ${n}` }];
            add({ type: "mutation", messages, source: "agent_stop" } as never);
          } else if ((s.kind === "compaction" || s.kind === "pop") && n > 0) {
            const target = entries[s.at % n]!.id;
            if (s.kind === "compaction")
              add({
                type: "compaction",
                summary: `summary ${n}`,
                first_kept_entry_id: target,
                tokens_before: 0,
                tokens_after: 0,
                strategy: "summarize",
              } as never);
            else add({ type: "stack_pop", back_to_entry_id: target, summary: `popped ${n}` } as never);
          }
        }
        const back = entries.length ? from % entries.length : 0;
        expect(ownStretch(entries, back)).toEqual(reference(entries, back));
      }),
      { numRuns: 2_000 },
    );
  });
});
