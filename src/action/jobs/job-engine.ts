import { resolve } from "node:path";
import type { Octokit } from "@octokit/rest";
import { octokitReader } from "../../adapters/github/octokit-reader.ts";
import { budgetedReader } from "../../adapters/github/request-budget.ts";
import { sdkMcpClient } from "../../adapters/mcp/sdk-client.ts";
import { openAIModel } from "../../adapters/openai/openai-client.ts";
import type { PinnedSubject } from "../../engine/ports.ts";
import { createRuntime, type Runtime } from "../../engine/runtime.ts";
import { BUILTIN_EXTENSIONS } from "../../extensions/index.ts";
import type { BaseBranch } from "../base-branch/read-base.ts";
import { secretInputs } from "../inputs.ts";
import type { RunnerEnv } from "../runner-env.ts";
import type { StepSetup } from "../step-setup.ts";

export interface JobEngineStart {
  setup: StepSetup;
  runner: RunnerEnv;
  octokit: Octokit;
  base: BaseBranch;
  /** The subjects the job pinned at the trigger: the GitHub tools read them as they were. */
  pinned: Map<number, PinnedSubject>;
  /** What the GitHub tools read stops at this time. */
  notAfter: string;
  triggerCommentId?: number | undefined;
}

/**
 * The engine over the base branch's code and configuration. A module of its
 * own so that the model client, the recipe loader and the extensions load
 * while the job's first requests are under way, not before they go out.
 */
export function jobEngine(start: JobEngineStart): Promise<Runtime> {
  const { setup, runner, octokit, base, pinned, notAfter, triggerCommentId } = start;
  const { inputs, repoConfig, code } = base;
  // Retries and summaries in the job's log, as they happen.
  const progress = (message: string) => setup.logger.info(message);
  return createRuntime(
    {
      settings: inputs.settings,
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
      logger: setup.logger,
      mcp: sdkMcpClient,
      progress,
      github: {
        reader: budgetedReader(octokitReader(octokit, runner.owner, runner.repo), octokit),
        pinned,
        notAfter,
        ...(triggerCommentId ? { triggerCommentId } : {}),
      },
    },
  );
}
