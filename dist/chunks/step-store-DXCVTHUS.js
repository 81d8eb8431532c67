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
} from "./chunk-WOMKZNXI.js";
import "./chunk-7T4UZFZX.js";
import "./chunk-VQWTYSOZ.js";
import "./chunk-4V5SZG7G.js";
import "./chunk-FIDAO7HX.js";
import "./chunk-23J27CLP.js";
import "./chunk-NRBGNJTK.js";
import "./chunk-IIMBTC7R.js";
import "./chunk-EKGC4ZX6.js";
import "./chunk-EFX2U36F.js";
import "./chunk-FJZTPXEE.js";
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
