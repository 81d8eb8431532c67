/**
 * Where the core reports what it does. The action writes these to the job
 * log, the CLI to stderr; tests collect them. The core never prints.
 */
export interface Logger {
  debug(message: string): void;
  info(message: string): void;
  warn(message: string): void;
  error(message: string): void;
}

/** A logger that keeps what it is told, for tests and summaries. */
export function memoryLogger(): Logger & { lines: string[] } {
  const lines: string[] = [];
  const at = (level: string) => (m: string) => lines.push(`${level}: ${m}`);
  return { lines, debug: at("debug"), info: at("info"), warn: at("warn"), error: at("error") };
}
