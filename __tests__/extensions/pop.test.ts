import { describe, expect, it } from "vitest";
import type { StackPopEntry } from "../../src/engine/log/entries.ts";
import { answer, history, rig } from "../engine/compaction/helpers.ts";

const pop = async (r: Awaited<ReturnType<typeof rig>>, ...args: string[]) =>
  r.runtime.extensions.commands.get("pop")!.handler({ args, api: r.runtime.extensions.api });

describe("/pop, the built-in extension", () => {
  it("folds turn N and what followed into a summary and returns the context to before it", async () => {
    const r = await rig({ history: history(4), steps: [answer("POPPED WORK")] });
    const said = await pop(r, "3");
    expect(said).toMatch(/back to before user turn 3 of 4: messages 16 → 9/);
    const entry = r.conversation.entries.at(-1) as StackPopEntry;
    expect(entry).toMatchObject({ type: "stack_pop", summary: "POPPED WORK" });
    expect(entry.pre_pop_summary).toBeUndefined();
    const context = r.conversation.contextMessages().map((m) => m.content);
    expect(context.slice(0, 8)).toEqual(history(2).map((m) => m.content));
    expect(context[8]).toContain("POPPED WORK");
    // The summarizer was shown turns 3 and 4 only.
    const shown = String(r.model.requests[0]!.messages.at(-1)!.content);
    expect(shown).toContain("Instruction 3");
    expect(shown).not.toContain("Instruction 2");
  });

  it("crossing an earlier compaction adds a pre-pop summary; the later-wins rule builds [P, S, after]", async () => {
    const r = await rig({
      history: history(6, 3000),
      steps: [answer("# Conversation summary\nCOMPACTED"), answer("POP SUMMARY"), answer("PRE-POP SUMMARY")],
    });
    await r.runtime.compact(r.conversation); // covers the early turns
    await r.conversation.append({
      type: "message",
      message: { role: "user", content: "after the compaction" },
    });
    await pop(r, "2"); // turn 2 lies inside the compaction
    const entry = r.conversation.entries.at(-1) as StackPopEntry;
    expect(entry.summary).toBe("POP SUMMARY");
    // The pre-pop summary carries the words of the turn it keeps, as the compaction it replaces did.
    expect(entry.pre_pop_summary).toMatch(/^PRE-POP SUMMARY\n\n## User messages, verbatim/);
    expect(entry.pre_pop_summary).toContain("> Instruction 1: always keep file src/mod1.ts tidy");
    expect(entry.pre_pop_summary).not.toContain("Instruction 2");
    const context = r.conversation.contextMessages().map((m) => String(m.content));
    expect(context).toHaveLength(2);
    expect(context[0]).toContain("PRE-POP SUMMARY");
    expect(context[1]).toContain("POP SUMMARY");
    expect(context.join()).not.toContain("COMPACTED");

    await r.conversation.append({ type: "message", message: { role: "user", content: "next" } });
    expect(
      r.conversation
        .contextMessages()
        .map((m) => m.content)
        .at(-1),
    ).toBe("next");
  });

  // Was: popping turn 1 from inside a compaction said "(with a pre-pop summary of what came
  // before)" and stored "(nothing)" as that summary.
  it("popping the first turn from inside a compaction claims no pre-pop summary of nothing", async () => {
    const r = await rig({
      history: history(6, 3000),
      steps: [answer("# Conversation summary\nCOMPACTED"), answer("POP SUMMARY")],
    });
    await r.runtime.compact(r.conversation);
    const said = await pop(r, "1");
    expect(said).not.toContain("pre-pop");
    const entry = r.conversation.entries.at(-1) as StackPopEntry;
    expect(entry.pre_pop_summary).toBeUndefined();
    const context = r.conversation.contextMessages().map((m) => String(m.content));
    expect(context).toHaveLength(1);
    expect(context[0]).toContain("POP SUMMARY");
    expect(context.join()).not.toMatch(/COMPACTED|\(nothing\)/);
  });

  it("run twice, pops two turns: a popped turn is off the stack and is never popped again", async () => {
    const r = await rig({ history: history(4), steps: [answer("POP A"), answer("POP B")] });
    expect(await pop(r)).toMatch(/back to before user turn 4 of 4/);
    const turn3 = r.conversation.entries.find(
      (e) =>
        e.type === "message" &&
        String((e as { message: { content: string } }).message.content).startsWith("Instruction 3"),
    )!.id;
    expect(await pop(r)).toMatch(/back to before user turn 3 of 3/);
    const pops = r.conversation.entries.filter((e) => e.type === "stack_pop") as StackPopEntry[];
    expect(pops.map((p) => p.back_to_entry_id)[1]).toBe(turn3);
    // The second summary was asked of turn 3 and the record of the set-aside turn 4, not of turn 4 again.
    const shown = String(r.model.requests[1]!.messages.at(-1)!.content);
    expect(shown).toContain("Instruction 3");
    expect(shown).not.toContain("Instruction 4");
    expect(shown).toContain("POP A");
    await expect(pop(r, "3")).rejects.toThrow("N must be a user turn from 1 to 2");
    const context = r.conversation.contextMessages().map((m) => m.content);
    expect(context.slice(0, 8)).toEqual(history(2).map((m) => m.content));
    expect(context.slice(8).join()).toContain("POP B");
  });

  it("summarizes only what it pops: an earlier compaction's summary of older turns is not fed to it", async () => {
    const r = await rig({
      history: history(6, 3000),
      steps: [answer("# Conversation summary\nCOMPACTED"), answer("POP SUMMARY"), answer("PRE-POP SUMMARY")],
    });
    await r.runtime.compact(r.conversation);
    await pop(r, "3");
    const shown = String(r.model.requests[1]!.messages.at(-1)!.content);
    expect(shown).not.toContain("COMPACTED");
    expect(shown).not.toContain("Instruction 2");
    expect(shown).toContain("Instruction 3");
    expect(shown).toContain("Instruction 6");
  });

  it("refuses a turn that does not exist, saying which turns do", async () => {
    const r = await rig({ history: history(2) });
    await expect(pop(r, "5")).rejects.toThrow("N must be a user turn from 1 to 2");
    for (const bad of ["x", "0", "-1", "1.5", "1e0", "99999999999999999999"])
      await expect(pop(r, bad)).rejects.toThrow(`(got "${bad}")`);
    await expect(pop(r, "1", "2")).rejects.toThrow('one user turn number at most (got "1 2")');
    expect(r.conversation.entries.some((e) => e.type === "stack_pop")).toBe(false);
  });
});

describe("/compact after a /pop", () => {
  it("compacts the turns before the pop, which the pop left whole", async () => {
    const r = await rig({
      history: history(8, 3000),
      steps: [answer("POPPED"), answer("# Conversation summary\nS")],
    });
    await pop(r, "8");
    const result = await r.runtime.compact(r.conversation);
    expect(result.status).toBe("compacted");
  });
});
