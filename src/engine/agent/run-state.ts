// What a run was asked to do and within which limits, and the run in progress as hooks, handlers
// and compaction see it: apart from the loop (agent.ts), so those can name a run without the loop.
import type { HookPayload } from "../hooks/runner.ts";
import type { Conversation } from "../log/conversation.ts";
import type { Usage } from "../messages.ts";
import type { Recipe } from "../recipes/schema.ts";
import type { Logger } from "../util/logger.ts";
import type { RunOutcome } from "./outcome.ts";

/** Limits and thresholds of a run (from the action's inputs or the CLI's flags). */
export interface AgentLimits {
  model: string;
  contextWindow: number;
  maxTurns: number;
  /** 0 = no budget. */
  maxRunTokens: number;
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
}

/** What hooks, handlers and compaction may see and use of a run in progress. */
export interface RunState {
  readonly conversation: Conversation;
  readonly recipe: Recipe;
  readonly request: RunRequest;
  readonly limits: AgentLimits;
  readonly logger: Logger;
  readonly usage: Usage;
  outcome: RunOutcome;
  /** The common fields of every hook payload. */
  payload(event: HookPayload["event"], fields?: Record<string, unknown>): HookPayload;
}
