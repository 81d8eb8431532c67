#!/usr/bin/env node
import { createRequire as __batonCreateRequire, isBuiltin as __batonIsBuiltin } from 'node:module';
const __batonRequire = __batonCreateRequire(import.meta.url);
const __batonMissing = (id) => Object.assign(new Error("Cannot find module '" + id + "'"), { code: 'MODULE_NOT_FOUND' });
const require = Object.assign((id) => { if (__batonIsBuiltin(id)) return __batonRequire(id); throw __batonMissing(id); },
  { resolve: (id) => { if (__batonIsBuiltin(id)) return id; throw __batonMissing(id); } });
import {
  Octokit,
  legacyRestEndpointMethods,
  paginateRest,
  requestLog,
  require_light,
  retry
} from "./chunk-6JB4IZIW.js";
import {
  countRequests
} from "./chunk-KSGEOSMP.js";
import {
  RequestError
} from "./chunk-23J27CLP.js";
import {
  retryAfterMs
} from "./chunk-7YP47LAM.js";
import {
  Redactor
} from "./chunk-JLUXB5JD.js";
import {
  DEFAULT_RETRY_POLICY,
  unreachable
} from "./chunk-IFZNVEUW.js";
import {
  __toESM
} from "./chunk-I5QNXST4.js";

// src/adapters/github/octokit.ts
import { AsyncLocalStorage } from "node:async_hooks";
import { setTimeout as sleep } from "node:timers/promises";

