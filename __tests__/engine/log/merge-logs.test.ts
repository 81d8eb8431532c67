import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { buildContext } from "../../../src/engine/log/context-builder.ts";
import type { Entry } from "../../../src/engine/log/entries.ts";
import { JOIN_INTRO, mergeLogs, type SessionLog } from "../../../src/engine/log/merge-logs.ts";
import { entry, header } from "../../action/state/helpers.ts";

describe("mergeLogs", () => {
  it("keeps the remote log as a prefix, then our entries it lacks, in our order", () => {
    const remote = { header: header(), entries: ["a", "b", "r1", "r2"].map((id) => entry(id)) };
    const local = { header: header(), entries: ["a", "b", "l1", "l2"].map((id) => entry(id)) };
    const merged = mergeLogs(remote, local);
    expect(merged.entries.map((e) => e.id)).toEqual(["a", "b", "r1", "r2", "l1", "l2"]);
    expect(merged).toMatchObject({ fromRemote: 2, fromLocal: 2 });
  });

  it("puts the other run's entries after ours when ours end in a compaction that never saw them", () => {
    const compaction = { ...entry("c1"), type: "compaction" } as unknown as ReturnType<typeof entry>;
    const merged = mergeLogs(
      { header: header(), entries: [entry("a"), entry("r1")] },
      { header: header(), entries: [entry("a"), entry("l1"), compaction] },
    );
    expect(merged.entries.map((e) => e.id)).toEqual(["a", "l1", "c1", "r1"]);
    expect(merged).toMatchObject({ fromRemote: 1, fromLocal: 2 });
  });

  it("keeps the remote copy of a shared entry, and takes the header from ours when there is one", () => {
    const ours = { ...header(), created_at: "ours" };
    const merged = mergeLogs(
      { header: header(), entries: [entry("a", "remote")] },
      { header: ours, entries: [entry("a", "local")] },
    );
    expect(merged.header).toBe(ours);
    expect(merged.entries).toEqual([entry("a", "remote")]);
    expect(mergeLogs({ header: header(), entries: [] }, undefined).header).toEqual(header());
    expect(() => mergeLogs(undefined, undefined)).toThrow();
  });

  it("loses no entry, duplicates none, and preserves the remote order and our order", () => {
    // Two logs that share a history and then diverge, with some entries shared out of order.
    const ids = fc.uniqueArray(fc.stringMatching(/^[a-z0-9]{1,6}$/), { maxLength: 30 });
    fc.assert(
      fc.property(ids, fc.infiniteStream(fc.integer({ min: 0, max: 2 })), (all, sides) => {
        const remote: string[] = [];
        const local: string[] = [];
        for (const id of all) {
          const side = sides.next().value as number;
          if (side !== 1) remote.push(id);
          if (side !== 0) local.push(id);
        }
        const shuffledLocal = [...local].reverse();
        const merged = mergeLogs(
          { header: header(), entries: remote.map((id) => entry(id)) },
          { header: header(), entries: shuffledLocal.map((id) => entry(id)) },
        ).entries.map((e) => e.id);
        expect(new Set(merged).size).toBe(merged.length);
        expect(new Set(merged)).toEqual(new Set([...remote, ...local]));
        expect(merged.slice(0, remote.length)).toEqual(remote);
        expect(merged.slice(remote.length)).toEqual(shuffledLocal.filter((id) => !remote.includes(id)));
      }),
      { numRuns: 300 },
    );
  });

  describe("runs that each compacted what they saw", () => {
    // A run appends messages and compacts: its summary holds the text of every message it covers,
    // so "a message is in the context" means its text is, directly or inside a summary that saw it.
    type Step = { kind: "say" } | { kind: "compact"; keep: number };
    const step = fc.oneof(
      { weight: 3, arbitrary: fc.constant<Step>({ kind: "say" }) },
      { weight: 1, arbitrary: fc.nat({ max: 4 }).map<Step>((keep) => ({ kind: "compact", keep })) },
    );
    let serial = 0;
    const play = (log: Entry[], steps: readonly Step[], who: string): Entry[] => {
      const out = [...log];
      for (const s of steps) {
        const id = `${who}${serial++}`;
        const timestamp = `2026-01-01T00:00:${String(serial % 60).padStart(2, "0")}.000Z`;
        if (s.kind === "say") {
          out.push({
            id,
            parent_id: null,
            timestamp,
            type: "message",
            message: { role: "user", content: `<${id}>` },
          });
          continue;
        }
        const context = buildContext(out);
        const cut = Math.max(0, context.length - s.keep);
        const kept = context.slice(cut).find((m) => m.entryId !== null)?.entryId ?? null;
        const covered =
          kept === null
            ? context
            : context.slice(
                0,
                context.findIndex((m) => m.entryId === kept),
              );
        const summary = covered.map((m) => m.message.content).join(" ");
        out.push({
          id,
          parent_id: null,
          timestamp,
          type: "compaction",
          summary,
          first_kept_entry_id: kept,
          tokens_before: 0,
          tokens_after: 0,
          strategy: "summarize",
        });
      }
      return out;
    };
    const said = (entries: readonly Entry[]) =>
      entries.flatMap((e) =>
        e.type === "message" ? [(e as { message: { content: string } }).message.content] : [],
      );
    const text = (entries: readonly Entry[]) =>
      buildContext(entries)
        .map((m) => m.message.content)
        .join(" ");

    it("keeps every message of every run in the merged context, in any order of the saves", () => {
      fc.assert(
        fc.property(
          fc.array(step, { maxLength: 6 }),
          fc.array(fc.array(step, { maxLength: 6 }), { minLength: 2, maxLength: 3 }),
          (before, runs) => {
            const base = play([], before, "p");
            // Each run resumed the same state; each save merges with what was saved before it.
            let saved: SessionLog | undefined;
            for (const [k, steps] of runs.entries()) {
              const local = { header: header(), entries: play(base, steps, `r${k}-`) };
              saved = mergeLogs(saved, local);
              // Merging the same two logs again writes the same entries: a save done twice keeps one join.
              expect(mergeLogs(saved && { ...saved }, local).entries).toEqual(saved.entries);
            }
            const merged = text(saved!.entries);
            for (const words of said(saved!.entries)) expect(merged).toContain(words);
          },
        ),
        { numRuns: 400 },
      );
    });

    it("joins two compacted runs: our context, then what theirs adds after a note saying so", () => {
      const base = play([], [{ kind: "say" }, { kind: "say" }], "p");
      const theirs = play(base, [{ kind: "say" }, { kind: "compact", keep: 0 }, { kind: "say" }], "t");
      const ours = play(base, [{ kind: "say" }, { kind: "compact", keep: 1 }], "o");
      const merged = mergeLogs({ header: header(), entries: theirs }, { header: header(), entries: ours });
      const join = merged.entries.at(-1)!;
      expect(join).toMatchObject({ type: "mutation", source: "merge", parent_id: ours.at(-1)!.id });
      expect(merged.entries.slice(0, theirs.length)).toEqual(theirs);
      const context = buildContext(merged.entries).map((m) => m.message.content);
      expect(context).toEqual([
        ...buildContext(ours).map((m) => m.message.content),
        JOIN_INTRO,
        ...buildContext(theirs).map((m) => m.message.content),
      ]);
      // Run again on the same logs, the join is the same entry, so saving twice keeps one.
      const again = mergeLogs({ header: header(), entries: theirs }, { header: header(), entries: ours });
      expect(again.entries.at(-1)).toEqual(join);
      expect(mergeLogs(merged, again).entries).toEqual(merged.entries);
    });
  });

  const sayAs = (id: string, role: "user" | "assistant", content: string): Entry => ({
    id,
    parent_id: null,
    timestamp: "2026-01-01T00:00:00.000Z",
    type: "message",
    message: { role, content },
  });
  const compactionAs = (id: string, summary: string, firstKept: string | null): Entry => ({
    id,
    parent_id: null,
    timestamp: "2026-01-01T00:00:00.000Z",
    type: "compaction",
    summary,
    first_kept_entry_id: firstKept,
    tokens_before: 0,
    tokens_after: 0,
    strategy: "summarize",
  });
  const logOf = (entries: Entry[]): SessionLog => ({ header: header(), entries });

  // Was: the join left out any message of the other run's context whose words equalled one in
  // ours, so three runs that each answered "@baton continue" kept one request of three.
  it("keeps each run's own message even when two runs said the same words", () => {
    // Three runs on one conversation, each triggered by the same comment, each compacting first.
    const base = [sayAs("p1", "user", "P1"), sayAs("p2", "assistant", "P1-ANSWER")];
    const run = (k: string) => [
      ...base,
      compactionAs(`${k}c`, `SUM-${k}(P1 P1-ANSWER)`, null),
      sayAs(`${k}1`, "user", "@baton continue"),
      sayAs(`${k}2`, "assistant", `${k.toUpperCase()} did its part`),
    ];
    // Saved in parallel (no state knew another): a load merges them oldest first.
    const union = mergeLogs(mergeLogs(logOf(run("a")), logOf(run("b"))), logOf(run("c")));
    const context = buildContext(union.entries).map((m) => m.message);
    for (const k of ["A", "B", "C"]) expect(context.map((m) => m.content)).toContain(`${k} did its part`);
    // Each run's request stands with its answer: three requests, not one.
    expect(context.filter((m) => m.role === "user" && m.content === "@baton continue")).toHaveLength(3);
  });
});
