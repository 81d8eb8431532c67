#!/usr/bin/env node
import { createRequire as __batonCreateRequire } from 'node:module';
const require = __batonCreateRequire(import.meta.url);
import {
  cliContext,
  requireApiKey
} from "./chunk-Q2NSBOP3.js";
import "./chunk-FRC7XUKR.js";
import "./chunk-C562JI5B.js";
import "./chunk-ILVDWHAJ.js";
import "./chunk-ZU655R3D.js";
import "./chunk-SATDMX4Y.js";
import "./chunk-D72XXOX7.js";
import "./chunk-Y2HXLXGF.js";
import "./chunk-AP323QN3.js";
import "./chunk-KFU373OM.js";
import "./chunk-RM3QLWHB.js";
import "./chunk-HWW5D4EF.js";
export {
  cliContext,
  requireApiKey
};
