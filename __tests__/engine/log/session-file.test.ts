import { mkdir, readdir, readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { readLogContext, snapshotFileOf } from "../../../src/engine/log/context-snapshot.ts";
import { Conversation } from "../../../src/engine/log/conversation.ts";
import {
  createSessionFile,
  parseSession,
  serializeLine,
  writeSessionFile,
} from "../../../src/engine/log/session-file.ts";
import { LogBuilder } from "../../helpers/log-builder.ts";
import { tempDir } from "../../helpers/temp-dir.ts";
import "../../helpers/tokenizer.ts";

const tmp = () => tempDir("baton-log-");

function sample(): LogBuilder {
  const log = new LogBuilder();
  log.user("hello");
  log.assistant("hi");
  return log;
}

describe("parseSession", () => {
  it("reads the header and every entry type of the state format", () => {
    const parsed = parseSession(sample().jsonl(), "s.jsonl");
    expect(parsed.header).toMatchObject({ type: "session", version: 1, id: "t-1" });
    expect(parsed.entries.map((e) => e.id)).toEqual(["e1", "e2"]);
    expect(parsed.warnings).toEqual([]);
  });

  it("drops a torn last line with a warning and keeps earlier entries", () => {
    const text = `${sample().jsonl()}{"id":"e3","parent_id":"e2","type":"mess`;
    const parsed = parseSession(text, "s.jsonl");
    expect(parsed.entries).toHaveLength(2);
    expect(parsed.warnings[0]).toMatch(/s\.jsonl: the last line was cut off mid-write/);
    expect(parsed.validLength).toBe(Buffer.byteLength(sample().jsonl()));
  });

  it("keeps a malformed line in the middle byte for byte, naming the file and line once", () => {
    const lines = sample().jsonl().split("\n");
    lines.splice(2, 0, "{not json");
    const parsed = parseSession(lines.join("\n"), "logs/s.jsonl");
    expect(parsed.entries.map((e) => e.type)).toEqual(["message", "unreadable", "message"]);
    expect(parsed.warnings).toEqual([
      expect.stringMatching(
        /^logs\/s\.jsonl:3: not valid JSON .*; the line is kept as it is and left out of the context$/,
      ),
    ]);
    expect(serializeLine(parsed.entries[1])).toBe("{not json\n");
  });

  it("keeps an entry that breaks the schema as it was, naming the field", () => {
    const bad = JSON.stringify({
      id: "x",
      parent_id: null,
      timestamp: "t",
      type: "message",
      message: { role: "robot", content: "" },
    });
    const parsed = parseSession(`${sample().jsonl()}${bad}\n`, "s.jsonl");
    expect(parsed.entries).toHaveLength(3);
    expect(parsed.warnings[0]).toMatch(/^s\.jsonl:4: invalid entry: message\.role/);
    expect(serializeLine(parsed.entries[2])).toBe(`${bad}\n`);
  });

  it("reads a run entry whose run_id another writer stored as a number, and writes it as text", () => {
    const log = sample();
    log.raw({ type: "run", run_id: 123, trigger: "comment", recipe: "answer", status: "done" });
    const parsed = parseSession(log.jsonl(), "s.jsonl");
    expect(parsed.warnings).toEqual([]);
    expect(parsed.entries[2]).toMatchObject({ type: "run", run_id: "123" });
    expect(serializeLine(parsed.entries[2])).toContain('"run_id":"123"');
  });

  it("keeps a line nested thousands of levels deep without walking it, even as the last line", () => {
    const deep = `{"id":"d","type":"custom","custom_type":"x","data":${"[".repeat(5000)}${"]".repeat(5000)}}`;
    for (const text of [
      `${sample().jsonl()}${deep}\n${JSON.stringify({ id: "z", parent_id: null, timestamp: "t", type: "custom", custom_type: "y", data: 1 })}\n`,
      `${sample().jsonl()}${deep}`,
    ]) {
      const parsed = parseSession(text, "s.jsonl");
      const kept = parsed.entries.find((e) => e.type === "unreadable")!;
      expect(serializeLine(kept)).toBe(`${deep}\n`);
      expect(parsed.warnings.join("\n")).toMatch(/nested 5001 levels deep \(at most 256 are read\)/);
    }
  });

  it("carries every line it cannot interpret into the next save, in place and byte for byte", async () => {
    const dir = tmp();
    const file = join(dir, "session.jsonl");
    const garbage = ['{"oops', `{"id":"q","type":"custom","data":${"[".repeat(400)}${"]".repeat(400)}}`];
    const lines = sample().jsonl().split("\n");
    lines.splice(2, 0, ...garbage);
    await writeFile(file, lines.join("\n"));
    const conversation = await Conversation.load(file);
    await conversation.append({ type: "message", message: { role: "user", content: "later" } });
    const copy = join(dir, "copy.jsonl");
    await writeSessionFile(copy, conversation.header, conversation.entries);
    for (const written of [await readFile(file, "utf8"), await readFile(copy, "utf8")]) {
      const out = written.split("\n");
      expect(out.slice(0, 5)).toEqual(lines.slice(0, 5));
      expect(out[5]).toContain('"content":"later"');
    }
    expect(conversation.contextMessages().map((m) => m.content)).toEqual(["hello", "hi", "later"]);
  });

  it("any garbage among valid entries round-trips: every line, in order", () => {
    const garbageLine = fc.string({ maxLength: 40 }).filter((l) => !l.includes("\n") && l.trim() !== "");
    fc.assert(
      fc.property(fc.array(fc.oneof(fc.constant(null), garbageLine), { maxLength: 12 }), (pattern) => {
        const log = new LogBuilder();
        const lines: string[] = [];
        let n = 0;
        for (const item of pattern) {
          if (item === null) {
            log.user(`message ${n++}`);
            lines.push(JSON.stringify(log.entries.at(-1)));
          } else lines.push(item);
        }
        const text = `${JSON.stringify(log.header)}\n${lines.map((l) => `${l}\n`).join("")}`;
        const parsed = parseSession(text, "s.jsonl");
        const out = parsed.entries.map((e) => serializeLine(e).slice(0, -1));
        // Lines that parse as entries are written in the current form; everything else as it was.
        const kept = lines.filter((l, i) => lines.indexOf(l) === i);
        expect(out.length).toBe(kept.length);
        for (const [i, line] of kept.entries()) {
          if (parsed.entries[i]!.type === "unreadable") expect(out[i]).toBe(line);
        }
      }),
    );
  });

  it("refuses a log without a header", () => {
    expect(() => parseSession("", "s.jsonl")).toThrow(/empty session log/);
    expect(() => parseSession('{"type":"message"}\n', "s.jsonl")).toThrow(
      /s\.jsonl:1: invalid session header/,
    );
  });

  it("keeps unknown entry types and warns once per type", () => {
    const log = sample();
    log.raw({ type: "telemetry", n: 1 });
    log.raw({ type: "telemetry", n: 2 });
    const parsed = parseSession(log.jsonl(), "s.jsonl");
    expect(parsed.entries).toHaveLength(4);
    expect(parsed.entries[2]).toMatchObject({ type: "telemetry", n: 1 });
    expect(parsed.warnings).toEqual(['s.jsonl: entries of unknown type "telemetry" are kept but ignored']);
  });

  it("keeps a second entry with an id already seen as a line apart, out of the context", () => {
    const log = sample();
    const again = JSON.stringify({ ...log.entries[0], message: { role: "user", content: "other" } });
    const parsed = parseSession(`${log.jsonl()}${again}\n`, "s.jsonl");
    expect(parsed.entries.map((e) => e.type)).toEqual(["message", "message", "unreadable"]);
    expect(parsed.warnings[0]).toMatch(/a second entry with id "e1"/);
  });
});

describe("Conversation", () => {
  it("appends entries with ids, parents and timestamps, and reloads them", async () => {
    const file = join(tmp(), "c", "session.jsonl");
    const c = await Conversation.create(file, "c", "o/r");
    const a = await c.append({ type: "message", message: { role: "user", content: "one" } });
    const b = await c.append({ type: "message", message: { role: "assistant", content: "two" } });
    expect(a.parent_id).toBeNull();
    expect(b.parent_id).toBe(a.id);
    const again = await Conversation.load(file);
    expect(again.header).toMatchObject({ id: "c", repo: "o/r", version: 1 });
    expect(again.entries).toEqual(c.entries);
  });

  it("never cuts a torn tail: the next append starts a line of its own after it, and both are kept", async () => {
    const file = join(tmp(), "session.jsonl");
    await writeFile(file, `${sample().jsonl()}{"id":"e3","par`);
    const c = await Conversation.load(file);
    expect(c.warnings).toHaveLength(1);
    // Loading writes nothing: the torn bytes may be another process's line still being written.
    expect(await readFile(file, "utf8")).toBe(`${sample().jsonl()}{"id":"e3","par`);
    await c.append({ type: "message", message: { role: "user", content: "after the crash" } });
    const reloaded = await Conversation.load(file);
    expect(reloaded.warnings).toEqual([expect.stringMatching(/:4: not valid JSON/)]);
    expect(reloaded.entries.map((e) => e.type)).toEqual(["message", "message", "unreadable", "message"]);
    expect(reloaded.contextMessages().at(-1)).toEqual({ role: "user", content: "after the crash" });
    expect(await readFile(file, "utf8")).toMatch(/\{"id":"e3","par\n\{.*"after the crash".*\}\n$/);
  });

  it("starts the next append on a line of its own after a whole last line that lacks its newline", async () => {
    const file = join(await tmp(), "session.jsonl");
    await writeFile(file, sample().jsonl().slice(0, -1));
    const c = await Conversation.load(file);
    expect(c.warnings).toEqual([]);
    await c.append({ type: "message", message: { role: "user", content: "next" } });
    const reloaded = await Conversation.load(file);
    expect(reloaded.warnings).toEqual([]);
    expect(reloaded.entries.map((e) => e.id)).toEqual([...c.entries.map((e) => e.id)]);
    expect(reloaded.entries).toHaveLength(3);
  });

  it("finds a torn tail by bytes, so invalid UTF-8 before it cannot shift where the next line starts", async () => {
    const file = join(await tmp(), "session.jsonl");
    const whole = Buffer.from(sample().jsonl());
    // A line of bytes that are not UTF-8 (each decodes to three bytes of U+FFFD), then a line torn mid-character.
    const invalid = Buffer.from([0x7b, 0xff, 0xfe, 0xff, 0x0a]);
    const torn = Buffer.concat([Buffer.from('{"id":"e3","x":"'), Buffer.from([0xe2, 0x82])]);
    const bytes = Buffer.concat([whole, invalid, torn]);
    expect(parseSession(bytes, "s.jsonl").validLength).toBe(whole.length + invalid.length);
    await writeFile(file, bytes);
    const c = await Conversation.load(file);
    await c.append({ type: "message", message: { role: "user", content: "after" } });
    const reloaded = await Conversation.load(file);
    expect(reloaded.contextMessages().at(-1)).toEqual({ role: "user", content: "after" });
    // Every byte written before is still there, in place.
    expect((await readFile(file)).subarray(0, bytes.length)).toEqual(bytes);
  });

  it("skips a UTF-8 byte order mark before the header", async () => {
    const file = join(await tmp(), "session.jsonl");
    await writeFile(file, Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(sample().jsonl())]));
    const c = await Conversation.load(file);
    expect(c.header.id).toBe("t-1");
    expect(c.entries).toHaveLength(2);
    expect(c.warnings).toEqual([]);
  });

  it("keeps the context and its token count current without a rebuild after appends", async () => {
    const file = join(tmp(), "session.jsonl");
    const c = await Conversation.create(file, "c");
    const user = await c.append({
      type: "message",
      message: { role: "user", content: "read a file please" },
    });
    c.context(); // warm the cache
    await c.append({
      type: "message",
      message: {
        role: "assistant",
        content: null,
        tool_calls: [
          { id: "k", type: "function", function: { name: "read_file", arguments: '{"path":"a"}' } },
        ],
      },
    });
    await c.append({ type: "message", message: { role: "tool", tool_call_id: "k", content: "contents" } });
    await c.append({
      type: "compaction",
      summary: "S",
      first_kept_entry_id: user.id,
      tokens_before: 1,
      tokens_after: 1,
      strategy: "summarize",
    });
    await c.append({ type: "message", message: { role: "assistant", content: "done" } });
    const incremental = { messages: c.context(), tokens: c.contextTokens() };
    const fresh = await Conversation.load(file);
    expect(incremental.messages).toEqual(fresh.context());
    expect(incremental.tokens).toBe(fresh.contextTokens());
    expect(incremental.tokens).toBeGreaterThan(10);
  });

  it("replaces the placeholder of an interrupted tool call when its result arrives after a load", async () => {
    const file = join(tmp(), "session.jsonl");
    const log = new LogBuilder();
    log.user("u");
    log.toolCall("k");
    await writeFile(file, log.jsonl());
    const c = await Conversation.load(file);
    expect(c.context()).toHaveLength(3); // u, call, placeholder
    await c.append({ type: "message", message: { role: "tool", tool_call_id: "k", content: "real" } });
    expect(c.contextMessages().at(-1)).toEqual({ role: "tool", tool_call_id: "k", content: "real" });
    expect(c.context()).toHaveLength(3);
    expect(c.contextTokens()).toBe((await Conversation.load(file)).contextTokens());
  });
});

describe("token counts stored in the log", () => {
  it("are written with every message and read back instead of counting the history again", async () => {
    const file = join(tmp(), "session.jsonl");
    const conversation = await Conversation.create(file, "t-1");
    await conversation.append({ type: "message", message: { role: "user", content: "hello there" } });
    const written = JSON.parse((await readFile(file, "utf8")).trim().split("\n")[1]!);
    expect(written.tokens).toBe(conversation.contextTokens());
    expect(written.tokens).toBeGreaterThan(0);

    // A stored count stands for the message: a resume does not tokenize it again.
    written.tokens = 12_345;
    written.message = { role: "user", content: "hello there, a new object" };
    const lines = (await readFile(file, "utf8")).trim().split("\n");
    await writeFile(file, `${lines[0]}\n${JSON.stringify(written)}\n`);
    expect((await Conversation.load(file)).contextTokens()).toBe(12_345);
  });
});

describe("a write that fails", () => {
  it("leaves no temp file beside the log, and names the folder", async () => {
    const dir = await tmp();
    const file = join(dir, "session.jsonl");
    // The log's place is taken by a folder that is not empty: the rename at the end fails.
    await mkdir(join(file, "x"), { recursive: true });
    await expect(writeSessionFile(file, sample().header, sample().entries)).rejects.toThrow(
      `cannot write the conversation log in ${dir}`,
    );
    expect((await readdir(dir)).sort()).toEqual(["session.jsonl"]);
  });

  it("leaves no snapshot temp file behind, and the context is still read", async () => {
    const dir = await tmp();
    const file = join(dir, "session.jsonl");
    const log = sample();
    log.compaction("S", null);
    await writeFile(file, log.jsonl());
    await mkdir(join(snapshotFileOf(file), "x"), { recursive: true });
    expect((await readLogContext(file)).read).toBe("whole");
    expect((await readdir(dir)).sort()).toEqual(["session.context-snapshot.json", "session.jsonl"]);
  });
});

describe("whole writes at once", () => {
  it("two starts of one log in one process: one wins with its own entries, the other is refused", async () => {
    const dir = await tmp();
    for (let i = 0; i < 30; i++) {
      const file = join(dir, `s${i}.jsonl`);
      const log = (who: string) => {
        const b = new LogBuilder();
        b.header.id = who;
        for (let k = 0; k < 50; k++) b.user(`${who} ${k} `.repeat(40));
        return b;
      };
      const [a, b] = [log("a"), log("b")];
      const results = await Promise.allSettled([
        createSessionFile(file, a.header, a.entries),
        createSessionFile(file, b.header, b.entries),
      ]);
      expect(results.map((r) => r.status).sort()).toEqual(["fulfilled", "rejected"]);
      const winner = results[0]?.status === "fulfilled" ? a : b;
      expect(await readFile(file, "utf8")).toBe(winner.jsonl());
      expect(String((results.find((r) => r.status === "rejected") as PromiseRejectedResult).reason)).toMatch(
        /exists already: another process started this conversation/,
      );
    }
    expect((await readdir(dir)).filter((name) => name.endsWith(".tmp"))).toEqual([]);
  });
});
