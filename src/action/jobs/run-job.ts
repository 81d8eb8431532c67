import type { Octokit } from "@octokit/rest";
import type { PinnedSubject } from "../../engine/ports.ts";
import type { Redactor } from "../../engine/util/redact.ts";
import type { BaseBranch } from "../base-branch/read-base.ts";
import type { RouteLike, RouteSubject } from "../events/trigger.ts";
import type { Exchange } from "../github/exchange.ts";
import { whenRequestsSent } from "../github/when-requests-sent.ts";
import type { RunReport } from "../report/run-report.ts";
import type { RunnerEnv } from "../runner-env.ts";
import type { StepStore } from "../state/step-store.ts";
import type { StepSetup } from "../step-setup.ts";
import type { Job } from "./job.ts";
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
  /** The runner's cancel. */
  cancel: AbortSignal;
}

/**
 * The trigger's job, with the engine loaded and built while the job's first
 * requests are under way.
 */
export async function runJob(start: JobStart): Promise<void> {
  const { setup, runner, octokit, redactor, report, route, subject, job, exchange, base, store } = start;
  const { logger } = setup;
  const { inputs } = base;
  const pinned = new Map<number, PinnedSubject>();
  const { triggerCommentId } = subject;
  // Events that carry no time of their own (a schedule, a dispatch) read up to the run's start:
  // text created or edited while the run works never reaches the model.
  const notAfter = subject.notAfter ?? start.startedAt.toISOString();
  const engine = whenRequestsSent(octokit, async () =>
    (await import("./job-engine.ts")).jobEngine({
      setup,
      runner,
      octokit,
      base,
      pinned,
      notAfter,
      triggerCommentId,
    }),
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
    cancel: start.cancel,
    notAfter,
  };
  try {
    await job.run(step, route);
  } finally {
    engine.dispose();
  }
}
