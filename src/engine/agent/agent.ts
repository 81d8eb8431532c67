import { describeError, failure } from "../errors.ts";
import type { HookPayload, HookRunner } from "../hooks/runner.ts";
import type { Conversation } from "../log/conversation.ts";
import { type Entry, known } from "../log/entries.ts";
import { jsonDepth, MAX_ENTRY_DEPTH } from "../log/session-file.ts";
import { loadTokenizer, messagesTokenBound, preloadTokenizer, textTokens } from "../log/tokens.ts";
import type { OpenedTools } from "../mcp/toolbox.ts";
import type { Message } from "../messages.ts";
import {
  type AnswerFormat,
  ContextOverflowError,
  type ModelClient,
  type ModelResponse,
} from "../model/client.ts";
import type { RecipeCatalog } from "../recipes/loader.ts";
import { type RecipeVariables, renderRecipe } from "../recipes/render.ts";
import type { Recipe } from "../recipes/schema.ts";
import type { ProgramLimits } from "../sandbox/limits.ts";
import { CheckLog } from "../tools/check-log.ts";
import { ChangedFiles } from "../tools/files/changed-files.ts";
import type { ToolContext } from "../tools/tool.ts";
import { createToolset, type Toolset } from "../tools/toolset.ts";
import type { Logger } from "../util/logger.ts";
import { formatUsd } from "../util/text.ts";
import { ABORTED, untilAborted } from "../util/time-limit.ts";
import { type BuiltinHandlers, bindRecipeHandlers } from "./builtin-handlers.ts";
import { addUsage, NO_USAGE, type RunOutcome } from "./outcome.ts";
import { fitToWindow, requestMessages } from "./request.ts";
import type { AgentLimits, RunRequest, RunState } from "./run-state.ts";

export const MAX_CALLBACK_DEPTH = 3;

/**
 * The compaction service as the loop sees it (docs/design.md#compaction). The loop only knows
 * where compaction happens, never how.
 */
export interface CompactionPoint {
  /** Before each model call: compacts when over the threshold; a no-op otherwise. */
  beforeModelCall(run: RunState): Promise<void>;
  /** The model said the request was too large: compact hard, once. Returns whether anything changed. */
  onOverflow(run: RunState): Promise<boolean>;
  /** The run is ending and no agent_stop hook took over: the built-in stop compaction. */
  atStop(run: RunState): Promise<void>;
}

export interface AgentDeps {
  conversation: Conversation;
  model: ModelClient;
  recipes: RecipeCatalog;
  hooks: HookRunner;
  tools: ToolContext;
  limits: AgentLimits;
  logger: Logger;
  variables?: RecipeVariables;
  builtins?: BuiltinHandlers;
  compaction?: CompactionPoint;
  /**
   * The repository's standing instructions (AGENTS.md and the like, read by
   * the edge from a trusted ref): they join every recipe's system prompt.
   */
  instructions?: string;
  /** Opens another conversation, for a `mutate` result that targets one. */
  openConversation?: (id: string) => Promise<Conversation>;
  /** Streams the answer's text as it arrives. */
  onText?: (delta: string) => void;
  /** The JSON form the final answer must take (a structured answer): asked of the model on every call of the run. */
  answerFormat?: AnswerFormat;
  /** Progress for status lines and comments ("calling the model", "running grep"). */
  onProgress?: (message: string) => void;
  /** Calls `fire` after `ms` and returns what cancels it: the run's time limit (tests pass their own). */
  timer?: Timer;
  /** Starts the MCP servers a recipe's `allowed_tools` names, for the length of its run (mcp/toolbox.ts). */
  mcp?: (
    allowedTools: readonly string[] | undefined,
    signal?: AbortSignal,
  ) => Promise<OpenedTools | undefined>;
  /**
   * Aborted when the user stops the run (Ctrl-C): it ends as at its time
   * limit, between steps, with what was said kept, but as "cancelled".
   */
  cancel?: AbortSignal;
}

export type Timer = (ms: number, fire: () => void) => () => void;

const realTimer: Timer = (ms, fire) => {
  const handle = setTimeout(fire, ms);
  // The limit never keeps a process alive on its own.
  handle.unref();
  return () => clearTimeout(handle);
};

/**
 * The agent loop (docs/design.md#the-agent-loop): one loop for any model. Every message is
 * appended to the log as it happens, so a killed run loses at most the call
 * in flight.
 */
