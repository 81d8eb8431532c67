#!/usr/bin/env node
import { createRequire as __batonCreateRequire } from 'node:module';
const require = __batonCreateRequire(import.meta.url);
import {
  cliContext,
  requireApiKey
} from "./chunk-AK6JWPZX.js";
import "./chunk-K3JMMU7D.js";
import "./chunk-WWMH7UCK.js";
import "./chunk-DPPX4KQO.js";
import "./chunk-AHFUQKDZ.js";
import "./chunk-MMA6CQW4.js";
import "./chunk-IX6KDKQ7.js";
import "./chunk-D4YA2NE6.js";
import "./chunk-MZPL5BMZ.js";
import "./chunk-BOT7PMLY.js";
import "./chunk-HWW5D4EF.js";
export {
  cliContext,
  requireApiKey
};
