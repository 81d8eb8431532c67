#!/usr/bin/env node
import { createRequire as __batonCreateRequire, isBuiltin as __batonIsBuiltin } from 'node:module';
const __batonRequire = __batonCreateRequire(import.meta.url);
const __batonMissing = (id) => Object.assign(new Error("Cannot find module '" + id + "'"), { code: 'MODULE_NOT_FOUND' });
const require = Object.assign((id) => { if (__batonIsBuiltin(id)) return __batonRequire(id); throw __batonMissing(id); },
  { resolve: (id) => { if (__batonIsBuiltin(id)) return id; throw __batonMissing(id); } });
import {
  cliRuntime
} from "./chunk-KUQ65IQM.js";
import "./chunk-VOFOTAGW.js";
import "./chunk-AL57YSAH.js";
import "./chunk-HZAAO7WL.js";
import "./chunk-TZS56GD3.js";
import "./chunk-EXTAXSNO.js";
import "./chunk-5KMH2XC2.js";
import "./chunk-I6JMSEZS.js";
import "./chunk-QBA2EHCS.js";
import "./chunk-X35GRJNR.js";
import "./chunk-PDDMIJGC.js";
import "./chunk-VA6TMU3N.js";
import "./chunk-35HWF4OL.js";
import "./chunk-7CD5MGGR.js";
import "./chunk-V7J2R7BI.js";
import "./chunk-SUEYN3UU.js";
import "./chunk-PC3KEMW5.js";
import "./chunk-Z7IASYN5.js";
import "./chunk-WRZKONAI.js";
import "./chunk-7YP47LAM.js";
import "./chunk-T5JTI4CK.js";
import "./chunk-3ZNXFRB6.js";
import "./chunk-KRCSNEJL.js";
import "./chunk-BGPSABAQ.js";
import "./chunk-4UVT5FBP.js";
import "./chunk-VGKOXICK.js";
import "./chunk-HOYQ2FAN.js";
import "./chunk-FCPHMGZY.js";
import "./chunk-NC3SHA7Q.js";
import "./chunk-I5QNXST4.js";
export {
  cliRuntime
};
