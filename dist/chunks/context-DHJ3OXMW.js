#!/usr/bin/env node
import { createRequire as __batonCreateRequire } from 'node:module';
const require = __batonCreateRequire(import.meta.url);
import {
  cliContext,
  requireApiKey
} from "./chunk-NYCXEXBU.js";
import "./chunk-OBDJKT5E.js";
import "./chunk-UYTZEZC2.js";
import "./chunk-VJGB4AGP.js";
import "./chunk-LHQIM77R.js";
import "./chunk-3BCKK6XV.js";
import "./chunk-3EX4U4I6.js";
import "./chunk-UECATNUK.js";
import "./chunk-CP5ADJIT.js";
import "./chunk-AGKJQI42.js";
import "./chunk-BOT7PMLY.js";
import "./chunk-HWW5D4EF.js";
export {
  cliContext,
  requireApiKey
};
