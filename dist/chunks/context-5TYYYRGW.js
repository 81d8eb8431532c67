#!/usr/bin/env node
import { createRequire as __batonCreateRequire } from 'node:module';
const require = __batonCreateRequire(import.meta.url);
import {
  cliContext,
  requireApiKey
} from "./chunk-H5QTMB3C.js";
import "./chunk-JGUEG7PT.js";
import "./chunk-K426YAMC.js";
import "./chunk-ILVDWHAJ.js";
import "./chunk-JYAPCWQX.js";
import "./chunk-SATDMX4Y.js";
import "./chunk-RQPV2OMW.js";
import "./chunk-Y2HXLXGF.js";
import "./chunk-AP323QN3.js";
import "./chunk-KFU373OM.js";
import "./chunk-KQZ2Y5ZS.js";
import "./chunk-HWW5D4EF.js";
export {
  cliContext,
  requireApiKey
};
