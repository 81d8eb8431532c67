#!/usr/bin/env node
import { createRequire as __batonCreateRequire } from 'node:module';
const require = __batonCreateRequire(import.meta.url);
import {
  cliRuntime
} from "./chunk-GV3P4OFN.js";
import "./chunk-MXDDNRND.js";
import "./chunk-O3CGUWEC.js";
import "./chunk-UDIAF2V6.js";
import "./chunk-AHFUQKDZ.js";
import "./chunk-MMA6CQW4.js";
import "./chunk-IX6KDKQ7.js";
import "./chunk-D4YA2NE6.js";
import "./chunk-MZPL5BMZ.js";
import "./chunk-BOT7PMLY.js";
import "./chunk-HWW5D4EF.js";
export {
  cliRuntime
};
