#!/usr/bin/env node
import { createRequire as __batonCreateRequire, isBuiltin as __batonIsBuiltin } from 'node:module';
const __batonRequire = __batonCreateRequire(import.meta.url);
const __batonMissing = (id) => Object.assign(new Error("Cannot find module '" + id + "'"), { code: 'MODULE_NOT_FOUND' });
const require = Object.assign((id) => { if (__batonIsBuiltin(id)) return __batonRequire(id); throw __batonMissing(id); },
  { resolve: (id) => { if (__batonIsBuiltin(id)) return id; throw __batonMissing(id); } });
import {
  cliRuntime
} from "./chunk-EWUXW26C.js";
import "./chunk-AAROPNIR.js";
import "./chunk-6EIEV4HT.js";
import "./chunk-GPITAY5V.js";
import "./chunk-EQYJFWQF.js";
import "./chunk-Z7IASYN5.js";
import "./chunk-F5EH4HAA.js";
import "./chunk-VIFU5ZZR.js";
import "./chunk-I6TZUTRY.js";
import "./chunk-ONA5HPEZ.js";
import "./chunk-HKLXVU43.js";
import "./chunk-LVUASWAO.js";
import "./chunk-WAULHVPN.js";
import "./chunk-AZD3QKQ7.js";
import "./chunk-VA2UHLEW.js";
import "./chunk-I5QNXST4.js";
export {
  cliRuntime
};
