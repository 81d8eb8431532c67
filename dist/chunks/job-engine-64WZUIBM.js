#!/usr/bin/env node
import { createRequire as __batonCreateRequire, isBuiltin as __batonIsBuiltin } from 'node:module';
const __batonRequire = __batonCreateRequire(import.meta.url);
const __batonMissing = (id) => Object.assign(new Error("Cannot find module '" + id + "'"), { code: 'MODULE_NOT_FOUND' });
const require = Object.assign((id) => { if (__batonIsBuiltin(id)) return __batonRequire(id); throw __batonMissing(id); },
  { resolve: (id) => { if (__batonIsBuiltin(id)) return id; throw __batonMissing(id); } });
import {
  octokitReader
} from "./chunk-AIX4OGO3.js";
import {
  BUILTIN_EXTENSIONS,
  createRuntime
} from "./chunk-QRQTESYV.js";
import "./chunk-K4AEL2LQ.js";
import "./chunk-EXTAXSNO.js";
import "./chunk-NJT4CVHD.js";
import "./chunk-RV7QZX4O.js";
import "./chunk-HZICW6AM.js";
import "./chunk-YIVIGHPU.js";
import {
  budgetedReader
} from "./chunk-PQLRDTYT.js";
import "./chunk-RVBPVW37.js";
import "./chunk-E5XX6VWF.js";
import {
  secretInputs
} from "./chunk-PKD56WW3.js";
import "./chunk-CPJE2D24.js";
import "./chunk-ZLIHJC7E.js";
import "./chunk-DOIUTLAZ.js";
import "./chunk-GFUM4T6W.js";
import "./chunk-23J27CLP.js";
import "./chunk-2DXMKYYZ.js";
import "./chunk-FAT4S3CS.js";
import "./chunk-IEFBYN5X.js";
import "./chunk-Z7IASYN5.js";
import {
  openAIModel
} from "./chunk-5UKNEP73.js";
import "./chunk-7YP47LAM.js";
import "./chunk-CEN4R7LZ.js";
import "./chunk-TA5JLS4U.js";
import "./chunk-OJTHOXZF.js";
import "./chunk-DJ7BISZY.js";
import "./chunk-TQVD7ZYD.js";
import "./chunk-VZFZEY5Z.js";
import "./chunk-WAULHVPN.js";
import "./chunk-MAU3G4ES.js";
import "./chunk-VA2UHLEW.js";
import "./chunk-5NRPVDG4.js";
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
