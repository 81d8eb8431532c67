import { describe, expect, it } from "vitest";
import { OpenAICompatibleClient } from "../../../src/adapters/openai/openai-client.ts";
import { ModelError } from "../../../src/engine/model/client.ts";
import { PROVIDER_KEY, PROVIDERS, type ProviderShape } from "./provider-shapes.ts";

/** The provider's server, answering `body` with `status`; what was asked is kept. */
function server(status: number, body: unknown) {
  const asked: { url: URL; headers: Headers; body: Record<string, unknown> }[] = [];
  const fetcher = (async (input: string | URL | Request, init?: RequestInit) => {
    const request = new Request(input, init);
    asked.push({
      url: new URL(request.url),
      headers: request.headers,
      body: (await request.json()) as Record<string, unknown>,
    });
    return Response.json(body, { status });
  }) as typeof fetch;
  return { asked, fetcher };
}

const client = (p: ProviderShape, fetcher: typeof fetch) =>
  new OpenAICompatibleClient({ apiKey: PROVIDER_KEY, baseURL: p.baseURL, fetch: fetcher, maxRetries: 0 });

const REQUEST = {
  messages: [{ role: "user" as const, content: "read a.txt" }],
  tools: [{ name: "read_file", description: "Read a file", parameters: { type: "object", properties: {} } }],
};

describe.each(PROVIDERS)("$name through its OpenAI-compatible endpoint", (p) => {
  it("is asked at its path with its credentials, and its tool call and usage are read", async () => {
    const { asked, fetcher } = server(200, p.answer);
    const response = await client(p, fetcher).complete({ model: p.model, ...REQUEST });
    const [request] = asked;
    expect(`${request!.url.pathname}${request!.url.search}`).toBe(p.path);
    expect(request!.headers.get(p.auth.header)).toBe(p.auth.value);
    expect(request!.body.model).toBe(p.model);
    expect(response.usage).toEqual(p.usage);
    expect(response.finishReason).toBe("tool_calls");
    expect(response.message.tool_calls).toEqual([
      {
        id: expect.stringMatching(/.+/),
        type: "function",
        function: { name: "read_file", arguments: '{"path":"a.txt"}' },
      },
    ]);
  });

  it("has its error told in its own words, as the kind of failure it is", async () => {
    const { fetcher } = server(p.error.status, p.error.body);
    const error = await client(p, fetcher)
      .complete({ model: p.model, ...REQUEST })
      .then(
        () => undefined,
        (e: unknown) => e,
      );
    expect(error).toBeInstanceOf(ModelError);
    expect((error as ModelError).failure).toBe(p.error.failure);
    expect((error as ModelError).message).toMatch(p.error.says);
    expect((error as ModelError).message).not.toContain(PROVIDER_KEY);
  });
});
