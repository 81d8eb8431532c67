import { describe, expect, it } from "vitest";
import { OpenAICompatibleClient } from "../../../src/adapters/openai/openai-client.ts";
import { OLLAMA_DEFAULT_NUM_CTX } from "../../../src/adapters/openai/served-window.ts";
import { catalogModel } from "../../../src/engine/model/catalog.ts";
import {
  knownContextWindow,
  resolveContextWindow,
  UNKNOWN_MODEL_WINDOW,
} from "../../../src/engine/model/context-windows.ts";
import { memoryLogger } from "../../../src/engine/util/logger.ts";

// The models people run today, through their vendors' OpenAI-compatible endpoints and the usual
// gateways: each must be known with a window and a price. A catalog that falls behind fails here.
const CURRENT_MODELS = [
  "gpt-5",
  "gpt-5-mini",
  "gpt-5.1",
  "gpt-4.1",
  "gpt-4o",
  "o3",
  "o4-mini",
  "gpt-oss-120b",
  "claude-sonnet-4-5",
  "claude-sonnet-4-5-20250929",
  "claude-opus-4-5",
  "claude-opus-4-1",
  "claude-haiku-4-5",
  "gemini-2.5-pro",
  "gemini-2.5-flash",
  "models/gemini-2.5-flash",
  "mistral-large-latest",
  "codestral-latest",
  "deepseek-chat",
  "deepseek-reasoner",
  "grok-4",
  "grok-code-fast-1",
  "kimi-k2",
  "openai/gpt-5",
  "anthropic/claude-sonnet-4.5",
  "google/gemini-2.5-pro",
  "mistralai/mistral-large",
  "deepseek/deepseek-chat",
  "x-ai/grok-4",
];

describe("the model catalog (@pydantic/genai-prices)", () => {
  it.each(CURRENT_MODELS)("knows %s, with its window and its price", (model) => {
    const listed = catalogModel(model);
    expect(listed?.contextWindow).toBeGreaterThanOrEqual(64_000);
    expect(listed?.pricing?.input).toBeGreaterThan(0);
    expect(listed?.pricing?.output).toBeGreaterThan(0);
  });

  it.each([
    ["gpt-4o", 128_000],
    ["gpt-4o-2024-08-06", 128_000],
    ["gpt-4o-mini-2024-07-18", 128_000],
    ["gpt-4.1-nano-2025-04-14", 1_000_000],
    ["o3-mini", 200_000],
    ["gpt-5-mini", 400_000],
    ["gpt-3.5-turbo", 16_385],
    ["GPT-4o", 128_000],
    ["openai/gpt-4.1", 1_000_000],
    ["claude-sonnet-4-20250514", 200_000],
    // The vendor's entry lists Gemini's and Mistral's prices without a window: OpenRouter's gives it.
    ["gemini-2.5-pro", 1_048_576],
    ["mistral-large-latest", 128_000],
  ])("knows the window of %s", (model, tokens) => {
    expect(catalogModel(model)?.contextWindow).toBe(tokens);
  });

  it("knows prices per million tokens, long-context tiers included, by the vendor", () => {
    expect(catalogModel("gpt-4o-mini")).toMatchObject({
      provider: "openai",
      pricing: { input: 0.15, output: 0.6 },
    });
    expect(catalogModel("anthropic/claude-sonnet-4.5")).toMatchObject({
      id: "claude-sonnet-4-5",
      provider: "anthropic",
      pricing: { input: 3, output: 15, tiers: [{ above: 200_000, input: 6, output: 22.5 }] },
    });
  });

  it("does not know what it does not list", () => {
    for (const model of ["llama3.1:8b", "my-azure-deployment", "", "gpt", "m"])
      expect(catalogModel(model)).toBeUndefined();
  });
});

