import { appendFile, readdir, readFile, utimes, writeFile } from "node:fs/promises";
import { join } from "node:path";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { validateConversationId } from "../../src/adapters/conversation-id.ts";
import { LocalStore } from "../../src/adapters/local-store.ts";
import { BatonError } from "../../src/engine/errors.ts";
import { known } from "../../src/engine/log/entries.ts";
import { readSessionFile } from "../../src/engine/log/session-file.ts";
import { storageFailure } from "../../src/engine/log/storage-errors.ts";
import { tempDir } from "../helpers/temp-dir.ts";

const tmp = () => tempDir("baton-store-");

describe("LocalStore", () => {
  it("keeps each conversation at <state-dir>/<id>/session.jsonl", async () => {
    const dir = tempDir("baton-store-");
    const store = new LocalStore(dir);
    await store.create("issue-42", "o/r");
    expect(store.sessionFile("issue-42")).toBe(join(dir, "issue-42", "session.jsonl"));
    expect(await store.exists("issue-42")).toBe(true);
  });

  it.each(["../x", "a/b", "..", ".hidden", "", "a".repeat(200), "x/../../etc"])("refuses the id %j", (id) => {
    expect(() => validateConversationId(id)).toThrow(/invalid conversation id/);
  });

  it("follows the most recently updated conversation and lists sessions newest first", async () => {
    const dir = tempDir("baton-store-");
    const store = new LocalStore(dir);
    const old = await store.create("old");
    await old.append({ type: "message", message: { role: "user", content: "hi" } });
    await store.create("new");
    await utimes(store.sessionFile("old"), new Date(2020, 0, 1), new Date(2020, 0, 1));
    expect(await store.follow()).toBe("new");
    const sessions = await store.sessions();
    expect(sessions.map((s) => s.id)).toEqual(["new", "old"]);
    expect(sessions[1]).toMatchObject({ entries: 1 });
    expect(sessions[1]!.tokens).toBeGreaterThan(0);
  });

  it("says clearly when there is nothing to follow or open", async () => {
    const store = new LocalStore(tempDir("baton-store-"));
    await expect(store.follow()).rejects.toThrow(/no conversations in/);
    await expect(store.open("nope")).rejects.toThrow(/no conversation "nope"/);
  });

  it("checks a conversation can be saved before any model call, leaving nothing behind", async () => {
    const dir = await tmp();
    const store = new LocalStore(dir);
    await store.create("ok");
    await store.assertWritable("ok");
    await store.assertWritable("not-yet");
    expect((await readdir(join(dir, "ok"))).sort()).toEqual(["session.jsonl"]);
    expect(await readdir(join(dir, "not-yet"))).toEqual([]);
  });

  it("names the folder when a conversation cannot be saved there", async () => {
    const dir = await tmp();
    // The state dir is a file: nothing can be written under it.
    await writeFile(join(dir, "state"), "");
    const store = new LocalStore(join(dir, "state"));
    const error = await store.assertWritable("x").catch((e: unknown) => e);
    expect(error).toBeInstanceOf(BatonError);
    expect((error as Error).message).toContain(`cannot save conversation "x" in ${join(dir, "state", "x")}`);
  });
});

describe("a write the file system refuses", () => {
  it.each([
    ["ENOSPC", "no space left on the disk"],
    ["EROFS", "the file system is read-only"],
    ["EDQUOT", "the disk quota is used up"],
  ])("%s is said in words, naming the folder, not as an unexpected error", (code, words) => {
    const raw = Object.assign(new Error(`${code}: raw`), { code });
    const error = storageFailure(raw, "/state/c-1/session.jsonl", "cannot write the conversation log");
    expect(error).toBeInstanceOf(BatonError);
    expect(error.kind).toBe("failed");
    expect(error.message).toBe(`cannot write the conversation log in /state/c-1: ${words}`);
  });
});

