import type { Octokit } from "@octokit/rest";
import type { RepoConfig } from "../../engine/config/repo-config.ts";
import type { Logger } from "../../engine/util/logger.ts";
import type { ActionInputs } from "../inputs.ts";
import type { RunnerEnv } from "../runner-env.ts";
import { StandingInstructions } from "./instructions.ts";
import { readRepoConfig, withRepoConfig } from "./repo-config.ts";
import { baseOfEvent, type TrustedCode, trustedCode } from "./trusted-code.ts";

/** What a job follows of the base branch: its configuration, its code, its instructions and memory. */
export interface BaseBranch {
  /** The step's inputs with `.github/baton.yml` applied where no input was given. */
  inputs: ActionInputs;
  repoConfig: RepoConfig;
  code: TrustedCode;
  /** AGENTS.md, the instructions and the memory, read at the commit the code was read at. */
  instructions: StandingInstructions;
}

export interface BaseBranchRequest {
  octokit: Octokit;
  runner: RunnerEnv;
  logger: Logger;
  inputs: ActionInputs;
  payload: unknown;
  redact: (text: string) => string;
}

/**
 * The configuration first (it names the folders of the code), then the code:
 * recipes, hooks and extensions come from the base branch whenever the
 * workspace may hold a PR's head.
 */
export async function readBaseBranch(request: BaseBranchRequest): Promise<BaseBranch> {
  const { octokit, runner, logger, payload, redact } = request;
  const source = {
    octokit,
    owner: runner.owner,
    repo: runner.repo,
    logger,
    redact,
    ...defaultBranchOf(payload),
  };
  const base = await baseOfEvent({ octokit, runner, payload });
  const atDefault = new StandingInstructions(source);
  // An issue's run: its instructions and memory are the default branch's, read beside the
  // configuration (they do not depend on it) rather than a round trip later, when the job asks for
  // them. A sweep or a dispatch may run no model at all (an unchanged PR is skipped): not for them.
  if (!base && namesIssue(payload)) atDefault.prefetch();
  const repoConfig = await readRepoConfig(source, atDefault, base);
  const inputs = withRepoConfig(request.inputs, repoConfig);
  const code = await trustedCode({ octokit, runner, folders: inputs, base, logger });
  const instructions = code.base ? new StandingInstructions({ ...source, pinned: code.base }) : atDefault;
  return { inputs, repoConfig, code, instructions };
}

/** Whether the event is about an issue (a comment on one, one opened), whose run asks the model. */
function namesIssue(payload: unknown): boolean {
  return typeof (payload as { issue?: unknown } | null)?.issue === "object";
}

/** The default branch as the event's repository names it, when it does. */
function defaultBranchOf(payload: unknown): { defaultBranch?: string } {
  const repository = (payload as { repository?: { default_branch?: unknown } } | null)?.repository;
  const branch = repository?.default_branch;
  return typeof branch === "string" && branch !== "" ? { defaultBranch: branch } : {};
}
