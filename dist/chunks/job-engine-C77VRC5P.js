#!/usr/bin/env node
import { createRequire as __batonCreateRequire, isBuiltin as __batonIsBuiltin } from 'node:module';
const __batonRequire = __batonCreateRequire(import.meta.url);
const __batonMissing = (id) => Object.assign(new Error("Cannot find module '" + id + "'"), { code: 'MODULE_NOT_FOUND' });
const require = Object.assign((id) => { if (__batonIsBuiltin(id)) return __batonRequire(id); throw __batonMissing(id); },
  { resolve: (id) => { if (__batonIsBuiltin(id)) return id; throw __batonMissing(id); } });
import {
  octokitReader
} from "./chunk-U7UHBPWY.js";
import {
  BUILTIN_EXTENSIONS,
  createRuntime
} from "./chunk-Z7JTKSGL.js";
import "./chunk-VF356QLY.js";
import "./chunk-EXTAXSNO.js";
import "./chunk-A5SO2ZPV.js";
import "./chunk-RV7QZX4O.js";
import "./chunk-6TAME3D3.js";
import "./chunk-YIVIGHPU.js";
import {
  budgetedReader
} from "./chunk-XQOFDRWD.js";
import "./chunk-WT5VVKIU.js";
import {
  secretInputs
} from "./chunk-7HJ2I7BN.js";
import "./chunk-CPJE2D24.js";
import "./chunk-SCCJPS4A.js";
import "./chunk-6ZGWMM2N.js";
import "./chunk-ZFNUBQJN.js";
import "./chunk-23J27CLP.js";
import "./chunk-2DXMKYYZ.js";
import "./chunk-FAT4S3CS.js";
import "./chunk-PBDI2E3W.js";
import "./chunk-Z7IASYN5.js";
import "./chunk-J2FVL5ES.js";
import {
  openAIModel
} from "./chunk-P57F3RQM.js";
import "./chunk-7YP47LAM.js";
import "./chunk-7YPOVWVY.js";
import "./chunk-DEXYY5UC.js";
import "./chunk-M5UY3RHA.js";
import "./chunk-DY5L32J6.js";
import "./chunk-SIO4KYN3.js";
import "./chunk-FGD5CW52.js";
import "./chunk-7BYNUXRG.js";
import "./chunk-WAULHVPN.js";
import "./chunk-MAU3G4ES.js";
import "./chunk-MVVMHIY3.js";
import "./chunk-VA2UHLEW.js";
import "./chunk-I5QNXST4.js";

// src/action/jobs/job-engine.ts
import { resolve } from "node:path";
function jobEngine(start) {
  const { setup, runner, octokit, base, pinned, notAfter, triggerCommentId } = start;
  const { inputs, repoConfig, code } = base;
  const progress = (message) => setup.logger.info(message);
  return createRuntime(
    {
      settings: inputs.settings,
      contextWindow: inputs.contextWindow,
      recipesDir: code.recipesDir,
      hookDirs: code.hookDirs,
      workspace: resolve(runner.workspace),
      secrets: secretInputs(inputs),
      builtinExtensions: BUILTIN_EXTENSIONS,
      repoConfig
    },
    {
      model: openAIModel({
        apiKey: inputs.openaiApiKey,
        baseUrl: inputs.settings.baseUrl,
        timeoutSeconds: inputs.settings.modelTimeout,
        policy: setup.policy,
        progress
      }),
      logger: setup.logger,
      progress,
      github: {
        reader: budgetedReader(octokitReader(octokit, runner.owner, runner.repo), octokit),
        pinned,
        notAfter,
        ...triggerCommentId ? { triggerCommentId } : {}
      }
    }
  );
}
export {
  jobEngine
};
