import { resolve } from "node:path";
import type { Octokit } from "@octokit/rest";
import { octokitReader } from "../../adapters/github/octokit-reader.ts";
import { openAIModel } from "../../adapters/openai/openai-client.ts";
import type { PinnedSubject } from "../../engine/ports.ts";
import { createRuntime } from "../../engine/runtime.ts";
import type { Redactor } from "../../engine/util/redact.ts";
import { BUILTIN_EXTENSIONS } from "../../extensions/index.ts";
import { StandingInstructions } from "../base-branch/instructions.ts";
import { configRef, readRepoConfig, withRepoConfig } from "../base-branch/repo-config.ts";
import { type TrustedCode, trustedCode } from "../base-branch/trusted-code.ts";
import type { Job, RouteLike, RouteSubject } from "../events/trigger.ts";
import { budgetedReader } from "../github/request-budget.ts";
import { whenRequestsSent } from "../github/when-requests-sent.ts";
import { type ActionInputs, secretInputs } from "../inputs.ts";
import type { RunReport } from "../report/run-report.ts";
import type { RunnerEnv } from "../runner-env.ts";
import { ArtifactStore } from "../state/artifact-store.ts";
import { OpenedEarly } from "../state/opened-early.ts";
import { SavedConversations } from "../state/saved-conversations.ts";
import type { StepSetup } from "../step-setup.ts";
import type { StepContext } from "./job-context.ts";

export interface JobStart {
  setup: StepSetup;
  runner: RunnerEnv;
  octokit: Octokit;
  redactor: Redactor;
  report: RunReport;
  route: RouteLike;
  subject: RouteSubject;
  job: Job<RouteLike>;
  payload: unknown;
}

/**
 * The work of a main step that passed its gate: the repository's
 * configuration and trusted code are read from the base branch, then the
 * trigger's job runs, with the engine built over the step's inputs and
 * subject while its first requests (and the lookup of the conversation the
 * event names) are under way. A module of its own, imported while the gate's
 * first request is under way, so a step with nothing to do never loads the
 * engine.
 */
export async function runJob(start: JobStart): Promise<void> {
  const { setup, runner, octokit, route, payload } = start;
  const startedAt = new Date();
  const { logger } = setup;
  const source = { octokit, owner: runner.owner, repo: runner.repo, logger, ...defaultBranchOf(payload) };
  const instructions = new StandingInstructions(source);
  const repoConfig = await readRepoConfig(source, instructions, await configRef(route, payload, source));
  const inputs = withRepoConfig(setup.inputs, repoConfig);
  // Recipes, hooks and extensions come from the base branch whenever the workspace may hold a PR's head.
  const code = await trustedCode({ octokit, runner, folders: inputs, payload, logger });
  try {
    await runWith(start, inputs, repoConfig, code, startedAt);
  } finally {
    await code.dispose();
  }
}

async function runWith(
  { setup, runner, octokit, redactor, report, route, subject, job, payload }: JobStart,
  inputs: ActionInputs,
  repoConfig: Awaited<ReturnType<typeof readRepoConfig>>,
  code: TrustedCode,
  startedAt: Date,
): Promise<void> {
  const { logger } = setup;
  const workspace = resolve(runner.workspace);
  const pinned = new Map<number, PinnedSubject>();
  const { conversation, triggerCommentId } = subject;
  // Events that carry no time of their own (a schedule, a dispatch) read up to the run's start:
  // text created or edited while the run works never reaches the model.
  const notAfter = subject.notAfter ?? startedAt.toISOString();
  // Retries and summaries in the job's log, as they happen.
  const progress = (message: string) => logger.info(message);
  const engine = whenRequestsSent(octokit, () =>
    createRuntime(
      {
        settings: inputs.settings,
        contextWindow: inputs.contextWindow,
        recipesDir: code.recipesDir,
        hookDirs: code.hookDirs,
        workspace,
        secrets: secretInputs(inputs),
        builtinExtensions: BUILTIN_EXTENSIONS,
        repoConfig,
      },
      {
        model: openAIModel({
          apiKey: inputs.openaiApiKey,
          baseUrl: inputs.settings.baseUrl,
          timeoutSeconds: inputs.settings.modelTimeout,
          policy: setup.policy,
          progress,
        }),
        logger,
        progress,
        github: {
          reader: budgetedReader(octokitReader(octokit, runner.owner, runner.repo), octokit),
          pinned,
          notAfter,
          ...(triggerCommentId ? { triggerCommentId } : {}),
        },
      },
    ),
  );
  const store = new OpenedEarly(
    new ArtifactStore({
      octokit,
      runner,
      key: inputs.stateKey,
      redactor,
      retentionDays: inputs.retentionDays,
      logger,
    }),
  );
  if (conversation) store.open(conversation.id, conversation);
  const step: StepContext = {
    inputs,
    runner,
    octokit,
    engine: engine.get,
    store,
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
  try {
    // The job's first requests go out with the state lookup; the engine is built while GitHub answers.
    await job.run(step, route);
  } finally {
    engine.dispose();
  }
}

/** The default branch as the event's repository names it, when it does. */
function defaultBranchOf(payload: unknown): { defaultBranch?: string } {
  const repository = (payload as { repository?: { default_branch?: unknown } } | null)?.repository;
  const branch = repository?.default_branch;
  return typeof branch === "string" && branch !== "" ? { defaultBranch: branch } : {};
}
