/**
 * The OpenAI-compatible model client (docs/design.md#external-calls): plain chat completions
 * (`POST {baseURL}/chat/completions`), so it works against OpenAI, Azure
 * OpenAI's v1 endpoint, Ollama, vLLM and llama.cpp's server.
 *
 * openai-node sends the requests, with the policy's per-attempt timeout; this
 * client retries them by the project's one retry policy (openai-node's own
 * retries are off: they wait silently, on delays a test cannot shorten), so
 * every wait is reported and a server that cannot be reached at all fails at
 * once. Everything the server sends is untrusted: it is validated
 * (./chat-format.ts) and every failure becomes one ModelError
 * (./model-errors.ts).
 */
import { subscribe, unsubscribe } from "node:diagnostics_channel";
import { setTimeout as sleep } from "node:timers/promises";
import OpenAI, { APIError, APIUserAbortError } from "openai";
import { usageError } from "../../engine/errors.ts";
import {
  type ModelClient,
  ModelError,
  type ModelRequest,
  type ModelResponse,
} from "../../engine/model/client.ts";
import { Redactor } from "../../engine/util/redact.ts";
import { DEFAULT_RETRY_POLICY, modelRetryDelayMs, type RetryPolicy } from "../../engine/util/retry-policy.ts";
import { clip } from "../../engine/util/text.ts";
import { azureClient, azureTarget } from "./azure.ts";
import {
  ChunkSchema,
  CompletionSchema,
  finish,
  malformed,
  requestParams,
  textOfContent,
  toToolCall,
} from "./chat-format.ts";
import { displayURL, normalizingFetch, seconds, toModelError } from "./model-errors.ts";
import { servedContextWindow } from "./served-window.ts";

export const DEFAULT_BASE_URL = "https://api.openai.com/v1";

/** A wait before the next attempt, for whoever shows progress. */
export interface RetryNotice {
  /** 1 for the first retry. */
  retry: number;
  retries: number;
  delayMs: number;
  /** What failed, in plain words. */
  reason: string;
}

export interface OpenAICompatibleClientOptions {
  /** May be empty for local servers that need no key (Ollama, llama.cpp). */
  apiKey: string;
  /** Default: OpenAI's. The caller resolves `openai-base-url` / OPENAI_BASE_URL. */
  baseURL?: string;
  /** Retries, backoff and the per-attempt timeout (when streaming, also the longest silence between chunks). */
  policy?: RetryPolicy;
  /** Overrides the policy's model timeout. */
  timeoutMs?: number;
  /** Overrides the policy's retries. */
  maxRetries?: number;
  fetch?: typeof fetch;
  /** Told of each wait before a retry. */
  onRetry?: (notice: RetryNotice) => void;
}

/** Published by fetch (undici) when a request's body has been written to the socket. */
const BODY_SENT = "undici:request:bodySent";

export class OpenAICompatibleClient implements ModelClient {
  readonly baseURL: string;
  private readonly client: OpenAI;
  private readonly redactor: Redactor;
  private readonly policy: RetryPolicy;
  private readonly timeoutMs: number;
  private readonly maxRetries: number;
  private readonly onRetry: ((notice: RetryNotice) => void) | undefined;
  private readonly apiKey: string;
  private readonly fetcher: typeof fetch;
  /** Models whose server refused a response_format: asked without it from then on. */
  private readonly noAnswerFormat = new Set<string>();

