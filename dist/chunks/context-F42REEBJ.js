#!/usr/bin/env node
import { createRequire as __batonCreateRequire } from 'node:module';
const require = __batonCreateRequire(import.meta.url);
import {
  cliContext,
  requireApiKey
} from "./chunk-V7CG4345.js";
import "./chunk-6CADMNUN.js";
import "./chunk-CWWGR2PF.js";
import "./chunk-5BHJWORW.js";
import "./chunk-HVJ4RR3A.js";
import "./chunk-5KPEX7B5.js";
import "./chunk-UXMBEOXC.js";
import "./chunk-WVJJPJTY.js";
import "./chunk-IQLKV7FB.js";
import "./chunk-BOT7PMLY.js";
import "./chunk-HWW5D4EF.js";
export {
  cliContext,
  requireApiKey
};
