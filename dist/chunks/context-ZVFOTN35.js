#!/usr/bin/env node
import { createRequire as __batonCreateRequire } from 'node:module';
const require = __batonCreateRequire(import.meta.url);
import {
  cliContext,
  requireApiKey
} from "./chunk-RQFYSFIO.js";
import "./chunk-DYHAGEIS.js";
import "./chunk-I5SGQER4.js";
import "./chunk-5BHJWORW.js";
import "./chunk-PK6R32A3.js";
import "./chunk-VRFUCB65.js";
import "./chunk-UXMBEOXC.js";
import "./chunk-WVJJPJTY.js";
import "./chunk-IQLKV7FB.js";
import "./chunk-BOT7PMLY.js";
import "./chunk-HWW5D4EF.js";
export {
  cliContext,
  requireApiKey
};
