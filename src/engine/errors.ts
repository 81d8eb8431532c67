/**
 * Errors that carry their meaning to the edges: the CLI maps them to exit
 * codes (2 bad usage or input, 1 the work failed) and the action to a
 * plain-words failure. The message is written for the user, never a stack
 * trace; `detail` is for whoever debugs (the server's raw answer, the request
 * that failed), shown only when asked for (BATON_DEBUG, the action's debug log).
 */
export type ErrorKind = "usage" | "input" | "failed";

export interface BatonErrorOptions {
  cause?: unknown;
  /** What a maintainer debugging it would want to see; never shown by default. */
  detail?: string;
}

export class BatonError extends Error {
  readonly detail?: string;

  constructor(
    readonly kind: ErrorKind,
    message: string,
    options: BatonErrorOptions = {},
  ) {
    super(message, options.cause === undefined ? {} : { cause: options.cause });
    this.name = "BatonError";
    if (options.detail !== undefined) this.detail = options.detail;
  }
}

/** A GitHub call failed: the answer's status when one came, or no answer in time. */
export class GitHubError extends BatonError {
  constructor(
    message: string,
    readonly status: number | undefined,
    readonly timedOut: boolean,
    options?: BatonErrorOptions,
  ) {
    super("failed", message, options);
    this.name = "GitHubError";
  }
}

/** Bad usage: wrong flags or arguments. */
export const usageError = (message: string) => new BatonError("usage", message);
/** Bad input: a malformed recipe, log, hook output, event or comment. */
export const inputError = (message: string, cause?: unknown) => new BatonError("input", message, { cause });
/** The work itself failed or stopped short. */
export const failure = (message: string, cause?: unknown) => new BatonError("failed", message, { cause });

export function describeError(error: unknown): string {
  if (error instanceof Error) return error.message;
  return String(error);
}
