#!/usr/bin/env node
import { createRequire as __batonCreateRequire, isBuiltin as __batonIsBuiltin } from 'node:module';
const __batonRequire = __batonCreateRequire(import.meta.url);
const __batonMissing = (id) => Object.assign(new Error("Cannot find module '" + id + "'"), { code: 'MODULE_NOT_FOUND' });
const require = Object.assign((id) => { if (__batonIsBuiltin(id)) return __batonRequire(id); throw __batonMissing(id); },
  { resolve: (id) => { if (__batonIsBuiltin(id)) return id; throw __batonMissing(id); } });
import {
  ZodBigInt,
  ZodBoolean,
  ZodDate,
  ZodNumber,
  ZodString,
  _coercedBigint,
  _coercedBoolean,
  _coercedDate,
  _coercedNumber,
  _coercedString
} from "./chunk-MAU3G4ES.js";
import {
  __export
} from "./chunk-I5QNXST4.js";

// node_modules/zod/v4/classic/coerce.js
var coerce_exports = {};
__export(coerce_exports, {
  bigint: () => bigint,
  boolean: () => boolean,
  date: () => date,
  number: () => number,
  string: () => string
});
function string(params) {
  return _coercedString(ZodString, params);
}
function number(params) {
  return _coercedNumber(ZodNumber, params);
}
function boolean(params) {
  return _coercedBoolean(ZodBoolean, params);
}
function bigint(params) {
  return _coercedBigint(ZodBigInt, params);
}
function date(params) {
  return _coercedDate(ZodDate, params);
}

export {
  coerce_exports
};
