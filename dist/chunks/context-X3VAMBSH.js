#!/usr/bin/env node
import { createRequire as __batonCreateRequire } from 'node:module';
const require = __batonCreateRequire(import.meta.url);
import {
  cliContext,
  requireApiKey
} from "./chunk-IGGO6PIQ.js";
import "./chunk-J7D5Z6CF.js";
import "./chunk-K426YAMC.js";
import "./chunk-ILVDWHAJ.js";
import "./chunk-AFOOI4GA.js";
import "./chunk-SATDMX4Y.js";
import "./chunk-EUM35JVB.js";
import "./chunk-Y2HXLXGF.js";
import "./chunk-AP323QN3.js";
import "./chunk-KFU373OM.js";
import "./chunk-KQZ2Y5ZS.js";
import "./chunk-HWW5D4EF.js";
export {
  cliContext,
  requireApiKey
};