  constructor(options: OpenAICompatibleClientOptions) {
    this.redactor = new Redactor([options.apiKey]);
    this.baseURL = checkedBaseURL(options.baseURL?.trim() || DEFAULT_BASE_URL);
    this.policy = options.policy ?? DEFAULT_RETRY_POLICY;
    this.timeoutMs = options.timeoutMs ?? this.policy.modelRequestTimeoutMs;
    this.maxRetries = options.maxRetries ?? this.policy.retries;
    this.onRetry = options.onRetry;
    this.apiKey = options.apiKey;
    this.fetcher = options.fetch ?? globalThis.fetch;
    // openai-node refuses an empty key; local servers ignore whatever is sent.
    const common = {
      apiKey: options.apiKey || "no-key",
      timeout: this.timeoutMs,
      fetch: normalizingFetch(this.fetcher),
    };
    const azure = azureTarget(this.baseURL);
    this.client = azure
      ? azureClient(azure, common)
      : new OpenAI({ ...common, baseURL: this.baseURL, maxRetries: 0 });
  }

  /**
   * What a self-hosted server says it serves for `model` (see
   * ./served-window.ts). OpenAI's and Azure's models are in the catalog;
   * they are not asked.
   */
  async servedContextWindow(model: string): Promise<number | undefined> {
    if (this.baseURL === DEFAULT_BASE_URL || azureTarget(this.baseURL)) return undefined;
    const headers: Record<string, string> = this.apiKey ? { authorization: `Bearer ${this.apiKey}` } : {};
    return servedContextWindow(this.baseURL, model, this.fetcher, headers);
  }

  async complete(request: ModelRequest): Promise<ModelResponse> {
    const stopWatching = request.onSent ? this.watchSent(request.onSent) : undefined;
    try {
      if (!request.answerFormat || this.noAnswerFormat.has(request.model)) {
        const { answerFormat: _, ...plain } = request;
        return await this.attempts(plain);
      }
      try {
        return await this.attempts(request);
      } catch (error) {
        // No catalog says which server holds which model to a JSON Schema (OpenAI, Azure's recent
        // models, vLLM, Ollama, llama.cpp, Mistral do; DeepSeek and older models answer 400), so it
        // is asked, and a refusal that names it is answered by asking without, once per model: the
        // caller checks the answer's form either way.
        if (!refusesAnswerFormat(error)) throw error;
        this.noAnswerFormat.add(request.model);
        const { answerFormat: _, ...plain } = request;
        return await this.attempts(plain);
      }
    } finally {
      stopWatching?.();
    }
  }

  /**
   * Calls `onSent` once a request to the model's server has been written:
   * fetch (undici) says so on a diagnostics channel. Another request to the
   * same server at the same moment could call it a little early; it is only a
   * cue for work to start, never a promise of anything.
   */
  private watchSent(onSent: () => void): () => void {
    const origin = new URL(this.baseURL).origin;
    const listener = (message: unknown) => {
      if ((message as { request?: { origin?: unknown } }).request?.origin !== origin) return;
      stop();
      onSent();
    };
    const stop = () => unsubscribe(BODY_SENT, listener);
    subscribe(BODY_SENT, listener);
    return stop;
  }

  private async attempts(request: ModelRequest): Promise<ModelResponse> {
    for (let retried = 0; ; retried++) {
      // A stream that has shown text is not taken back and sent again.
      let shown = false;
      const onText = request.onText;
      try {
        return onText
          ? await this.streamed(request, (delta) => {
              shown = true;
              onText(delta);
            })
          : await this.plain(request);
      } catch (error) {
        if (error instanceof CallbackFailure) throw error.error;
        const failure = toModelError(error, {
          baseURL: this.baseURL,
          redactor: this.redactor,
          timeoutMs: this.timeoutMs,
          retried,
          signal: request.signal,
        });
        if (!failure.retryable || shown || retried >= this.maxRetries) throw failure;
        const delayMs = modelRetryDelayMs(this.policy, retried, failure.retryAfterMs);
        this.onRetry?.({ retry: retried + 1, retries: this.maxRetries, delayMs, reason: failure.message });
        try {
          await sleep(delayMs, undefined, request.signal ? { signal: request.signal } : {});
        } catch {
          throw new ModelError("cancelled", "The model request was cancelled.");
        }
      }
    }
  }

