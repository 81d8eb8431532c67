import { chmodSync, existsSync, readFileSync } from "node:fs";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { describe, expect, it, vi } from "vitest";
import { discoverExecutableHooks } from "../../../src/engine/hooks/executable.ts";
import { HookRunner } from "../../../src/engine/hooks/runner.ts";
import { ProgramSandbox } from "../../../src/engine/sandbox/sandbox.ts";
import { memoryLogger } from "../../../src/engine/util/logger.ts";
import { Redactor } from "../../../src/engine/util/redact.ts";
import { answer, callTools, harness, script, tempDir } from "../agent/helpers.ts";

/** A bash hook: `hook` lists `events`, `run` runs `body` (stdin unread unless the body reads it). */
function hookScript(events: string[], body: string): string {
  return `if [ "$1" = hook ]; then\n${events.map((e) => `  echo ${e}`).join("\n")}\n  exit 0\nfi\n${body}`;
}

describe("in-process handlers", () => {
  it("a handler that throws counts as no action: the run goes on and the failure is logged", async () => {
    const h = await harness({ steps: [answer("fine")] });
    h.hooks.register("user_message_send", "thrower", () => {
      throw new Error("kaboom");
    });
    h.hooks.register("turn_end", "thrower2", async () => {
      throw new Error("async kaboom");
    });
    const outcome = await h.run();

    expect(outcome).toMatchObject({ status: "done", response: "fine" });
    expect(h.model.calls).toBe(1);
    const warnings = h.warnings().join("\n");
    expect(warnings).toContain("hook thrower (user_message_send) failed: kaboom");
    expect(warnings).toContain("hook thrower2 (turn_end) failed: async kaboom");
  });

  it("two handlers answer: the first wins and the conflict is logged", async () => {
    const h = await harness({ steps: [answer("never")] });
    h.hooks.register("user_message_send", "first", () => ({ blocked: true, reason: "first reason" }));
    h.hooks.register("user_message_send", "second", () => ({ blocked: true, reason: "second reason" }));
    const outcome = await h.run();

    expect(outcome.status).toBe("blocked");
    expect(outcome.reason).toContain("first reason");
    expect(outcome.reason).not.toContain("second reason");
    expect(h.warnings()).toEqual([
      "warn: hooks first and second both answered user_message_send; first's answer is used",
    ]);
  });

  it("the first non-empty answer wins without a conflict when the others say nothing", async () => {
    const h = await harness({ steps: [answer("never")] });
    h.hooks.register("user_message_send", "quiet", () => ({}));
    h.hooks.register("user_message_send", "null", () => null);
    h.hooks.register("user_message_send", "blocker", () => ({ blocked: true, reason: "only me" }));
    const outcome = await h.run();
    expect(outcome.reason).toContain("only me");
    expect(h.warnings()).toEqual([]);
  });

  it("an answer that does not fit the event is logged and counts as no action; from a guard it refuses the call", async () => {
    const h = await harness({
      files: { "a.txt": "content of a\n" },
      steps: [callTools([{ name: "read_file", args: { path: "a.txt" }, id: "c1" }]), answer("ok")],
    });
    h.hooks.register("user_message_send", "sloppy", () => ({ blocked: "perhaps" }));
    h.hooks.register("before_tool_call", "sloppy guard", () => ({ input: "not an object" }));
    expect(await h.run()).toMatchObject({ status: "done", response: "ok", toolCalls: 1 });
    expect(h.model.requests[1]!.messages.at(-1)!.content).toBe(
      "Error: the call was blocked by a hook: the hook sloppy guard that guards it failed",
    );
    const warnings = h.warnings().join("\n");
    expect(warnings).toMatch(
      /hook sloppy \(user_message_send\) answered something that does not fit.*; no action taken/,
    );
    expect(warnings).toMatch(
      /hook sloppy guard \(before_tool_call\) answered something that does not fit.*; the call is refused/,
    );
  });

  it("register returns a remover", async () => {
    const runner = new HookRunner({ logger: memoryLogger(), cwd: "/" });
    const remove = runner.register("turn_end", "x", () => ({ any: 1 }));
    expect(runner.handles("turn_end")).toBe(true);
    remove();
    expect(runner.handles("turn_end")).toBe(false);
    expect(
      await runner.emit("turn_end", {
        event: "turn_end",
        conv_id: "c",
        cwd: "/",
        invoked_by: "main",
        invoked_recipe: "r",
      }),
    ).toBeUndefined();
  });
});

