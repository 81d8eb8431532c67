import { addUsage, NO_USAGE } from "../agent/outcome.ts";
import { BatonError, describeError, failure } from "../errors.ts";
import type { HookEvent } from "../hooks/events.ts";
import type { HookPayload, HookRunner } from "../hooks/runner.ts";
import { buildContext, type ContextMessage, masksInPlace } from "../log/context-builder.ts";
import type { Conversation } from "../log/conversation.ts";
import { type CompactionEntry, type Entry, known, type NewEntry } from "../log/entries.ts";
import { contextTokens, loadTokenizer, textTokens } from "../log/tokens.ts";
import type { Message, Usage } from "../messages.ts";
import type { ModelClient } from "../model/client.ts";
import type { RecipeCatalog } from "../recipes/loader.ts";
import { type RecipeVariables, renderRecipe } from "../recipes/render.ts";
import type { CompactStrategy } from "../settings.ts";
import type { Logger } from "../util/logger.ts";
import { findCutPoint, keepBudget } from "./cut-point.ts";
import { ledgerBudget, withLedger } from "./instructions.ts";
import { strategyNamed } from "./strategies/registry.ts";
import { transcriptBlocks, transcriptText, trimOldest } from "./transcript.ts";
import { checkWritable } from "./writable.ts";

export type CompactTrigger = "auto" | "stop" | "manual" | "callback";

/** Consecutive summarizer failures that open the breaker for the rest of the run. */
export const BREAKER_THRESHOLD = 3;
/** The recipe that holds the summarizer's prompt; a repository's `compact.md` replaces it. */
export const COMPACT_RECIPE = "compact";

/**
 * A summary may take at most this share of the window: it stands in every
 * later request with the recent turns under it, and a later compaction must
 * be able to summarize it again. However it was asked for.
 */
export const MAX_SUMMARY_SHARE = 0.1;
export const summaryCap = (contextWindow: number) => Math.floor(MAX_SUMMARY_SHARE * contextWindow);

export interface CompactionRequest {
  /** A name from the strategy registry. */
  strategy: CompactStrategy;
  trigger: CompactTrigger;
  /** Steers the summary (`/compact …`, `--instructions`): the compact recipe's `focus`. */
  instructions?: string;
  /** The context should end below this many tokens; `hybrid` summarizes only if masking leaves it above. */
  targetTokens: number;
  /**
   * A summary already written by the compact recipe's own run (`swap_context`):
   * no model call, and it covers everything before it.
   */
  summary?: string;
  /** Who asked, for the hook payloads. */
  invokedBy?: "main" | "callback";
  invokedRecipe?: string;
  /** Repository, issue or PR, for the compact recipe's template. */
  variables?: RecipeVariables;
  /** The run's time limit: a summarizer call in flight is aborted with it. */
  signal?: AbortSignal;
}

export interface CompactionStep {
  strategy: "mask" | "summarize";
  tokensBefore: number;
  tokensAfter: number;
}

export type CompactionResult =
  | {
      status: "compacted";
      trigger: CompactTrigger;
      strategy: CompactStrategy;
      steps: CompactionStep[];
      tokensBefore: number;
      tokensAfter: number;
      /** Messages in the context before and after ("entries before → after"). */
      messagesBefore: number;
      messagesAfter: number;
      /** Fallbacks and other things the user should hear about. */
      warnings: string[];
      usage: Usage;
      /** A summary was asked for and the summarizer failed (or its breaker is open): a mask stood in. */
      summaryFailed: boolean;
    }
  | {
      status: "unchanged" | "cancelled";
      trigger: CompactTrigger;
      reason: string;
      warnings: string[];
      /** A summarizer call may have been made and its summary not used. */
      usage: Usage;
    };

export interface CompactionServiceDeps {
  model: ModelClient;
  /** The summarizer's model (`summary-model`, else the run's). */
  summaryModel: string;
  contextWindow: number;
  /** The summary model's own window, where it is another model: what the summarizer is sent fits it. */
  summaryContextWindow?: number;
  recipes: RecipeCatalog;
  hooks: HookRunner;
  logger: Logger;
  /** The `cwd` of hook payloads. */
  workspace: string;
  /** Told when a summary is being written: it takes a model call's time. */
  progress?: (message: string) => void;
}

/**
 * The one compaction service (docs/design.md#compaction) behind every trigger: pre-LLM auto,
 * the stop threshold, `/compact`, `baton compact`, `swap_context`, hook
 * callbacks. It decides nothing about when to compact, only how.
 */
