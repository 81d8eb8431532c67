import type { RunOutcome } from "../../engine/agent/outcome.ts";
import type { ContextPoint } from "../../engine/log/history.ts";

/**
 * What one workflow run did, for the job summary and the step outputs. A
 * comment or dispatch run touches one conversation; a scheduled review may
 * touch several, or none.
 */
export interface RunReport {
  /** What started the run, in words, e.g. "issue_comment `/run pr-review` by @alice". */
  trigger: string;
  conversations: ConversationReport[];
  /** Things the user should know: a fresh start, a refused state, PRs left for the next sweep. */
  notices: string[];
  /** A job matrix of PRs still to review (`reviewMatrix`), when the run emits one. */
  reviewMatrix?: string;
}

export interface ConversationReport {
  conversationId: string;
  /** What the conversation is about, e.g. "PR #17: Fix the parser". */
  subject?: string;
  /** The artifact holding the conversation's state (`baton-<id>`); absent when it is not saved. */
  stateArtifact?: string;
  outcome: RunOutcome;
  /** The conversation's context size over its runs and compactions, for the chart. */
  history?: ContextPoint[];
}
