import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { parseConfig } from "../../../src/engine/config/parse.ts";
import { knownContextWindow } from "../../../src/engine/model/context-windows.ts";
import { createRuntime } from "../../../src/engine/runtime.ts";
import { parseSettings } from "../../../src/engine/settings.ts";
import { memoryLogger } from "../../../src/engine/util/logger.ts";
import { tempDir } from "../../helpers/temp-dir.ts";

const { config } = parseConfig(
  [
    "models:",
    "  in-house/coder: { context-window: 32768, input-price: 2, output-price: 10 }",
    "  gpt-4o: { context-window: 4096 }",
  ].join("\n"),
);

describe("models: in .github/baton.yml, over the catalog", () => {
  it("a model's window: the setting, then the file, then the catalog", () => {
    expect(knownContextWindow("in-house/coder", 0, config.models)).toEqual({
      tokens: 32768,
      source: "setting",
    });
    expect(knownContextWindow("gpt-4o", 0, config.models)?.tokens).toBe(4096);
    expect(knownContextWindow("gpt-4o", 0)?.tokens).toBe(128_000);
    expect(knownContextWindow("gpt-4o", 1000, config.models)?.tokens).toBe(1000);
  });

  it("prices the run's calls at the file's price, and the window is the file's without asking the server", async () => {
    const dir = tempDir("baton-models-");
    const logger = memoryLogger();
    const runtime = await createRuntime(
      {
        settings: parseSettings({ model: "in-house/coder", maxRunCost: "1" }),
        recipesDir: join(dir, "none"),
        hookDirs: [],
        workspace: dir,
        repoConfig: config,
      },
      {
        logger,
        model: {
          async complete() {
            return {
              message: { role: "assistant", content: "ok" },
              usage: { input_tokens: 1_000_000, output_tokens: 100_000 },
              finishReason: "stop",
            };
          },
          servedContextWindow: async () => {
            throw new Error("the server is not asked when the file says");
          },
        },
      },
    );
    expect(runtime.opts.contextWindow).toBe(32768);
    await runtime.complete([{ role: "user", content: "hi" }]);
    expect(runtime.cost.total).toEqual({ usd: 3, unpriced: [] });
    // max-run-cost can be kept: no warning that the price is unknown.
    expect(logger.lines.join("\n")).not.toContain("no price");
  });
});
