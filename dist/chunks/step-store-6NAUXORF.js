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
} from "./chunk-FJKLKFC6.js";
import "./chunk-NLNHSY6P.js";
import "./chunk-Q3NLQKDO.js";
import "./chunk-4V5SZG7G.js";
import "./chunk-GFUM4T6W.js";
import "./chunk-23J27CLP.js";
import "./chunk-W4BPKWFB.js";
import "./chunk-IIMBTC7R.js";
import "./chunk-IIAZHJZX.js";
import "./chunk-OJTHOXZF.js";
import "./chunk-DJ7BISZY.js";
import "./chunk-TQVD7ZYD.js";
import "./chunk-VZFZEY5Z.js";
import "./chunk-MAU3G4ES.js";
import "./chunk-VA2UHLEW.js";
import "./chunk-5NRPVDG4.js";
import "./chunk-I5QNXST4.js";
export {
  SavedConversations,
  StepStore,
  openStepStore,
  readSavedConversations
};
