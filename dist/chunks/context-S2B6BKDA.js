#!/usr/bin/env node
import { createRequire as __batonCreateRequire } from 'node:module';
const require = __batonCreateRequire(import.meta.url);
import {
  cliContext,
  requireApiKey
} from "./chunk-HPWSQYZM.js";
import "./chunk-JTTVE3RY.js";
import "./chunk-4E4QD4I7.js";
import "./chunk-KA3YQYGH.js";
import "./chunk-475SFR4V.js";
import "./chunk-UYTZEZC2.js";
import "./chunk-VJGB4AGP.js";
import "./chunk-CP5ADJIT.js";
import "./chunk-AGKJQI42.js";
import "./chunk-XBXOSNZ6.js";
import "./chunk-BOT7PMLY.js";
import "./chunk-HWW5D4EF.js";
export {
  cliContext,
  requireApiKey
};