// node_modules/@octokit/plugin-throttling/dist-bundle/index.js
var import_light = __toESM(require_light(), 1);
var VERSION = "0.0.0-development";
var noop = () => Promise.resolve();
function wrapRequest(state, request, options) {
  return state.retryLimiter.schedule(doRequest, state, request, options);
}
async function doRequest(state, request, options) {
  const { pathname } = new URL(options.url, "http://github.test");
  const isAuth = isAuthRequest(options.method, pathname);
  const isWrite = !isAuth && options.method !== "GET" && options.method !== "HEAD";
  const isSearch = options.method === "GET" && pathname.startsWith("/search/");
  const isGraphQL = pathname.startsWith("/graphql");
  const retryCount = ~~request.retryCount;
  const jobOptions = retryCount > 0 ? { priority: 0, weight: 0 } : {};
  if (state.clustering) {
    jobOptions.expiration = 1e3 * 60;
  }
  if (isWrite || isGraphQL) {
    await state.write.key(state.id).schedule(jobOptions, noop);
  }
  if (isWrite && state.triggersNotification(pathname)) {
    await state.notifications.key(state.id).schedule(jobOptions, noop);
  }
  if (isSearch) {
    await state.search.key(state.id).schedule(jobOptions, noop);
  }
  const req = (isAuth ? state.auth : state.global).key(state.id).schedule(jobOptions, request, options);
  if (isGraphQL) {
    const res = await req;
    if (res.data.errors != null && res.data.errors.some((error) => error.type === "RATE_LIMITED")) {
      const error = Object.assign(new Error("GraphQL Rate Limit Exceeded"), {
        response: res,
        data: res.data
      });
      throw error;
    }
  }
  return req;
}
function isAuthRequest(method, pathname) {
  return method === "PATCH" && // https://docs.github.com/en/rest/apps/apps?apiVersion=2022-11-28#create-a-scoped-access-token
  /^\/applications\/[^/]+\/token\/scoped$/.test(pathname) || method === "POST" && // https://docs.github.com/en/rest/apps/oauth-applications?apiVersion=2022-11-28#reset-a-token
  (/^\/applications\/[^/]+\/token$/.test(pathname) || // https://docs.github.com/en/rest/apps/apps?apiVersion=2022-11-28#create-an-installation-access-token-for-an-app
  /^\/app\/installations\/[^/]+\/access_tokens$/.test(pathname) || // https://docs.github.com/en/apps/oauth-apps/building-oauth-apps/authorizing-oauth-apps
  pathname === "/login/oauth/access_token");
}
var triggers_notification_paths_default = [
  "/orgs/{org}/invitations",
  "/orgs/{org}/invitations/{invitation_id}",
  "/orgs/{org}/teams/{team_slug}/discussions",
  "/orgs/{org}/teams/{team_slug}/discussions/{discussion_number}/comments",
  "/repos/{owner}/{repo}/collaborators/{username}",
  "/repos/{owner}/{repo}/commits/{commit_sha}/comments",
  "/repos/{owner}/{repo}/issues",
  "/repos/{owner}/{repo}/issues/{issue_number}/comments",
  "/repos/{owner}/{repo}/issues/{issue_number}/sub_issue",
  "/repos/{owner}/{repo}/issues/{issue_number}/sub_issues/priority",
  "/repos/{owner}/{repo}/pulls",
  "/repos/{owner}/{repo}/pulls/{pull_number}/comments",
  "/repos/{owner}/{repo}/pulls/{pull_number}/comments/{comment_id}/replies",
  "/repos/{owner}/{repo}/pulls/{pull_number}/merge",
  "/repos/{owner}/{repo}/pulls/{pull_number}/requested_reviewers",
  "/repos/{owner}/{repo}/pulls/{pull_number}/reviews",
  "/repos/{owner}/{repo}/releases",
  "/teams/{team_id}/discussions",
  "/teams/{team_id}/discussions/{discussion_number}/comments"
];
function routeMatcher(paths) {
  const regexes = paths.map(
    (path) => path.split("/").map((c) => c.startsWith("{") ? "(?:.+?)" : c).join("/")
  );
  const regex2 = `^(?:${regexes.map((r) => `(?:${r})`).join("|")})[^/]*$`;
  return new RegExp(regex2, "i");
}
var regex = routeMatcher(triggers_notification_paths_default);
var triggersNotification = regex.test.bind(regex);
var groups = {};
var createGroups = function(Bottleneck2, common) {
  groups.global = new Bottleneck2.Group({
    id: "octokit-global",
    maxConcurrent: 10,
    ...common
  });
  groups.auth = new Bottleneck2.Group({
    id: "octokit-auth",
    maxConcurrent: 1,
    ...common
  });
  groups.search = new Bottleneck2.Group({
    id: "octokit-search",
    maxConcurrent: 1,
    minTime: 2e3,
    ...common
  });
  groups.write = new Bottleneck2.Group({
    id: "octokit-write",
    maxConcurrent: 1,
    minTime: 1e3,
    ...common
  });
  groups.notifications = new Bottleneck2.Group({
    id: "octokit-notifications",
    maxConcurrent: 1,
    minTime: 3e3,
    ...common
  });
};
function throttling(octokit, octokitOptions) {
  const {
    enabled = true,
    Bottleneck: Bottleneck2 = import_light.default,
    id = "no-id",
    timeout = 1e3 * 60 * 2,
    // Redis TTL: 2 minutes
    connection
  } = octokitOptions.throttle || {};
  if (!enabled) {
    return {};
  }
  const common = { timeout };
  if (typeof connection !== "undefined") {
    common.connection = connection;
  }
  const state = Object.assign(
    {
      clustering: connection != null,
      triggersNotification,
      fallbackSecondaryRateRetryAfter: 60,
      retryAfterBaseValue: 1e3,
      id
    },
    octokitOptions.throttle
  );
  if (typeof state.onSecondaryRateLimit !== "function" || typeof state.onRateLimit !== "function") {
    throw new Error(`octokit/plugin-throttling error:
        You must pass the onSecondaryRateLimit and onRateLimit error handlers.
        See https://octokit.github.io/rest.js/#throttling

        const octokit = new Octokit({
          throttle: {
            onSecondaryRateLimit: (retryAfter, options) => {/* ... */},
            onRateLimit: (retryAfter, options) => {/* ... */}
          }
        })
    `);
  }
  let initialized = false;
  const initializeBottleneck = () => {
    if (initialized) {
      return;
    }
    initialized = true;
    if (groups.global == null) {
      createGroups(Bottleneck2, common);
    }
    state.global = state.global ?? groups.global;
    state.auth = state.auth ?? groups.auth;
    state.search = state.search ?? groups.search;
    state.write = state.write ?? groups.write;
    state.notifications = state.notifications ?? groups.notifications;
    state.retryLimiter = state.retryLimiter ?? new Bottleneck2();
    const events = {};
    const emitter = new Bottleneck2.Events(events);
    events.on("secondary-limit", state.onSecondaryRateLimit);
    events.on("rate-limit", state.onRateLimit);
    events.on(
      "error",
      (e) => octokit.log.warn("Error in throttling-plugin limit handler", e)
    );
    state.retryLimiter.on("failed", async function(error, info) {
      const [state2, request, options] = info.args;
      const { pathname } = new URL(options.url, "http://github.test");
      const shouldRetryGraphQL = pathname.startsWith("/graphql") && error.status !== 401;
      if (!(shouldRetryGraphQL || error.status === 403 || error.status === 429)) {
        return;
      }
      const retryCount = ~~request.retryCount;
      request.retryCount = retryCount;
      options.request.retryCount = retryCount;
      const { wantRetry, retryAfter = 0 } = await (async function() {
        if (/\bsecondary rate\b/i.test(error.message)) {
          const retryAfter2 = Number(error.response.headers["retry-after"]) || state2.fallbackSecondaryRateRetryAfter;
          const wantRetry2 = await emitter.trigger(
            "secondary-limit",
            retryAfter2,
            options,
            octokit,
            retryCount
          );
          return { wantRetry: wantRetry2, retryAfter: retryAfter2 };
        }
        if (error.response.headers != null && error.response.headers["x-ratelimit-remaining"] === "0" || (error.response.data?.errors ?? []).some(
          (error2) => error2.type === "RATE_LIMITED"
        )) {
          const rateLimitReset = new Date(
            ~~error.response.headers["x-ratelimit-reset"] * 1e3
          ).getTime();
          const retryAfter2 = Math.max(
            // Add one second so we retry _after_ the reset time
            // https://docs.github.com/en/rest/overview/resources-in-the-rest-api?apiVersion=2022-11-28#exceeding-the-rate-limit
            Math.ceil((rateLimitReset - Date.now()) / 1e3) + 1,
            0
          );
          const wantRetry2 = await emitter.trigger(
            "rate-limit",
            retryAfter2,
            options,
            octokit,
            retryCount
          );
          return { wantRetry: wantRetry2, retryAfter: retryAfter2 };
        }
        return {};
      })();
      if (wantRetry) {
        request.retryCount++;
        return retryAfter * state2.retryAfterBaseValue;
      }
    });
  };
  octokit.hook.wrap("request", (request, options) => {
    initializeBottleneck();
    return wrapRequest(state, request, options);
  });
  return {};
}
throttling.VERSION = VERSION;
throttling.triggersNotification = triggersNotification;

