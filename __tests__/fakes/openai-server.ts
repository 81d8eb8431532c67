// A fake OpenAI-compatible chat-completions server, scripted per test.
//
// It checks requests the way api.openai.com does where a mistake in our code would otherwise only
// show in production (tool call / tool result pairing, stream_options without stream, tool names,
// the context window), answers 400 with OpenAI's error shape, and records a violation.
import { randomBytes } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import { header, isRecord, type Listening, listen, parseJson, sendJson, sleep } from "./http-util.ts";

export interface ChatMessage {
  role: "system" | "developer" | "user" | "assistant" | "tool" | (string & {});
  content?: unknown;
  name?: string;
  tool_calls?: { id: string; type: "function"; function: { name: string; arguments: string } }[];
  tool_call_id?: string;
  [key: string]: unknown;
}

export interface ChatRequest {
  model: string;
  messages: ChatMessage[];
  tools?: { type: string; function: { name: string; description?: string; parameters?: unknown } }[];
  tool_choice?: unknown;
  stream?: boolean;
  stream_options?: { include_usage?: boolean };
  max_tokens?: number;
  max_completion_tokens?: number;
  temperature?: number;
  [key: string]: unknown;
}

export interface Usage {
  prompt_tokens: number;
  completion_tokens: number;
  total_tokens: number;
}

export interface ScriptedToolCall {
  id?: string;
  name: string;
  /** A string is sent as is; anything else is JSON-encoded. */
  arguments: unknown;
}

export interface ScriptedReply {
  content?: string | null;
  tool_calls?: ScriptedToolCall[];
  usage?: Partial<Usage>;
  finish_reason?: "stop" | "length" | "tool_calls" | "content_filter";
  /** Wait before answering (or before the first chunk when streaming). */
  delayMs?: number;
  /** Streaming only: drop the connection after this many SSE events. */
  disconnectAfterChunks?: number;
}

export interface ScriptedError {
  status: number;
  body?: unknown;
  headers?: Record<string, string>;
}

export interface ScriptedHang {
  hang: true;
}

export type ScriptedResponse = ScriptedReply | ScriptedError | ScriptedHang;

export interface RecordedCall {
  path: string;
  headers: Record<string, string | string[] | undefined>;
  body: ChatRequest;
  /** The HTTP status the fake answered with (undefined while hanging). */
  status?: number;
}

export interface FakeOpenAIOptions {
  /** Answer used when the queue is empty and no `respond` is given. */
  defaultReply?: string;
  /** Called when the queue is empty; lets a test answer from the messages (e.g. a summarizer). */
  respond?: (request: ChatRequest) => ScriptedResponse | Promise<ScriptedResponse>;
  /** When set, requests without `Authorization: Bearer <apiKey>` get 401. */
  apiKey?: string;
  /** When set, a prompt estimated above this many tokens gets 400 context_length_exceeded. */
  contextWindow?: number;
  /** Skip the request checks (default false). */
  lenient?: boolean;
  /** Answer a request with `response_format` 400, as DeepSeek and older models do. */
  refuseResponseFormat?: boolean;
}

export interface FakeOpenAI {
  /** Base URL including /v1, for `new OpenAI({ baseURL })` or OPENAI_BASE_URL. */
  url: string;
  /** Every chat request body, in arrival order (also the rejected ones). */
  requests: ChatRequest[];
  calls: RecordedCall[];
  /** Requests the real API would have rejected (also answered with 400). */
  violations: string[];
  enqueue(...responses: ScriptedResponse[]): void;
  /** Responses still queued. */
  pending(): number;
  setResponder(respond: FakeOpenAIOptions["respond"]): void;
  reset(): void;
  close(): Promise<void>;
}

/** Rough token count: ~4 characters per token (OpenAI's rule of thumb). */
export function estimateTokens(text: string): number {
  return Math.ceil(text.length / 4);
}

function textOf(content: unknown): string {
  if (typeof content === "string") return content;
  if (Array.isArray(content))
    return content.map((p) => (isRecord(p) && typeof p.text === "string" ? p.text : "")).join("");
  return "";
}

/** Prompt tokens as the fake reports them: message text + tool calls + tool schemas, plus framing. */
export function estimatePromptTokens(req: ChatRequest): number {
  let n = 3;
  for (const m of req.messages ?? []) {
    n += 4 + estimateTokens(textOf(m.content));
    for (const tc of m.tool_calls ?? []) n += estimateTokens(tc.function.name + tc.function.arguments) + 3;
  }
  if (req.tools?.length) n += estimateTokens(JSON.stringify(req.tools));
  return n;
}