describe("the context window", () => {
  it("is the setting when positive, else the catalog's, else unknown without asking", () => {
    expect(knownContextWindow("gpt-4o", 32_000)).toEqual({ tokens: 32_000, source: "setting" });
    expect(knownContextWindow("gpt-5", 0)).toEqual({ tokens: 400_000, source: "catalog" });
    expect(knownContextWindow("gpt-5", Number.NaN)).toEqual({ tokens: 400_000, source: "catalog" });
    expect(knownContextWindow("llama3.1:8b", -1)).toBeUndefined();
  });

  const serving = (routes: Record<string, unknown>) => {
    const asked: string[] = [];
    const fetcher = (async (url: string | URL | Request, init?: RequestInit) => {
      const key = `${init?.method ?? "GET"} ${String(url)}`;
      asked.push(key);
      if (!(key in routes)) return new Response("not found", { status: 404 });
      return Response.json(routes[key]);
    }) as typeof fetch;
    return { asked, fetcher };
  };

  it("asks a vLLM server for max_model_len", async () => {
    const { fetcher } = serving({
      "GET http://127.0.0.1:8000/v1/models": {
        data: [{ id: "other" }, { id: "qwen2.5-coder", max_model_len: 32_768 }],
      },
    });
    const client = new OpenAICompatibleClient({
      apiKey: "",
      baseURL: "http://127.0.0.1:8000/v1",
      fetch: fetcher,
    });
    const logger = memoryLogger();
    expect(await resolveContextWindow("qwen2.5-coder", 0, client, logger)).toEqual({
      tokens: 32_768,
      source: "server",
    });
    expect(logger.lines).toEqual([]);
  });

  it("asks Ollama what it serves: num_ctx when set, else its 2,048-token default, never the model's trained length", async () => {
    const show = (parameters: string) =>
      serving({
        "GET http://localhost:11434/v1/models": {
          object: "list",
          data: [{ id: "llama3.1", object: "model" }],
        },
        "POST http://localhost:11434/api/show": {
          modelfile: "FROM llama3.1",
          parameters,
          model_info: { "llama.context_length": 131_072 },
        },
      }).fetcher;
    const at = (fetcher: typeof fetch) =>
      new OpenAICompatibleClient({ apiKey: "", baseURL: "http://localhost:11434/v1", fetch: fetcher });
    const logger = memoryLogger();
    expect(
      await resolveContextWindow("llama3.1", 0, at(show('stop "<|eot_id|>"\nnum_ctx 16384')), logger),
    ).toEqual({
      tokens: 16_384,
      source: "server",
    });
    expect((await resolveContextWindow("llama3.1", 0, at(show('stop "<|eot_id|>"')), logger)).tokens).toBe(
      OLLAMA_DEFAULT_NUM_CTX,
    );
  });

  it("falls back to a small window, saying so, when nobody knows", async () => {
    const { asked, fetcher } = serving({});
    const client = new OpenAICompatibleClient({
      apiKey: "k",
      baseURL: "http://127.0.0.1:9/v1",
      fetch: fetcher,
    });
    const logger = memoryLogger();
    expect(await resolveContextWindow("house-model", 0, client, logger)).toEqual({
      tokens: UNKNOWN_MODEL_WINDOW,
      source: "default",
    });
    expect(asked).toEqual(["GET http://127.0.0.1:9/v1/models", "POST http://127.0.0.1:9/api/show"]);
    expect(logger.lines).toEqual([
      expect.stringMatching(/warn: .*"house-model" is unknown.*8192.*context-window.*models:/),
    ]);
  });

  it("asks neither OpenAI nor Azure: their models are in the catalog", async () => {
    const { asked, fetcher } = serving({});
    for (const baseURL of [
      "https://api.openai.com/v1",
      "https://res.openai.azure.com/openai/deployments/d?api-version=2024-10-21",
    ]) {
      const client = new OpenAICompatibleClient({ apiKey: "k", baseURL, fetch: fetcher });
      expect(await client.servedContextWindow("x")).toBeUndefined();
    }
    expect(asked).toEqual([]);
  });
});
