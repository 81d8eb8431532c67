#!/usr/bin/env node
import { createRequire as __batonCreateRequire } from 'node:module';
const require = __batonCreateRequire(import.meta.url);
import {
  cliRuntime
} from "./chunk-DOUAWYZL.js";
import "./chunk-66TB3FN2.js";
import "./chunk-L7FIQQFX.js";
import "./chunk-RSJHYOEZ.js";
import "./chunk-QZUIIXPY.js";
import "./chunk-6OWH2MY4.js";
import "./chunk-ILVDWHAJ.js";
import "./chunk-SATDMX4Y.js";
import "./chunk-Y2HXLXGF.js";
import "./chunk-AP323QN3.js";
import "./chunk-KFU373OM.js";
import "./chunk-W6LTGYO2.js";
import "./chunk-HWW5D4EF.js";
export {
  cliRuntime
};