const MODEL_FALLBACK = "gpt-4o-mini";

const isError = (r: ScriptedResponse): r is ScriptedError => "status" in r && typeof r.status === "number";
const isHang = (r: ScriptedResponse): r is ScriptedHang => "hang" in r && r.hang === true;

function errorBody(message: string, type: string, code: string | null, param: string | null = null) {
  return { error: { message, type, param, code } };
}

function defaultErrorBody(status: number) {
  switch (status) {
    case 400:
      return errorBody("Invalid request (scripted)", "invalid_request_error", null);
    case 401:
      return errorBody("Incorrect API key provided.", "invalid_request_error", "invalid_api_key");
    case 429:
      return errorBody(
        "Rate limit reached for requests. Please try again in 10ms.",
        "requests",
        "rate_limit_exceeded",
      );
    case 503:
      return errorBody("The engine is currently overloaded, please try again later.", "server_error", null);
    default:
      return errorBody("The server had an error while processing your request.", "server_error", null);
  }
}

/** The checks api.openai.com applies that our code can get wrong. Returns the first problem. */
/**
 * `response_format` as OpenAI checks it: a json_schema with a name and a schema, and under
 * `strict` a schema whose every object is closed and lists all its properties as required.
 */
function checkResponseFormat(format: unknown): { message: string; param: string | null } | null {
  if (format === undefined) return null;
  const param = "response_format";
  if (!isRecord(format) || !["text", "json_object", "json_schema"].includes(String(format.type)))
    return { message: "Invalid value for 'response_format.type'.", param };
  if (format.type !== "json_schema") return null;
  const spec = format.json_schema;
  if (!isRecord(spec) || typeof spec.name !== "string" || !/^[a-zA-Z0-9_-]{1,64}$/.test(spec.name))
    return { message: "Missing or invalid required parameter: 'response_format.json_schema.name'.", param };
  if (!isRecord(spec.schema) || spec.schema.type !== "object")
    return {
      message: `Invalid schema for response_format '${spec.name}': schema must be a JSON Schema of 'type: "object"'.`,
      param,
    };
  if (spec.strict !== true) return null;
  const open = (node: unknown): string | undefined => {
    if (Array.isArray(node)) return node.map(open).find(Boolean);
    if (!isRecord(node)) return undefined;
    if (node.type === "object") {
      const keys = Object.keys(isRecord(node.properties) ? node.properties : {});
      const required = Array.isArray(node.required) ? node.required : [];
      if (node.additionalProperties !== false)
        return "'additionalProperties' is required to be supplied and to be false";
      const missing = keys.find((k) => !required.includes(k));
      if (missing)
        return `'required' is required to be supplied and to be an array including every key in properties. Missing '${missing}'`;
    }
    if ("default" in node && !isRecord(node.default)) return "'default' is not permitted";
    return Object.values(node).map(open).find(Boolean);
  };
  const problem = open(spec.schema);
  return problem
    ? { message: `Invalid schema for response_format '${spec.name}': ${problem}.`, param }
    : null;
}