describe("executable hooks", () => {
  it("are discovered by `<hook> hook`, get the payload on stdin and their JSON answer is used", async () => {
    const dir = tempDir("baton-hooks-");
    const seen = path.join(dir, "payload.json");
    await script(
      dir,
      "guard",
      hookScript(
        ["user_message_send"],
        `cat > '${seen}'\necho '{"blocked": true, "reason": "the guard says no"}'`,
      ),
    );
    const logger = memoryLogger();
    const executables = await discoverExecutableHooks([dir], { cwd: dir, logger });
    expect(executables.map((e) => [e.name, [...e.events]])).toEqual([["guard", ["user_message_send"]]]);

    const h = await harness({ executables, steps: [answer("never")] });
    const outcome = await h.run({ message: "please" });
    expect(outcome.status).toBe("blocked");
    expect(outcome.reason).toContain("the guard says no");
    expect(h.model.calls).toBe(0);
    expect(JSON.parse(await readFile(seen, "utf8"))).toEqual({
      event: "user_message_send",
      conv_id: "issue-1",
      cwd: h.workspace,
      invoked_by: "main",
      invoked_recipe: "main",
      message: "please",
    });
  });

  it("get their payload through the run's redactor: a secret in the message never reaches the hook", async () => {
    const dir = await tempDir("baton-hooks-");
    const seen = path.join(dir, "payload.json");
    await script(dir, "recorder", hookScript(["user_message_send"], `cat > '${seen}'`));
    const logger = memoryLogger();
    const executables = await discoverExecutableHooks([dir], { cwd: dir, logger });
    const secret = "registered-secret-value-42";
    const runner = new HookRunner({
      logger,
      cwd: dir,
      executables,
      redactor: new Redactor([secret]),
    });
    await runner.emit("user_message_send", {
      event: "user_message_send",
      conv_id: "c",
      cwd: dir,
      invoked_by: "main",
      invoked_recipe: "r",
      message: `mine is ${secret}, and ghp_${"x".repeat(36)}`,
    });
    const payload = await readFile(seen, "utf8");
    expect(JSON.parse(payload).message).toBe("mine is [REDACTED], and [REDACTED]");
  });

  it("a hook that hangs, one that exits 1 and a guard that prints garbage: none stops the run, each is logged", async () => {
    const dir = tempDir("baton-hooks-");
    await script(dir, "hangs", hookScript(["turn_end"], "exec sleep 30"));
    await script(dir, "fails", hookScript(["user_message_send"], 'echo "something broke" >&2\nexit 1'));
    await script(dir, "garbage", hookScript(["before_tool_call"], "echo 'this is not json {'"));
    const discovery = memoryLogger();
    const executables = await discoverExecutableHooks([dir], {
      cwd: dir,
      logger: discovery,
    });
    expect(executables.map((e) => e.name).sort()).toEqual(["fails", "garbage", "hangs"]);

    const h = await harness({
      executables,
      hookTimeoutMs: 300,
      files: { "a.txt": "content of a\n" },
      steps: [callTools([{ name: "read_file", args: { path: "a.txt" }, id: "c1" }]), answer("all good")],
    });
    const started = Date.now();
    const outcome = await h.run();
    const elapsed = Date.now() - started;

    expect(outcome).toMatchObject({ status: "done", response: "all good", toolCalls: 1 });
    // The guard could not judge the call, so it was not made.
    const result = h.model.requests[1]!.messages.at(-1)!.content;
    expect(result).toBe("Error: the call was blocked by a hook: the hook garbage that guards it failed");
    expect(elapsed).toBeLessThan(10_000);
    const warnings = h.warnings();
    expect(warnings).toContainEqual(
      expect.stringMatching(/^warn: hook hangs \(turn_end\) failed: timed out/),
    );
    expect(warnings).toContainEqual(
      expect.stringMatching(
        /^warn: hook fails \(user_message_send\) failed: exited with 1 \(something broke\)/,
      ),
    );
    expect(warnings).toContainEqual(
      expect.stringMatching(
        /^warn: hook garbage \(before_tool_call\) failed: printed invalid JSON.*; the call is refused$/,
      ),
    );
  });

  // A child the hook started (here `sleep`) holds the stdout pipe open: only killing the
  // whole process group ends the wait at the timeout.
  it("a hung hook whose child process holds its stdout is still cut off at the timeout", async () => {
    const dir = tempDir("baton-hooks-");
    await script(dir, "hangs", hookScript(["turn_end"], "sleep 30"));
    const executables = await discoverExecutableHooks([dir], {
      cwd: dir,
      logger: memoryLogger(),
    });
    const h = await harness({
      executables,
      hookTimeoutMs: 300,
      steps: [answer("ok")],
    });
    const outcome = await h.run();
    expect(outcome.status).toBe("done");
  }, 3_000);

  it("what a hook leaves running in its group is killed when it exits; one that left its session does not hold the run", async () => {
    const dir = tempDir("baton-hooks-");
    // Both children keep the hook's stdout: the plain one dies with the group,
    // the one in a new session (setsid) survives it and is cut loose.
    await script(
      dir,
      "spawner",
      hookScript(
        ["turn_end"],
        `cat >/dev/null\nsleep 1000 & echo $! > "${dir}/plain.pid"\nsetsid sleep 1000 & echo $! > "${dir}/setsid.pid"\necho '{}'`,
      ),
    );
    const executables = await discoverExecutableHooks([dir], {
      cwd: dir,
      logger: memoryLogger(),
    });
    const h = await harness({
      executables,
      hookTimeoutMs: 60_000,
      steps: [answer("ok")],
    });
    const outcome = await h.run();
    expect(outcome.status).toBe("done");
    expect(h.warnings()).toEqual([]);
    // A killed orphan may linger as a zombie until something reaps it: that is not alive.
    const alive = (pid: number) => {
      try {
        process.kill(pid, 0);
      } catch {
        return false;
      }
      const stat = existsSync(`/proc/${pid}/stat`) ? readFileSync(`/proc/${pid}/stat`, "utf8") : "";
      return !/^\d+ \(.*\) Z/.test(stat);
    };
    const plain = Number(await readFile(`${dir}/plain.pid`, "utf8"));
    const escaped = Number(await readFile(`${dir}/setsid.pid`, "utf8"));
    // The group kill is SIGKILL: the plain child is gone once it is reaped.
    await vi.waitFor(() => expect(alive(plain)).toBe(false), { timeout: 1_000, interval: 10 });
    if (alive(escaped)) process.kill(escaped, "SIGKILL");
  }, 5_000);

  it("a hook that cannot say which events it handles is skipped at discovery, naming it", async () => {
    const dir = tempDir("baton-hooks-");
    await script(dir, "broken", "exit 3");
    await script(dir, "odd", hookScript(["turn_end", "no_such_event"], "exit 0"));
    const logger = memoryLogger();
    const executables = await discoverExecutableHooks([dir], { cwd: dir, logger });
    expect(executables.map((e) => [e.name, [...e.events]])).toEqual([["odd", ["turn_end"]]]);
    expect(logger.lines.join("\n")).toMatch(/hook broken: `broken hook` exited with 3/);
    expect(logger.lines.join("\n")).toMatch(/hook odd: unknown event "no_such_event"/);
  });
});

