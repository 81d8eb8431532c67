import { resolve } from "node:path";
import type { Octokit } from "@octokit/rest";
import { octokitReader } from "../../adapters/github/octokit-reader.ts";
import { openAIModel } from "../../adapters/openai/openai-client.ts";
import type { PinnedSubject } from "../../engine/ports.ts";
import { createRuntime } from "../../engine/runtime.ts";
import type { Redactor } from "../../engine/util/redact.ts";
import { BUILTIN_EXTENSIONS } from "../../extensions/index.ts";
import type { BaseBranch } from "../base-branch/read-base.ts";
import type { Job, RouteLike, RouteSubject } from "../events/trigger.ts";
import type { Exchange } from "../github/exchange.ts";
import { budgetedReader } from "../github/request-budget.ts";
import { whenRequestsSent } from "../github/when-requests-sent.ts";
import { secretInputs } from "../inputs.ts";
import type { RunReport } from "../report/run-report.ts";
import type { RunnerEnv } from "../runner-env.ts";
import type { StepStore } from "../state/step-store.ts";
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
  exchange: Exchange;
  base: BaseBranch;
  store: StepStore;
  /** When the step started: what the GitHub tools read stops there for events that carry no time. */
  startedAt: Date;
}

/**
 * The trigger's job, with the engine built over the base branch's code and
 * configuration while the job's first requests are under way.
 */
export async function runJob(start: JobStart): Promise<void> {
  const { setup, runner, octokit, redactor, report, route, subject, job, exchange, base, store } = start;
  const { logger } = setup;
  const { inputs, repoConfig, code } = base;
  const pinned = new Map<number, PinnedSubject>();
  const { triggerCommentId } = subject;
  // Events that carry no time of their own (a schedule, a dispatch) read up to the run's start:
  // text created or edited while the run works never reaches the model.
  const notAfter = subject.notAfter ?? start.startedAt.toISOString();
  // Retries and summaries in the job's log, as they happen.
  const progress = (message: string) => logger.info(message);
  const engine = whenRequestsSent(octokit, () =>
    createRuntime(
      {
        settings: inputs.settings,
        contextWindow: inputs.contextWindow,
        recipesDir: code.recipesDir,
        hookDirs: code.hookDirs,
        workspace: resolve(runner.workspace),
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
  const step: StepContext = {
    inputs,
    runner,
    octokit,
    engine: engine.get,
    store,
    redactor,
    logger,
    saved: store.saved,
    report,
    pinned,
    instructions: base.instructions,
    exchange,
  };
  try {
    await job.run(step, route);
  } finally {
    engine.dispose();
  }
}
