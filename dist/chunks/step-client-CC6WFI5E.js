#!/usr/bin/env node
import { createRequire as __batonCreateRequire } from 'node:module';
const require = __batonCreateRequire(import.meta.url);
import {
  githubClient
} from "./chunk-V3DYGSJU.js";
import "./chunk-KFMDNRWA.js";
import "./chunk-OPHJI75E.js";
import "./chunk-RSJHYOEZ.js";
import "./chunk-W6LTGYO2.js";
import "./chunk-HWW5D4EF.js";
export {
  githubClient
};
