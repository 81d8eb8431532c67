/**
 * The provider-agnostic model client (docs/design.md#external-calls): one agent loop for any model.
 * Implementations map every failure to the typed errors below, so callers can
 * react (compact on ContextOverflowError, stop cleanly on the rest) and the
 * edges can print a plain-words message.
 */
import { BatonError, type BatonErrorOptions } from "../errors.ts";
import type { Message, Usage } from "../messages.ts";

export interface ToolDefinition {
  name: string;
  description: string;
  /** JSON schema of the arguments object. */
  parameters: Record<string, unknown>;
}

/**
 * The one JSON form a final answer must take (a structured answer's schema): servers that can
 * hold a model to a JSON Schema are asked to; the caller still checks what comes back.
 */
export interface AnswerFormat {
  /** Names the form for the server: letters, digits, `_` and `-`. */
  name: string;
  /** A JSON Schema of the answer object. */
  schema: Record<string, unknown>;
}

export interface ModelRequest {
  model: string;
  messages: Message[];
  tools?: ToolDefinition[];
  maxOutputTokens?: number;
  /** Asked of servers that support it; a client whose server refuses it sends the request without. */
  answerFormat?: AnswerFormat;
  signal?: AbortSignal;
  /** When set, the answer is streamed and each text delta is reported here. */
  onText?: (delta: string) => void;
  /**
   * Told once the request has been written to the network, so the caller can
   * start work that would otherwise hold it up (loading the tokenizer). A
   * client that cannot tell never calls it.
   */
  onSent?: () => void;
}

export interface ModelResponse {
  /** Role assistant, with content and/or tool_calls. */
  message: Message;
  usage: Usage;
  /** True when the server reported no usage: `usage` is zeros and estimating it is the caller's job. */
  usageEstimated?: true;
  /** As the server gave it: "stop", "tool_calls", "length", "content_filter", … */
  finishReason: string;
}

export interface ModelClient {
  complete(request: ModelRequest): Promise<ModelResponse>;
  /** The window the server serves for `model`, when it says (self-hosted servers); undefined otherwise. */
  servedContextWindow?(model: string): Promise<number | undefined>;
}

/** What went wrong with a model call, for the edges to word and the retry loop to judge. */
export type ModelFailure =
  | "cancelled"
  | "unreachable" // nothing listens there, or the name does not resolve: retrying cannot mend it
  | "connection" // reset, closed mid-answer
  | "timeout"
  | "rate_limit"
  | "server" // 5xx, 408, 409, an error event in a stream
  | "auth"
  | "rejected" // any other 4xx
  | "response" // a 2xx the client cannot use
  | "overflow";

const RETRYABLE: ReadonlySet<ModelFailure> = new Set(["connection", "timeout", "rate_limit", "server"]);

export interface ModelErrorOptions extends BatonErrorOptions {
  status?: number;
  /** How long the server asked to wait before trying again. */
  retryAfterMs?: number;
}

/** A model call failed. `retryable` says whether trying again later could help. */
export class ModelError extends BatonError {
  readonly status?: number;
  readonly retryable: boolean;
  readonly retryAfterMs?: number;

  constructor(
    readonly failure: ModelFailure,
    message: string,
    options: ModelErrorOptions = {},
  ) {
    super("failed", message, options);
    this.name = "ModelError";
    if (options.status !== undefined) this.status = options.status;
    if (options.retryAfterMs !== undefined) this.retryAfterMs = options.retryAfterMs;
    this.retryable = RETRYABLE.has(failure);
  }
}

/** The request does not fit the model's context window: compact and try again. */
export class ContextOverflowError extends ModelError {
  constructor(message: string, options: ModelErrorOptions = {}) {
    super("overflow", message, options);
    this.name = "ContextOverflowError";
  }
}
