#!/usr/bin/env node
import { createRequire as __batonCreateRequire } from 'node:module';
const require = __batonCreateRequire(import.meta.url);
import {
  cliContext,
  requireApiKey
} from "./chunk-X3TLAJZV.js";
import "./chunk-WRTQV2UQ.js";
import "./chunk-XQWUULVA.js";
import "./chunk-QHOHKC7W.js";
import "./chunk-YBX6ZD4Z.js";
import "./chunk-ZMW2GR3Z.js";
import "./chunk-HN5RFQFZ.js";
import "./chunk-LGTZB2ZD.js";
import "./chunk-GU2RICBN.js";
import "./chunk-W7NNNXDX.js";
import "./chunk-BOT7PMLY.js";
import "./chunk-HWW5D4EF.js";
export {
  cliContext,
  requireApiKey
};