describe("executable hooks are trusted code", () => {
  const turnEnd = (cwd: string) => ({
    event: "turn_end" as const,
    conv_id: "c",
    cwd,
    invoked_by: "main" as const,
    invoked_recipe: "r",
    response: "done",
    turn_number: 1,
  });
  /** The hook contract's recording example: every payload appended to a log under the user's HOME. */
  const recorder = hookScript(
    ["turn_end"],
    'cat >> "$HOME/baton-audit.log" && echo >> "$HOME/baton-audit.log"',
  );

  // Was: every hook ran in the program sandbox (HOME hidden, the workspace the only folder it could
  // write, no network), so this hook exited 1 and the run said only "exited with 1".
  it("run as the user's own processes: a hook records to a file under HOME, outside the workspace", async () => {
    const workspace = tempDir("baton-hooks-");
    const home = tempDir("baton-home-");
    await script(workspace, "recorder", recorder);
    vi.stubEnv("HOME", home);
    vi.stubEnv("OPENAI_API_KEY", "sk-not-for-hooks-0000000000000000");
    try {
      const logger = memoryLogger();
      const executables = await discoverExecutableHooks([workspace], { cwd: workspace, logger });
      const runner = new HookRunner({ logger, cwd: workspace, executables });
      await runner.emit("turn_end", turnEnd(workspace));
      expect(logger.lines).toEqual([]);
      expect(JSON.parse(readFileSync(path.join(home, "baton-audit.log"), "utf8"))).toMatchObject({
        event: "turn_end",
        response: "done",
      });
    } finally {
      vi.unstubAllEnvs();
    }
  });

  it("get an environment without secrets all the same", async () => {
    const workspace = tempDir("baton-hooks-");
    const seen = path.join(workspace, "env.txt");
    await script(workspace, "env", hookScript(["turn_end"], `env > '${seen}'`));
    vi.stubEnv("OPENAI_API_KEY", "sk-not-for-hooks-0000000000000000");
    vi.stubEnv("GITHUB_TOKEN", "ghs_notforhooks000000000000000000000000");
    vi.stubEnv("SOME_SETTING", "plain");
    try {
      const logger = memoryLogger();
      const executables = await discoverExecutableHooks([workspace], { cwd: workspace, logger });
      await new HookRunner({ logger, cwd: workspace, executables }).emit("turn_end", turnEnd(workspace));
      const env = readFileSync(seen, "utf8");
      expect(env).toMatch(/^PATH=/m);
      expect(env).toMatch(/^HOME=/m);
      expect(env).not.toContain("OPENAI_API_KEY");
      expect(env).not.toContain("GITHUB_TOKEN");
      expect(env).not.toContain("SOME_SETTING");
    } finally {
      vi.unstubAllEnvs();
    }
  });

  it("hooks-sandbox puts them in the program sandbox: the same hook cannot write under HOME", async () => {
    const workspace = tempDir("baton-hooks-");
    const home = tempDir("baton-home-");
    await script(workspace, "recorder", recorder);
    // As root the sandbox runs programs as nobody, who may read a checkout.
    chmodSync(workspace, 0o777);
    vi.stubEnv("HOME", home);
    try {
      const sandbox = new ProgramSandbox("auto", workspace);
      const logger = memoryLogger();
      const executables = await discoverExecutableHooks([workspace], { cwd: workspace, logger, sandbox });
      if ("refused" in (await sandbox.choice())) {
        // A machine without namespaces: the hooks are skipped, and the log says why.
        expect(executables).toEqual([]);
        expect(logger.lines.join("\n")).toContain("executable hooks are skipped (hooks-sandbox is on)");
        return;
      }
      await new HookRunner({ logger, cwd: workspace, executables, sandbox }).emit(
        "turn_end",
        turnEnd(workspace),
      );
      expect(existsSync(path.join(home, "baton-audit.log"))).toBe(false);
      // What the shell said is in the warning, not only the exit code.
      expect(logger.lines.join("\n")).toMatch(
        /hook recorder \(turn_end\) failed: exited with 1 \(.*baton-audit\.log: .+\); no action taken/,
      );
    } finally {
      vi.unstubAllEnvs();
    }
  }, 20_000);

  it("a failed hook's warning shows the last lines of its stderr, cut and redacted", async () => {
    const dir = tempDir("baton-hooks-");
    const token = `ghp_${"a".repeat(36)}`;
    const lines = Array.from({ length: 8 }, (_, i) => `echo "step ${i + 1} of 8" >&2`);
    await script(
      dir,
      "chatty",
      hookScript(
        ["turn_end"],
        [...lines, `echo "auth with ${token} refused" >&2`, `echo "${"z".repeat(2000)}" >&2`, "exit 4"].join(
          "\n",
        ),
      ),
    );
    const logger = memoryLogger();
    const executables = await discoverExecutableHooks([dir], { cwd: dir, logger });
    await new HookRunner({ logger, cwd: dir, executables, redactor: new Redactor([]) }).emit(
      "turn_end",
      turnEnd(dir),
    );
    const warning = logger.lines.join("\n");
    expect(warning).toMatch(
      /hook chatty \(turn_end\) failed: exited with 4 \(step 6 of 8 \| step 7 of 8 \| step 8 of 8 \| auth with \[REDACTED\] refused \| z+…z+\); no action taken/,
    );
    expect(warning).not.toContain("step 5 of 8");
    expect(warning).not.toContain(token);
    expect(warning.length).toBeLessThan(800);
  });
});

