#!/usr/bin/env node
import { createRequire as __batonCreateRequire, isBuiltin as __batonIsBuiltin } from 'node:module';
const __batonRequire = __batonCreateRequire(import.meta.url);
const __batonMissing = (id) => Object.assign(new Error("Cannot find module '" + id + "'"), { code: 'MODULE_NOT_FOUND' });
const require = Object.assign((id) => { if (__batonIsBuiltin(id)) return __batonRequire(id); throw __batonMissing(id); },
  { resolve: (id) => { if (__batonIsBuiltin(id)) return id; throw __batonMissing(id); } });
import {
  DEFAULT_BASE_URL,
  OpenAICompatibleClient,
  openAIModel
} from "./chunk-NALBFLIG.js";
import "./chunk-7YP47LAM.js";
import "./chunk-JLUXB5JD.js";
import "./chunk-IFZNVEUW.js";
import "./chunk-FLXSCLV4.js";
import "./chunk-HBY6AOVX.js";
import "./chunk-VA2UHLEW.js";
import "./chunk-I5QNXST4.js";
export {
  DEFAULT_BASE_URL,
  OpenAICompatibleClient,
  openAIModel
};