  private async plain(request: ModelRequest): Promise<ModelResponse> {
    const params = requestParams(request, this.baseURL);
    const raw: unknown = await this.client.chat.completions.create(params, { signal: request.signal });
    throwIfErrorBody(raw);
    const parsed = CompletionSchema.safeParse(raw);
    if (!parsed.success) throw malformed(parsed.error, raw);
    const choice = parsed.data.choices[0]!;
    const toolCalls = (choice.message.tool_calls ?? []).map((call) =>
      toToolCall(call.id, call.function.name, call.function.arguments),
    );
    const content = textOfContent(choice.message.content) || choice.message.refusal || "";
    return finish(
      content,
      toolCalls,
      choice.finish_reason,
      parsed.data.usage,
      choice.message.reasoning_content ?? "",
    );
  }

  private async streamed(request: ModelRequest, onText: (delta: string) => void): Promise<ModelResponse> {
    const idle = new AbortController();
    const signal = request.signal ? AbortSignal.any([request.signal, idle.signal]) : idle.signal;
    const stream = await this.client.chat.completions.create(
      { ...requestParams(request, this.baseURL), stream: true, stream_options: { include_usage: true } },
      { signal },
    );

    let content = "";
    let reasoning = "";
    let finishReason: string | null | undefined;
    let usage: unknown;
    let sawAnything = false;
    let idleFired = false;
    const calls: { id?: string; name: string; arguments: string }[] = [];
    /** Where each call id stands in `calls`, for parts without an index: found without a scan. */
    const byId = new Map<string, number>();
    /** The latest call at each index the server gave: its parts go on there. */
    const atIndex = new Map<number, number>();
    let timer = setTimeout(onIdle, this.timeoutMs);
    function onIdle() {
      idleFired = true;
      idle.abort();
    }
    try {
      for await (const rawChunk of stream as AsyncIterable<unknown>) {
        clearTimeout(timer);
        timer = setTimeout(onIdle, this.timeoutMs);
        const parsed = ChunkSchema.safeParse(rawChunk);
        if (!parsed.success) throw malformed(parsed.error, rawChunk);
        const chunk = parsed.data;
        if (chunk.usage != null) usage = chunk.usage;
        for (const choice of chunk.choices ?? []) {
          if ((choice.index ?? 0) !== 0) continue;
          sawAnything = true;
          if (choice.finish_reason) finishReason = choice.finish_reason;
          const delta = choice.delta;
          reasoning += delta?.reasoning_content ?? "";
          const text = textOfContent(delta?.content) || delta?.refusal || "";
          if (text) {
            content += text;
            try {
              onText(text);
            } catch (error) {
              throw new CallbackFailure(error);
            }
          }
          for (const part of delta?.tool_calls ?? []) {
            let index: number;
            if (part.index != null) {
              const held = atIndex.get(part.index);
              // An index held by a call with another id starts a new call (Ollama sends every call
              // at 0); one id at two indexes is two calls (DeepSeek and GLM reuse an id).
              const other = held !== undefined && part.id && calls[held]?.id && calls[held]!.id !== part.id;
              index = held === undefined || other ? calls.length : held;
              atIndex.set(part.index, index);
            } else {
              // No index: a known id goes on, a new id (or the first part) starts a call, anything else
              // continues the last one.
              const known = part.id ? byId.get(part.id) : undefined;
              index = known ?? (part.id || calls.length === 0 ? calls.length : calls.length - 1);
            }
            let call = calls[index];
            if (!call) {
              call = { name: "", arguments: "" };
              calls[index] = call;
            }
            if (part.id && !call.id) {
              call.id = part.id;
              if (!byId.has(part.id)) byId.set(part.id, index);
            }
            const name = part.function?.name;
            // Most servers send the name once; some repeat it whole, a few send it in pieces.
            if (name && name !== call.name) call.name += name;
            const args = part.function?.arguments;
            if (typeof args === "string") call.arguments += args;
            else if (args != null) call.arguments += JSON.stringify(args);
          }
        }
      }
    } finally {
      clearTimeout(timer);
    }
    if (idleFired && !request.signal?.aborted) {
      throw new ModelError(
        "timeout",
        `The model server at ${displayURL(this.baseURL)} stopped sending its answer for ${seconds(this.timeoutMs)}.`,
      );
    }
    if (request.signal?.aborted) throw new APIUserAbortError();
    if (!sawAnything) {
      throw new ModelError(
        "response",
        "The model server's stream ended without an answer (no choices were sent).",
      );
    }
    // Every answer ends with a finish_reason: a stream closed without one was cut, not finished.
    if (!finishReason) {
      throw new ModelError(
        "connection",
        `The model server at ${displayURL(this.baseURL)}: its stream ended before its answer was finished (no finish_reason came).`,
      );
    }
    const toolCalls = calls
      .filter((call) => call !== undefined)
      .map((call) => toToolCall(call.id, call.name, call.arguments));
    return finish(content, toolCalls, finishReason, usage, reasoning);
  }
}