export function checkChatRequest(
  body: unknown,
): { message: string; param: string | null; code?: string } | null {
  if (!isRecord(body)) return { message: "We could not parse the JSON body of your request.", param: null };
  if (typeof body.model !== "string" || body.model === "")
    return { message: "you must provide a model parameter", param: "model" };
  if (!Array.isArray(body.messages))
    return { message: "Missing required parameter: 'messages'.", param: "messages" };
  if (body.messages.length === 0) return { message: "[] is too short - 'messages'", param: "messages" };
  if (body.stream_options !== undefined && body.stream !== true)
    return {
      message: "The 'stream_options' parameter is only allowed when 'stream' is enabled.",
      param: "stream_options",
    };
  const format = checkResponseFormat(body.response_format);
  if (format) return format;
  const tools = body.tools;
  if (tools !== undefined) {
    if (!Array.isArray(tools))
      return { message: "Invalid type for 'tools': expected an array.", param: "tools" };
    if (tools.length === 0) return { message: "[] is too short - 'tools'", param: "tools" };
    const seen = new Set<string>();
    for (const [i, t] of tools.entries()) {
      const name = isRecord(t) && isRecord(t.function) ? t.function.name : undefined;
      if (!isRecord(t) || t.type !== "function" || typeof name !== "string")
        return { message: `Missing required parameter: 'tools[${i}].function.name'.`, param: `tools[${i}]` };
      if (!/^[a-zA-Z0-9_-]{1,64}$/.test(name))
        return {
          message: `Invalid 'tools[${i}].function.name': string does not match pattern. Expected a string that matches the pattern '^[a-zA-Z0-9_-]+$'.`,
          param: `tools[${i}].function.name`,
        };
      if (seen.has(name))
        return { message: `Duplicate tool name: ${name}`, param: "tools", code: "duplicate_tool_name" };
      seen.add(name);
    }
  } else if (body.tool_choice !== undefined && body.tool_choice !== "none") {
    return {
      message: "Invalid value for 'tool_choice': 'tool_choice' is only allowed when 'tools' are specified.",
      param: "tool_choice",
    };
  }
  const messages = body.messages as unknown[];
  let open: string[] = [];
  for (const [i, m] of messages.entries()) {
    if (!isRecord(m) || typeof m.role !== "string")
      return { message: `Missing required parameter: 'messages[${i}].role'.`, param: `messages[${i}].role` };
    const role = m.role;
    if (!["system", "developer", "user", "assistant", "tool", "function"].includes(role))
      return {
        message: `Invalid value: '${role}'. Supported values are: 'system', 'assistant', 'user', 'function', 'tool', and 'developer'.`,
        param: `messages[${i}].role`,
      };
    if (role !== "tool" && open.length > 0)
      return {
        message: `An assistant message with 'tool_calls' must be followed by tool messages responding to each 'tool_call_id'. The following tool_call_ids did not have response messages: ${open.join(", ")}`,
        param: "messages",
      };
    if (role === "tool") {
      const id = m.tool_call_id;
      if (typeof id !== "string")
        return {
          message: `Missing required parameter: 'messages[${i}].tool_call_id'.`,
          param: `messages[${i}].tool_call_id`,
        };
      if (!open.includes(id))
        return {
          message: `Invalid parameter: messages with role 'tool' must be a response to a preceeding message with 'tool_calls'.`,
          param: `messages.[${i}].role`,
        };
      open = open.filter((x) => x !== id);
      continue;
    }
    const hasToolCalls = role === "assistant" && Array.isArray(m.tool_calls) && m.tool_calls.length > 0;
    if (m.content === undefined || m.content === null) {
      if (!hasToolCalls)
        return {
          message: `Invalid value for 'content': expected a string, got null.`,
          param: `messages.[${i}].content`,
        };
    } else if (typeof m.content !== "string" && !Array.isArray(m.content)) {
      return { message: `Invalid type for 'messages[${i}].content'.`, param: `messages[${i}].content` };
    }
    if (hasToolCalls) {
      for (const [j, tc] of (m.tool_calls as unknown[]).entries()) {
        const fn = isRecord(tc) ? tc.function : undefined;
        if (!isRecord(tc) || typeof tc.id !== "string" || !isRecord(fn) || typeof fn.name !== "string")
          return {
            message: `Missing required parameter: 'messages[${i}].tool_calls[${j}]'.`,
            param: `messages[${i}].tool_calls[${j}]`,
          };
        if (typeof fn.arguments !== "string")
          return {
            message: `Invalid type for 'messages[${i}].tool_calls[${j}].function.arguments': expected a string.`,
            param: `messages[${i}].tool_calls[${j}].function.arguments`,
          };
        open.push(tc.id);
      }
    }
  }
  if (open.length > 0)
    return {
      message: `An assistant message with 'tool_calls' must be followed by tool messages responding to each 'tool_call_id'. The following tool_call_ids did not have response messages: ${open.join(", ")}`,
      param: "messages",
    };
  return null;
}

const randomId = (prefix: string, len = 24): string =>
  `${prefix}${randomBytes(len).toString("base64url").replace(/[-_]/g, "x").slice(0, len)}`;

