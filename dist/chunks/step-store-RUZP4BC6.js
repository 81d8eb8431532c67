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
} from "./chunk-EYDFM7IO.js";
import "./chunk-74Z3HXUL.js";
import "./chunk-Q3NLQKDO.js";
import "./chunk-4V5SZG7G.js";
import "./chunk-GFUM4T6W.js";
import "./chunk-23J27CLP.js";
import "./chunk-FGLN6EH3.js";
import "./chunk-IIMBTC7R.js";
import "./chunk-EKGC4ZX6.js";
import "./chunk-EFX2U36F.js";
import "./chunk-3BT4IOUW.js";
import "./chunk-SIO4KYN3.js";
import "./chunk-FGD5CW52.js";
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
