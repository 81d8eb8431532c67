import type { Logger } from "../util/logger.ts";
import { catalogModel } from "./catalog.ts";
import type { ModelClient } from "./client.ts";

/** The repository's figures per model id (`models:` in .github/baton.yml), over the catalog's. */
export type ModelWindows = ReadonlyMap<string, { contextWindow?: number }>;

/**
 * The window assumed when neither the settings, the catalog nor the server
 * say: small on purpose. Too large a guess sends requests a server truncates
 * or refuses; too small a guess only compacts early.
 */
export const UNKNOWN_MODEL_WINDOW = 8_192;

/** Input and output tokens together, and who said so. */
export interface ContextWindow {
  tokens: number;
  source: "setting" | "catalog" | "server" | "default";
}

/**
 * What is known without asking anyone: a positive `override` (the
 * `context-window` setting) wins, then the repository's figure for the
 * model, then the model catalog. Undefined when only the server could tell.
 */
export function knownContextWindow(
  model: string,
  override?: number,
  models?: ModelWindows,
): ContextWindow | undefined {
  if (override !== undefined && Number.isFinite(override) && override > 0)
    return { tokens: Math.floor(override), source: "setting" };
  const configured = models?.get(model)?.contextWindow;
  if (configured !== undefined) return { tokens: configured, source: "setting" };
  const listed = catalogModel(model);
  return listed?.contextWindow ? { tokens: listed.contextWindow, source: "catalog" } : undefined;
}

/**
 * The window a run uses: the setting, the catalog, what the server reports
 * for the model it serves (vLLM, Ollama, llama.cpp), or, said as a warning,
 * UNKNOWN_MODEL_WINDOW.
 */
export async function resolveContextWindow(
  model: string,
  override: number | undefined,
  client: Pick<ModelClient, "servedContextWindow">,
  logger: Pick<Logger, "warn">,
  models?: ModelWindows,
): Promise<ContextWindow> {
  const known = knownContextWindow(model, override, models);
  if (known) return known;
  const served = await client.servedContextWindow?.(model);
  if (served !== undefined && served > 0) return { tokens: served, source: "server" };
  logger.warn(
    `the context window of model "${model}" is unknown (the model catalog does not list it, and the server did not report it); assuming ${UNKNOWN_MODEL_WINDOW} tokens. Set the window the server really serves: the context-window input (CLI: --context-window), or per model in .github/baton.yml (models: { "${model}": { context-window: N } }).`,
  );
  return { tokens: UNKNOWN_MODEL_WINDOW, source: "default" };
}
