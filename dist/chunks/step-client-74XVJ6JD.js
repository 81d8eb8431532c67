#!/usr/bin/env node
import { createRequire as __batonCreateRequire } from 'node:module';
const require = __batonCreateRequire(import.meta.url);
import {
  githubClient
} from "./chunk-F5RIZUCE.js";
import "./chunk-KFMDNRWA.js";
import "./chunk-OPHJI75E.js";
import "./chunk-2RP2ELUF.js";
import "./chunk-BOT7PMLY.js";
import "./chunk-HWW5D4EF.js";
export {
  githubClient
};
