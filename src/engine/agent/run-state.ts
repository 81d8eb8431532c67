// What a run was asked to do and within which limits, and the run in progress as hooks, handlers
// and compaction see it: apart from the loop (agent.ts), so those can name a run without the loop.
import type { HookPayload } from "../hooks/runner.ts";
import type { Conversation } from "../log/conversation.ts";
import type { Usage } from "../messages.ts";
import type { Recipe } from "../recipes/schema.ts";
import type { CheckLog } from "../tools/check-log.ts";
import type { ChangedFiles } from "../tools/files/changed-files.ts";
import type { Logger } from "../util/logger.ts";
import type { RunOutcome } from "./outcome.ts";

/** Limits and thresholds of a run (from the action's inputs or the CLI's flags). */
export interface AgentLimits {
  model: string;
  contextWindow: number;
  maxTurns: number;
  /** 0 = no budget. */
  maxRunTokens: number;
  /** Dollars; 0 = no budget. */
  maxRunCost?: number;
  /** Dollars the process has spent on model calls so far; undefined once a call could not be priced. */
  spentUsd?: () => number | undefined;
  /**
   * Tokens the process has spent on model calls so far, every caller's (an
   * extension's `complete()` too); without it, the run counts its own calls.
   */
  spentTokens?: () => number;
  /** Wall-clock limit of the whole run, callbacks included; 0 = none. */
  runTimeoutMs: number;
  /** Tool calls one model response may make; the rest are answered with an error, not run. */
  maxToolCallsPerTurn: number;
  compactThreshold: number;
  /** 0 disables the built-in stop compaction. */
  stopCompactThreshold: number;
}

export interface RunRequest {
  recipe: string;
  args?: Record<string, string>;
  message?: string;
  trigger: string;
  runId?: string;
  headSha?: string;
  invokedBy?: "main" | "callback";
  callbackArgs?: Record<string, unknown>;
  depth?: number;
  /**
   * What the runs that called this one back spent already: `max-turns` and
   * the budgets are those of the whole chain, as the time limit is.
   */
  spentBefore?: { turns: number; tokens: number; startUsd: number; startTokens: number };
}

/** What hooks, handlers and compaction may see and use of a run in progress. */
export interface RunState {
  readonly conversation: Conversation;
  readonly recipe: Recipe;
  readonly request: RunRequest;
  readonly limits: AgentLimits;
  readonly logger: Logger;
  readonly usage: Usage;
  /** What the process had spent on model calls when the run began, in dollars. */
  readonly startUsd: number;
  /** And in tokens. */
  readonly startTokens: number;
  /** Aborted when the run's time limit passes: model requests and tools in flight stop. */
  readonly signal?: AbortSignal;
  outcome: RunOutcome;
  /** The files the editing tools changed in this run (agent_stop's `files_changed`, the outcome's `filesChanged`). */
  readonly changes: ChangedFiles;
  /** How the repository's checks went in this run, as Baton ran them (the outcome's `checks`). */
  readonly checkLog: CheckLog;
  /** What every model request of the run sends before the conversation: the thresholds count it too. */
  systemPrompt?: string;
  /** The common fields of every hook payload. */
  payload(event: HookPayload["event"], fields?: Record<string, unknown>): HookPayload;
}