export async function startFakeOpenAI(options: FakeOpenAIOptions = {}): Promise<FakeOpenAI> {
  const queue: ScriptedResponse[] = [];
  let respond = options.respond;
  const requests: ChatRequest[] = [];
  const calls: RecordedCall[] = [];
  const violations: string[] = [];
  const fingerprint = `fp_${randomBytes(5).toString("hex")}`;

  const handler = async (req: IncomingMessage, res: ServerResponse, raw: Buffer) => {
    const url = new URL(req.url ?? "/", "http://x");
    if (req.method === "GET" && url.pathname === "/v1/models") {
      sendJson(res, 200, {
        object: "list",
        data: [{ id: MODEL_FALLBACK, object: "model", created: 1721172741, owned_by: "system" }],
      });
      return;
    }
    if (url.pathname !== "/v1/chat/completions" || req.method !== "POST") {
      violations.push(`${req.method} ${url.pathname}: not an endpoint of the fake (chat completions only)`);
      sendJson(
        res,
        404,
        errorBody(`Invalid URL (${req.method} ${url.pathname})`, "invalid_request_error", null),
      );
      return;
    }
    const parsed = parseJson(raw);
    const body = (parsed.ok && isRecord(parsed.value) ? parsed.value : {}) as ChatRequest;
    const call: RecordedCall = { path: url.pathname, headers: { ...req.headers }, body };
    requests.push(body);
    calls.push(call);
    const answer = (status: number, payload: unknown, headers: Record<string, string> = {}) => {
      call.status = status;
      sendJson(res, status, payload, { "x-request-id": randomId("req_", 32), ...headers });
    };

    if (options.apiKey !== undefined && header(req, "authorization") !== `Bearer ${options.apiKey}`) {
      answer(
        401,
        errorBody(
          "Incorrect API key provided. You can find your API key at https://platform.openai.com/account/api-keys.",
          "invalid_request_error",
          "invalid_api_key",
        ),
      );
      return;
    }
    if (!parsed.ok) {
      violations.push(`invalid JSON body: ${parsed.error}`);
      answer(
        400,
        errorBody("We could not parse the JSON body of your request.", "invalid_request_error", null),
      );
      return;
    }
    if (options.refuseResponseFormat && body.response_format !== undefined) {
      answer(
        400,
        errorBody(
          "This response_format type is unavailable now",
          "invalid_request_error",
          "invalid_request_error",
        ),
      );
      return;
    }
    if (!options.lenient) {
      const problem = checkChatRequest(body);
      if (problem) {
        violations.push(`request ${requests.length - 1}: ${problem.message}`);
        answer(400, errorBody(problem.message, "invalid_request_error", problem.code ?? null, problem.param));
        return;
      }
      const promptTokens = estimatePromptTokens(body);
      if (options.contextWindow !== undefined && promptTokens > options.contextWindow) {
        answer(
          400,
          errorBody(
            `This model's maximum context length is ${options.contextWindow} tokens. However, your messages resulted in ${promptTokens} tokens. Please reduce the length of the messages.`,
            "invalid_request_error",
            "context_length_exceeded",
            "messages",
          ),
        );
        return;
      }
    }

    let scripted: ScriptedResponse | undefined = queue.shift();
    if (scripted === undefined)
      scripted = respond
        ? await respond(body)
        : { content: options.defaultReply ?? "OK (default reply of the fake)." };

    if (isHang(scripted)) {
      // Never answer; the client times out or aborts. close() drops the socket.
      return;
    }
    if (isError(scripted)) {
      answer(scripted.status, scripted.body ?? defaultErrorBody(scripted.status), scripted.headers ?? {});
      return;
    }
    if (scripted.delayMs) await sleep(scripted.delayMs);
    if (res.destroyed) return;

    const toolCalls = (scripted.tool_calls ?? []).map((tc) => ({
      id: tc.id ?? randomId("call_"),
      type: "function" as const,
      function: {
        name: tc.name,
        arguments: typeof tc.arguments === "string" ? tc.arguments : JSON.stringify(tc.arguments ?? {}),
      },
    }));
    const content = scripted.content === undefined ? (toolCalls.length ? null : "") : scripted.content;
    const promptTokens = scripted.usage?.prompt_tokens ?? estimatePromptTokens(body);
    const completionTokens =
      scripted.usage?.completion_tokens ??
      Math.max(
        1,
        estimateTokens(content ?? "") +
          toolCalls.reduce((n, tc) => n + estimateTokens(tc.function.name + tc.function.arguments) + 3, 0),
      );
    const usage = {
      prompt_tokens: promptTokens,
      completion_tokens: completionTokens,
      total_tokens: scripted.usage?.total_tokens ?? promptTokens + completionTokens,
      prompt_tokens_details: { cached_tokens: 0, audio_tokens: 0 },
      completion_tokens_details: {
        reasoning_tokens: 0,
        audio_tokens: 0,
        accepted_prediction_tokens: 0,
        rejected_prediction_tokens: 0,
      },
    };
    const finish = scripted.finish_reason ?? (toolCalls.length ? "tool_calls" : "stop");
    const id = randomId("chatcmpl-", 29);
    const created = Math.floor(Date.now() / 1000);
    const model = typeof body.model === "string" ? body.model : MODEL_FALLBACK;

    if (body.stream === true) {
      call.status = 200;
      streamReply(res, {
        id,
        created,
        model,
        fingerprint,
        content,
        toolCalls,
        finish,
        usage: body.stream_options?.include_usage ? usage : undefined,
        disconnectAfter: scripted.disconnectAfterChunks,
      });
      return;
    }
    answer(200, {
      id,
      object: "chat.completion",
      created,
      model,
      choices: [
        {
          index: 0,
          message: {
            role: "assistant",
            content,
            refusal: null,
            ...(toolCalls.length ? { tool_calls: toolCalls } : {}),
            annotations: [],
          },
          logprobs: null,
          finish_reason: finish,
        },
      ],
      usage,
      service_tier: "default",
      system_fingerprint: fingerprint,
    });
  };

  const server: Listening = await listen(handler, (err) => violations.push(`fake error: ${String(err)}`));

  return {
    url: `${server.origin}/v1`,
    requests,
    calls,
    violations,
    enqueue: (...responses) => {
      queue.push(...responses);
    },
    pending: () => queue.length,
    setResponder: (r) => {
      respond = r;
    },
    reset: () => {
      queue.length = 0;
      requests.length = 0;
      calls.length = 0;
      violations.length = 0;
    },
    close: () => server.close(),
  };
}

