#!/usr/bin/env node
import { createRequire as __batonCreateRequire, isBuiltin as __batonIsBuiltin } from 'node:module';
const __batonRequire = __batonCreateRequire(import.meta.url);
const __batonMissing = (id) => Object.assign(new Error("Cannot find module '" + id + "'"), { code: 'MODULE_NOT_FOUND' });
const require = Object.assign((id) => { if (__batonIsBuiltin(id)) return __batonRequire(id); throw __batonMissing(id); },
  { resolve: (id) => { if (__batonIsBuiltin(id)) return id; throw __batonMissing(id); } });
import {
  CompactStrategySchema,
  DEFAULT_HOOKS_PATH,
  DEFAULT_RECIPES_PATH,
  SettingsSchema,
  UNSET_MEANS,
  YesNoSchema,
  parseSettings,
  settingAccepts,
  settingDefault,
  settingName
} from "./chunk-IWIHM2BB.js";
import "./chunk-BKAG5NPA.js";
import "./chunk-SJZDYVL2.js";
import "./chunk-FAT4S3CS.js";
import "./chunk-CYLLQ5Y7.js";
import "./chunk-JLUXB5JD.js";
import "./chunk-IFZNVEUW.js";
import "./chunk-FLXSCLV4.js";
import "./chunk-HBY6AOVX.js";
import "./chunk-VA2UHLEW.js";
import "./chunk-I5QNXST4.js";
export {
  CompactStrategySchema,
  DEFAULT_HOOKS_PATH,
  DEFAULT_RECIPES_PATH,
  SettingsSchema,
  UNSET_MEANS,
  YesNoSchema,
  parseSettings,
  settingAccepts,
  settingDefault,
  settingName
};
