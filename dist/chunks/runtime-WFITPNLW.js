#!/usr/bin/env node
import { createRequire as __batonCreateRequire, isBuiltin as __batonIsBuiltin } from 'node:module';
const __batonRequire = __batonCreateRequire(import.meta.url);
const __batonMissing = (id) => Object.assign(new Error("Cannot find module '" + id + "'"), { code: 'MODULE_NOT_FOUND' });
const require = Object.assign((id) => { if (__batonIsBuiltin(id)) return __batonRequire(id); throw __batonMissing(id); },
  { resolve: (id) => { if (__batonIsBuiltin(id)) return id; throw __batonMissing(id); } });
import {
  cliRuntime
} from "./chunk-46BQLDKV.js";
import "./chunk-CIO6OQ4L.js";
import "./chunk-VONEJLLM.js";
import "./chunk-EXTAXSNO.js";
import "./chunk-LREC5TCF.js";
import "./chunk-RKADV6FR.js";
import "./chunk-PSIYHUHG.js";
import "./chunk-7XJGNHOA.js";
import "./chunk-MIKY3DZF.js";
import "./chunk-YGW6KKTC.js";
import "./chunk-HZICW6AM.js";
import "./chunk-WHURTW2Q.js";
import "./chunk-YIVIGHPU.js";
import "./chunk-JKP3GOEL.js";
import "./chunk-NCCJCY5N.js";
import "./chunk-LKXSXHTS.js";
import "./chunk-PH4XEHJT.js";
import "./chunk-B4WSINGS.js";
import "./chunk-EBJBY5JQ.js";
import "./chunk-HRV54FJ4.js";
import "./chunk-IWIHM2BB.js";
import "./chunk-BKAG5NPA.js";
import "./chunk-SJZDYVL2.js";
import "./chunk-FAT4S3CS.js";
import "./chunk-CYLLQ5Y7.js";
import "./chunk-FHJ4YSCS.js";
import "./chunk-ZQYUS7CZ.js";
import "./chunk-Z7IASYN5.js";
import "./chunk-YU4EEEZD.js";
import "./chunk-GGSRGHFL.js";
import "./chunk-NALBFLIG.js";
import "./chunk-7YP47LAM.js";
import "./chunk-JLUXB5JD.js";
import "./chunk-IFZNVEUW.js";
import "./chunk-FLXSCLV4.js";
import "./chunk-HBY6AOVX.js";
import "./chunk-VA2UHLEW.js";
import "./chunk-I5QNXST4.js";
export {
  cliRuntime
};