describe("answers and calls a hook cannot judge", () => {
  const payload = (dir: string, toolInput: unknown) => ({
    event: "before_tool_call" as const,
    conv_id: "c",
    cwd: dir,
    invoked_by: "main" as const,
    invoked_recipe: "r",
    tool_name: "read_file",
    tool_input: toolInput,
  });

  it("a call whose arguments the redactor would change is not made when an executable hook guards it", async () => {
    const dir = tempDir("baton-hooks-");
    // The guard blocks reads of private.txt, judging the path it is shown.
    await script(
      dir,
      "guard",
      hookScript(
        ["before_tool_call"],
        `p=$(cat)\nif printf '%s' "$p" | grep -q 'private'; then echo '{"blocked":true,"reason":"private"}'; fi`,
      ),
    );
    const logger = memoryLogger();
    const executables = await discoverExecutableHooks([dir], { cwd: dir, logger });
    const runner = new HookRunner({ logger, cwd: dir, executables, redactor: new Redactor([]) });
    // Shown redacted, "-----BEGIN PRIVATE KEY-----/../private.txt" hides the path the tool would read.
    const smuggled = await runner.emit(
      "before_tool_call",
      payload(dir, { path: "-----BEGIN PRIVATE KEY-----/../private.txt" }),
    );
    expect(smuggled).toEqual({
      blocked: true,
      reason: "its arguments hold text shaped like a secret, which hooks are not shown",
    });
    expect(await runner.emit("before_tool_call", payload(dir, { path: "private.txt" }))).toEqual({
      blocked: true,
      reason: "private",
    });
    expect(await runner.emit("before_tool_call", payload(dir, { path: "public.txt" }))).toBeUndefined();
    // Without an executable hook on the event nothing is hidden from anyone, and nothing is refused.
    const unguarded = new HookRunner({ logger, cwd: dir, redactor: new Redactor([]) });
    expect(
      await unguarded.emit("before_tool_call", payload(dir, { path: "-----BEGIN PRIVATE KEY-----/x" })),
    ).toBeUndefined();
  });

  it("a call whose arguments cannot even be written out is refused when an executable hook guards it, not a crash", async () => {
    const dir = tempDir("baton-hooks-");
    await script(dir, "guard", hookScript(["before_tool_call"], "cat >/dev/null"));
    const logger = memoryLogger();
    const executables = await discoverExecutableHooks([dir], { cwd: dir, logger });
    const runner = new HookRunner({ logger, cwd: dir, executables, redactor: new Redactor([]) });
    let deep: unknown = "x";
    for (let i = 0; i < 200_000; i++) deep = [deep];
    expect(await runner.emit("before_tool_call", payload(dir, { path: "a.txt", deep }))).toMatchObject({
      blocked: true,
    });
  });

  it("an answer nested past the limit, or not JSON data, is no action: the run goes on", async () => {
    const dir = tempDir("baton-hooks-");
    const depth = 100_000;
    await script(
      dir,
      "deep",
      hookScript(
        ["turn_end"],
        `cat >/dev/null\nprintf '{"input":{"x":'\nhead -c ${depth} /dev/zero | tr '\\0' '['\nhead -c ${depth} /dev/zero | tr '\\0' ']'\nprintf '}}'`,
      ),
    );
    const logger = memoryLogger();
    const executables = await discoverExecutableHooks([dir], { cwd: dir, logger });
    const runner = new HookRunner({ logger, cwd: dir, executables });
    let nested: Record<string, unknown> = {};
    for (let i = 0; i < depth; i++) nested = { x: nested };
    runner.register("turn_end", "deep.mjs", () => ({ input: nested }));
    const cyclic: Record<string, unknown> = {};
    cyclic.self = cyclic;
    runner.register("turn_end", "cyclic.mjs", () => ({ input: cyclic }));
    expect(
      await runner.emit("turn_end", { ...payload(dir, {}), event: "turn_end", response: "r" }),
    ).toBeUndefined();
    const warnings = logger.lines.join("\n");
    expect(warnings).toMatch(/hook deep \(turn_end\) failed: printed JSON nested 100002 levels deep/);
    expect(warnings).toMatch(/hook deep\.mjs \(turn_end\) answered something (nested|that is not JSON)/);
    expect(warnings).toMatch(/hook cyclic\.mjs \(turn_end\) answered something that is not JSON data/);
  });

  it("a guard that fails refuses its call, whatever the failure: a tool input made to break it gets nowhere", async () => {
    const dir = tempDir("baton-hooks-");
    let nested: Record<string, unknown> = {};
    for (let i = 0; i < 100; i++) nested = { x: nested };
    const failures: [string, () => unknown][] = [
      ["throws.mjs", () => JSON.parse("{")],
      ["unfit.mjs", () => ({ blocked: "maybe" })],
      ["deep.mjs", () => ({ input: nested })],
    ];
    for (const [name, handler] of failures) {
      const logger = memoryLogger();
      const runner = new HookRunner({ logger, cwd: dir, timeoutMs: 50 });
      let later = 0;
      runner.register("before_tool_call", name, handler);
      runner.register("before_tool_call", "later.mjs", () => {
        later++;
      });
      expect(await runner.emit("before_tool_call", payload(dir, { path: "a.txt" }))).toEqual({
        blocked: true,
        reason: `the hook ${name} that guards it failed`,
      });
      expect(later).toBe(0);
      expect(logger.lines.join("\n")).toContain(`hook ${name} (before_tool_call)`);
      expect(logger.lines.join("\n")).toMatch(/; the call is refused$/m);
    }
    // An executable guard that stalls is cut off at the timeout, and refuses the call too.
    await script(dir, "stalls", hookScript(["before_tool_call"], "cat >/dev/null\nexec sleep 30"));
    const logger = memoryLogger();
    const executables = await discoverExecutableHooks([dir], { cwd: dir, logger });
    const runner = new HookRunner({ logger, cwd: dir, executables, timeoutMs: 300 });
    expect(await runner.emit("before_tool_call", payload(dir, { path: "a.txt" }))).toEqual({
      blocked: true,
      reason: "the hook stalls that guards it failed",
    });
    expect(logger.lines.join("\n")).toMatch(
      /hook stalls \(before_tool_call\) failed: timed out.*; the call is refused/,
    );
  });
});

