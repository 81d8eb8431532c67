#!/usr/bin/env node
import { createRequire as __batonCreateRequire } from 'node:module';
const require = __batonCreateRequire(import.meta.url);

// src/engine/errors.ts
var BatonError = class extends Error {
  constructor(kind, message, options = {}) {
    super(message, options.cause === void 0 ? {} : { cause: options.cause });
    this.kind = kind;
    this.name = "BatonError";
    if (options.detail !== void 0) this.detail = options.detail;
  }
  kind;
  detail;
};
var GitHubError = class extends BatonError {
  constructor(message, status, timedOut, options) {
    super("failed", message, options);
    this.status = status;
    this.timedOut = timedOut;
    this.name = "GitHubError";
  }
  status;
  timedOut;
};
var usageError = (message) => new BatonError("usage", message);
var inputError = (message, cause) => new BatonError("input", message, { cause });
var failure = (message, cause) => new BatonError("failed", message, { cause });
function describeError(error) {
  if (error instanceof Error) return error.message;
  return String(error);
}

export {
  BatonError,
  GitHubError,
  usageError,
  inputError,
  failure,
  describeError
};
