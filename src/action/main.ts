import { subscribe, unsubscribe } from "node:diagnostics_channel";
import { readFile } from "node:fs/promises";
import * as core from "@actions/core";
import { BatonError, describeError, inputError } from "../engine/errors.ts";
import { Redactor } from "../engine/util/redact.ts";
import { routeEvent } from "./events/route.ts";
import { githubClient } from "./github/step-client.ts";
import { mayReview, mayTriage, mayTrigger } from "./jobs/comment-gate.ts";
import { actionOutputs, jobSummary } from "./report/job-summary.ts";
import type { RunReport } from "./report/run-report.ts";
import { readRunnerEnv } from "./runner-env.ts";
import { readStepInputs } from "./step-setup.ts";

/**
 * The action's main step. Never throws: a failure is reported in plain words
 * (no stack trace, no secret) and fails the job; the post step still uploads
 * whatever conversation state was written.
 */
export async function run(env: NodeJS.ProcessEnv = process.env): Promise<void> {
  const redactor = new Redactor([]);
  const report: RunReport = {
    trigger: env.GITHUB_EVENT_NAME ?? "unknown event",
    conversations: [],
    notices: [],
  };
  try {
    const setup = readStepInputs(redactor, env);
    const { inputs, logger } = setup;
    const runner = readRunnerEnv(env);
    const payload = await readEvent(runner.eventPath);
    const route = routeEvent({
      eventName: runner.eventName,
      payload,
      inputs: { triggerWord: inputs.triggerWord, ...inputs.dispatch },
    });
    if (route.type === "ignore") {
      core.notice(`nothing to do: ${route.reason}`);
      report.notices.push(route.reason);
      return;
    }
    const octokit = githubClient(setup, runner, redactor);
    const job = loadEngineOnceRequestSent();
    // Who may trigger is settled before any of the repository's hooks or extensions is loaded.
    const gate = { inputs, runner, octokit, logger, report };
    if (route.type === "comment" && !(await mayTrigger(gate, route))) return;
    if (route.type === "pull_request" && !(await mayReview(gate, route))) return;
    if (route.type === "issue_opened" && !mayTriage(gate, route)) return;

    const { runJob } = await job.load();
    await runJob({ setup, runner, octokit, redactor, report, route, payload });
  } catch (error) {
    const message = redactor.redact(plainFailure(error));
    report.notices.push(`failed: ${message}`);
    if (error instanceof BatonError && error.detail) core.debug(redactor.redact(error.detail));
    core.setFailed(message);
  } finally {
    await finish(report, redactor);
  }
}

/**
 * Loading the engine holds the thread for a while, so it starts once the
 * gate's first request is on the wire and loads while GitHub answers (or when
 * the gate is done, if it sent nothing). Node's fetch reports on a
 * diagnostics channel when it writes a request's headers; the socket sends
 * them before the next turn of the event loop.
 */
function loadEngineOnceRequestSent(): { load(): Promise<typeof import("./jobs/run-job.ts")> } {
  let loading: Promise<typeof import("./jobs/run-job.ts")> | undefined;
  const load = () => {
    unsubscribe(HEADERS_SENT, onSent);
    loading ??= import("./jobs/run-job.ts");
    return loading;
  };
  const onSent = () => setImmediate(() => void load().catch(() => {}));
  subscribe(HEADERS_SENT, onSent);
  return { load };
}

const HEADERS_SENT = "undici:client:sendHeaders";

async function readEvent(path: string): Promise<unknown> {
  let text: string;
  try {
    text = await readFile(path, "utf8");
  } catch (error) {
    throw inputError(`cannot read the event payload at ${path}: ${describeError(error)}`);
  }
  try {
    return JSON.parse(text);
  } catch {
    throw inputError(`the event payload at ${path} is not JSON`);
  }
}

function plainFailure(error: unknown): string {
  if (error instanceof BatonError) return error.message;
  return `unexpected error: ${describeError(error)}`;
}

/** Outputs and the job summary, written whatever happened. */
async function finish(report: RunReport, redactor: Redactor): Promise<void> {
  try {
    for (const [name, value] of Object.entries(actionOutputs(report, redactor))) core.setOutput(name, value);
    await core.summary.addRaw(jobSummary(report, redactor)).write();
  } catch (error) {
    core.warning(`could not write the job summary: ${redactor.redact(describeError(error))}`);
  }
}
