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
} from "./chunk-GWPCMDE5.js";
import "./chunk-BSOFKTUC.js";
import "./chunk-YJE2F7Z5.js";
import "./chunk-VRTERC6J.js";
import "./chunk-IIMBTC7R.js";
import "./chunk-LKXSXHTS.js";
import "./chunk-P476LJMF.js";
import "./chunk-T2KRTBNV.js";
import "./chunk-PH4XEHJT.js";
import "./chunk-B4WSINGS.js";
import "./chunk-EBJBY5JQ.js";
import "./chunk-HRV54FJ4.js";
import "./chunk-3CFVIEAH.js";
import "./chunk-4V5SZG7G.js";
import "./chunk-ZCI4HNYG.js";
import "./chunk-23J27CLP.js";
import "./chunk-YU4EEEZD.js";
import "./chunk-GGSRGHFL.js";
import "./chunk-IFZNVEUW.js";
import "./chunk-FLXSCLV4.js";
import "./chunk-HBY6AOVX.js";
import "./chunk-VA2UHLEW.js";
import "./chunk-I5QNXST4.js";
export {
  SavedConversations,
  StepStore,
  openStepStore,
  readSavedConversations
};
