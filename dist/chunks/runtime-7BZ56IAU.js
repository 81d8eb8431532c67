#!/usr/bin/env node
import { createRequire as __batonCreateRequire } from 'node:module';
const require = __batonCreateRequire(import.meta.url);
import {
  cliRuntime
} from "./chunk-BOXCDL66.js";
import "./chunk-2L6JL75G.js";
import "./chunk-A5L74RS5.js";
import "./chunk-RSJHYOEZ.js";
import "./chunk-P56ROPOT.js";
import "./chunk-6OWH2MY4.js";
import "./chunk-ILVDWHAJ.js";
import "./chunk-SATDMX4Y.js";
import "./chunk-Y2HXLXGF.js";
import "./chunk-AP323QN3.js";
import "./chunk-KFU373OM.js";
import "./chunk-KQZ2Y5ZS.js";
import "./chunk-HWW5D4EF.js";
export {
  cliRuntime
};
