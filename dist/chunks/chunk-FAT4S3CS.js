#!/usr/bin/env node
import { createRequire as __batonCreateRequire, isBuiltin as __batonIsBuiltin } from 'node:module';
const __batonRequire = __batonCreateRequire(import.meta.url);
const __batonMissing = (id) => Object.assign(new Error("Cannot find module '" + id + "'"), { code: 'MODULE_NOT_FOUND' });
const require = Object.assign((id) => { if (__batonIsBuiltin(id)) return __batonRequire(id); throw __batonMissing(id); },
  { resolve: (id) => { if (__batonIsBuiltin(id)) return id; throw __batonMissing(id); } });
import {
  usageError
} from "./chunk-VA2UHLEW.js";

// src/engine/compaction/strategies/hybrid.ts
var hybrid = {
  name: "hybrid",
  description: "mask, then summarize only if the context is still above the target",
  callsModel: true,
  run: async (steps) => {
    await steps.mask();
    if (steps.tokens() > steps.targetTokens) await steps.summarize();
  }
};

// src/engine/compaction/strategies/mask.ts
var mask = {
  name: "mask",
  description: "old tool outputs become placeholders; no model call",
  callsModel: false,
  run: async (steps) => {
    await steps.mask();
  }
};

// src/engine/compaction/strategies/summarize.ts
var summarize = {
  name: "summarize",
  description: "what lies before the recent turns becomes a summary (one model call)",
  callsModel: true,
  run: async (steps) => {
    await steps.summarize();
  }
};

// src/engine/compaction/strategies/registry.ts
var STRATEGIES = /* @__PURE__ */ new Map();
for (const builtIn of [summarize, mask, hybrid]) registerStrategy(builtIn);
var DEFAULT_STRATEGY = hybrid.name;
var MANUAL_STRATEGY = summarize.name;
var FALLBACK_STRATEGY = hybrid.name;
function registerStrategy(strategy) {
  if (!/^[a-z][a-z0-9-]*$/.test(strategy.name))
    throw usageError(
      `a compaction strategy's name is lowercase letters, digits and - (got "${strategy.name}")`
    );
  if (STRATEGIES.has(strategy.name))
    throw usageError(`the compaction strategy "${strategy.name}" is defined twice`);
  STRATEGIES.set(strategy.name, strategy);
  return () => STRATEGIES.delete(strategy.name);
}
function isStrategy(name) {
  return STRATEGIES.has(name);
}
function strategyNamed(name) {
  const strategy = STRATEGIES.get(name);
  if (!strategy) throw usageError(`unknown compaction strategy "${name}": use ${strategyChoices()}`);
  return strategy;
}
function strategies() {
  return [...STRATEGIES.values()];
}
function strategyChoices() {
  const names = [...STRATEGIES.keys()];
  return names.length > 1 ? `${names.slice(0, -1).join(", ")} or ${names.at(-1)}` : names[0] ?? "";
}

export {
  DEFAULT_STRATEGY,
  MANUAL_STRATEGY,
  FALLBACK_STRATEGY,
  isStrategy,
  strategyNamed,
  strategies,
  strategyChoices
};
