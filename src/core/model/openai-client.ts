/**
 * The OpenAI-compatible model client (SPEC §7): plain chat completions
 * (`POST {baseURL}/chat/completions`), so it works against OpenAI, Azure
 * OpenAI's v1 endpoint, Ollama, vLLM and llama.cpp's server.
 *
 * Retries and timeouts are openai-node's own (exponential backoff honouring
 * `retry-after` / `retry-after-ms` on 408/409/429/5xx, connection errors and
 * timeouts), configured from the project's retry policy. Everything the server
 * sends is untrusted: it is validated here and every failure becomes one of the
 * typed errors of ./client.ts, in plain words and without the API key.
 */

import { AsyncLocalStorage } from "node:async_hooks";
import { randomUUID } from "node:crypto";
import { STATUS_CODES } from "node:http";
import OpenAI, { APIConnectionError, APIConnectionTimeoutError, APIError, APIUserAbortError } from "openai";
import type {
  ChatCompletionCreateParamsNonStreaming,
  ChatCompletionMessageParam,
  ChatCompletionMessageToolCall,
  ChatCompletionTool,
} from "openai/resources/chat/completions";
import * as z from "zod";
import { usageError } from "../errors.ts";
import type { Message, ToolCall, Usage } from "../messages.ts";
import { DEFAULT_RETRY_POLICY, type RetryPolicy } from "../util/retry-policy.ts";
import {
  ContextOverflowError,
  ModelAuthError,
  type ModelClient,
  ModelConnectionError,
  ModelError,
  ModelRateLimitError,
  type ModelRequest,
  type ModelResponse,
  ModelResponseError,
  ModelServerError,
  ModelTimeoutError,
  type ToolDefinition,
} from "./client.ts";

export const DEFAULT_BASE_URL = "https://api.openai.com/v1";

export type FetchLike = (input: string | URL | Request, init?: RequestInit) => Promise<Response>;

export interface OpenAICompatibleClientOptions {
  /** May be empty for local servers that need no key (Ollama, llama.cpp). */
  apiKey: string;
  /** Default: OpenAI's. The caller resolves `openai-base-url` / OPENAI_BASE_URL. */
  baseURL?: string;
  /** Retries and the per-attempt timeout (when streaming, also the longest silence between chunks). */
  policy?: RetryPolicy;
  /** Overrides the policy's model timeout. */
  timeoutMs?: number;
  /** Overrides the policy's retries. */
  maxRetries?: number;
  fetch?: FetchLike;
}

export class OpenAICompatibleClient implements ModelClient {
  readonly baseURL: string;
  private readonly client: OpenAI;
  private readonly apiKey: string;
  private readonly timeoutMs: number;
  private readonly maxRetries: number;
  private readonly retryStatuses: readonly number[];

  constructor(options: OpenAICompatibleClientOptions) {
    this.apiKey = options.apiKey;
    this.baseURL = checkedBaseURL(options.baseURL?.trim() || DEFAULT_BASE_URL);
    const policy = options.policy ?? DEFAULT_RETRY_POLICY;
    this.timeoutMs = options.timeoutMs ?? policy.modelRequestTimeoutMs;
    this.maxRetries = options.maxRetries ?? policy.retries;
    this.retryStatuses = policy.retryStatuses;
    this.client = new OpenAI({
      // openai-node refuses an empty key; local servers ignore whatever is sent.
      apiKey: options.apiKey || "no-key",
      baseURL: this.baseURL,
      timeout: this.timeoutMs,
      maxRetries: this.maxRetries,
      fetch: normalizingFetch(options.fetch ?? globalThis.fetch),
    });
  }

