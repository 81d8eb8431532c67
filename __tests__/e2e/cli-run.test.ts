import { readFileSync } from "node:fs";
import { chmod, mkdir, readdir, readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { type FakeOpenAI, startFakeOpenAI } from "../fakes/openai-server.ts";
import { runCli } from "../helpers/cli.ts";
import { tempDir } from "../helpers/temp-dir.ts";

let ai: FakeOpenAI;
let cwd: string;
beforeAll(async () => {
  ai = await startFakeOpenAI();
});
afterAll(() => ai.close());
beforeEach(async () => {
  ai.reset();
  cwd = tempDir("baton-run-");
  // Programs run sandboxed; as root (CI) that is as nobody, who may write here as a checkout's user would.
  await chmod(cwd, 0o777);
  await writeFile(join(cwd, "notes.txt"), "the secret ingredient is cardamom\n");
});

const env = (extra: NodeJS.ProcessEnv = {}) => ({
  OPENAI_BASE_URL: ai.url,
  OPENAI_API_KEY: "sk-test-key-000000000000000000000000",
  BATON_RETRY_MAX: "2",
  BATON_MODEL_BACKOFF_MS: "0",
  ...extra,
});
const baton = (args: string[], extra?: NodeJS.ProcessEnv) =>
  runCli(["--state-dir", "state", ...args], { cwd, env: env(extra) });

async function logOf(id: string) {
  const text = await readFile(join(cwd, "state", id, "session.jsonl"), "utf8");
  return text
    .trim()
    .split("\n")
    .map((l) => JSON.parse(l));
}

/** The recording example of docs/configuration.md#hooks, as written there. */
const AUDIT_HOOK = readFileSync(new URL("../../docs/configuration.md", import.meta.url), "utf8").match(
  /record every tool call[\s\S]*?```bash\n([\s\S]*?)```/,
)![1]!;

/** An executable hook that appends every payload it gets to payloads.jsonl and answers from answers/<event>.json. */
async function recordingHook(events: string[], script = "") {
  const dir = join(cwd, "hooks");
  await mkdir(join(dir, "answers"), { recursive: true });
  const path = join(dir, "recorder");
  await writeFile(
    path,
    `#!/usr/bin/env bash
if [ "$1" = hook ]; then printf '%s\\n' ${events.join(" ")}; exit 0; fi
payload=$(cat)
printf '%s\\n' "$payload" >> "${dir}/payloads.jsonl"
event=$(printf '%s' "$payload" | sed -E 's/.*"event":"([a-z_]+)".*/\\1/')
${script}
f="${dir}/answers/$event.json"
if [ -f "$f" ]; then cat "$f"; rm "$f"; fi
`,
  );
  await chmod(path, 0o755);
  return {
    dir,
    answer: (event: string, result: unknown) =>
      writeFile(join(dir, "answers", `${event}.json`), JSON.stringify(result)),
    payloads: async () =>
      (await readFile(join(dir, "payloads.jsonl"), "utf8").catch(() => ""))
        .trim()
        .split("\n")
        .filter(Boolean)
        .map((l) => JSON.parse(l)),
  };
}

describe("baton run", () => {
  it("answers, prints the conversation id, and feeds a tool result back to the model", async () => {
    ai.enqueue(
      { tool_calls: [{ id: "call_1", name: "read_file", arguments: { path: "notes.txt" } }] },
      { content: "Cardamom." },
    );
    const r = await baton(["run", "what is the secret ingredient?"]);
    expect(r.stderr).toMatch(/^conversation local-[0-9a-f]{8}$/m);
    expect(r.code).toBe(0);
    expect(r.stdout).toBe("Cardamom.\n");
    expect(ai.requests).toHaveLength(2);
    const second = ai.requests[1]!.messages;
    const toolMessage = second.find((m) => m.role === "tool");
    expect(toolMessage).toMatchObject({ tool_call_id: "call_1" });
    expect(String(toolMessage!.content)).toContain("cardamom");
    expect(ai.requests[0]!.messages[0]!.role).toBe("system");
    expect(ai.requests[0]!.tools?.map((t) => t.function.name)).toEqual(["read_file", "list_files", "grep"]);
    expect(ai.violations).toEqual([]);
  });

  it("--follow resumes the same log: the second request carries the first run's messages", async () => {
    ai.enqueue({ content: "First answer." }, { content: "Second answer." });
    const first = await baton(["run", "first question"]);
    expect(first.code).toBe(0);
    const id = first.stderr.match(/conversation (\S+)/)![1]!;
    const second = await baton(["run", "--follow", "second question"]);
    expect(second.code).toBe(0);
    expect(second.stderr).not.toMatch(/conversation /); // no new conversation
    const contents = ai.requests[1]!.messages.map((m) => m.content);
    expect(contents).toEqual(expect.arrayContaining(["first question", "First answer.", "second question"]));
    const log = await logOf(id);
    expect(log.filter((e) => e.type === "run")).toHaveLength(2);
  });

  it("refuses a path outside the workspace and tells the model, and the run goes on", async () => {
    ai.enqueue(
      { tool_calls: [{ name: "read_file", arguments: { path: "../../etc/passwd" } }] },
      { content: "Could not read it." },
    );
    const r = await baton(["run", "read /etc/passwd"]);
    expect(r.code).toBe(0);
    const tool = ai.requests[1]!.messages.find((m) => m.role === "tool")!;
    expect(String(tool.content)).toMatch(/outside the workspace/);
    expect(String(tool.content)).not.toContain("root:");
  });

  it("retries a 429 and succeeds", async () => {
    ai.enqueue({ status: 429, headers: { "retry-after-ms": "10" } }, { content: "after the wait" });
    const r = await baton(["run", "hello"]);
    expect(r.code).toBe(0);
    expect(r.stdout).toBe("after the wait\n");
    expect(ai.calls.map((c) => c.status)).toEqual([429, 200]);
  });

  it("ends a persistent 5xx with a clear message, exit 1, and the log intact", async () => {
    ai.enqueue({ content: "fine" });
    const ok = await baton(["run", "--name", "steady", "first"]);
    expect(ok.code).toBe(0);
    ai.setResponder(() => ({
      status: 503,
      body: { error: { message: "overloaded" } },
      headers: { "retry-after-ms": "5" },
    }));
    const r = await baton(["run", "-c", "steady", "second"]);
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(/503/);
    expect(r.stderr).not.toMatch(/\n\s+at /);
    expect(r.stderr).not.toContain("sk-test-key");
    expect(ai.calls.filter((c) => c.status === 503)).toHaveLength(3); // 1 + BATON_RETRY_MAX
    const log = await logOf("steady");
    const texts = log.filter((e) => e.type === "message").map((e) => e.message.content);
    expect(texts).toEqual(["first", "fine", "second"]);
    expect(log.filter((e) => e.type === "run").map((e) => e.status)).toEqual(["done", "failed"]);
  });

  it("stops at --max-turns with exit 1 and a reason", async () => {
    ai.setResponder(() => ({ tool_calls: [{ name: "list_files", arguments: {} }] }));
    const r = await baton(["run", "--max-turns", "2", "loop forever"]);
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(/stopped after 2 model calls \(max-turns 2\)/);
    expect(ai.requests).toHaveLength(2);
  });
});

describe("baton run: keys, servers and failed runs", () => {
  it("names a missing key before any request, and exits 2", async () => {
    const r = await runCli(["--state-dir", "state", "run", "hi"], {
      cwd,
      env: { PATH: process.env.PATH ?? "", OPENAI_BASE_URL: "https://models.example.com/v1" },
    });
    expect(r.code).toBe(2);
    expect(r.stderr).toBe(
      "baton run: OPENAI_API_KEY is not set; the model server at https://models.example.com/v1 needs one (a server on this machine, e.g. --base-url http://localhost:11434/v1, does not)\n",
    );
  });

  it("runs without a key against a server on this machine", async () => {
    ai.enqueue({ content: "no key needed" });
    const r = await baton(["run", "hi"], { OPENAI_API_KEY: "" });
    expect(r).toMatchObject({ code: 0, stdout: "no key needed\n" });
  });

  it("fails at once on a refused connection, naming the URL, and keeps no empty conversation", async () => {
    const closed = await startFakeOpenAI();
    const url = closed.url;
    await closed.close();
    const r = await baton(["run", "hi"], { OPENAI_BASE_URL: url, BATON_RETRY_MAX: "4" });
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(
      new RegExp(
        `Could not reach the model server at ${url.replace(/[.]/g, "\\.")}: connection refused \\(ECONNREFUSED\\)`,
      ),
    );
    expect(r.stderr).toMatch(/conversation \S+ discarded: the run failed before any answer/);
    const sessions = await baton(["sessions", "--json"]);
    expect(JSON.parse(sessions.stdout)).toEqual([]);
  });
});

describe("baton run: mistakes are refused before anything is written", () => {
  const stateEntries = () => readdir(join(cwd, "state")).catch(() => [] as string[]);

  it("-c with an unknown id names the close matches and starts nothing; --name starts one with that id", async () => {
    ai.enqueue({ content: "first" });
    expect((await baton(["run", "--name", "steady", "first"])).code).toBe(0);
    const r = await baton(["run", "-c", "stedy", "second"]);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/^baton run: no conversation "stedy" in \S+ \(did you mean "steady"\?\)\n$/);
    expect(await stateEntries()).toEqual(["steady"]);
    expect(ai.requests).toHaveLength(1);
    expect((await baton(["run", "--name", "steady", "again"])).stderr).toMatch(
      /conversation "steady" already exists/,
    );
    expect((await baton(["run", "--name", "x", "--follow", "hi"])).code).toBe(2);
  });

  it("an unknown recipe is named, with the close match, before a conversation is created or discarded", async () => {
    const r = await baton(["run", "-r", "answr", "hello"]);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(
      /^baton run: unknown recipe "answr" \(did you mean "answer"\?\); available recipes: /,
    );
    expect(r.stderr).not.toMatch(/conversation/);
    expect(await stateEntries()).toEqual([]);
    expect(ai.requests).toHaveLength(0);
  });

  it.each([
    [["--max-turns", "abc"], '--max-turns accepts a whole number of at least 1; got "abc"'],
    [["--compact-threshold", "2"], '--compact-threshold accepts a number above 0, at most 1; got "2"'],
    [["--max-run-cost", "lots"], '--max-run-cost accepts a number of dollars (0 = no budget); got "lots"'],
  ])("%j is refused in plain words", async (flags, words) => {
    const r = await baton(["run", ...flags, "hello"]);
    expect(r).toMatchObject({ code: 2, stderr: `baton run: ${words}\n` });
  });

  it("a failed run says why, and its log keeps the reason beside the unanswered turn", async () => {
    ai.enqueue({ content: "first" });
    await baton(["run", "--name", "kept", "first"]);
    ai.setResponder(() => ({ status: 401, body: { error: { message: "bad key" } } }));
    const r = await baton(["run", "-c", "kept", "second"]);
    expect(r.code).toBe(1);
    const run = (await logOf("kept")).at(-1);
    expect(run).toMatchObject({
      type: "run",
      status: "failed",
      reason: expect.stringMatching(/refused the API key.*bad key/),
    });
    expect(r.stderr).toContain(run.reason);
  });

  it("Ctrl-C stops the run, keeps what was said, prints one line and exits 130", async () => {
    ai.enqueue(
      { tool_calls: [{ id: "call_1", name: "read_file", arguments: { path: "notes.txt" } }] },
      { hang: true },
    );
    const r = await runCli(["--state-dir", "state", "run", "--name", "stopped", "what is in notes.txt?"], {
      cwd,
      env: env(),
      interruptWhen: () => ai.requests.length === 2,
    });
    expect(r.code).toBe(130);
    expect(r.stderr.trim().split("\n").at(-1)).toBe(
      "baton run: cancelled; what was said is saved in conversation stopped (resume with -c stopped)",
    );
    const log = await logOf("stopped");
    const said = log.filter((e) => e.type === "message").map((e) => e.message.role);
    expect(said).toEqual(["user", "assistant", "tool"]);
    expect(log.at(-1)).toMatchObject({ type: "run", status: "cancelled" });
  });

  it("prints what the run spent on stderr, leaving stdout to the answer", async () => {
    ai.enqueue({ content: "priced", usage: { prompt_tokens: 1000, completion_tokens: 100 } });
    const r = await baton(["run", "--model", "gpt-4o-mini", "hello"]);
    expect(r.stdout).toBe("priced\n");
    // gpt-4o-mini: $0.15 in and $0.60 out per million tokens.
    expect(r.stderr).toMatch(/^1 model call, 1000 tokens in, 100 out, \$0\.00021$/m);
    // The conversation's total, from the run entries, in `sessions`.
    const [session] = JSON.parse((await baton(["sessions", "--json"])).stdout) as { cost_usd: number }[];
    expect(session?.cost_usd).toBeCloseTo(0.00021, 10);
    expect((await baton(["sessions"])).stdout).toMatch(
      /^ID +LOG ENTRIES +CONTEXT TOKENS +COST +UPDATED\n\S+ +\d+ +\d+ +\$0\.00021 /,
    );
  });

  it("says on stderr that an answer was cut short, and exits 0: the run finished", async () => {
    // Was: only a log warning said so; the cut answer read as whole.
    ai.enqueue({ content: "The first half", finish_reason: "length" });
    const r = await baton(["run", "hello"]);
    expect(r.code).toBe(0);
    expect(r.stdout).toBe("The first half\n");
    expect(r.stderr).toMatch(/^baton run: the model's answer was cut short: it reached the output limit/m);
  });

  it("prints an answer's terminal controls spelled out, and keeps them as written in the log", async () => {
    // Was: an answer steered by a comment ("end your reply with ESC ] 52 ...") wrote the reader's clipboard.
    const answer = "Done.\x1b]52;c;Y3VybCB4fHNo\x07\rLooks good";
    ai.enqueue({ content: answer });
    const r = await baton(["run", "--name", "esc", "hello"]);
    expect(r.code).toBe(0);
    expect(r.stdout).toBe("Done.\\u001b]52;c;Y3VybCB4fHNo\\u0007\\u000dLooks good\n");
    const saved = (await logOf("esc")).filter((e) => e.message?.role === "assistant");
    expect(saved.map((e) => e.message.content)).toEqual([answer]);
  });
});

describe("executable hooks", () => {
  it("fire on every event with the documented payloads", async () => {
    const hook = await recordingHook([
      "user_message_send",
      "pre_llm_request",
      "context",
      "before_tool_call",
      "after_tool_call",
      "turn_end",
      "agent_stop",
    ]);
    ai.enqueue(
      { tool_calls: [{ id: "c1", name: "grep", arguments: { pattern: "cardamom" } }] },
      { content: "Found it." },
    );
    const r = await baton(["run", "--name", "hooked", "find cardamom"], { BATON_HOOKS_PATH: hook.dir });
    expect(r.code).toBe(0);
    const payloads = await hook.payloads();
    const byEvent = (e: string) => payloads.filter((p) => p.event === e);
    for (const p of payloads)
      expect(p).toMatchObject({ conv_id: "hooked", cwd, invoked_by: "main", invoked_recipe: "answer" });
    expect(byEvent("user_message_send")[0]).toMatchObject({ message: "find cardamom" });
    expect(byEvent("pre_llm_request")).toHaveLength(2); // exactly once per model call
    expect(byEvent("context")).toHaveLength(2);
    expect(byEvent("before_tool_call")[0]).toMatchObject({
      tool_name: "grep",
      tool_input: { pattern: "cardamom" },
    });
    expect(byEvent("after_tool_call")[0]).toMatchObject({ tool_name: "grep" });
    expect(byEvent("after_tool_call")[0].tool_output).toMatch(/notes\.txt:1/);
    expect(byEvent("turn_end")[0]).toMatchObject({ response: "Found it.", turn_number: 1 });
    const stop = byEvent("agent_stop")[0];
    expect(stop).toMatchObject({
      auto_compact_enabled: true,
      auto_compact_threshold: 0.8,
      callback_args: {},
    });
    expect(stop.usage).toMatchObject({ max_context_window: 128000 });
    expect(stop.usage.input_tokens).toBeGreaterThan(0);
    expect(stop.usage.current_context_window).toBeGreaterThan(0);
    expect(stop.messages.at(-1)).toMatchObject({ role: "assistant", content: "Found it." });
  });

  it("blocks a tool call, and rewrites a tool's output", async () => {
    const hook = await recordingHook(["before_tool_call", "after_tool_call"]);
    await hook.answer("before_tool_call", { blocked: true, reason: "no grepping today" });
    ai.enqueue(
      { tool_calls: [{ name: "grep", arguments: { pattern: "x" } }] },
      { tool_calls: [{ name: "read_file", arguments: { path: "notes.txt" } }] },
      { content: "ok" },
    );
    // The first answer file is used by the first before_tool_call; after_tool_call rewrites the second call's output.
    await hook.answer("after_tool_call", { output: "REWRITTEN" });
    const r = await baton(["run", "go"], { BATON_HOOKS_PATH: hook.dir });
    expect(r.code).toBe(0);
    const tools = ai.requests[2]!.messages.filter((m) => m.role === "tool").map((m) => m.content);
    expect(tools).toEqual(["Error: the call was blocked by a hook: no grepping today", "REWRITTEN"]);
  });

  // Was: every hook ran in the program sandbox, so the contract's recording example exited 1 and
  // the run said only "exited with 1".
  it("the recording example of docs/configuration.md writes to ~/baton-audit.log; --hooks-sandbox keeps it in", async () => {
    const home = tempDir("baton-home-");
    const hooks = join(home, ".baton", "hooks");
    await mkdir(hooks, { recursive: true });
    await writeFile(join(hooks, "audit"), AUDIT_HOOK);
    await chmod(join(hooks, "audit"), 0o755);
    const audit = join(home, "baton-audit.log");
    const calls = () =>
      readFile(audit, "utf8").then(
        (t) =>
          t
            .trim()
            .split("\n")
            .map((l) => JSON.parse(l)),
        () => [],
      );
    ai.enqueue(
      { tool_calls: [{ id: "c1", name: "grep", arguments: { pattern: "cardamom" } }] },
      { content: "Found it." },
    );
    const r = await baton(["run", "find cardamom"], { HOME: home });
    expect(r.code).toBe(0);
    expect(r.stderr).not.toContain("hook");
    expect(await calls()).toEqual([
      expect.objectContaining({
        event: "after_tool_call",
        tool_name: "grep",
        tool_input: { pattern: "cardamom" },
      }),
    ]);

    ai.enqueue(
      { tool_calls: [{ id: "c2", name: "grep", arguments: { pattern: "again" } }] },
      { content: "Nothing." },
    );
    const boxed = await baton(["run", "--hooks-sandbox", "find again"], { HOME: home });
    expect(boxed.code).toBe(0);
    expect(await calls()).toHaveLength(1);
    // HOME is hidden in the sandbox: the hook's own last words say what went wrong (or, on a machine
    // that can make no sandbox, the hooks are skipped, saying why).
    expect(boxed.stderr).toMatch(
      /hook audit \(after_tool_call\) failed: exited with 1 \(.*baton-audit\.log: [^|]+\); no action taken|executable hooks are skipped \(hooks-sandbox is on\)/,
    );
  });

  it("agent_stop continue runs another turn with the hook's message", async () => {
    const hook = await recordingHook(["agent_stop"]);
    await hook.answer("agent_stop", {
      result: "continue",
      messages: [{ role: "user", content: "Also check the tests." }],
    });
    ai.enqueue({ content: "Done." }, { content: "Tests checked." });
    const r = await baton(["run", "do it"], { BATON_HOOKS_PATH: hook.dir });
    expect(r.code).toBe(0);
    expect(r.stdout).toBe("Tests checked.\n");
    expect(ai.requests[1]!.messages.at(-1)).toMatchObject({ role: "user", content: "Also check the tests." });
  });

  it("agent_stop mutate replaces the context, recorded as a mutation entry", async () => {
    const hook = await recordingHook(["agent_stop"]);
    await hook.answer("agent_stop", {
      result: "mutate",
      messages: [{ role: "user", content: "Context so far: X." }],
    });
    ai.enqueue({ content: "Long answer." });
    expect((await baton(["run", "--name", "m", "start"], { BATON_HOOKS_PATH: hook.dir })).code).toBe(0);
    const log = await logOf("m");
    expect(log.find((e) => e.type === "mutation")).toMatchObject({
      messages: [{ role: "user", content: "Context so far: X." }],
    });
    ai.enqueue({ content: "Next." });
    await baton(["run", "-c", "m", "next"]);
    expect(ai.requests[1]!.messages.slice(1).map((m) => m.content)).toEqual(["Context so far: X.", "next"]);
  });

  it("agent_stop callback runs the named recipe, with invoked_by callback and its args", async () => {
    const hook = await recordingHook(["agent_stop"]);
    await mkdir(join(cwd, "recipes"), { recursive: true });
    await writeFile(
      join(cwd, "recipes/followup.md"),
      "---\ndescription: a follow-up\nallowed_tools: []\n---\nFollow up on {{ topic }}.\n",
    );
    await hook.answer("agent_stop", {
      result: "callback",
      callback: "followup",
      callback_args: { topic: "caching" },
    });
    ai.enqueue({ content: "Main answer." }, { content: "Follow-up answer." });
    const r = await baton(["run", "--recipes-path", "recipes", "--name", "cb", "main"], {
      BATON_HOOKS_PATH: hook.dir,
    });
    expect(r.code).toBe(0);
    expect(ai.requests[1]!.messages[0]).toMatchObject({ role: "system", content: "Follow up on caching." });
    const stops = (await hook.payloads()).filter((p) => p.event === "agent_stop");
    expect(stops[1]).toMatchObject({
      invoked_by: "callback",
      invoked_recipe: "followup",
      callback_args: { topic: "caching" },
    });
  });

  it("a hook that hangs, crashes or prints garbage does not stop the run; a failed guard refuses its call", async () => {
    const dir = join(cwd, "badhooks");
    await mkdir(dir, { recursive: true });
    const hooks: Record<string, [string, string]> = {
      hangs: ["user_message_send", "sleep 30"],
      crashes: ["before_tool_call", "echo boom >&2; exit 3"],
      garbage: ["turn_end", "echo 'this is {not json'"],
    };
    for (const [name, [event, body]] of Object.entries(hooks)) {
      await writeFile(
        join(dir, name),
        `#!/usr/bin/env bash\nif [ "$1" = hook ]; then echo ${event}; exit 0; fi\ncat >/dev/null\n${body}\n`,
      );
      await chmod(join(dir, name), 0o755);
    }
    ai.enqueue(
      { tool_calls: [{ name: "read_file", arguments: { path: "notes.txt" } }] },
      { content: "still fine" },
    );
    // The timeout given is the one applied: the default (10 s) would name itself. 2 s, not less: a
    // sandboxed launch on a loaded machine took over 0.5 s, and the garbage hook timed out too.
    const r = await baton(["run", "go", "--hook-timeout", "2"], { BATON_HOOKS_PATH: dir });
    expect(r.code).toBe(0);
    expect(r.stdout).toBe("still fine\n");
    expect(r.stderr).toMatch(/hook hangs \(user_message_send\) failed: timed out after 2 s; no action taken/);
    expect(r.stderr).toMatch(
      /hook crashes \(before_tool_call\) failed: exited with 3 \(boom\); the call is refused/,
    );
    expect(r.stderr).toMatch(/hook garbage \(turn_end\) failed: printed invalid JSON.*; no action taken/);
    const result = String(ai.requests[1]!.messages.find((m) => m.role === "tool")!.content);
    expect(result).toBe("Error: the call was blocked by a hook: the hook crashes that guards it failed");
  });

  it("hooks run without the model key or a GitHub token in their environment or payload", async () => {
    const hook = await recordingHook(["user_message_send"], `env > "${cwd}/hook-env.txt"`);
    ai.enqueue({ content: "ok" });
    await baton(["run", "hi, the key is sk-test-key-000000000000000000000000"], {
      BATON_HOOKS_PATH: hook.dir,
      GITHUB_TOKEN: "ghs_abcdefghijklmnopqrstuvwxyz0123456789",
    });
    const seen = await readFile(join(cwd, "hook-env.txt"), "utf8");
    expect(seen).not.toContain("sk-test-key");
    expect(seen).not.toContain("ghs_abc");
    expect(seen).toContain("PATH=");
    const payloads = JSON.stringify(await hook.payloads());
    expect(payloads).toContain("the key is [REDACTED]");
    expect(payloads).not.toContain("sk-test-key");
  });
});

describe("extensions", () => {
  it("register a context handler and a command, and save entries", async () => {
    const dir = join(cwd, "ext");
    await mkdir(dir, { recursive: true });
    await writeFile(
      join(dir, "tagger.mjs"),
      `export default function (baton) {
  baton.on("context", ({ messages }) => ({ messages: [...messages, { role: "user", content: "(tagged by extension)" }] }));
  baton.command("note", {
    description: "Save a note in the log",
    handler: async ({ args, api }) => {
      await api.saveEntry({ type: "custom", custom_type: "note", data: { text: args.join(" ") } });
      return "noted " + api.entries.length;
    },
  });
}
`,
    );
    await writeFile(join(dir, "broken.mjs"), "export default function () { throw new Error('nope'); }\n");
    await writeFile(join(dir, "stuck.mjs"), "export default function () { return new Promise(() => {}); }\n");
    await writeFile(
      join(dir, "hangs.mjs"),
      'export default function (baton) { baton.on("turn_end", () => new Promise(() => {})); }\n',
    );
    ai.enqueue({ content: "seen" });
    const run = await baton(["run", "--name", "ext", "--hook-timeout", "0.3", "hello"], {
      BATON_HOOKS_PATH: dir,
    });
    expect(run.code).toBe(0);
    expect(run.stderr).toMatch(/extension broken\.mjs failed to load: nope/);
    expect(run.stderr).toMatch(/extension stuck\.mjs did not finish loading within 0\.3 s; skipped/);
    // A handler that never answers holds the run for the hook timeout only.
    expect(run.stderr).toMatch(
      /hook hangs\.mjs \(turn_end\) failed: did not answer within 0\.3 s; no action taken/,
    );
    expect(ai.requests[0]!.messages.at(-1)).toMatchObject({ role: "user", content: "(tagged by extension)" });
    // The stuck extension is skipped again, after the same short timeout.
    const note = await baton(["note", "-c", "ext", "remember", "this"], {
      BATON_HOOKS_PATH: dir,
      BATON_HOOK_TIMEOUT: "0.3",
    });
    expect(note.code).toBe(0);
    expect(note.stdout).toBe("noted 4\n");
    const help = await baton(["--help"], { BATON_HOOKS_PATH: dir, BATON_HOOK_TIMEOUT: "0.3" });
    expect(help.stdout).toMatch(/^ {2}note +Save a note in the log \(extension tagger\.mjs\)$/m);
    const log = await logOf("ext");
    expect(log.at(-1)).toMatchObject({
      type: "custom",
      custom_type: "note",
      data: { text: "remember this" },
    });
  });
});
