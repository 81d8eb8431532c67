import { describe, expect, it } from "vitest";
import type { Message } from "../../src/engine/messages.ts";
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
