import { spawn } from "node:child_process";
import { appendFile, readFile } from "node:fs/promises";
import { join } from "node:path";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { Conversation } from "../../../src/engine/log/conversation.ts";
import { known } from "../../../src/engine/log/entries.ts";
import { withLogLock } from "../../../src/engine/log/log-lock.ts";
import { parseSession } from "../../../src/engine/log/session-file.ts";
import { tempDir } from "../../helpers/temp-dir.ts";

const WORKER = join(import.meta.dirname, "fixtures", "append-worker.ts");
async function freshLog(): Promise<string> {
  const dir = tempDir("baton-multi-");
  const file = join(dir, "session.jsonl");
  await Conversation.create(file, "shared");
  return file;
}

/** The user messages a whole read of the log finds. */
async function texts(file: string): Promise<string[]> {
  const parsed = parseSession(await readFile(file), file);
  return parsed.entries.flatMap((raw) => {
    const e = known(raw);
    return e?.type === "message" ? [String(e.message.content)] : [];
  });
}

function runWorker(...args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ["--import", "tsx", WORKER, ...args], {
      stdio: ["ignore", "ignore", "pipe"],
      // tsx keeps a cache in the temp folder unless told not to: the suite leaves nothing there.
      env: { ...process.env, TSX_DISABLE_CACHE: "1" },
    });
    let stderr = "";
    child.stderr.on("data", (d) => {
      stderr += d;
    });
    child.on("error", reject);
    child.on("exit", (code) =>
      code === 0 ? resolve() : reject(new Error(`worker exited ${code}: ${stderr}`)),
    );
  });
}

describe("one log, several processes", () => {
  it("keeps every entry when processes append at once and one of them tears lines and reloads", async () => {
    const file = await freshLog();
    await Promise.all([
      runWorker(file, "a", "60"),
      runWorker(file, "b", "60"),
      runWorker(file, "c", "30", "tear"),
    ]);
    const found = new Set(await texts(file));
    for (const [name, count] of [
      ["a", 60],
      ["b", 60],
      ["c", 30],
    ] as const)
      for (let i = 0; i < count; i++) expect(found.has(`${name} ${i}`)).toBe(true);
    // Nothing is cut: each torn line is still there, on a line of its own.
    expect((await readFile(file, "utf8")).match(/\{"id":"torn-c-\d+","type":"mess\n/g)).toHaveLength(10);
  }, 120_000);

  /** Figures for the report. */
  const tried = { interleavings: 0, steps: 0 };

  it("keeps every appended entry readable over any interleaving of appends, torn writes and loads of two processes", async () => {
    const step = fc.record({
      process: fc.constantFrom(0, 1),
      op: fc.constantFrom("append", "append", "tear", "load"),
      cut: fc.nat(),
    });
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 30 }), async (steps) => {
        tried.interleavings++;
        const file = await freshLog();
        const processes = [await Conversation.load(file), await Conversation.load(file)];
        const appended: string[] = [];
        for (const s of steps) {
          tried.steps++;
          if (s.op === "append") {
            const text = `p${s.process} ${appended.length}`;
            await processes[s.process]!.append({ type: "message", message: { role: "user", content: text } });
            appended.push(text);
          } else if (s.op === "tear") {
            // A writer killed mid-line: some bytes of a whole line, no newline.
            const line = JSON.stringify({ id: `torn${s.cut}`, parent_id: null, type: "message" });
            await withLogLock(file, () => appendFile(file, line.slice(0, 1 + (s.cut % (line.length - 1)))));
          } else processes[s.process] = await Conversation.load(file);
          const found = new Set(await texts(file));
          for (const text of appended) expect(found.has(text)).toBe(true);
        }
        // Every appender reads every entry back, in the order appended.
        expect((await texts(file)).filter((t) => /^p\d /.test(t))).toEqual(appended);
      }),
      { numRuns: 150 },
    );
    if (process.env.BATON_PROPERTY_FIGURES) console.log("interleaving property:", tried);
  });

  // Was: a compaction covers everything in the file before its first kept entry, also what another
  // process appended there meanwhile (a second `baton run`, or a `baton pull` merging another
  // run's turn), which its summary never saw: that turn left the context unsummarized. Now a
  // covering entry written over a log another writer changed is merged in (merge-logs.ts): the
  // other writer's entries go after it, and the writer's own context shows them.
  it("keeps every message in the context, or in a summary that saw it, over any interleaving of two processes' appends, loads and compactions", async () => {
    const step = fc.record({
      process: fc.constantFrom(0, 1),
      op: fc.constantFrom("say", "say", "say", "compact", "load"),
      keep: fc.nat({ max: 3 }),
    });
    const contextText = (c: Conversation) => c.context().map((m) => String(m.message.content));
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 24 }), async (steps) => {
        const file = await freshLog();
        const processes = [await Conversation.load(file), await Conversation.load(file)];
        const said: string[] = [];
        const own: string[][] = [[], []];
        for (const s of steps) {
          const p = processes[s.process]!;
          if (s.op === "say") {
            const text = `p${s.process}-said-${said.length}`;
            await p.append({ type: "message", message: { role: "user", content: text } });
            said.push(text);
            own[s.process]!.push(text);
          } else if (s.op === "compact") {
            const context = p.context();
            const keepFrom = context.findLast(
              (m, i) => m.entryId !== null && i >= context.length - 1 - s.keep,
            );
            if (!keepFrom) continue;
            const covered = context.slice(0, context.indexOf(keepFrom));
            // The summary holds every word it covers, as a good summary would.
            const summary = `SUM[${covered.map((m) => String(m.message.content)).join(" | ")}]`;
            await p.append({
              type: "compaction",
              summary,
              first_kept_entry_id: keepFrom.entryId,
              tokens_before: 0,
              tokens_after: 0,
              strategy: "summarize",
            });
          } else processes[s.process] = await Conversation.load(file);
        }
        const shown = contextText(await Conversation.load(file)).join("\n");
        for (const text of said) expect(shown).toContain(text);
        // Each process's own context holds what it said, too.
        for (const [k, p] of processes.entries())
          for (const text of own[k]!) expect(contextText(p).join("\n")).toContain(text);
      }),
      { numRuns: 120 },
    );
  });
});
