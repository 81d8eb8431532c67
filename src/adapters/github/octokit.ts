/**
 * The one GitHub REST client (the action's, and `baton pull`'s): the retry and timeout policy of
 * the one policy (docs/design.md#external-calls), logging through the run's Logger, never the token.
 *
 * Who retries what:
 * - @octokit/plugin-retry: 5xx, 408, 409, 429, timeouts and network errors,
 *   waiting 1, 4, 9, 16 s. It ignores `retry-after`, so a hook inside it
 *   stretches the wait to what the server asked for (at most 60 s). A write
 *   that may have been carried out (POST or PUT, no answer or a 5xx) is not
 *   sent again: a comment or a review would be posted twice.
 * - @octokit/plugin-throttling: paces writes the way GitHub asks (one at a
 *   time, spaced) and retries 403 rate limits, which plugin-retry leaves alone
 *   because most 403s are plain refusals. It does not retry a 429 again:
 *   plugin-retry has already spent the attempts on it.
 */
import { AsyncLocalStorage } from "node:async_hooks";
import { setTimeout as sleep } from "node:timers/promises";
import { retry } from "@octokit/plugin-retry";
import { throttling } from "@octokit/plugin-throttling";
import { RequestError } from "@octokit/request-error";
import { Octokit } from "@octokit/rest";
import Bottleneck from "bottleneck/light.js";
import type { Logger } from "../../engine/util/logger.ts";
import { Redactor } from "../../engine/util/redact.ts";
import { retryAfterMs } from "../../engine/util/retry-after.ts";
import { DEFAULT_RETRY_POLICY, type RetryPolicy, unreachable } from "../../engine/util/retry-policy.ts";
import { countRequests, type RequestBudget } from "./request-budget.ts";

export interface CreateOctokitOptions {
  token: string;
  /** GITHUB_API_URL; GitHub.com's API when absent. */
  baseUrl?: string;
  logger: Logger;
  /** Retries, backoff, write pacing and timeouts; DEFAULT_RETRY_POLICY when absent. */
  policy?: RetryPolicy;
  /** Per-attempt timeout; the policy's requestTimeoutMs unless a caller needs another. */
  timeoutMs?: number;
  /** Redacts log lines; the token is always registered with it. */
  redactor?: Redactor;
  /** Counts every request the client sends (the step's `max-github-requests`). */
  budget?: RequestBudget;
}

type OctokitPlugin = Parameters<typeof Octokit.plugin>[0];

interface RequestOptions {
  method?: string;
  url?: string;
  request?: { retries?: number; retryCount?: number; signal?: AbortSignal };
}

