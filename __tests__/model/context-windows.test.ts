import { describe, expect, it } from "vitest";
import { contextWindowFor, DEFAULT_CONTEXT_WINDOW } from "../../src/engine/model/context-windows.ts";

describe("contextWindowFor", () => {
  it.each([
    ["gpt-4o", 128_000],
    ["gpt-4o-mini", 128_000],
    ["gpt-4o-2024-08-06", 128_000],
    ["gpt-4o-mini-2024-07-18", 128_000],
    ["gpt-4.1", 1_047_576],
    ["gpt-4.1-mini", 1_047_576],
    ["gpt-4.1-nano-2025-04-14", 1_047_576],
    ["o1", 200_000],
    ["o1-2024-12-17", 200_000],
    ["o3", 200_000],
    ["o3-mini", 200_000],
    ["o4-mini", 200_000],
    ["gpt-5", 400_000],
    ["gpt-5-mini", 400_000],
    ["gpt-5-nano-2025-08-07", 400_000],
    ["gpt-3.5-turbo", 16_385],
    ["gpt-3.5-turbo-0125", 16_385],
    ["gpt-4-turbo", 128_000],
    ["gpt-4-turbo-2024-04-09", 128_000],
    ["GPT-4o", 128_000],
    ["openai/gpt-4.1", 1_047_576],
  ])("knows %s", (model, tokens) => {
    expect(contextWindowFor(model)).toBe(tokens);
  });

  it("falls back to 128000 for unknown models", () => {
    expect(DEFAULT_CONTEXT_WINDOW).toBe(128_000);
    expect(contextWindowFor("llama3.1:8b")).toBe(128_000);
    expect(contextWindowFor("my-azure-deployment")).toBe(128_000);
    expect(contextWindowFor("")).toBe(128_000);
  });

  it("lets a positive override win", () => {
    expect(contextWindowFor("gpt-4o", 32_000)).toBe(32_000);
    expect(contextWindowFor("llama3.1:8b", 8_192)).toBe(8_192);
  });

  it("ignores an override that is not positive", () => {
    expect(contextWindowFor("gpt-5", 0)).toBe(400_000);
    expect(contextWindowFor("gpt-5", -1)).toBe(400_000);
    expect(contextWindowFor("gpt-5", Number.NaN)).toBe(400_000);
  });
});
