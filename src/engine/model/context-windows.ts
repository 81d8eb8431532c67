/**
 * Context windows (input + output tokens) of known models, for the
 * `context-window` default: known for known models, else 128000.
 * Matched by prefix, longest prefix wins, so dated ids such as
 * `gpt-4o-2024-08-06` and variants such as `gpt-5-mini` resolve.
 */
export const DEFAULT_CONTEXT_WINDOW = 128_000;

const KNOWN_WINDOWS: ReadonlyArray<readonly [prefix: string, tokens: number]> = [
  ["gpt-3.5-turbo", 16_385],
  ["gpt-4", 8_192],
  ["gpt-4-32k", 32_768],
  ["gpt-4-turbo", 128_000],
  ["gpt-4-1106", 128_000],
  ["gpt-4-0125", 128_000],
  ["gpt-4o", 128_000],
  ["gpt-4o-mini", 128_000],
  ["chatgpt-4o", 128_000],
  ["gpt-4.1", 1_047_576],
  ["gpt-4.5", 128_000],
  ["o1", 200_000],
  ["o1-mini", 128_000],
  ["o1-preview", 128_000],
  ["o3", 200_000],
  ["o4-mini", 200_000],
  ["gpt-5", 400_000],
  ["gpt-5-chat", 128_000],
];

// Longest prefix first, so the first match is the most specific.
const BY_LENGTH = [...KNOWN_WINDOWS].sort((a, b) => b[0].length - a[0].length);

/**
 * The context window for `model`. A positive `override` wins; otherwise the
 * known window of the model (a provider prefix such as `openai/` is ignored),
 * else 128000.
 */
export function contextWindowFor(model: string, override?: number): number {
  if (override !== undefined && Number.isFinite(override) && override > 0) return Math.floor(override);
  const id = (model.trim().toLowerCase().split("/").pop() ?? "").trim();
  for (const [prefix, tokens] of BY_LENGTH) {
    if (id.startsWith(prefix)) return tokens;
  }
  return DEFAULT_CONTEXT_WINDOW;
}
