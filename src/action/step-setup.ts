import { randomUUID } from "node:crypto";
import * as core from "@actions/core";
import type { Logger } from "../engine/util/logger.ts";
import type { Redactor } from "../engine/util/redact.ts";
import { type RetryPolicy, retryPolicyFromEnv } from "../engine/util/retry-policy.ts";
import { type ActionInputs, readInputs, secretInputs } from "./inputs.ts";

export interface StepSetup {
  inputs: ActionInputs;
  logger: Logger;
  /** Retries, timeouts and GitHub write pacing for every client of the step. */
  policy: RetryPolicy;
}

/**
 * What both steps do first: read the inputs and register every secret with
 * the runner's log masking and with the redactor, before anything is logged.
 */
export function readStepInputs(redactor: Redactor, env: NodeJS.ProcessEnv): StepSetup {
  const inputs = readInputs((name) => core.getInput(name));
  for (const secret of secretInputs(inputs)) {
    core.setSecret(secret);
    redactor.add(secret);
  }
  return { inputs, logger: actionLogger(redactor), policy: retryPolicyFromEnv(env) };
}

/**
 * The engine's logger, writing to the job log; every line is redacted on its
 * way out. What it logs may hold text Baton did not write (a label the model
 * proposed, a name from a payload), and the runner reads a log line that
 * starts with `::` as a workflow command (`::add-mask::`, `::stop-commands::`),
 * and `##[…]` anywhere in one: such text goes out between `::stop-commands::`
 * and its unguessable token, as GitHub documents. Warnings, errors and debug lines are escaped by core.
 */
export function actionLogger(redactor: Redactor): Logger {
  const clean = (m: string) => redactor.redact(m);
  return {
    debug: (m) => core.debug(clean(m)),
    info: (m) => logInert(clean(m)),
    warn: (m) => core.warning(clean(m)),
    error: (m) => core.error(clean(m)),
  };
}

function logInert(text: string): void {
  // The runner reads `::` after any blank it trims (U+0085 too, which \s is not) and the older
  // `##[` anywhere in a line: text holding either goes out with commands stopped.
  if (!text.includes("::") && !text.includes("##[")) {
    core.info(text);
    return;
  }
  const token = randomUUID();
  core.info(`::stop-commands::${token}`);
  core.info(text);
  core.info(`::${token}::`);
}
