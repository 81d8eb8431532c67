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

describe("the models.dev catalog", () => {
  it.each([
    ["gpt-4o", 128_000],
    ["gpt-4o-mini", 128_000],
    ["gpt-4o-2024-08-06", 128_000],
    ["gpt-4o-mini-2024-07-18", 128_000],
    ["gpt-4.1-nano-2025-04-14", 1_047_576],
    ["o3-mini", 200_000],
    ["gpt-5-mini", 400_000],
    ["gpt-3.5-turbo", 16_385],
    ["GPT-4o", 128_000],
    ["openai/gpt-4.1", 1_047_576],
    ["claude-sonnet-4-20250514", 200_000],
    ["gemini-2.5-pro", 1_048_576],
    ["llama-3.3-70b-versatile", 131_072],
    ["mistral-large-latest", 131_072],
  ])("knows %s", (model, tokens) => {
    expect(catalogModel(model)?.contextWindow).toBe(tokens);
  });

  it("knows prices per million tokens, by the provider that lists the bare id", () => {
    expect(catalogModel("gpt-4o-mini")).toMatchObject({
      provider: "openai",
      pricing: { input: 0.15, output: 0.6 },
    });
    expect(catalogModel("anthropic/claude-sonnet-4")?.provider).toBe("openrouter");
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
      expect.stringMatching(/warn: .*"house-model" is unknown.*8192.*context-window/),
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
