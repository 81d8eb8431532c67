import path from "node:path";
import { describe, expect, it, vi } from "vitest";
import { MAX_CALLBACK_DEPTH } from "../../../src/engine/agent/agent.ts";
import { requestMessages } from "../../../src/engine/agent/request.ts";
import type { RunState } from "../../../src/engine/agent/run-state.ts";
import type { HookPayload } from "../../../src/engine/hooks/runner.ts";
import { Conversation } from "../../../src/engine/log/conversation.ts";
import type { MutationEntry, RunEntry } from "../../../src/engine/log/entries.ts";
import type { Message } from "../../../src/engine/messages.ts";
import { answer, callTools, harness, loggedMessages, recipe, tempDir, types } from "../agent/helpers.ts";

const BASE = ["event", "conv_id", "cwd", "invoked_by", "invoked_recipe"] as const;

describe("user_message_send", () => {
  it("blocked: no model call, no user message, status blocked with the hook's reason", async () => {
    const h = await harness({ steps: [answer("never")] });
    const seen: HookPayload[] = [];
    h.hooks.register("user_message_send", "guard", (p) => {
      seen.push(p);
      return { blocked: true, reason: "no profanity" };
    });
    const outcome = await h.run({ message: "a bad word" });

    expect(h.model.calls).toBe(0);
    expect(outcome.status).toBe("blocked");
    expect(outcome.reason).toContain("no profanity");
    expect(seen[0]).toMatchObject({
      event: "user_message_send",
      message: "a bad word",
      conv_id: "issue-1",
      invoked_by: "main",
      invoked_recipe: "main",
    });
    expect(types(h.conversation.entries)).toEqual(["run"]);
    expect((h.conversation.lastEntry as RunEntry).status).toBe("blocked");
  });
});

describe("tool call hooks", () => {
  const files = { "a.txt": "content of a\n", "b.txt": "content of b\n" };

  it("before_tool_call blocked: the tool does not run and the model reads why", async () => {
    const h = await harness({
      files,
      steps: [callTools([{ name: "read_file", args: { path: "a.txt" }, id: "c1" }]), answer("ok")],
    });
    const before: HookPayload[] = [];
    h.hooks.register("before_tool_call", "policy", (p) => {
      before.push(p);
      return { blocked: true, reason: "reading is forbidden" };
    });
    const after = vi.fn();
    h.hooks.register("after_tool_call", "audit", after);
    const outcome = await h.run();

    expect(before[0]).toMatchObject({
      event: "before_tool_call",
      tool_name: "read_file",
      tool_input: { path: "a.txt" },
    });
    expect(after).not.toHaveBeenCalled();
    const result = h.model.requests[1]!.messages.at(-1)!;
    expect(result).toEqual({
      role: "tool",
      tool_call_id: "c1",
      content: "Error: the call was blocked by a hook: reading is forbidden",
    });
    expect(outcome).toMatchObject({ status: "done", toolCalls: 1 });
  });

  it("before_tool_call input: the tool runs with the rewritten input, which after_tool_call sees", async () => {
    const h = await harness({
      files,
      steps: [callTools([{ name: "read_file", args: { path: "a.txt" }, id: "c1" }]), answer("ok")],
    });
    h.hooks.register("before_tool_call", "rewrite", () => ({ input: { path: "b.txt" } }));
    const after: HookPayload[] = [];
    h.hooks.register("after_tool_call", "audit", (p) => void after.push(p));
    await h.run();

    const result = h.model.requests[1]!.messages.at(-1)!;
    expect(result.content).toContain("content of b");
    expect(result.content).not.toContain("content of a");
    expect(after[0]).toMatchObject({ tool_name: "read_file", tool_input: { path: "b.txt" } });
  });

  it("after_tool_call output: replaces what the model and the log get", async () => {
    const h = await harness({
      files,
      steps: [callTools([{ name: "read_file", args: { path: "a.txt" }, id: "c1" }]), answer("ok")],
    });
    const after: HookPayload[] = [];
    h.hooks.register("after_tool_call", "scrub", (p) => {
      after.push(p);
      return { output: "REPLACED" };
    });
    await h.run();

    expect(after[0]!.tool_output).toContain("content of a");
    expect(h.model.requests[1]!.messages.at(-1)).toEqual({
      role: "tool",
      tool_call_id: "c1",
      content: "REPLACED",
    });
    expect(loggedMessages(h.conversation.entries).at(-2)).toEqual({
      role: "tool",
      tool_call_id: "c1",
      content: "REPLACED",
    });
  });
});

