#!/usr/bin/env node
import { createRequire as __batonCreateRequire } from 'node:module';
const require = __batonCreateRequire(import.meta.url);
import {
  githubClient
} from "./chunk-GUJSXZOH.js";
import "./chunk-AN2GTDPD.js";
import "./chunk-3TFU24V7.js";
import "./chunk-O3CGUWEC.js";
import "./chunk-BOT7PMLY.js";
import "./chunk-HWW5D4EF.js";
export {
  githubClient
};
