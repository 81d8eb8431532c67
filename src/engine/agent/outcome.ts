import type { Usage } from "../messages.ts";
import type { CheckResult } from "../tools/check-log.ts";
import type { FileChange } from "../tools/files/changed-files.ts";

export type RunStatus = "done" | "max_turns" | "budget" | "timeout" | "cancelled" | "blocked" | "failed";

/** What one recipe run came to; the edges turn it into output, comments and exit codes. */
export interface RunOutcome {
  status: RunStatus;
  /** Why the run stopped short, in plain words; absent when done. */
  reason?: string;
  /** What a reader should know besides (an MCP server that was not available): said under the answer and in the summary. */
  notes?: string[];
  /** The final answer (the last assistant text). */
  response: string;
  recipe: string;
  /** Model calls made. */
  turns: number;
  toolCalls: number;
  usage: Usage;
  /** Dollars the run's priced model calls cost (absent when no price is known for the model). */
  costUsd?: number;
  /**
   * The files the editing tools changed, in the order first changed; absent when none. Programs the
   * model ran may have changed others: the working tree is the ground truth for delivering a change.
   */
  filesChanged?: { path: string; change: FileChange }[];
  /**
   * The repository's checks as Baton last ran them in this run; absent when none ran. `stale`: a
   * file was changed after them, so they do not speak for the final code.
   */
  checks?: { results: CheckResult[]; stale: boolean };
  /** Compactions during the run: the strategy asked for, the steps it took ("mask+summarize"), before → after tokens. */
  compactions: {
    trigger: string;
    strategy: string;
    steps: string;
    tokensBefore: number;
    tokensAfter: number;
  }[];
}

export function addUsage(a: Usage, b: Usage): Usage {
  return { input_tokens: a.input_tokens + b.input_tokens, output_tokens: a.output_tokens + b.output_tokens };
}

export const NO_USAGE: Usage = { input_tokens: 0, output_tokens: 0 };
