/**
 * Everything a model call can throw, as one ModelError in plain words: what
 * failed, where, after how many retries, in the server's own words when it
 * gave some, and never with the API key.
 */
import { STATUS_CODES } from "node:http";
import { APIConnectionError, APIConnectionTimeoutError, APIError, APIUserAbortError } from "openai";
import { ContextOverflowError, ModelError } from "../../engine/model/client.ts";
import type { Redactor } from "../../engine/util/redact.ts";
import { retryAfterMs } from "../../engine/util/retry-after.ts";
import { unreachable } from "../../engine/util/retry-policy.ts";
import { clip } from "../../engine/util/text.ts";

export interface FailureContext {
  baseURL: string;
  redactor: Redactor;
  timeoutMs: number;
  /** Retries made before this failure. */
  retried: number;
  signal: AbortSignal | undefined;
}

export function toModelError(error: unknown, c: FailureContext): ModelError {
  if (error instanceof ModelError) return redacted(error, c.redactor);
  const where = displayURL(c.baseURL);
  const attempts = c.retried > 0 ? ` (${c.retried + 1} attempts)` : "";
  if (error instanceof APIUserAbortError || (c.signal?.aborted && !(error instanceof APIError))) {
    return new ModelError("cancelled", "The model request was cancelled.", { cause: error });
  }
  if (error instanceof APIConnectionTimeoutError) {
    return new ModelError(
      "timeout",
      `The model server at ${where} did not answer within ${seconds(c.timeoutMs)}${attempts}.`,
      { cause: error },
    );
  }
  if (error instanceof APIConnectionError) {
    const refused = unreachable(error);
    return new ModelError(
      refused ? "unreachable" : "connection",
      c.redactor.redact(
        `Could not reach the model server at ${where}${attempts}: ${refused ?? rootCause(error)}`,
      ),
      { cause: error },
    );
  }
  if (error instanceof APIError) return fromStatus(error, c);
  // undici's "terminated": the connection closed while the answer streamed in. Tried again unless
  // text was shown (the caller's rule), as any connection failure is.
  if (droppedConnection(error)) {
    return new ModelError(
      "connection",
      c.redactor.redact(
        `The connection to the model server at ${where} closed mid-answer${attempts}: ${tidy(describe(error))}`,
      ),
      { cause: error },
    );
  }
  if (error instanceof SyntaxError) {
    return new ModelError(
      "response",
      c.redactor.redact(`The model server's answer is not valid JSON: ${tidy(error.message)}`),
      { cause: error },
    );
  }
  return new ModelError("rejected", c.redactor.redact(`The model call failed: ${tidy(describe(error))}`), {
    cause: error,
  });
}

const DROPPED = new Set(["UND_ERR_SOCKET", "UND_ERR_CLOSED", "ECONNRESET", "EPIPE", "ECONNABORTED"]);

/** An error, or one of the few causes under it, that says the connection went away. */
function droppedConnection(error: unknown): boolean {
  let e: unknown = error;
  for (let depth = 0; depth < 5 && e instanceof Error; depth++) {
    const code = (e as { code?: unknown }).code;
    if (
      (typeof code === "string" && DROPPED.has(code)) ||
      (e instanceof TypeError && e.message === "terminated")
    )
      return true;
    e = e.cause;
  }
  return false;
}

function redacted(error: ModelError, redactor: Redactor): ModelError {
  const message = redactor.redact(error.message);
  if (message === error.message) return error;
  const options = {
    status: error.status,
    cause: error.cause,
    retryAfterMs: error.retryAfterMs,
    ...(error.detail !== undefined ? { detail: redactor.redact(error.detail) } : {}),
  };
  return error instanceof ContextOverflowError
    ? new ContextOverflowError(message, options)
    : new ModelError(error.failure, message, options);
}

function fromStatus(error: APIError, c: FailureContext): ModelError {
  const status = error.status;
  const message = c.redactor.redact(serverMessage(error));
  const detail = message ? `: ${message}` : ".";
  const options = {
    status,
    cause: error,
    retryAfterMs: retryAfterOf(error.headers),
    detail: c.redactor.redact(clip(`${status ?? "stream"} ${JSON.stringify(error.error ?? null)}`, 2000)),
  };
  if (status === undefined) {
    // An error event in the middle of a stream.
    if (isContextOverflow(error, message)) {
      return new ContextOverflowError(
        `The request is too large for the model's context window${detail}`,
        options,
      );
    }
    return new ModelError("server", `The model server reported an error while answering${detail}`, options);
  }
  const label = statusLabel(status);
  if ((status === 400 || status === 413 || status === 422) && isContextOverflow(error, message)) {
    return new ContextOverflowError(
      `The request is too large for the model's context window (${label})${detail}`,
      options,
    );
  }
  if (status === 401)
    return new ModelError("auth", `The model server refused the API key (${label})${detail}`, options);
  if (status === 403)
    return new ModelError("auth", `The model server refused access (${label})${detail}`, options);
  const answered =
    c.retried > 0
      ? `kept answering ${label} after ${c.retried} ${c.retried === 1 ? "retry" : "retries"}`
      : `answered ${label}`;
  if (status === 429) return new ModelError("rate_limit", `The model server ${answered}${detail}`, options);
  if (status >= 500 || status === 408 || status === 409)
    return new ModelError("server", `The model server ${answered}${detail}`, options);
  if (status === 404) {
    return new ModelError(
      "rejected",
      `The model server answered ${label} for ${displayURL(c.baseURL)}/chat/completions (check the model name and the base URL)${detail}`,
      options,
    );
  }
  return new ModelError("rejected", `The model server rejected the request (${label})${detail}`, options);
}

