/** What the CLI touches of the outside world, injectable so tests run it in-process. */
export interface CliIO {
  stdout(text: string): void;
  stderr(text: string): void;
  env: NodeJS.ProcessEnv;
  cwd: string;
  /** Whether stdout is a terminal: the answer streams there as it is written. */
  isTTY: boolean;
  /** Whether stderr is a terminal: progress is shown there, never when piped. */
  stderrIsTTY: boolean;
  /**
   * Calls `handler` on the first interrupt (Ctrl-C, SIGINT) until the returned
   * function is called; a second interrupt ends the process as usual.
   */
  onInterrupt?(handler: () => void): () => void;
}

export function processIO(): CliIO {
  return {
    stdout: (t) => process.stdout.write(t),
    stderr: (t) => process.stderr.write(t),
    env: process.env,
    cwd: process.cwd(),
    isTTY: Boolean(process.stdout.isTTY),
    stderrIsTTY: Boolean(process.stderr.isTTY),
    onInterrupt: (handler) => {
      const once = () => {
        // The next Ctrl-C is Node's own: it ends the process at once.
        process.off("SIGINT", once);
        handler();
      };
      process.on("SIGINT", once);
      return () => process.off("SIGINT", once);
    },
  };
}

/** Left-aligned columns for human output. */
export function table(rows: string[][]): string {
  const widths: number[] = [];
  for (const row of rows)
    for (const [i, cell] of row.entries()) widths[i] = Math.max(widths[i] ?? 0, cell.length);
  return rows
    .map((row) =>
      row
        .map((cell, i) => (i === row.length - 1 ? cell : cell.padEnd(widths[i]!)))
        .join("  ")
        .trimEnd(),
    )
    .join("\n")
    .concat("\n");
}
