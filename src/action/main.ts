import { readFile } from "node:fs/promises";
import * as core from "@actions/core";
import { BatonError, describeError, inputError } from "../engine/errors.ts";
import { Redactor } from "../engine/util/redact.ts";
import type { Ignore } from "./events/trigger.ts";
import { mayStart } from "./github/gate.ts";
import { githubClient } from "./github/step-client.ts";
import { whenRequestsSent } from "./github/when-requests-sent.ts";
import { requireModelKey } from "./inputs.ts";
import type { Triggers } from "./jobs/job.ts";
import { actionOutputs, jobSummary } from "./report/job-summary.ts";
import type { RunReport } from "./report/run-report.ts";
import { onRunnerCancel, readRunnerEnv } from "./runner-env.ts";
import { readStepInputs } from "./step-setup.ts";
import { routeEvent, TRIGGERS, triggerOf } from "./triggers.ts";

/**
 * The action's main step. Never throws: a failure is reported in plain words
 * (no stack trace, no secret) and fails the job; the post step still uploads
 * whatever conversation state was written. The event goes to the first
 * trigger of the table that recognizes it.
 */
export async function run(
  env: NodeJS.ProcessEnv = process.env,
  triggers: Triggers = TRIGGERS,
): Promise<void> {
  const startedAt = new Date();
  const redactor = new Redactor([]);
  const report: RunReport = {
    trigger: env.GITHUB_EVENT_NAME ?? "unknown event",
    conversations: [],
    notices: [],
  };
  const cancel = onRunnerCancel((message) => core.warning(message));
  try {
    const setup = readStepInputs(redactor, env);
    const { inputs, logger } = setup;
    const runner = readRunnerEnv(env);
    const payload = await readEvent(runner.eventPath);
    const route = routeEvent(
      {
        eventName: runner.eventName,
        payload,
        inputs: { triggerWord: inputs.triggerWord, ...inputs.dispatch },
      },
      triggers,
    );
    if (isIgnore(route)) {
      core.notice(`nothing to do: ${route.reason}`);
      report.notices.push(route.reason);
      return;
    }
    const trigger = triggerOf(triggers, route);
    const rule = trigger.whoMayStart(route, inputs);
    const subject = trigger.subject(route);
    const octokit = githubClient(setup, runner, redactor);
    // What runs after the gate loads while GitHub answers the gate's first request (or once the gate is done).
    const load = whenRequestsSent(octokit, () =>
      Promise.all([
        import("./github/exchange.ts"),
        import("./base-branch/read-base.ts"),
        import("./state/step-store.ts"),
        import("./jobs/run-job.ts"),
        trigger.job(),
      ]),
    );
    try {
      // Who may start is settled before any of the repository's hooks or extensions is loaded.
      if (!(await mayStart({ inputs, runner, octokit, logger, report }, rule))) return;
    } finally {
      load.dispose();
    }
    requireModelKey(inputs);
    const [{ openExchange }, { readBaseBranch }, { openStepStore }, { runJob }, job] = await load.get();
    // The independent first requests go out at once: the acknowledgement and the subject the
    // trigger declares, the base branch's configuration, the saved state of its conversation.
    const exchange = openExchange({ octokit, runner, redactor, logger }, subject.thread);
    const reading = readBaseBranch({
      octokit,
      runner,
      logger,
      inputs,
      payload,
      redact: (text) => redactor.redact(text),
    });
    const store = openStepStore({ octokit, runner, inputs, redactor, logger }, subject.conversation);
    const base = await reading.catch(async (error: unknown) => {
      // The thread heard Baton is working on it (a bad .github/baton.yml fails here): it hears why it stopped.
      await exchange.feedback?.failed(error).catch(() => {});
      throw error;
    });
    try {
      await runJob({
        setup,
        runner,
        octokit,
        redactor,
        report,
        route,
        subject,
        job,
        exchange,
        base,
        store,
        startedAt,
        cancel: cancel.signal,
      });
    } finally {
      await base.code.dispose();
    }
  } catch (error) {
    const message = redactor.redact(plainFailure(error));
    report.notices.push(`failed: ${message}`);
    if (error instanceof BatonError && error.detail) core.debug(redactor.redact(error.detail));
    core.setFailed(message);
  } finally {
    if (cancel.signal.aborted) report.notices.push("cancelled by the runner: stopped between steps");
    await finish(report, redactor);
    cancel.dispose();
  }
}

const isIgnore = (route: { type: string }): route is Ignore => route.type === "ignore";

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
