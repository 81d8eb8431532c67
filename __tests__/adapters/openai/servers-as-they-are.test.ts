// What real servers do that a plain OpenAI reading gets wrong: Ollama's tool-call indexes, Gemini's
// and xAI's overflow wordings, credentials in a base URL, a connection dropped mid-answer.
import { createServer, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { OpenAICompatibleClient } from "../../../src/adapters/openai/openai-client.ts";
import { ContextOverflowError } from "../../../src/engine/model/client.ts";
import { type Harness, harness } from "../../engine/agent/helpers.ts";

const KEY = "sk-test-0123456789abcdefSECRET";

interface TestServer {
  url: string;
  requests: number;
  close(): Promise<void>;
}

const servers: TestServer[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => server.close()));
});

/** What a request sent: its messages, as the server parses them. */
interface Sent {
  messages: Record<string, unknown>[];
}

/** A tiny OpenAI-compatible server on 127.0.0.1. */
async function serve(handler: (res: ServerResponse, n: number, sent: Sent) => void): Promise<TestServer> {
  const handle = { url: "", requests: 0, close: async () => {} } as TestServer;
  const server = createServer((req, res) => {
    let text = "";
    req.on("data", (part) => {
      text += part;
    });
    req.on("end", () => {
      handle.requests++;
      handler(res, handle.requests, text ? JSON.parse(text) : { messages: [] });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  handle.url = `http://127.0.0.1:${port}`;
  handle.close = () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  servers.push(handle);
  return handle;
}

function client(server: TestServer, options: { maxRetries?: number } = {}) {
  return new OpenAICompatibleClient({
    apiKey: KEY,
    baseURL: `${server.url}/v1`,
    timeoutMs: 5_000,
    maxRetries: options.maxRetries ?? 0,
    // No real waits between retries.
    policy: {
      retries: 0,
      requestTimeoutMs: 5_000,
      modelRequestTimeoutMs: 5_000,
      modelBackoffMs: 0,
      maxRetryAfterMs: 0,
      retryStatuses: [],
      githubDoNotRetry: [],
      githubSecondMs: 0,
      githubWriteSpacingMs: 0,
    },
  });
}

const hello = [{ role: "user" as const, content: "Hello" }];

const chunk = (delta: Record<string, unknown>, finish_reason: string | null = null) => ({
  id: "c",
  object: "chat.completion.chunk",
  choices: [{ index: 0, delta, finish_reason }],
});

function sse(res: ServerResponse, events: unknown[], done = true) {
  res.writeHead(200, { "content-type": "text/event-stream" });
  for (const event of events) res.write(`data: ${JSON.stringify(event)}\n\n`);
  if (done) res.write("data: [DONE]\n\n");
  res.end();
}

async function failure(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error("expected the call to fail");
}

describe("the OpenAI-compatible client against servers as they are", () => {
  it("keeps parallel streamed tool calls apart when the server gives them all index 0 (Ollama does)", async () => {
    // Was (openai-client.ts, OpenAICompatibleClient.streamed): tool-call deltas are keyed by
    // `index` alone. Ollama (a documented provider) sends every tool call of an answer as one
    // complete delta with index 0 and its own id; Baton then merges them into ONE call named
    // "read_filegrep" with arguments '{"path":"a"}{"pattern":"x"}' and the second call is lost.
    // Expected: a delta whose id differs from the id already held at that index starts a new call.
    const server = await serve((res) =>
      sse(res, [
        chunk({
          tool_calls: [
            {
              index: 0,
              id: "call_a",
              type: "function",
              function: { name: "read_file", arguments: '{"path":"a"}' },
            },
          ],
        }),
        chunk({
          tool_calls: [
            {
              index: 0,
              id: "call_b",
              type: "function",
              function: { name: "grep", arguments: '{"pattern":"x"}' },
            },
          ],
        }),
        chunk({}, "tool_calls"),
      ]),
    );
    const response = await client(server).complete({ model: "m", messages: hello, onText: () => {} });
    expect(response.message.tool_calls).toEqual([
      { id: "call_a", type: "function", function: { name: "read_file", arguments: '{"path":"a"}' } },
      { id: "call_b", type: "function", function: { name: "grep", arguments: '{"pattern":"x"}' } },
    ]);
  });

  it("recognizes Gemini's and xAI's context-overflow wordings as ContextOverflowError", async () => {
    // Was (model-errors.ts, OVERFLOW_MESSAGES / isContextOverflow): Gemini (a documented
    // provider; its error bodies are JSON arrays) says "The input token count (N) exceeds the
    // maximum number of tokens allowed (M)."; xAI says "This model's maximum prompt length is N but
    // the request contains M tokens." Neither matches a pattern, so the overflow becomes a plain
    // "rejected" error: the agent never compacts and retries, the run just fails.
    // Expected: both map to ContextOverflowError.
    const bodies = [
      [
        {
          error: {
            code: 400,
            message:
              "The input token count (1200293) exceeds the maximum number of tokens allowed (1048576).",
            status: "INVALID_ARGUMENT",
          },
        },
      ],
      {
        code: "Client specified an invalid argument",
        error: "This model's maximum prompt length is 131072 but the request contains 136973 tokens.",
      },
    ];
    for (const body of bodies) {
      const server = await serve((res) => {
        res.writeHead(400, { "content-type": "application/json" });
        res.end(JSON.stringify(body));
      });
      const error = await failure(client(server).complete({ model: "m", messages: hello }));
      expect(error, JSON.stringify(body)).toBeInstanceOf(ContextOverflowError);
    }
  });

  it("never shows the password of a base URL with credentials (user:pass@host)", async () => {
    // Was (openai-client.ts, checkedBaseURL; model-errors.ts, toModelError): a base URL with
    // credentials is accepted, fetch then refuses every request with a TypeError whose message
    // holds the whole URL, and rootCause() copies it into the ModelError's message — the password
    // reaches the log, the job summary, a comment. The error is also "connection" (retryable), so
    // it is sent 5 times with the default policy though it can never succeed.
    // Expected: the URL is refused up front (usage error) or its credentials are redacted; either
    // way the password never appears in an error message.
    const server = await serve((res) => sse(res, [chunk({ content: "ok" }, "stop")]));
    const url = new URL(server.url);
    const make = () =>
      new OpenAICompatibleClient({
        apiKey: KEY,
        baseURL: `http://user:hunter2-password@${url.host}/v1`,
        timeoutMs: 5_000,
        maxRetries: 0,
      });
    const error = await failure(
      Promise.resolve().then(() => make().complete({ model: "m", messages: hello })),
    );
    expect(String((error as Error).message)).not.toContain("hunter2-password");
  });

  // Was: a stream that ended with neither a finish_reason nor [DONE] (a server or proxy that closed
  // cleanly mid-answer) was taken for a whole answer: the cut text was posted as if complete.
  it("treats a stream that ends before its finish_reason as cut: retried while nothing was shown, else a failure that says so", async () => {
    const cut = await serve((res, n) => {
      if (n === 1) sse(res, [chunk({ role: "assistant" })], false);
      else sse(res, [chunk({ content: "ok" }, "stop")]);
    });
    const retried = await client(cut, { maxRetries: 1 }).complete({
      model: "m",
      messages: hello,
      onText: () => {},
    });
    expect(retried.message.content).toBe("ok");
    expect(cut.requests).toBe(2);

    const shown: string[] = [];
    const always = await serve((res) => sse(res, [chunk({ content: "The fix is to" })], false));
    const error = await failure(
      client(always, { maxRetries: 1 }).complete({
        model: "m",
        messages: hello,
        onText: (t) => shown.push(t),
      }),
    );
    expect(shown).toEqual(["The fix is to"]);
    expect(error).toMatchObject({
      failure: "connection",
      message: expect.stringContaining("stream ended before its answer was finished"),
    });
    expect(always.requests).toBe(1);
  });

  it("treats a connection dropped mid-stream as a connection failure and retries it", async () => {
    // Was (openai-client.ts, streamed / model-errors.ts, toModelError): when the socket closes in
    // the middle of a stream, undici throws TypeError("terminated"). It is not an APIConnectionError,
    // so toModelError calls it "rejected" ("The model call failed: terminated"): not retryable,
    // although nothing was shown yet. client.ts documents "connection" as "reset, closed mid-answer".
    // Expected: failure "connection", retried; the second attempt's answer is returned.
    const server = await serve((res, n) => {
      if (n === 1) {
        res.writeHead(200, { "content-type": "text/event-stream" });
        res.write(
          `data: ${JSON.stringify(chunk({ tool_calls: [{ index: 0, id: "call_a", type: "function", function: { name: "grep", arguments: '{"pat' } }] }))}\n\n`,
        );
        setImmediate(() => res.destroy());
      } else sse(res, [chunk({ content: "ok" }, "stop")]);
    });
    const response = await client(server, { maxRetries: 1 }).complete({
      model: "m",
      messages: hello,
      onText: () => {},
    });
    expect(response.message.content).toBe("ok");
    expect(server.requests).toBe(2);
  });
  it("keeps two streamed calls apart when they share one id at two indexes (DeepSeek and GLM do)", async () => {
    // Was: the call's id won over its index, so the second call was glued onto the first: one call
    // with arguments '{"path":"a.txt"}{"path":"b.txt"}', both lost to an error.
    const call = (index: number, args: string) =>
      chunk({
        tool_calls: [
          { index, id: "call_0", type: "function", function: { name: "read_file", arguments: args } },
        ],
      });
    const more = (index: number, args: string) =>
      chunk({ tool_calls: [{ index, id: "call_0", function: { arguments: args } }] });
    const server = await serve((res) =>
      sse(res, [
        call(0, ""),
        more(0, '{"path":"a.txt"}'),
        call(1, ""),
        more(1, '{"path":"b.txt"}'),
        chunk({}, "tool_calls"),
      ]),
    );
    const response = await client(server).complete({
      model: "deepseek-chat",
      messages: hello,
      onText: () => {},
    });
    expect(response.message.tool_calls?.map((c) => [c.function.name, c.function.arguments])).toEqual([
      ["read_file", '{"path":"a.txt"}'],
      ["read_file", '{"path":"b.txt"}'],
    ]);
  });

  it("reads a streamed answer whose content is a list of parts, leaving the thinking out (Mistral's Magistral)", async () => {
    // Was: the streamed reading took only a string: every streamed call to these models failed as
    // "not a valid chat completion", not retried.
    const server = await serve((res) =>
      sse(res, [
        chunk({
          role: "assistant",
          content: [{ type: "thinking", thinking: [{ type: "text", text: "a greeting" }] }],
        }),
        chunk({ content: [{ type: "text", text: "Hello" }] }),
        chunk({ content: "!" }, "stop"),
      ]),
    );
    const shown: string[] = [];
    const response = await client(server).complete({
      model: "magistral-medium-2509",
      messages: hello,
      onText: (delta) => shown.push(delta),
    });
    expect(response.message.content).toBe("Hello!");
    expect(shown.join("")).toBe("Hello!");
  });

  /** An agent run on `server`'s answers, with a.txt in its workspace. */
  async function runOn(server: TestServer): Promise<Harness> {
    const h = await harness({ files: { "a.txt": "hello\n" } });
    (h.deps as { model: unknown }).model = client(server);
    return h;
  }
  const completion = (message: Record<string, unknown>, finish_reason: string) => ({
    id: "c",
    object: "chat.completion",
    choices: [{ index: 0, message: { role: "assistant", ...message }, finish_reason }],
  });
  const reply = (res: ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { "content-type": "application/json" });
    res.end(JSON.stringify(body));
  };
  const readsA = (args: string) => [
    { id: "call_1", type: "function", function: { name: "read_file", arguments: args } },
  ];

  it("sends a thinking model's tool call back with its reasoning_content (DeepSeek's and Kimi's thinking modes)", async () => {
    // Was: the field was never read nor kept, and these servers answer 400 ("reasoning_content is
    // missing in assistant tool call message") to a tool call sent back without it: every run that
    // called a tool failed at its second model call, and every later run on the conversation.
    const server = await serve((res, n, sent) => {
      if (n === 1) {
        const thought = { content: null, reasoning_content: "Read a.txt first." };
        reply(res, 200, completion({ ...thought, tool_calls: readsA('{"path":"a.txt"}') }, "tool_calls"));
        return;
      }
      const call = sent.messages.find((m) => m.role === "assistant" && Array.isArray(m.tool_calls));
      if (call?.reasoning_content === "Read a.txt first.")
        reply(res, 200, completion({ content: "It says hello." }, "stop"));
      else
        reply(res, 400, {
          error: { message: "reasoning_content is missing in assistant tool call message" },
        });
    });
    const h = await runOn(server);
    const outcome = await h.run({ message: "what does a.txt say?" });
    expect(outcome.response).toBe("It says hello.");
  });

  it("sends a call whose arguments are not a JSON object back as {} (vLLM and SGLang parse the history)", async () => {
    // Was: an answer cut mid call ('{"path": "a.t') was sent back as it was in every later request,
    // which such servers refuse with a 400: one cut answer failed the conversation for good.
    const server = await serve((res, n, sent) => {
      if (n === 1) {
        reply(res, 200, completion({ content: null, tool_calls: readsA('{"path": "a.t') }, "length"));
        return;
      }
      const args = sent.messages.flatMap((m) =>
        ((m.tool_calls as { function: { arguments: string } }[] | undefined) ?? []).map(
          (c) => c.function.arguments,
        ),
      );
      if (args.every((a) => a === "{}")) reply(res, 200, completion({ content: "Which file?" }, "stop"));
      else reply(res, 400, { error: { message: "Unterminated string in JSON" } });
    });
    const h = await runOn(server);
    const outcome = await h.run({ message: "what does a.txt say?" });
    expect(outcome.response).toBe("Which file?");
    // The log keeps what the model wrote.
    expect(JSON.stringify(h.conversation.entries)).toContain('{\\"path\\": \\"a.t');
  });
});
