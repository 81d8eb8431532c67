import OpenAI from "openai";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { type FakeOpenAI, startFakeOpenAI } from "./openai-server.ts";

describe("fake OpenAI server", () => {
  let fake: FakeOpenAI;
  let client: OpenAI;

  beforeEach(async () => {
    fake = await startFakeOpenAI();
    client = new OpenAI({ apiKey: "sk-test", baseURL: fake.url, maxRetries: 2 });
  });
  afterEach(async () => {
    await fake.close();
  });

  it("answers with a scripted reply and records the request", async () => {
    fake.enqueue({ content: "Hello there." });
    const res = await client.chat.completions.create({
      model: "gpt-4o-mini",
      messages: [
        { role: "system", content: "Be brief." },
        { role: "user", content: "Say hello." },
      ],
    });
    expect(res.choices[0]?.message.content).toBe("Hello there.");
    expect(res.choices[0]?.finish_reason).toBe("stop");
    expect(res.usage?.prompt_tokens).toBeGreaterThan(0);
    expect(res.usage?.total_tokens).toBe(
      (res.usage?.prompt_tokens ?? 0) + (res.usage?.completion_tokens ?? 0),
    );
    expect(fake.requests).toHaveLength(1);
    expect(fake.requests[0]?.messages[1]?.content).toBe("Say hello.");
    expect(fake.calls[0]?.headers.authorization).toBe("Bearer sk-test");
    expect(fake.violations).toEqual([]);
  });

  it("scripts tool calls, and checks the tool results that follow", async () => {
    fake.enqueue({ tool_calls: [{ id: "call_1", name: "read_file", arguments: { path: "README.md" } }] });
    const tools = [
      {
        type: "function" as const,
        function: {
          name: "read_file",
          parameters: { type: "object", properties: { path: { type: "string" } } },
        },
      },
    ];
    const first = await client.chat.completions.create({
      model: "gpt-4o-mini",
      messages: [{ role: "user", content: "Read the readme." }],
      tools,
    });
    const msg = first.choices[0]!.message;
    expect(first.choices[0]?.finish_reason).toBe("tool_calls");
    expect(msg.content).toBeNull();
    const call = msg.tool_calls![0]!;
    expect(call.type === "function" && call.function.name).toBe("read_file");
    expect(call.type === "function" && JSON.parse(call.function.arguments)).toEqual({ path: "README.md" });

    fake.enqueue({ content: "It says hi." });
    const second = await client.chat.completions.create({
      model: "gpt-4o-mini",
      messages: [
        { role: "user", content: "Read the readme." },
        msg,
        { role: "tool", tool_call_id: call.id, content: "hi" },
      ],
      tools,
    });
    expect(second.choices[0]?.message.content).toBe("It says hi.");

    // A tool call without its result is refused, as the real API does.
    await expect(
      client.chat.completions.create({
        model: "gpt-4o-mini",
        messages: [{ role: "user", content: "Read the readme." }, msg],
        tools,
      }),
    ).rejects.toMatchObject({ status: 400 });
    expect(fake.violations).toHaveLength(1);
    expect(fake.violations[0]).toMatch(/tool_call_ids did not have response messages: call_1/);
  });

  it("answers 429 then ok, and the client retries after retry-after-ms", async () => {
    fake.enqueue({ status: 429, headers: { "retry-after-ms": "10" } }, { content: "after the retry" });
    const started = Date.now();
    const res = await client.chat.completions.create({
      model: "gpt-4o-mini",
      messages: [{ role: "user", content: "hi" }],
    });
    expect(res.choices[0]?.message.content).toBe("after the retry");
    expect(fake.requests).toHaveLength(2);
    expect(Date.now() - started).toBeLessThan(5000);
  });

  it("surfaces a non-retryable error with OpenAI's error body", async () => {
    fake.enqueue({ status: 400, body: { error: { message: "bad thing", type: "invalid_request_error" } } });
    await expect(
      client.chat.completions.create({ model: "gpt-4o-mini", messages: [{ role: "user", content: "hi" }] }),
    ).rejects.toMatchObject({ status: 400, message: expect.stringContaining("bad thing") });
    expect(fake.requests).toHaveLength(1);
  });

  it("streams content, tool-call deltas and a final usage chunk", async () => {
    fake.enqueue({
      content: "Let me look at that file for you.",
      tool_calls: [{ name: "grep", arguments: { pattern: "TODO", path: "src" } }],
    });
    const stream = await client.chat.completions.create({
      model: "gpt-4o-mini",
      messages: [{ role: "user", content: "Find TODOs" }],
      tools: [{ type: "function", function: { name: "grep", parameters: { type: "object" } } }],
      stream: true,
      stream_options: { include_usage: true },
    });
    let text = "";
    let args = "";
    let name = "";
    let finish: string | null = null;
    let usage: OpenAI.CompletionUsage | null | undefined;
    let chunks = 0;
    for await (const chunk of stream) {
      chunks++;
      const choice = chunk.choices[0];
      if (choice?.delta.content) text += choice.delta.content;
      for (const tc of choice?.delta.tool_calls ?? []) {
        if (tc.function?.name) name = tc.function.name;
        args += tc.function?.arguments ?? "";
      }
      if (choice?.finish_reason) finish = choice.finish_reason;
      if (chunk.usage) usage = chunk.usage;
    }
    expect(chunks).toBeGreaterThan(5);
    expect(text).toBe("Let me look at that file for you.");
    expect(name).toBe("grep");
    expect(JSON.parse(args)).toEqual({ pattern: "TODO", path: "src" });
    expect(finish).toBe("tool_calls");
    expect(usage?.completion_tokens).toBeGreaterThan(0);
  });

  it("the SDK's stream helper assembles the final message", async () => {
    fake.enqueue({ content: "streamed answer" });
    const runner = client.chat.completions.stream({
      model: "gpt-4o-mini",
      messages: [{ role: "user", content: "hi" }],
      stream_options: { include_usage: true },
    });
    const final = await runner.finalChatCompletion();
    expect(final.choices[0]?.message.content).toBe("streamed answer");
    expect(final.usage?.total_tokens).toBeGreaterThan(0);
  });

  it("answers from a responder when the queue is empty (e.g. a summarizer)", async () => {
    fake.setResponder((req) => {
      const last = req.messages[req.messages.length - 1];
      return { content: `summary of ${String(last?.content).length} chars`, usage: { prompt_tokens: 1234 } };
    });
    const res = await client.chat.completions.create({
      model: "gpt-4o-mini",
      messages: [{ role: "user", content: "abcdef" }],
    });
    expect(res.choices[0]?.message.content).toBe("summary of 6 chars");
    expect(res.usage?.prompt_tokens).toBe(1234);
  });

  it("hangs on request, so the client's timeout fires", async () => {
    fake.enqueue({ hang: true });
    const quick = new OpenAI({ apiKey: "sk-test", baseURL: fake.url, maxRetries: 0, timeout: 200 });
    await expect(
      quick.chat.completions.create({ model: "gpt-4o-mini", messages: [{ role: "user", content: "hi" }] }),
    ).rejects.toThrow(/timed out/i);
  });

  it("refuses a prompt over the context window, like the real API", async () => {
    const small = await startFakeOpenAI({ contextWindow: 50 });
    try {
      const c = new OpenAI({ apiKey: "sk-test", baseURL: small.url, maxRetries: 0 });
      await expect(
        c.chat.completions.create({
          model: "gpt-4o-mini",
          messages: [{ role: "user", content: "x".repeat(400) }],
        }),
      ).rejects.toMatchObject({ status: 400, code: "context_length_exceeded" });
    } finally {
      await small.close();
    }
  });
});
