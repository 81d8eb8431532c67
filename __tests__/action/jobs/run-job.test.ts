// What main.ts loads right after the gate holds up the run's first requests: none of it may
// pull in the engine's heavy parts statically. The engine comes in through job-engine.ts once
// the job's first reads are on the wire; YAML only when the repository has a config file.
// Before the gate, every comment on the repository pays for what the step's entry loads: not
// the model catalog either, which only the engine reads.
import { build, type Metafile } from "esbuild";
import { describe, expect, it } from "vitest";

const AFTER_THE_GATE = [
  "action/github/exchange.ts",
  "action/base-branch/read-base.ts",
  "action/state/step-store.ts",
  "action/jobs/run-job.ts",
  "action/jobs/comment-job.ts",
];
const ENTRY = "action/index.ts";
const HEAVY = [
  "node_modules/openai/",
  "node_modules/yaml/",
  "node_modules/liquidjs/",
  "node_modules/gpt-tokenizer/",
];

/** The inputs of every chunk an entry imports statically, as a split build would load them. */
function staticInputs(meta: Metafile, entry: string): string[] {
  const outputs = meta.outputs;
  const start = Object.keys(outputs).find((o) => outputs[o]?.entryPoint?.endsWith(entry));
  if (!start) throw new Error(`no output for ${entry}`);
  const seen = new Set<string>();
  const queue = [start];
  for (let out = queue.pop(); out !== undefined; out = queue.pop()) {
    if (seen.has(out)) continue;
    seen.add(out);
    for (const imported of outputs[out]?.imports ?? [])
      if (imported.kind === "import-statement" && outputs[imported.path]) queue.push(imported.path);
  }
  return [...seen].flatMap((out) => Object.keys(outputs[out]?.inputs ?? {}));
}

describe("what the main step loads before its first requests", () => {
  it("neither the entry nor the modules right after the gate import the model client, YAML, Liquid or the tokenizer statically, nor the entry the model catalog", async () => {
    const src = new URL("../../../src/", import.meta.url).pathname;
    const result = await build({
      entryPoints: [ENTRY, ...AFTER_THE_GATE, "action/jobs/job-engine.ts"].map((file) => src + file),
      bundle: true,
      splitting: true,
      platform: "node",
      format: "esm",
      outdir: "out",
      write: false,
      metafile: true,
      logLevel: "silent",
    });
    for (const entry of AFTER_THE_GATE) {
      const heavy = staticInputs(result.metafile, entry).filter((input) =>
        HEAVY.some((h) => input.includes(h)),
      );
      expect([entry, [...new Set(heavy.map((h) => h.replace(/^(.*node_modules\/[^/]+).*/, "$1")))]]).toEqual([
        entry,
        [],
      ]);
    }
    const beforeTheGate = staticInputs(result.metafile, ENTRY).filter((input) =>
      [...HEAVY, "node_modules/@pydantic/genai-prices/"].some((h) => input.includes(h)),
    );
    expect(beforeTheGate).toEqual([]);
    // The engine's own chunk does hold them: the checks above look at the right build.
    const engine = staticInputs(result.metafile, "action/jobs/job-engine.ts");
    expect(engine.some((input) => input.includes("node_modules/openai/"))).toBe(true);
    expect(engine.some((input) => input.includes("node_modules/@pydantic/genai-prices/"))).toBe(true);
  });
});
