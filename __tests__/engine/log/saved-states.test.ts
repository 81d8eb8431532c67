import { describe, expect, it } from "vitest";
import type { SessionLog } from "../../../src/engine/log/merge-logs.ts";
import { MAX_UNMARKED, mergeSavedStates, type StateRead } from "../../../src/engine/log/saved-states.ts";
import { entry, header } from "../../action/state/helpers.ts";

type State = { id: number; read: StateRead };
const log = (ids: string[], extra: Partial<SessionLog["header"]> = {}): StateRead => ({
  log: { header: { ...header(), ...extra }, entries: ids.map((id) => entry(id)) },
});

function history(states: State[]) {
  const reads: number[] = [];
  const sorted = [...states].sort((a, b) => b.id - a.id);
  return {
    reads,
    newestFirst: async function* () {
      yield* sorted;
    },
    read: async (s: State) => {
      reads.push(s.id);
      return s.read;
    },
  };
}

describe("mergeSavedStates", () => {
  it("reads down to the highest mark it has read, no further, and marks the union through the newest", async () => {
    const h = history([
      { id: 1, read: log(["a"]) },
      { id: 2, read: log(["a", "b"], { merged_through: 1 }) },
      { id: 3, read: log(["a", "b", "c"], { merged_through: 2, generation: 3 }) },
      // Saved by a run that overlapped 3: it knew only 2.
      { id: 4, read: log(["a", "b", "d"], { merged_through: 2, generation: 3 }) },
    ]);
    const merged = await mergeSavedStates(h);
    expect(h.reads).toEqual([4, 3]);
    expect(merged.log!.entries.map((e) => e.id)).toEqual(["a", "b", "c", "d"]);
    expect(merged.log!.header).toMatchObject({ merged_through: 4, generation: 3 });
  });

  it("reads what was saved after a mark it is given, and nothing when nothing was", async () => {
    const states = [
      { id: 5, read: log(["a"]) },
      { id: 6, read: log(["a", "b"], { merged_through: 5 }) },
    ];
    const none = history(states);
    expect(await mergeSavedStates(none, { after: 6 })).toEqual({ merged: [], refused: [], unread: false });
    expect(none.reads).toEqual([]);
  });

  it("keeps walking past refused states; a caller that cannot keep them marks below the oldest, for a later load", async () => {
    const states = [
      { id: 1, read: log(["a"]) },
      { id: 2, read: { refused: "damaged", bytes: new Uint8Array([1]) } },
      { id: 3, read: { refused: "gone", gone: true } },
      { id: 4, read: log(["a", "b"], { merged_through: 1 }) },
    ];
    const keeps = await mergeSavedStates(history(states));
    expect(keeps.refused.map((r) => [r.state.id, r.gone])).toEqual([
      [3, true],
      [2, false],
    ]);
    expect(keeps.log!.header.merged_through).toBe(4);
    const leaves = await mergeSavedStates(history(states), { keepsRefused: false });
    expect(leaves.log!.header.merged_through).toBe(1);
  });

  it(`merges states from before marks (they bound nothing), up to ${MAX_UNMARKED} of them`, async () => {
    const states = Array.from({ length: MAX_UNMARKED + 5 }, (_, i) => ({
      id: i + 1,
      read: log([`e${i + 1}`]),
    }));
    const h = history(states);
    const merged = await mergeSavedStates(h);
    expect(h.reads).toHaveLength(MAX_UNMARKED);
    expect(merged.unread).toBe(true);
    expect(merged.log!.entries).toHaveLength(MAX_UNMARKED);
  });
});
