import { describe, expect, it } from "vitest";
import { LocalStore } from "../../src/adapters/local-store.ts";
import { MemoryStore, Shelf } from "../../src/adapters/memory-store.ts";
import type { ConversationStore } from "../../src/engine/ports.ts";
import { tempDir } from "../helpers/temp-dir.ts";

const folder = async () => tempDir("baton-store-");

const say = (content: string) => ({ type: "message" as const, message: { role: "user" as const, content } });
const words = (store: ConversationStore, id: string) =>
  store.load(id).then(({ conversation }) => conversation.contextMessages().map((m) => m.content));

describe.each([
  ["LocalStore", async () => new LocalStore(await folder())],
  ["MemoryStore", async () => new MemoryStore(await folder())],
] as const)("%s is a ConversationStore", (_name, make) => {
  it("loads fresh, saves what was appended, and loads it again", async () => {
    const store: ConversationStore = await make();
    const first = await store.load("issue-1");
    expect(first).toMatchObject({ resumed: false, unusable: 0, notices: [] });
    await first.conversation.append(say("kept"));
    expect(await store.save("issue-1")).toMatchObject({ entries: 1, notices: [] });
    const again = await store.load("issue-1");
    expect(again.resumed).toBe(true);
    expect(await words(store, "issue-1")).toEqual(["kept"]);
  });
});

describe("MemoryStore", () => {
  it("merges runs that overlap: two runs load the same state, both save, the next run has both", async () => {
    const shelf = new Shelf();
    const run = async () => new MemoryStore(await folder(), shelf);
    const [setup, a, b, next] = [await run(), await run(), await run(), await run()];
    await (await setup.load("pr-17")).conversation.append(say("start"));
    await setup.save("pr-17");
    const [ca, cb] = [(await a.load("pr-17")).conversation, (await b.load("pr-17")).conversation];
    await ca.append(say("question of a"));
    await cb.append(say("question of b"));
    await b.save("pr-17");
    await a.save("pr-17");
    expect(await words(next, "pr-17")).toEqual(["start", "question of b", "question of a"]);
    expect(shelf.states.map((s) => s.log.header.generation)).toEqual([1, 2, 3]);
  });
});