describe("hooks when the run stops (its time limit, or a cancel)", () => {
  const payload = {
    event: "before_tool_call",
    conv_id: "c",
    cwd: ".",
    invoked_by: "main",
    invoked_recipe: "x",
    tool_name: "read_file",
    tool_input: {},
  } as const;

  // Was: the run's signal never reached hooks, so a guard that hung held a cancelled run for the
  // whole hook timeout, past the runner's grace: the step was killed before the run was recorded.
  it("an in-process handler is no longer waited for: a guard refuses its call", async () => {
    const logger = memoryLogger();
    const hooks = new HookRunner({ logger, cwd: tempDir("baton-hooks-stop-") });
    const stop = new AbortController();
    hooks.register("before_tool_call", "guard", () => {
      stop.abort();
      return new Promise(() => {});
    });
    expect(await hooks.emit("before_tool_call", payload, stop.signal)).toEqual({
      blocked: true,
      reason: "the hook guard that guards it failed",
    });
    expect(logger.lines).toContain(
      "warn: hook guard (before_tool_call) was stopped with the run; the call is refused",
    );
    expect(await hooks.emit("before_tool_call", payload, stop.signal)).toMatchObject({ blocked: true });
    expect(logger.lines.at(-1)).toBe(
      "warn: hook guard (before_tool_call) not run: the run was stopped; the call is refused",
    );
  });

  it("an executable hook is killed with its process group", async () => {
    const dir = tempDir("baton-hooks-kill-");
    const pidFile = path.join(dir, "hook.pid");
    await script(dir, "slow", hookScript(["before_tool_call"], `echo $$ > ${pidFile}\nexec sleep 30`));
    const hooks = new HookRunner({
      logger: memoryLogger(),
      cwd: dir,
      timeoutMs: 60_000,
      executables: await discoverExecutableHooks([dir], {
        cwd: dir,
        logger: memoryLogger(),
      }),
    });
    const stop = new AbortController();
    const answered = hooks.emit("before_tool_call", payload, stop.signal);
    await vi.waitFor(() => expect(existsSync(pidFile)).toBe(true), { timeout: 10_000 });
    const pid = Number(readFileSync(pidFile, "utf8").trim());
    stop.abort();
    expect(await answered).toMatchObject({ blocked: true });
    await vi.waitFor(() => expect(() => process.kill(pid, 0)).toThrow(), { timeout: 5_000 });
  });
});

