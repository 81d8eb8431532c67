import { describe, expect, it, vi } from "vitest";
import { requireChecks } from "../../../src/engine/agent/require-checks.ts";
import type { CompactionEntry, MessageEntry, RunEntry } from "../../../src/engine/log/entries.ts";
import { messageTokens } from "../../../src/engine/log/tokens.ts";
import { ContextOverflowError, ModelError } from "../../../src/engine/model/client.ts";
import { rig } from "../compaction/helpers.ts";
import { answer, callTools, harness, loggedMessages, recipe, types, writeFiles } from "./helpers.ts";

describe("a plain answer", () => {
  it("appends the user message, the answer with its usage and a done run entry", async () => {
    const h = await harness({ steps: [answer("Hello there", { input_tokens: 42, output_tokens: 7 })] });
    const outcome = await h.run({ message: "hi", runId: "123", headSha: "abc", trigger: "comment" });

    expect(outcome).toMatchObject({
      status: "done",
      response: "Hello there",
      recipe: "main",
      turns: 1,
      toolCalls: 0,
      usage: { input_tokens: 42, output_tokens: 7 },
    });
    expect(outcome.reason).toBeUndefined();

    const entries = h.conversation.entries;
    expect(types(entries)).toEqual(["message", "message", "run"]);
    expect((entries[0] as MessageEntry).message).toEqual({ role: "user", content: "hi" });
    expect(entries[1]).toMatchObject({
      message: { role: "assistant", content: "Hello there" },
      usage: { input_tokens: 42, output_tokens: 7 },
    });
    expect(entries[2]).toMatchObject({
      type: "run",
      run_id: "123",
      trigger: "comment",
      recipe: "main",
      status: "done",
      usage: { input_tokens: 42, output_tokens: 7 },
      head_sha: "abc",
    });
    // Parents chain and the file holds exactly what memory holds.
    expect(entries[1]!.parent_id).toBe(entries[0]!.id);
    expect(entries[2]!.parent_id).toBe(entries[1]!.id);
    expect(await h.reload()).toEqual(entries);
  });

  it("sends the model the system prompt then the conversation, with the configured model name", async () => {
    const h = await harness({
      steps: [answer("ok")],
      history: [
        { role: "user", content: "earlier question" },
        { role: "assistant", content: "earlier answer" },
      ],
    });
    await h.run({ message: "  next question \n" });
    expect(h.model.calls).toBe(1);
    const request = h.model.requests[0]!;
    expect(request.model).toBe("test-model");
    expect(request.messages).toEqual([
      { role: "system", content: "You are the main test agent." },
      { role: "user", content: "earlier question" },
      { role: "assistant", content: "earlier answer" },
      { role: "user", content: "next question" },
    ]);
  });

  it("without a message, the user turn is the command as given", async () => {
    const h = await harness({
      recipes: [recipe("main", ["defaults: { focus: '' }"])],
      steps: [answer("ok")],
    });
    await h.run({ message: undefined, args: { focus: "tests" } });
    expect(loggedMessages(h.conversation.entries)[0]).toEqual({
      role: "user",
      content: "/run main focus=tests",
    });
  });

  it("an empty answer still ends the turn: turn_end and agent_stop fire", async () => {
    const h = await harness({ steps: [answer(null)] });
    const seen: string[] = [];
    h.hooks.register("turn_end", "t", (p) => void seen.push(`turn_end:${JSON.stringify(p.response)}`));
    h.hooks.register("agent_stop", "t", () => void seen.push("agent_stop"));
    const outcome = await h.run();
    expect(outcome.status).toBe("done");
    expect(outcome.response).toBe("");
    expect(seen).toEqual(['turn_end:""', "agent_stop"]);
  });

  it("estimates usage when the server reports none, before it is priced, so both budgets still count", async () => {
    // Through the runtime, whose model every caller uses: the agent, compaction, extensions.
    const r = await rig({
      settings: { model: "gpt-4o-mini" },
      steps: [
        {
          ...answer("a long enough answer"),
          usage: { input_tokens: 0, output_tokens: 0 },
          usageEstimated: true,
        },
      ],
    });
    const outcome = await r.runtime
      .agent(r.conversation)
      .run({ recipe: "answer", message: "hi", trigger: "t" });
    expect(outcome.usage.input_tokens).toBeGreaterThan(0);
    expect(outcome.usage.output_tokens).toBeGreaterThan(0);
    const answered = r.conversation.entries.find(
      (e) => e.type === "message" && (e as MessageEntry).message.role === "assistant",
    ) as MessageEntry;
    expect(answered.usage).toEqual(outcome.usage);
    // Priced from the estimate: a catalog model's call is not free.
    expect(outcome.costUsd).toBeGreaterThan(0);
  });
});

