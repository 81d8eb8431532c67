#!/usr/bin/env node
import { createRequire as __batonCreateRequire, isBuiltin as __batonIsBuiltin } from 'node:module';
const __batonRequire = __batonCreateRequire(import.meta.url);
const __batonMissing = (id) => Object.assign(new Error("Cannot find module '" + id + "'"), { code: 'MODULE_NOT_FOUND' });
const require = Object.assign((id) => { if (__batonIsBuiltin(id)) return __batonRequire(id); throw __batonMissing(id); },
  { resolve: (id) => { if (__batonIsBuiltin(id)) return id; throw __batonMissing(id); } });
import {
  cliContext,
  requireApiKey
} from "./chunk-VFRPORQK.js";
import "./chunk-VYPJ2AJ6.js";
import "./chunk-GARVHT64.js";
import "./chunk-GPITAY5V.js";
import "./chunk-X243W2YV.js";
import "./chunk-I6TZUTRY.js";
import "./chunk-XSCISWIE.js";
import "./chunk-ONA5HPEZ.js";
import "./chunk-HKLXVU43.js";
import "./chunk-LVUASWAO.js";
import "./chunk-AZD3QKQ7.js";
import "./chunk-VA2UHLEW.js";
import "./chunk-I5QNXST4.js";
export {
  cliContext,
  requireApiKey
};
