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