export class Agent {
  /** Stops the run in progress at its time limit or the user's cancel, shared by the recipes it calls back. */
  private deadline: AbortController | undefined;
  private cancelled = false;

  constructor(private readonly deps: AgentDeps) {}

  get conversation(): Conversation {
    return this.deps.conversation;
  }

  async run(request: RunRequest): Promise<RunOutcome> {
    const { deps } = this;
    const recipe = deps.recipes.get(request.recipe);
    const outcome: RunOutcome = {
      status: "done",
      response: "",
      recipe: recipe.name,
      turns: 0,
      toolCalls: 0,
      usage: NO_USAGE,
      compactions: [],
    };
    const cancelLimit = this.deadline ? undefined : this.startDeadline();
    const state = this.state(recipe, request, outcome);
    const unbind = bindRecipeHandlers(recipe, deps.hooks, state, deps.builtins ?? {});
    let mcp: OpenedTools | undefined;
    try {
      mcp = await deps.mcp?.(recipe.allowed_tools, this.deadline?.signal);
      if (mcp?.notes.length) outcome.notes = [...(outcome.notes ?? []), ...mcp.notes];
      const callback = await this.loop(state, recipe, request, mcp?.tools);
      // The recipe's own handlers stand down before the recipe it called back runs, and its servers stop.
      unbind();
      await mcp?.close();
      mcp = undefined;
      if (callback && !this.timedOut(outcome)) await this.callback(state, callback.recipe, callback.args);
    } catch (error) {
      // A request or tool the time limit aborted is the limit's stop, not a failure of the work.
      if (!this.timedOut(outcome)) {
        outcome.status = "failed";
        outcome.reason = describeError(error);
        await this.recordRun(request, outcome, state.startUsd);
        // A called-back recipe is hook output: the run that called it decides (Agent.callback).
        if (request.invokedBy === "callback") return outcome;
        throw error;
      }
    } finally {
      unbind();
      await mcp?.close();
      if (state.changes.size) outcome.filesChanged = state.changes.list();
      const checks = state.checkLog.last;
      if (checks)
        outcome.checks = { results: [...checks], stale: state.checkLog.staleAt(state.changes.edits) };
      if (cancelLimit) {
        cancelLimit();
        this.deadline = undefined;
      }
    }
    await this.recordRun(request, outcome, state.startUsd);
    return outcome;
  }

  /** Starts the run's wall-clock limit and listens for the user's cancel; returns what stops both. */
  private startDeadline(): (() => void) | undefined {
    const { runTimeoutMs } = this.deps.limits;
    const { cancel } = this.deps;
    if (!(runTimeoutMs > 0) && !cancel) return undefined;
    const deadline = new AbortController();
    this.deadline = deadline;
    this.cancelled = false;
    const onCancel = () => {
      this.cancelled = true;
      deadline.abort();
    };
    if (cancel?.aborted) onCancel();
    cancel?.addEventListener("abort", onCancel, { once: true });
    const stopTimer =
      runTimeoutMs > 0 ? (this.deps.timer ?? realTimer)(runTimeoutMs, () => deadline.abort()) : undefined;
    return () => {
      stopTimer?.();
      cancel?.removeEventListener("abort", onCancel);
    };
  }

  /** True once the time limit has passed or the user cancelled; the outcome then says so. */
  private timedOut(outcome: RunOutcome): boolean {
    if (!this.deadline?.signal.aborted) return false;
    if (this.cancelled) {
      if (outcome.status !== "cancelled") {
        outcome.status = "cancelled";
        outcome.reason = "cancelled; what was said so far is saved and the conversation can be resumed";
      }
      return true;
    }
    if (outcome.status !== "timeout") {
      const minutes = Number((this.deps.limits.runTimeoutMs / 60_000).toFixed(2));
      outcome.status = "timeout";
      outcome.reason = `stopped after ${minutes} minutes, the run's time limit (run-timeout-minutes); the conversation is saved and can be resumed`;
    }
    return true;
  }

