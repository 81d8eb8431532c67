#!/usr/bin/env node
import { createRequire as __batonCreateRequire, isBuiltin as __batonIsBuiltin } from 'node:module';
const __batonRequire = __batonCreateRequire(import.meta.url);
const __batonMissing = (id) => Object.assign(new Error("Cannot find module '" + id + "'"), { code: 'MODULE_NOT_FOUND' });
const require = Object.assign((id) => { if (__batonIsBuiltin(id)) return __batonRequire(id); throw __batonMissing(id); },
  { resolve: (id) => { if (__batonIsBuiltin(id)) return id; throw __batonMissing(id); } });
import {
  githubClient
} from "./chunk-WEZSEUAI.js";
import "./chunk-6MUWIEQN.js";
import "./chunk-2XAVDN5N.js";
import "./chunk-YM4BJVG4.js";
import "./chunk-3GDRYCLP.js";
import "./chunk-XJDJZ527.js";
import "./chunk-NCCJCY5N.js";
import "./chunk-FBLAJ7AD.js";
import "./chunk-7CD5MGGR.js";
import "./chunk-7YP47LAM.js";
import "./chunk-3XHUHXHE.js";
import "./chunk-IFZNVEUW.js";
import "./chunk-FCPHMGZY.js";
import "./chunk-HBY6AOVX.js";
import "./chunk-VA2UHLEW.js";
import "./chunk-I5QNXST4.js";
export {
  githubClient
};
