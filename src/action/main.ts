import { readFile } from "node:fs/promises";
import { resolve } from "node:path";
import * as core from "@actions/core";
import { BatonError, describeError, inputError } from "../core/errors.ts";
import { Runtime } from "../core/runtime.ts";
import { Redactor } from "../core/util/redact.ts";
import { BUILTIN_EXTENSIONS } from "../extensions/index.ts";
import { actionLogger } from "./action-logger.ts";
import { routeEvent } from "./events/route.ts";
import { createOctokit } from "./github/octokit.ts";
import { readInputs, secretInputs } from "./inputs.ts";
import { commentJob } from "./jobs/comment-job.ts";
import { dispatchJob } from "./jobs/dispatch-job.ts";
import type { JobContext } from "./jobs/job-context.ts";
import { scheduleJob } from "./jobs/schedule-job.ts";
import { actionOutputs, jobSummary } from "./report/job-summary.ts";
import type { RunReport } from "./report/run-report.ts";
import { readRunnerEnv } from "./runner-env.ts";
import { SavedConversations } from "./saved-conversations.ts";

const OUR_EVENTS = new Set(["issue_comment", "workflow_dispatch", "schedule"]);

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
    const inputs = readInputs((name) => core.getInput(name));
    for (const secret of secretInputs(inputs)) {
      core.setSecret(secret);
      redactor.add(secret);
    }
    const logger = actionLogger(redactor);
    const runner = readRunnerEnv(env);
    if (!OUR_EVENTS.has(runner.eventName)) {
      core.notice(`Baton does nothing on ${runner.eventName} events; nothing to do`);
      report.notices.push(`nothing to do on ${runner.eventName} events`);
      return;
    }
    const payload = await readEvent(runner.eventPath);
    if (!inputs.githubToken) throw inputError('the "github-token" input is empty');
    const octokit = createOctokit({ token: inputs.githubToken, baseUrl: runner.apiUrl, logger, redactor });
    const workspace = resolve(runner.workspace);
    const runtime = await Runtime.create({
      settings: inputs.settings,
      contextWindow: inputs.contextWindow,
      apiKey: inputs.openaiApiKey,
      recipesDir: resolve(workspace, inputs.recipesPath),
      hookDirs: [resolve(workspace, inputs.hooksPath)],
      workspace,
      logger,
      secrets: secretInputs(inputs),
      builtinExtensions: BUILTIN_EXTENSIONS,
      github: {
        octokit,
        owner: runner.owner,
        repo: runner.repo,
        ...(commentTime(payload) ? { notAfter: commentTime(payload) } : {}),
      },
    });
    const route = routeEvent({
      eventName: runner.eventName,
      payload,
      inputs: {
        triggerWord: inputs.triggerWord,
        recipe: core.getInput("recipe"),
        target: core.getInput("target"),
        args: core.getInput("args"),
        message: core.getInput("message"),
      },
      commands: [...runtime.extensions.commands.keys()],
    });
    const ctx: JobContext = {
      inputs,
      runner,
      octokit,
      runtime,
      redactor,
      logger,
      saved: new SavedConversations(),
      report,
    };
    switch (route.type) {
      case "ignore":
        logger.info(`nothing to do: ${route.reason}`);
        report.notices.push(route.reason);
        return;
      case "comment":
        return await commentJob(ctx, route);
      case "dispatch":
        return await dispatchJob(ctx, route);
      case "schedule":
        return await scheduleJob(ctx, route);
    }
  } catch (error) {
    const message = redactor.redact(plainFailure(error));
    report.notices.push(`failed: ${message}`);
    core.setFailed(message);
  } finally {
    await finish(report, redactor);
  }
}

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

/** The trigger's time: content created after it is not fed to the model (SPEC §1). */
function commentTime(payload: unknown): string | undefined {
  const at = (payload as { comment?: { created_at?: unknown } } | null)?.comment?.created_at;
  return typeof at === "string" ? at : undefined;
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
