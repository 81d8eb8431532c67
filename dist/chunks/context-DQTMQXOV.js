#!/usr/bin/env node
import { createRequire as __batonCreateRequire, isBuiltin as __batonIsBuiltin } from 'node:module';
const __batonRequire = __batonCreateRequire(import.meta.url);
const __batonMissing = (id) => Object.assign(new Error("Cannot find module '" + id + "'"), { code: 'MODULE_NOT_FOUND' });
const require = Object.assign((id) => { if (__batonIsBuiltin(id)) return __batonRequire(id); throw __batonMissing(id); },
  { resolve: (id) => { if (__batonIsBuiltin(id)) return id; throw __batonMissing(id); } });
import {
  cliContext,
  requireApiKey
} from "./chunk-CEHLSCFD.js";
import "./chunk-FZ6RKCAM.js";
import "./chunk-TCHTOWWM.js";
import "./chunk-PM4AM5FU.js";
import "./chunk-ZGJSBKUJ.js";
import "./chunk-MIKY3DZF.js";
import "./chunk-YGW6KKTC.js";
import "./chunk-NCCJCY5N.js";
import "./chunk-VRTERC6J.js";
import "./chunk-IIMBTC7R.js";
import "./chunk-LKXSXHTS.js";
import "./chunk-P476LJMF.js";
import "./chunk-T2KRTBNV.js";
import "./chunk-PH4XEHJT.js";
import "./chunk-B4WSINGS.js";
import "./chunk-EBJBY5JQ.js";
import "./chunk-HRV54FJ4.js";
import "./chunk-3CFVIEAH.js";
import "./chunk-CPJE2D24.js";
import "./chunk-IWIHM2BB.js";
import "./chunk-BKAG5NPA.js";
import "./chunk-SJZDYVL2.js";
import "./chunk-FAT4S3CS.js";
import "./chunk-CYLLQ5Y7.js";
import "./chunk-ZQYUS7CZ.js";
import "./chunk-YU4EEEZD.js";
import "./chunk-GGSRGHFL.js";
import "./chunk-JLUXB5JD.js";
import "./chunk-IFZNVEUW.js";
import "./chunk-FLXSCLV4.js";
import "./chunk-HBY6AOVX.js";
import "./chunk-VA2UHLEW.js";
import "./chunk-I5QNXST4.js";
export {
  cliContext,
  requireApiKey
};
