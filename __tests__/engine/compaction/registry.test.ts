import { mkdir, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { readInputs } from "../../../src/action/inputs.ts";
import type { CliIO } from "../../../src/cli/io.ts";
import { main } from "../../../src/cli/main.ts";
import { registerStrategy } from "../../../src/engine/compaction/strategies/registry.ts";
import type { CompactionStrategy } from "../../../src/engine/compaction/strategies/strategy.ts";
import { configJsonSchema } from "../../../src/engine/config/schema.ts";
import { parseSettings } from "../../../src/engine/settings.ts";
import { LogBuilder } from "../../helpers/log-builder.ts";
import { tempDir } from "../../helpers/temp-dir.ts";
import { history, rig } from "./helpers.ts";

/** A strategy added through the registry alone: it masks only when the context is over twice the target. */
const calls: string[] = [];
const lazyMask: CompactionStrategy = {
  name: "lazy-mask",
  description: "masks only far above the target",
  callsModel: false,
  run: async (steps) => {
    calls.push("run");
    if (steps.tokens() > 2 * steps.targetTokens) await steps.mask();
  },
};

const cleanups: (() => unknown)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  calls.length = 0;
});
const registered = () => cleanups.push(registerStrategy(lazyMask));

async function baton(argv: string[], cwd: string) {
  let stdout = "";
  let stderr = "";
  const io: CliIO = {
    stdout: (t) => {
      stdout += t;
    },
    stderr: (t) => {
      stderr += t;
    },
    env: {},
    cwd,
    isTTY: false,
    stderrIsTTY: false,
  };
  return { code: await main(["--state-dir", "state", ...argv], io), stdout, stderr };
}

describe("a compaction strategy is defined once, in the registry", () => {
  it("a strategy registered through the registry alone is accepted by the CLI, the inputs and the settings, listed in help, and run by the service", async () => {
    const cwd = tempDir("baton-registry-");
    const log = new LogBuilder();
    log.header.id = "c1";
    for (let i = 1; i <= 6; i++) {
      log.user(`turn ${i}`);
      log.toolCall(`t${i}`, "read_file", "{}");
      log.toolResult(`t${i}`, `output ${i} `.repeat(400));
      log.assistant(`answer ${i}`);
    }
    await mkdir(join(cwd, "state", "c1"), { recursive: true });
    await writeFile(join(cwd, "state", "c1", "session.jsonl"), log.jsonl());

    const before = await baton(["compact", "--strategy", "lazy-mask", "-c", "c1"], cwd);
    expect(before.code).toBe(2);
    expect(before.stderr).toContain("--strategy must be summarize, mask or hybrid");
    expect(() =>
      readInputs((n) => ({ "openai-api-key": "k", "compact-strategy": "lazy-mask" })[n as string] ?? ""),
    ).toThrow('"compact-strategy" accepts summarize, mask or hybrid; got "lazy-mask"');

    registered();
    // The CLI: `--strategy`, `--compact-strategy` and the help text; no API key asked of a strategy without a model call.
    const out = await baton(
      ["compact", "--strategy", "lazy-mask", "-c", "c1", "--context-window", "4000"],
      cwd,
    );
    expect(out.stderr).toBe("");
    expect(out.stdout).toMatch(/^compacted c1 \(mask\)/);
    expect(out.code).toBe(0);
    expect(calls).toEqual(["run"]);
    expect((await baton(["help", "compact"], cwd)).stdout).toContain(
      "--strategy summarize|mask|hybrid|lazy-mask",
    );
    expect((await baton(["--compact-strategy", "lazy-mask", "sessions"], cwd)).code).toBe(0);
    // The action's input and the engine's settings.
    const inputs = readInputs(
      (n) => ({ "openai-api-key": "k", "compact-strategy": "lazy-mask" })[n as string] ?? "",
    );
    expect(inputs.settings.compactStrategy).toBe("lazy-mask");
    expect(parseSettings({ compactStrategy: "lazy-mask" }).compactStrategy).toBe("lazy-mask");
  });

  it("the JSON Schema editors complete .github/baton.yml with lists the registered strategies", () => {
    const names = () =>
      (configJsonSchema() as { properties: Record<string, { enum?: string[] }> }).properties[
        "compact-strategy"
      ]?.enum;
    expect(names()).toEqual(["summarize", "mask", "hybrid"]);
    registered();
    expect(names()).toEqual(["summarize", "mask", "hybrid", "lazy-mask"]);
  });

  it("automatic compaction runs the configured registered strategy", async () => {
    registered();
    const r = await rig({
      contextWindow: 4000,
      settings: { compactStrategy: "lazy-mask" },
      history: history(8, 1000),
    });
    await r.runtime.agent(r.conversation).run({ recipe: "answer", message: "next", trigger: "test" });
    expect(calls.length).toBeGreaterThan(0);
  });

  it("refuses a second strategy of the same name and a name the flags could not spell", () => {
    registered();
    expect(() => registerStrategy(lazyMask)).toThrow('"lazy-mask" is defined twice');
    expect(() => registerStrategy({ ...lazyMask, name: "Lazy Mask" })).toThrow("lowercase letters");
  });
});
