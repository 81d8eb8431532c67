// Moves the unit tests so that __tests__/ mirrors src/ (__tests__/agent -> __tests__/engine/agent,
// __tests__/log/local-store.test.ts -> __tests__/adapters/local-store.test.ts, ...), with `git mv`,
// and rewrites every relative path in the test tree and the bench that led to a moved file or led
// out of one. Prints the plan; `--apply` does it. A one-off for the lead after the helpers' branches
// are merged (tests were still being added in the old folders); run `npx tsc --noEmit` and the
// suite after it, then delete this script.
import { execFileSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync, rmdirSync, writeFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";

const ROOT = resolve(import.meta.dirname, "..");
const apply = process.argv.includes("--apply");

/** Old path (a file, or a folder ending in /) -> new path; the first rule that matches wins. */
const RULES = [
  ["__tests__/agent/hook-runner.test.ts", "__tests__/engine/hooks/hook-runner.test.ts"],
  ["__tests__/agent/hooks.test.ts", "__tests__/engine/hooks/hooks.test.ts"],
  ["__tests__/agent/", "__tests__/engine/agent/"],
  ["__tests__/compaction/pop.test.ts", "__tests__/extensions/pop.test.ts"],
  ["__tests__/compaction/", "__tests__/engine/compaction/"],
  ["__tests__/log/local-store.test.ts", "__tests__/adapters/local-store.test.ts"],
  ["__tests__/log/", "__tests__/engine/log/"],
  ["__tests__/model/openai-client.test.ts", "__tests__/adapters/openai/openai-client.test.ts"],
  ["__tests__/model/", "__tests__/engine/model/"],
  ["__tests__/recipes/", "__tests__/engine/recipes/"],
  ["__tests__/runtime/runtime.test.ts", "__tests__/engine/runtime.test.ts"],
  ["__tests__/tools/", "__tests__/engine/tools/"],
  ["__tests__/util/", "__tests__/engine/util/"],
  // Already mirrored: action/, cli/. Not mirrors of one module: e2e/, fakes/, helpers/, repo/.
];

const walk = (dir) =>
  readdirSync(join(ROOT, dir), { recursive: true, withFileTypes: true })
    .filter((d) => d.isFile())
    .map((d) => relative(ROOT, join(d.parentPath, d.name)));

const target = (file) => {
  for (const [from, to] of RULES) {
    if (from.endsWith("/") ? file.startsWith(from) : file === from) return to + file.slice(from.length);
  }
  return file;
};

const files = [...walk("__tests__"), ...walk("bench")].filter((f) => /\.(ts|mts|mjs|js)$/.test(f));
const moves = new Map(
  walk("__tests__")
    .map((f) => [f, target(f)])
    .filter(([a, b]) => a !== b),
);
const newPath = (file) => moves.get(file) ?? file;

/** A relative path from `fromDir` to `to`, as the code writes one ("./x" or "../x"). */
const spec = (fromDir, to) => {
  const r = relative(fromDir, to);
  return r.startsWith(".") ? r : `./${r}`;
};

const rewrites = new Map();
for (const file of files) {
  const oldDir = dirname(file);
  const newDir = dirname(newPath(file));
  const text = readFileSync(join(ROOT, file), "utf8");
  let changed = 0;
  // Every relative path in a string (imports, vi.mock, resolve(import.meta.dirname, "../..")).
  const out = text.replace(/(["'])(\.\.?\/[^"'\n]*)\1/g, (whole, quote, path) => {
    const old = relative(ROOT, resolve(ROOT, oldDir, path));
    if (!existsSync(join(ROOT, old))) return whole; // not a path of this repository: leave it
    const moved = moves.get(old) ?? old;
    if (newDir === oldDir && moved === old) return whole;
    const next = spec(newDir, moved) + (path.endsWith("/") ? "/" : "");
    if (next === path) return whole;
    changed++;
    return `${quote}${next}${quote}`;
  });
  if (changed) rewrites.set(file, { out, changed });
}

for (const [from, to] of moves) console.log(`move    ${from} -> ${to}`);
for (const [file, { changed }] of rewrites) console.log(`rewrite ${newPath(file)} (${changed} paths)`);
if (!apply) {
  console.log(`\n${moves.size} moves, ${rewrites.size} files rewritten. Run with --apply to do it.`);
  process.exit(0);
}
// Rewrite first (by old path), then move: git mv keeps the history of each file.
for (const [file, { out }] of rewrites) writeFileSync(join(ROOT, file), out);
for (const [from, to] of moves) {
  execFileSync("mkdir", ["-p", dirname(join(ROOT, to))]);
  execFileSync("git", ["mv", from, to], { cwd: ROOT, stdio: "inherit" });
}
// git mv leaves the emptied folders behind.
for (const dir of new Set([...moves.keys()].map(dirname)))
  if (readdirSync(join(ROOT, dir)).length === 0) rmdirSync(join(ROOT, dir));
console.log(`${moves.size} moved, ${rewrites.size} rewritten. Now: npx tsc --noEmit && npx vitest run`);
