import { chmod, readdir, rm, stat } from "node:fs/promises";
import { join } from "node:path";
import { build } from "esbuild";
import { buildOptions, entryPoints } from "./build-config.mjs";

// A clean dist/: a chunk the build no longer makes must not linger beside the new ones.
await rm("dist", { recursive: true, force: true });
await build(buildOptions("dist"));
// The CLI is run directly through package.json "bin".
for (const name of Object.keys(entryPoints)) await chmod(`dist/${name}.js`, 0o755);

const sizes = [];
for (const file of (await readdir("dist", { recursive: true })).sort()) {
  const { size, isFile } = await stat(join("dist", file)).then((s) => ({ size: s.size, isFile: s.isFile() }));
  if (isFile) sizes.push(`  ${file.padEnd(40)} ${(size / 1024).toFixed(0).padStart(6)} KB`);
}
console.log(`dist/:\n${sizes.join("\n")}`);