interface StreamPlan {
  id: string;
  created: number;
  model: string;
  fingerprint: string;
  content: string | null;
  toolCalls: { id: string; type: "function"; function: { name: string; arguments: string } }[];
  finish: string;
  usage: unknown;
  disconnectAfter: number | undefined;
}

/** Splits text into small pieces, as the API streams a few characters per chunk. */
function pieces(text: string, size = 8): string[] {
  const out: string[] = [];
  for (let i = 0; i < text.length; i += size) out.push(text.slice(i, i + size));
  return out;
}

function streamReply(res: ServerResponse, p: StreamPlan): void {
  res.writeHead(200, {
    "content-type": "text/event-stream; charset=utf-8",
    "cache-control": "no-cache",
    connection: "keep-alive",
    "x-request-id": randomId("req_", 32),
  });
  const withUsage = p.usage !== undefined;
  let sent = 0;
  const event = (data: string): boolean => {
    if (p.disconnectAfter !== undefined && sent >= p.disconnectAfter) {
      res.destroy();
      return false;
    }
    res.write(`data: ${data}\n\n`);
    sent++;
    return true;
  };
  const chunk = (delta: Record<string, unknown>, finish: string | null = null): boolean =>
    event(
      JSON.stringify({
        id: p.id,
        object: "chat.completion.chunk",
        created: p.created,
        model: p.model,
        service_tier: "default",
        system_fingerprint: p.fingerprint,
        choices: [{ index: 0, delta, logprobs: null, finish_reason: finish }],
        ...(withUsage ? { usage: null } : {}),
      }),
    );

  const steps: (() => boolean)[] = [];
  steps.push(() =>
    chunk(
      p.toolCalls.length && p.content === null
        ? { role: "assistant", content: null, refusal: null }
        : {
            role: "assistant",
            content: "",
            refusal: null,
          },
    ),
  );
  for (const piece of pieces(p.content ?? "")) steps.push(() => chunk({ content: piece }));
  p.toolCalls.forEach((tc, index) => {
    steps.push(() =>
      chunk({
        tool_calls: [
          { index, id: tc.id, type: "function", function: { name: tc.function.name, arguments: "" } },
        ],
      }),
    );
    for (const piece of pieces(tc.function.arguments, 12))
      steps.push(() => chunk({ tool_calls: [{ index, function: { arguments: piece } }] }));
  });
  steps.push(() => chunk({}, p.finish));
  if (withUsage)
    steps.push(() =>
      event(
        JSON.stringify({
          id: p.id,
          object: "chat.completion.chunk",
          created: p.created,
          model: p.model,
          service_tier: "default",
          system_fingerprint: p.fingerprint,
          choices: [],
          usage: p.usage,
        }),
      ),
    );
  steps.push(() => event("[DONE]"));
  for (const step of steps) if (!step()) return;
  res.end();
}
