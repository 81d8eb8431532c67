import { chmodSync, mkdirSync, readdirSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { linkedConversation, type PullFacts } from "../../../src/action/deliver/pull-target.ts";
import { changesSince, readBlob, snapshotWorkspace } from "../../../src/action/deliver/workspace-changes.ts";
import { markedConversation } from "../../../src/action/events/markers.ts";
import { GitObjects } from "../../fakes/git-objects.ts";
import { tempDir } from "../../helpers/temp-dir.ts";

/** A checkout of one commit holding `files`, made from the fake GitHub's objects as actions/checkout would. */
function checkout(files: Record<string, string>): { dir: string; head: string } {
  const git = new GitObjects();
  const tree = git.tree(
    new Map(
      Object.entries(files).map(([path, text]) => [
        path,
        { mode: "100644", sha: git.blob(Buffer.from(text)) },
      ]),
    ),
  );
  const head = git.commit({
    tree,
    parents: [],
    message: "start\n",
    author: { name: "alice", email: "alice@example.com", date: "2026-01-01T00:00:00Z" },
  });
  const dir = tempDir();
  git.checkout(dir, head);
  return { dir, head };
}

describe("what a run changed in the workspace", () => {
  it("lists added, modified and deleted files with their lines, modes and bytes; ignored files and what was there before the run are not the run's", async () => {
    const { dir, head } = checkout({
      "src/a.ts": "one\ntwo\n",
      "old.txt": "gone\n",
      ".gitignore": "node_modules/\n",
      "keep.md": "kept\n",
    });
    const temp = tempDir();
    // A step before Baton left a file: not the run's work.
    writeFileSync(join(dir, "before.txt"), "from an earlier step\n");
    const start = await snapshotWorkspace(dir, temp);
    expect(start.head).toBe(head);

    writeFileSync(join(dir, "src/a.ts"), "one\nTWO\nthree\n");
    rmSync(join(dir, "old.txt"));
    mkdirSync(join(dir, "bin"));
    writeFileSync(join(dir, "bin/run"), "#!/bin/sh\necho hi\n");
    chmodSync(join(dir, "bin/run"), 0o755);
    const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 1, 2, 255]);
    writeFileSync(join(dir, "logo.png"), png);
    symlinkSync("/etc/passwd", join(dir, "link"));
    mkdirSync(join(dir, "node_modules"));
    writeFileSync(join(dir, "node_modules/x.js"), "ignored\n");

    const changes = await changesSince(dir, temp, start);
    const byPath = Object.fromEntries(changes.map((c) => [c.path, c]));
    expect(Object.keys(byPath).sort()).toEqual(["bin/run", "link", "logo.png", "old.txt", "src/a.ts"]);
    expect(byPath["src/a.ts"]).toMatchObject({
      status: "modified",
      mode: "100644",
      lines: { added: 2, removed: 1 },
    });
    expect(byPath["old.txt"]).toMatchObject({ status: "deleted", lines: { added: 0, removed: 1 } });
    expect(byPath["old.txt"]!.blob).toBeUndefined();
    expect(byPath["bin/run"]).toMatchObject({ status: "added", mode: "100755" });
    expect(byPath["logo.png"]!.lines).toBeUndefined();
    expect(await readBlob(dir, byPath["logo.png"]!.blob!)).toEqual(png);
    // A link is delivered as a link (its target), never read through.
    expect(byPath.link!.mode).toBe("120000");
    expect((await readBlob(dir, byPath.link!.blob!)).toString()).toBe("/etc/passwd");
    // The throwaway index is gone; the checkout's own index is untouched.
    expect(readdirSync(temp)).toEqual([]);
  });

  it("finds nothing when the run changed nothing, and refuses a workspace that is no checkout", async () => {
    const { dir } = checkout({ "a.txt": "a\n" });
    const temp = tempDir();
    const start = await snapshotWorkspace(dir, temp);
    expect(await changesSince(dir, temp, start)).toEqual([]);
    await expect(snapshotWorkspace(tempDir(), temp)).rejects.toThrow(/not a git checkout/);
  });
});

describe("the conversation a pull request continues", () => {
  const facts = (o: Partial<PullFacts> = {}): PullFacts => ({
    number: 43,
    url: "https://github.com/o/r/pull/43",
    author: { login: "github-actions[bot]", isBot: true },
    headRef: "baton/issue-42",
    sameRepo: true,
    open: true,
    ...o,
  });
  const baton = { kind: "app", login: "github-actions" } as const;
  const body = "Summary\n\n<!-- baton:conversation=issue-42 -->";

  it("is the marked one only on Baton's own PR from that conversation's branch in this repository", () => {
    expect(markedConversation(body)).toBe("issue-42");
    expect(linkedConversation(facts(), body, baton)).toBe("issue-42");
    // Anyone can write the marker: on someone else's PR, a fork's, or another branch it counts for nothing.
    expect(
      linkedConversation(facts({ author: { login: "mallory", isBot: false } }), body, baton),
    ).toBeUndefined();
    expect(linkedConversation(facts({ sameRepo: false }), body, baton)).toBeUndefined();
    expect(linkedConversation(facts({ headRef: "baton/issue-7" }), body, baton)).toBeUndefined();
    expect(linkedConversation(facts(), body, { kind: "unknown", reason: "x" })).toBeUndefined();
    expect(linkedConversation(facts(), "no marker", baton)).toBeUndefined();
  });
});
