#!/usr/bin/env node
import { createRequire as __batonCreateRequire, isBuiltin as __batonIsBuiltin } from 'node:module';
const __batonRequire = __batonCreateRequire(import.meta.url);
const __batonMissing = (id) => Object.assign(new Error("Cannot find module '" + id + "'"), { code: 'MODULE_NOT_FOUND' });
const require = Object.assign((id) => { if (__batonIsBuiltin(id)) return __batonRequire(id); throw __batonMissing(id); },
  { resolve: (id) => { if (__batonIsBuiltin(id)) return id; throw __batonMissing(id); } });

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
