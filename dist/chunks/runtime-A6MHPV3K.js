#!/usr/bin/env node
import { createRequire as __batonCreateRequire, isBuiltin as __batonIsBuiltin } from 'node:module';
const __batonRequire = __batonCreateRequire(import.meta.url);
const __batonMissing = (id) => Object.assign(new Error("Cannot find module '" + id + "'"), { code: 'MODULE_NOT_FOUND' });
const require = Object.assign((id) => { if (__batonIsBuiltin(id)) return __batonRequire(id); throw __batonMissing(id); },
  { resolve: (id) => { if (__batonIsBuiltin(id)) return id; throw __batonMissing(id); } });
import {
  cliRuntime
} from "./chunk-5O64QMJP.js";
import "./chunk-4D6GGTVC.js";
import "./chunk-JQENVEKM.js";
import "./chunk-BIMKFOB7.js";
import "./chunk-E7QBMWMP.js";
import "./chunk-Z7IASYN5.js";
import "./chunk-2AELC3E7.js";
import "./chunk-YYYAN3OD.js";
import "./chunk-B2O7GIG6.js";
import "./chunk-W3B4ZOUW.js";
import "./chunk-LDHN6ANZ.js";
import "./chunk-VA2UHLEW.js";
import "./chunk-I5QNXST4.js";
export {
  cliRuntime
};
