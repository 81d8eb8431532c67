#!/usr/bin/env node
import { createRequire as __batonCreateRequire } from 'node:module';
const require = __batonCreateRequire(import.meta.url);
import {
  cliRuntime
} from "./chunk-WCIL2VNY.js";
import "./chunk-NAZT672O.js";
import "./chunk-3SPZEC24.js";
import "./chunk-O3CGUWEC.js";
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
