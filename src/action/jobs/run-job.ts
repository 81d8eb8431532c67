import { resolve } from "node:path";
import type { Octokit } from "@octokit/rest";
import { octokitReader } from "../../adapters/github/octokit-reader.ts";
import { openAIModel } from "../../adapters/openai/openai-client.ts";
import type { PinnedSubject } from "../../engine/ports.ts";
import { createRuntime, type Runtime } from "../../engine/runtime.ts";
import type { Redactor } from "../../engine/util/redact.ts";
import { BUILTIN_EXTENSIONS } from "../../extensions/index.ts";
import { ArtifactStore } from "../artifact-store.ts";
import { parseCommentCommand } from "../events/comment-command.ts";
import type { CommentTrigger, Route } from "../events/route.ts";
import { budgetedReader } from "../github/request-budget.ts";
import { secretInputs } from "../inputs.ts";
import type { RunReport } from "../report/run-report.ts";
import type { RunnerEnv } from "../runner-env.ts";
import { SavedConversations } from "../saved-conversations.ts";
import type { StepSetup } from "../step-setup.ts";
import { readCutoff } from "../subject.ts";
import { commentJob } from "./comment-job.ts";
import { dispatchJob } from "./dispatch-job.ts";
import { StandingInstructions } from "./instructions.ts";
import { issueJob } from "./issue-job.ts";
import type { JobContext } from "./job-context.ts";
import { pullRequestJob, scheduleJob } from "./schedule-job.ts";
import { type TrustedCode, trustedCode } from "./trusted-code.ts";

export interface JobStart {
  setup: StepSetup;
  runner: RunnerEnv;
  octokit: Octokit;
  redactor: Redactor;
  report: RunReport;
  route: Exclude<Route, { type: "ignore" }>;
  payload: unknown;
}

/**
 * The work of a main step that passed its gate: the engine is built over the
 * step's inputs and subject, and the route's job runs. A module of its own,
 * imported while the gate's first request is under way, so a step with
 * nothing to do never loads the engine.
 */
export async function runJob({
  setup,
  runner,
  octokit,
  redactor,
  report,
  route,
  payload,
}: JobStart): Promise<void> {
  const { inputs, logger } = setup;
  const startedAt = new Date();
  // Recipes, hooks and extensions come from the base branch whenever the workspace may hold a PR's head.
  const code = await trustedCode({ octokit, runner, folders: inputs, payload, logger });
  try {
    await runWith({ setup, runner, octokit, redactor, report, route, payload }, code, startedAt);
  } finally {
    await code.dispose();
  }
}

async function runWith(
  { setup, runner, octokit, redactor, report, route, payload }: JobStart,
  code: TrustedCode,
  startedAt: Date,
): Promise<void> {
  const { inputs, logger } = setup;
  const workspace = resolve(runner.workspace);
  const pinned = new Map<number, PinnedSubject>();
  // Retries and summaries in the job's log, as they happen.
  const progress = (message: string) => logger.info(message);
  const config = {
    settings: inputs.settings,
    contextWindow: inputs.contextWindow,
    recipesDir: code.recipesDir,
    hookDirs: code.hookDirs,
    workspace,
    secrets: secretInputs(inputs),
    builtinExtensions: BUILTIN_EXTENSIONS,
  };
  const model = openAIModel({
    apiKey: inputs.openaiApiKey,
    baseUrl: inputs.settings.baseUrl,
    timeoutSeconds: inputs.settings.modelTimeout,
    policy: setup.policy,
    progress,
  });
  const runtime = await createRuntime(config, {
    model,
    logger,
    progress,
    github: {
      reader: budgetedReader(octokitReader(octokit, runner.owner, runner.repo), octokit),
      pinned,
      ...readCutoff(route, startedAt),
    },
  });
  const ctx: JobContext = {
    inputs,
    runner,
    octokit,
    runtime,
    store: new ArtifactStore({ octokit, runner, key: inputs.stateKey, logger }),
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
      ...(code.base ? { pinned: code.base } : {}),
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
