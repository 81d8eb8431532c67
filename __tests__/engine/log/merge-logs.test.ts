import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { mergeLogs } from "../../../src/engine/log/merge-logs.ts";
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
});
