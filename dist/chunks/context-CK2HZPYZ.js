#!/usr/bin/env node
import { createRequire as __batonCreateRequire, isBuiltin as __batonIsBuiltin } from 'node:module';
const __batonRequire = __batonCreateRequire(import.meta.url);
const __batonMissing = (id) => Object.assign(new Error("Cannot find module '" + id + "'"), { code: 'MODULE_NOT_FOUND' });
const require = Object.assign((id) => { if (__batonIsBuiltin(id)) return __batonRequire(id); throw __batonMissing(id); },
  { resolve: (id) => { if (__batonIsBuiltin(id)) return id; throw __batonMissing(id); } });
import {
  cliContext,
  requireApiKey
} from "./chunk-BN7AIYL6.js";
import "./chunk-OQWP77IT.js";
import "./chunk-ES4H7P2Z.js";
import "./chunk-CGCA7TCK.js";
import "./chunk-SBZCUJ4N.js";
import "./chunk-ERNQ67IC.js";
import "./chunk-FAT4S3CS.js";
import "./chunk-VIFU5ZZR.js";
import "./chunk-RAS4AJAF.js";
import "./chunk-DTM6W5UA.js";
import "./chunk-LG45C5F7.js";
import "./chunk-DSNPJJ2I.js";
import "./chunk-ITFW4L3R.js";
import "./chunk-HKLXVU43.js";
import "./chunk-5LY53PZF.js";
import "./chunk-NBCA2KPO.js";
import "./chunk-KVWXH6U2.js";
import "./chunk-VA2UHLEW.js";
import "./chunk-I5QNXST4.js";
export {
  cliContext,
  requireApiKey
};