  /** Runs the turns; returns the recipe an agent_stop hook called back, if any. */
  private async loop(
    state: RunState,
    recipe: Recipe,
    request: RunRequest,
    mcpTools: OpenedTools["tools"] | undefined,
  ): Promise<{ recipe: string; args: Record<string, unknown> } | undefined> {
    const { deps } = this;
    const conversation = deps.conversation;
    const { outcome } = state;
    const userMessage = request.message?.trim() || commandLine(request);

    const blocked = await deps.hooks.emit(
      "user_message_send",
      state.payload("user_message_send", { message: userMessage }),
      this.deadline?.signal,
    );
    if (blocked) {
      outcome.status = "blocked";
      outcome.reason = `a hook blocked the message: ${blocked.reason}`;
      return;
    }
    // A retry of a run that failed before any answer asks again what is already the log's last
    // message: said once, not twice (the log keeps the failed runs' entries as they were).
    if (!unansweredAsk(conversation.entries, userMessage))
      await conversation.append({ type: "message", message: { role: "user", content: userMessage } });

    const system = await this.systemPrompt(recipe, request);
    state.systemPrompt = system;
    const signal = this.deadline?.signal;
    const toolset = createToolset({
      allowedTools: recipe.allowed_tools,
      allowedCommands: recipe.allowed_commands,
      shell: { network: recipe.network, env: recipe.env, limits: recipeLimits(recipe.limits) },
      readPaths: recipe.read_paths,
      ...(mcpTools ? { mcpTools } : {}),
      context: {
        ...deps.tools,
        changes: state.changes,
        checkLog: state.checkLog,
        ...(signal
          ? { signal: deps.tools.signal ? AbortSignal.any([deps.tools.signal, signal]) : signal }
          : {}),
      },
    });

    for (;;) {
      const answer = await this.turn(state, recipe, system, toolset);
      // Stopped short: the reason is in the outcome. Past the time limit, a cancel or a spent budget, no
      // compaction either: its summary would be one more model call. The next run compacts if it must.
      if (answer === undefined)
        return outcome.status === "timeout" || outcome.status === "cancelled" || outcome.status === "budget"
          ? undefined
          : await this.stopCompaction(state);
      outcome.response = answer;
      // Hooks see exact counts (the stop payload's context size); the tokenizer is on its way since the first request.
      await loadTokenizer();
      await deps.hooks.emit(
        "turn_end",
        state.payload("turn_end", { response: answer, turn_number: conversation.userTurns() }),
        this.deadline?.signal,
      );

      const stop = await deps.hooks.emit("agent_stop", this.stopPayload(state), this.deadline?.signal);
      if (!stop) return await this.stopCompaction(state);
      if (stop.result === "continue") {
        for (const m of stop.messages)
          await conversation.append({ type: "message", message: { role: "user", content: m.content ?? "" } });
        continue;
      }
      if (stop.result === "mutate") {
        await this.mutate(stop.messages, stop.target_conversation_id);
        return;
      }
      return { recipe: stop.callback, args: stop.callback_args };
    }
  }