export function createOctokit(options: CreateOctokitOptions): Octokit {
  const redactor = options.redactor ?? new Redactor();
  redactor.add(options.token);
  const logger: Logger = {
    debug: (m) => options.logger.debug(redactor.redact(m)),
    info: (m) => options.logger.info(redactor.redact(m)),
    warn: (m) => options.logger.warn(redactor.redact(m)),
    error: (m) => options.logger.error(redactor.redact(m)),
  };
  const log = (level: keyof Logger) => (message: unknown) => {
    if (typeof message === "string") logger[level](message);
  };
  // Status of the latest failed attempt per request, so the throttling
  // handlers can tell a 403 (theirs) from a 429 (plugin-retry's).
  const lastStatus = new WeakMap<object, number>();
  const policy = options.policy ?? DEFAULT_RETRY_POLICY;
  const timeoutMs = options.timeoutMs ?? policy.requestTimeoutMs;

  const rateLimited =
    (kind: string) => (retryAfter: number, request: object, client: unknown, count: number) => {
      const what = describeRequest(client as Octokit, request as RequestOptions);
      if (lastStatus.get(request) === 429) return false;
      if (retryAfter * 1000 > policy.maxRetryAfterMs) {
        logger.warn(`GitHub's ${kind} for ${what} lifts in ${retryAfter} s; not waiting that long`);
        return false;
      }
      if (count >= policy.retries) return false;
      logger.warn(
        `GitHub's ${kind} hit ${what}; retrying in ${retryAfter} s (retry ${count + 1} of ${policy.retries})`,
      );
      return true;
    };

  const Client = Octokit.plugin(retryAfterFloor(logger, lastStatus, policy), retry, throttling);
  const octokit = new Client({
    auth: options.token,
    baseUrl: (options.baseUrl ?? "https://api.github.com").replace(/\/+$/, ""),
    userAgent: "baton",
    // Octokit's debug line carries the request options, headers and token
    // included: it is dropped. One info line per request is debug here, and a
    // failed request is not an error of the run until the caller says so.
    log: { debug: () => {}, info: log("debug"), warn: log("warn"), error: log("debug") },
    retry: {
      retries: policy.retries,
      retryAfterBaseValue: policy.githubSecondMs,
      doNotRetry: [...policy.githubDoNotRetry],
    },
    throttle: {
      onRateLimit: rateLimited("rate limit"),
      onSecondaryRateLimit: rateLimited("secondary rate limit"),
      // plugin-throttling's own groups are shared by every client in the
      // process and fixed at 1 s for writes, 3 s for writes that notify
      // people (comments, reviews); ours follow the policy in that ratio.
      write: readsPass(new Bottleneck.Group({ maxConcurrent: 1, minTime: policy.githubWriteSpacingMs })),
      notifications: new Bottleneck.Group({ maxConcurrent: 1, minTime: 3 * policy.githubWriteSpacingMs }),
      retryAfterBaseValue: policy.githubSecondMs,
    },
    request: { fetch: fetchWithTimeout(timeoutMs) },
  });
  // Registered last, so outermost: a GraphQL query is marked before plugin-throttling sees it.
  octokit.hook.wrap("request", (request, options) =>
    isGraphqlQuery(options as RequestOptions & { query?: unknown })
      ? graphqlRead.run(true, () => request(options))
      : request(options),
  );
  // Outside the retries: a request retried is still one request.
  if (options.budget) countRequests(octokit, options.budget);
  return octokit;
}

/**
 * plugin-throttling spaces every GraphQL request as a write, queries too: a read of
 * hidden comments waited a second behind the 👀 reaction, on the way to the model.
 * GitHub's one-write-a-second rule is about mutations; a query marked here passes
 * the write spacing (and still the plugin's concurrency limit and rate-limit retries).
 */
const graphqlRead = new AsyncLocalStorage<true>();

function isGraphqlQuery(options: RequestOptions & { query?: unknown }): boolean {
  return (
    options.url === "/graphql" && typeof options.query === "string" && !/^\s*mutation\b/.test(options.query)
  );
}

/** The write group, which lets a marked GraphQL query by (plugin-throttling calls only `key(id).schedule`). */
function readsPass(group: Bottleneck.Group): Bottleneck.Group {
  const pass = { schedule: async () => {} };
  return new Proxy(group, {
    get: (target, name, receiver) =>
      name === "key"
        ? (id: string) => (graphqlRead.getStore() ? pass : target.key(id))
        : Reflect.get(target, name, receiver),
  });
}

/**
 * An error hook registered before plugin-retry, so it runs inside it: when
 * plugin-retry is about to retry and the answer carried a `retry-after` longer
 * than its own wait, it waits the difference first. It also logs the retry.
 */
