#!/usr/bin/env node
import { createRequire as __batonCreateRequire, isBuiltin as __batonIsBuiltin } from 'node:module';
const __batonRequire = __batonCreateRequire(import.meta.url);
const __batonMissing = (id) => Object.assign(new Error("Cannot find module '" + id + "'"), { code: 'MODULE_NOT_FOUND' });
const require = Object.assign((id) => { if (__batonIsBuiltin(id)) return __batonRequire(id); throw __batonMissing(id); },
  { resolve: (id) => { if (__batonIsBuiltin(id)) return id; throw __batonMissing(id); } });
import {
  createOctokit
} from "./chunk-NKMPDPL7.js";
import {
  RequestBudget
} from "./chunk-KSGEOSMP.js";
import {
  inputError
} from "./chunk-VA2UHLEW.js";

// src/action/github/step-client.ts
function githubClient(setup, runner, redactor) {
  const { inputs, logger, policy } = setup;
  if (!inputs.githubToken) throw inputError('the "github-token" input is empty');
  return createOctokit({
    token: inputs.githubToken,
    baseUrl: runner.apiUrl,
    logger,
    redactor,
    policy,
    budget: new RequestBudget(inputs.maxGithubRequests)
  });
}

export {
  githubClient
};