  /** Model calls until the model answers without tools; undefined when a limit stopped the run. */
  private async turn(
    state: RunState,
    recipe: Recipe,
    system: string,
    toolset: Toolset,
  ): Promise<string | undefined> {
    const { deps } = this;
    const { outcome, limits } = { outcome: state.outcome, limits: deps.limits };
    const before = state.request.spentBefore;
    for (;;) {
      if (this.timedOut(outcome)) return undefined;
      const turns = (before?.turns ?? 0) + outcome.turns;
      if (turns >= limits.maxTurns) {
        outcome.status = "max_turns";
        outcome.reason = `stopped after ${turns} model calls (max-turns ${limits.maxTurns}); the conversation is saved and can be resumed`;
        return undefined;
      }
      const spent = limits.spentTokens
        ? limits.spentTokens() - (before?.startTokens ?? state.startTokens)
        : (before?.tokens ?? 0) + outcome.usage.input_tokens + outcome.usage.output_tokens;
      if (limits.maxRunTokens > 0 && spent >= limits.maxRunTokens) {
        outcome.status = "budget";
        outcome.reason = `stopped after spending ${spent} tokens (max-run-tokens ${limits.maxRunTokens}); the conversation is saved and can be resumed`;
        return undefined;
      }
      const usd = (limits.spentUsd?.() ?? Number.NaN) - (before?.startUsd ?? state.startUsd);
      if (limits.maxRunCost && usd >= limits.maxRunCost) {
        outcome.status = "budget";
        outcome.reason = `stopped after spending ${formatUsd(usd)} (max-run-cost ${formatUsd(limits.maxRunCost)}); the conversation is saved and can be resumed`;
        return undefined;
      }
      const response = await this.callModel(state, recipe, system, toolset);
      outcome.turns++;
      const message = withUniqueCallIds(response.message);
      await deps.conversation.append({ type: "message", message, usage: response.usage });
      const cut = CUT_SHORT[response.finishReason];
      const why = cut && `the model's answer was cut short: ${cut} (finish_reason ${response.finishReason})`;
      if (why) deps.logger.warn(`conversation ${deps.conversation.id}: ${why}`);
      if (!message.tool_calls?.length) {
        // A final answer cut short stands, but nobody should take it for a whole one. Only the last
        // one counts: a cut call is answered with an error, and a hook's `continue` asks again, and
        // the answer that follows says for itself whether it is whole. (A finished run has no other reason.)
        if (why) outcome.reason = why;
        else delete outcome.reason;
        return message.content ?? "";
      }
      const calls = message.tool_calls;
      const cap = limits.maxToolCallsPerTurn;
      if (calls.length > cap)
        deps.logger.warn(
          `conversation ${deps.conversation.id}: the model asked for ${calls.length} tool calls in one answer; the ${calls.length - cap} beyond max-tool-calls-per-turn (${cap}) were answered with an error, not run`,
        );
      for (const [i, call] of calls.entries()) {
        // Every call gets its result, run or not, so the log stays a well-formed conversation.
        if (this.timedOut(outcome))
          await this.toolResult(call.id, "Error: not run: the run's time limit was reached");
        else if (i >= cap)
          await this.toolResult(
            call.id,
            `Error: not run: one answer may make at most ${cap} tool calls (max-tool-calls-per-turn); make the calls still needed in your next answer`,
          );
        else await this.runTool(state, toolset, call.id, call.function.name, call.function.arguments);
      }
    }
  }

  private async toolResult(id: string, content: string): Promise<void> {
    await this.deps.conversation.append({
      type: "message",
      message: { role: "tool", tool_call_id: id, content },
    });
  }

  /** pre_llm_request (exactly once per call), context handlers, the call, overflow handling. */
  private async callModel(
    state: RunState,
    recipe: Recipe,
    system: string,
    toolset: Toolset,
  ): Promise<ModelResponse> {
    const { deps } = this;
    await this.preLlmRequest(state);
    const request = async () => {
      // A compaction just before may have run past the time limit: nothing more is sent.
      this.deadline?.signal.throwIfAborted();
      let messages = requestMessages(system, deps.conversation.context(), recipe.summary_placement);
      if (deps.hooks.handles("context"))
        messages = await deps.hooks.chainContext(state.payload("context"), messages);
      // Whatever compaction managed, no request larger than the window is sent: the largest tool
      // outputs are cut (saying so) as a last step, and what still does not fit is refused.
      // Only a request the byte bound cannot clear waits for the tokenizer.
      if (messagesTokenBound(messages) > deps.limits.contextWindow) await loadTokenizer();
      const fitted = fitToWindow(messages, deps.limits.contextWindow);
      if (!fitted) {
        throw failure(
          `the conversation holds ${deps.conversation.contextTokens() + textTokens(system)} tokens, more than the model's window of ${deps.limits.contextWindow}, even after compaction; compact it with /compact or raise context-window`,
        );
      }
      if (fitted.cut) {
        deps.logger.warn(
          `conversation ${deps.conversation.id}: ${fitted.cut} tool ${fitted.cut === 1 ? "output was" : "outputs were"} cut in this request to fit the model's window`,
        );
      }
      messages = fitted.messages;
      deps.onProgress?.(`calling ${deps.limits.model}`);
      const response = await deps.model.complete({
        model: deps.limits.model,
        messages,
        ...(this.deadline ? { signal: this.deadline.signal } : {}),
        ...(toolset.definitions.length ? { tools: toolset.definitions } : {}),
        ...(deps.onText ? { onText: deps.onText } : {}),
        ...(deps.answerFormat ? { answerFormat: deps.answerFormat } : {}),
        // The tokenizer loads while the model thinks: started as soon as the request is written
        // (started earlier, parsing its 3 MB held the request up), or once the answer is in when
        // the client cannot tell. Counts are exact from then on.
        onSent: preloadTokenizer,
      });
      preloadTokenizer();
      state.outcome.usage = addUsage(state.outcome.usage, response.usage);
      return response;
    };
    try {
      return await request();
    } catch (error) {
      // One forced compaction, then one more try; a second overflow is the run's failure.
      if (
        error instanceof ContextOverflowError &&
        deps.compaction &&
        (await deps.compaction.onOverflow(state))
      )
        return request();
      throw error;
    }
  }