describe("an answer the server cut short", () => {
  it("is said to be cut, in the outcome and the log, for finish_reason length and content_filter", async () => {
    for (const finishReason of ["length", "content_filter"]) {
      const h = await harness({
        steps: [
          {
            message: { role: "assistant", content: "Summary of the review: first, the par" },
            usage: { input_tokens: 10, output_tokens: 5 },
            finishReason,
          },
        ],
      });
      const outcome = await h.run();
      expect(outcome.status).toBe("done");
      expect(outcome.reason).toMatch(
        new RegExp(`^the model's answer was cut short: .* \\(finish_reason ${finishReason}\\)$`),
      );
      expect(h.warnings().join("\n")).toContain(outcome.reason!);
    }
  });

  it("is not said of a whole answer that follows a tool call cut short", async () => {
    // Was: the reason of a cut call stuck to the run, and a whole final answer was called cut.
    const h = await harness({
      files: { "a.txt": "hello\n" },
      steps: [
        { ...callTools([{ name: "read_file", args: '{"path": "a.t' }]), finishReason: "length" },
        answer("a.txt says hello"),
      ],
    });
    const outcome = await h.run();
    expect(outcome.response).toBe("a.txt says hello");
    expect(outcome.reason).toBeUndefined();
    expect(h.warnings().join("\n")).toMatch(/cut short: it reached the output limit/);
  });

  // Was: an agent_stop hook that answers "continue" (e.g. one that asks the model to finish
  // an answer that hit the output limit) gets a whole second answer, yet the run's outcome keeps the
  // first answer's "the model's answer was cut short" reason. Since a0b6397 a done run's reason is
  // posted under the answer (deliverAnswer), shown in the job summary and on `baton run`'s stderr:
  // a complete answer is published as truncated. Agent.turn sets outcome.reason for a cut final
  // answer but nothing clears it when a later turn's answer is whole.
  it("a whole answer after a hook's continue is not called cut short", async () => {
    const h = await harness({
      steps: [
        {
          message: { role: "assistant", content: "First half of the ans" },
          usage: { input_tokens: 10, output_tokens: 5 },
          finishReason: "length",
        },
        answer("The whole answer, finished."),
      ],
    });
    let stops = 0;
    h.hooks.register("agent_stop", "finish-it", () =>
      ++stops === 1 ? { result: "continue", messages: [{ role: "user", content: "Please finish." }] } : {},
    );
    const outcome = await h.run();
    expect(outcome.status).toBe("done");
    expect(outcome.response).toBe("The whole answer, finished.");
    expect(outcome.reason, "the whole final answer is reported as cut short").toBeUndefined();
  });
});

