#!/usr/bin/env node
import { createRequire as __batonCreateRequire, isBuiltin as __batonIsBuiltin } from 'node:module';
const __batonRequire = __batonCreateRequire(import.meta.url);
const __batonMissing = (id) => Object.assign(new Error("Cannot find module '" + id + "'"), { code: 'MODULE_NOT_FOUND' });
const require = Object.assign((id) => { if (__batonIsBuiltin(id)) return __batonRequire(id); throw __batonMissing(id); },
  { resolve: (id) => { if (__batonIsBuiltin(id)) return id; throw __batonMissing(id); } });
import {
  cliContext,
  requireApiKey
} from "./chunk-AF32K3CH.js";
import "./chunk-4OQYP3NF.js";
import "./chunk-OQWP77IT.js";
import "./chunk-MDRXQEOC.js";
import "./chunk-3OPLNNUK.js";
import "./chunk-FAT4S3CS.js";
import "./chunk-GCR2UAHY.js";
import "./chunk-QLH46JAR.js";
import "./chunk-JLKDDK2D.js";
import "./chunk-UXBCYKDN.js";
import "./chunk-HKLXVU43.js";
import "./chunk-KGPITBIF.js";
import "./chunk-ACWIBFQR.js";
import "./chunk-VA2UHLEW.js";
import "./chunk-I5QNXST4.js";
export {
  cliContext,
  requireApiKey
};
