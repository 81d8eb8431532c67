// Code needed only by the post step (artifact upload) is not loaded by the main step.
import { build } from "esbuild";
import { describe, expect, it } from "vitest";

const modules = ["load-state.ts", "artifact-download.ts", "artifact-lookup.ts", "state-crypto.ts"];

describe("state modules the main step imports", () => {
  it.each(modules)("%s does not pull in @actions/artifact", async (file) => {
    const result = await build({
      entryPoints: [new URL(`../../../src/action/state/${file}`, import.meta.url).pathname],
      bundle: true,
      platform: "node",
      format: "esm",
      write: false,
      metafile: true,
      logLevel: "silent",
    });
    const inputs = Object.keys(result.metafile.inputs);
    expect(inputs.some((p) => p.includes("src/action/state/"))).toBe(true);
    expect(inputs.filter((p) => p.includes("@actions/artifact") || p.includes("upload-state"))).toEqual([]);
  });
});
