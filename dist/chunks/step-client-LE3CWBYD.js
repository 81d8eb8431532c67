#!/usr/bin/env node
import { createRequire as __batonCreateRequire } from 'node:module';
const require = __batonCreateRequire(import.meta.url);
import {
  githubClient
} from "./chunk-M3CGMXQO.js";
import "./chunk-7MXL3NGU.js";
import "./chunk-3TFU24V7.js";
import "./chunk-2RP2ELUF.js";
import "./chunk-BOT7PMLY.js";
import "./chunk-HWW5D4EF.js";
export {
  githubClient
};
