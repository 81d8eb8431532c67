import { mkdtemp, readFile, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { BatonError } from "../../src/core/errors.ts";
import { Conversation } from "../../src/core/log/conversation.ts";
import { parseSession } from "../../src/core/log/session-file.ts";
import { LogBuilder } from "../helpers/log-builder.ts";

const tmp = () => mkdtemp(join(tmpdir(), "baton-log-"));

function sample(): LogBuilder {
  const log = new LogBuilder();
  log.user("hello");
  log.assistant("hi");
  return log;
}

describe("parseSession", () => {
  it("reads the header and entries of SPEC §4", () => {
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

  it("refuses a malformed line in the middle, naming the file and line", () => {
    const lines = sample().jsonl().split("\n");
    lines.splice(2, 0, "{not json");
    expect(() => parseSession(lines.join("\n"), "logs/s.jsonl")).toThrow(/logs\/s\.jsonl:3: not valid JSON/);
  });

  it("names the field of an entry that breaks the schema", () => {
    const text = `${sample().jsonl()}${JSON.stringify({ id: "x", parent_id: null, timestamp: "t", type: "message", message: { role: "robot", content: "" } })}\n`;
    const error = (() => {
      try {
        parseSession(text, "s.jsonl");
      } catch (e) {
        return e as BatonError;
      }
    })();
    expect(error).toBeInstanceOf(BatonError);
    expect(error!.kind).toBe("input");
    expect(error!.message).toMatch(/^s\.jsonl:4: invalid entry: message\.role/);
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

  it("refuses duplicate entry ids", () => {
    const log = sample();
    const text = `${log.jsonl()}${JSON.stringify(log.entries[0])}\n`;
    expect(() => parseSession(text, "s.jsonl")).toThrow(/duplicate entry id "e1"/);
  });
});

describe("Conversation", () => {
  it("appends entries with ids, parents and timestamps, and reloads them", async () => {
    const file = join(await tmp(), "c", "session.jsonl");
    const c = await Conversation.create(file, "c", "o/r");
    const a = await c.append({ type: "message", message: { role: "user", content: "one" } });
    const b = await c.append({ type: "message", message: { role: "assistant", content: "two" } });
    expect(a.parent_id).toBeNull();
    expect(b.parent_id).toBe(a.id);
    const again = await Conversation.load(file);
    expect(again.header).toMatchObject({ id: "c", repo: "o/r", version: 1 });
    expect(again.entries).toEqual(c.entries);
  });

  it("cuts a torn tail on load so the next append starts on a fresh line", async () => {
    const file = join(await tmp(), "session.jsonl");
    await writeFile(file, `${sample().jsonl()}{"id":"e3","par`);
    const c = await Conversation.load(file);
    expect(c.warnings).toHaveLength(1);
    await c.append({ type: "message", message: { role: "user", content: "after the crash" } });
    const reloaded = await Conversation.load(file);
    expect(reloaded.warnings).toEqual([]);
    expect(reloaded.entries.map((e) => ("message" in e ? e.message : null))).toHaveLength(3);
    expect((await readFile(file, "utf8")).split("\n").filter(Boolean)).toHaveLength(4);
  });

  it("keeps the context and its token count current without a rebuild after appends", async () => {
    const file = join(await tmp(), "session.jsonl");
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
    const file = join(await tmp(), "session.jsonl");
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
