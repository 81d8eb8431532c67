#!/usr/bin/env node
import { createRequire as __batonCreateRequire } from 'node:module';
const require = __batonCreateRequire(import.meta.url);
import {
  cliContext,
  requireApiKey
} from "./chunk-UHJUGYKI.js";
import "./chunk-D3MABEWQ.js";
import "./chunk-IPNSF2OX.js";
import "./chunk-5BHJWORW.js";
import "./chunk-KDDRPNG4.js";
import "./chunk-G2RDCUNZ.js";
import "./chunk-UXMBEOXC.js";
import "./chunk-WVJJPJTY.js";
import "./chunk-RLLND5LE.js";
import "./chunk-BOT7PMLY.js";
import "./chunk-HWW5D4EF.js";
export {
  cliContext,
  requireApiKey
};
