import { resolve } from "node:path";
import type { Octokit } from "@octokit/rest";
import { octokitReader } from "../../adapters/github/octokit-reader.ts";
import { openAIModel } from "../../adapters/openai/openai-client.ts";
import { createRuntime, type Runtime } from "../../engine/runtime.ts";
import type { PinnedSubject } from "../../engine/tools/tool.ts";
import type { Redactor } from "../../engine/util/redact.ts";
import { BUILTIN_EXTENSIONS } from "../../extensions/index.ts";
import { ArtifactStore } from "../artifact-store.ts";
import { parseCommentCommand } from "../events/comment-command.ts";
import type { CommentTrigger, Route } from "../events/route.ts";
import { secretInputs } from "../inputs.ts";
import type { RunReport } from "../report/run-report.ts";
import type { RunnerEnv } from "../runner-env.ts";
import { SavedConversations } from "../saved-conversations.ts";
import type { StepSetup } from "../step-setup.ts";
import { commentJob } from "./comment-job.ts";
import { dispatchJob } from "./dispatch-job.ts";
import { StandingInstructions } from "./instructions.ts";
import { issueJob } from "./issue-job.ts";
import type { JobContext } from "./job-context.ts";
import { configRef, readRepoConfig, withRepoConfig } from "./repo-config.ts";
import { pullRequestJob, scheduleJob } from "./schedule-job.ts";

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
  const { logger } = setup;
  const source = { octokit, owner: runner.owner, repo: runner.repo, logger, ...defaultBranchOf(payload) };
  const instructions = new StandingInstructions(source);
  const repoConfig = await readRepoConfig(source, instructions, await configRef(route, payload, source));
  const inputs = withRepoConfig(setup.inputs, repoConfig);
  const workspace = resolve(runner.workspace);
  const pinned = new Map<number, PinnedSubject>();
  // Retries and summaries in the job's log, as they happen.
  const progress = (message: string) => logger.info(message);
  const config = {
    settings: inputs.settings,
    contextWindow: inputs.contextWindow,
    recipesDir: resolve(workspace, inputs.recipesPath),
    hookDirs: [resolve(workspace, inputs.hooksPath)],
    workspace,
    secrets: secretInputs(inputs),
    builtinExtensions: BUILTIN_EXTENSIONS,
    repoConfig,
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
      reader: octokitReader(octokit, runner.owner, runner.repo),
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
    store: new ArtifactStore({ octokit, runner, key: inputs.stateKey, logger }),
    redactor,
    logger,
    saved: new SavedConversations(),
    report,
    pinned,
    instructions,
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
