import { chmod } from "node:fs/promises";
import { build } from "esbuild";
import { buildOptions, entryPoints } from "./build-config.mjs";

await build(buildOptions("dist"));
// The CLI is run directly through package.json "bin".
for (const name of Object.keys(entryPoints)) await chmod(`dist/${name}.js`, 0o755);