export class CompactionService {
  private failures = 0;

  constructor(private readonly deps: CompactionServiceDeps) {}

  /** Open after three summarizer failures in a row: the rest of the run masks instead. */
  get breakerOpen(): boolean {
    return this.failures >= BREAKER_THRESHOLD;
  }

  async compact(conversation: Conversation, request: CompactionRequest): Promise<CompactionResult> {
    const strategy = strategyNamed(request.strategy);
    // A summary that could not be saved is not paid for: a read-only log is found first.
    await checkWritable(conversation.file);
    const warnings: string[] = [];
    // Every compaction counts exactly (it is never on the way to a run's first request unless over the threshold).
    await loadTokenizer();
    const tokensBefore = conversation.contextTokens();
    const messagesBefore = conversation.context().length;
    const payload = (event: HookEvent, fields: Record<string, unknown>): HookPayload => ({
      event,
      conv_id: conversation.id,
      cwd: this.deps.workspace,
      invoked_by: request.invokedBy ?? "main",
      invoked_recipe: request.invokedRecipe ?? COMPACT_RECIPE,
      ...fields,
    });

    const hook = await this.deps.hooks.emit(
      "before_compact",
      payload("before_compact", { trigger: request.trigger, tokens: tokensBefore }),
    );
    if (hook && "cancel" in hook)
      return {
        status: "cancelled",
        trigger: request.trigger,
        reason: "a before_compact hook cancelled it",
        warnings,
        usage: NO_USAGE,
      };
    const supplied = hook && "summary" in hook ? hook.summary : request.summary;

    const steps: CompactionStep[] = [];
    let usage: Usage = NO_USAGE;
    let summaryFailed = false;
    let nothing: string | undefined;
    let afterCompactRan = false;
    const mask = async (): Promise<boolean> => {
      const masked = this.masked(conversation, request);
      if (!masked) return false;
      await conversation.append(masked.entry);
      steps.push({
        strategy: "mask",
        tokensBefore: masked.entry.tokens_before,
        tokensAfter: masked.tokensAfter,
      });
      return true;
    };
    const apply = async (pending: Pending) => {
      const injected = await this.afterCompact(payload, pending.summary, tokensBefore, pending.tokensAfter);
      afterCompactRan = true;
      const entry: NewEntry = injected.length ? { ...pending.entry, messages: injected } : pending.entry;
      if (injected.length) entry.tokens_after = simulate(conversation.entries, entry);
      await conversation.append(entry);
      steps.push({
        strategy: "summarize",
        tokensBefore: pending.entry.tokens_before,
        tokensAfter: entry.tokens_after,
      });
    };
    const summarize = async (): Promise<boolean> => {
      if (this.breakerOpen) {
        warnings.push(
          "the summarizer failed 3 times in a row in this run, so old tool outputs were masked instead",
        );
        summaryFailed = true;
        if (!steps.length) await mask();
        return false;
      }
      try {
        const made = await this.summarize(conversation, request);
        usage = addUsage(usage, made.usage);
        this.failures = 0;
        // Automatic compaction does not write a summary longer than what it covers (a short
        // conversation); a person who asked for one gets it.
        if (isAutomatic(request.trigger) && made.pending.tokensAfter >= conversation.contextTokens()) {
          warnings.push("the summary came out no shorter than what it would replace, so it was not applied");
          return false;
        }
        await apply(made.pending);
        return true;
      } catch (error) {
        // The run's time is up: no fallback, no breaker count; the run stops.
        if (request.signal?.aborted) throw error;
        if (error instanceof NothingToSummarize) {
          nothing = error.message;
          return false;
        }
        this.failures++;
        summaryFailed = true;
        warnings.push(
          `summarizing failed (${describeError(error)}), so old tool outputs were masked instead`,
        );
        if (!steps.length) await mask();
        return false;
      }
    };

    if (supplied !== undefined) {
      await apply(
        this.summaryEntry(
          conversation,
          withLedger(supplied, conversation.context(), ledgerBudget(this.deps.contextWindow)),
          null,
          request,
        ),
      );
    } else {
      await strategy.run({
        mask,
        summarize,
        tokens: () => conversation.contextTokens(),
        targetTokens: request.targetTokens,
      });
    }

    if (steps.length && !afterCompactRan) {
      // A mask has no summary to put messages after; injected messages follow the kept turns.
      const injected = await this.afterCompact(payload, "", tokensBefore, conversation.contextTokens());
      for (const message of injected) await conversation.append({ type: "message", message });
    }

    if (!steps.length)
      return unchanged(
        request,
        nothing ?? (warnings.length ? warnings.join("; ") : "there was nothing old enough to compact"),
        warnings,
        usage,
      );
    return this.result(
      conversation,
      request,
      steps,
      tokensBefore,
      messagesBefore,
      warnings,
      usage,
      summaryFailed,
    );
  }

