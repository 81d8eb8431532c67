// Fails when the committed dist/ is not what a fresh build of src/ produces.
import { mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { build } from "esbuild";
import { buildOptions } from "./build-config.mjs";

const fresh = await mkdtemp(join(tmpdir(), "baton-dist-"));
try {
  await build(buildOptions(fresh));
  const files = async (dir) => {
    const out = [];
    for (const entry of await readdir(dir, { recursive: true, withFileTypes: true }))
      if (entry.isFile()) out.push(join(entry.parentPath.slice(dir.length + 1), entry.name));
    return out.sort();
  };
  const want = await files(fresh);
  const have = await files("dist").catch(() => []);
  const problems = [];
  for (const f of new Set([...want, ...have])) {
    if (!want.includes(f)) problems.push(`dist/${f} is not produced by the build`);
    else if (!have.includes(f)) problems.push(`dist/${f} is missing`);
    else if (!(await readFile(join(fresh, f))).equals(await readFile(join("dist", f))))
      problems.push(`dist/${f} differs from a fresh build`);
  }
  if (problems.length) {
    console.error(`${problems.join("\n")}\nRun \`npm run build\` and commit dist/.`);
    // Not process.exit: the fresh build's folder is removed below either way.
    process.exitCode = 1;
  } else console.log("dist/ matches a fresh build");
} finally {
  await rm(fresh, { recursive: true, force: true });
}
