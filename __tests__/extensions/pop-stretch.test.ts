import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { Conversation } from "../../src/engine/log/conversation.ts";
import type { Entry } from "../../src/engine/log/entries.ts";
import { mergeLogs } from "../../src/engine/log/merge-logs.ts";
import { writeSessionFile } from "../../src/engine/log/session-file.ts";
import type { Message } from "../../src/engine/messages.ts";
import type { ModelRequest } from "../../src/engine/model/client.ts";
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
  // summarizer. README: "Only the popped stretch is summarized, from its own messages."
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
