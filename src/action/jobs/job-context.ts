import type { Octokit } from "@octokit/rest";
import { artifactName } from "../../adapters/github/artifacts/artifact-lookup.ts";
import type { Subject } from "../../adapters/github/subject.ts";
import type { RunOutcome } from "../../engine/agent/outcome.ts";
import { describeError } from "../../engine/errors.ts";
import type { Conversation } from "../../engine/log/conversation.ts";
import { contextHistory } from "../../engine/log/history.ts";
import type { PinnedSubject } from "../../engine/ports.ts";
import type { Runtime } from "../../engine/runtime.ts";
import type { Logger } from "../../engine/util/logger.ts";
import type { Redactor } from "../../engine/util/redact.ts";
import type { StandingInstructions } from "../base-branch/instructions.ts";
import type { Exchange } from "../github/exchange.ts";
import type { Thread, ThreadRequest } from "../github/thread.ts";
import type { ActionInputs } from "../inputs.ts";
import type { RunReport } from "../report/run-report.ts";
import type { RunnerEnv } from "../runner-env.ts";
import type { ConversationStore } from "../state/conversation-store.ts";
import type { SavedConversations } from "../state/step-store.ts";

/** What the jobs of a main step share from the start, before the engine is built. */
export interface StepContext {
  inputs: ActionInputs;
  runner: RunnerEnv;
  octokit: Octokit;
  /**
   * The engine over the step's inputs: being built once the job's first
   * request is on the wire (or when asked for), so it loads while GitHub answers.
   */
  engine: () => Promise<Runtime>;
  /** Where the job's conversations are resumed from: the repository's state artifacts. */
  store: ConversationStore;
  redactor: Redactor;
  logger: Logger;
  saved: SavedConversations;
  report: RunReport;
  /** AGENTS.md and the like, read from the base branch once per job. */
  instructions: StandingInstructions;
  /** What the GitHub tools read of the run's subjects: as the run found them (GitHubContext.pinned). */
  pinned: Map<number, PinnedSubject>;
  /** The issue or PR the trigger names: its feedback, acknowledged right after the gate, and its reads. */
  exchange: Exchange;
  /** The runner's cancel: a run in flight stops between steps and says so (../runner-env.ts). */
  cancel: AbortSignal;
  /** The trigger's time: nothing created or edited after it reaches the model. */
  notAfter: string;
}

/** What a job works with once the engine is built. */
export interface JobContext extends StepContext {
  runtime: Runtime;
}

/** Where a run is reported, and the engine whose open conversation it charts (none if it failed before). */
type Reporting = { report: RunReport; runtime?: Runtime | undefined };

export function reportConversation(
  ctx: Reporting,
  conversationId: string,
  outcome: RunOutcome,
  subject?: string,
): void {
  const conversation = ctx.runtime?.openConversation;
  const history = conversation?.id === conversationId ? contextHistory(conversation.entries) : [];
  ctx.report.conversations.push({
    conversationId,
    stateArtifact: artifactName(conversationId),
    outcome,
    ...(subject ? { subject } : {}),
    ...(history.length ? { history } : {}),
  });
}

/** A run that threw: the summary and outputs still name its conversation, whose state the post step saves. */
export function reportFailure(
  ctx: Reporting,
  conversationId: string,
  recipe: string,
  error: unknown,
  subject?: string,
): void {
  reportConversation(
    ctx,
    conversationId,
    { ...commandOutcome(recipe, ""), status: "failed", reason: describeError(error) },
    subject,
  );
}

/** The outcome of a command that is not a recipe run (a compaction, a pop), as the report counts runs. */
export function commandOutcome(recipe: string, response: string): RunOutcome {
  return {
    status: "done",
    response,
    recipe,
    turns: 0,
    toolCalls: 0,
    usage: { input_tokens: 0, output_tokens: 0 },
    compactions: [],
  };
}

/**
 * Progress for a status comment, at most every few seconds: one edit per step would hit rate limits.
 * The first only after as long: a run that answers within it edits the comment once, into the answer.
 */
export function throttled(write: (text: string) => unknown, everyMs = 5_000): (text: string) => void {
  let last = Date.now();
  return (text) => {
    const now = Date.now();
    if (now - last < everyMs) return;
    last = now;
    write(text);
  };
}

/** A subject's thread up to the trigger, read by `read` (the exchange's). */
export function threadOf(
  subject: Subject,
  read: (request: Omit<ThreadRequest, "owner" | "repo" | "redact">) => Promise<Thread>,
  cut: { notAfter: string; triggerCommentId?: number; triggerReviewCommentId?: number },
): Promise<Thread> {
  const text = subject.kind === "pr" ? subject.pr : subject.issue;
  return read({
    number: subject.number,
    subject: {
      title: text.title,
      body: text.body,
      author: text.author,
      kind: subject.kind === "pr" ? "pull request" : "issue",
    },
    ...cut,
  });
}

/**
 * A conversation whose saved state is missing or expired starts again from its subject's thread,
 * as its first message: every job that resumes a subject's conversation does so. The issue's own
 * text reaches the model through the recipe; only a discussion is worth carrying.
 */
export async function startFromThread(
  conversation: Conversation,
  subject: Subject,
  thread: Thread,
): Promise<void> {
  if (!thread.comments) return;
  await conversation.append({
    type: "message",
    message: {
      role: "user",
      content: `The thread of #${subject.number} so far (no saved conversation could be resumed, so it starts from the thread):\n\n${thread.text}`,
    },
  });
}
