import type { CompactionPoint } from "../agent/agent.ts";
import { addUsage, type RunOutcome } from "../agent/outcome.ts";
import type { RunState } from "../agent/run-state.ts";
import { loadTokenizer, messageTokenBound, messageTokens } from "../log/tokens.ts";
import type { RecipeVariables } from "../recipes/render.ts";
import type { CompactStrategy } from "../settings.ts";
import type {
  CompactionRequest,
  CompactionResult,
  CompactionService,
  CompactTrigger,
} from "./compaction-service.ts";
import { contextChange, grewBy } from "./describe.ts";
import { FALLBACK_STRATEGY, strategyNamed } from "./strategies/registry.ts";

export interface RunCompactionSettings {
  strategy: CompactStrategy;
  contextWindow: number;
  /** Pre-LLM auto-compaction at this share of the window; 0 turns it off. */
  compactThreshold: number;
  /** The built-in agent_stop compaction at this share; 0 turns it off. */
  stopCompactThreshold: number;
}

/**
 * When the loop compacts (docs/design.md#compaction): before a model call over the threshold,
 * once after an overflow, and at agent_stop over the stop threshold. How is
 * the service's business.
 */
export class RunCompaction implements CompactionPoint {
  /** Context size after a compaction that could not get under the threshold. */
  private stuckAt: number | undefined;
  /** The run's system prompt and its count: the same for every call of a run, counted once. */
  private system = { text: "", tokens: 0 };

  constructor(
    private readonly service: CompactionService,
    private readonly settings: RunCompactionSettings,
    private readonly variables: RecipeVariables = {},
  ) {}

  async beforeModelCall(run: RunState): Promise<void> {
    const { compactThreshold, contextWindow } = this.settings;
    if (compactThreshold <= 0) return;
    const threshold = Math.floor(compactThreshold * contextWindow);
    const system = run.systemPrompt ?? "";
    // The request carries the system prompt too: the conversation gets what it leaves of the threshold.
    // Cached: the no-op path costs a comparison. Below the threshold by the byte bounds, nothing waits
    // for the tokenizer (a run's first request goes out before it is loaded).
    if (run.conversation.contextTokenBound() < threshold - systemTokenBound(system)) return;
    const tokens = await run.conversation.tokens();
    const target = threshold - (await this.systemTokens(system));
    // A system prompt alone past the threshold: no compaction helps; the request is fitted to the window.
    if (target <= 0 || tokens < target || this.stuck(tokens)) return;
    let result = await this.compact(run, "auto", this.settings.strategy, target);
    // A strategy without a model call could not get under: summarizing the oldest takes over before the call.
    if (
      !strategyNamed(this.settings.strategy).callsModel &&
      (result.status !== "compacted" || result.tokensAfter >= target)
    ) {
      result = await this.compact(run, "auto", FALLBACK_STRATEGY, target);
    }
    const after = result.status === "compacted" ? result.tokensAfter : tokens;
    this.stuckAt = after >= target ? after : undefined;
  }

  async onOverflow(run: RunState): Promise<boolean> {
    const threshold = Math.floor(Math.max(this.settings.compactThreshold, 0.5) * this.settings.contextWindow);
    const target = threshold - (await this.systemTokens(run.systemPrompt ?? ""));
    if (target <= 0) return false;
    const result = await this.compact(run, "auto", FALLBACK_STRATEGY, target);
    return result.status === "compacted";
  }

  async atStop(run: RunState): Promise<void> {
    const { stopCompactThreshold, contextWindow } = this.settings;
    if (stopCompactThreshold <= 0) return;
    const target = Math.floor(stopCompactThreshold * contextWindow);
    const tokens = await run.conversation.tokens();
    if (tokens < target || this.stuck(tokens)) return;
    await this.compact(run, "stop", this.settings.strategy, target);
  }

  /**
   * A compaction that could not get under its threshold is not repeated on
   * every call: it is tried again once the context has grown by a tenth of
   * the window since.
   */
  private stuck(tokens: number): boolean {
    return this.stuckAt !== undefined && tokens < this.stuckAt + 0.1 * this.settings.contextWindow;
  }

  /** Tokens the system prompt costs a request, as the request counts them. */
  private async systemTokens(text: string): Promise<number> {
    if (!text) return 0;
    if (this.system.text !== text) {
      await loadTokenizer();
      this.system = { text, tokens: messageTokens({ role: "system", content: text }) };
    }
    return this.system.tokens;
  }

  private async compact(
    run: RunState,
    trigger: CompactTrigger,
    strategy: CompactStrategy,
    targetTokens: number,
  ): Promise<CompactionResult> {
    const request: CompactionRequest = {
      strategy,
      trigger,
      targetTokens,
      invokedBy: run.request.invokedBy ?? "main",
      invokedRecipe: run.recipe.name,
      variables: this.variables,
      ...(run.signal ? { signal: run.signal } : {}),
    };
    const result = await this.service.compact(run.conversation, request);
    recordCompaction(run, result);
    return result;
  }
}

/** At least what the system prompt costs a request, without the tokenizer. */
function systemTokenBound(system: string): number {
  return system ? messageTokenBound({ role: "system", content: system }) : 0;
}

/** Puts a compaction into the run's outcome (summary, outputs) and logs what it says. */
export function recordCompaction(run: RunState, result: CompactionResult): void {
  for (const w of result.warnings) run.logger.warn(`conversation ${run.conversation.id}: ${w}`);
  addToOutcome(run.outcome, result);
  if (result.status !== "compacted") {
    run.logger.info(`conversation ${run.conversation.id}: no ${result.trigger} compaction: ${result.reason}`);
    return;
  }
  run.logger.info(
    `conversation ${run.conversation.id}: ${result.trigger} compaction (${result.strategy}) ${contextChange(result.tokensBefore, result.tokensAfter, grewBy(result.steps.map((s) => s.strategy)))}`,
  );
}

/** A compaction's cost and its before → after, as a run's outcome counts them. */
export function addToOutcome(outcome: RunOutcome, result: CompactionResult): void {
  outcome.usage = addUsage(outcome.usage, result.usage);
  if (result.status !== "compacted") return;
  outcome.compactions.push({
    trigger: result.trigger,
    strategy: result.strategy,
    steps: result.steps.map((s) => s.strategy).join("+"),
    tokensBefore: result.tokensBefore,
    tokensAfter: result.tokensAfter,
  });
}
