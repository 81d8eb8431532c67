import { mkdir, readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { beforeEach, describe, expect, it } from "vitest";
import { runCli } from "../helpers/cli.ts";
import { LogBuilder } from "../helpers/log-builder.ts";
import { tempDir } from "../helpers/temp-dir.ts";

let cwd: string;
beforeEach(async () => {
  cwd = tempDir("baton-cli-");
});

async function writeLog(id: string, log: LogBuilder, stateDir = join(cwd, "state")) {
  log.header.id = id;
  await mkdir(join(stateDir, id), { recursive: true });
  await writeFile(join(stateDir, id, "session.jsonl"), log.jsonl());
}

describe("baton recipes", () => {
  it("lists the built-ins with descriptions and sources", async () => {
    const r = await runCli(["recipes", "--json"], { cwd });
    expect(r.code).toBe(0);
    const recipes = JSON.parse(r.stdout) as { name: string; description: string; source: string }[];
    expect(recipes.map((x) => x.name)).toEqual([
      "answer",
      "changelog",
      "compact",
      "describe",
      "implement",
      "issue-triage",
      "pr-review",
    ]);
    for (const x of recipes) {
      expect(x.source).toBe("built-in");
      expect(x.description.length).toBeGreaterThan(10);
    }
  });

  it("shows a repository recipe of the same name as overriding the built-in", async () => {
    await mkdir(join(cwd, ".github/baton/recipes"), { recursive: true });
    await writeFile(
      join(cwd, ".github/baton/recipes/compact.md"),
      "---\ndescription: Our own compaction\n---\nSummarize.\n",
    );
    const human = await runCli(["recipes"], { cwd });
    expect(human.code).toBe(0);
    expect(human.stdout).toMatch(
      /compact\s+\.github\/baton\/recipes\/compact\.md \(overrides built-in\)\s+Our own compaction/,
    );
    const json = JSON.parse((await runCli(["--json", "recipes"], { cwd })).stdout);
    expect(json.find((x: { name: string }) => x.name === "compact").source).toBe(
      ".github/baton/recipes/compact.md",
    );
  });

  it("fails with exit 2 and names the file and line of a malformed recipe", async () => {
    await mkdir(join(cwd, "mine"), { recursive: true });
    await writeFile(join(cwd, "mine/broken.md"), "---\ndescription: x\noutput: [unclosed\n---\nbody\n");
    const r = await runCli(["recipes", "--recipes-path", "mine"], { cwd });
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/mine\/broken\.md/);
    expect(r.stderr).toMatch(/line 3/);
    expect(r.stderr).not.toMatch(/\n\s+at /); // no stack trace
  });

  it("fails with exit 2 naming the field of a recipe that breaks the schema", async () => {
    await mkdir(join(cwd, "mine"), { recursive: true });
    await writeFile(join(cwd, "mine/bad.md"), "---\ndescription: x\noutput: email\n---\nbody\n");
    const r = await runCli(["recipes", "--recipes-path", "mine"], { cwd });
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/mine\/bad\.md.*output/);
  });
});

