#!/usr/bin/env node
import { createRequire as __batonCreateRequire, isBuiltin as __batonIsBuiltin } from 'node:module';
const __batonRequire = __batonCreateRequire(import.meta.url);
const __batonMissing = (id) => Object.assign(new Error("Cannot find module '" + id + "'"), { code: 'MODULE_NOT_FOUND' });
const require = Object.assign((id) => { if (__batonIsBuiltin(id)) return __batonRequire(id); throw __batonMissing(id); },
  { resolve: (id) => { if (__batonIsBuiltin(id)) return id; throw __batonMissing(id); } });
import {
  cliRuntime
} from "./chunk-W4S4NTII.js";
import "./chunk-DH26Y376.js";
import "./chunk-ZAH7GMWN.js";
import "./chunk-C36LP7OX.js";
import "./chunk-BJA7YPC6.js";
import "./chunk-EXTAXSNO.js";
import "./chunk-5KMH2XC2.js";
import "./chunk-I6JMSEZS.js";
import "./chunk-37YAS7SQ.js";
import "./chunk-X35GRJNR.js";
import "./chunk-PDDMIJGC.js";
import "./chunk-JRKZXKSW.js";
import "./chunk-LNS75QLF.js";
import "./chunk-7CD5MGGR.js";
import "./chunk-2UEQPBI6.js";
import "./chunk-KVHD46CE.js";
import "./chunk-PC3KEMW5.js";
import "./chunk-Z7IASYN5.js";
import "./chunk-MXEX7DTS.js";
import "./chunk-7YP47LAM.js";
import "./chunk-T5JTI4CK.js";
import "./chunk-YWNUEVRD.js";
import "./chunk-M6ZTWM5I.js";
import "./chunk-4UVT5FBP.js";
import "./chunk-VGKOXICK.js";
import "./chunk-HOYQ2FAN.js";
import "./chunk-3ZNXFRB6.js";
import "./chunk-FCPHMGZY.js";
import "./chunk-NAPB6JLA.js";
import "./chunk-I5QNXST4.js";
export {
  cliRuntime
};