  async complete(request: ModelRequest): Promise<ModelResponse> {
    // openai-node retries every failed connection; one that no server will
    // ever accept (refused, no such host) ends the call at once instead.
    const unreachable = new AbortController();
    const signal = request.signal
      ? AbortSignal.any([request.signal, unreachable.signal])
      : unreachable.signal;
    try {
      return await UNREACHABLE.run(unreachable, () =>
        request.onText
          ? this.streamed({ ...request, signal }, request.onText)
          : this.plain({ ...request, signal }),
      );
    } catch (error) {
      if (error instanceof CallbackFailure) throw error.error;
      if (unreachable.signal.aborted && !request.signal?.aborted) {
        throw new ModelConnectionError(
          this.redact(
            `Could not reach the model server at ${displayURL(this.baseURL)}: ${rootCause(unreachable.signal.reason)}`,
          ),
          { cause: unreachable.signal.reason },
        );
      }
      throw this.toModelError(error, request.signal);
    }
  }

  private async plain(request: ModelRequest): Promise<ModelResponse> {
    const params: ChatCompletionCreateParamsNonStreaming = this.params(request);
    const raw: unknown = await this.client.chat.completions.create(params, { signal: request.signal });
    const parsed = CompletionSchema.safeParse(raw);
    if (!parsed.success) throw malformed(parsed.error, raw);
    const choice = parsed.data.choices[0]!;
    const toolCalls = (choice.message.tool_calls ?? []).map((call) =>
      toToolCall(call.id, call.function.name, call.function.arguments),
    );
    const content = textOfContent(choice.message.content) || choice.message.refusal || "";
    return finish(content, toolCalls, choice.finish_reason, parsed.data.usage);
  }

  private async streamed(request: ModelRequest, onText: (delta: string) => void): Promise<ModelResponse> {
    const idle = new AbortController();
    const signal = request.signal ? AbortSignal.any([request.signal, idle.signal]) : idle.signal;
    const stream = await this.client.chat.completions.create(
      { ...this.params(request), stream: true, stream_options: { include_usage: true } },
      { signal },
    );

    let content = "";
    let finishReason: string | null | undefined;
    let usage: unknown;
    let sawAnything = false;
    let idleFired = false;
    const calls: { id?: string; name: string; arguments: string }[] = [];
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
          const text = delta?.content || delta?.refusal || "";
          if (text) {
            content += text;
            try {
              onText(text);
            } catch (error) {
              throw new CallbackFailure(error);
            }
          }
          for (const part of delta?.tool_calls ?? []) {
            let index = part.index;
            if (index == null) {
              const known = part.id ? calls.findIndex((c) => c.id === part.id) : -1;
              // No index: a new id (or the first part) starts a call, anything else continues the last one.
              index = known >= 0 ? known : part.id || calls.length === 0 ? calls.length : calls.length - 1;
            }
            let call = calls[index];
            if (!call) {
              call = { name: "", arguments: "" };
              calls[index] = call;
            }
            if (part.id && !call.id) call.id = part.id;
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
      throw new ModelTimeoutError(
        `The model server at ${displayURL(this.baseURL)} stopped sending its answer for ${seconds(this.timeoutMs)}.`,
      );
    }
    if (request.signal?.aborted) throw new APIUserAbortError();
    if (!sawAnything) {
      throw new ModelResponseError(
        "The model server's stream ended without an answer (no choices were sent).",
      );
    }
    const toolCalls = calls
      .filter((call) => call !== undefined)
      .map((call) => toToolCall(call.id, call.name, call.arguments));
    return finish(content, toolCalls, finishReason, usage);
  }

  private params(request: ModelRequest): ChatCompletionCreateParamsNonStreaming {
    const params: ChatCompletionCreateParamsNonStreaming = {
      model: request.model,
      messages: request.messages.map(toChatMessage),
    };
    if (request.tools && request.tools.length > 0) params.tools = request.tools.map(toChatTool);
    if (request.maxOutputTokens !== undefined && request.maxOutputTokens > 0) {
      // OpenAI's reasoning models refuse `max_tokens`; most local servers only know it.
      if (prefersMaxCompletionTokens(this.baseURL, request.model)) {
        params.max_completion_tokens = request.maxOutputTokens;
      } else {
        params.max_tokens = request.maxOutputTokens;
      }
    }
    return params;
  }