describe("tools", () => {
  it("runs read_file in the workspace and the next request carries the result", async () => {
    const h = await harness({
      files: { "notes.txt": "the secret word is pineapple\n" },
      steps: [callTools([{ name: "read_file", args: { path: "notes.txt" }, id: "c1" }]), answer("pineapple")],
    });
    const outcome = await h.run();

    expect(outcome).toMatchObject({ status: "done", response: "pineapple", turns: 2, toolCalls: 1 });
    expect(outcome.usage).toEqual({ input_tokens: 20, output_tokens: 10 });
    expect(h.model.requests[0]!.tools?.map((t) => t.name)).toEqual(["read_file", "list_files", "grep"]);

    const second = h.model.requests[1]!.messages;
    const assistant = second.at(-2)!;
    expect(assistant.role).toBe("assistant");
    expect(assistant.tool_calls?.[0]).toMatchObject({ id: "c1", function: { name: "read_file" } });
    const result = second.at(-1)!;
    expect(result).toMatchObject({ role: "tool", tool_call_id: "c1" });
    expect(result.content).toContain("the secret word is pineapple");

    expect(types(h.conversation.entries)).toEqual(["message", "message", "message", "message", "run"]);
    expect(loggedMessages(h.conversation.entries)[2]).toEqual(result);
  });

  it("a path outside the workspace and a tool the recipe does not allow return error results; the run goes on", async () => {
    const h = await harness({
      recipes: [recipe("main", ["allowed_tools: [read_file]"])],
      files: { "a.txt": "inside\n" },
      steps: [
        callTools([
          { name: "read_file", args: { path: "../outside" }, id: "bad-path" },
          { name: "grep", args: { pattern: "x" }, id: "bad-tool" },
          { name: "read_file", args: { path: "a.txt" }, id: "good" },
        ]),
        answer("recovered"),
      ],
    });
    await writeFiles(h.dir, { outside: "outside secret\n" });
    const outcome = await h.run();

    expect(outcome).toMatchObject({ status: "done", response: "recovered", turns: 2, toolCalls: 3 });
    expect(h.model.requests[0]!.tools?.map((t) => t.name)).toEqual(["read_file"]);
    const results = h.model.requests[1]!.messages.filter((m) => m.role === "tool");
    expect(results.map((m) => m.tool_call_id)).toEqual(["bad-path", "bad-tool", "good"]);
    expect(results[0]!.content).toMatch(/^Error: path outside the workspace: \.\.\/outside/);
    expect(results[0]!.content).not.toContain("outside secret");
    expect(results[1]!.content).toBe("Error: tool grep is not allowed for this recipe");
    expect(results[2]!.content).toContain("inside");
  });

  it("offers no tools to a recipe with allowed_tools: []", async () => {
    const h = await harness({ recipes: [recipe("main", ["allowed_tools: []"])], steps: [answer("ok")] });
    await h.run();
    expect(h.model.requests[0]!.tools).toBeUndefined();
  });
});

describe("the system prompt", () => {
  it("is the rendered recipe: defaults, arguments, variables and the conversation", async () => {
    const h = await harness({
      recipes: [
        recipe(
          "main",
          ["defaults: { focus: 'everything', tone: 'plain' }"],
          "Repo {{ repo }}, conversation {{ conversation.id }} at turn {{ conversation.turns }}. Focus: {{ focus }}. Tone: {{ tone }}.",
        ),
      ],
      variables: { repo: "o/r" },
      steps: [answer("ok")],
    });
    await h.run({ args: { focus: "tests" } });
    expect(h.model.requests[0]!.messages[0]).toEqual({
      role: "system",
      content: "Repo o/r, conversation issue-1 at turn 1. Focus: tests. Tone: plain.",
    });
  });

  async function compacted(placement: "user" | "system") {
    const h = await harness({
      recipes: [recipe("main", [`summary_placement: ${placement}`], "Recipe prompt.")],
      history: [
        { role: "user", content: "old question" },
        { role: "assistant", content: "old answer" },
      ],
      steps: [answer("ok")],
    });
    await h.conversation.append({
      type: "compaction",
      summary: "THE SUMMARY",
      first_kept_entry_id: null,
      tokens_before: 100,
      tokens_after: 10,
      strategy: "summarize",
    });
    await h.run({ message: "new question" });
    return h.model.requests[0]!.messages;
  }

  it("summary_placement user: the summary is a user message after the system prompt", async () => {
    const messages = await compacted("user");
    expect(messages).toHaveLength(3);
    expect(messages[0]).toEqual({ role: "system", content: "Recipe prompt." });
    expect(messages[1]!.role).toBe("user");
    expect(messages[1]!.content).toContain("THE SUMMARY");
    expect(messages[2]).toEqual({ role: "user", content: "new question" });
    expect(JSON.stringify(messages)).not.toContain("old question");
  });

  it("summary_placement system: the summary moves into the system message, ahead of the prompt", async () => {
    const messages = await compacted("system");
    expect(messages).toHaveLength(2);
    expect(messages[0]!.role).toBe("system");
    expect(messages[0]!.content).toContain("THE SUMMARY");
    expect(messages[0]!.content!.endsWith("\n\nRecipe prompt.")).toBe(true);
    expect(messages[1]).toEqual({ role: "user", content: "new question" });
  });
});

