import { spawnSync } from "node:child_process";

/** Median wall time of `runs` calls, after `warmup` unmeasured calls. */
export function medianMs(fn: () => unknown, runs = 11, warmup = 5): number {
  for (let i = 0; i < warmup; i++) fn();
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t0 = performance.now();
    fn();
    times.push(performance.now() - t0);
  }
  times.sort((a, b) => a - b);
  return times[Math.floor(times.length / 2)]!;
}

export function printTable(title: string, rows: (string | number)[][]): void {
  console.log(`\n${title}`);
  const cells = rows.map((r) => r.map(String));
  const widths = cells[0]!.map((_, i) => Math.max(...cells.map((r) => r[i]!.length)));
  for (const r of cells) console.log(`  ${r.map((c, i) => c.padStart(widths[i]!)).join("  ")}`);
}

/** The middle value. */
export function median(values: readonly number[]): number {
  return [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
}

/** Median wall time of an async `fn` over `runs` calls, after one unmeasured call. */
export async function medianAsyncMs(fn: () => Promise<unknown> | unknown, runs: number): Promise<number> {
  const times: number[] = [];
  for (let i = 0; i <= runs; i++) {
    const t0 = performance.now();
    await fn();
    if (i > 0) times.push(performance.now() - t0);
  }
  return median(times);
}

/** Median wall time of spawning `node args` to its exit, `runs` times after one warm-up. */
export function spawnMs(args: string[], options: { cwd?: string; runs?: number } = {}): number {
  const times: number[] = [];
  for (let i = 0; i <= (options.runs ?? 7); i++) {
    const t0 = performance.now();
    const r = spawnSync(process.execPath, args, {
      ...(options.cwd ? { cwd: options.cwd } : {}),
      env: { PATH: process.env.PATH ?? "" },
      stdio: "ignore",
    });
    if (r.status !== 0) throw new Error(`${args.join(" ")} exited with ${r.status}`);
    if (i > 0) times.push(performance.now() - t0);
  }
  return median(times);
}
