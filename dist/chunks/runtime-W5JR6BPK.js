#!/usr/bin/env node
import { createRequire as __batonCreateRequire, isBuiltin as __batonIsBuiltin } from 'node:module';
const __batonRequire = __batonCreateRequire(import.meta.url);
const __batonMissing = (id) => Object.assign(new Error("Cannot find module '" + id + "'"), { code: 'MODULE_NOT_FOUND' });
const require = Object.assign((id) => { if (__batonIsBuiltin(id)) return __batonRequire(id); throw __batonMissing(id); },
  { resolve: (id) => { if (__batonIsBuiltin(id)) return id; throw __batonMissing(id); } });
import {
  cliRuntime
} from "./chunk-6M4EVW5A.js";
import "./chunk-IXSJ3O3H.js";
import "./chunk-JNFETJ5D.js";
import "./chunk-SUFZP3MM.js";
import "./chunk-QHL4UODS.js";
import "./chunk-BOFVN7Q3.js";
import "./chunk-SBZCUJ4N.js";
import "./chunk-ERNQ67IC.js";
import "./chunk-FAT4S3CS.js";
import "./chunk-VPB3WR35.js";
import "./chunk-Z7IASYN5.js";
import "./chunk-AENQXKKA.js";
import "./chunk-7YP47LAM.js";
import "./chunk-VIFU5ZZR.js";
import "./chunk-LG45C5F7.js";
import "./chunk-DSNPJJ2I.js";
import "./chunk-HKLXVU43.js";
import "./chunk-5LY53PZF.js";
import "./chunk-WAULHVPN.js";
import "./chunk-NBCA2KPO.js";
import "./chunk-KVWXH6U2.js";
import "./chunk-VA2UHLEW.js";
import "./chunk-I5QNXST4.js";
export {
  cliRuntime
};
