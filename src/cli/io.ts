import { usageError } from "../engine/errors.ts";

/** What the CLI touches of the outside world, injectable so tests run it in-process. */
export interface CliIO {
  stdout(text: string): void;
  /** `dim` for Baton's own progress lines: the one styling the CLI writes itself. */
  stderr(text: string, style?: "dim"): void;
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
  /** What was piped to stdin (`echo q | baton run`), read to its end; undefined when stdin is a terminal. */
  readStdin?(): Promise<string | undefined>;
}

/** The most of stdin a message may take: a message, not a file dump. */
export const MAX_STDIN_BYTES = 1024 * 1024;

/**
 * What the CLI prints holds what strangers wrote (comments pulled from GitHub, a model's answer):
 * every control character that could act on a terminal (ESC and C1 sequences, among them OSC 52's
 * clipboard write; a bare CR that writes over its line) goes out spelled as its `\u` escape, tab
 * and line ends kept. A JSON string reads such an escape back as the same character, so `--json`
 * stays exact; JSON.stringify already escapes the rest of the C0 range.
 */
export function inert(text: string): string {
  return text.replace(
    /\r(?!\n)|(?![\t\n\r])\p{Cc}/gu,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`,
  );
}

export function processIO(): CliIO {
  return {
    stdout: (t) => process.stdout.write(inert(t)),
    stderr: (t, style) => process.stderr.write(style === "dim" ? `\x1b[2m${inert(t)}\x1b[0m` : inert(t)),
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
    readStdin: async () => {
      if (process.stdin.isTTY) return undefined;
      const chunks: Buffer[] = [];
      let size = 0;
      for await (const chunk of process.stdin as AsyncIterable<Buffer>) {
        size += chunk.length;
        if (size > MAX_STDIN_BYTES) throw usageError(`the message on stdin is over ${MAX_STDIN_BYTES} bytes`);
        chunks.push(chunk);
      }
      return Buffer.concat(chunks).toString("utf8");
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
