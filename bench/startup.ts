import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { printTable, spawnMs } from "./stats.ts";

const DIST = resolve(import.meta.dirname, "../dist");

/** What every workflow run and every CLI call pays before any work: spawn to exit, beside `node -e 0`. */
export function startupBench(): void {
  const cwd = mkdtempSync(join(tmpdir(), "baton-bench-"));
  const floor = spawnMs(["-e", "0"], { cwd });
  const rows: (string | number)[][] = [["command", "median ms", "beyond node -e 0", "÷ node -e 0", "goal"]];
  rows.push(["node -e 0", floor.toFixed(0), "—", "1.00×", "—"]);
  // Issue 37: what a user types most, at node's own pace.
  const goal = (args: string[]) => (["--version", "sessions"].includes(args[0]!) ? "≤ 1.5×" : "—");
  const cli = join(DIST, "cli.js");
  for (const args of [["--version"], ["--help"], ["recipes"], ["sessions"]]) {
    const ms = spawnMs([cli, ...args], { cwd });
    rows.push([
      `baton ${args.join(" ")}`,
      ms.toFixed(0),
      (ms - floor).toFixed(0),
      `${(ms / floor).toFixed(2)}×`,
      goal(args),
    ]);
  }
  const post = spawnMs([join(DIST, "post.js")], { cwd });
  rows.push([
    "post step, nothing to save",
    post.toFixed(0),
    (post - floor).toFixed(0),
    `${(post / floor).toFixed(2)}×`,
    "—",
  ]);
  rmSync(cwd, { recursive: true, force: true });
  printTable("start-up (dist/, spawn to exit)", rows);
}
