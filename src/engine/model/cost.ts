import type { Usage } from "../messages.ts";
import { catalogModel, type Pricing } from "./catalog.ts";

/**
 * Dollars for `usage` at `pricing` (dollars per million tokens): a prompt longer than a tier's
 * threshold pays that tier's rates for all its tokens, as the catalog's providers bill them.
 */
export function costOf(usage: Usage, pricing: Pricing): number {
  let { input, output } = pricing;
  for (const tier of pricing.tiers ?? []) if (usage.input_tokens > tier.above) ({ input, output } = tier);
  return (usage.input_tokens * input + usage.output_tokens * output) / 1_000_000;
}

/**
 * What the model calls of one process cost: every call is priced by the
 * model that answered it (a summary model may cost less than the run's).
 * A model whose price is unknown is named, so a total is never shown as
 * complete when part of it could not be priced.
 */
export class CostMeter {
  private usd = 0;
  private tokens = 0;
  private readonly unpriced = new Set<string>();
  private readonly prices = new Map<string, Pricing | undefined>();

  /** `overrides`: dollars per million tokens by model id, for models the catalog lacks or prices differently. */
  constructor(private readonly overrides: ReadonlyMap<string, Pricing> = new Map()) {}

  add(model: string, usage: Usage): void {
    this.tokens += usage.input_tokens + usage.output_tokens;
    const pricing = this.pricing(model);
    if (pricing) this.usd += costOf(usage, pricing);
    else if (usage.input_tokens + usage.output_tokens > 0) this.unpriced.add(model);
  }

  /** Dollars so far, and the models no price was known for. */
  get total(): { usd: number; unpriced: string[] } {
    return { usd: this.usd, unpriced: [...this.unpriced] };
  }

  /** Tokens so far, in and out, of every model call: the run's, compaction's and extensions' alike. */
  spentTokens(): number {
    return this.tokens;
  }

  /** Dollars so far; undefined once a call of a model without a known price was made. */
  spentUsd(): number | undefined {
    return this.unpriced.size > 0 ? undefined : this.usd;
  }

  private pricing(model: string): Pricing | undefined {
    if (!this.prices.has(model))
      this.prices.set(model, this.overrides.get(model) ?? catalogModel(model)?.pricing);
    return this.prices.get(model);
  }
}