function retryAfterFloor(
  logger: Logger,
  lastStatus: WeakMap<object, number>,
  policy: RetryPolicy,
): OctokitPlugin {
  return (octokit) => {
    octokit.hook.error("request", async (error: unknown, options: RequestOptions) => {
      // A request that got no answer is a RequestError too (status 500, no response): retried alike.
      if (!(error instanceof RequestError)) throw error;
      const e = error;
      lastStatus.set(options, e.status);
      if (mayHaveLanded(options, e) && options.request) {
        logger.warn(
          `${describeRequest(octokit as Octokit, options)}: ${e.response ? `GitHub answered ${e.status}` : e.message}; not sent again, it may have been carried out`,
        );
        // A copy: `options.request` may be the client's defaults, shared by every later request.
        options.request = { ...options.request, retries: 0 };
        throw error;
      }
      // Nothing listens there, the name does not resolve: no wait mends that, so no retry.
      if (!e.response && unreachable(e)) {
        options.request = { ...options.request, retries: 0 };
        throw error;
      }
      const retries = options.request?.retries ?? policy.retries;
      const attempt = (options.request?.retryCount ?? 0) + 1;
      if (e.status < 400 || policy.githubDoNotRetry.includes(e.status) || attempt > retries) throw error;

      // In GitHub's seconds; the policy says how long one lasts.
      const backoff = attempt ** 2;
      const askedMs = retryAfterMs(e.response?.headers?.["retry-after"]);
      const wait =
        askedMs !== undefined && askedMs <= policy.maxRetryAfterMs
          ? Math.max(askedMs / 1000, backoff)
          : backoff;
      const why = e.response ? `GitHub answered ${e.status}` : e.message;
      logger.warn(
        `${describeRequest(octokit as Octokit, options)}: ${why}; retrying in ${Math.ceil(wait)} s (retry ${attempt} of ${retries})`,
      );
      if (wait > backoff) {
        await sleep((wait - backoff) * policy.githubSecondMs, undefined, { signal: options.request?.signal });
      }
      throw error;
    });
  };
}

/**
 * A write that creates something (POST, PUT; GraphQL is POST for reads and
 * idempotent mutations alike) whose answer did not say it was refused: no
 * answer, or the server failing while it answered. Sent again, it could
 * create the same comment or review twice.
 */
function mayHaveLanded(options: RequestOptions, error: RequestError): boolean {
  const method = (options.method ?? "GET").toUpperCase();
  if (method !== "POST" && method !== "PUT") return false;
  if (options.url === "/graphql") return false;
  return !error.response || error.status >= 500;
}

/** `GET /repos/o/r/issues/1`: the route with its parameters filled in, no query, no headers. */
function describeRequest(octokit: Octokit, options: RequestOptions): string {
  let url = options.url ?? "";
  try {
    url = octokit.request.endpoint.parse(
      options as Parameters<Octokit["request"]["endpoint"]["parse"]>[0],
    ).url;
  } catch {
    // The template alone still says which call it was.
  }
  const path = url.replace(/^https?:\/\/[^/]+/, "").replace(/\?.*$/, "");
  return `${options.method ?? "GET"} ${path}`;
}

/**
 * A fetch that gives up after `timeoutMs` for the whole exchange, body
 * included (Octokit v22 has no timeout option of its own; it passes
 * `request.signal` to fetch). The caller's own signal still aborts it. A
 * timeout becomes a plain error, which Octokit reports as a 500 and
 * plugin-retry retries; a caller's abort is not retried.
 */
export function fetchWithTimeout(timeoutMs: number, base: typeof fetch = globalThis.fetch): typeof fetch {
  return async (input, init) => {
    const timeout = AbortSignal.timeout(timeoutMs);
    const signal = init?.signal ? AbortSignal.any([init.signal, timeout]) : timeout;
    try {
      const response = await base(input, { ...init, signal });
      // Read the body under the same deadline: a server that sends headers
      // and then stalls must not hang the run.
      const body = NULL_BODY_STATUSES.has(response.status) ? null : await response.arrayBuffer();
      const copy = new Response(body, {
        status: response.status,
        statusText: response.statusText,
        headers: response.headers,
      });
      Object.defineProperty(copy, "url", { value: response.url });
      return copy;
    } catch (error) {
      if (timeout.aborted && !init?.signal?.aborted) {
        throw new Error(`GitHub did not answer within ${timeoutMs / 1000} s`, { cause: error });
      }
      throw error;
    }
  };
}

const NULL_BODY_STATUSES = new Set([101, 103, 204, 205, 304]);
