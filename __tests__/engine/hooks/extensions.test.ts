// The extension API (src/engine/hooks/extensions.ts) and what extensions can do to a conversation:
// a setup that fails or stalls, a typo, a folder named twice, names Baton or another extension has,
// what they save.
import { mkdir, readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";
import { cliHookDirs } from "../../../src/cli/hook-dirs.ts";
import { type ExtensionHost, Extensions } from "../../../src/engine/hooks/extensions.ts";
import { HookRunner } from "../../../src/engine/hooks/runner.ts";
import { Conversation } from "../../../src/engine/log/conversation.ts";
import { loadTokenizer } from "../../../src/engine/log/tokens.ts";
import { memoryLogger } from "../../../src/engine/util/logger.ts";
import { tempDir } from "../../helpers/temp-dir.ts";
import { answer, callTools } from "../agent/helpers.ts";
import { rig } from "../compaction/helpers.ts";

/** Extensions over a bare hook runner, with a conversation in a temp folder. */
async function bare(timeoutMs = 1000) {
  const dir = tempDir("baton-review-ext-");
  const logger = memoryLogger();
  const hooks = new HookRunner({ logger, cwd: dir });
  const conversation = await Conversation.create(join(dir, "s", "session.jsonl"), "c");
  const host: ExtensionHost = {
    conversation: () => conversation,
    complete: async () => "",
    model: "m",
    contextWindow: 1000,
    usage: () => ({ input_tokens: 0, output_tokens: 0 }),
  };
  const extensions = new Extensions(hooks, host, logger, timeoutMs);
  const payload = {
    event: "turn_end",
    conv_id: "c",
    cwd: dir,
    invoked_by: "main",
    invoked_recipe: "x",
  } as const;
  return { dir, logger, hooks, extensions, conversation, payload };
}

afterEach(() => {
  vi.useRealTimers();
});

describe("extension loading", () => {
  // Was: README/design say "An extension that throws is logged and skipped, like a failing
  // hook". Extensions.add logs "failed to load ...; skipped", but whatever the setup registered
  // before it threw (handlers via hooks.register, commands in this.commands) stays registered:
  // a half-initialised extension keeps acting on every run and its command stays callable.
  // Now: a skipped extension leaves nothing behind (add() should collect the unregister
  // functions hooks.register returns and the command names, and undo them on failure).
  it("an extension whose setup throws leaves no handler or command behind", async () => {
    const b = await bare();
    await b.extensions.add("half.mjs", (api) => {
      api.on("turn_end", () => ({}));
      api.command("half", { description: "d", handler: () => "ran" });
      throw new Error("boom");
    });
    expect(b.logger.lines.join("\n")).toContain("extension half.mjs failed to load: boom; skipped");
    expect(b.hooks.handles("turn_end")).toBe(false);
    expect(b.extensions.commands.has("half")).toBe(false);
  });

  // Was: a setup that does not finish within the hook timeout is "skipped", but it goes on
  // running unawaited and may still call api.on / api.command later. Those late registrations
  // are accepted, and attributed to `this.loading`, i.e. to whichever extension is loading at
  // that moment (or to "" once loading is over): a warning about the late handler names the
  // wrong file. Expected: a skipped extension cannot register anything (each extension gets an
  // API bound to its own name that refuses registrations once it was skipped).
  it("a setup that timed out cannot register handlers later under another extension's name", async () => {
    vi.useFakeTimers();
    const b = await bare(1000);
    let lateRegister!: () => void;
    const slow = b.extensions.add(
      "slow.mjs",
      (api) =>
        new Promise<void>((resolve) => {
          lateRegister = () => {
            api.on("turn_end", () => {
              throw new Error("late handler ran");
            });
            resolve();
          };
        }),
    );
    await vi.advanceTimersByTimeAsync(1000);
    await slow;
    expect(b.logger.lines.join("\n")).toContain("extension slow.mjs did not finish loading");
    // The next extension loads; meanwhile the skipped one registers its handler.
    await b.extensions.add("other.mjs", () => {
      lateRegister();
    });
    vi.useRealTimers();
    await b.hooks.emit("turn_end", b.payload);
    const warnings = b.logger.lines.join("\n");
    expect(warnings).not.toContain("hook other.mjs (turn_end) failed: late handler ran");
    expect(b.hooks.handles("turn_end")).toBe(false);
  });

  // Was: api.on accepts any event name. A typo (`turn-end`, `preLlmRequest`) registers a
  // handler that never runs, with no word in the log; an executable hook naming an unknown
  // event is warned about (executable.ts: 'hook X: unknown event "…" ignored'), and a JS
  // caller has no type checking. Expected: Extensions.api.on checks isHookEvent and warns
  // `extension <file>: unknown event "turn-end" ignored`, registering nothing.
  it("a handler for an unknown event is warned about, not silently registered", async () => {
    const b = await bare();
    await b.extensions.add("typo.mjs", (api) => {
      api.on("turn-end" as never, () => ({}));
    });
    expect(b.logger.lines.join("\n")).toMatch(/typo\.mjs: "turn-end" is no hook event/);
  });

  // Was: the CLI loads extensions from --hooks-path (or BATON_HOOKS_PATH) and ~/.baton/hooks
  // (cli/hook-dirs.ts cliHookDirs). Pointing --hooks-path at ~/.baton/hooks lists that folder
  // twice, and Extensions.loadFrom imports every file of it twice: each extension's setup runs
  // twice, so its `on` handlers are registered twice (a `context` handler that adds a reminder
  // adds it twice to every request; its commands are warned about as "already defined").
  // Now: each folder (by its real path) and each file loaded once (dedupe in cliHookDirs
  // and/or Extensions.loadFrom).
  it("the same hooks folder named twice (--hooks-path ~/.baton/hooks) loads its extensions once", async () => {
    const home = tempDir("baton-review-home-");
    const hooksDir = join(home, ".baton", "hooks");
    await mkdir(hooksDir, { recursive: true });
    await writeFile(
      join(hooksDir, "remind.mjs"),
      `export default (baton) => baton.on("context", ({ messages }) => ({ messages: [...messages, { role: "user", content: "REMINDER" }] }));\n`,
    );
    const dirs = cliHookDirs(hooksDir, { HOME: home }, "/");
    const b = await bare();
    await b.extensions.loadFrom(dirs);
    const out = await b.hooks.chainContext({ ...b.payload, event: "context" }, []);
    expect(out.filter((m) => m.content === "REMINDER")).toHaveLength(1);
  });
});

describe("extension commands", () => {
  // Was: api.command accepts any name. A name of a built-in comment command (/compact,
  // /run, /reset, /memory, /remember, /forget, /describe, /changelog) is registered silently,
  // yet parseCommentCommand answers the built-in first, so the extension's command can never
  // run from a comment (and the CLI's `baton compact` is built in too) — while the comment
  // job's help (commandHelp with extensionsOf) still lists it, twice. Expected: the name is
  // refused with a warning naming the extension, as a second "pop" is
  // (Extensions.api.command).
  it("a command named like a built-in (/compact) is refused with a warning", async () => {
    const r = await rig({
      hooks: {
        "shadow.mjs": `export default (baton) => baton.command("compact", { description: "mine", handler: () => "mine" });\n`,
      },
    });
    expect(r.runtime.extensions.commands.has("compact")).toBe(false);
    expect(r.logger.lines.join("\n")).toMatch(/shadow\.mjs.*compact/);
  });

  // Was: command names are compared case-sensitively when registered ("note" and "Note" are
  // both kept), but comments match them case-insensitively (comment-command.ts takes the first
  // registered whose lower case equals the typed name): the second extension's command is
  // unreachable from a comment with no warning, yet listed in help; on the CLI they are two
  // different commands. Expected: a name differing from a registered one only by case is
  // refused with the "already defined" warning (Extensions.api.command compares lower-cased).
  it("a command differing from another extension's only by case is refused with a warning", async () => {
    const r = await rig({
      hooks: {
        "a.mjs": `export default (baton) => baton.command("note", { description: "a", handler: () => "a" });\n`,
        "b.mjs": `export default (baton) => baton.command("Note", { description: "b", handler: () => "b" });\n`,
      },
    });
    expect([...r.runtime.extensions.commands.keys()].filter((n) => n.toLowerCase() === "note")).toHaveLength(
      1,
    );
    expect(r.logger.lines.join("\n")).toMatch(/b\.mjs.*Note.*already defined/);
  });

  // Was: a command's handler had no time limit at all: one that never answered held the job
  // until GitHub's own limit (6 hours of runner time), where a recipe stops at run-timeout-minutes.
  it("a command that never finishes is stopped at the run's time limit, saying which", async () => {
    const r = await rig({
      settings: { runTimeoutMinutes: "2" },
      hooks: {
        "stall.mjs": `export default (baton) => baton.command("stall", { description: "s", handler: () => new Promise(() => {}) });\n`,
      },
    });
    await loadTokenizer();
    vi.useFakeTimers();
    const command = r.runtime.extensions.commands.get("stall")!;
    const ran = command.handler({ args: [], api: r.runtime.extensions.api });
    const failed = expect(ran).rejects.toThrow(
      "/stall did not finish within 2 minutes, the run's time limit (run-timeout-minutes)",
    );
    await vi.advanceTimersByTimeAsync(120_000);
    await failed;
  });

  // Was: the runner's cancel never reached a command: its model call (a /pop summary) went on
  // until the model's own timeout, past the runner's grace, so the step was killed before the
  // run was recorded. Now the caller's signal stops the wait and aborts the command's model calls.
  it("a command is cancelled by its caller's signal, and its model call is aborted with it", async () => {
    const b = await bare();
    const asked: AbortSignal[] = [];
    const host: ExtensionHost = {
      conversation: () => b.conversation,
      complete: (_messages, _system, signal) => {
        if (signal) asked.push(signal);
        return new Promise(() => {});
      },
      model: "m",
      contextWindow: 1000,
      usage: () => ({ input_tokens: 0, output_tokens: 0 }),
    };
    const extensions = new Extensions(b.hooks, host, b.logger, 1000, 60_000);
    await extensions.add("sum.mjs", (api) => {
      api.command("sum", {
        description: "s",
        handler: async () => api.complete([{ role: "user", content: "x" }]),
      });
    });
    const cancel = new AbortController();
    const ran = extensions.commands
      .get("sum")!
      .handler({ args: [], api: extensions.api, signal: cancel.signal });
    const failed = expect(ran).rejects.toThrow("/sum was cancelled before it finished");
    await vi.waitFor(() => expect(asked).toHaveLength(1));
    expect(asked[0]!.aborted).toBe(false);
    cancel.abort();
    await failed;
    expect(asked[0]!.aborted).toBe(true);
  });

  // Was: the command's signal was dropped as soon as the wait ended, while its handler went on
  // unawaited: a model call it made after the cancel went out unaborted and was paid for, and
  // what it saved then was written, after the thread was told the command was cancelled.
  it("a complete() the command makes after it was cancelled is aborted", async () => {
    const dir = tempDir("baton-ext-cancel-");
    const logger = memoryLogger();
    const hooks = new HookRunner({ logger, cwd: dir });
    const conversation = await Conversation.create(join(dir, "s", "session.jsonl"), "c");
    const signals: (AbortSignal | undefined)[] = [];
    const host: ExtensionHost = {
      conversation: () => conversation,
      complete: async (_messages, _system, signal) => {
        signals.push(signal);
        return "summary";
      },
      model: "m",
      contextWindow: 1000,
      usage: () => ({ input_tokens: 0, output_tokens: 0 }),
    };
    const extensions = new Extensions(hooks, host, logger, 1000, 60_000);
    let goOn!: () => void;
    const slowStep = new Promise<void>((resolve) => {
      goOn = resolve;
    });
    let done!: () => void;
    const finished = new Promise<void>((resolve) => {
      done = resolve;
    });
    await extensions.add("two.mjs", (api) => {
      api.command("two", {
        description: "d",
        handler: async () => {
          await slowStep;
          await api.complete([{ role: "user", content: "x" }]).catch(() => "");
          done();
          return "ok";
        },
      });
    });
    const cancel = new AbortController();
    const ran = extensions.commands
      .get("two")!
      .handler({ args: [], api: extensions.api, signal: cancel.signal });
    const failed = expect(ran).rejects.toThrow("/two was cancelled before it finished");
    cancel.abort();
    await failed;
    goOn();
    await finished;
    expect(signals).toHaveLength(1);
    expect(signals[0]?.aborted).toBe(true);
    await expect(extensions.api.saveEntry({ type: "custom", custom_type: "late", data: {} })).rejects.toThrow(
      "the command was stopped (cancelled, or past the run's time limit): nothing more is saved",
    );
  });
});

describe("saveEntry and the log", () => {
  // Was: saveEntry → Conversation.append redacts with Redactor.redactDeep, which returns any
  // object that is not a plain object or array (a class instance, a URL, a Map …) as it is,
  // unredacted; serializeLine then writes it with JSON.stringify, which does serialize its
  // enumerable fields / toJSON. A token inside such a value reaches session.jsonl (which is
  // uploaded as an artifact). The in-memory entry also keeps the live object, not what the file
  // holds. Expected: an entry is made plain JSON data first (JSON round trip) and then
  // redacted, so nothing shaped like a secret is written (Conversation.append, or
  // Extensions.api.saveEntry before it).
  it("a token inside a non-plain object in a custom entry is redacted before it is written", async () => {
    const r = await rig();
    const token = `ghp_${"A1b2C3d4E5".repeat(4)}`;
    class Note {
      constructor(readonly text: string) {}
    }
    await r.runtime.extensions.api.saveEntry({
      type: "custom",
      custom_type: "links",
      data: {
        note: new Note(`token ${token}`),
        url: new URL(`https://x-access-token:${token}@github.com/o/r`),
      },
    });
    const file = await readFile(r.conversation.file, "utf8");
    expect(file).not.toContain(token);
  });

  // Was: Conversation.append takes parent_id from this.lastEntry synchronously, before its
  // write is queued behind the writes in flight. Two extensions (or an extension and the loop)
  // appending at once get the same parent_id: the file order is A, B but B.parent_id is A's
  // parent, not A. Every entry is documented as carrying its parent's id (docs/design.md#state-format).
  // Now: parent_id is taken inside the serialized write, from the entry written just before.
  it("two concurrent saveEntry calls chain their parent_id in log order", async () => {
    const r = await rig();
    const api = r.runtime.extensions.api;
    const first = await api.saveEntry({ type: "custom", custom_type: "x", data: 0 });
    await Promise.all([
      api.saveEntry({ type: "custom", custom_type: "a", data: 1 }),
      api.saveEntry({ type: "custom", custom_type: "b", data: 2 }),
    ]);
    const entries = (await Conversation.load(r.conversation.file)).entries;
    expect(entries.map((e) => e.parent_id)).toEqual([null, first.id, entries[1]!.id]);
  });

  it("an entry that would not read back is refused with what is wrong, and nothing is written", async () => {
    const r = await rig();
    const api = r.runtime.extensions.api;
    let deep: unknown = 0;
    for (let i = 0; i < 300; i++) deep = [deep];
    const refused = [
      { type: "message", message: { role: "robot", content: "beep" } },
      { type: "custom", custom_type: "deep", data: deep },
    ];
    const before = await readFile(r.conversation.file, "utf8");
    for (const entry of refused)
      await expect(api.saveEntry(entry)).rejects.toThrow(
        /would not read back: (invalid entry|nested \d+ levels deep)/,
      );
    expect(await readFile(r.conversation.file, "utf8")).toBe(before);
    expect(r.conversation.context().some((m) => m.message.role === ("robot" as never))).toBe(false);
    // What reads back is written as before.
    await api.saveEntry({ type: "custom", custom_type: "fine", data: { n: 1 } });
    expect((await Conversation.load(r.conversation.file)).entries.at(-1)).toMatchObject({
      custom_type: "fine",
    });
  });
});

describe("what an extension spends", () => {
  it("counts toward max-run-tokens like the run's own calls: one budget for every model call of the run", async () => {
    const r = await rig({
      settings: { maxRunTokens: "100" },
      hooks: {
        // Asks the model once, on the run's first request, at the run's expense.
        "spend.mjs": `let asked = false;
export default (baton) => baton.on("context", async ({ messages }) => {
  if (!asked) { asked = true; await baton.complete([{ role: "user", content: "think" }]); }
  return { messages };
});\n`,
      },
      steps: [
        answer("pondered", { input_tokens: 900, output_tokens: 100 }),
        callTools([{ name: "list_files", args: {} }], { input_tokens: 10, output_tokens: 5 }),
        answer("done", { input_tokens: 10, output_tokens: 5 }),
      ],
    });
    const outcome = await r.runtime
      .agent(r.conversation)
      .run({ recipe: "answer", message: "go", trigger: "t" });
    expect(outcome.status).toBe("budget");
    expect(outcome.reason).toMatch(/stopped after spending 1015 tokens \(max-run-tokens 100\)/);
    expect(r.model.requests).toHaveLength(2);
  });
});