  /**
   * The built-in agent_stop compaction: a run ending at or above the stop
   * threshold is compacted before its state is saved. A failure is logged;
   * the run's answer stands.
   */
  private async stopCompaction(state: RunState): Promise<undefined> {
    const { deps } = this;
    if (!deps.compaction || this.timedOut(state.outcome)) return undefined;
    try {
      await deps.compaction.atStop(state);
    } catch (error) {
      deps.logger.warn(
        `stop compaction failed for conversation ${deps.conversation.id}: ${describeError(error)}`,
      );
    }
    return undefined;
  }

  /** The pre-LLM point: an error here is logged with the conversation id and never reaches the loop. */
  private async preLlmRequest(state: RunState): Promise<void> {
    const { deps } = this;
    try {
      if (deps.compaction) await deps.compaction.beforeModelCall(state);
    } catch (error) {
      if (this.deadline?.signal.aborted) throw error; // the time limit, not the check, stopped it
      deps.logger.warn(
        `pre-LLM check failed for conversation ${deps.conversation.id}: ${describeError(error)}; continuing without it`,
      );
    }
    // A failed compaction must not also silence the pre_llm_request hooks: they fire once per call.
    try {
      if (deps.hooks.handles("pre_llm_request"))
        await deps.hooks.emit(
          "pre_llm_request",
          state.payload("pre_llm_request", {
            tokens: await deps.conversation.tokens(),
            max_context_window: deps.limits.contextWindow,
          }),
          this.deadline?.signal,
        );
    } catch (error) {
      deps.logger.warn(
        `pre_llm_request hooks failed for conversation ${deps.conversation.id}: ${describeError(error)}`,
      );
    }
  }

  private async runTool(
    state: RunState,
    toolset: Toolset,
    id: string,
    name: string,
    args: string,
  ): Promise<void> {
    const { deps } = this;
    state.outcome.toolCalls++;
    // Nested past what anything downstream can walk (hooks, the log), the arguments are refused unread.
    const depth = jsonDepth(args);
    if (depth > MAX_ENTRY_DEPTH) {
      await this.toolResult(
        id,
        `Error: not run: the arguments are nested ${depth} levels deep (at most ${MAX_ENTRY_DEPTH})`,
      );
      return;
    }
    let input: unknown;
    try {
      input = args.trim() ? JSON.parse(args) : {};
    } catch {
      input = args;
    }
    let output: string;
    const before = await deps.hooks.emit(
      "before_tool_call",
      state.payload("before_tool_call", { tool_name: name, tool_input: input }),
      this.deadline?.signal,
    );
    if (before && "blocked" in before) {
      output = `Error: the call was blocked by a hook: ${before.reason}`;
    } else {
      deps.onProgress?.(`running ${name}`);
      // A tool that does not heed the run's signal still lets the time limit stop the run.
      const result = await untilAborted(
        toolset.execute(name, before ? JSON.stringify(before.input) : args),
        this.deadline?.signal,
      );
      if (result === ABORTED) {
        // The run is over: no after_tool_call hook is waited for on a call it gave up.
        await this.toolResult(
          id,
          "Error: not finished: the run was stopped (its time limit, or a cancel) while the tool worked",
        );
        return;
      }
      output = result.isError ? `Error: ${result.output}` : result.output;
      const after = await deps.hooks.emit(
        "after_tool_call",
        state.payload("after_tool_call", {
          tool_name: name,
          tool_input: before?.input ?? input,
          tool_output: output,
        }),
        this.deadline?.signal,
      );
      if (after) output = after.output;
    }
    await this.toolResult(id, output);
  }

  /** Needs exact counts: the tokenizer is loaded (the loop awaits it before turn_end). */
  private stopPayload(state: RunState): HookPayload {
    const { deps } = this;
    return state.payload("agent_stop", {
      messages: deps.conversation.contextMessages(),
      usage: {
        input_tokens: state.outcome.usage.input_tokens,
        output_tokens: state.outcome.usage.output_tokens,
        current_context_window: deps.conversation.contextTokens(),
        max_context_window: deps.limits.contextWindow,
      },
      auto_compact_enabled: deps.limits.compactThreshold > 0,
      auto_compact_threshold: deps.limits.compactThreshold,
      callback_args: state.request.callbackArgs ?? {},
      files_changed: state.changes.list().map((file) => file.path),
    });
  }

