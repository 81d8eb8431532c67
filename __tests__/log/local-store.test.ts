import { utimes } from "node:fs/promises";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { LocalStore, validateConversationId } from "../../src/adapters/local-store.ts";
import type { ConversationStore } from "../../src/engine/ports.ts";
import { tempDir } from "../helpers/temp-dir.ts";

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

  it("is a ConversationStore: load starts a conversation fresh, then resumes what was written", async () => {
    const store: ConversationStore = new LocalStore(tempDir("baton-store-"));
    const first = await store.load("issue-1");
    expect(first).toMatchObject({ resumed: false, unusable: 0, notices: [] });
    await first.conversation.append({ type: "message", message: { role: "user", content: "kept" } });
    const again = await store.load("issue-1");
    expect(again.resumed).toBe(true);
    expect(again.conversation.contextMessages()).toEqual([{ role: "user", content: "kept" }]);
  });
});
