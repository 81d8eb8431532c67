#!/usr/bin/env node
import { createRequire as __batonCreateRequire } from 'node:module';
const require = __batonCreateRequire(import.meta.url);
import {
  cliContext,
  requireApiKey
} from "./chunk-COW66IS7.js";
import "./chunk-3B7AG344.js";
import "./chunk-I5SGQER4.js";
import "./chunk-5BHJWORW.js";
import "./chunk-QQFK7ZAX.js";
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
