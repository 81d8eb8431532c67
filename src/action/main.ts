import { readFile } from "node:fs/promises";
import { resolve } from "node:path";
import * as core from "@actions/core";
import { BatonError, describeError, inputError } from "../core/errors.ts";
import { Runtime } from "../core/runtime.ts";
import type { PinnedSubject } from "../core/tools/tool.ts";
import { Redactor } from "../core/util/redact.ts";
import { BUILTIN_EXTENSIONS } from "../extensions/index.ts";
import { parseCommentCommand } from "./events/comment-command.ts";
import { type CommentTrigger, routeEvent } from "./events/route.ts";
import { githubClient } from "./github/step-client.ts";
import { secretInputs } from "./inputs.ts";
import { mayReview, mayTriage, mayTrigger } from "./jobs/comment-gate.ts";
import { commentJob } from "./jobs/comment-job.ts";
import { dispatchJob } from "./jobs/dispatch-job.ts";
import { StandingInstructions } from "./jobs/instructions.ts";
import { issueJob } from "./jobs/issue-job.ts";
import type { JobContext } from "./jobs/job-context.ts";
import { pullRequestJob, scheduleJob } from "./jobs/schedule-job.ts";
import { actionOutputs, jobSummary } from "./report/job-summary.ts";
import type { RunReport } from "./report/run-report.ts";
import { readRunnerEnv } from "./runner-env.ts";
import { SavedConversations } from "./saved-conversations.ts";
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
    // Who may trigger is settled before any of the repository's hooks or extensions is loaded.
    const gate = { inputs, runner, octokit, logger, report };
    if (route.type === "comment" && !(await mayTrigger(gate, route))) return;
    if (route.type === "pull_request" && !(await mayReview(gate, route))) return;
    if (route.type === "issue_opened" && !mayTriage(gate, route)) return;

    const workspace = resolve(runner.workspace);
    const pinned = new Map<number, PinnedSubject>();
    const runtime = await Runtime.create({
      settings: inputs.settings,
      contextWindow: inputs.contextWindow,
      apiKey: inputs.openaiApiKey,
      recipesDir: resolve(workspace, inputs.recipesPath),
      hookDirs: [resolve(workspace, inputs.hooksPath)],
      workspace,
      logger,
      retryPolicy: setup.policy,
      secrets: secretInputs(inputs),
      builtinExtensions: BUILTIN_EXTENSIONS,
      github: {
        octokit,
        owner: runner.owner,
        repo: runner.repo,
        pinned,
        ...(route.type === "comment"
          ? { notAfter: route.comment.created_at, triggerCommentId: route.comment.id }
          : route.type === "issue_opened"
            ? { notAfter: route.created_at }
            : route.type === "pull_request"
              ? { notAfter: route.updated_at }
              : {}),
      },
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
      pinned,
      instructions: new StandingInstructions({
        octokit,
        owner: runner.owner,
        repo: runner.repo,
        logger,
        ...defaultBranchOf(payload),
      }),
    };
    switch (route.type) {
      case "comment":
        return await commentJob(ctx, withExtensionCommand(route, runtime, inputs.triggerWord));
      case "dispatch":
        return await dispatchJob(ctx, route);
      case "schedule":
        return await scheduleJob(ctx, route);
      case "pull_request":
        return await pullRequestJob(ctx, route);
      case "issue_opened":
        return await issueJob(ctx, route);
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

/** The default branch as the event's repository names it, when it does. */
function defaultBranchOf(payload: unknown): { defaultBranch?: string } {
  const repository = (payload as { repository?: { default_branch?: unknown } } | null)?.repository;
  const branch = repository?.default_branch;
  return typeof branch === "string" && branch !== "" ? { defaultBranch: branch } : {};
}

/** `/name` is only known to be an extension's command once the extensions are loaded. */
function withExtensionCommand(route: CommentTrigger, runtime: Runtime, triggerWord: string): CommentTrigger {
  if (route.command.kind !== "unknown") return route;
  const commands = [...runtime.extensions.commands.keys()];
  const command = parseCommentCommand(route.comment.body, { triggerWord, commands });
  return command.kind === "none" ? route : { ...route, command };
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
