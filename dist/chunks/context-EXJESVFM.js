#!/usr/bin/env node
import { createRequire as __batonCreateRequire } from 'node:module';
const require = __batonCreateRequire(import.meta.url);
import {
  cliContext,
  requireApiKey
} from "./chunk-EJB6HJ5U.js";
import "./chunk-PEPEK22U.js";
import "./chunk-QWLGSNGR.js";
import "./chunk-ILVDWHAJ.js";
import "./chunk-UD4C5QYV.js";
import "./chunk-SATDMX4Y.js";
import "./chunk-EQFLHE5Q.js";
import "./chunk-Y2HXLXGF.js";
import "./chunk-AP323QN3.js";
import "./chunk-KFU373OM.js";
import "./chunk-W6LTGYO2.js";
import "./chunk-HWW5D4EF.js";
export {
  cliContext,
  requireApiKey
};