  private async mutate(messages: Message[], targetId: string | undefined): Promise<void> {
    const { deps } = this;
    let target = deps.conversation;
    if (targetId && targetId !== deps.conversation.id) {
      if (!deps.openConversation) {
        deps.logger.warn(
          `a hook asked to mutate conversation ${targetId}, which this run cannot open; ignored`,
        );
        return;
      }
      try {
        target = await deps.openConversation(targetId);
      } catch (error) {
        deps.logger.warn(
          `a hook asked to mutate conversation ${targetId}, which could not be opened (${(error as Error).message}); ignored`,
        );
        return;
      }
    }
    await target.append({ type: "mutation", messages, source: "agent_stop" });
    deps.logger.info(
      `conversation ${target.id} replaced by ${messages.length} messages from an agent_stop hook`,
    );
  }

  /** Runs a called-back recipe on the same conversation; its spending counts toward the parent run. */
  private async callback(
    parentState: RunState,
    recipe: string,
    args: Record<string, unknown>,
  ): Promise<void> {
    const { request: parent, outcome } = parentState;
    if (!this.deps.recipes.has(recipe)) {
      this.deps.logger.warn(`an agent_stop hook called back recipe ${recipe}, which does not exist; ignored`);
      return;
    }
    const depth = (parent.depth ?? 0) + 1;
    if (depth > MAX_CALLBACK_DEPTH) {
      this.deps.logger.warn(
        `callback to ${recipe} refused: callback chains may be at most ${MAX_CALLBACK_DEPTH} deep`,
      );
      return;
    }
    this.deps.logger.info(`agent_stop hook called back recipe ${recipe}`);
    const stringArgs = Object.fromEntries(
      Object.entries(args).map(([k, v]) => [k, typeof v === "string" ? v : JSON.stringify(v)]),
    );
    const before = parent.spentBefore;
    const called = await this.run({
      recipe,
      args: stringArgs,
      trigger: "callback",
      invokedBy: "callback",
      callbackArgs: args,
      depth,
      spentBefore: {
        turns: (before?.turns ?? 0) + outcome.turns,
        tokens: (before?.tokens ?? 0) + outcome.usage.input_tokens + outcome.usage.output_tokens,
        startUsd: before?.startUsd ?? parentState.startUsd,
        startTokens: before?.startTokens ?? parentState.startTokens,
      },
    });
    this.timedOut(outcome);
    outcome.turns += called.turns;
    outcome.toolCalls += called.toolCalls;
    outcome.usage = addUsage(outcome.usage, called.usage);
    outcome.compactions.push(...called.compactions);
    if (called.notes?.length) outcome.notes = [...(outcome.notes ?? []), ...called.notes];
    // One that could not run (its arguments break the recipe, its model call failed) is hook
    // output gone wrong: said under the answer before it, which stands.
    if (called.status === "failed") {
      outcome.reason = `the recipe ${recipe} an agent_stop hook called back failed: ${called.reason ?? "unknown error"}`;
      this.deps.logger.warn(`conversation ${this.deps.conversation.id}: ${outcome.reason}`);
      return;
    }
    // A chain stopped by a limit says so: the run that called it back did not finish either.
    if (called.status !== "done" && outcome.status === "done") {
      outcome.status = called.status;
      if (called.reason !== undefined) outcome.reason = called.reason;
    }
  }

  private async systemPrompt(recipe: Recipe, request: RunRequest): Promise<string> {
    const { conversation } = this.deps;
    const render = (uncounted?: () => void) =>
      renderRecipe(recipe, {
        ...this.deps.variables,
        args: request.args ?? {},
        conversation: conversation.recipeView(uncounted),
      });
    // Rendering is pure: a recipe that reads `conversation.tokens` before the tokenizer is loaded is rendered again with it.
    let uncounted = false;
    let prompt = render(() => {
      uncounted = true;
    });
    if (uncounted) {
      await loadTokenizer();
      prompt = render();
    }
    const standing = this.deps.instructions?.trim();
    return standing ? `${prompt.trim()}\n\n${standing}` : prompt.trim();
  }

