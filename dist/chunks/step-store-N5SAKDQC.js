#!/usr/bin/env node
import { createRequire as __batonCreateRequire, isBuiltin as __batonIsBuiltin } from 'node:module';
const __batonRequire = __batonCreateRequire(import.meta.url);
const __batonMissing = (id) => Object.assign(new Error("Cannot find module '" + id + "'"), { code: 'MODULE_NOT_FOUND' });
const require = Object.assign((id) => { if (__batonIsBuiltin(id)) return __batonRequire(id); throw __batonMissing(id); },
  { resolve: (id) => { if (__batonIsBuiltin(id)) return id; throw __batonMissing(id); } });
import {
  SavedConversations,
  StepStore,
  openStepStore,
  readSavedConversations
} from "./chunk-I4GEO5SP.js";
import "./chunk-SIIIPAFU.js";
import "./chunk-D5QIB6RR.js";
import "./chunk-QUN7L7NC.js";
import "./chunk-ZC77DGTH.js";
import "./chunk-FBLAJ7AD.js";
import "./chunk-3ZNXFRB6.js";
import "./chunk-7WXGF3UW.js";
import "./chunk-ITRSCHHM.js";
import "./chunk-FC2K6HHU.js";
import "./chunk-BGPSABAQ.js";
import "./chunk-4UVT5FBP.js";
import "./chunk-VGKOXICK.js";
import "./chunk-HOYQ2FAN.js";
import "./chunk-FCPHMGZY.js";
import "./chunk-NC3SHA7Q.js";
import "./chunk-I5QNXST4.js";
export {
  SavedConversations,
  StepStore,
  openStepStore,
  readSavedConversations
};