/** A shell call as a guard is shown it. */
function toolPayload(cwd: string, input: Record<string, unknown>) {
  return {
    event: "before_tool_call" as const,
    conv_id: "pr-1",
    cwd,
    invoked_by: "main" as const,
    invoked_recipe: "pr-review",
    tool_name: "shell",
    tool_input: input,
  };
}

describe("before_tool_call guards, chained", () => {
  // Was: a team runs a guard that refuses dangerous calls (say `shell` with `rm`) next to an
  // extension that normalizes tool inputs (any {"input": …} answer). The extension answers first, so
  // "the first non-empty answer wins" and the guard's explicit {"blocked": true} is only logged as a
  // conflict: the call it refused runs, with input the guard never even saw. A guard that *crashes*
  // refuses the call (GUARDS), yet a guard that says "no" is overruled.
  it("a guard's explicit block is not overruled by an earlier handler's rewritten input", async () => {
    const logger = memoryLogger();
    const cwd = tempDir("baton-review-");
    const runner = new HookRunner({ logger, cwd });
    runner.register("before_tool_call", "normalize.mjs", (p) => ({
      input: { ...(p.tool_input as Record<string, unknown>), normalized: true },
    }));
    runner.register("before_tool_call", "guard.mjs", (p) =>
      JSON.stringify(p.tool_input).includes("rm") ? { blocked: true, reason: "no rm" } : {},
    );
    const result = await runner.emit("before_tool_call", toolPayload(cwd, { command: ["rm", "-rf", "src"] }));
    expect(result).toMatchObject({ blocked: true, reason: "no rm" });
  });

  it("each guard judges the input the one before it rewrote, and the last rewrite is what runs", async () => {
    const cwd = tempDir("baton-review-");
    const runner = new HookRunner({ logger: memoryLogger(), cwd });
    const seen: unknown[] = [];
    runner.register("before_tool_call", "first.mjs", (p) => ({
      input: { ...(p.tool_input as object), a: 1 },
    }));
    runner.register("before_tool_call", "second.mjs", (p) => {
      seen.push(p.tool_input);
      return { input: { ...(p.tool_input as object), b: 2 } };
    });
    const result = await runner.emit("before_tool_call", toolPayload(cwd, { command: ["ls"] }));
    expect(seen).toEqual([{ command: ["ls"], a: 1 }]);
    expect(result).toEqual({ input: { command: ["ls"], a: 1, b: 2 } });
  });
  // Was: an executable guard hook's answer is read from its stdout, but runProcess keeps
  // 4 MB of stdout and stderr *together*. A guard that logs a lot to stderr (a linter it runs, a
  // verbose trace) before printing {"blocked":true} has its answer dropped unseen: empty stdout
  // reads as "no action", so the call it refused runs, and nothing is logged. Output that was cut
  // is not the hook's answer and must count as a failure (which refuses a guarded call).
  it("a guard whose output was cut short does not let the call through", async () => {
    const dir = tempDir("baton-review-hooks-");
    await script(
      dir,
      "guard",
      [
        'if [ "$1" = hook ]; then echo before_tool_call; exit 0; fi',
        "cat >/dev/null",
        "head -c 5000000 /dev/zero | tr '\\0' x >&2",
        'echo \'{"blocked":true,"reason":"refused by policy"}\'',
      ].join("\n"),
    );
    const logger = memoryLogger();
    const executables = await discoverExecutableHooks([dir], { cwd: dir, logger });
    expect(executables.map((e) => e.name)).toEqual(["guard"]);
    const runner = new HookRunner({ logger, cwd: dir, executables });
    const result = await runner.emit("before_tool_call", toolPayload(dir, { command: ["ls"] }));
    expect(result).toMatchObject({ blocked: true });
  }, 20_000);
});

