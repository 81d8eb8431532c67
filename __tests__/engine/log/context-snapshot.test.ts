import { createHash } from "node:crypto";
import {
  appendFileSync,
  existsSync,
  mkdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { join } from "node:path";
import fc from "fast-check";
import { beforeAll, describe, expect, it } from "vitest";
import { buildContext } from "../../../src/engine/log/context-builder.ts";
import { readLogContext, snapshotFileOf } from "../../../src/engine/log/context-snapshot.ts";
import { Conversation } from "../../../src/engine/log/conversation.ts";
import { spentUsd } from "../../../src/engine/log/history.ts";
import { IdFilter } from "../../../src/engine/log/id-filter.ts";
import { parseSession } from "../../../src/engine/log/session-file.ts";
import { contextTokens, loadTokenizer } from "../../../src/engine/log/tokens.ts";
import { LogBuilder } from "../../helpers/log-builder.ts";
import { tempDir } from "../../helpers/temp-dir.ts";

const freshFile = () => join(tempDir("baton-snapshot-"), "session.jsonl");

/** What a whole read of the file builds: the reference every snapshot read must equal. */
function wholeBuild(file: string) {
  const parsed = parseSession(readFileSync(file), file);
  const messages = buildContext(parsed.entries);
  return {
    messages,
    tokens: contextTokens(messages),
    warnings: parsed.warnings,
    entries: parsed.entries.length,
    costUsd: spentUsd(parsed.entries),
  };
}

/** A conversation resumed through the snapshot behaves as one read whole: context, turns, history, appends. */
async function expectResumeSameAsWhole(file: string) {
  const whole = parseSession(readFileSync(file, "utf8"), file);
  const resumed = await Conversation.load(file);
  expect(resumed.context()).toEqual(buildContext(whole.entries));
  const turns = resumed.userTurns();
  expect(resumed.lastEntry?.id).toBe(whole.entries.at(-1)?.id);
  expect(resumed.entries).toEqual(whole.entries);
  expect(turns).toBe(resumed.userTurnPositions().length);
  return resumed;
}

async function expectSameAsWhole(file: string) {
  const read = await readLogContext(file);
  const whole = wholeBuild(file);
  expect(read.header).toEqual(parseSession(readFileSync(file), file).header);
  expect(read.messages).toEqual(whole.messages);
  expect(read.tokens).toBe(whole.tokens);
  expect(new Set(read.warnings)).toEqual(new Set(whole.warnings));
  expect(read.entries).toBe(whole.entries);
  // Exactly: the same additions in the same order, not merely close.
  expect(read.costUsd).toBe(whole.costUsd);
  return read;
}

/** Appends the builder's entries from `from` on, as lines. */
function appendEntries(file: string, log: LogBuilder, from: number) {
  appendFileSync(
    file,
    log.entries
      .slice(from)
      .map((e) => `${JSON.stringify(e)}\n`)
      .join(""),
  );
}

describe("the context snapshot", () => {
  it("stands for the log up to its last compaction: later reads parse only the lines after it", async () => {
    const file = freshFile();
    const log = new LogBuilder();
    for (let i = 0; i < 50; i++) log.user(`old ${i}`);
    const kept = log.assistant("kept");
    log.compaction("the first fifty", kept);
    writeFileSync(file, log.jsonl());

    expect((await expectSameAsWhole(file)).read).toBe("whole");
    const n = log.entries.length;
    log.user("after");
    log.toolCall("c1");
    appendEntries(file, log, n);
    const second = await expectSameAsWhole(file);
    expect(second.read).toBe("snapshot");
    expect(second.messages.map((m) => m.message.content)).toEqual([
      expect.stringContaining("the first fifty"),
      "kept",
      "after",
      null,
      expect.stringContaining("no result"),
    ]);
    // The tool result arrives: the placeholder gives way, as in a whole build.
    log.toolResult("c1", "out");
    appendEntries(file, log, n + 2);
    expect((await expectSameAsWhole(file)).read).toBe("snapshot");
  });

  it("resumes a conversation from the lines after it, reading the older ones only when asked", async () => {
    const file = freshFile();
    const log = new LogBuilder();
    for (let i = 0; i < 20; i++) log.user(`old ${i}`);
    log.compaction("twenty turns", null);
    writeFileSync(file, log.jsonl());
    await readLogContext(file);
    log.user("after");
    appendEntries(file, log, 21);

    const resumed = await Conversation.load(file);
    expect(resumed.userTurns()).toBe(21);
    const entry = await resumed.append({
      type: "message",
      message: { role: "assistant", content: "answer" },
    });
    expect(entry.parent_id).toBe(log.entries.at(-1)!.id);
    expect(resumed.contextMessages().map((m) => m.content)).toEqual([
      expect.stringContaining("twenty turns"),
      "after",
      "answer",
    ]);
    // The whole history is there when asked for, and a whole read agrees.
    expect(resumed.entries).toHaveLength(23);
    await expectResumeSameAsWhole(file);
  });

  it("is rebuilt after a covering entry, a rewritten log, or damage of its own", async () => {
    const file = freshFile();
    const log = new LogBuilder();
    const first = log.user("one");
    log.compaction("S1", first);
    writeFileSync(file, log.jsonl());
    await expectSameAsWhole(file);

    // A compaction since the snapshot: read whole, and a new snapshot stands at it.
    log.user("two");
    log.compaction("S2", null);
    appendEntries(file, log, 2);
    expect((await expectSameAsWhole(file)).read).toBe("whole");
    expect((await expectSameAsWhole(file)).read).toBe("snapshot");

    // The log rewritten with the same bytes (as an atomic save does): the snapshot names bytes, not a file.
    const copy = `${file}.copy`;
    writeFileSync(copy, readFileSync(file));
    renameSync(copy, file);
    expect((await expectSameAsWhole(file)).read).toBe("snapshot");
    // Rewritten with other bytes of the same length: read whole.
    writeFileSync(copy, readFileSync(file, "utf8").replace('"S1"', '"S9"'));
    renameSync(copy, file);
    expect((await expectSameAsWhole(file)).read).toBe("whole");

    for (const damage of ["", "{", "null", JSON.stringify({ version: 99 }), "x".repeat(10_000)]) {
      writeFileSync(snapshotFileOf(file), damage);
      expect((await expectSameAsWhole(file)).read).toBe("whole");
    }
  });

  it("is not trusted when the line it ends on changed in place", async () => {
    const file = freshFile();
    const log = new LogBuilder();
    log.user("one");
    log.compaction("SUMMARY-A", null);
    writeFileSync(file, log.jsonl());
    await readLogContext(file);
    // Same length, same inode, other words: the digest of the boundary line tells.
    writeFileSync(file, readFileSync(file, "utf8").replace("SUMMARY-A", "SUMMARY-B"), { flag: "r+" });
    const read = await expectSameAsWhole(file);
    expect(read.read).toBe("whole");
    expect(JSON.stringify(read.messages)).toContain("SUMMARY-B");
  });

  it("gives way to a whole read when an entry after it may repeat an id from before it", async () => {
    const file = freshFile();
    const log = new LogBuilder();
    const first = log.user("one");
    log.compaction("S", first);
    writeFileSync(file, log.jsonl());
    await readLogContext(file);
    // A copy of an old line: a whole read keeps it as unreadable, out of the context.
    appendFileSync(
      file,
      `${JSON.stringify({ ...log.entries[0], message: { role: "user", content: "dup" } })}\n`,
    );
    const read = await expectSameAsWhole(file);
    expect(read.read).toBe("whole");
    expect(JSON.stringify(read.messages)).not.toContain("dup");
  });

  it("sees an id repeated after it even when the first one was written with JSON escapes", async () => {
    const file = freshFile();
    const log = new LogBuilder();
    log.user("one");
    log.compaction("S", null);
    // Every mention of e1 (its id, the compaction's parent) written escaped: no byte search finds "e1".
    writeFileSync(file, log.jsonl().replaceAll('"e1"', '"\\u0065\\u0031"'));
    await readLogContext(file);
    appendFileSync(
      file,
      `${JSON.stringify({ ...log.entries[0], message: { role: "user", content: "dup" } })}\n`,
    );
    const read = await expectSameAsWhole(file);
    expect(JSON.stringify(read.messages)).not.toContain("dup");
  });

  it("is not believed once its own text was edited, even into well-formed JSON", async () => {
    const file = freshFile();
    const log = new LogBuilder();
    log.user("one");
    log.compaction("SUMMARY-A", null);
    writeFileSync(file, log.jsonl());
    await readLogContext(file);
    const snapshot = snapshotFileOf(file);
    writeFileSync(snapshot, readFileSync(snapshot, "utf8").replace("SUMMARY-A", "SUMMARY-B"));
    const read = await expectSameAsWhole(file);
    expect(read.read).toBe("whole");
    expect(JSON.stringify(read.messages)).toContain("SUMMARY-A");
  });

  it("carries warnings of the lines it covers, and reads a torn tail as a whole read does", async () => {
    const file = freshFile();
    const log = new LogBuilder();
    log.user("one");
    log.raw({ type: "from_the_future", x: 1 });
    writeFileSync(file, `${log.jsonl()}not json at all\n`);
    log.compaction("S", null);
    appendEntries(file, log, 2);
    await expectSameAsWhole(file);
    appendFileSync(file, '{"id":"torn","type":"mess');
    const read = await expectSameAsWhole(file);
    expect(read.read).toBe("snapshot");
    expect(read.warnings.join("\n")).toMatch(
      /unknown type "from_the_future"[\s\S]*cut off mid-write|cut off/,
    );
  });

  it("equals the whole build over random histories read after every few appends", async () => {
    const step = fc.oneof(
      { weight: 4, arbitrary: fc.constant({ kind: "user" as const }) },
      { weight: 3, arbitrary: fc.constant({ kind: "tool" as const }) },
      { weight: 1, arbitrary: fc.constant({ kind: "call" as const }) },
      { weight: 1, arbitrary: fc.record({ kind: fc.constant("compaction" as const), back: fc.nat() }) },
      { weight: 1, arbitrary: fc.record({ kind: fc.constant("mask" as const), back: fc.nat() }) },
      {
        weight: 1,
        arbitrary: fc.record({ kind: fc.constant("pop" as const), back: fc.nat(), pre: fc.boolean() }),
      },
      { weight: 1, arbitrary: fc.constant({ kind: "unknown" as const }) },
      { weight: 1, arbitrary: fc.constant({ kind: "garbage" as const }) },
      { weight: 1, arbitrary: fc.constant({ kind: "read" as const }) },
      {
        weight: 1,
        arbitrary: fc.record({
          kind: fc.constant("run" as const),
          usd: fc.option(fc.double({ min: 0, max: 5, noNaN: true })),
        }),
      },
    );
    await fc.assert(
      fc.asyncProperty(fc.array(step, { maxLength: 50 }), async (steps) => {
        const file = freshFile();
        const log = new LogBuilder();
        writeFileSync(file, `${JSON.stringify(log.header)}\n`);
        let written = 0;
        let call = 0;
        const flush = () => {
          appendEntries(file, log, written);
          written = log.entries.length;
        };
        for (const s of steps) {
          const ids = log.entries.filter((e) => !String(e.id).startsWith("g")).map((e) => e.id);
          const pick = (n: number) => ids[n % Math.max(ids.length, 1)] ?? null;
          if (s.kind === "user") log.user(`u${log.entries.length}`);
          else if (s.kind === "tool") {
            log.toolCall(`c${call}`);
            log.toolResult(`c${call++}`, "out");
          } else if (s.kind === "call") log.toolCall(`c${call++}`);
          else if (s.kind === "compaction") log.compaction(`C${log.entries.length}`, pick(s.back));
          else if (s.kind === "mask")
            log.raw({
              type: "compaction",
              first_kept_entry_id: pick(s.back),
              tokens_before: 2,
              tokens_after: 1,
              strategy: "mask",
            });
          else if (s.kind === "pop" && ids.length)
            log.pop(pick(s.back)!, `S${log.entries.length}`, s.pre ? `P${log.entries.length}` : undefined);
          else if (s.kind === "unknown") log.raw({ type: "note_v9", text: "x" });
          else if (s.kind === "run")
            log.raw({
              type: "run",
              run_id: `r${log.entries.length}`,
              trigger: "cli",
              recipe: "answer",
              status: "done",
              ...(s.usd === null ? {} : { cost_usd: s.usd }),
            });
          else if (s.kind === "garbage") {
            flush();
            appendFileSync(file, `{"broken": ${log.entries.length}\n`);
          } else if (s.kind === "read") {
            flush();
            await expectSameAsWhole(file);
            await expectResumeSameAsWhole(file);
          }
        }
        flush();
        await expectSameAsWhole(file);
        await expectSameAsWhole(file);
      }),
      { numRuns: 150 },
    );
  });
});

describe("the context snapshot where the covered part alone reads differently", () => {
  const run = (log: LogBuilder, usd: number) =>
    log.raw({
      type: "run",
      run_id: "1",
      trigger: "cli",
      recipe: "answer",
      status: "ok",
      usage: { input_tokens: 1, output_tokens: 1 },
      head_sha: null,
      context_tokens: 1,
      cost_usd: usd,
    });

  it("a compaction keeping from an entry written after it", async () => {
    const file = freshFile();
    const log = new LogBuilder();
    log.user("old");
    log.compaction("SUM", "later");
    writeFileSync(file, log.jsonl());
    appendFileSync(
      file,
      `${JSON.stringify({ id: "later", parent_id: "e2", timestamp: "t", type: "message", message: { role: "user", content: "new" } })}\n`,
    );
    await expectSameAsWhole(file);
    await expectSameAsWhole(file);
  });

  it("a compaction on the last line, without its newline, that a torn line then joins", async () => {
    const file = freshFile();
    const log = new LogBuilder();
    log.user("old");
    log.compaction("SUM", null);
    writeFileSync(file, log.jsonl().slice(0, -1));
    await expectSameAsWhole(file);
    appendFileSync(file, '{"id":"torn","type":"mess');
    await expectSameAsWhole(file);
  });

  it("warnings name the log where it is now, after it moved", async () => {
    const dir = tempDir("baton-snapshot-");
    const log = new LogBuilder();
    log.user("one");
    const [a, b] = [join(dir, "a"), join(dir, "b")];
    mkdirSync(a);
    writeFileSync(join(a, "session.jsonl"), `${log.jsonl()}not json\n`);
    log.compaction("S", null);
    appendEntries(join(a, "session.jsonl"), log, 1);
    await readLogContext(join(a, "session.jsonl"));
    renameSync(a, b);
    const read = await expectSameAsWhole(join(b, "session.jsonl"));
    expect(read.read).toBe("snapshot");
    expect(read.warnings.join("\n")).toContain(join(b, "session.jsonl"));
  });

  it("costs add up as a whole read adds them", async () => {
    const file = freshFile();
    const log = new LogBuilder();
    run(log, 0.1);
    log.compaction("S", null);
    writeFileSync(file, log.jsonl());
    await readLogContext(file);
    const n = log.entries.length;
    run(log, 0.2);
    run(log, 0.3);
    appendEntries(file, log, n);
    expect((await expectSameAsWhole(file)).read).toBe("snapshot");
  });

  it("a conversation loaded through it keeps the history it loaded after a pull rewrites the log, or it is cut", async () => {
    const file = freshFile();
    const log = new LogBuilder();
    log.user("old");
    log.compaction("S", null);
    writeFileSync(file, log.jsonl());
    await readLogContext(file);
    const loaded = await Conversation.load(file);
    // A pull renames a merged log over it; then the file is cut to nothing.
    const other = new LogBuilder();
    other.user("remote");
    writeFileSync(`${file}.new`, other.jsonl());
    renameSync(`${file}.new`, file);
    writeFileSync(file, "");
    expect(loaded.entries).toEqual(log.entries);
  });
});

describe("the context snapshot against any bytes", () => {
  // The whole build counts tokens: a whole read must not fail for want of the tokenizer.
  beforeAll(loadTokenizer);

  /** Figures for the report: how many histories and edits the property below tried. */
  const tried = { histories: 0, edits: 0, fromSnapshot: 0 };

  it("equals the whole build after appends, in-place edits, truncations, replacements and snapshot damage", async () => {
    const position = fc.double({ min: 0, max: 1, noNaN: true, maxExcluded: true });
    const step = fc.oneof(
      { weight: 3, arbitrary: fc.record({ kind: fc.constant("user" as const) }) },
      // Keeping from an entry before it, or (ahead) from one not written yet.
      {
        weight: 2,
        arbitrary: fc.record({
          kind: fc.constant("compaction" as const),
          back: fc.nat(),
          ahead: fc.boolean(),
        }),
      },
      // A run's record with its cost: a total read in two parts must add up as one.
      {
        weight: 1,
        arbitrary: fc.record({ kind: fc.constant("run" as const), cents: fc.integer({ min: 1, max: 99 }) }),
      },
      // The last newline taken away: the next line written joins the last one.
      { weight: 1, arbitrary: fc.record({ kind: fc.constant("chop" as const) }) },
      // An entry whose id is written with JSON escapes, or a plain one repeating an id written before.
      {
        weight: 1,
        arbitrary: fc.record({ kind: fc.constant("id" as const), back: fc.nat(), escaped: fc.boolean() }),
      },
      // A message's text changed in place, same length.
      { weight: 3, arbitrary: fc.record({ kind: fc.constant("reword" as const), at: position }) },
      {
        weight: 2,
        arbitrary: fc.record({
          kind: fc.constant("edit" as const),
          at: position,
          byte: fc.integer({ min: 0, max: 255 }),
        }),
      },
      { weight: 1, arbitrary: fc.record({ kind: fc.constant("truncate" as const), at: position }) },
      // Removed and copied back (a new inode, perhaps the old one reused), with one byte changed or none.
      {
        weight: 1,
        arbitrary: fc.record({
          kind: fc.constant("replace" as const),
          at: position,
          byte: fc.option(fc.integer({ min: 0x20, max: 0x7e })),
        }),
      },
      {
        weight: 2,
        arbitrary: fc.record({
          kind: fc.constant("damage" as const),
          how: fc.constantFrom("flip", "cut", "older", "delete", "resealed-other-log"),
          at: position,
        }),
      },
    );
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 40 }), async (steps) => {
        tried.histories++;
        const file = freshFile();
        const snapshot = snapshotFileOf(file);
        const log = new LogBuilder();
        log.user("first");
        log.compaction("S0", null);
        writeFileSync(file, log.jsonl());
        const snapshots: Buffer[] = [];
        const known: string[] = [];
        let serial = 0;
        for (const s of steps) {
          tried.edits++;
          const bytes = readFileSync(file);
          const ids = [...log.entries.map((e) => String(e.id)), ...known];
          if (s.kind === "user") {
            const n = log.entries.length;
            log.user(`u${n}`);
            appendEntries(file, log, n);
          } else if (s.kind === "compaction") {
            const n = log.entries.length;
            // Keeping one of the last few entries, so covered lines stay in the context.
            const kept = s.ahead
              ? `e${n + 2 + (s.back % 3)}`
              : ids[Math.max(0, ids.length - 1 - (s.back % 3))]!;
            log.compaction(`C${n}`, kept);
            appendEntries(file, log, n);
          } else if (s.kind === "run") {
            const n = log.entries.length;
            log.raw({
              type: "run",
              run_id: String(n),
              trigger: "cli",
              recipe: "answer",
              status: "ok",
              usage: { input_tokens: 1, output_tokens: 1 },
              head_sha: null,
              context_tokens: 1,
              cost_usd: s.cents / 100,
            });
            appendEntries(file, log, n);
          } else if (s.kind === "chop") {
            if (bytes.at(-1) === 0x0a) writeFileSync(file, bytes.subarray(0, -1));
          } else if (s.kind === "id") {
            // Escaped: a fresh id; plain: one already in the log, repeated.
            const id = s.escaped ? `x${serial++}` : ids[s.back % ids.length]!;
            const written = s.escaped
              ? `"\\u${id.charCodeAt(0).toString(16).padStart(4, "0")}${id.slice(1)}"`
              : JSON.stringify(id);
            known.push(id);
            const line = JSON.stringify({
              id: "ID",
              parent_id: null,
              timestamp: "2026-01-01T00:00:00.000Z",
              type: "message",
              message: { role: "user", content: `id ${id}` },
            }).replace('"ID"', written);
            appendFileSync(file, `${line}\n`);
          } else if (s.kind === "reword") {
            const texts: number[] = [];
            for (let at = bytes.indexOf('"content":"'); at >= 0; at = bytes.indexOf('"content":"', at + 1))
              texts.push(at + '"content":"'.length);
            const letter = texts.length ? texts[Math.floor(s.at * texts.length)]! : -1;
            if (letter >= 0 && /[a-z]/i.test(String.fromCharCode(bytes[letter]!))) {
              bytes[letter]! ^= 0x20;
              writeFileSync(file, bytes, { flag: "r+" });
            }
          } else if (s.kind === "edit" && bytes.length > 0) {
            bytes[Math.floor(s.at * bytes.length)] = s.byte;
            writeFileSync(file, bytes, { flag: "r+" });
          } else if (s.kind === "truncate")
            writeFileSync(file, bytes.subarray(0, Math.floor(s.at * bytes.length)));
          else if (s.kind === "replace") {
            if (s.byte !== null && bytes.length > 0) bytes[Math.floor(s.at * bytes.length)] = s.byte;
            rmSync(file);
            writeFileSync(file, bytes);
          } else if (s.kind === "damage" && existsSync(snapshot)) {
            const current = readFileSync(snapshot);
            if (s.how === "flip") current[Math.floor(s.at * current.length)]! ^= 0x04;
            if (s.how === "delete") rmSync(snapshot);
            else if (s.how === "older" && snapshots.length)
              writeFileSync(snapshot, snapshots[Math.floor(s.at * snapshots.length)]!);
            else if (s.how === "resealed-other-log") {
              // Well formed and sealed, but standing for other bytes: its own seal cannot vouch for the log.
              const text = current.toString("utf8");
              const body = text
                .slice(text.indexOf("\n") + 1)
                .replace(/"sha256":"[0-9a-f]{4}/, '"sha256":"0000');
              writeFileSync(snapshot, `${createHash("sha256").update(body).digest("hex")}\n${body}`);
            } else
              writeFileSync(
                snapshot,
                s.how === "cut" ? current.subarray(0, Math.floor(s.at * current.length)) : current,
              );
          }
          if (existsSync(snapshot)) snapshots.push(readFileSync(snapshot));
          let whole: unknown;
          try {
            whole = wholeBuild(file);
          } catch (e) {
            await expect(readLogContext(file)).rejects.toThrow((e as Error).message);
            continue;
          }
          expect(whole).toBeDefined();
          await expectSameAsWhole(file);
          if ((await expectSameAsWhole(file)).read === "snapshot") tried.fromSnapshot++;
        }
      }),
      { numRuns: 120 },
    );
    expect(tried.histories).toBeGreaterThanOrEqual(120);
    // The snapshot was used, not only refused.
    expect(tried.fromSnapshot).toBeGreaterThan(tried.edits / 8);
    if (process.env.BATON_PROPERTY_FIGURES) console.log("snapshot property:", tried);
  });
});

describe("IdFilter", () => {
  it("never forgets an id, and is rarely wrong about one it never held", () => {
    const held = Array.from({ length: 5_000 }, (_, i) => `id-${i}-${(i * 7919) % 1000}`);
    const filter = IdFilter.fromBase64(IdFilter.of(held).toBase64())!;
    for (const id of held) expect(filter.mayHave(id)).toBe(true);
    const strangers = Array.from({ length: 5_000 }, (_, i) => `other-${i}`);
    const wrong = strangers.filter((id) => filter.mayHave(id)).length;
    expect(wrong).toBeLessThan(150); // ~1 % expected
  });

  it("refuses what is not a filter", () => {
    expect(IdFilter.fromBase64("")).toBeUndefined();
  });
});
