import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { Conversation } from "../../../src/engine/log/conversation.ts";
import type { RunEntry } from "../../../src/engine/log/entries.ts";
import type { ModelRequest, ModelResponse } from "../../../src/engine/model/client.ts";
import { CostMeter, costOf } from "../../../src/engine/model/cost.ts";
import { createRuntime } from "../../../src/engine/runtime.ts";
import { parseSettings } from "../../../src/engine/settings.ts";
import { memoryLogger } from "../../../src/engine/util/logger.ts";
import { tempDir } from "../../helpers/temp-dir.ts";

describe("the cost of model calls", () => {
  it("prices usage per million tokens", () => {
    expect(
      costOf({ input_tokens: 1_000_000, output_tokens: 500_000 }, { input: 0.15, output: 0.6 }),
    ).toBeCloseTo(0.45);
  });

  it("prices a prompt past a long-context threshold at that tier's rates, all its tokens", () => {
    const pricing = { input: 3, output: 15, tiers: [{ above: 200_000, input: 6, output: 22.5 }] };
    expect(costOf({ input_tokens: 200_000, output_tokens: 1_000 }, pricing)).toBeCloseTo(0.6 + 0.015);
    expect(costOf({ input_tokens: 200_001, output_tokens: 1_000 }, pricing)).toBeCloseTo(
      (200_001 * 6 + 1_000 * 22.5) / 1_000_000,
    );
    // As the catalog prices it.
    const meter = new CostMeter();
    meter.add("claude-sonnet-4-5", { input_tokens: 300_000, output_tokens: 0 });
    expect(meter.spentUsd()).toBeCloseTo(1.8);
  });

  it("prices each call by the model that answered, and names models it cannot price", () => {
    const meter = new CostMeter();
    meter.add("gpt-4o-mini", { input_tokens: 1_000_000, output_tokens: 0 });
    meter.add("gpt-4o", { input_tokens: 0, output_tokens: 100_000 });
    expect(meter.spentUsd()).toBeCloseTo(0.15 + 1);
    meter.add("house-model", { input_tokens: 0, output_tokens: 0 });
    expect(meter.spentUsd()).toBeCloseTo(1.15);
    meter.add("house-model", { input_tokens: 10, output_tokens: 1 });
    expect(meter.spentUsd()).toBeUndefined();
    expect(meter.total.unpriced).toEqual(["house-model"]);
  });

  it("uses an override for a model the catalog lacks", () => {
    const meter = new CostMeter(new Map([["house-model", { input: 1, output: 2 }]]));
    meter.add("house-model", { input_tokens: 1_000_000, output_tokens: 1_000_000 });
    expect(meter.spentUsd()).toBe(3);
  });
});

describe("max-run-cost", () => {
  it("stops a run cleanly once its priced calls reach the budget, and the run entry records what it cost", async () => {
    const dir = tempDir("baton-cost-");
    const requests: ModelRequest[] = [];
    // gpt-4o: $2.50 in, $10 out per million tokens; each call costs 0.0025 + 0.001 = $0.0035.
    const reply = (): ModelResponse => ({
      message: {
        role: "assistant",
        content: null,
        tool_calls: [
          { id: `c${requests.length}`, type: "function", function: { name: "list_files", arguments: "{}" } },
        ],
      },
      usage: { input_tokens: 1_000, output_tokens: 100 },
      finishReason: "tool_calls",
    });
    const logger = memoryLogger();
    const runtime = await createRuntime(
      {
        settings: parseSettings({ model: "gpt-4o", maxRunCost: "0.01", compactThreshold: "1" }),
        recipesDir: join(dir, "none"),
        hookDirs: [],
        workspace: dir,
      },
      {
        logger,
        model: {
          async complete(request) {
            requests.push(request);
            return reply();
          },
        },
      },
    );
    const conversation = await Conversation.create(join(dir, "c", "session.jsonl"), "c");
    const outcome = await runtime
      .agent(conversation)
      .run({ recipe: "answer", message: "go", trigger: "cli" });
    // 0.0035, 0.0070, 0.0105: the fourth call is not made.
    expect(requests).toHaveLength(3);
    expect(outcome.status).toBe("budget");
    expect(outcome.reason).toMatch(/spending \$0\.011 \(max-run-cost \$0\.01\)/);
    expect(outcome.costUsd).toBeCloseTo(0.0105);
    const run = (await Conversation.load(conversation.file)).entries.at(-1) as RunEntry;
    expect(run.cost_usd).toBeCloseTo(0.0105);
    expect(logger.lines.filter((l) => l.startsWith("warn"))).toEqual([]);
  });

  it("says when a model has no price, so the budget cannot be kept", async () => {
    const dir = tempDir("baton-cost-");
    const logger = memoryLogger();
    await createRuntime(
      {
        settings: parseSettings({ model: "house-model", maxRunCost: "1", contextWindow: "8000" }),
        recipesDir: join(dir, "none"),
        hookDirs: [],
        workspace: dir,
      },
      { logger, model: { complete: () => Promise.reject(new Error("not called")) } },
    );
    expect(logger.lines).toEqual([
      expect.stringMatching(/warn: max-run-cost is set.*no price for model "house-model"/),
    ]);
  });
});