/**
 * The model port as the edges build it: the client for the settings' server,
 * retrying by the policy, each wait told to `progress` in plain words.
 */
export function openAIModel(o: {
  apiKey: string;
  baseUrl: string | undefined;
  /** The `model-timeout` setting; the policy's when absent. */
  timeoutSeconds?: number | undefined;
  policy: RetryPolicy;
  progress: ((message: string) => void) | undefined;
}): OpenAICompatibleClient {
  const { progress } = o;
  return new OpenAICompatibleClient({
    apiKey: o.apiKey,
    policy: o.policy,
    ...(o.baseUrl ? { baseURL: o.baseUrl } : {}),
    ...(o.timeoutSeconds ? { timeoutMs: o.timeoutSeconds * 1000 } : {}),
    ...(progress
      ? {
          onRetry: ({ retry, retries, delayMs, reason }) =>
            progress(
              `${reason} Retrying in ${(delayMs / 1000).toFixed(1)} s (retry ${retry} of ${retries}).`,
            ),
        }
      : {}),
  });
}

function checkedBaseURL(raw: string): string {
  const url = URL.parse(raw);
  if (!url || (url.protocol !== "http:" && url.protocol !== "https:") || !url.host) {
    throw usageError(
      `The model base URL must be an http(s) URL such as ${DEFAULT_BASE_URL} or http://localhost:11434/v1, not "${clip(raw, 100)}".`,
    );
  }
  // fetch refuses such a URL with a message that repeats it whole, password and all: refused here,
  // without repeating it.
  if (url.username || url.password)
    throw usageError(
      "The model base URL holds a user name or password (user:pass@host); give the key as the API key instead.",
    );
  return raw.replace(/\/+$/, "");
}

/**
 * Gateways (OpenRouter) may answer 200 with an error in place of choices when
 * the provider behind them failed: it is that error, with the status it
 * names (502 when it names none), not a malformed answer.
 */
function throwIfErrorBody(raw: unknown): void {
  if (typeof raw !== "object" || raw === null || "choices" in raw || !("error" in raw)) return;
  const error = raw.error;
  if (typeof error !== "object" || error === null) return;
  const code = "code" in error ? Number(error.code) : Number.NaN;
  throw APIError.generate(code >= 400 && code < 600 ? code : 502, raw, undefined, new Headers());
}

/** Wraps an exception thrown by the caller's onText, so it is rethrown as is, not as a model error. */
class CallbackFailure extends Error {
  constructor(readonly error: unknown) {
    super("the caller's onText failed", { cause: error });
    this.name = "CallbackFailure";
  }
}

/** A 400 (or 422) whose message names the structured-output request. */
function refusesAnswerFormat(error: unknown): boolean {
  return (
    error instanceof ModelError &&
    error.failure === "rejected" &&
    (error.status === 400 || error.status === 422) &&
    /response_format|json_schema|structured output/i.test(error.message)
  );
}