  private async recordRun(request: RunRequest, outcome: RunOutcome, startUsd: number): Promise<void> {
    if (request.invokedBy === "callback") return;
    const spent = this.deps.limits.spentUsd?.();
    if (spent !== undefined) outcome.costUsd = spent - startUsd;
    const contextTokens = await this.deps.conversation.tokens();
    await this.deps.conversation.append({
      type: "run",
      run_id: request.runId ?? "local",
      trigger: request.trigger,
      recipe: outcome.recipe,
      status: outcome.status,
      usage: outcome.usage,
      head_sha: request.headSha ?? null,
      context_tokens: contextTokens,
      ...(outcome.costUsd !== undefined ? { cost_usd: outcome.costUsd } : {}),
      ...(outcome.reason ? { reason: outcome.reason } : {}),
    });
  }

  private state(recipe: Recipe, request: RunRequest, outcome: RunOutcome): RunState {
    const { deps } = this;
    return {
      ...(this.deadline ? { signal: this.deadline.signal } : {}),
      conversation: deps.conversation,
      recipe,
      request,
      limits: deps.limits,
      logger: deps.logger,
      startUsd: deps.limits.spentUsd?.() ?? 0,
      startTokens: deps.limits.spentTokens?.() ?? 0,
      outcome,
      changes: new ChangedFiles(),
      checkLog: new CheckLog(),
      get usage() {
        return outcome.usage;
      },
      payload: (event, fields = {}) => ({
        event,
        conv_id: deps.conversation.id,
        cwd: deps.tools.workspace,
        invoked_by: request.invokedBy ?? "main",
        invoked_recipe: recipe.name,
        ...fields,
      }),
    };
  }
}

/** The user turn of a run started without a message: the command as it was given. */
function commandLine(request: RunRequest): string {
  const args = Object.entries(request.args ?? {}).map(([k, v]) => ` ${k}=${v}`);
  return `/run ${request.recipe}${args.join("")}`;
}

/** Finish reasons that say the server stopped the answer before the model did. */
const CUT_SHORT: Record<string, string> = {
  length: "it reached the output limit",
  content_filter: "the server's content filter stopped it",
};

/**
 * The answer with every tool call's id its own: two calls of one answer
 * under one id would share one result, and the other's would be lost. A
 * repeat gets the id with a suffix no other call of the answer has.
 */
function withUniqueCallIds(message: Message): Message {
  const calls = message.tool_calls;
  if (!calls?.length || new Set(calls.map((c) => c.id)).size === calls.length) return message;
  const taken = new Set(calls.map((c) => c.id));
  const seen = new Set<string>();
  // The next suffix to try for each id: k repeats of one id cost k tries, not k².
  const next = new Map<string, number>();
  return {
    ...message,
    tool_calls: calls.map((call) => {
      if (!seen.has(call.id)) {
        seen.add(call.id);
        return call;
      }
      let n = next.get(call.id) ?? 2;
      while (taken.has(`${call.id}_${n}`)) n++;
      next.set(call.id, n + 1);
      const id = `${call.id}_${n}`;
      taken.add(id);
      return { ...call, id };
    }),
  };
}

/**
 * Whether `message` is already the log's last message, a user's, with nothing after it but the
 * run entries of the runs that failed or were cancelled before answering it. At least one: a
 * message no run has ended after is another process's, still waiting on its answer.
 */
function unansweredAsk(entries: readonly Entry[], message: string): boolean {
  let failedRuns = 0;
  for (let i = entries.length - 1; i >= 0; i--) {
    const entry = known(entries[i]);
    if (entry?.type === "run") {
      if (entry.status === "done") return false;
      failedRuns++;
      continue;
    }
    return (
      failedRuns > 0 &&
      entry?.type === "message" &&
      entry.message.role === "user" &&
      entry.message.content === message
    );
  }
  return false;
}

/** A recipe's `limits:` as the sandbox takes them: only those it sets. */
function recipeLimits(limits: Recipe["limits"]): Partial<ProgramLimits> {
  return {
    ...(limits.processes ? { processes: limits.processes } : {}),
    ...(limits.memory_mb ? { memoryMb: limits.memory_mb } : {}),
    ...(limits.file_size_mb ? { fileSizeMb: limits.file_size_mb } : {}),
    ...(limits.tmpfs_mb ? { tmpfsMb: limits.tmpfs_mb } : {}),
  };
}
