#!/usr/bin/env node
import { createRequire as __batonCreateRequire, isBuiltin as __batonIsBuiltin } from 'node:module';
const __batonRequire = __batonCreateRequire(import.meta.url);
const __batonMissing = (id) => Object.assign(new Error("Cannot find module '" + id + "'"), { code: 'MODULE_NOT_FOUND' });
const require = Object.assign((id) => { if (__batonIsBuiltin(id)) return __batonRequire(id); throw __batonMissing(id); },
  { resolve: (id) => { if (__batonIsBuiltin(id)) return id; throw __batonMissing(id); } });
import {
  cliRuntime
} from "./chunk-BN76CSUE.js";
import "./chunk-HHSZF27H.js";
import "./chunk-BEUMN3QQ.js";
import "./chunk-3OPLNNUK.js";
import "./chunk-FAT4S3CS.js";
import "./chunk-7M6N2NUR.js";
import "./chunk-Z7IASYN5.js";
import "./chunk-5PFBNSJX.js";
import "./chunk-VIFU5ZZR.js";
import "./chunk-QLH46JAR.js";
import "./chunk-UXBCYKDN.js";
import "./chunk-HKLXVU43.js";
import "./chunk-KGPITBIF.js";
import "./chunk-WAULHVPN.js";
import "./chunk-ACWIBFQR.js";
import "./chunk-VA2UHLEW.js";
import "./chunk-I5QNXST4.js";
export {
  cliRuntime
};
