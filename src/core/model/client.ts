/**
 * The provider-agnostic model client (SPEC §7): one agent loop for any model.
 * Implementations map every failure to the typed errors below, so callers can
 * react (compact on ContextOverflowError, stop cleanly on the rest) and the
 * edges can print a plain-words message.
 */
import { BatonError } from "../errors.ts";
import type { Message, Usage } from "../messages.ts";

export interface ToolDefinition {
  name: string;
  description: string;
  /** JSON schema of the arguments object. */
  parameters: Record<string, unknown>;
}

export interface ModelRequest {
  model: string;
  messages: Message[];
  tools?: ToolDefinition[];
  maxOutputTokens?: number;
  signal?: AbortSignal;
  /** When set, the answer is streamed and each text delta is reported here. */
  onText?: (delta: string) => void;
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
}

export interface ModelErrorOptions {
  status?: number;
  retryable?: boolean;
  cause?: unknown;
}

/** A model call failed. `retryable` says whether trying again later could help. */
export class ModelError extends BatonError {
  readonly status?: number;
  readonly retryable: boolean;

  constructor(message: string, options: ModelErrorOptions = {}) {
    super("failed", message, { cause: options.cause });
    this.name = "ModelError";
    if (options.status !== undefined) this.status = options.status;
    this.retryable = options.retryable ?? false;
  }
}

/** The request does not fit the model's context window: compact and try again. */
export class ContextOverflowError extends ModelError {
  constructor(message: string, options: ModelErrorOptions = {}) {
    super(message, { retryable: false, ...options });
    this.name = "ContextOverflowError";
  }
}

/** 429 after all retries. */
export class ModelRateLimitError extends ModelError {
  constructor(message: string, options: ModelErrorOptions = {}) {
    super(message, { retryable: true, ...options });
    this.name = "ModelRateLimitError";
  }
}

/** 5xx after all retries. */
export class ModelServerError extends ModelError {
  constructor(message: string, options: ModelErrorOptions = {}) {
    super(message, { retryable: true, ...options });
    this.name = "ModelServerError";
  }
}

/** No answer within the timeout, after all retries. */
export class ModelTimeoutError extends ModelError {
  constructor(message: string, options: ModelErrorOptions = {}) {
    super(message, { retryable: true, ...options });
    this.name = "ModelTimeoutError";
  }
}

/** The server could not be reached (DNS, refused, reset), after all retries. */
export class ModelConnectionError extends ModelError {
  constructor(message: string, options: ModelErrorOptions = {}) {
    super(message, { retryable: true, ...options });
    this.name = "ModelConnectionError";
  }
}

/** 401/403: the key is missing, wrong, or lacks access. */
export class ModelAuthError extends ModelError {
  constructor(message: string, options: ModelErrorOptions = {}) {
    super(message, { retryable: false, ...options });
    this.name = "ModelAuthError";
  }
}

/** The server answered 2xx with something malformed (no choices, tool arguments that are not JSON, …). */
export class ModelResponseError extends ModelError {
  constructor(message: string, options: ModelErrorOptions = {}) {
    super(message, { retryable: false, ...options });
    this.name = "ModelResponseError";
  }
}
