#!/usr/bin/env node
import { createRequire as __batonCreateRequire, isBuiltin as __batonIsBuiltin } from 'node:module';
const __batonRequire = __batonCreateRequire(import.meta.url);
const __batonMissing = (id) => Object.assign(new Error("Cannot find module '" + id + "'"), { code: 'MODULE_NOT_FOUND' });
const require = Object.assign((id) => { if (__batonIsBuiltin(id)) return __batonRequire(id); throw __batonMissing(id); },
  { resolve: (id) => { if (__batonIsBuiltin(id)) return id; throw __batonMissing(id); } });
import {
  catalogModel
} from "./chunk-7BYNUXRG.js";

// src/engine/model/cost.ts
function costOf(usage, pricing) {
  return (usage.input_tokens * pricing.input + usage.output_tokens * pricing.output) / 1e6;
}
var CostMeter = class {
  /** `overrides`: dollars per million tokens by model id, for models the catalog lacks or prices differently. */
  constructor(overrides = /* @__PURE__ */ new Map()) {
    this.overrides = overrides;
  }
  overrides;
  usd = 0;
  unpriced = /* @__PURE__ */ new Set();
  prices = /* @__PURE__ */ new Map();
  add(model, usage) {
    const pricing = this.pricing(model);
    if (pricing) this.usd += costOf(usage, pricing);
    else if (usage.input_tokens + usage.output_tokens > 0) this.unpriced.add(model);
  }
  /** Dollars so far, and the models no price was known for. */
  get total() {
    return { usd: this.usd, unpriced: [...this.unpriced] };
  }
  /** Dollars so far; undefined once a call of a model without a known price was made. */
  spentUsd() {
    return this.unpriced.size > 0 ? void 0 : this.usd;
  }
  pricing(model) {
    if (!this.prices.has(model))
      this.prices.set(model, this.overrides.get(model) ?? catalogModel(model)?.pricing);
    return this.prices.get(model);
  }
};
function formatUsd(usd) {
  if (usd === 0) return "$0";
  return usd >= 1 ? `$${usd.toFixed(2)}` : `$${usd.toPrecision(2).replace(/0+$/, "")}`;
}

export {
  CostMeter,
  formatUsd
};
