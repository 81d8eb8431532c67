#!/usr/bin/env node
import { createRequire as __batonCreateRequire, isBuiltin as __batonIsBuiltin } from 'node:module';
const __batonRequire = __batonCreateRequire(import.meta.url);
const __batonMissing = (id) => Object.assign(new Error("Cannot find module '" + id + "'"), { code: 'MODULE_NOT_FOUND' });
const require = Object.assign((id) => { if (__batonIsBuiltin(id)) return __batonRequire(id); throw __batonMissing(id); },
  { resolve: (id) => { if (__batonIsBuiltin(id)) return id; throw __batonMissing(id); } });
import {
  cliRuntime
} from "./chunk-4C2NK3TW.js";
import "./chunk-HKTDORS5.js";
import "./chunk-7WZSG2SD.js";
import "./chunk-EXTAXSNO.js";
import "./chunk-5L65EP4D.js";
import "./chunk-LNUS5CB5.js";
import "./chunk-I37EJC56.js";
import "./chunk-KRCSNEJL.js";
import "./chunk-QVEQLWSE.js";
import "./chunk-YGW6KKTC.js";
import "./chunk-X35GRJNR.js";
import "./chunk-WHURTW2Q.js";
import "./chunk-PDDMIJGC.js";
import "./chunk-XJDJZ527.js";
import "./chunk-NCCJCY5N.js";
import "./chunk-KRCGUV47.js";
import "./chunk-4UVT5FBP.js";
import "./chunk-EUGDWHHB.js";
import "./chunk-S3YUEBP3.js";
import "./chunk-VGKOXICK.js";
import "./chunk-HD2IGGWS.js";
import "./chunk-3UR7NOMZ.js";
import "./chunk-YX3ZDYKW.js";
import "./chunk-FAT4S3CS.js";
import "./chunk-7CD5MGGR.js";
import "./chunk-HYGGKU6N.js";
import "./chunk-ZQYUS7CZ.js";
import "./chunk-Z7IASYN5.js";
import "./chunk-HOYQ2FAN.js";
import "./chunk-GGSRGHFL.js";
import "./chunk-WGV44X3E.js";
import "./chunk-7YP47LAM.js";
import "./chunk-3XHUHXHE.js";
import "./chunk-IFZNVEUW.js";
import "./chunk-FCPHMGZY.js";
import "./chunk-HBY6AOVX.js";
import "./chunk-VA2UHLEW.js";
import "./chunk-I5QNXST4.js";
export {
  cliRuntime
};
