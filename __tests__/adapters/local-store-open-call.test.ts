// `baton pull` (LocalStore.mergeIn) landing while a `baton run` waits for a tool's result: the
// result the run writes after the pull must still pair with its call in every rebuilt context.
// Was: the join froze a placeholder for the open call, and with only ours compacted the other
// run's turn went between the call and its result; either way the real result left the context.
import { mkdir, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { LocalStore } from "../../src/adapters/local-store.ts";
import { INTERRUPTED_TOOL_RESULT } from "../../src/engine/log/context-builder.ts";
import { readLogContext } from "../../src/engine/log/context-snapshot.ts";
import { Conversation } from "../../src/engine/log/conversation.ts";
import type { Entry, SessionHeader } from "../../src/engine/log/entries.ts";
import { readSessionFile } from "../../src/engine/log/session-file.ts";
import type { Message } from "../../src/engine/messages.ts";
import { tempDir } from "../helpers/temp-dir.ts";

const ID = "issue-1";
const header: SessionHeader = { type: "session", version: 1, id: ID, created_at: "2026-01-01T00:00:00.000Z" };
let clock = 0;
const at = () => new Date(Date.UTC(2026, 0, 1, 0, clock++)).toISOString();
const msg = (id: string, parent: string | null, message: Message): Entry =>
  ({ id, parent_id: parent, timestamp: at(), type: "message", message }) as Entry;
const compaction = (id: string, parent: string, summary: string): Entry =>
  ({
    id,
    parent_id: parent,
    timestamp: at(),
    type: "compaction",
    summary,
    first_kept_entry_id: null,
    tokens_before: 100,
    tokens_after: 10,
    strategy: "summarize",
  }) as Entry;
const jsonl = (entries: Entry[]) => [header, ...entries].map((e) => `${JSON.stringify(e)}\n`).join("");

/** A shared start, then each side compacted and went on: the merge needs a join. */
function twoCompactedRuns(localTail: Entry[]) {
  const shared = [
    msg("s1", null, { role: "user", content: "start" }),
    msg("s2", "s1", { role: "assistant", content: "started" }),
  ];
  const local = [...shared, compaction("lc", "s2", "OUR SUMMARY"), ...localTail];
  const remote = [
    ...shared,
    compaction("rc", "s2", "THEIR SUMMARY"),
    msg("r1", "rc", { role: "user", content: "remote question" }),
    msg("r2", "r1", { role: "assistant", content: "remote answer" }),
  ];
  return { local, remote };
}

describe("review: pull (LocalStore.mergeIn) while a baton run appends", () => {
  it("a tool result the run writes after a pull that joined stays in the rebuilt context", async () => {
    const dir = tempDir("baton-review-");
    const store = new LocalStore(dir);
    // The local run is mid-tool: its call is written, its result not yet.
    const { local, remote } = twoCompactedRuns([
      msg("l1", "lc", { role: "user", content: "local question" }),
      msg("l2", "l1", {
        role: "assistant",
        content: null,
        tool_calls: [{ id: "call-1", type: "function", function: { name: "read_file", arguments: "{}" } }],
      }),
    ]);
    await mkdir(join(dir, ID));
    await writeFile(store.sessionFile(ID), jsonl(local));
    const run = await store.open(ID); // `baton run -c issue-1`, loaded before the pull

    // `baton pull` lands while the tool runs (it takes the log's lock, as an append does).
    const { merged } = await store.mergeIn(ID, { header, entries: remote });
    expect(merged.entries.at(-1)).toMatchObject({ type: "mutation", source: "merge" });

    // The tool finishes: the run appends its result, and its answer.
    await run.append({
      type: "message",
      message: { role: "tool", tool_call_id: "call-1", content: "RESULT-42" },
    });
    await run.append({ type: "message", message: { role: "assistant", content: "the file says 42" } });
    // The run itself saw its result.
    expect(run.contextMessages().some((m) => m.content === "RESULT-42")).toBe(true);

    // What every later `baton run -c` / `baton context` builds from the log:
    const rebuilt = (await readLogContext(store.sessionFile(ID))).messages.map((m) => m.message);
    const fresh = (await Conversation.load(store.sessionFile(ID))).contextMessages();
    for (const context of [rebuilt, fresh]) {
      // Both runs' turns are there (the join works)...
      expect(context.some((m) => m.content === "remote answer")).toBe(true);
      // ...but the call's real result is dropped as an orphan and a placeholder frozen into the join stands instead.
      expect(context.filter((m) => m.role === "tool").map((m) => m.content)).toEqual(["RESULT-42"]);
      expect(context.some((m) => m.content === INTERRUPTED_TOOL_RESULT)).toBe(false);
    }
  });

  it("a pull that puts the other run's turn after ours (only ours compacted) keeps the run's late tool result", async () => {
    const dir = tempDir("baton-review-");
    const store = new LocalStore(dir);
    const shared = [
      msg("s1", null, { role: "user", content: "start" }),
      msg("s2", "s1", { role: "assistant", content: "started" }),
    ];
    // Ours compacted and is mid-tool; theirs only talked.
    const local = [
      ...shared,
      compaction("lc", "s2", "OUR SUMMARY"),
      msg("l1", "lc", { role: "user", content: "local question" }),
      msg("l2", "l1", {
        role: "assistant",
        content: null,
        tool_calls: [{ id: "call-1", type: "function", function: { name: "read_file", arguments: "{}" } }],
      }),
    ];
    const remote = [
      ...shared,
      msg("r1", "s2", { role: "user", content: "remote question" }),
      msg("r2", "r1", { role: "assistant", content: "remote answer" }),
    ];
    await mkdir(join(dir, ID));
    await writeFile(store.sessionFile(ID), jsonl(local));
    const run = await store.open(ID);
    await store.mergeIn(ID, { header, entries: remote });
    await run.append({
      type: "message",
      message: { role: "tool", tool_call_id: "call-1", content: "RESULT-42" },
    });

    const ids = (await readSessionFile(store.sessionFile(ID))).entries.map((e) => e.id);
    // The other run's turn stands before our call still waiting, not between it and its result.
    expect(ids.slice(-4, -1)).toEqual(["r1", "r2", "l2"]);
    const context = (await readLogContext(store.sessionFile(ID))).messages.map((m) => m.message);
    expect(context.some((m) => m.content === "remote answer")).toBe(true);
    expect(context.filter((m) => m.role === "tool").map((m) => m.content)).toEqual(["RESULT-42"]);
  });

  // Was: the run's in-memory log never saw the pulled turn, which the pull put before the run's
  // later messages; the run's compaction then covered it, and no summary had seen it.
  it("a run that compacts after a pull keeps the pulled turn in the context, after its summary", async () => {
    const dir = tempDir("baton-review-");
    const store = new LocalStore(dir);
    const shared = [
      msg("s1", null, { role: "user", content: "start" }),
      msg("s2", "s1", { role: "assistant", content: "started" }),
    ];
    await mkdir(join(dir, ID));
    await writeFile(
      store.sessionFile(ID),
      jsonl([...shared, msg("l1", "s2", { role: "user", content: "ours" })]),
    );
    const run = await store.open(ID);
    await store.mergeIn(ID, {
      header,
      entries: [...shared, msg("r1", "s2", { role: "user", content: "PULLED TURN" })],
    });
    await run.append({ type: "message", message: { role: "assistant", content: "our answer" } });
    await run.append({ type: "message", message: { role: "user", content: "our next question" } });
    const kept = run.entries.at(-1)!.id;
    await run.append({
      type: "compaction",
      summary: "OUR SUMMARY of start, ours, our answer",
      first_kept_entry_id: kept,
      tokens_before: 100,
      tokens_after: 10,
      strategy: "summarize",
    });
    const texts = (messages: readonly Message[]) => messages.map((m) => String(m.content));
    const fresh = texts((await Conversation.load(store.sessionFile(ID))).contextMessages());
    expect(fresh.at(-1)).toBe("PULLED TURN");
    expect(fresh).toContain("our next question");
    // The run reads on from the merged log: its own context shows the pulled turn too.
    expect(texts(run.contextMessages())).toEqual(fresh);
  });
});