describe("limits", () => {
  it("max-turns counts model calls: stops after N with status max_turns, a reason and an intact log", async () => {
    const h = await harness({
      files: { "a.txt": "a\n" },
      limits: { maxTurns: 3 },
      fallback: () => callTools([{ name: "read_file", args: { path: "a.txt" } }]),
    });
    const turnEnds = vi.fn();
    h.hooks.register("turn_end", "t", turnEnds);
    const outcome = await h.run();

    expect(h.model.calls).toBe(3);
    expect(outcome).toMatchObject({ status: "max_turns", turns: 3, toolCalls: 3 });
    expect(outcome.reason).toMatch(/3 model calls/);
    expect(outcome.reason).toMatch(/max-turns 3/);
    expect(turnEnds).not.toHaveBeenCalled();

    const reloaded = await h.reload();
    expect(reloaded).toEqual(h.conversation.entries);
    // user, then three (call, result) pairs, then the run entry.
    expect(types(reloaded)).toEqual([...Array(7).fill("message"), "run"]);
    const roles = loggedMessages(reloaded).map((m) => m.role);
    expect(roles).toEqual(["user", "assistant", "tool", "assistant", "tool", "assistant", "tool"]);
    expect((reloaded.at(-1) as RunEntry).status).toBe("max_turns");
  });

  it("max-run-tokens: stops cleanly with status budget once the budget is spent", async () => {
    const h = await harness({
      files: { "a.txt": "a\n" },
      limits: { maxRunTokens: 100 },
      fallback: () =>
        callTools([{ name: "read_file", args: { path: "a.txt" } }], { input_tokens: 50, output_tokens: 10 }),
    });
    const outcome = await h.run();
    // 60 spent after one call (< 100), 120 after two: no third call.
    expect(h.model.calls).toBe(2);
    expect(outcome.status).toBe("budget");
    expect(outcome.reason).toMatch(/120 tokens/);
    expect(outcome.reason).toMatch(/max-run-tokens 100/);
    expect((h.conversation.lastEntry as RunEntry).status).toBe("budget");
    expect(await h.reload()).toEqual(h.conversation.entries);
  });

  it("no budget (0) never stops the run for tokens", async () => {
    const h = await harness({
      steps: [answer("ok", { input_tokens: 1_000_000, output_tokens: 1_000_000 })],
      limits: { maxRunTokens: 0 },
    });
    expect((await h.run()).status).toBe("done");
  });
});

describe("model errors", () => {
  it("a context overflow with a compaction that helps is retried once with the compacted context", async () => {
    let overflows = 0;
    const h = await harness({
      history: [
        { role: "user", content: "very old" },
        { role: "assistant", content: "very old answer" },
      ],
      steps: [new ContextOverflowError("too long"), answer("fits now")],
      compaction: {
        beforeModelCall: async () => {},
        onOverflow: async (run) => {
          overflows++;
          await run.conversation.append({
            type: "compaction",
            summary: "COMPACTED",
            first_kept_entry_id: run.conversation.entries.at(-1)!.id,
            tokens_before: 1000,
            tokens_after: 10,
            strategy: "summarize",
          });
          return true;
        },
        atStop: async () => {},
      },
    });
    const outcome = await h.run();
    expect(overflows).toBe(1);
    expect(h.model.calls).toBe(2);
    expect(outcome).toMatchObject({ status: "done", response: "fits now", turns: 1 });
    expect(JSON.stringify(h.model.requests[0]!.messages)).toContain("very old");
    const retried = JSON.stringify(h.model.requests[1]!.messages);
    expect(retried).toContain("COMPACTED");
    expect(retried).not.toContain("very old");
    expect(h.conversation.entries.filter((e) => e.type === "compaction")).toHaveLength(1);
  });

  it("a second overflow, or a compaction that changes nothing, fails the run", async () => {
    const again = await harness({
      steps: [new ContextOverflowError("too long"), new ContextOverflowError("still too long")],
      compaction: { beforeModelCall: async () => {}, onOverflow: async () => true, atStop: async () => {} },
    });
    await expect(again.run()).rejects.toBeInstanceOf(ContextOverflowError);
    expect(again.model.calls).toBe(2);

    const nothing = await harness({
      steps: [new ContextOverflowError("too long"), answer("never")],
      compaction: { beforeModelCall: async () => {}, onOverflow: async () => false, atStop: async () => {} },
    });
    await expect(nothing.run()).rejects.toBeInstanceOf(ContextOverflowError);
    expect(nothing.model.calls).toBe(1);
    expect((nothing.conversation.lastEntry as RunEntry).status).toBe("failed");
  });

  it("a persistent server error rejects run(), records a failed run and keeps every earlier entry", async () => {
    const h = await harness({
      files: { "a.txt": "a\n" },
      steps: [callTools([{ name: "read_file", args: { path: "a.txt" }, id: "c1" }])],
      fallback: new ModelError("server", "502 Bad Gateway after 3 retries", { status: 502 }),
    });
    await expect(h.run({ runId: "77" })).rejects.toMatchObject({ failure: "server" });

    const reloaded = await h.reload();
    expect(reloaded).toEqual(h.conversation.entries);
    expect(types(reloaded)).toEqual(["message", "message", "message", "run"]);
    expect(loggedMessages(reloaded).map((m) => m.role)).toEqual(["user", "assistant", "tool"]);
    expect(reloaded.at(-1)).toMatchObject({
      type: "run",
      run_id: "77",
      status: "failed",
      usage: { input_tokens: 10, output_tokens: 5 },
    });
  });
});

