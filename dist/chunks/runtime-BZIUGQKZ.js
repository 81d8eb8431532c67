#!/usr/bin/env node
import { createRequire as __batonCreateRequire } from 'node:module';
const require = __batonCreateRequire(import.meta.url);
import {
  cliRuntime
} from "./chunk-WBZJ3L75.js";
import "./chunk-U2LZ3CYR.js";
import "./chunk-3SPZEC24.js";
import "./chunk-2RP2ELUF.js";
import "./chunk-HSC3OQ5D.js";
import "./chunk-JXHJ63GL.js";
import "./chunk-VJGB4AGP.js";
import "./chunk-3BCKK6XV.js";
import "./chunk-UECATNUK.js";
import "./chunk-CP5ADJIT.js";
import "./chunk-AGKJQI42.js";
import "./chunk-BOT7PMLY.js";
import "./chunk-HWW5D4EF.js";
export {
  cliRuntime
};