describe("mergeIn: a pulled state merged into a log other processes append to", () => {
  const say = (content: string) => ({
    type: "message" as const,
    message: { role: "user" as const, content },
  });

  /** The user messages a whole read of the log finds. */
  async function texts(file: string): Promise<string[]> {
    const { entries } = await readSessionFile(file);
    return entries.flatMap((raw) => {
      const e = known(raw);
      return e?.type === "message" ? [String(e.message.content)] : [];
    });
  }

  it("loses no entry appended at the same time, over any interleaving of appends and pulls", async () => {
    const step = fc.oneof(
      fc.record({ op: fc.constant("append" as const), process: fc.constantFrom(0, 1) }),
      fc.record({ op: fc.constant("pull" as const), upTo: fc.integer({ min: 1, max: 6 }) }),
    );
    // Steps in the same batch run at once; batches one after the other.
    const batches = fc.array(fc.array(step, { minLength: 1, maxLength: 4 }), { minLength: 1, maxLength: 6 });
    await fc.assert(
      fc.asyncProperty(batches, async (plan) => {
        const dir = tmp();
        const store = new LocalStore(join(dir, "local"));
        // What the action saved: a conversation of six messages, pulled as it stood after each.
        const saved = await new LocalStore(join(dir, "remote")).create("issue-7", "o/r");
        for (let i = 0; i < 6; i++) await saved.append(say(`remote ${i}`));
        const remote = await readSessionFile(saved.file);
        const stateAfter = (n: number) => ({ header: remote.header, entries: remote.entries.slice(0, n) });
        await store.create("issue-7", "o/r");
        const processes = [await store.open("issue-7"), await store.open("issue-7")];
        const appended: string[] = [];
        let pulled = 0;
        for (const batch of plan)
          await Promise.all(
            batch.map(async (s) => {
              if (s.op === "pull") {
                await store.mergeIn("issue-7", stateAfter(s.upTo));
                pulled = Math.max(pulled, s.upTo);
              } else {
                const text = `local ${appended.length}`;
                appended.push(text);
                await processes[s.process]?.append(say(text));
              }
            }),
          );
        const found = await texts(store.sessionFile("issue-7"));
        for (const text of appended) expect(found).toContain(text);
        for (let i = 0; i < pulled; i++) expect(found).toContain(`remote ${i}`);
        expect(new Set(found).size).toBe(found.length);
      }),
      { numRuns: 60 },
    );
  });

  it("merges into a log another process started after the pull looked for one", async () => {
    const dir = tmp();
    const store = new LocalStore(join(dir, "local"));
    const saved = await new LocalStore(join(dir, "remote")).create("issue-8", "o/r");
    await saved.append(say("remote 0"));
    const remote = await readSessionFile(saved.file);
    const [pull, started] = await Promise.all([
      store.mergeIn("issue-8", remote),
      // As `baton run` starts one: created, or opened when the pull's merge made it first.
      store
        .create("issue-8", "o/r")
        .catch(() => store.open("issue-8"))
        .then(async (conversation) => {
          await conversation.append(say("local 0"));
        }),
    ]);
    expect(pull.merged.entries.length).toBeGreaterThan(0);
    expect(started).toBeUndefined();
    expect(await texts(store.sessionFile("issue-8"))).toEqual(
      expect.arrayContaining(["remote 0", "local 0"]),
    );
  });

  it("keeps a torn last line a writer that died left, as a line of its own", async () => {
    const dir = tmp();
    const store = new LocalStore(join(dir, "local"));
    const local = await store.create("issue-10", "o/r");
    await local.append(say("local 0"));
    const torn = '{"id":"abc","parent_id":null,"type":"message","message":{"role":"user","content":"half';
    await appendFile(local.file, torn);
    const saved = await new LocalStore(join(dir, "remote")).create("issue-10", "o/r");
    await saved.append(say("remote 0"));
    await store.mergeIn("issue-10", await readSessionFile(saved.file));
    const bytes = await readFile(local.file, "utf8");
    expect(bytes).toContain(`${torn}\n`);
    expect(bytes.endsWith("\n")).toBe(true);
    const read = await readSessionFile(local.file);
    expect(read.entries.filter((e) => e.type === "unreadable")).toHaveLength(1);
    expect(await texts(local.file)).toEqual(expect.arrayContaining(["local 0", "remote 0"]));
    // Pulled again: the line stays once.
    await store.mergeIn("issue-10", await readSessionFile(saved.file));
    expect((await readFile(local.file, "utf8")).split(torn)).toHaveLength(2);
  });

  it("refuses to merge another repository's state into a log", async () => {
    const dir = tmp();
    const store = new LocalStore(join(dir, "local"));
    await store.create("issue-9", "o/r");
    const other = await new LocalStore(join(dir, "remote")).create("issue-9", "someone/else");
    const remote = await readSessionFile(other.file);
    await expect(store.mergeIn("issue-9", remote)).rejects.toThrow(/of o\/r, not someone\/else/);
  });
});
