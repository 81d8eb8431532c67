import { buildContext } from "../src/engine/log/context-builder.ts";
import type { Entry } from "../src/engine/log/entries.ts";
import { naiveOwners } from "./naive-owners.ts";
import { medianMs, printTable } from "./stats.ts";

/** A log of n entries, 1 % of them covering (compactions and pops in turn). */
export function syntheticLog(n: number): Entry[] {
  const entries: Entry[] = [];
  const ts = "2026-01-01T00:00:00.000Z";
  for (let i = 0; i < n; i++) {
    const id = `e${i}`;
    const parent_id = i ? `e${i - 1}` : null;
    if (i % 100 === 99) {
      const back = `e${Math.max(0, i - 40 - (i % 7))}`;
      entries.push(
        (i / 100) % 2 < 1
          ? {
              id,
              parent_id,
              timestamp: ts,
              type: "compaction",
              summary: `summary ${i}`,
              first_kept_entry_id: back,
              tokens_before: 1,
              tokens_after: 1,
              strategy: "summarize",
            }
          : {
              id,
              parent_id,
              timestamp: ts,
              type: "stack_pop",
              back_to_entry_id: back,
              summary: `pop ${i}`,
              pre_pop_summary: `pre ${i}`,
            },
      );
    } else {
      entries.push({
        id,
        parent_id,
        timestamp: ts,
        type: "message",
        message: { role: i % 2 ? "assistant" : "user", content: `message ${i}` },
      });
    }
  }
  return entries;
}

export function contextBuildBench(): void {
  const rows: (string | number)[][] = [
    ["entries", "covering", "linear ms", "naive ms", "naive/linear", "linear ns/entry"],
  ];
  for (const n of [1_000, 10_000, 100_000]) {
    const log = syntheticLog(n);
    const linear = medianMs(() => buildContext(log));
    const naive = medianMs(() => buildContext(log, naiveOwners), n >= 100_000 ? 3 : 11, 1);
    rows.push([
      n,
      n / 100,
      linear.toFixed(2),
      naive.toFixed(2),
      (naive / linear).toFixed(1),
      ((linear * 1e6) / n).toFixed(0),
    ]);
  }
  printTable("context build (median of 11 runs; naive = entries × ranges baseline)", rows);
}