describe("baton context", () => {
  it("prints the design doc's example as [pre-pop summary, pop summary, later entries]", async () => {
    const log = new LogBuilder();
    log.user("m0");
    log.assistant("m1");
    const m2 = log.user("m2");
    log.assistant("m3");
    log.compaction("C", log.user("m4"));
    log.assistant("m6");
    log.user("m7");
    log.assistant("m8");
    log.pop(m2, "S", "P");
    log.user("m10");
    await writeLog("pr-17", log);
    const r = await runCli(["context", "-c", "pr-17", "--state-dir", "state", "--json"], { cwd });
    expect(r.code).toBe(0);
    const out = JSON.parse(r.stdout);
    expect(out.id).toBe("pr-17");
    expect(out.context_window).toBe(128000);
    expect(out.messages.map((m: { content: string }) => m.content.split("\n\n").at(-1))).toEqual([
      "P",
      "S",
      "m10",
    ]);
    expect(out.messages[0].summary).toBe(true);
    expect(out.tokens).toBe(out.messages.reduce((n: number, m: { tokens: number }) => n + m.tokens, 0));
  });

  it("prints the trace where a later compaction covers earlier pops", async () => {
    const log = new LogBuilder();
    log.user("msg1");
    const msg2 = log.assistant("msg2");
    log.user("msg3");
    log.compaction("C1", log.assistant("msg4"));
    log.pop(msg2, "S1", "P1");
    log.assistant("msg10");
    const msg11 = log.user("msg11");
    log.assistant("msg12");
    log.compaction("C2", msg11);
    await writeLog("issue-1", log);
    const r = await runCli(["context", "--follow", "--state-dir", "state"], { cwd });
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/^conversation issue-1: 3 messages, \d+ tokens of 128000/);
    expect(r.stdout).toMatch(
      /1\. user, summary[\s\S]*C2[\s\S]*2\. user[\s\S]*msg11[\s\S]*3\. assistant[\s\S]*msg12/,
    );
    expect(r.stdout).not.toMatch(/msg10|P1|S1/);
  });

  it("prints a mutation's messages in place of what it replaced, and keeps tool pairs whole at a cut", async () => {
    const log = new LogBuilder();
    log.user("old");
    log.mutation([{ role: "user", content: "replacement" }]);
    log.toolCall("k1", "grep", '{"pattern":"x"}');
    const result = log.toolResult("k1", "a.ts:1: x");
    log.compaction("C", result);
    await writeLog("dispatch-9", log);
    const r = await runCli(["context", "-c", "dispatch-9", "--state-dir", "state", "--json"], { cwd });
    const roles = JSON.parse(r.stdout).messages.map(
      (m: { role: string; tool_call_id?: string }) => m.tool_call_id ?? m.role,
    );
    expect(roles).toEqual(["user", "assistant", "k1"]);
  });

  it("uses BATON_STATE_DIR and --context-window", async () => {
    const log = new LogBuilder();
    log.user("hi");
    await writeLog("x", log, join(cwd, "elsewhere"));
    const r = await runCli(["context", "-c", "x", "--json", "--context-window", "4096"], {
      cwd,
      env: { BATON_STATE_DIR: "elsewhere" },
    });
    expect(JSON.parse(r.stdout).context_window).toBe(4096);
  });

  it("keeps a malformed line of a log, naming the file and line, and shows the rest", async () => {
    const log = new LogBuilder();
    log.user("fine");
    await writeLog("bad", log);
    await writeFile(
      join(cwd, "state/bad/session.jsonl"),
      `${log.jsonl()}{"oops"\n${JSON.stringify({ id: "z", parent_id: null, timestamp: "t", type: "message", message: { role: "user", content: "x" } })}\n`,
    );
    const r = await runCli(["context", "-c", "bad", "--state-dir", "state", "--json"], { cwd });
    expect(r.code).toBe(0);
    expect(r.stderr).toMatch(/state\/bad\/session\.jsonl:3: not valid JSON .*; the line is kept as it is/);
    expect(JSON.parse(r.stdout).messages.map((m: { content: string }) => m.content)).toEqual(["fine", "x"]);
  });

  it("prints what strangers wrote with its terminal controls spelled out, and --json still reads back exact", async () => {
    // Was: a comment pulled from GitHub reached the terminal raw: OSC 52 wrote the reader's clipboard, a
    // bare CR overwrote the line with a fake one, CSI cleared the screen (also as the one-byte C1 CSI).
    const hostile = [
      "paste this: \x1b]52;c;cm0gLXJmIH4=\x07",
      "\x1b[2J\x1b[Hsafe\rFAKE: all tests passed",
      "\u009b31mred\x7f",
      "a line from GitHub\r\nand the next\ttabbed",
    ].join("\n");
    const log = new LogBuilder();
    log.user(hostile);
    log.toolCall("c\x1b[1", "read_file", '{"path":"\x1b]8;;http://x\x07"}');
    log.toolResult("c\x1b[1", "ok");
    await writeLog("hostile", log);
    const human = await runCli(["context", "-c", "hostile", "--state-dir", "state"], { cwd });
    expect(human.code).toBe(0);
    const acting = /\r(?!\n)|(?![\t\n\r])\p{Cc}/u;
    expect(human.stdout).not.toMatch(acting);
    expect(human.stdout).toContain("paste this: \\u001b]52;c;cm0gLXJmIH4=\\u0007");
    expect(human.stdout).toContain("\\u001b[2J\\u001b[Hsafe\\u000dFAKE");
    expect(human.stdout).toContain("\\u009b31mred\\u007f");
    expect(human.stdout).toContain("a line from GitHub\r\nand the next\ttabbed");
    expect(human.stdout).toContain('read_file({"path":"\\u001b]8;;http://x\\u0007"}) [c\\u001b[1]');
    const json = await runCli(["context", "-c", "hostile", "--state-dir", "state", "--json"], { cwd });
    expect(json.stdout).not.toMatch(acting);
    expect(JSON.parse(json.stdout).messages[0].content).toBe(hostile);
  });

  it("still reads a log whose last line was torn by a crash, with a warning", async () => {
    const log = new LogBuilder();
    log.user("kept");
    await writeLog("torn", log);
    await writeFile(join(cwd, "state/torn/session.jsonl"), `${log.jsonl()}{"id":"e2","type":"mess`);
    const r = await runCli(["context", "-c", "torn", "--state-dir", "state", "--json"], { cwd });
    expect(r.code).toBe(0);
    expect(r.stderr).toMatch(/warning: .*last line was cut off/);
    expect(JSON.parse(r.stdout).messages).toHaveLength(1);
  });
});

