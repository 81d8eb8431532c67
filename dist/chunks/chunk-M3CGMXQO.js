#!/usr/bin/env node
import { createRequire as __batonCreateRequire } from 'node:module';
const require = __batonCreateRequire(import.meta.url);
import {
  createOctokit
} from "./chunk-7MXL3NGU.js";
import {
  inputError
} from "./chunk-BOT7PMLY.js";

// src/action/github/step-client.ts
function githubClient(setup, runner, redactor) {
  const { inputs, logger, policy } = setup;
  if (!inputs.githubToken) throw inputError('the "github-token" input is empty');
  return createOctokit({ token: inputs.githubToken, baseUrl: runner.apiUrl, logger, redactor, policy });
}

export {
  githubClient
};
