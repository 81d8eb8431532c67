#!/usr/bin/env node
import { createRequire as __batonCreateRequire } from 'node:module';
const require = __batonCreateRequire(import.meta.url);
import {
  cliRuntime
} from "./chunk-LLBZYU7N.js";
import "./chunk-DWU3X3RG.js";
import "./chunk-GUCROFDQ.js";
import "./chunk-EHP5RD6Q.js";
import "./chunk-OPHJI75E.js";
import "./chunk-RSJHYOEZ.js";
import "./chunk-KMZGIY3O.js";
import "./chunk-UCBTHSFF.js";
import "./chunk-ILVDWHAJ.js";
import "./chunk-SATDMX4Y.js";
import "./chunk-Y2HXLXGF.js";
import "./chunk-AP323QN3.js";
import "./chunk-KFU373OM.js";
import "./chunk-RM3QLWHB.js";
import "./chunk-HWW5D4EF.js";
export {
  cliRuntime
};
