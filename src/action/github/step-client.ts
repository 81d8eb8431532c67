import type { Octokit } from "@octokit/rest";
import { createOctokit } from "../../adapters/github/octokit.ts";
import { RequestBudget } from "../../adapters/github/request-budget.ts";
import { inputError } from "../../engine/errors.ts";
import type { Redactor } from "../../engine/util/redact.ts";
import type { RunnerEnv } from "../runner-env.ts";
import type { StepSetup } from "../step-setup.ts";

/** The GitHub client both steps use; the token is required once there is GitHub work to do. */
export function githubClient(setup: StepSetup, runner: RunnerEnv, redactor: Redactor): Octokit {
  const { inputs, logger, policy } = setup;
  if (!inputs.githubToken) throw inputError('the "github-token" input is empty');
  return createOctokit({
    token: inputs.githubToken,
    baseUrl: runner.apiUrl,
    logger,
    redactor,
    policy,
    budget: new RequestBudget(inputs.maxGithubRequests),
  });
}