describe("Conversation.userTurnPositions", () => {
  it("counts user messages in the log, not summaries", async () => {
    const h = await harness({
      history: [
        { role: "user", content: "1" },
        { role: "assistant", content: "a" },
        { role: "user", content: "2" },
      ],
    });
    await h.conversation.append({
      type: "compaction",
      summary: "S",
      first_kept_entry_id: null,
      tokens_before: 1,
      tokens_after: 1,
      strategy: "summarize",
    } satisfies Omit<CompactionEntry, "id" | "parent_id" | "timestamp">);
    expect(h.conversation.userTurnPositions()).toEqual([0, 2]);
  });
});

describe("a request larger than the window", () => {
  it("has its largest tool outputs cut, saying so, while the log keeps them whole", async () => {
    const big = Array.from({ length: 3000 }, (_, i) => `line ${i} of a very long generated file`).join("\n");
    const h = await harness({
      limits: { contextWindow: 4000 },
      files: { "big.txt": big },
      steps: [
        callTools([{ name: "read_file", args: { path: "big.txt", limit: 3000 }, id: "c1" }]),
        answer("read it"),
      ],
    });
    const outcome = await h.run();
    expect(outcome.status).toBe("done");
    const sent = h.model.requests[1]!.messages;
    const tool = sent.find((m) => m.role === "tool")!;
    expect(tool.content).toMatch(
      /\[cut to fit the model's context window: the first \d+ of \d+ characters\]$/,
    );
    expect(sent.reduce((n, m) => n + messageTokens(m), 0)).toBeLessThanOrEqual(4000);
    const logged = h.conversation.entries.find(
      (e) => e.type === "message" && (e as MessageEntry).message.role === "tool",
    );
    expect(String((logged as MessageEntry).message.content)).not.toContain("[cut to fit");
    expect(h.warnings().join("\n")).toMatch(
      /1 tool output was cut in this request to fit the model's window/,
    );
  });

  it("is refused before it is sent when what is too large is not tool output", async () => {
    const h = await harness({ limits: { contextWindow: 500 }, steps: [answer("never")] });
    await expect(h.run({ message: "an enormous question ".repeat(400) })).rejects.toThrow(
      /more than the model's window of 500, even after compaction/,
    );
    expect(h.model.requests).toHaveLength(0);
  });
});

describe("an answer whose calls share one id", () => {
  // Was: withUniqueCallIds renamed the j-th repeat of an id by trying `${id}_2`, `${id}_3`, … from 2
  // every time: k calls sharing one id cost k²/2 Set look-ups, synchronously, so not even the run's
  // time limit could fire meanwhile (10,000 calls 2.9 s, 20,000 16 s). Now the next suffix is kept.
  it("gives k calls that share one id unique ids in linear work", async () => {
    const k = 3_000;
    const h = await harness({
      steps: [callTools(Array.from({ length: k }, () => ({ name: "nothing", id: "same" }))), answer("done")],
      limits: { maxToolCallsPerTurn: 1, contextWindow: 10_000_000 },
    });
    const original = Set.prototype.has;
    let lookups = 0;
    Set.prototype.has = function (this: Set<unknown>, value: unknown) {
      lookups++;
      return original.call(this, value);
    };
    let outcome: Awaited<ReturnType<typeof h.run>>;
    try {
      outcome = await h.run();
    } finally {
      Set.prototype.has = original;
    }
    expect(outcome.status).toBe("done");
    // Linear: a bounded number per call (each appended result included). Before: k²/2 (4,500,000).
    expect(lookups).toBeLessThan(300 * k);
  }, 120_000);
});

describe("files the editing tools changed", () => {
  it("are given to agent_stop as files_changed and kept in the outcome, created before modified", async () => {
    const h = await harness({
      recipes: [recipe("main", ["allowed_tools: [write_file, edit_file]"])],
      files: { "src/a.ts": "const a = 1;\n" },
      steps: [
        callTools([
          { name: "write_file", args: { path: "src/new.ts", content: "x\n" } },
          { name: "edit_file", args: { path: "src/a.ts", edits: [{ old_text: "1", new_text: "2" }] } },
          { name: "edit_file", args: { path: "src/new.ts", edits: [{ old_text: "x", new_text: "y" }] } },
        ]),
        answer("done"),
      ],
    });
    const seen: unknown[] = [];
    h.hooks.register("agent_stop", "t", (p) => void seen.push(p.files_changed));
    const outcome = await h.run({ message: "change it" });
    expect(seen).toEqual([["src/new.ts", "src/a.ts"]]);
    expect(outcome.filesChanged).toEqual([
      { path: "src/new.ts", change: "created" },
      { path: "src/a.ts", change: "modified" },
    ]);
  });

  it("are absent from a run that changed nothing", async () => {
    const h = await harness({ steps: [answer("nothing to do")] });
    const seen: unknown[] = [];
    h.hooks.register("agent_stop", "t", (p) => void seen.push(p.files_changed));
    expect((await h.run({ message: "hi" })).filesChanged).toBeUndefined();
    expect(seen).toEqual([[]]);
  });
});

describe("the repository's checks (require_checks, run_checks)", () => {
  it("sends the run back to run them after an edit, then to fix a failure; the outcome says how they went", async () => {
    const checks = ["test -f src/ok.txt"];
    const h = await harness({
      recipes: [
        recipe("main", [
          "allowed_tools: [edit_file, write_file, run_checks]",
          "hooks:",
          "  agent_stop: { handler: require_checks }",
        ]),
      ],
      builtins: { require_checks: requireChecks(checks) },
      checks,
      files: { "src/a.ts": "const a = 1;\n" },
      steps: [
        callTools([
          { name: "edit_file", args: { path: "src/a.ts", edits: [{ old_text: "1", new_text: "2" }] } },
        ]),
        answer("changed a"),
        callTools([{ name: "run_checks" }]),
        answer("checks ran"),
        callTools([
          { name: "write_file", args: { path: "src/ok.txt", content: "ok\n" } },
          { name: "run_checks" },
        ]),
        answer("fixed"),
      ],
    });
    const outcome = await h.run({ message: "change a" });
    const asked = loggedMessages(h.conversation.entries)
      .filter((m) => m.role === "user")
      .map((m) => m.content);
    expect(asked.slice(1)).toEqual([
      expect.stringContaining("Files changed since the repository's checks last ran"),
      expect.stringContaining("These checks failed: `test -f src/ok.txt`"),
    ]);
    const results = loggedMessages(h.conversation.entries)
      .filter((m) => m.role === "tool")
      .map((m) => m.content);
    expect(results[1]).toContain("$ test -f src/ok.txt\n[exit code: 1]\nFAILED\n\n1 of 1 checks failed.");
    expect(results[3]).toContain("PASSED\n\nAll 1 checks passed.");
    expect(outcome).toMatchObject({
      status: "done",
      response: "fixed",
      checks: {
        results: [{ command: "test -f src/ok.txt", passed: true, ended: "exit code: 0" }],
        stale: false,
      },
    });
  });

  it("leaves a run alone that changed nothing, and a repository without checks", async () => {
    const h = await harness({
      recipes: [recipe("main", ["hooks:", "  agent_stop: { handler: require_checks }"])],
      builtins: { require_checks: requireChecks(["false"]) },
      steps: [answer("nothing to change")],
    });
    expect((await h.run({ message: "hi" })).checks).toBeUndefined();
    expect(h.model.calls).toBe(1);
  });
});
