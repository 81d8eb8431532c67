#!/usr/bin/env node
import { createRequire as __batonCreateRequire, isBuiltin as __batonIsBuiltin } from 'node:module';
const __batonRequire = __batonCreateRequire(import.meta.url);
const __batonMissing = (id) => Object.assign(new Error("Cannot find module '" + id + "'"), { code: 'MODULE_NOT_FOUND' });
const require = Object.assign((id) => { if (__batonIsBuiltin(id)) return __batonRequire(id); throw __batonMissing(id); },
  { resolve: (id) => { if (__batonIsBuiltin(id)) return id; throw __batonMissing(id); } });
import {
  parseConfig
} from "./chunk-NJT5KDJJ.js";
import "./chunk-QVEQLWSE.js";
import "./chunk-YGW6KKTC.js";
import "./chunk-NCCJCY5N.js";
import "./chunk-HD2IGGWS.js";
import "./chunk-3UR7NOMZ.js";
import "./chunk-YX3ZDYKW.js";
import "./chunk-FAT4S3CS.js";
import "./chunk-7CD5MGGR.js";
import "./chunk-ZQYUS7CZ.js";
import "./chunk-3XHUHXHE.js";
import "./chunk-IFZNVEUW.js";
import "./chunk-FCPHMGZY.js";
import "./chunk-HBY6AOVX.js";
import "./chunk-VA2UHLEW.js";
import "./chunk-I5QNXST4.js";
export {
  parseConfig
};
