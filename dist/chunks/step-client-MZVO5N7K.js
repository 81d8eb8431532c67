#!/usr/bin/env node
import { createRequire as __batonCreateRequire, isBuiltin as __batonIsBuiltin } from 'node:module';
const __batonRequire = __batonCreateRequire(import.meta.url);
const __batonMissing = (id) => Object.assign(new Error("Cannot find module '" + id + "'"), { code: 'MODULE_NOT_FOUND' });
const require = Object.assign((id) => { if (__batonIsBuiltin(id)) return __batonRequire(id); throw __batonMissing(id); },
  { resolve: (id) => { if (__batonIsBuiltin(id)) return id; throw __batonMissing(id); } });
import {
  githubClient
} from "./chunk-I4XNRQGU.js";
import "./chunk-NKMPDPL7.js";
import "./chunk-6JB4IZIW.js";
import "./chunk-KSGEOSMP.js";
import "./chunk-RVBPVW37.js";
import "./chunk-JKP3GOEL.js";
import "./chunk-NCCJCY5N.js";
import "./chunk-23J27CLP.js";
import "./chunk-CYLLQ5Y7.js";
import "./chunk-7YP47LAM.js";
import "./chunk-JLUXB5JD.js";
import "./chunk-IFZNVEUW.js";
import "./chunk-FLXSCLV4.js";
import "./chunk-HBY6AOVX.js";
import "./chunk-VA2UHLEW.js";
import "./chunk-I5QNXST4.js";
export {
  githubClient
};
