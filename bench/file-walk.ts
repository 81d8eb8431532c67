import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { MAX_PATH_DEPTH } from "../src/engine/tools/files/access.ts";
import { grepTool } from "../src/engine/tools/files/grep.ts";
import { listFilesTool } from "../src/engine/tools/files/list-files.ts";
import { medianAsyncMs, printTable } from "./stats.ts";

/**
 * Trees a pull request can build to stall the file tools: folders nested far
 * past any real project, and a `.gitignore` whose `**` runs backtrack. Each
 * call must stay within milliseconds (it was 13.6 s at 400 levels).
 */
export async function fileWalkBench(): Promise<void> {
  const root = mkdtempSync(join(tmpdir(), "baton-bench-walk-"));
  try {
    const deep = join(root, "deep");
    mkdirSync(join(deep, ...Array<string>(400).fill("d")), { recursive: true });
    writeFileSync(join(deep, ...Array<string>(400).fill("d"), "f.txt"), "needle\n");
    const stars = join(root, "stars");
    const path = Array<string>(MAX_PATH_DEPTH - 2).fill("x");
    mkdirSync(join(stars, "a", ...path), { recursive: true });
    writeFileSync(join(stars, "a", ...path, "c.txt"), "needle\n");
    writeFileSync(join(stars, ".gitignore"), `a/${"**/".repeat(10)}b\na/**/b/**/c/**/d\n`.repeat(200));
    const ctx = (workspace: string) => ({ workspace, redact: (text: string) => text });
    const rows: (string | number)[][] = [["tree", "median ms"]];
    rows.push([
      `list_files: 400 nested folders (walked to ${MAX_PATH_DEPTH})`,
      (await medianAsyncMs(() => listFilesTool.run({}, ctx(deep)), 5)).toFixed(1),
    ]);
    rows.push([
      `grep: .gitignore of 400 lines of \`**\` runs, ${MAX_PATH_DEPTH - 1} folders deep`,
      (await medianAsyncMs(() => grepTool.run({ pattern: "needle" }, ctx(stars)), 5)).toFixed(1),
    ]);
    printTable("file tools on trees built to be slow", rows);
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
}
