#!/usr/bin/env node
import { createRequire as __batonCreateRequire } from 'node:module';
const require = __batonCreateRequire(import.meta.url);
import {
  githubClient
} from "./chunk-6L36S32X.js";
import "./chunk-KFMDNRWA.js";
import "./chunk-OPHJI75E.js";
import "./chunk-RSJHYOEZ.js";
import "./chunk-KQZ2Y5ZS.js";
import "./chunk-HWW5D4EF.js";
export {
  githubClient
};