  /** Maps anything thrown during a call to a typed ModelError with a plain-words message. */
  private toModelError(error: unknown, signal: AbortSignal | undefined): ModelError {
    if (error instanceof ModelError) {
      const message = this.redact(error.message);
      if (message === error.message) return error;
      const Same = error.constructor as typeof ModelError;
      return new Same(message, { status: error.status, retryable: error.retryable, cause: error.cause });
    }
    const where = displayURL(this.baseURL);
    const attempts = this.maxRetries > 0 ? ` (${this.maxRetries + 1} attempts)` : "";
    if (error instanceof APIUserAbortError || (signal?.aborted && !(error instanceof APIError))) {
      return new ModelError("The model request was cancelled.", { cause: error });
    }
    if (error instanceof APIConnectionTimeoutError) {
      return new ModelTimeoutError(
        `The model server at ${where} did not answer within ${seconds(this.timeoutMs)}${attempts}.`,
        { cause: error },
      );
    }
    if (error instanceof APIConnectionError) {
      return new ModelConnectionError(
        this.redact(`Could not reach the model server at ${where}${attempts}: ${rootCause(error)}`),
        { cause: error },
      );
    }
    if (error instanceof APIError) return this.fromStatus(error);
    if (error instanceof SyntaxError) {
      return new ModelResponseError(
        this.redact(`The model server's answer is not valid JSON: ${tidy(error.message)}`),
        { cause: error },
      );
    }
    return new ModelError(this.redact(`The model call failed: ${tidy(describe(error))}`), { cause: error });
  }

  private fromStatus(error: APIError): ModelError {
    const status = error.status;
    const message = this.redact(serverMessage(error));
    const detail = message ? `: ${message}` : ".";
    const options = { status, cause: error };
    if (status === undefined) {
      // An error event in the middle of a stream.
      if (isContextOverflow(error, message)) {
        return new ContextOverflowError(
          `The request is too large for the model's context window${detail}`,
          options,
        );
      }
      return new ModelServerError(`The model server reported an error while answering${detail}`, options);
    }
    const label = statusLabel(status);
    if ((status === 400 || status === 413 || status === 422) && isContextOverflow(error, message)) {
      return new ContextOverflowError(
        `The request is too large for the model's context window (${label})${detail}`,
        options,
      );
    }
    if (status === 401)
      return new ModelAuthError(`The model server refused the API key (${label})${detail}`, options);
    if (status === 403)
      return new ModelAuthError(`The model server refused access (${label})${detail}`, options);
    const retried = this.maxRetries > 0 && this.retryStatuses.includes(status);
    const answered = retried
      ? `kept answering ${label} after ${this.maxRetries} ${this.maxRetries === 1 ? "retry" : "retries"}`
      : `answered ${label}`;
    if (status === 429) return new ModelRateLimitError(`The model server ${answered}${detail}`, options);
    if (status >= 500) return new ModelServerError(`The model server ${answered}${detail}`, options);
    if (status === 408 || status === 409) {
      return new ModelError(`The model server ${answered}${detail}`, { ...options, retryable: true });
    }
    if (status === 404) {
      return new ModelError(
        `The model server answered ${label} for ${displayURL(this.baseURL)}/chat/completions (check the model name and the base URL)${detail}`,
        options,
      );
    }
    return new ModelError(`The model server rejected the request (${label})${detail}`, options);
  }

  private redact(text: string): string {
    let out = text;
    if (this.apiKey.length >= 4) out = out.split(this.apiKey).join("[redacted]");
    return out.replace(/\bsk-[A-Za-z0-9_*.-]{8,}/g, "sk-[redacted]");
  }
}

// ---------------------------------------------------------------------------
// Request mapping