  private result(
    conversation: Conversation,
    request: CompactionRequest,
    steps: CompactionStep[],
    tokensBefore: number,
    messagesBefore: number,
    warnings: string[],
    usage: Usage,
    summaryFailed: boolean,
  ): CompactionResult {
    const tokensAfter = conversation.contextTokens();
    if (tokensAfter > request.targetTokens)
      warnings.push(
        `the context is still ${tokensAfter} tokens, above the target of ${request.targetTokens}`,
      );
    return {
      status: "compacted",
      trigger: request.trigger,
      strategy: request.summary !== undefined ? "summarize" : request.strategy,
      steps,
      tokensBefore,
      tokensAfter,
      messagesBefore,
      messagesAfter: conversation.context().length,
      warnings,
      usage,
      summaryFailed,
    };
  }

  /** Old tool outputs become placeholders; undefined when that would save nothing. */
  private masked(conversation: Conversation, request: CompactionRequest): Pending | undefined {
    const found = this.maskAt(conversation, request, false);
    // Asked for by a person: what it can, keeping fewer recent turns if it must.
    return found ?? (isAutomatic(request.trigger) ? undefined : this.maskAt(conversation, request, true));
  }

  private maskAt(
    conversation: Conversation,
    request: CompactionRequest,
    keepFewer: boolean,
  ): Pending | undefined {
    const context = conversation.context();
    const before = conversation.contextTokens();
    const cut = findCutPoint(
      context,
      keepFewer ? 0 : keepBudget(this.deps.contextWindow, request.targetTokens, before),
    );
    if (cut === 0) return undefined;
    const entry: CompactionNew = {
      type: "compaction",
      first_kept_entry_id: context[cut]?.entryId ?? null,
      tokens_before: before,
      tokens_after: 0,
      strategy: "mask",
    };
    const after = simulate(conversation.entries, entry);
    if (after >= before) return undefined;
    entry.tokens_after = after;
    return { entry, summary: "", tokensAfter: after };
  }

  /** One model call through the compact recipe; an overflow trims the oldest input and retries once. */
  private async summarize(
    conversation: Conversation,
    request: CompactionRequest,
  ): Promise<{ pending: Pending; usage: Usage }> {
    const context = conversation.context();
    const before = conversation.contextTokens();
    if (nothingNewSinceSummary(conversation.entries)) {
      throw new NothingToSummarize("nothing to compact: nothing was said since the last summary");
    }
    // A lone earlier summary is nothing new to summarize, unless it is more than a summary may take
    // under this window (written under a larger one): then it is summarized again, smaller.
    const window = this.deps.contextWindow;
    const overgrown = (m: ContextMessage) =>
      textTokens(m.message.content ?? "") > summaryCap(window) + ledgerBudget(window);
    const nothingIn = (covered: readonly ContextMessage[]) =>
      !covered.length || (covered.length === 1 && covered[0]!.summary && !overgrown(covered[0]!));
    let cut = findCutPoint(context, keepBudget(this.deps.contextWindow, request.targetTokens, before));
    // Asked for by a person: what it can, keeping fewer recent turns if it must.
    if (nothingIn(context.slice(0, cut)) && !isAutomatic(request.trigger)) cut = findCutPoint(context, 0);
    const covered = context.slice(0, cut);
    if (nothingIn(covered)) throw new NothingToSummarize();

    const recipe = this.deps.recipes.get(COMPACT_RECIPE);
    const system = renderRecipe(recipe, {
      ...request.variables,
      args: request.instructions ? { focus: request.instructions } : {},
      conversation: conversation.recipeView(),
    }).trim();
    // The summarizer's window (the summary model's, when it has a smaller one) holds the prompt, the
    // transcript and room for the answer.
    const summarizerWindow = Math.min(window, this.deps.summaryContextWindow ?? window);
    const room = Math.floor(summarizerWindow * 0.75) - textTokens(system);
    let blocks = trimOldest(transcriptBlocks(covered), room);
    const call = () =>
      this.deps.model.complete({
        ...(request.signal ? { signal: request.signal } : {}),
        model: this.deps.summaryModel,
        messages: [
          { role: "system", content: system },
          { role: "user", content: transcriptText(blocks) },
        ],
      });
    let response: Awaited<ReturnType<typeof call>>;
    this.deps.progress?.(
      `compacting conversation ${conversation.id}: summarizing ${covered.length} messages (${before} tokens in context)`,
    );
    try {
      response = await call();
    } catch (error) {
      if (request.signal?.aborted) throw error;
      // A failed summary (an error, or the input too large) trims the oldest input and
      // tries once more; the caller masks if that fails too.
      this.deps.logger.warn(
        `conversation ${conversation.id}: the summarizer failed (${describeError(error)}); retrying once with the oldest half of its input left out`,
      );
      // From the whole transcript again, so the count of what was left out stays whole.
      blocks = trimOldest(transcriptBlocks(covered), Math.floor(textTokens(transcriptText(blocks)) / 2));
      response = await call();
    }
    const text = response.message.content?.trim();
    if (!text) throw failure("the summarizer returned an empty answer");
    const cap = summaryCap(this.deps.contextWindow);
    const tokens = textTokens(text);
    if (tokens > cap)
      throw failure(
        `the summary came out at ${tokens} tokens, more than a summary may take (a tenth of the ${this.deps.contextWindow}-token window: ${cap})`,
      );
    const summary = withLedger(text, covered, ledgerBudget(this.deps.contextWindow));
    return {
      pending: this.summaryEntry(conversation, summary, context[cut]?.entryId ?? null, request),
      usage: response.usage,
    };
  }