// node_modules/@octokit/rest/dist-src/version.js
var VERSION2 = "22.0.1";

// node_modules/@octokit/rest/dist-src/index.js
var Octokit2 = Octokit.plugin(requestLog, legacyRestEndpointMethods, paginateRest).defaults(
  {
    userAgent: `octokit-rest.js/${VERSION2}`
  }
);

// src/adapters/github/octokit.ts
var import_light2 = __toESM(require_light(), 1);
function createOctokit(options) {
  const redactor = options.redactor ?? new Redactor();
  redactor.add(options.token);
  const logger = {
    debug: (m) => options.logger.debug(redactor.redact(m)),
    info: (m) => options.logger.info(redactor.redact(m)),
    warn: (m) => options.logger.warn(redactor.redact(m)),
    error: (m) => options.logger.error(redactor.redact(m))
  };
  const log = (level) => (message) => {
    if (typeof message === "string") logger[level](message);
  };
  const lastStatus = /* @__PURE__ */ new WeakMap();
  const policy = options.policy ?? DEFAULT_RETRY_POLICY;
  const timeoutMs = options.timeoutMs ?? policy.requestTimeoutMs;
  const rateLimited = (kind) => (retryAfter, request, client, count) => {
    const what = describeRequest(client, request);
    if (lastStatus.get(request) === 429) return false;
    if (retryAfter * 1e3 > policy.maxRetryAfterMs) {
      logger.warn(`GitHub's ${kind} for ${what} lifts in ${retryAfter} s; not waiting that long`);
      return false;
    }
    if (count >= policy.retries) return false;
    logger.warn(
      `GitHub's ${kind} hit ${what}; retrying in ${retryAfter} s (retry ${count + 1} of ${policy.retries})`
    );
    return true;
  };
  const Client = Octokit2.plugin(retryAfterFloor(logger, lastStatus, policy), retry, throttling);
  const octokit = new Client({
    auth: options.token,
    baseUrl: (options.baseUrl ?? "https://api.github.com").replace(/\/+$/, ""),
    userAgent: "baton",
    // Octokit's debug line carries the request options, headers and token
    // included: it is dropped. One info line per request is debug here, and a
    // failed request is not an error of the run until the caller says so.
    log: { debug: () => {
    }, info: log("debug"), warn: log("warn"), error: log("debug") },
    retry: {
      retries: policy.retries,
      retryAfterBaseValue: policy.githubSecondMs,
      doNotRetry: [...policy.githubDoNotRetry]
    },
    throttle: {
      onRateLimit: rateLimited("rate limit"),
      onSecondaryRateLimit: rateLimited("secondary rate limit"),
      // plugin-throttling's own groups are shared by every client in the
      // process and fixed at 1 s for writes, 3 s for writes that notify
      // people (comments, reviews); ours follow the policy in that ratio.
      write: readsPass(new import_light2.default.Group({ maxConcurrent: 1, minTime: policy.githubWriteSpacingMs })),
      notifications: new import_light2.default.Group({ maxConcurrent: 1, minTime: 3 * policy.githubWriteSpacingMs }),
      retryAfterBaseValue: policy.githubSecondMs
    },
    request: { fetch: fetchWithTimeout(timeoutMs) }
  });
  octokit.hook.wrap(
    "request",
    (request, options2) => isGraphqlQuery(options2) ? graphqlRead.run(true, () => request(options2)) : request(options2)
  );
  if (options.budget) countRequests(octokit, options.budget);
  return octokit;
}
var graphqlRead = new AsyncLocalStorage();
function isGraphqlQuery(options) {
  return options.url === "/graphql" && typeof options.query === "string" && !/^\s*mutation\b/.test(options.query);
}
function readsPass(group) {
  const pass = { schedule: async () => {
  } };
  return new Proxy(group, {
    get: (target, name, receiver) => name === "key" ? (id) => graphqlRead.getStore() ? pass : target.key(id) : Reflect.get(target, name, receiver)
  });
}
function retryAfterFloor(logger, lastStatus, policy) {
  return (octokit) => {
    octokit.hook.error("request", async (error, options) => {
      if (!(error instanceof RequestError)) throw error;
      const e = error;
      lastStatus.set(options, e.status);
      if (mayHaveLanded(options, e) && options.request) {
        logger.warn(
          `${describeRequest(octokit, options)}: ${e.response ? `GitHub answered ${e.status}` : e.message}; not sent again, it may have been carried out`
        );
        options.request = { ...options.request, retries: 0 };
        throw error;
      }
      if (!e.response && unreachable(e)) {
        options.request = { ...options.request, retries: 0 };
        throw error;
      }
      const retries = options.request?.retries ?? policy.retries;
      const attempt = (options.request?.retryCount ?? 0) + 1;
      if (e.status < 400 || policy.githubDoNotRetry.includes(e.status) || attempt > retries) throw error;
      const backoff = attempt ** 2;
      const askedMs = retryAfterMs(e.response?.headers?.["retry-after"]);
      const wait = askedMs !== void 0 && askedMs <= policy.maxRetryAfterMs ? Math.max(askedMs / 1e3, backoff) : backoff;
      const why = e.response ? `GitHub answered ${e.status}` : e.message;
      logger.warn(
        `${describeRequest(octokit, options)}: ${why}; retrying in ${Math.ceil(wait)} s (retry ${attempt} of ${retries})`
      );
      if (wait > backoff) {
        await sleep((wait - backoff) * policy.githubSecondMs, void 0, { signal: options.request?.signal });
      }
      throw error;
    });
  };
}
function mayHaveLanded(options, error) {
  const method = (options.method ?? "GET").toUpperCase();
  if (method !== "POST" && method !== "PUT") return false;
  if (options.url === "/graphql") return false;
  return !error.response || error.status >= 500;
}
function describeRequest(octokit, options) {
  let url = options.url ?? "";
  try {
    url = octokit.request.endpoint.parse(
      options
    ).url;
  } catch {
  }
  const path = url.replace(/^https?:\/\/[^/]+/, "").replace(/\?.*$/, "");
  return `${options.method ?? "GET"} ${path}`;
}
function fetchWithTimeout(timeoutMs, base = globalThis.fetch) {
  return async (input, init) => {
    const timeout = AbortSignal.timeout(timeoutMs);
    const signal = init?.signal ? AbortSignal.any([init.signal, timeout]) : timeout;
    try {
      const response = await base(input, { ...init, signal });
      const body = NULL_BODY_STATUSES.has(response.status) ? null : await response.arrayBuffer();
      const copy = new Response(body, {
        status: response.status,
        statusText: response.statusText,
        headers: response.headers
      });
      Object.defineProperty(copy, "url", { value: response.url });
      return copy;
    } catch (error) {
      if (timeout.aborted && !init?.signal?.aborted) {
        throw new Error(`GitHub did not answer within ${timeoutMs / 1e3} s`, { cause: error });
      }
      throw error;
    }
  };
}
var NULL_BODY_STATUSES = /* @__PURE__ */ new Set([101, 103, 204, 205, 304]);

export {
  createOctokit
};
