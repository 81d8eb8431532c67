// A structured answer's JSON Schema asked of the server as response_format, and the request sent
// again without it where the server refuses it (DeepSeek, older models), against the fake server
// that checks response_format as OpenAI does.
import { afterEach, describe, expect, it } from "vitest";
import { DescriptionSchema } from "../../../src/action/jobs/describe/description.ts";
import { answerFormatOf } from "../../../src/action/jobs/describe/structured-answer.ts";
import { OpenAICompatibleClient } from "../../../src/adapters/openai/openai-client.ts";
import type { ModelRequest } from "../../../src/engine/model/client.ts";
import { type FakeOpenAI, startFakeOpenAI } from "../../fakes/openai-server.ts";

const fakes: FakeOpenAI[] = [];
afterEach(async () => {
  await Promise.all(fakes.splice(0).map((f) => f.close()));
});

const request = (model = "gpt-4o-mini"): ModelRequest => ({
  model,
  messages: [{ role: "user", content: "describe it" }],
  answerFormat: answerFormatOf("describe", DescriptionSchema),
});

describe("a structured answer's form, as response_format", () => {
  it("is the zod schema's output form, strict where OpenAI's strict mode takes it, and the fake accepts it", async () => {
    const ai = await startFakeOpenAI({ defaultReply: "{}" });
    fakes.push(ai);
    const client = new OpenAICompatibleClient({ apiKey: "k", baseURL: ai.url });
    await client.complete(request());
    expect(ai.violations).toEqual([]);
    const format = ai.requests[0]?.response_format as {
      type: string;
      json_schema: { name: string; strict: boolean; schema: { required: string[] } };
    };
    expect(format).toMatchObject({ type: "json_schema", json_schema: { name: "describe", strict: true } });
    // A field with a default is required in the output form: strict mode wants every key required.
    expect(format.json_schema.schema.required).toEqual(
      expect.arrayContaining(["title", "walkthrough", "diagram", "labels"]),
    );
    expect(JSON.stringify(format)).not.toContain('"default"');
  });

  it("is left out of the same request sent again when the server refuses it, and of the model's later requests", async () => {
    const ai = await startFakeOpenAI({ defaultReply: '{"ok":true}', refuseResponseFormat: true });
    fakes.push(ai);
    const client = new OpenAICompatibleClient({ apiKey: "k", baseURL: ai.url, maxRetries: 0 });
    const first = await client.complete(request("deepseek-chat"));
    expect(first.message.content).toBe('{"ok":true}');
    await client.complete(request("deepseek-chat"));
    expect(ai.requests.map((r) => r.response_format !== undefined)).toEqual([true, false, false]);
  });

  it("does not hide another refusal: a 400 that does not name it fails the call", async () => {
    const ai = await startFakeOpenAI();
    fakes.push(ai);
    ai.enqueue({
      status: 400,
      body: { error: { message: "Invalid 'messages'", type: "invalid_request_error" } },
    });
    const client = new OpenAICompatibleClient({ apiKey: "k", baseURL: ai.url, maxRetries: 0 });
    await expect(client.complete(request())).rejects.toThrow(/Invalid 'messages'/);
    expect(ai.requests).toHaveLength(1);
  });
});
