#!/usr/bin/env node
import { createRequire as __batonCreateRequire } from 'node:module';
const require = __batonCreateRequire(import.meta.url);
import {
  cliRuntime
} from "./chunk-IYXXVRJR.js";
import "./chunk-CIDUI4FN.js";
import "./chunk-DJY4CK6H.js";
import "./chunk-OT75SF3G.js";
import "./chunk-OPHJI75E.js";
import "./chunk-2RP2ELUF.js";
import "./chunk-BSS2VCLP.js";
import "./chunk-K5BPGYMC.js";
import "./chunk-QHOHKC7W.js";
import "./chunk-ZMW2GR3Z.js";
import "./chunk-LGTZB2ZD.js";
import "./chunk-GU2RICBN.js";
import "./chunk-W7NNNXDX.js";
import "./chunk-BOT7PMLY.js";
import "./chunk-HWW5D4EF.js";
export {
  cliRuntime
};
