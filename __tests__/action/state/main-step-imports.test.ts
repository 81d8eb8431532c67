// Code needed only by the post step (artifact upload) is not loaded by the main step.
import { build } from "esbuild";
import { describe, expect, it } from "vitest";

const modules = [
  "adapters/github/artifacts/load-state.ts",
  "adapters/github/artifacts/artifact-download.ts",
  "adapters/github/artifacts/artifact-lookup.ts",
  "adapters/github/artifacts/state-crypto.ts",
  "action/state/artifact-store.ts",
  "action/state/step-store.ts",
];

describe("state modules the main step imports", () => {
  it.each(modules)("%s does not pull in @actions/artifact", async (file) => {
    const result = await build({
      entryPoints: [new URL(`../../../src/${file}`, import.meta.url).pathname],
      bundle: true,
      platform: "node",
      format: "esm",
      write: false,
      metafile: true,
      logLevel: "silent",
    });
    const inputs = Object.keys(result.metafile.inputs);
    expect(inputs.some((p) => p.endsWith(`src/${file}`))).toBe(true);
    expect(inputs.filter((p) => p.includes("@actions/artifact") || p.includes("upload-state"))).toEqual([]);
  });
});