describe("turn_end", () => {
  it("carries the response and the user turn number", async () => {
    const h = await harness({
      history: [
        { role: "user", content: "first" },
        { role: "assistant", content: "first answer" },
      ],
      steps: [answer("second answer")],
    });
    const seen: HookPayload[] = [];
    h.hooks.register("turn_end", "t", (p) => void seen.push(p));
    await h.run({ message: "second" });
    expect(seen).toHaveLength(1);
    expect(seen[0]).toMatchObject({
      event: "turn_end",
      response: "second answer",
      turn_number: 2,
      conv_id: "issue-1",
      invoked_by: "main",
      invoked_recipe: "main",
    });
  });
});

describe("agent_stop", () => {
  it("payload: messages, usage, auto-compact settings, callback_args and the base fields", async () => {
    const h = await harness({
      steps: [answer("the answer", { input_tokens: 300, output_tokens: 20 })],
      limits: { contextWindow: 64_000, compactThreshold: 0.75 },
    });
    const seen: HookPayload[] = [];
    h.hooks.register("agent_stop", "t", (p) => void seen.push(p));
    await h.run({ message: "the question" });

    expect(seen).toHaveLength(1);
    const p = seen[0]!;
    for (const key of BASE) expect(p).toHaveProperty(key);
    expect(p).toMatchObject({
      event: "agent_stop",
      conv_id: "issue-1",
      cwd: h.workspace,
      invoked_by: "main",
      invoked_recipe: "main",
      messages: [
        { role: "user", content: "the question" },
        { role: "assistant", content: "the answer" },
      ],
      usage: {
        input_tokens: 300,
        output_tokens: 20,
        current_context_window: h.conversation.contextTokens(),
        max_context_window: 64_000,
      },
      auto_compact_enabled: true,
      auto_compact_threshold: 0.75,
      callback_args: {},
    });
    expect((p.usage as { current_context_window: number }).current_context_window).toBeGreaterThan(0);
  });

  it("auto_compact_enabled is false when the threshold is 0", async () => {
    const h = await harness({ steps: [answer("x")], limits: { compactThreshold: 0 } });
    const seen: HookPayload[] = [];
    h.hooks.register("agent_stop", "t", (p) => void seen.push(p));
    await h.run();
    expect(seen[0]).toMatchObject({ auto_compact_enabled: false, auto_compact_threshold: 0 });
  });

  it("continue: appends the hook's messages as user messages and runs another turn", async () => {
    const h = await harness({ steps: [answer("first"), answer("second")] });
    let stops = 0;
    h.hooks.register("agent_stop", "more", () =>
      ++stops === 1 ? { result: "continue", messages: [{ role: "user", content: "and also this" }] } : {},
    );
    const turnEnds: unknown[] = [];
    h.hooks.register("turn_end", "t", (p) => void turnEnds.push(p.response));
    const outcome = await h.run({ message: "start" });

    expect(h.model.calls).toBe(2);
    expect(h.model.requests[1]!.messages.slice(1)).toEqual([
      { role: "user", content: "start" },
      { role: "assistant", content: "first" },
      { role: "user", content: "and also this" },
    ]);
    expect(outcome).toMatchObject({ status: "done", response: "second", turns: 2 });
    expect(turnEnds).toEqual(["first", "second"]);
    expect(stops).toBe(2);
  });

  it("continue still obeys max-turns", async () => {
    const h = await harness({ steps: [answer("first")], limits: { maxTurns: 1 } });
    h.hooks.register("agent_stop", "more", () => ({
      result: "continue",
      messages: [{ role: "user", content: "again" }],
    }));
    const outcome = await h.run();
    expect(h.model.calls).toBe(1);
    expect(outcome.status).toBe("max_turns");
  });

  it("mutate: appends a mutation entry and the built context becomes the replacement messages", async () => {
    const replacement: Message[] = [
      { role: "user", content: "Summary: we fixed the bug." },
      { role: "assistant", content: "Noted." },
    ];
    const h = await harness({
      history: [
        { role: "user", content: "old" },
        { role: "assistant", content: "old answer" },
      ],
      steps: [answer("done")],
    });
    h.hooks.register("agent_stop", "swap", () => ({ result: "mutate", messages: replacement }));
    const outcome = await h.run();

    expect(outcome.status).toBe("done");
    expect(types(h.conversation.entries)).toEqual([
      "message",
      "message",
      "message",
      "message",
      "mutation",
      "run",
    ]);
    const mutation = h.conversation.entries[4] as MutationEntry;
    expect(mutation.messages).toEqual(replacement);
    expect(mutation.source).toBe("agent_stop");
    expect(h.conversation.contextMessages()).toEqual(replacement);
    const reloaded = await Conversation.load(h.conversation.file);
    expect(reloaded.contextMessages()).toEqual(replacement);
  });

  it("mutate with target_conversation_id: mutates the other conversation, opened through deps", async () => {
    const dir = path.join(tempDir(), "pr-9", "session.jsonl");
    const other = await Conversation.create(dir, "pr-9");
    await other.append({ type: "message", message: { role: "user", content: "other's message" } });
    const opened: string[] = [];
    const replacement: Message[] = [{ role: "user", content: "compacted other" }];
    const h = await harness({
      steps: [answer("done")],
      openConversation: async (id) => {
        opened.push(id);
        return other;
      },
    });
    h.hooks.register("agent_stop", "swap", () => ({
      result: "mutate",
      messages: replacement,
      target_conversation_id: "pr-9",
    }));
    await h.run({ message: "mine" });

    expect(opened).toEqual(["pr-9"]);
    expect(types(other.entries)).toEqual(["message", "mutation"]);
    expect(other.contextMessages()).toEqual(replacement);
    expect((await Conversation.load(other.file)).contextMessages()).toEqual(replacement);
    // This run's own conversation is untouched.
    expect(types(h.conversation.entries)).toEqual(["message", "message", "run"]);
    expect(h.conversation.contextMessages()).toEqual([
      { role: "user", content: "mine" },
      { role: "assistant", content: "done" },
    ]);
  });

  it("mutate of another conversation without a way to open it is logged and ignored", async () => {
    const h = await harness({ steps: [answer("done")] });
    h.hooks.register("agent_stop", "swap", () => ({
      result: "mutate",
      messages: [{ role: "user", content: "x" }],
      target_conversation_id: "pr-9",
    }));
    const outcome = await h.run();
    expect(outcome.status).toBe("done");
    expect(h.conversation.entries.some((e) => e.type === "mutation")).toBe(false);
    expect(h.warnings().join("\n")).toMatch(/pr-9/);
  });

  it("mutate of a conversation that cannot be opened, or a callback to a missing recipe, is reported and ignored", async () => {
    const h = await harness({
      steps: [answer("done")],
      openConversation: async (id) => {
        throw new Error(`invalid conversation id: ${id}`);
      },
    });
    h.hooks.register("agent_stop", "swap", () => ({
      result: "mutate",
      messages: [{ role: "user", content: "x" }],
      target_conversation_id: "../elsewhere",
    }));
    const outcome = await h.run();
    expect(outcome.status).toBe("done");
    expect(h.warnings().join("\n")).toMatch(
      /mutate conversation \.\.\/elsewhere, which could not be opened \(invalid conversation id/,
    );

    const g = await harness({ steps: [answer("done")] });
    g.hooks.register("agent_stop", "cb", () => ({ result: "callback", callback: "no-such-recipe" }));
    expect((await g.run()).status).toBe("done");
    expect(g.model.calls).toBe(1);
    expect(g.warnings().join("\n")).toMatch(
      /called back recipe no-such-recipe, which does not exist; ignored/,
    );
  });

  it("callback: runs the named recipe with invoked_by callback and the callback_args", async () => {
    const h = await harness({
      recipes: [
        recipe("main"),
        recipe(
          "summarize",
          ["allowed_tools: []", "defaults: { focus: '' }"],
          "Summarize with focus {{ focus }}.",
        ),
      ],
      steps: [answer("main answer"), answer("the summary")],
    });
    const stops: HookPayload[] = [];
    const sends: HookPayload[] = [];
    h.hooks.register("user_message_send", "t", (p) => void sends.push(p));
    h.hooks.register("agent_stop", "chain", (p) => {
      stops.push(p);
      if (p.invoked_by === "main")
        return { result: "callback", callback: "summarize", callback_args: { focus: "tests", depth: 2 } };
      return {};
    });
    const outcome = await h.run();

    expect(h.model.calls).toBe(2);
    expect(h.model.requests[1]!.messages[0]).toEqual({
      role: "system",
      content: "Summarize with focus tests.",
    });
    expect(h.model.requests[1]!.tools).toBeUndefined();
    expect(stops).toHaveLength(2);
    expect(stops[1]).toMatchObject({
      invoked_by: "callback",
      invoked_recipe: "summarize",
      callback_args: { focus: "tests", depth: 2 },
    });
    expect(sends.map((p) => [p.invoked_by, p.invoked_recipe])).toEqual([
      ["main", "main"],
      ["callback", "summarize"],
    ]);
    // The main run's outcome stands; only the main run is recorded as a run.
    expect(outcome).toMatchObject({ status: "done", recipe: "main", response: "main answer" });
    const runs = h.conversation.entries.filter((e) => e.type === "run") as RunEntry[];
    expect(runs).toHaveLength(1);
    expect(runs[0]).toMatchObject({ recipe: "main", status: "done" });
  });

  it(`a callback chain deeper than ${MAX_CALLBACK_DEPTH} is refused`, async () => {
    const h = await harness({ fallback: () => answer("again") });
    const invokedBy: unknown[] = [];
    h.hooks.register("user_message_send", "t", (p) => void invokedBy.push(p.invoked_by));
    h.hooks.register("agent_stop", "loop", () => ({ result: "callback", callback: "main" }));
    const outcome = await h.run();

    expect(MAX_CALLBACK_DEPTH).toBe(3);
    expect(invokedBy).toEqual(["main", "callback", "callback", "callback"]);
    expect(h.model.calls).toBe(4);
    expect(outcome.status).toBe("done");
    const refusals = h.warnings().filter((l) => /callback to main refused/.test(l));
    expect(refusals).toHaveLength(1);
    expect(refusals[0]).toMatch(/at most 3 deep/);
  });
});

describe("pre_llm_request", () => {
  it("fires exactly once per model call, for hooks and for the compaction point", async () => {
    const order: string[] = [];
    const h = await harness({
      files: { "a.txt": "a\n" },
      steps: [
        callTools([{ name: "read_file", args: { path: "a.txt" } }]),
        callTools([{ name: "read_file", args: { path: "a.txt" } }]),
        (request) => {
          order.push(`model:${request.messages.length}`);
          return answer("done");
        },
      ],
      compaction: {
        beforeModelCall: async () => void order.push("compaction"),
        onOverflow: async () => false,
        atStop: async () => {},
      },
    });
    const payloads: HookPayload[] = [];
    h.hooks.register("pre_llm_request", "count", (p) => {
      payloads.push(p);
      order.push("hook");
    });
    await h.run();

    expect(h.model.calls).toBe(3);
    expect(payloads).toHaveLength(3);
    expect(order.filter((o) => o === "compaction")).toHaveLength(3);
    // Both run before the call they belong to.
    expect(order.slice(-3)).toEqual(["compaction", "hook", expect.stringMatching(/^model:/)]);
    expect(payloads[0]).toMatchObject({
      event: "pre_llm_request",
      conv_id: "issue-1",
      max_context_window: 100_000,
    });
    expect(payloads[0]!.tokens).toBeGreaterThan(0);
  });

  it("an error in the compaction point is logged with the conversation id; the call goes ahead unchanged", async () => {
    const failing = await harness({
      conversationId: "pr-17",
      steps: [answer("ok")],
      compaction: {
        beforeModelCall: async () => {
          throw new Error("summarizer exploded");
        },
        onOverflow: async () => false,
        atStop: async () => {},
      },
    });
    const hookCalls = vi.fn();
    failing.hooks.register("pre_llm_request", "count", hookCalls);
    const plain = await harness({ conversationId: "pr-17", steps: [answer("ok")] });

    const outcome = await failing.run();
    await plain.run();

    expect(outcome.status).toBe("done");
    expect(failing.model.calls).toBe(1);
    expect(failing.model.requests[0]!.messages).toEqual(plain.model.requests[0]!.messages);
    const warning = failing.warnings().find((l) => l.includes("summarizer exploded"));
    expect(warning).toBeDefined();
    expect(warning).toContain("pr-17");
    // The compaction failing does not silence the pre_llm_request hook.
    expect(hookCalls).toHaveBeenCalledTimes(1);
  });

  it("below the threshold the request is exactly the built context", async () => {
    const h = await harness({
      steps: [answer("ok")],
      compaction: { beforeModelCall: async () => {}, onOverflow: async () => false, atStop: async () => {} },
    });
    let expected: Message[] = [];
    h.hooks.register("pre_llm_request", "snap", () => {
      expected = requestMessages("You are the main test agent.", h.conversation.context(), "user");
    });
    await h.run();
    expect(h.model.requests[0]!.messages).toEqual(expected);
  });
});

describe("recipe handlers and once", () => {
  async function twoTurns(once: boolean) {
    let fired = 0;
    const runs: RunState[] = [];
    const h = await harness({
      recipes: [recipe("main", [`hooks:`, `  turn_end: { handler: counter, once: ${once} }`])],
      builtins: {
        counter: (run) => {
          runs.push(run);
          return () => {
            fired++;
            return undefined;
          };
        },
      },
      steps: [answer("first"), answer("second")],
    });
    let stops = 0;
    h.hooks.register("agent_stop", "more", () =>
      ++stops === 1 ? { result: "continue", messages: [{ role: "user", content: "more" }] } : {},
    );
    await h.run();
    expect(h.model.calls).toBe(2);
    expect(runs).toHaveLength(1);
    expect(runs[0]!.recipe.name).toBe("main");
    // Unbound after the run.
    expect(h.hooks.handles("turn_end")).toBe(false);
    return fired;
  }

  it("once: true fires the handler once across two turns", async () => {
    expect(await twoTurns(true)).toBe(1);
  });

  it("without once the handler fires every turn", async () => {
    expect(await twoTurns(false)).toBe(2);
  });

  it("an unknown handler is warned about and ignored", async () => {
    const h = await harness({
      recipes: [recipe("main", [`hooks:`, `  turn_end: { handler: nope }`])],
      steps: [answer("ok")],
    });
    expect((await h.run()).status).toBe("done");
    expect(h.warnings().join("\n")).toMatch(/unknown handler "nope"/);
  });

  it("a recipe handler answers before an extension registered earlier", async () => {
    const h = await harness({
      recipes: [recipe("main", [`hooks:`, `  agent_stop: { handler: stopper }`])],
      builtins: {
        stopper: () => () => ({ result: "mutate", messages: [{ role: "user", content: "from recipe" }] }),
      },
      steps: [answer("ok")],
    });
    h.hooks.register("agent_stop", "ext", () => ({
      result: "mutate",
      messages: [{ role: "user", content: "from ext" }],
    }));
    await h.run();
    expect(h.conversation.contextMessages()).toEqual([{ role: "user", content: "from recipe" }]);
    expect(h.warnings().join("\n")).toMatch(/main:stopper and ext both answered agent_stop/);
  });
});

describe("an agent_stop callback that cannot run", () => {
  // Was: hook output is untrusted and "an answer that does not fit counts as no action; it
  // never stops the agent". A callback whose callback_args name a template variable (`issue`, `pr`,
  // `comment`, `repo`…) passes the event's schema, then fails rendering the called recipe with an
  // input error that is rethrown through the parent run: the whole run fails, the answer the model
  // already gave is never posted, and the run is recorded as failed.
  it("a callback with a reserved argument name does not fail the run that called it", async () => {
    const h = await harness({
      recipes: [recipe("main"), recipe("follow-up", ["allowed_tools: []"], "Follow up.")],
      steps: [answer("main answer"), answer("follow-up answer")],
    });
    h.hooks.register("agent_stop", "chain", (p) =>
      p.invoked_by === "main"
        ? { result: "callback", callback: "follow-up", callback_args: { issue: "42" } }
        : {},
    );
    const outcome = await h.run().catch((error: unknown) => error);
    expect(outcome).toMatchObject({ status: "done", response: "main answer" });
  });
});

describe("an agent_stop callback that fails part way", () => {
  // Was: the callback's own model calls are real spending (here one call of 1,500
  // tokens and a tool call), but when a later call of the callback throws, Agent.callback's catch
  // returns before adding the called run's turns, tool calls and usage to the outcome. The job
  // summary, `baton run`'s report and the `run` entry in the log then show only the parent's
  // 15 tokens and 1 turn; the comment in the catch even says "its own run recorded", but a
  // callback's run is never recorded (recordRun skips invokedBy "callback").
  it("what the failed callback spent still counts toward the run that called it", async () => {
    const h = await harness({
      recipes: [recipe("main"), recipe("follow-up")],
      steps: [
        answer("main answer"),
        callTools([{ name: "list_files", args: {} }], { input_tokens: 1000, output_tokens: 500 }),
        new Error("the model server answered 500"),
      ],
    });
    h.hooks.register("agent_stop", "chain", (p) =>
      p.invoked_by === "main" ? { result: "callback", callback: "follow-up" } : {},
    );
    const outcome = await h.run();
    expect(outcome.response).toBe("main answer");
    expect(h.model.calls).toBe(3);
    // Two answers came; the third call failed and spent nothing.
    expect(outcome.turns, "the callback's model calls are not counted").toBe(2);
    expect(outcome.toolCalls, "the callback's tool call is not counted").toBe(1);
    expect(outcome.usage.input_tokens, "the callback's tokens are not counted").toBeGreaterThanOrEqual(1010);
  });
});
