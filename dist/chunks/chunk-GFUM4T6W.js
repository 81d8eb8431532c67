#!/usr/bin/env node
import { createRequire as __batonCreateRequire, isBuiltin as __batonIsBuiltin } from 'node:module';
const __batonRequire = __batonCreateRequire(import.meta.url);
const __batonMissing = (id) => Object.assign(new Error("Cannot find module '" + id + "'"), { code: 'MODULE_NOT_FOUND' });
const require = Object.assign((id) => { if (__batonIsBuiltin(id)) return __batonRequire(id); throw __batonMissing(id); },
  { resolve: (id) => { if (__batonIsBuiltin(id)) return id; throw __batonMissing(id); } });
import {
  RequestError
} from "./chunk-23J27CLP.js";

// src/adapters/github/errors.ts
function githubStatus(error) {
  return error instanceof RequestError && error.response ? error.status : void 0;
}
function githubTimedOut(error) {
  const name = error?.name;
  return name === "AbortError" || name === "TimeoutError" || /did not answer within/.test(String(error));
}
function describeGitHubError(error, needs) {
  const message = (error instanceof Error ? error.message : String(error)).replace(
    / - https:\/\/docs\.github\.com\S*$/,
    ""
  );
  const status = githubStatus(error);
  if (status === void 0) return message;
  const said = `GitHub answered ${status}: ${message}`;
  if (status === 401) return `${said}; GitHub did not accept the token (\`github-token\`)`;
  return needs && isRefusal(error) ? `${said}; the workflow needs ${needs} (under \`permissions:\`)` : said;
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
  describeGitHubError,
  THREAD_WRITE,
  isRefusal
};
