import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { RunState } from "../src/engine/agent/run-state.ts";
import type { CompactionService } from "../src/engine/compaction/compaction-service.ts";
import { RunCompaction } from "../src/engine/compaction/run-compaction.ts";
import { Conversation } from "../src/engine/log/conversation.ts";
import { syntheticLog } from "./context-build.ts";
import { median, printTable } from "./stats.ts";

const CALLS = 10_000;

/**
 * What every model call of a run pays before it is made (docs/design.md#compaction): the
 * pre-LLM compaction check on a conversation below its threshold, which must
 * cost a comparison however long the history. Measured on a 10k-entry log,
 * once the context is built (on load), and right after an append (which
 * updates the cached size instead of rebuilding).
 */
export async function noOpCheckBench(): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), "baton-noop-"));
  const file = join(dir, "session.jsonl");
  const entries = syntheticLog(10_000);
  for (const e of entries) if (e.type === "message") (e as { tokens?: number }).tokens = 6;
  const header = { type: "session", version: 1, id: "noop", created_at: "2026-01-01T00:00:00.000Z" };
  writeFileSync(file, [header, ...entries].map((e) => `${JSON.stringify(e)}\n`).join(""));

  const conversation = await Conversation.load(file);
  const never = {
    compact: () => {
      throw new Error("the no-op check compacted");
    },
  } as unknown as CompactionService;
  const point = new RunCompaction(never, {
    strategy: "hybrid",
    contextWindow: 1_000_000,
    compactThreshold: 0.8,
    stopCompactThreshold: 0.9,
  });
  const run = { conversation } as RunState;

  let t0 = performance.now();
  await point.beforeModelCall(run);
  const firstBuild = performance.now() - t0;

  const perCall: number[] = [];
  for (let round = 0; round < 7; round++) {
    t0 = performance.now();
    for (let i = 0; i < CALLS; i++) await point.beforeModelCall(run);
    perCall.push((performance.now() - t0) / CALLS);
  }
  perCall.sort((a, b) => a - b);

  const afterAppend: number[] = [];
  for (let i = 0; i < 21; i++) {
    await conversation.append({ type: "message", message: { role: "user", content: `more ${i}` } });
    t0 = performance.now();
    await point.beforeModelCall(run);
    afterAppend.push(performance.now() - t0);
  }
  afterAppend.sort((a, b) => a - b);
  rmSync(dir, { recursive: true, force: true });

  printTable("pre-LLM compaction check below the threshold, 10k-entry log (median ms)", [
    ["case", "ms"],
    ["first check after load (builds the context once)", firstBuild.toFixed(2)],
    [`each later check (median of 7 × ${CALLS})`, median(perCall).toFixed(5)],
    ["the check right after an append", median(afterAppend).toFixed(4)],
  ]);
}
