/**
 * The one retry, timeout and pacing policy for every external call (docs/design.md#external-calls):
 * the LLM, GitHub REST and artifacts. It is a value: each edge builds it once
 * (the action and the CLI from the environment, tests with zero delays) and
 * hands it to the clients: the model client retries by it (and reports each
 * wait), @octokit/plugin-retry, @octokit/plugin-throttling and
 * @actions/artifact are configured from it.
 *
 * Why these numbers:
 * - 4 retries (5 attempts): with backoff that rides out a short outage, a
 *   deploy or a rate-limit window of several seconds, without letting a dead
 *   server hold a workflow run for long.
 * - Model backoff 0.5 s doubling to at most 8 s, with jitter (what openai-node
 *   does); GitHub backoff 1, 4, 9, 16 s (plugin-retry). A server's
 *   `retry-after` wins when it is at most 60 s; a longer one is not trusted
 *   and the backoff is used instead.
 * - GitHub writes one at a time, 1 s apart (3 s for comments and reviews,
 *   which notify people), as GitHub asks of integrations.
 * - 120 s per request for GitHub and artifacts: generous for a REST call or a
 *   state-file upload, short enough that a hung connection is noticed.
 * - 300 s per model request: a non-streamed completion of a long answer (or a
 *   reasoning model) takes minutes. It is also Node's own fetch header timeout,
 *   so a longer value would not take effect without a custom dispatcher.
 */
export interface RetryPolicy {
  /** Retries after the first attempt. */
  readonly retries: number;
  /** Per-attempt timeout for GitHub REST and artifact calls. */
  readonly requestTimeoutMs: number;
  /** Per-attempt timeout for a model call (and, when streaming, the longest silence between chunks). */
  readonly modelRequestTimeoutMs: number;
  /** The model client's first backoff; each retry doubles it, up to 16 times it. 0 in tests. */
  readonly modelBackoffMs: number;
  /** A `retry-after` longer than this is ignored in favour of the backoff. */
  readonly maxRetryAfterMs: number;
  /** Statuses worth retrying: timeouts, conflicts, rate limits, server errors. */
  readonly retryStatuses: readonly number[];
  /** GitHub statuses that are answers, not failures: never retried. */
  readonly githubDoNotRetry: readonly number[];
  /**
   * How long one second of GitHub's waits lasts: retry n waits n² of them
   * (plugin-retry's backoff) or as many as `retry-after` asks. 1000 but in tests.
   */
  readonly githubSecondMs: number;
  /** The least time between two GitHub writes; writes that notify people (comments, reviews) wait 3× as long. */
  readonly githubWriteSpacingMs: number;
}

export const DEFAULT_RETRY_POLICY: RetryPolicy = Object.freeze({
  retries: 4,
  requestTimeoutMs: 120_000,
  modelRequestTimeoutMs: 300_000,
  modelBackoffMs: 500,
  maxRetryAfterMs: 60_000,
  retryStatuses: Object.freeze([408, 409, 429, 500, 502, 503, 504]),
  githubDoNotRetry: Object.freeze([400, 401, 403, 404, 410, 422, 451]),
  githubSecondMs: 1_000,
  githubWriteSpacingMs: 1_000,
});

/**
 * The policy with what the environment overrides, for runs that should fail
 * fast or tests that must not wait: `BATON_RETRY_MAX` (a whole number 0–10)
 * sets `retries`; `BATON_MODEL_BACKOFF_MS`, `BATON_GITHUB_SECOND_MS` and
 * `BATON_GITHUB_WRITE_SPACING_MS` (whole numbers of milliseconds, at most
 * 60000) set the model client's first backoff, how long a second of GitHub's
 * waits lasts and the spacing of writes. Any other value is ignored.
 */
export function retryPolicyFromEnv(env: NodeJS.ProcessEnv = process.env): RetryPolicy {
  const retries = wholeNumber(env.BATON_RETRY_MAX, 10);
  const backoff = wholeNumber(env.BATON_MODEL_BACKOFF_MS, 60_000);
  const second = wholeNumber(env.BATON_GITHUB_SECOND_MS, 60_000);
  const spacing = wholeNumber(env.BATON_GITHUB_WRITE_SPACING_MS, 60_000);
  return Object.freeze({
    ...DEFAULT_RETRY_POLICY,
    ...(retries !== undefined ? { retries } : {}),
    ...(backoff !== undefined ? { modelBackoffMs: backoff } : {}),
    ...(second !== undefined ? { githubSecondMs: second } : {}),
    ...(spacing !== undefined ? { githubWriteSpacingMs: spacing } : {}),
  });
}

/**
 * How long to wait before model retry `retry` (0 for the first): what the
 * server asked, when it asked for at most maxRetryAfterMs, else exponential
 * backoff with up to 25 % jitter, so clients that failed together do not
 * retry together.
 */
export function modelRetryDelayMs(policy: RetryPolicy, retry: number, retryAfterMs?: number): number {
  if (retryAfterMs !== undefined && retryAfterMs >= 0 && retryAfterMs <= policy.maxRetryAfterMs)
    return retryAfterMs;
  const backoff = policy.modelBackoffMs * Math.min(2 ** retry, 16);
  return Math.round(backoff * (1 - Math.random() * 0.25));
}

/**
 * Connection failures that retrying cannot mend: nothing listens there, the name does not resolve.
 * Not EAI_AGAIN: getaddrinfo's "try again" is a resolver's passing failure (a hosted runner's DNS
 * has them), which the retries are for.
 */
const UNREACHABLE_CODES = new Set(["ECONNREFUSED", "ENOTFOUND", "EHOSTUNREACH", "ENETUNREACH"]);

/**
 * Why `error` (a failed fetch, its causes searched) means the host cannot be reached at all, in
 * plain words with the code ("connection refused (ECONNREFUSED)"), or undefined for a failure a
 * retry may mend. The retries and backoff above are for 5xx answers, rate limits and timeouts: a
 * host that refuses, a name that does not resolve, a port fetch never connects to fail at once.
 */
export function unreachable(error: unknown): string | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 8 && current; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === "string" && UNREACHABLE_CODES.has(code))
      return `${UNREACHABLE_WORDS[code]} (${code})`;
    // fetch refuses ports browsers block (1, 9, 25, …) before connecting: no retry reaches them.
    if ((current as { message?: unknown }).message === "bad port")
      return "a port fetch never connects to (one browsers block as unsafe)";
    const errors = (current as { errors?: unknown }).errors;
    if (Array.isArray(errors)) {
      const inner = errors.map(unreachable).find(Boolean);
      if (inner) return inner;
    }
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

const UNREACHABLE_WORDS: Record<string, string> = {
  ECONNREFUSED: "connection refused",
  ENOTFOUND: "no such host",
  EHOSTUNREACH: "no route to the host",
  ENETUNREACH: "no route to the network",
};

function wholeNumber(raw: string | undefined, max: number): number | undefined {
  const text = raw?.trim();
  if (!text || !/^\d{1,6}$/.test(text)) return undefined;
  const value = Number(text);
  return value <= max ? value : undefined;
}
