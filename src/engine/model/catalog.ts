/**
 * What a model can hold and what it costs, from Pydantic's genai-prices
 * catalog (bundled: no network at run time; kept current by its maintainers,
 * with prices for several hundred models of about thirty providers and
 * gateways). Its own matching knows the names users write: dated variants
 * (`gpt-4o-2024-08-06`), aliases (`claude-sonnet-4.5`), `-latest`.
 */
import { calcPrice, type ModelPrice, type PriceCalculation } from "@pydantic/genai-prices";

/** Dollars per million tokens. */
export interface Pricing {
  input: number;
  output: number;
  cacheRead?: number;
  /**
   * Higher rates for a request whose prompt is longer than `above` tokens (Anthropic's and
   * Google's long-context prices), the highest threshold a request passes applying.
   */
  tiers?: readonly { above: number; input: number; output: number }[];
}

export interface CatalogModel {
  /** The catalog's own id, e.g. `gpt-4o-mini` or `claude-sonnet-4-5`. */
  id: string;
  provider: string;
  /** Input and output together; undefined where the catalog lists a price but no window. */
  contextWindow?: number;
  pricing?: Pricing;
}

// How gateways prefix a vendor's models (`mistralai/…` on OpenRouter), as the catalog names them.
const PROVIDER_ALIASES: Record<string, string> = {
  mistralai: "mistral",
  xai: "x-ai",
  "meta-llama": "meta",
  models: "google",
};
// The other way: the prefix OpenRouter lists a vendor's models under, where its entry has the
// window the vendor's own entry lacks (the catalog lists Gemini's and Mistral's prices without).
const OPENROUTER_VENDOR: Record<string, string> = {
  google: "google",
  mistral: "mistralai",
  moonshotai: "moonshotai",
  anthropic: "anthropic",
  openai: "openai",
  "x-ai": "x-ai",
  deepseek: "deepseek",
};

const NO_USAGE = { input_tokens: 0, output_tokens: 0 };

function lookUp(id: string, providerId?: string): PriceCalculation | undefined {
  try {
    return calcPrice(NO_USAGE, id, providerId ? { providerId } : {}) ?? undefined;
  } catch {
    // A price the catalog cannot compute for this id (a malformed entry) is no entry.
    return undefined;
  }
}

/**
 * The catalog's entry for `model` as users write it: a bare id
 * (`gpt-4o-mini`, `claude-sonnet-4-5-20250929`), a provider-prefixed one as
 * gateways name them (`openai/gpt-5`, `anthropic/claude-sonnet-4.5`,
 * `mistralai/mistral-large`), or a Gemini id behind Google's OpenAI-compatible
 * path (`models/gemini-2.5-pro`). Undefined when unknown.
 */
export function catalogModel(model: string): CatalogModel | undefined {
  const id = model.trim().toLowerCase();
  if (!id) return undefined;
  const slash = id.indexOf("/");
  const prefix = slash > 0 ? id.slice(0, slash) : undefined;
  const rest = slash > 0 ? id.slice(slash + 1) : id;
  const provider = prefix ? (PROVIDER_ALIASES[prefix] ?? prefix) : undefined;
  const found =
    (prefix ? lookUp(rest, provider) : undefined) ??
    (prefix ? lookUp(id, "openrouter") : undefined) ??
    lookUp(rest);
  if (!found) return undefined;
  const pricing = pricingOf(found.model_price);
  const contextWindow = found.model.context_window ?? windowElsewhere(found);
  return {
    id: found.model.id,
    provider: found.provider.id,
    ...(contextWindow ? { contextWindow } : {}),
    ...(pricing ? { pricing } : {}),
  };
}

/** The window of the same model as OpenRouter lists it, where the vendor's entry has none. */
function windowElsewhere(found: PriceCalculation): number | undefined {
  const vendor = OPENROUTER_VENDOR[found.provider.id];
  if (!vendor) return undefined;
  return lookUp(`${vendor}/${found.model.id}`, "openrouter")?.model.context_window;
}

type Rate = ModelPrice[string];

function pricingOf(price: ModelPrice): Pricing | undefined {
  const input = baseOf(price.input_mtok);
  const output = baseOf(price.output_mtok);
  if (input === undefined || output === undefined) return undefined;
  const cacheRead = baseOf(price.cache_read_mtok);
  const tiers = tiersOf(price.input_mtok, price.output_mtok, input, output);
  return {
    input,
    output,
    ...(cacheRead !== undefined ? { cacheRead } : {}),
    ...(tiers.length ? { tiers } : {}),
  };
}

function baseOf(rate: Rate): number | undefined {
  if (typeof rate === "number") return rate;
  return rate && typeof rate.base === "number" ? rate.base : undefined;
}

function tiersOf(input: Rate, output: Rate, baseIn: number, baseOut: number): Pricing["tiers"] & unknown[] {
  const starts = new Set<number>();
  for (const rate of [input, output])
    if (rate && typeof rate === "object") for (const tier of rate.tiers) starts.add(tier.start);
  const rateAt = (rate: Rate, above: number, base: number) =>
    rate && typeof rate === "object"
      ? ([...rate.tiers].filter((t) => t.start <= above).sort((a, b) => b.start - a.start)[0]?.price ?? base)
      : base;
  return [...starts]
    .sort((a, b) => a - b)
    .map((above) => ({ above, input: rateAt(input, above, baseIn), output: rateAt(output, above, baseOut) }));
}
