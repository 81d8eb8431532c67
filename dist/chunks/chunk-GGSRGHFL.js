#!/usr/bin/env node
import { createRequire as __batonCreateRequire, isBuiltin as __batonIsBuiltin } from 'node:module';
const __batonRequire = __batonCreateRequire(import.meta.url);
const __batonMissing = (id) => Object.assign(new Error("Cannot find module '" + id + "'"), { code: 'MODULE_NOT_FOUND' });
const require = Object.assign((id) => { if (__batonIsBuiltin(id)) return __batonRequire(id); throw __batonMissing(id); },
  { resolve: (id) => { if (__batonIsBuiltin(id)) return id; throw __batonMissing(id); } });
import {
  BatonError,
  describeError,
  failure
} from "./chunk-VA2UHLEW.js";

// src/engine/log/storage-errors.ts
import { dirname } from "node:path";
function storageProblem(error) {
  switch (error?.code) {
    case "ENOSPC":
      return "no space left on the disk";
    case "EDQUOT":
      return "the disk quota is used up";
    case "EROFS":
      return "the file system is read-only";
    case "EACCES":
    case "EPERM":
      return "no permission to write there";
    default:
      return void 0;
  }
}
function storageFailure(error, file, what) {
  if (error instanceof BatonError) return error;
  const problem = storageProblem(error);
  const folder = dirname(file);
  return failure(
    problem ? `${what} in ${folder}: ${problem}` : `${what} in ${folder}: ${describeError(error)}`,
    error
  );
}

export {
  storageProblem,
  storageFailure
};
