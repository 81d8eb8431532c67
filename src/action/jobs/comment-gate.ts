import type { Octokit } from "@octokit/rest";
import type { Logger } from "../../engine/util/logger.ts";
import type { EventUser } from "../events/payload.ts";
import { hasPermission, isBot } from "../github/permissions.ts";
import type { ActionInputs } from "../inputs.ts";
import type { RunReport } from "../report/run-report.ts";
import type { RunnerEnv } from "../runner-env.ts";

/** What a trigger's gate works with: nothing of the repository is loaded yet. */
export interface GateContext {
  inputs: ActionInputs;
  runner: RunnerEnv;
  octokit: Octokit;
  logger: Logger;
  report: RunReport;
}

/**
 * The rule every gate shares: bots only when listed in allowed-bots (which
 * then needs no collaborator permission: the collaborators API does not know
 * most apps), people with at least `required-permission` as the
 * collaborators API says. Those who may not get no reply and no reaction;
 * the job log says why.
 */
export async function mayAct(
  ctx: GateContext,
  user: EventUser,
  what: string,
  verdict: string,
): Promise<boolean> {
  const { inputs, runner, logger, report } = ctx;
  if (isBot(user, inputs.allowedBots)) {
    logger.info(`${verdict}: @${user.login} is a bot not listed in allowed-bots`);
    report.notices.push(`${verdict}: ${what} by the bot @${user.login}`);
    return false;
  }
  if (isBot(user, [])) return true;
  const permission = await hasPermission(ctx.octokit, {
    owner: runner.owner,
    repo: runner.repo,
    login: user.login,
    required: inputs.requiredPermission,
  });
  if (permission.allowed) return true;
  logger.info(
    `${verdict}: @${user.login} has ${permission.have} permission; ${inputs.requiredPermission} is required`,
  );
  report.notices.push(
    `${verdict}: ${what} by @${user.login}, who lacks ${inputs.requiredPermission} permission`,
  );
  return false;
}
