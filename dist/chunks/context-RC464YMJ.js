#!/usr/bin/env node
import { createRequire as __batonCreateRequire, isBuiltin as __batonIsBuiltin } from 'node:module';
const __batonRequire = __batonCreateRequire(import.meta.url);
const __batonMissing = (id) => Object.assign(new Error("Cannot find module '" + id + "'"), { code: 'MODULE_NOT_FOUND' });
const require = Object.assign((id) => { if (__batonIsBuiltin(id)) return __batonRequire(id); throw __batonMissing(id); },
  { resolve: (id) => { if (__batonIsBuiltin(id)) return id; throw __batonMissing(id); } });
import {
  cliContext,
  requireApiKey
} from "./chunk-WBL2JF5M.js";
import "./chunk-FZ6RKCAM.js";
import "./chunk-SKPZBOUS.js";
import "./chunk-5KMH2XC2.js";
import "./chunk-I6JMSEZS.js";
import "./chunk-OO7BSJG6.js";
import "./chunk-VA6TMU3N.js";
import "./chunk-CPJE2D24.js";
import "./chunk-35HWF4OL.js";
import "./chunk-7CD5MGGR.js";
import "./chunk-V7J2R7BI.js";
import "./chunk-PC3KEMW5.js";
import "./chunk-T5JTI4CK.js";
import "./chunk-3ZNXFRB6.js";
import "./chunk-7WXGF3UW.js";
import "./chunk-ITRSCHHM.js";
import "./chunk-FC2K6HHU.js";
import "./chunk-BGPSABAQ.js";
import "./chunk-4UVT5FBP.js";
import "./chunk-VGKOXICK.js";
import "./chunk-HOYQ2FAN.js";
import "./chunk-FCPHMGZY.js";
import "./chunk-NC3SHA7Q.js";
import "./chunk-I5QNXST4.js";
export {
  cliContext,
  requireApiKey
};