  private summaryEntry(
    conversation: Conversation,
    summary: string,
    firstKept: string | null,
    request: CompactionRequest,
  ): Pending {
    const entry: CompactionNew = {
      type: "compaction",
      summary,
      first_kept_entry_id: firstKept,
      tokens_before: conversation.contextTokens(),
      tokens_after: 0,
      strategy: "summarize",
      recipe: request.summary !== undefined ? (request.invokedRecipe ?? COMPACT_RECIPE) : COMPACT_RECIPE,
    };
    entry.tokens_after = simulate(conversation.entries, entry);
    return { entry, summary, tokensAfter: entry.tokens_after };
  }

  private async afterCompact(
    payload: (event: HookEvent, fields: Record<string, unknown>) => HookPayload,
    summary: string,
    tokensBefore: number,
    tokensAfter: number,
  ): Promise<Message[]> {
    if (!this.deps.hooks.handles("after_compact")) return [];
    const result = await this.deps.hooks.emit(
      "after_compact",
      payload("after_compact", { summary, tokens_before: tokensBefore, tokens_after: tokensAfter }),
    );
    return result?.messages ?? [];
  }
}

type CompactionNew = Omit<CompactionEntry, "id" | "parent_id" | "timestamp">;
interface Pending {
  entry: CompactionNew;
  summary: string;
  tokensAfter: number;
}

/** Not a failure: the compaction has nothing to do, and says why. */
class NothingToSummarize extends BatonError {
  constructor(reason = "there is nothing before the recent turns to summarize") {
    super("input", reason);
    this.name = "NothingToSummarize";
  }
}

/**
 * True when no message was added since the latest summary of everything
 * before it (a compaction's, or a pop's that went back past one and so
 * summarized what stood before): a second summary would only summarize the
 * first, losing detail each time. A mask summarized nothing, and a pop that
 * summarized only the turns it took back leaves those before it whole.
 */
function nothingNewSinceSummary(entries: readonly Entry[]): boolean {
  for (let i = entries.length - 1; i >= 0; i--) {
    const e = known(entries[i]);
    if (e?.type === "compaction" && !masksInPlace(e)) return true;
    if (e?.type === "stack_pop" && e.pre_pop_summary !== undefined) return true;
    if (e?.type === "message" || e?.type === "mutation") return false;
  }
  return false;
}

/** Tokens of the context as it would be with the entry appended: tokens_after is known before the write. */
function simulate(entries: readonly Entry[], entry: NewEntry): number {
  const probe = { ...entry, id: "\u0000pending", parent_id: null, timestamp: "" } as Entry;
  return contextTokens(buildContext([...entries, probe]));
}

/** Compaction no person asked for: before a model call, or at a run's end. */
function isAutomatic(trigger: CompactTrigger): boolean {
  return trigger === "auto" || trigger === "stop";
}

function unchanged(
  request: CompactionRequest,
  reason: string,
  warnings: string[],
  usage: Usage,
): CompactionResult {
  return { status: "unchanged", trigger: request.trigger, reason, warnings, usage };
}