describe("usage errors", () => {
  it.each([
    [["context"], /name a conversation with -c ID or --follow/],
    [["context", "--follow", "-c", "x"], /either --follow or -c/],
    [["recipes", "--strategy", "mask"], /--strategy does not apply/],
    [["nonsense"], /unknown command "nonsense"/],
    [["sessions", "--bogus"], /^baton sessions: unknown option --bogus$/],
    [["context", "-c", "../etc"], /invalid conversation id/],
    [["sessions", "--compact-threshold", "3"], /compact-threshold/],
    [["recipes", "extra"], /^baton recipes: unexpected argument "extra": this command takes none$/],
    [["compact", "-c", "x", "now", "please"], /^baton compact: unexpected arguments "now" "please"/],
    [
      ["sessions", "--state-dir", "a-file"],
      /^baton sessions: the state directory .*a-file is a file, not a directory/,
    ],
    [["help", "nonsense"], /^baton: unknown command "nonsense"; the commands are run, compact, pop/],
  ])("baton %j exits 2 with one clear line", async (args, message) => {
    await writeFile(join(cwd, "a-file"), "not a directory\n");
    const r = await runCli(args as string[], { cwd });
    expect(r.code).toBe(2);
    const lines = r.stderr.split("\n").filter(Boolean);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(message as RegExp);
    expect(lines[0]).not.toMatch(/^baton[^:]*: baton/);
  });
});

describe("help and version", () => {
  it("--version prints the package's version", async () => {
    const { version } = JSON.parse(await readFile(new URL("../../package.json", import.meta.url), "utf8"));
    const r = await runCli(["--version"], { cwd });
    expect(r).toMatchObject({ code: 0, stdout: `baton ${version}\n`, stderr: "" });
  });

  it("baton help COMMAND and baton COMMAND --help show that command's usage and an example", async () => {
    for (const args of [
      ["help", "compact"],
      ["compact", "--help"],
      ["compact", "-h"],
    ]) {
      const r = await runCli(args, { cwd });
      expect(r.code).toBe(0);
      expect(r.stdout).toMatch(
        /^usage: baton compact \[--follow \| -c ID\] \[--strategy summarize\|mask\|hybrid\]/,
      );
      expect(r.stdout).toContain("example:\n  baton compact --follow");
    }
    const all = await runCli(["help"], { cwd });
    expect(all.code).toBe(0);
    for (const name of ["run", "compact", "pop", "context", "sessions", "recipes"]) {
      expect(all.stdout).toMatch(new RegExp(`^  ${name} +\\S`, "m"));
    }
    expect((await runCli([], { cwd })).code).toBe(2);
  });
});

describe("baton sessions", () => {
  it("lists conversations with id, entries, tokens, cost and updated_at", async () => {
    const log = new LogBuilder();
    log.user("hello");
    log.assistant("hi");
    await writeLog("issue-42", log);
    const r = await runCli(["sessions", "--json", "--state-dir", "state"], { cwd });
    expect(r.code).toBe(0);
    const [s] = JSON.parse(r.stdout);
    expect(s).toMatchObject({ id: "issue-42", entries: 2, updated_at: "2026-01-01T00:01:00.000Z" });
    expect(s.tokens).toBeGreaterThan(0);
    const human = await runCli(["sessions", "--state-dir", "state"], { cwd });
    expect(human.stdout).toMatch(
      /^ID\s+LOG ENTRIES\s+CONTEXT TOKENS\s+COST\s+UPDATED\nissue-42\s+2\s+\d+\s+\$0\s+2026/,
    );
  });
});
