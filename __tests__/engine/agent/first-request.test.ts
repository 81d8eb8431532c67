// Nothing in this file may load the tokenizer before its first test: that test checks a run's
// first model request goes out without it (the tests after it run with it loaded).
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import type { HookPayload } from "../../../src/engine/hooks/runner.ts";
import { Conversation } from "../../../src/engine/log/conversation.ts";
import type { Entry } from "../../../src/engine/log/entries.ts";
import { loadTokenizer, messageTokens, tokenizerLoaded } from "../../../src/engine/log/tokens.ts";
import type { Message } from "../../../src/engine/messages.ts";
import type { ModelRequest, ModelResponse } from "../../../src/engine/model/client.ts";
import { createRuntime } from "../../../src/engine/runtime.ts";
import { parseSettings } from "../../../src/engine/settings.ts";
import { memoryLogger } from "../../../src/engine/util/logger.ts";
import { tempDir } from "../../helpers/temp-dir.ts";

const ANSWER: Message = { role: "assistant", content: "Done: the bug is in parse(), line 12." };

async function run(
  options: { message: string; contextWindow?: number; compactThreshold?: number },
  onRequest: (request: ModelRequest) => void = () => {},
) {
  const dir = tempDir("baton-first-request-");
  const requests: ModelRequest[] = [];
  const runtime = await createRuntime(
    {
      settings: parseSettings({
        model: "gpt-test",
        contextWindow: String(options.contextWindow ?? 100_000),
        ...(options.compactThreshold ? { compactThreshold: String(options.compactThreshold) } : {}),
      }),
      recipesDir: join(dir, "none"),
      hookDirs: [],
      workspace: dir,
    },
    {
      logger: memoryLogger(),
      model: {
        async complete(request): Promise<ModelResponse> {
          requests.push(request);
          onRequest(request);
          return {
            message: request.messages[0]?.content?.includes("summar")
              ? { role: "assistant", content: "a summary" }
              : ANSWER,
            usage: { input_tokens: 7, output_tokens: 3 },
            finishReason: "stop",
          };
        },
      },
    },
  );
  const payloads: HookPayload[] = [];
  for (const event of ["pre_llm_request", "agent_stop"] as const)
    runtime.hooks.register(event, "test", (payload) => void payloads.push(payload), "default");
  const conversation = await Conversation.create(join(dir, "c", "session.jsonl"), "c");
  const outcome = await runtime
    .agent(conversation)
    .run({ recipe: "answer", message: options.message, trigger: "comment" });
  return { outcome, conversation, requests, payloads, file: conversation.file };
}

function messageEntries(entries: readonly Entry[]) {
  return entries.filter((e) => e.type === "message") as unknown as { message: Message; tokens?: number }[];
}

describe("the tokenizer and a run's first model request", () => {
  it("sends the first request before the tokenizer is loaded, and counts exactly once it is", async () => {
    const seen: boolean[] = [];
    const dir = tempDir("baton-first-request-");
    const runtime = await createRuntime(
      {
        settings: parseSettings({ model: "gpt-test", contextWindow: "100000" }),
        recipesDir: join(dir, "none"),
        hookDirs: [],
        workspace: dir,
      },
      {
        logger: memoryLogger(),
        model: {
          async complete() {
            seen.push(tokenizerLoaded());
            return { message: ANSWER, usage: { input_tokens: 7, output_tokens: 3 }, finishReason: "stop" };
          },
        },
      },
    );
    const stops: HookPayload[] = [];
    runtime.hooks.register("agent_stop", "test", (payload) => void stops.push(payload), "default");
    const conversation = await Conversation.create(join(dir, "c", "session.jsonl"), "c");
    const outcome = await runtime
      .agent(conversation)
      .run({ recipe: "answer", message: "Fix the bug.", trigger: "comment" });

    expect(outcome.status).toBe("done");
    expect(seen).toEqual([false]);
    expect(tokenizerLoaded()).toBe(true);

    // The user's message went out before there was a tokenizer: its count is left to a later read.
    // Everything after is written with its exact count, and the figures hooks and the run record see are exact.
    const user: Message = { role: "user", content: "Fix the bug." };
    const exact = messageTokens(user) + messageTokens(ANSWER);
    const [first, second] = messageEntries(conversation.entries);
    expect(first!.tokens).toBeUndefined();
    expect(second!.tokens).toBe(messageTokens(ANSWER));
    expect((stops[0]!.usage as { current_context_window: number }).current_context_window).toBe(exact);
    const record = conversation.entries.find((e) => e.type === "run") as unknown as {
      context_tokens: number;
    };
    expect(record.context_tokens).toBe(exact);
    expect(conversation.contextTokens()).toBe(exact);

    const resumed = await Conversation.load(conversation.file);
    expect(resumed.contextTokens()).toBe(exact);
  });

  it("gives pre_llm_request hooks the exact count of the context, waiting for the tokenizer", async () => {
    const { payloads, outcome } = await run({ message: "Explain the failure." });
    expect(outcome.status).toBe("done");
    const pre = payloads.find((p) => p.event === "pre_llm_request")!;
    expect(pre.tokens).toBe(messageTokens({ role: "user", content: "Explain the failure." }));
  });

  it("decides the pre-LLM threshold by the exact count when the byte bound reaches it", async () => {
    await loadTokenizer();
    // About 2,000 tokens, 12,000 bytes: a window of 6,000 at 0.8 puts the threshold (4,800) between them.
    const message = "the parser drops a token ".repeat(480);
    const exact = messageTokens({ role: "user", content: message });
    expect(exact).toBeLessThan(4_800);
    expect(Buffer.byteLength(message)).toBeGreaterThan(4_800);

    const under = await run({ message, contextWindow: 6_000, compactThreshold: 0.8 });
    expect(under.outcome.compactions).toEqual([]);
    expect(under.requests).toHaveLength(1);

    // At the threshold by the exact count of the request (the system prompt and the conversation),
    // the run compacts before its call as it always did.
    const system = messageTokens(under.requests[0]!.messages[0]!);
    const at = await run({
      message,
      contextWindow: Math.ceil((exact + system) / 0.8),
      compactThreshold: 0.8,
    });
    expect(at.requests.length).toBeGreaterThan(1);
  });
});
