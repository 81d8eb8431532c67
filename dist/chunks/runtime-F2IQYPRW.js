#!/usr/bin/env node
import { createRequire as __batonCreateRequire } from 'node:module';
const require = __batonCreateRequire(import.meta.url);
import {
  cliRuntime
} from "./chunk-4Z3DAERO.js";
import "./chunk-V4S7RFCT.js";
import "./chunk-O3CGUWEC.js";
import "./chunk-7UB2XQP5.js";
import "./chunk-KDDRPNG4.js";
import "./chunk-G2RDCUNZ.js";
import "./chunk-UXMBEOXC.js";
import "./chunk-WVJJPJTY.js";
import "./chunk-RLLND5LE.js";
import "./chunk-BOT7PMLY.js";
import "./chunk-HWW5D4EF.js";
export {
  cliRuntime
};
