#!/usr/bin/env node
import { createRequire as __batonCreateRequire, isBuiltin as __batonIsBuiltin } from 'node:module';
const __batonRequire = __batonCreateRequire(import.meta.url);
const __batonMissing = (id) => Object.assign(new Error("Cannot find module '" + id + "'"), { code: 'MODULE_NOT_FOUND' });
const require = Object.assign((id) => { if (__batonIsBuiltin(id)) return __batonRequire(id); throw __batonMissing(id); },
  { resolve: (id) => { if (__batonIsBuiltin(id)) return id; throw __batonMissing(id); } });
import {
  cliRuntime
} from "./chunk-6XRMWQWD.js";
import "./chunk-QCFYTT6H.js";
import "./chunk-JNQOL7NJ.js";
import "./chunk-VTTPXLNJ.js";
import "./chunk-2X7MUI64.js";
import "./chunk-Z7IASYN5.js";
import "./chunk-6AGDFKCF.js";
import "./chunk-VIFU5ZZR.js";
import "./chunk-TSXIPO54.js";
import "./chunk-TZWREQQ2.js";
import "./chunk-HKLXVU43.js";
import "./chunk-B35SZDAW.js";
import "./chunk-WAULHVPN.js";
import "./chunk-UUW5D5MV.js";
import "./chunk-VA2UHLEW.js";
import "./chunk-I5QNXST4.js";
export {
  cliRuntime
};
