import { spawnSync } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { printTable } from "./stats.ts";

const DIST = resolve(import.meta.dirname, "../dist");

/** Median wall time of spawning `args` with this Node, `runs` times after one warm-up. */
function spawnMs(args: string[], cwd: string, runs = 7): number {
  const times: number[] = [];
  for (let i = 0; i <= runs; i++) {
    const t0 = performance.now();
    const r = spawnSync(process.execPath, args, {
      cwd,
      env: { PATH: process.env.PATH ?? "" },
      stdio: "ignore",
    });
    if (r.status !== 0) throw new Error(`${args.join(" ")} exited with ${r.status}`);
    if (i > 0) times.push(performance.now() - t0);
  }
  times.sort((a, b) => a - b);
  return times[Math.floor(times.length / 2)]!;
}

/** What every workflow run and every CLI call pays before any work: spawn to exit, beside `node -e 0`. */
export function startupBench(): void {
  const cwd = mkdtempSync(join(tmpdir(), "baton-bench-"));
  const floor = spawnMs(["-e", "0"], cwd);
  const rows: (string | number)[][] = [["command", "median ms", "beyond node -e 0"]];
  rows.push(["node -e 0", floor.toFixed(0), "—"]);
  const cli = join(DIST, "cli.js");
  for (const args of [["--version"], ["--help"], ["recipes"], ["sessions"]]) {
    const ms = spawnMs([cli, ...args], cwd);
    rows.push([`baton ${args.join(" ")}`, ms.toFixed(0), (ms - floor).toFixed(0)]);
  }
  const post = spawnMs([join(DIST, "post.js")], cwd);
  rows.push(["post step, nothing to save", post.toFixed(0), (post - floor).toFixed(0)]);
  printTable("start-up (dist/, spawn to exit)", rows);
}
