#!/usr/bin/env node
import { createRequire as __batonCreateRequire, isBuiltin as __batonIsBuiltin } from 'node:module';
const __batonRequire = __batonCreateRequire(import.meta.url);
const __batonMissing = (id) => Object.assign(new Error("Cannot find module '" + id + "'"), { code: 'MODULE_NOT_FOUND' });
const require = Object.assign((id) => { if (__batonIsBuiltin(id)) return __batonRequire(id); throw __batonMissing(id); },
  { resolve: (id) => { if (__batonIsBuiltin(id)) return id; throw __batonMissing(id); } });
import {
  readInputs,
  secretInputs
} from "./chunk-RZ76FQB2.js";
import {
  debug,
  error,
  getInput,
  info,
  setSecret,
  warning
} from "./chunk-4V5SZG7G.js";
import {
  retryPolicyFromEnv
} from "./chunk-IFZNVEUW.js";
import {
  inputError
} from "./chunk-VA2UHLEW.js";

// src/action/runner-env.ts
function readRunnerEnv(env) {
  const need = (name) => {
    const value = env[name]?.trim();
    if (!value) throw inputError(`${name} is not set: Baton runs as a step of a GitHub Actions job`);
    return value;
  };
  const number = (name) => {
    const n = Number(need(name));
    if (!Number.isSafeInteger(n) || n < 0) throw inputError(`${name} is not a number: "${env[name]}"`);
    return n;
  };
  const [owner, repo, ...rest] = need("GITHUB_REPOSITORY").split("/");
  if (!owner || !repo || rest.length)
    throw inputError(`GITHUB_REPOSITORY is not owner/name: "${env.GITHUB_REPOSITORY}"`);
  const serverUrl = (env.GITHUB_SERVER_URL?.trim() || "https://github.com").replace(/\/+$/, "");
  const runId = number("GITHUB_RUN_ID");
  return {
    owner,
    repo,
    repositoryId: number("GITHUB_REPOSITORY_ID"),
    runId,
    eventName: need("GITHUB_EVENT_NAME"),
    eventPath: need("GITHUB_EVENT_PATH"),
    workspace: need("GITHUB_WORKSPACE"),
    temp: need("RUNNER_TEMP"),
    apiUrl: env.GITHUB_API_URL?.trim() || "https://api.github.com",
    runUrl: `${serverUrl}/${owner}/${repo}/actions/runs/${runId}`,
    ...env.LOCAL_ACTION_ARTIFACT_PATH?.trim() ? { localArtifacts: env.LOCAL_ACTION_ARTIFACT_PATH.trim() } : {}
  };
}
var GRACE_MS = 9e3;
var SIGNALS = ["SIGINT", "SIGTERM"];
function onRunnerCancel(warn) {
  const controller = new AbortController();
  const cancel = (name) => {
    if (controller.signal.aborted) return;
    warn(`the run was cancelled (${name}): it stops between steps, and what was said is saved`);
    controller.abort();
    setTimeout(() => process.exit(1), GRACE_MS).unref();
  };
  for (const name of SIGNALS) process.on(name, cancel);
  return {
    signal: controller.signal,
    dispose: () => {
      for (const name of SIGNALS) process.off(name, cancel);
    }
  };
}

// src/action/step-setup.ts
import { randomUUID } from "node:crypto";
function readStepInputs(redactor, env) {
  const inputs = readInputs((name) => getInput(name));
  for (const secret of secretInputs(inputs)) {
    setSecret(secret);
    redactor.add(secret);
  }
  return { inputs, logger: actionLogger(redactor), policy: retryPolicyFromEnv(env) };
}
function actionLogger(redactor) {
  const clean = (m) => redactor.redact(m);
  return {
    debug: (m) => debug(clean(m)),
    info: (m) => logInert(clean(m)),
    warn: (m) => warning(clean(m)),
    error: (m) => error(clean(m))
  };
}
function logInert(text) {
  if (!text.includes("::") && !text.includes("##[")) {
    info(text);
    return;
  }
  const token = randomUUID();
  info(`::stop-commands::${token}`);
  info(text);
  info(`::${token}::`);
}

export {
  readRunnerEnv,
  onRunnerCancel,
  readStepInputs
};
