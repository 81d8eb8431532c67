#!/usr/bin/env node
import { createRequire as __batonCreateRequire } from 'node:module';
const require = __batonCreateRequire(import.meta.url);
import {
  RequestError
} from "./chunk-OPHJI75E.js";

// src/adapters/github/errors.ts
function githubStatus(error) {
  return error instanceof RequestError && error.response ? error.status : void 0;
}
function githubTimedOut(error) {
  const name = error?.name;
  return name === "AbortError" || name === "TimeoutError" || /did not answer within/.test(String(error));
}
function describeGitHubError(error) {
  const message = (error instanceof Error ? error.message : String(error)).replace(
    / - https:\/\/docs\.github\.com\S*$/,
    ""
  );
  const status = githubStatus(error);
  return status === void 0 ? message : `GitHub answered ${status}: ${message}`;
}

export {
  githubStatus,
  githubTimedOut,
  describeGitHubError
};