function toChatMessage(message: Message): ChatCompletionMessageParam {
  const name = message.name ? { name: message.name } : {};
  switch (message.role) {
    case "system":
      return { role: "system", content: message.content ?? "", ...name };
    case "user":
      return { role: "user", content: message.content ?? "", ...name };
    case "tool":
      return { role: "tool", content: message.content ?? "", tool_call_id: message.tool_call_id ?? "" };
    case "assistant": {
      const toolCalls: ChatCompletionMessageToolCall[] = (message.tool_calls ?? []).map((call) => ({
        id: call.id,
        type: "function",
        function: { name: call.function.name, arguments: call.function.arguments },
      }));
      if (toolCalls.length > 0) {
        return { role: "assistant", content: message.content, tool_calls: toolCalls, ...name };
      }
      return { role: "assistant", content: message.content ?? "", ...name };
    }
  }
}

function toChatTool(tool: ToolDefinition): ChatCompletionTool {
  return {
    type: "function",
    function: { name: tool.name, description: tool.description, parameters: tool.parameters },
  };
}

function checkedBaseURL(raw: string): string {
  let url: URL | undefined;
  try {
    url = new URL(raw);
  } catch {
    // reported below
  }
  if (!url || (url.protocol !== "http:" && url.protocol !== "https:") || !url.host) {
    throw usageError(
      `The model base URL must be an http(s) URL such as ${DEFAULT_BASE_URL} or http://localhost:11434/v1, not "${truncate(raw, 100)}".`,
    );
  }
  return raw.replace(/\/+$/, "");
}

function prefersMaxCompletionTokens(baseURL: string, model: string): boolean {
  let host = "";
  try {
    host = new URL(baseURL).hostname.toLowerCase();
  } catch {
    // checked in the constructor
  }
  if (host === "api.openai.com" || host.endsWith(".openai.azure.com")) return true;
  return /^(o\d|gpt-5)/i.test(model.split("/").pop() ?? "");
}

// ---------------------------------------------------------------------------
// Response validation (the server's answer is untrusted input)

const ContentSchema = z.union([
  z.string(),
  z.array(z.object({ type: z.string().nullish(), text: z.string().nullish() })),
]);

const ArgumentsSchema = z.union([z.string(), z.record(z.string(), z.unknown())]).nullish();

const CompletionSchema = z.object({
  choices: z
    .array(
      z.object({
        message: z.object({
          content: ContentSchema.nullish(),
          refusal: z.string().nullish(),
          tool_calls: z
            .array(
              z.object({
                id: z.string().nullish(),
                type: z.string().nullish(),
                function: z.object({ name: z.string(), arguments: ArgumentsSchema }),
              }),
            )
            .nullish(),
        }),
        finish_reason: z.string().nullish(),
      }),
    )
    .min(1, "no choices"),
  usage: z.unknown().optional(),
});

const ChunkSchema = z.object({
  choices: z
    .array(
      z.object({
        index: z.number().int().nonnegative().nullish(),
        delta: z
          .object({
            content: z.string().nullish(),
            refusal: z.string().nullish(),
            tool_calls: z
              .array(
                z.object({
                  index: z.number().int().nonnegative().max(1000).nullish(),
                  id: z.string().nullish(),
                  type: z.string().nullish(),
                  function: z.object({ name: z.string().nullish(), arguments: ArgumentsSchema }).nullish(),
                }),
              )
              .nullish(),
          })
          .nullish(),
        finish_reason: z.string().nullish(),
      }),
    )
    .nullish(),
  usage: z.unknown().optional(),
});

const UsageSchema = z.object({
  prompt_tokens: z.number().int().nonnegative(),
  completion_tokens: z.number().int().nonnegative(),
});

function textOfContent(content: z.infer<typeof ContentSchema> | null | undefined): string {
  if (content == null) return "";
  if (typeof content === "string") return content;
  return content.map((part) => part.text ?? "").join("");
}

/**
 * Arguments that are not a JSON object are kept as the model sent them: the
 * toolset answers such a call with an error the model can correct, which
 * beats failing the whole run over one malformed call.
 */
