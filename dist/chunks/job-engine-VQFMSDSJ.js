#!/usr/bin/env node
import { createRequire as __batonCreateRequire, isBuiltin as __batonIsBuiltin } from 'node:module';
const __batonRequire = __batonCreateRequire(import.meta.url);
const __batonMissing = (id) => Object.assign(new Error("Cannot find module '" + id + "'"), { code: 'MODULE_NOT_FOUND' });
const require = Object.assign((id) => { if (__batonIsBuiltin(id)) return __batonRequire(id); throw __batonMissing(id); },
  { resolve: (id) => { if (__batonIsBuiltin(id)) return id; throw __batonMissing(id); } });
import {
  octokitReader
} from "./chunk-SAQD2AH7.js";
import {
  BUILTIN_EXTENSIONS,
  createRuntime,
  sdkMcpClient
} from "./chunk-VOFOTAGW.js";
import "./chunk-AL57YSAH.js";
import "./chunk-HZAAO7WL.js";
import "./chunk-TZS56GD3.js";
import "./chunk-EXTAXSNO.js";
import "./chunk-5KMH2XC2.js";
import "./chunk-I6JMSEZS.js";
import "./chunk-3GDRYCLP.js";
import {
  budgetedReader
} from "./chunk-VP6AQHLF.js";
import "./chunk-QBA2EHCS.js";
import "./chunk-X35GRJNR.js";
import "./chunk-PDDMIJGC.js";
import "./chunk-VA6TMU3N.js";
import {
  secretInputs
} from "./chunk-FOEHGKK3.js";
import "./chunk-ZC77DGTH.js";
import "./chunk-FBLAJ7AD.js";
import "./chunk-CPJE2D24.js";
import "./chunk-35HWF4OL.js";
import "./chunk-7CD5MGGR.js";
import "./chunk-V7J2R7BI.js";
import "./chunk-SUEYN3UU.js";
import "./chunk-PC3KEMW5.js";
import "./chunk-Z7IASYN5.js";
import {
  openAIModel
} from "./chunk-WRZKONAI.js";
import "./chunk-7YP47LAM.js";
import "./chunk-T5JTI4CK.js";
import "./chunk-3ZNXFRB6.js";
import "./chunk-KRCSNEJL.js";
import "./chunk-BGPSABAQ.js";
import "./chunk-4UVT5FBP.js";
import "./chunk-VGKOXICK.js";
import "./chunk-HOYQ2FAN.js";
import "./chunk-FCPHMGZY.js";
import "./chunk-NC3SHA7Q.js";
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
      mcp: sdkMcpClient,
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
