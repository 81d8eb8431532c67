// A pull that stalls past the lock's stale time (a suspended process, a sleeping laptop) loses
// the lock to a writer that takes it over and appends. That writer is played here by an append
// made, without the lock, just before the merged log would replace the old one: a pull's merge,
// and a covering entry merged into a log another process changed.
import { appendFile } from "node:fs/promises";
import { join } from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";
import { LocalStore } from "../../src/adapters/local-store.ts";
import { Conversation } from "../../src/engine/log/conversation.ts";
import { known } from "../../src/engine/log/entries.ts";
import { readSessionFile } from "../../src/engine/log/session-file.ts";
import { tempDir } from "../helpers/temp-dir.ts";

const takeover = vi.hoisted(() => ({ appendsLeft: 0, replaceCalls: 0 }));

vi.mock("../../src/engine/log/session-file.ts", async (original) => {
  const real = await original<typeof import("../../src/engine/log/session-file.ts")>();
  return {
    ...real,
    // Every rewrite of a log under its lock (a pull's merge, a covering entry merged in) goes through here.
    replaceIfUnchanged: async (...args: Parameters<typeof real.replaceIfUnchanged>) => {
      takeover.replaceCalls++;
      if (takeover.appendsLeft > 0) {
        const n = takeover.appendsLeft--;
        const entry = {
          id: `taken-over-${n}`,
          parent_id: null,
          timestamp: new Date().toISOString(),
          type: "message",
          message: { role: "user", content: `appended by the lock's new holder ${n}` },
        };
        await appendFile(args[0], `${JSON.stringify(entry)}\n`);
      }
      return real.replaceIfUnchanged(...args);
    },
  };
});

afterEach(() => {
  takeover.appendsLeft = 0;
  takeover.replaceCalls = 0;
});

const say = (content: string) => ({ type: "message" as const, message: { role: "user" as const, content } });

async function texts(file: string): Promise<string[]> {
  const { entries } = await readSessionFile(file);
  return entries.flatMap((raw) => {
    const e = known(raw);
    return e?.type === "message" ? [String(e.message.content)] : [];
  });
}

async function pullSetup() {
  const dir = tempDir("baton-lost-lock-");
  const store = new LocalStore(join(dir, "local"));
  const local = await store.create("issue-1", "o/r");
  await local.append(say("local 0"));
  const saved = await new LocalStore(join(dir, "remote")).create("issue-1", "o/r");
  await saved.append(say("remote 0"));
  return { store, file: local.file, remote: await readSessionFile(saved.file) };
}

describe("mergeIn after losing the log's lock", () => {
  it("does not replace a log that changed since it was read: it reads and merges again", async () => {
    const { store, file, remote } = await pullSetup();
    takeover.appendsLeft = 1;
    await store.mergeIn("issue-1", remote);
    expect(takeover.replaceCalls).toBe(2);
    expect(await texts(file)).toEqual(
      expect.arrayContaining(["local 0", "remote 0", "appended by the lock's new holder 1"]),
    );
  });

  it("gives up with a clear message when the log keeps changing, having lost nothing", async () => {
    const { store, file, remote } = await pullSetup();
    takeover.appendsLeft = 3;
    await expect(store.mergeIn("issue-1", remote)).rejects.toThrow(
      /kept changing while it was merged \(3 tries\); nothing was lost, pull again/,
    );
    expect(await texts(file)).toEqual([
      "local 0",
      "appended by the lock's new holder 3",
      "appended by the lock's new holder 2",
      "appended by the lock's new holder 1",
    ]);
  });
});

describe("a covering entry merged in after losing the log's lock", () => {
  // Was: Conversation.mergeInto renamed the merged log over the file with no check that it was still
  // the one it read: an entry the lock's new holder appended meanwhile went under the rename.
  it("keeps what the lock's new holder appended: it reads and merges again", async () => {
    const file = join(tempDir("baton-lost-lock-"), "session.jsonl");
    const a = await Conversation.create(file, "c");
    await a.append(say("a1"));
    // Another process appends: a's compaction is merged in, not appended.
    await (await Conversation.load(file)).append(say("b1"));
    takeover.appendsLeft = 1;
    await a.append({
      type: "compaction",
      summary: "a1 was said",
      first_kept_entry_id: null,
      tokens_before: 10,
      tokens_after: 5,
      strategy: "summarize",
    });
    expect(takeover.replaceCalls).toBe(2);
    expect(await texts(file)).toEqual(
      expect.arrayContaining(["a1", "b1", "appended by the lock's new holder 1"]),
    );
  });
});