function toToolCall(id: string | null | undefined, name: string, args: unknown): ToolCall {
  if (!name) throw new ModelResponseError("The model called a tool without giving its name.");
  let text: string;
  if (args == null || (typeof args === "string" && args.trim() === "")) text = "{}";
  else text = typeof args === "string" ? args : JSON.stringify(args);
  return {
    id: id || `call_${randomUUID().replaceAll("-", "").slice(0, 24)}`,
    type: "function",
    function: { name, arguments: text },
  };
}

function finish(
  content: string,
  toolCalls: ToolCall[],
  finishReason: string | null | undefined,
  rawUsage: unknown,
): ModelResponse {
  const message: Message =
    toolCalls.length > 0
      ? { role: "assistant", content: content || null, tool_calls: toolCalls }
      : { role: "assistant", content };
  const reason = finishReason || (toolCalls.length > 0 ? "tool_calls" : "stop");
  const usage = UsageSchema.safeParse(rawUsage);
  if (!usage.success) {
    return {
      message,
      usage: { input_tokens: 0, output_tokens: 0 },
      usageEstimated: true,
      finishReason: reason,
    };
  }
  const recorded: Usage = {
    input_tokens: usage.data.prompt_tokens,
    output_tokens: usage.data.completion_tokens,
  };
  return { message, usage: recorded, finishReason: reason };
}

function malformed(error: z.ZodError, raw: unknown): ModelResponseError {
  if (raw === undefined || raw === null || raw === "") {
    return new ModelResponseError("The model server answered with an empty body.");
  }
  if (typeof raw === "string") {
    return new ModelResponseError(
      `The model server's answer is not a chat completion (it is not JSON): ${tidy(raw, 200)}`,
    );
  }
  const issue = error.issues[0];
  const where = issue && issue.path.length > 0 ? `${issue.path.join(".")}: ` : "";
  return new ModelResponseError(
    `The model server's answer is not a valid chat completion (${where}${issue?.message ?? "invalid"}).`,
  );
}

// ---------------------------------------------------------------------------
// Errors

/** Wraps an exception thrown by the caller's onText, so it is rethrown as is, not as a model error. */
class CallbackFailure {
  constructor(readonly error: unknown) {}
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
/** The call in progress, for the fetch below to end when its server cannot be reached at all. */
const UNREACHABLE = new AsyncLocalStorage<AbortController>();

/** Connection failures that retrying cannot mend: nothing listens there, or the name does not resolve. */
const UNREACHABLE_CODES = new Set(["ECONNREFUSED", "ENOTFOUND", "EAI_AGAIN", "EHOSTUNREACH", "ENETUNREACH"]);

function unreachableCode(error: unknown): string | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 8 && current; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === "string" && UNREACHABLE_CODES.has(code)) return code;
    const errors = (current as { errors?: unknown }).errors;
    if (Array.isArray(errors)) {
      const inner = errors.map(unreachableCode).find(Boolean);
      if (inner) return inner;
    }
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

function normalizingFetch(inner: FetchLike): FetchLike {
  return async (input, init) => {
    let response: Response;
    try {
      response = await inner(input, init);
    } catch (error) {
      if (unreachableCode(error)) UNREACHABLE.getStore()?.abort(error);
      throw error;
    }
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

function displayURL(url: string): string {
  try {
    const parsed = new URL(url);
    return `${parsed.protocol}//${parsed.host}${parsed.pathname}`.replace(/\/+$/, "");
  } catch {
    return "(an invalid URL)";
  }
}

function seconds(ms: number): string {
  return ms % 1000 === 0 ? `${ms / 1000} s` : `${(ms / 1000).toFixed(1)} s`;
}

/** One line, no markup, bounded: servers sometimes answer with a whole HTML page. */
function tidy(text: string, max = 500): string {
  const plain = /<\/?[a-z][\s\S]*>/i.test(text) ? text.replace(/<[^>]*>/g, " ") : text;
  return truncate(plain.replace(/\s+/g, " ").trim(), max);
}

function truncate(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, max)}…` : text;
}