/** `retry-after-ms` (OpenAI, Azure), else `retry-after`. */
function retryAfterOf(headers: Headers | undefined): number | undefined {
  const ms = Number.parseFloat(headers?.get("retry-after-ms") ?? "");
  return Number.isFinite(ms) ? ms : retryAfterMs(headers?.get("retry-after"));
}

const OVERFLOW_CODES = /context_length_exceeded|exceed_context_size|context_window_exceeded/i;
const OVERFLOW_MESSAGES = [
  /context[ _-]?length/i, // OpenAI, Azure, vLLM: "maximum context length is …"; Ollama: "exceeds the context length"
  /context[ _-]?(window|size)/i, // "exceeds the context window"; llama.cpp: "exceeds the available context size"
  /too many tokens/i,
  /prompt (is )?too long/i, // Anthropic-style, Ollama
  /maximum model length|max_model_len/i, // vLLM: "longer than the maximum model length"
  /reduce the length of the messages/i,
  /max_new_tokens`? must be <=/i, // text-generation-inference
  /input token count .* exceeds/i, // Gemini: "The input token count (N) exceeds the maximum number of tokens allowed"
  /maximum prompt length/i, // xAI: "This model's maximum prompt length is N but the request contains M tokens"
];

function isContextOverflow(error: APIError, message: string): boolean {
  if (error.status === 413) return true;
  const code = `${String(error.code ?? "")} ${String(error.type ?? "")}`;
  if (OVERFLOW_CODES.test(code)) return true;
  return OVERFLOW_MESSAGES.some((pattern) => pattern.test(message));
}

/** The server's own words from an APIError, without the status prefix openai-node adds. */
function serverMessage(error: APIError): string {
  const body: unknown = error.error;
  if (typeof body === "string") return tidy(body);
  if (body && typeof body === "object" && "message" in body && typeof body.message === "string") {
    return tidy(body.message);
  }
  const text = error.message.replace(/^\d{3}\s+/, "");
  if (/^\d{3} status code \(no body\)$|^status code \(no body\)$|^\(no status code or body\)$/.test(text)) {
    return "";
  }
  return tidy(text);
}

/**
 * Gives openai-node one error shape to read. It expects `{"error": {"message": …}}`;
 * older vLLM sends `{"message": …}` at the top level, FastAPI servers `{"detail": …}`,
 * Ollama's native API `{"error": "…"}`. Without this their words would be lost.
 */
export function normalizingFetch(inner: typeof fetch): typeof fetch {
  return async (input, init) => {
    const response = await inner(input, init);
    if (response.status < 400) return response;
    const text = await response.text().catch(() => "");
    const headers = new Headers(response.headers);
    headers.delete("content-length");
    headers.delete("content-encoding");
    return new Response(normalizeErrorBody(text), {
      status: response.status,
      statusText: response.statusText,
      headers,
    });
  };
}

function normalizeErrorBody(text: string): string {
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return text;
  }
  if (!body || typeof body !== "object" || Array.isArray(body)) return text;
  const record = body as Record<string, unknown>;
  const inner = record.error;
  if (inner && typeof inner === "object" && !Array.isArray(inner)) return text;
  const message =
    typeof inner === "string"
      ? inner
      : typeof record.message === "string"
        ? record.message
        : record.detail !== undefined
          ? typeof record.detail === "string"
            ? record.detail
            : JSON.stringify(record.detail)
          : undefined;
  if (message === undefined) return text;
  const { error: _error, ...rest } = record;
  return JSON.stringify({ error: { ...rest, message } });
}

function rootCause(error: unknown): string {
  let current: unknown = error;
  let message = describe(error);
  for (let depth = 0; depth < 8 && current instanceof Error; depth++) {
    if (current.message) message = current.message;
    current = current.cause;
  }
  return tidy(message);
}

function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

function statusLabel(status: number): string {
  const text = STATUS_CODES[status];
  return text ? `${status} ${text}` : String(status);
}

/** The URL without credentials or query: what may be shown. */
export function displayURL(url: string): string {
  const parsed = URL.parse(url);
  return parsed
    ? `${parsed.protocol}//${parsed.host}${parsed.pathname}`.replace(/\/+$/, "")
    : "(an invalid URL)";
}

export function seconds(ms: number): string {
  return ms % 1000 === 0 ? `${ms / 1000} s` : `${(ms / 1000).toFixed(1)} s`;
}

/** One line, no markup, bounded: servers sometimes answer with a whole HTML page. */
export function tidy(text: string, max = 500): string {
  const plain = /<\/?[a-z][\s\S]*>/i.test(text) ? text.replace(/<[^>]*>/g, " ") : text;
  return clip(plain.replace(/\s+/g, " ").trim(), max);
}
