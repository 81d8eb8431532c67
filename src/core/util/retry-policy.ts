/**
 * The one retry and timeout policy for every external call (SPEC §7): the LLM,
 * GitHub REST and artifacts. This is configuration only; each client library
 * does the retrying itself (openai-node, @octokit/plugin-retry, @actions/artifact),
 * configured from these numbers.
 *
 * Why these numbers:
 * - 4 retries (5 attempts): with backoff that rides out a short outage, a
 *   deploy or a rate-limit window of several seconds, without letting a dead
 *   server hold a workflow run for long.
 * - Backoff 0.5 s doubling to at most 8 s, with jitter (what openai-node does):
 *   about 15 s of waiting over 4 retries. A server's `retry-after` /
 *   `retry-after-ms` wins when it is at most 60 s; a longer one is not trusted
 *   and the backoff is used instead.
 * - 120 s per request for GitHub and artifacts: generous for a REST call or a
 *   state-file upload, short enough that a hung connection is noticed.
 * - 300 s per model request: a non-streamed completion of a long answer (or a
 *   reasoning model) takes minutes. It is also Node's own fetch header timeout,
 *   so a longer value would not take effect without a custom dispatcher.
 *
 * `BATON_RETRY_MAX` (a whole number 0–10) overrides `retries`, e.g. `0` in
 * tests or local runs that should fail fast. Any other value is ignored.
 */
const DEFAULT_RETRIES = 4;

export function retriesFromEnv(env: NodeJS.ProcessEnv = process.env): number {
  const raw = env.BATON_RETRY_MAX?.trim();
  if (raw && /^\d{1,2}$/.test(raw) && Number(raw) <= 10) return Number(raw);
  return DEFAULT_RETRIES;
}

const retries = retriesFromEnv();

export const RETRY_POLICY = Object.freeze({
  /** Retries after the first attempt. */
  retries,
  /** Per-attempt timeout for GitHub REST and artifact calls. */
  requestTimeoutMs: 120_000,
  /** Per-attempt timeout for a model call (and, when streaming, the longest silence between chunks). */
  modelRequestTimeoutMs: 300_000,
  /** First backoff delay; it doubles on each retry up to `maxDelayMs`. */
  initialDelayMs: 500,
  maxDelayMs: 8_000,
  /** A `retry-after` longer than this is ignored in favour of the backoff. */
  maxRetryAfterMs: 60_000,
  /** Statuses worth retrying: timeouts, conflicts, rate limits, server errors. */
  retryStatuses: Object.freeze([408, 409, 429, 500, 502, 503, 504]),
  /** Options for `@octokit/plugin-retry` (`new Octokit({ retry: RETRY_POLICY.octokit, request: { retries } })`). */
  octokit: Object.freeze({
    retries,
    /** plugin-retry waits retryAfterBaseValue × (retry number)² ms: 1, 4, 9, 16 s. */
    retryAfterBaseValue: 1_000,
    doNotRetry: Object.freeze([400, 401, 403, 404, 410, 422, 451]),
  }),
});

export type RetryPolicy = typeof RETRY_POLICY;
