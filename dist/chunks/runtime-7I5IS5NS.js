#!/usr/bin/env node
import { createRequire as __batonCreateRequire } from 'node:module';
const require = __batonCreateRequire(import.meta.url);
import {
  cliRuntime
} from "./chunk-GZCJGTRM.js";
import "./chunk-KDSW7BDB.js";
import "./chunk-O3CGUWEC.js";
import "./chunk-7UB2XQP5.js";
import "./chunk-HVJ4RR3A.js";
import "./chunk-5KPEX7B5.js";
import "./chunk-UXMBEOXC.js";
import "./chunk-WVJJPJTY.js";
import "./chunk-IQLKV7FB.js";
import "./chunk-BOT7PMLY.js";
import "./chunk-HWW5D4EF.js";
export {
  cliRuntime
};
