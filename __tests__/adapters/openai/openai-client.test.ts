import { createServer, type IncomingHttpHeaders, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { OpenAICompatibleClient } from "../../../src/adapters/openai/openai-client.ts";
import { ContextOverflowError, ModelError } from "../../../src/engine/model/client.ts";
import { DEFAULT_RETRY_POLICY } from "../../../src/engine/util/retry-policy.ts";
import { countingCallbacks } from "../../helpers/counting.ts";

const KEY = "sk-test-0123456789abcdefSECRET";

interface Recorded {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  body: Record<string, unknown>;
}

type Handler = (request: Recorded, response: ServerResponse, n: number) => void;

interface TestServer {
  url: string;
  requests: Recorded[];
  close(): Promise<void>;
}

const servers: TestServer[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => server.close()));
});

/** A tiny OpenAI-compatible server on 127.0.0.1; the handler sees each request in order. */
async function serve(handler: Handler): Promise<TestServer> {
  const requests: Recorded[] = [];
  const server = createServer((req, res) => {
    let text = "";
    req.on("data", (chunk) => {
      text += chunk;
    });
    req.on("end", () => {
      const recorded: Recorded = {
        method: req.method ?? "",
        url: req.url ?? "",
        headers: req.headers,
        body: text ? JSON.parse(text) : {},
      };
      requests.push(recorded);
      handler(recorded, res, requests.length);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  const handle: TestServer = {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
  servers.push(handle);
  return handle;
}

/** The real fetch, counting the requests it is asked for. */
function countingFetch() {
  const counter = {
    attempts: 0,
    fetch: ((input, init) => {
      counter.attempts++;
      return fetch(input, init);
    }) as typeof fetch,
  };
  return counter;
}

function json(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) {
  res.writeHead(status, { "content-type": "application/json", ...headers });
  res.end(typeof body === "string" ? body : JSON.stringify(body));
}

function completion(message: Record<string, unknown>, extra: Record<string, unknown> = {}) {
  return {
    id: "chatcmpl-1",
    object: "chat.completion",
    created: 1,
    model: "gpt-4o",
    choices: [{ index: 0, message: { role: "assistant", ...message }, finish_reason: "stop" }],
    usage: { prompt_tokens: 12, completion_tokens: 5, total_tokens: 17 },
    ...extra,
  };
}

function client(
  server: TestServer,
  options: { timeoutMs?: number; maxRetries?: number; path?: string } = {},
) {
  return new OpenAICompatibleClient({
    apiKey: KEY,
    baseURL: `${server.url}${options.path ?? "/v1"}`,
    timeoutMs: options.timeoutMs ?? 5_000,
    maxRetries: options.maxRetries ?? 0,
  });
}

const hello = [{ role: "user" as const, content: "Hello" }];

async function failure(promise: Promise<unknown>): Promise<ModelError> {
  try {
    await promise;
  } catch (error) {
    expect(error).toBeInstanceOf(ModelError);
    return error as ModelError;
  }
  throw new Error("expected the call to fail");
}

describe("OpenAICompatibleClient: answers", () => {
  it("returns a plain answer with its usage", async () => {
    const server = await serve((_req, res) => json(res, 200, completion({ content: "Hi there" })));
    const response = await client(server).complete({ model: "gpt-4o", messages: hello });

    expect(response).toEqual({
      message: { role: "assistant", content: "Hi there" },
      usage: { input_tokens: 12, output_tokens: 5 },
      finishReason: "stop",
    });
    const [request] = server.requests;
    expect(request?.method).toBe("POST");
    expect(request?.url).toBe("/v1/chat/completions");
    expect(request?.headers.authorization).toBe(`Bearer ${KEY}`);
    expect(request?.body).toEqual({ model: "gpt-4o", messages: [{ role: "user", content: "Hello" }] });
  });

  it("parses tool calls and sends tools and the token limit", async () => {
    const server = await serve((_req, res) =>
      json(res, 200, {
        choices: [
          {
            message: {
              role: "assistant",
              content: null,
              tool_calls: [
                {
                  id: "call_1",
                  type: "function",
                  function: { name: "read_file", arguments: '{"path":"a.ts"}' },
                },
                { id: "call_2", type: "function", function: { name: "list", arguments: "" } },
              ],
            },
            finish_reason: "tool_calls",
          },
        ],
        usage: { prompt_tokens: 40, completion_tokens: 9 },
      }),
    );
    const tools = [
      {
        name: "read_file",
        description: "Read a file",
        parameters: { type: "object", properties: { path: { type: "string" } }, required: ["path"] },
      },
    ];
    const response = await client(server).complete({
      model: "llama3.1",
      messages: hello,
      tools,
      maxOutputTokens: 256,
    });

    expect(response.finishReason).toBe("tool_calls");
    expect(response.message).toEqual({
      role: "assistant",
      content: null,
      tool_calls: [
        { id: "call_1", type: "function", function: { name: "read_file", arguments: '{"path":"a.ts"}' } },
        { id: "call_2", type: "function", function: { name: "list", arguments: "{}" } },
      ],
    });
    expect(server.requests[0]?.body.tools).toEqual([{ type: "function", function: tools[0] }]);
    expect(server.requests[0]?.body.max_tokens).toBe(256);
  });

  it("sends a conversation with tool calls and results in the OpenAI shape, without undefined fields", async () => {
    const server = await serve((_req, res) => json(res, 200, completion({ content: "done" })));
    await client(server).complete({
      model: "gpt-4o",
      tools: [],
      messages: [
        { role: "system", content: "Be brief." },
        { role: "user", content: "Read a.ts" },
        {
          role: "assistant",
          content: null,
          tool_calls: [{ id: "c1", type: "function", function: { name: "read_file", arguments: "{}" } }],
        },
        { role: "tool", content: "export {}", tool_call_id: "c1" },
        { role: "assistant", content: null, tool_calls: [] },
      ],
    });
    expect(server.requests[0]?.body).toEqual({
      model: "gpt-4o",
      messages: [
        { role: "system", content: "Be brief." },
        { role: "user", content: "Read a.ts" },
        {
          role: "assistant",
          content: null,
          tool_calls: [{ id: "c1", type: "function", function: { name: "read_file", arguments: "{}" } }],
        },
        { role: "tool", content: "export {}", tool_call_id: "c1" },
        { role: "assistant", content: "" },
      ],
    });
  });

  it("flags missing usage as estimated and returns zeros", async () => {
    const server = await serve((_req, res) => {
      const body = completion({ content: "ok" }) as Record<string, unknown>;
      delete body.usage;
      json(res, 200, body);
    });
    const response = await client(server).complete({ model: "m", messages: hello });
    expect(response.usage).toEqual({ input_tokens: 0, output_tokens: 0 });
    expect(response.usageEstimated).toBe(true);
  });

  it("works with a base URL that has a deeper path prefix and a trailing slash", async () => {
    const server = await serve((req, res) =>
      req.url === "/openai/v1/chat/completions"
        ? json(res, 200, completion({ content: "routed" }))
        : json(res, 404, { error: { message: `no route ${req.url}` } }),
    );
    const response = await client(server, { path: "/openai/v1/" }).complete({ model: "m", messages: hello });
    expect(response.message.content).toBe("routed");
  });

  it("refuses a base URL that is not http(s) as bad usage", () => {
    for (const baseURL of ["localhost:11434/v1", "ftp://example.test/v1", "not a url"]) {
      expect(() => new OpenAICompatibleClient({ apiKey: KEY, baseURL })).toThrow(
        expect.objectContaining({ kind: "usage", message: expect.stringContaining("http(s) URL") }),
      );
    }
  });

  it("uses max_completion_tokens for OpenAI reasoning models", async () => {
    const server = await serve((_req, res) => json(res, 200, completion({ content: "ok" })));
    await client(server).complete({ model: "o3-mini", messages: hello, maxOutputTokens: 100 });
    expect(server.requests[0]?.body.max_completion_tokens).toBe(100);
    expect(server.requests[0]?.body.max_tokens).toBeUndefined();
  });
});

describe("OpenAICompatibleClient: streaming", () => {
  function sse(res: ServerResponse, events: unknown[]) {
    res.writeHead(200, { "content-type": "text/event-stream" });
    for (const event of events) res.write(`data: ${JSON.stringify(event)}\n\n`);
    res.write("data: [DONE]\n\n");
    res.end();
  }
  const chunk = (delta: Record<string, unknown>, finish_reason: string | null = null) => ({
    id: "c",
    object: "chat.completion.chunk",
    choices: [{ index: 0, delta, finish_reason }],
  });

  it("assembles text and tool-call deltas and reports text as it comes", async () => {
    const server = await serve((_req, res) =>
      sse(res, [
        chunk({ role: "assistant", content: "" }),
        chunk({ content: "Let me " }),
        chunk({ content: "look." }),
        chunk({
          tool_calls: [
            { index: 0, id: "call_a", type: "function", function: { name: "read_file", arguments: "" } },
          ],
        }),
        chunk({ tool_calls: [{ index: 0, function: { arguments: '{"pa' } }] }),
        chunk({
          tool_calls: [
            { index: 1, id: "call_b", type: "function", function: { name: "grep", arguments: "{}" } },
          ],
        }),
        chunk({ tool_calls: [{ index: 0, function: { arguments: 'th":"a.ts"}' } }] }),
        chunk({}, "tool_calls"),
        {
          id: "c",
          object: "chat.completion.chunk",
          choices: [],
          usage: { prompt_tokens: 30, completion_tokens: 12 },
        },
      ]),
    );
    const deltas: string[] = [];
    const response = await client(server).complete({
      model: "gpt-4o",
      messages: hello,
      onText: (delta) => deltas.push(delta),
    });

    expect(deltas).toEqual(["Let me ", "look."]);
    expect(response).toEqual({
      message: {
        role: "assistant",
        content: "Let me look.",
        tool_calls: [
          { id: "call_a", type: "function", function: { name: "read_file", arguments: '{"path":"a.ts"}' } },
          { id: "call_b", type: "function", function: { name: "grep", arguments: "{}" } },
        ],
      },
      usage: { input_tokens: 30, output_tokens: 12 },
      finishReason: "tool_calls",
    });
    expect(server.requests[0]?.body).toMatchObject({ stream: true, stream_options: { include_usage: true } });
  });

  it("flags usage as estimated when the stream carries none", async () => {
    const server = await serve((_req, res) => sse(res, [chunk({ content: "ok" }, "stop")]));
    const response = await client(server).complete({ model: "m", messages: hello, onText: () => {} });
    expect(response.message.content).toBe("ok");
    expect(response.usageEstimated).toBe(true);
  });

  it("rethrows an error thrown by onText as it is", async () => {
    const server = await serve((_req, res) => sse(res, [chunk({ content: "a" }), chunk({ content: "b" })]));
    const boom = new Error("callback broke");
    await expect(
      client(server).complete({
        model: "m",
        messages: hello,
        onText: () => {
          throw boom;
        },
      }),
    ).rejects.toBe(boom);
  });

  it("times out when the stream goes silent", async () => {
    const server = await serve((_req, res) => {
      res.writeHead(200, { "content-type": "text/event-stream" });
      res.write(`data: ${JSON.stringify(chunk({ content: "start" }))}\n\n`);
    });
    const error = await failure(
      client(server, { timeoutMs: 300 }).complete({ model: "m", messages: hello, onText: () => {} }),
    );
    expect(error).toMatchObject({ failure: "timeout" });
    expect(error.message).toContain("stopped sending its answer");
  });

  it("maps an error event inside the stream", async () => {
    const server = await serve((_req, res) => {
      res.writeHead(200, { "content-type": "text/event-stream" });
      res.write(`data: ${JSON.stringify({ error: { message: "prompt is too long: 210000 tokens" } })}\n\n`);
      res.end();
    });
    const error = await failure(client(server).complete({ model: "m", messages: hello, onText: () => {} }));
    expect(error).toBeInstanceOf(ContextOverflowError);
  });
});

describe("OpenAICompatibleClient: a stream of many tool calls", () => {
  // Was: each streamed tool-call part was looked up by id with `calls.findIndex(...)` over every
  // call so far: n parts with distinct ids cost n²/2 comparisons, synchronously within a chunk
  // (10,000 calls 0.44 s, 20,000 1.9 s, 40,000 (2.6 MB of stream) 7.8 s). Now a Map.
  it("reads a stream of many tool calls in linear work", async () => {
    const n = 3_000;
    const parts = Array.from({ length: n }, (_, j) => ({
      id: `c${j}`,
      function: { name: "read_file", arguments: "{}" },
    }));
    const body = [
      `data: ${JSON.stringify({ choices: [{ index: 0, delta: { tool_calls: parts } }] })}\n\n`,
      `data: ${JSON.stringify({ choices: [{ index: 0, delta: {}, finish_reason: "tool_calls" }] })}\n\n`,
      "data: [DONE]\n\n",
    ].join("");
    const fetcher = (async () =>
      new Response(body, { status: 200, headers: { "content-type": "text/event-stream" } })) as typeof fetch;
    const client = new OpenAICompatibleClient({
      apiKey: "k",
      baseURL: "http://127.0.0.1:9/v1",
      fetch: fetcher,
      maxRetries: 0,
      timeoutMs: 600_000,
    });
    const { result, calls } = await countingCallbacks("findIndex", () =>
      client.complete({ model: "m", messages: [{ role: "user", content: "hi" }], onText: () => {} }),
    );
    expect(result.message.tool_calls).toHaveLength(n);
    // Linear: a bounded number of look-ups per part. Before: n²/2 (4,500,000).
    expect(calls).toBeLessThan(20 * n);
  });
});

describe("OpenAICompatibleClient: retries", () => {
  it("retries a 429 after retry-after-ms and then succeeds", async () => {
    const server = await serve((_req, res, n) =>
      n === 1
        ? json(res, 429, { error: { message: "Rate limit reached" } }, { "retry-after-ms": "10" })
        : json(res, 200, completion({ content: "finally" })),
    );
    const response = await client(server, { maxRetries: 2 }).complete({ model: "m", messages: hello });
    expect(response.message.content).toBe("finally");
    expect(server.requests).toHaveLength(2);
  });

  it("retries a 429 with retry-after: 0", async () => {
    const server = await serve((_req, res, n) =>
      n < 3
        ? json(res, 429, { error: { message: "slow down" } }, { "retry-after": "0" })
        : json(res, 200, completion({ content: "ok" })),
    );
    const response = await client(server, { maxRetries: 3 }).complete({ model: "m", messages: hello });
    expect(response.message.content).toBe("ok");
    expect(server.requests).toHaveLength(3);
  });

  it("gives a clear server ModelError after the configured retries of a persistent 503", async () => {
    const server = await serve((_req, res) =>
      json(res, 503, { error: { message: "The engine is currently overloaded" } }, { "retry-after-ms": "1" }),
    );
    const error = await failure(client(server, { maxRetries: 2 }).complete({ model: "m", messages: hello }));
    expect(error).toMatchObject({ failure: "server" });
    expect(error.status).toBe(503);
    expect(error.retryable).toBe(true);
    expect(error.kind).toBe("failed");
    expect(error.message).toBe(
      "The model server kept answering 503 Service Unavailable after 2 retries: The engine is currently overloaded",
    );
    expect(server.requests).toHaveLength(3);
  });

  it("gives a rate_limit ModelError when 429 persists", async () => {
    const server = await serve((_req, res) =>
      json(res, 429, { error: { message: "quota" } }, { "retry-after-ms": "1" }),
    );
    const error = await failure(client(server, { maxRetries: 1 }).complete({ model: "m", messages: hello }));
    expect(error).toMatchObject({ failure: "rate_limit" });
    expect(error.message).toContain("429 Too Many Requests after 1 retry: quota");
    expect(server.requests).toHaveLength(2);
  });

  it("keeps a plain-text 502 body readable", async () => {
    const server = await serve((_req, res) => {
      res.writeHead(502, { "content-type": "text/html" });
      res.end("<html><body><h1>502 Bad Gateway</h1>\n<hr>nginx</body></html>");
    });
    const error = await failure(client(server).complete({ model: "m", messages: hello }));
    expect(error).toMatchObject({ failure: "server" });
    expect(error.message).toBe("The model server answered 502 Bad Gateway: 502 Bad Gateway nginx");
  });
});

describe("OpenAICompatibleClient: errors", () => {
  it("maps OpenAI's context_length_exceeded to ContextOverflowError", async () => {
    const server = await serve((_req, res) =>
      json(res, 400, {
        error: {
          message: "Your input is big.",
          type: "invalid_request_error",
          param: "messages",
          code: "context_length_exceeded",
        },
      }),
    );
    const error = await failure(client(server, { maxRetries: 3 }).complete({ model: "m", messages: hello }));
    expect(error).toBeInstanceOf(ContextOverflowError);
    expect(error.status).toBe(400);
    expect(error.retryable).toBe(false);
    expect(error.message).toContain("400 Bad Request");
    expect(server.requests).toHaveLength(1);
  });

  it.each([
    [
      "llama.cpp",
      {
        error: {
          code: 400,
          message: "the request exceeds the available context size, try increasing it",
          type: "exceed_context_size_error",
        },
      },
    ],
    [
      "llama.cpp (message only)",
      {
        error: {
          code: 400,
          message: "the request exceeds the available context size. try increasing the context",
        },
      },
    ],
    [
      "vLLM (top-level message)",
      {
        object: "error",
        message:
          "This model's maximum context length is 4096 tokens. However, you requested 5000 tokens (4000 in the messages, 1000 in the completion).",
        type: "BadRequestError",
        param: null,
        code: 400,
      },
    ],
    [
      "vLLM (model length)",
      {
        error: {
          message: "The decoder prompt (length 5000) is longer than the maximum model length of 4096.",
        },
      },
    ],
    ["Ollama (string error)", { error: "prompt too long; exceeded max context length by 100 tokens" }],
    ["generic", { error: { message: "Too many tokens in the request" } }],
    ["context window", { error: { message: "Your input exceeds the context window of this model." } }],
  ])("maps a %s overflow message to ContextOverflowError", async (_name, body) => {
    const server = await serve((_req, res) => json(res, 400, body));
    const error = await failure(client(server).complete({ model: "m", messages: hello }));
    expect(error).toBeInstanceOf(ContextOverflowError);
    expect(error.message).not.toContain("no body");
  });

  it("maps 413 to ContextOverflowError", async () => {
    const server = await serve((_req, res) => {
      res.writeHead(413, { "content-type": "text/plain" });
      res.end("Request Entity Too Large");
    });
    const error = await failure(client(server).complete({ model: "m", messages: hello }));
    expect(error).toBeInstanceOf(ContextOverflowError);
    expect(error.status).toBe(413);
  });

  it("keeps other 400s as plain ModelErrors with the server's words", async () => {
    const server = await serve((_req, res) =>
      json(res, 400, {
        error: { message: "Invalid value for 'temperature'", type: "invalid_request_error" },
      }),
    );
    const error = await failure(client(server).complete({ model: "m", messages: hello }));
    expect(error).not.toBeInstanceOf(ContextOverflowError);
    expect(error.message).toBe(
      "The model server rejected the request (400 Bad Request): Invalid value for 'temperature'",
    );
  });

  it("maps 401 to an auth ModelError without ever showing the key", async () => {
    const server = await serve((_req, res) =>
      json(res, 401, { error: { message: `Incorrect API key provided: ${KEY}.`, code: "invalid_api_key" } }),
    );
    const error = await failure(client(server, { maxRetries: 2 }).complete({ model: "m", messages: hello }));
    expect(error).toMatchObject({ failure: "auth" });
    expect(error.status).toBe(401);
    expect(error.message).toContain("401 Unauthorized");
    expect(error.message).toContain("Incorrect API key provided");
    expect(error.message).not.toContain(KEY);
    expect(error.message).not.toContain("SECRET");
    expect(server.requests).toHaveLength(1);
  });

  it("keeps the server's raw answer as the error's detail, for debugging, without the key", async () => {
    const server = await serve((_req, res) =>
      json(res, 400, { error: { message: `model not found for ${KEY}`, code: "model_not_found" } }),
    );
    const error = await failure(client(server).complete({ model: "m", messages: hello }));
    expect(error.detail).toContain('400 {"message":"model not found for [REDACTED]"');
    expect(error.detail).toContain("model_not_found");
    expect(`${error.message} ${error.detail}`).not.toContain(KEY);
  });

  it("maps 403 to an auth ModelError", async () => {
    const server = await serve((_req, res) => json(res, 403, { error: { message: "no access to model" } }));
    const error = await failure(client(server).complete({ model: "m", messages: hello }));
    expect(error).toMatchObject({ failure: "auth" });
  });

  it("hints at the model name and base URL on 404", async () => {
    const server = await serve((_req, res) =>
      json(res, 404, { error: { message: "model 'nope' not found" } }),
    );
    const error = await failure(client(server).complete({ model: "nope", messages: hello }));
    expect(error.message).toContain("404 Not Found");
    expect(error.message).toContain(`${server.url}/v1/chat/completions`);
    expect(error.message).toContain("model 'nope' not found");
  });

  it.each([
    ["no choices", { choices: [] }, /no choices/],
    ["not a completion", { hello: "world" }, /not a valid chat completion/],
    ["invalid JSON", "{not json", /not valid JSON/],
    ["an empty body", "", /empty body/],
  ])("maps a 200 with %s to a response ModelError", async (_name, body, pattern) => {
    const server = await serve((_req, res) => json(res, 200, body));
    const error = await failure(client(server).complete({ model: "m", messages: hello }));
    expect(error).toMatchObject({ failure: "response" });
    expect(error.message).toMatch(pattern);
  });

  it("keeps tool arguments that are not JSON, for the toolset to refuse to the model", async () => {
    const server = await serve((_req, res) =>
      json(res, 200, {
        choices: [
          {
            message: {
              role: "assistant",
              content: null,
              tool_calls: [{ id: "c", type: "function", function: { name: "edit", arguments: "{oops" } }],
            },
            finish_reason: "tool_calls",
          },
        ],
      }),
    );
    const response = await client(server).complete({ model: "m", messages: hello });
    expect(response.message.tool_calls?.[0]?.function).toEqual({ name: "edit", arguments: "{oops" });
  });

  it("maps a 200 HTML page to a response ModelError", async () => {
    const server = await serve((_req, res) => {
      res.writeHead(200, { "content-type": "text/html" });
      res.end("<html><body>Login required</body></html>");
    });
    const error = await failure(client(server).complete({ model: "m", messages: hello }));
    expect(error).toMatchObject({ failure: "response" });
    expect(error.message).toContain("Login required");
  });

  it("times out against a server that never answers", async () => {
    const server = await serve(() => {});
    const started = Date.now();
    const error = await failure(
      client(server, { timeoutMs: 200, maxRetries: 0 }).complete({ model: "m", messages: hello }),
    );
    expect(error).toMatchObject({ failure: "timeout" });
    expect(error.message).toBe(`The model server at ${server.url}/v1 did not answer within 0.2 s.`);
    expect(Date.now() - started).toBeLessThan(3_000);
  });

  it("retries timeouts too and counts the attempts", async () => {
    const server = await serve(() => {});
    const error = await failure(
      client(server, { timeoutMs: 150, maxRetries: 1 }).complete({ model: "m", messages: hello }),
    );
    expect(error).toMatchObject({ failure: "timeout" });
    expect(error.message).toContain("(2 attempts)");
    expect(server.requests).toHaveLength(2);
  });

  it("maps a refused connection to an unreachable server", async () => {
    const server = await serve(() => {});
    const url = server.url;
    await server.close();
    // Retries are allowed, but a refused connection is not worth one: one attempt, then the error.
    const counting = countingFetch();
    const unreachable = new OpenAICompatibleClient({
      apiKey: KEY,
      baseURL: `${url}/v1`,
      maxRetries: 4,
      fetch: counting.fetch,
    });
    const error = await failure(unreachable.complete({ model: "m", messages: hello }));
    expect(error).toMatchObject({ failure: "unreachable" });
    expect(error.message).toContain(`Could not reach the model server at ${url}/v1`);
    expect(error.message).toContain("ECONNREFUSED");
    expect(counting.attempts).toBe(1);
  });

  it("fails at once on a host name that does not resolve, naming the URL", async () => {
    let attempts = 0;
    const unresolvable: typeof fetch = async () => {
      attempts++;
      throw new TypeError("fetch failed", {
        cause: Object.assign(new Error("getaddrinfo ENOTFOUND models.invalid"), { code: "ENOTFOUND" }),
      });
    };
    const client = new OpenAICompatibleClient({
      apiKey: KEY,
      baseURL: "http://models.invalid/v1",
      maxRetries: 4,
      fetch: unresolvable,
    });
    const error = await failure(client.complete({ model: "m", messages: hello }));
    expect(error.message).toBe(
      "Could not reach the model server at http://models.invalid/v1: no such host (ENOTFOUND)",
    );
    expect(attempts).toBe(1);
  });

  // Was: EAI_AGAIN counted as unreachable, so a resolver's passing hiccup (getaddrinfo's "try
  // again", common on hosted runners) ended the run without the retries meant for it.
  it("retries a temporary name-resolution failure (EAI_AGAIN) as it does a reset connection", async () => {
    const server = await serve((_req, res) => json(res, 200, completion({ content: "resolved" })));
    for (const code of ["EAI_AGAIN", "ECONNRESET"]) {
      let attempts = 0;
      const flaky: typeof fetch = async (input, init) => {
        if (++attempts === 1)
          throw new TypeError("fetch failed", {
            cause: Object.assign(new Error(`getaddrinfo ${code} models.example`), { code }),
          });
        return fetch(input, init);
      };
      const response = await new OpenAICompatibleClient({
        apiKey: KEY,
        baseURL: `${server.url}/v1`,
        maxRetries: 2,
        policy: { ...DEFAULT_RETRY_POLICY, modelBackoffMs: 1 },
        fetch: flaky,
      }).complete({ model: "m", messages: hello });
      expect([code, response.message.content]).toEqual([code, "resolved"]);
      expect(attempts).toBe(2);
    }
  });

  // Was: "…: bad port", fetch's two words, which do not say that nothing is wrong with the server.
  it("fails at once on a port fetch will not open (1, 25, …), naming the URL and why", async () => {
    const counting = countingFetch();
    const client = new OpenAICompatibleClient({
      apiKey: KEY,
      baseURL: "http://127.0.0.1:1/v1",
      maxRetries: 4,
      fetch: counting.fetch,
    });
    const error = await failure(client.complete({ model: "m", messages: hello }));
    expect(error).toMatchObject({ failure: "unreachable" });
    expect(error.message).toBe(
      "Could not reach the model server at http://127.0.0.1:1/v1: a port fetch never connects to (one browsers block as unsafe)",
    );
    expect(counting.attempts).toBe(1);
  });

  it("reports a cancelled request as cancelled", async () => {
    const server = await serve(() => {});
    const controller = new AbortController();
    const pending = client(server).complete({ model: "m", messages: hello, signal: controller.signal });
    setTimeout(() => controller.abort(), 50);
    const error = await failure(pending);
    expect(error.message).toBe("The model request was cancelled.");
    expect(error).not.toMatchObject({ failure: "timeout" });
  });
});

describe("telling the caller the request is sent", () => {
  it("calls onSent once the request is written, before any answer (the server answers only after it)", async () => {
    let sent = 0;
    let markSent!: () => void;
    const wasSent = new Promise<void>((resolve) => {
      markSent = resolve;
    });
    const server = await serve((_request, res) => {
      void wasSent.then(() => json(res, 200, completion({ content: "Hi" })));
    });
    const response = await client(server).complete({
      model: "gpt-4o",
      messages: hello,
      onSent: () => {
        sent++;
        markSent();
      },
    });
    expect(response.message.content).toBe("Hi");
    expect(sent).toBe(1);
  });
});
