#!/usr/bin/env node
import { createRequire as __batonCreateRequire, isBuiltin as __batonIsBuiltin } from 'node:module';
const __batonRequire = __batonCreateRequire(import.meta.url);
const __batonMissing = (id) => Object.assign(new Error("Cannot find module '" + id + "'"), { code: 'MODULE_NOT_FOUND' });
const require = Object.assign((id) => { if (__batonIsBuiltin(id)) return __batonRequire(id); throw __batonMissing(id); },
  { resolve: (id) => { if (__batonIsBuiltin(id)) return id; throw __batonMissing(id); } });
import {
  cliContext,
  requireApiKey
} from "./chunk-VHJE3YDC.js";
import "./chunk-FZ6RKCAM.js";
import "./chunk-L7UNUB3N.js";
import "./chunk-RV7QZX4O.js";
import "./chunk-OQWP77IT.js";
import "./chunk-WT5VVKIU.js";
import "./chunk-TDLJ2Z3P.js";
import "./chunk-3XK6JKBN.js";
import "./chunk-CPJE2D24.js";
import "./chunk-SCCJPS4A.js";
import "./chunk-6ZGWMM2N.js";
import "./chunk-2DXMKYYZ.js";
import "./chunk-FAT4S3CS.js";
import "./chunk-7YPOVWVY.js";
import "./chunk-724VBBLD.js";
import "./chunk-KCZYM3RP.js";
import "./chunk-DEXYY5UC.js";
import "./chunk-M5UY3RHA.js";
import "./chunk-LEX5XHWQ.js";
import "./chunk-ITFW4L3R.js";
import "./chunk-DY5L32J6.js";
import "./chunk-SIO4KYN3.js";
import "./chunk-FGD5CW52.js";
import "./chunk-7BYNUXRG.js";
import "./chunk-MAU3G4ES.js";
import "./chunk-MVVMHIY3.js";
import "./chunk-VA2UHLEW.js";
import "./chunk-I5QNXST4.js";
export {
  cliContext,
  requireApiKey
};
