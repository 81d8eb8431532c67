/**
 * The context window a self-hosted server really serves, for a model the
 * catalog does not know. Servers say it in their own ways: vLLM lists
 * `max_model_len` in `/models`, llama.cpp `meta.n_ctx_train`, gateways
 * `context_length`; Ollama says nothing there and serves `num_ctx` tokens
 * (2,048 unless the model or the server is set otherwise, whatever the
 * model could hold), which only `/api/show` tells.
 */

/** Ollama's window when neither the model file nor the request sets num_ctx. */
export const OLLAMA_DEFAULT_NUM_CTX = 2_048;
/** A probe is a courtesy before the first request: it never holds a run for long. */
const PROBE_TIMEOUT_MS = 3_000;

export async function servedContextWindow(
  baseURL: string,
  model: string,
  fetcher: typeof fetch,
  headers: Record<string, string>,
): Promise<number | undefined> {
  const listed = await getJson(fetcher, `${baseURL}/models`, { headers });
  const fromList = windowInList(listed, model);
  if (fromList !== undefined) return fromList;
  // Ollama's OpenAI-compatible path is <host>/v1; its own API is beside it.
  const root = baseURL.replace(/\/v1$/, "");
  const shown = await getJson(fetcher, `${root}/api/show`, {
    method: "POST",
    headers: { ...headers, "content-type": "application/json" },
    body: JSON.stringify({ model }),
  });
  return ollamaWindow(shown);
}

function windowInList(listed: unknown, model: string): number | undefined {
  const data = isRecord(listed) && Array.isArray(listed.data) ? listed.data : [];
  const entry = data.find((m) => isRecord(m) && m.id === model);
  if (!isRecord(entry)) return undefined;
  const meta = isRecord(entry.meta) ? entry.meta : {};
  return (
    positive(entry.max_model_len) ??
    positive(entry.context_length) ??
    positive(entry.context_window) ??
    positive(meta.n_ctx_train)
  );
}

function ollamaWindow(shown: unknown): number | undefined {
  if (!isRecord(shown) || (!("modelfile" in shown) && !("model_info" in shown))) return undefined;
  const parameters = typeof shown.parameters === "string" ? shown.parameters : "";
  const numCtx = /^\s*num_ctx\s+(\d+)\s*$/m.exec(parameters)?.[1];
  return numCtx ? positive(Number(numCtx)) : OLLAMA_DEFAULT_NUM_CTX;
}

async function getJson(fetcher: typeof fetch, url: string, init: RequestInit): Promise<unknown> {
  try {
    const response = await fetcher(url, { ...init, signal: AbortSignal.timeout(PROBE_TIMEOUT_MS) });
    if (!response.ok) return undefined;
    return await response.json();
  } catch {
    return undefined;
  }
}

function positive(value: unknown): number | undefined {
  return typeof value === "number" && Number.isInteger(value) && value > 0 ? value : undefined;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
