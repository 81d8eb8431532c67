#!/usr/bin/env node
import { createRequire as __batonCreateRequire } from 'node:module';
const require = __batonCreateRequire(import.meta.url);
import {
  cliRuntime
} from "./chunk-VHT3D3Z5.js";
import "./chunk-3SSALY24.js";
import "./chunk-O3CGUWEC.js";
import "./chunk-7UB2XQP5.js";
import "./chunk-QQFK7ZAX.js";
import "./chunk-VRFUCB65.js";
import "./chunk-UXMBEOXC.js";
import "./chunk-WVJJPJTY.js";
import "./chunk-IQLKV7FB.js";
import "./chunk-BOT7PMLY.js";
import "./chunk-HWW5D4EF.js";
export {
  cliRuntime
};
