#!/usr/bin/env node
import { createRequire as __batonCreateRequire, isBuiltin as __batonIsBuiltin } from 'node:module';
const __batonRequire = __batonCreateRequire(import.meta.url);
const __batonMissing = (id) => Object.assign(new Error("Cannot find module '" + id + "'"), { code: 'MODULE_NOT_FOUND' });
const require = Object.assign((id) => { if (__batonIsBuiltin(id)) return __batonRequire(id); throw __batonMissing(id); },
  { resolve: (id) => { if (__batonIsBuiltin(id)) return id; throw __batonMissing(id); } });
import {
  addUsage
} from "./chunk-EXTAXSNO.js";
import {
  contextChange,
  grewBy
} from "./chunk-WHURTW2Q.js";
import {
  loadTokenizer,
  messageTokenBound,
  messageTokens
} from "./chunk-PH4XEHJT.js";
import {
  FALLBACK_STRATEGY,
  strategyNamed
} from "./chunk-FAT4S3CS.js";

// src/engine/compaction/run-compaction.ts
var RunCompaction = class {
  constructor(service, settings, variables = {}) {
    this.service = service;
    this.settings = settings;
    this.variables = variables;
  }
  service;
  settings;
  variables;
  /** Context size after a compaction that could not get under the threshold. */
  stuckAt;
  /** The run's system prompt and its count: the same for every call of a run, counted once. */
  system = { text: "", tokens: 0 };
  async beforeModelCall(run) {
    const { compactThreshold, contextWindow } = this.settings;
    if (compactThreshold <= 0) return;
    const threshold = Math.floor(compactThreshold * contextWindow);
    const system = run.systemPrompt ?? "";
    if (run.conversation.contextTokenBound() < threshold - systemTokenBound(system)) return;
    const tokens = await run.conversation.tokens();
    const target = threshold - await this.systemTokens(system);
    if (target <= 0 || tokens < target || this.stuck(tokens)) return;
    let result = await this.compact(run, "auto", this.settings.strategy, target);
    if (!strategyNamed(this.settings.strategy).callsModel && (result.status !== "compacted" || result.tokensAfter >= target)) {
      result = await this.compact(run, "auto", FALLBACK_STRATEGY, target);
    }
    const after = result.status === "compacted" ? result.tokensAfter : tokens;
    this.stuckAt = after >= target ? after : void 0;
  }
  async onOverflow(run) {
    const threshold = Math.floor(Math.max(this.settings.compactThreshold, 0.5) * this.settings.contextWindow);
    const target = threshold - await this.systemTokens(run.systemPrompt ?? "");
    if (target <= 0) return false;
    const result = await this.compact(run, "auto", FALLBACK_STRATEGY, target);
    return result.status === "compacted";
  }
  async atStop(run) {
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
  stuck(tokens) {
    return this.stuckAt !== void 0 && tokens < this.stuckAt + 0.1 * this.settings.contextWindow;
  }
  /** Tokens the system prompt costs a request, as the request counts them. */
  async systemTokens(text) {
    if (!text) return 0;
    if (this.system.text !== text) {
      await loadTokenizer();
      this.system = { text, tokens: messageTokens({ role: "system", content: text }) };
    }
    return this.system.tokens;
  }
  async compact(run, trigger, strategy, targetTokens) {
    const request = {
      strategy,
      trigger,
      targetTokens,
      invokedBy: run.request.invokedBy ?? "main",
      invokedRecipe: run.recipe.name,
      variables: this.variables,
      ...run.signal ? { signal: run.signal } : {}
    };
    const result = await this.service.compact(run.conversation, request);
    recordCompaction(run, result);
    return result;
  }
};
function systemTokenBound(system) {
  return system ? messageTokenBound({ role: "system", content: system }) : 0;
}
function recordCompaction(run, result) {
  for (const w of result.warnings) run.logger.warn(`conversation ${run.conversation.id}: ${w}`);
  addToOutcome(run.outcome, result);
  if (result.status !== "compacted") {
    run.logger.info(`conversation ${run.conversation.id}: no ${result.trigger} compaction: ${result.reason}`);
    return;
  }
  run.logger.info(
    `conversation ${run.conversation.id}: ${result.trigger} compaction (${result.strategy}) ${contextChange(result.tokensBefore, result.tokensAfter, grewBy(result.steps.map((s) => s.strategy)))}`
  );
}
function addToOutcome(outcome, result) {
  outcome.usage = addUsage(outcome.usage, result.usage);
  if (result.status !== "compacted") return;
  outcome.compactions.push({
    trigger: result.trigger,
    strategy: result.strategy,
    steps: result.steps.map((s) => s.strategy).join("+"),
    tokensBefore: result.tokensBefore,
    tokensAfter: result.tokensAfter
  });
}

export {
  RunCompaction,
  recordCompaction,
  addToOutcome
};
