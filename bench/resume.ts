import { mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { buildContext } from "../src/engine/log/context-builder.ts";
import { readLogContext, snapshotFileOf } from "../src/engine/log/context-snapshot.ts";
import { Conversation } from "../src/engine/log/conversation.ts";
import type { Entry } from "../src/engine/log/entries.ts";
import { parseSession } from "../src/engine/log/session-file.ts";
import { syntheticLog } from "./context-build.ts";
import { naiveOwners } from "./naive-owners.ts";
import { medianAsyncMs, printTable, spawnMs } from "./stats.ts";

const DIST = resolve(import.meta.dirname, "../dist");
const ID = "bench-100k";
const TAIL = 50;

/**
 * Reading a long conversation's context (issue 12): a 100k-entry log, 1 % of
 * it compactions and pops, then TAIL messages since the last one, as Baton
 * writes it (token counts stored with each message). Whole read = parse every
 * line and build linearly; snapshot read = the context at the last covering
 * entry plus the lines after it; naive = the seed's entries × ranges build
 * after the same whole parse.
 */
export async function resumeBench(): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), "baton-resume-"));
  mkdirSync(join(dir, ID));
  const file = join(dir, ID, "session.jsonl");
  const entries: Entry[] = syntheticLog(100_000);
  for (let i = 0; i < TAIL; i++)
    entries.push({
      id: `t${i}`,
      parent_id: entries.at(-1)!.id,
      timestamp: "2026-01-02T00:00:00.000Z",
      type: "message",
      message: { role: i % 2 ? "assistant" : "user", content: `tail ${i}` },
    });
  for (const e of entries) if (e.type === "message") (e as { tokens?: number }).tokens = 6;
  const header = { type: "session", version: 1, id: ID, created_at: "2026-01-01T00:00:00.000Z" };
  writeFileSync(file, [header, ...entries].map((e) => `${JSON.stringify(e)}\n`).join(""));
  const mb = (statSync(file).size / 1e6).toFixed(0);

  const naive = await medianAsyncMs(() => {
    const parsed = parseSession(readFileSync(file, "utf8"), file);
    return buildContext(parsed.entries, naiveOwners);
  }, 3);
  const whole = await medianAsyncMs(async () => {
    rmSync(snapshotFileOf(file), { force: true });
    return readLogContext(file);
  }, 5);
  await readLogContext(file);
  const snapshot = await medianAsyncMs(() => readLogContext(file), 21);
  // A resume (baton run -c): the conversation, its context and the size the next request starts from.
  const resume = await medianAsyncMs(async () => (await Conversation.load(file)).contextTokens(), 11);
  if ((await readLogContext(file)).read !== "snapshot") throw new Error("the snapshot was not used");

  const floor = spawnMs(["-e", "0"]);
  const cli = [join(DIST, "cli.js"), "context", "-c", ID, "--state-dir", dir];
  const spawnedSnapshot = spawnMs(cli);
  rmSync(join(dir, ID), { recursive: true });
  mkdirSync(join(dir, ID));
  const small = new Array(10).fill(0).map((_, i) => ({
    id: `s${i}`,
    parent_id: i ? `s${i - 1}` : null,
    timestamp: "2026-01-01T00:00:00.000Z",
    type: "message",
    message: { role: i % 2 ? "assistant" : "user", content: `message ${i}` },
    tokens: 6,
  }));
  writeFileSync(file, [header, ...small].map((e) => `${JSON.stringify(e)}\n`).join(""));
  const spawnedSmall = spawnMs(cli);
  rmSync(dir, { recursive: true, force: true });

  printTable(`reading the context of a 100k-entry log (${mb} MB; median ms)`, [
    ["read", "median ms", "naive / this"],
    ["naive: whole parse + entries × ranges build (the seed)", naive.toFixed(1), "1.0×"],
    ["whole: parse + linear build (no snapshot yet)", whole.toFixed(1), `${(naive / whole).toFixed(1)}×`],
    [`snapshot + the ${TAIL} lines after it`, snapshot.toFixed(2), `${(naive / snapshot).toFixed(0)}×`],
    ["resume the conversation (load, context, tokens)", resume.toFixed(2), `${(naive / resume).toFixed(0)}×`],
    ["baton context, spawn to exit, beyond node -e 0", (spawnedSnapshot - floor).toFixed(0), "—"],
    ["baton context on a 10-entry log, spawn to exit", spawnedSmall.toFixed(0), "—"],
  ]);
  // Issue 37's goals, as ratios and differences taken in this one run.
  printTable("baton context beside its goals (spawn to exit, median ms)", [
    ["figure", "measured", "goal"],
    ["node -e 0", floor.toFixed(0), "—"],
    ["10-entry log ÷ node -e 0", `${(spawnedSmall / floor).toFixed(2)}×`, "≤ 1.5×"],
    [
      "100k-entry log beyond the 10-entry one",
      `${(spawnedSnapshot - spawnedSmall).toFixed(0)} ms`,
      "≤ 50 ms",
    ],
  ]);
}