describe("an executable guard whose stderr passed the output cap", () => {
  // Was: a guard that answers at once on stdout and then runs something chatty on stderr
  // (a scanner, a linter, `set -x` over a big loop) had its whole answer kept: only stderr bytes
  // were dropped. Since 6e29302 `r.dropped > 0` fails the hook whatever was dropped, and a failed
  // guard refuses the call: every shell/read call of the run is refused although the guard's
  // verdict (here a rewrite) arrived complete. runProcess knows which stream lost bytes; only lost
  // stdout can have taken the answer with it.
  it("a guard's complete stdout answer stands when only stderr was cut", async () => {
    const dir = tempDir("baton-review2-hooks-");
    await script(
      dir,
      "guard",
      [
        'if [ "$1" = hook ]; then echo before_tool_call; exit 0; fi',
        "cat >/dev/null",
        'echo \'{"input":{"command":["ls","-la"]}}\'',
        "head -c 5000000 /dev/zero | tr '\\0' x >&2",
      ].join("\n"),
    );
    const logger = memoryLogger();
    const executables = await discoverExecutableHooks([dir], { cwd: dir, logger });
    const runner = new HookRunner({ logger, cwd: dir, executables });
    const result = await runner.emit("before_tool_call", {
      event: "before_tool_call",
      conv_id: "pr-1",
      cwd: dir,
      invoked_by: "main",
      invoked_recipe: "pr-review",
      tool_name: "shell",
      tool_input: { command: ["ls"] },
    });
    expect(result, logger.lines.join("\n")).toEqual({ input: { command: ["ls", "-la"] } });
  }, 20_000);
});
