#!/usr/bin/env node
import { createRequire as __batonCreateRequire, isBuiltin as __batonIsBuiltin } from 'node:module';
const __batonRequire = __batonCreateRequire(import.meta.url);
const __batonMissing = (id) => Object.assign(new Error("Cannot find module '" + id + "'"), { code: 'MODULE_NOT_FOUND' });
const require = Object.assign((id) => { if (__batonIsBuiltin(id)) return __batonRequire(id); throw __batonMissing(id); },
  { resolve: (id) => { if (__batonIsBuiltin(id)) return id; throw __batonMissing(id); } });
import {
  RequestError
} from "./chunk-23J27CLP.js";
import {
  unreachable
} from "./chunk-IFZNVEUW.js";

// src/adapters/github/errors.ts
function githubStatus(error) {
  return error instanceof RequestError && error.response ? error.status : void 0;
}
function githubTimedOut(error) {
  const name = error?.name;
  return name === "AbortError" || name === "TimeoutError" || /did not answer within/.test(String(error));
}
var ACTION_NAMES = { token: "`github-token`", apiUrl: "GITHUB_API_URL" };
var CLI_NAMES = { token: "GITHUB_TOKEN", apiUrl: "GITHUB_API_URL" };
function describeGitHubError(error, needs, names = ACTION_NAMES) {
  const message = (error instanceof Error ? error.message : String(error)).replace(
    / - https:\/\/docs\.github\.com\S*$/,
    ""
  );
  const status = githubStatus(error);
  if (status === void 0) {
    const why = unreachable(error);
    return why ? `could not reach GitHub at ${origin(error) ?? "its API"} (${names.apiUrl}): ${why}` : message;
  }
  const said = `GitHub answered ${status}: ${message}`;
  if (status === 401) return `${said}; GitHub did not accept the token (${names.token})`;
  return needs && isRefusal(error) ? `${said}; the workflow needs ${needs} (under \`permissions:\`)` : said;
}
function origin(error) {
  const url = error instanceof RequestError ? error.request.url : void 0;
  try {
    return url ? new URL(url).origin : void 0;
  } catch {
    return void 0;
  }
}
var THREAD_WRITE = "`issues: write` (`pull-requests: write` for a pull request)";
function isRefusal(error) {
  if (githubStatus(error) !== 403) return false;
  const message = String(error.message);
  return /not accessible by|must have|permission/i.test(message) && !/rate limit/i.test(message);
}

export {
  githubStatus,
  githubTimedOut,
  CLI_NAMES,
  describeGitHubError,
  THREAD_WRITE,
  isRefusal
};
