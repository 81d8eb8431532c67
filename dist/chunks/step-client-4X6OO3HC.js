#!/usr/bin/env node
import { createRequire as __batonCreateRequire, isBuiltin as __batonIsBuiltin } from 'node:module';
const __batonRequire = __batonCreateRequire(import.meta.url);
const __batonMissing = (id) => Object.assign(new Error("Cannot find module '" + id + "'"), { code: 'MODULE_NOT_FOUND' });
const require = Object.assign((id) => { if (__batonIsBuiltin(id)) return __batonRequire(id); throw __batonMissing(id); },
  { resolve: (id) => { if (__batonIsBuiltin(id)) return id; throw __batonMissing(id); } });
import {
  githubClient
} from "./chunk-NIVFE4M7.js";
import "./chunk-GTZGL4MA.js";
import "./chunk-LSJSBDX2.js";
import "./chunk-QHL4UODS.js";
import "./chunk-ERNQ67IC.js";
import "./chunk-23J27CLP.js";
import "./chunk-7YP47LAM.js";
import "./chunk-VIFU5ZZR.js";
import "./chunk-WAULHVPN.js";
import "./chunk-KVWXH6U2.js";
import "./chunk-VA2UHLEW.js";
import "./chunk-I5QNXST4.js";
export {
  githubClient
};
