import type { Octokit } from "@octokit/rest";
import type { Logger } from "../../core/util/logger.ts";
import type { CommentTrigger } from "../events/route.ts";
import { hasPermission, isBot } from "../github/permissions.ts";
import type { ActionInputs } from "../inputs.ts";
import type { RunReport } from "../report/run-report.ts";
import type { RunnerEnv } from "../runner-env.ts";

/**
 * Who may trigger (SPEC §1), decided before anything of the repository is
 * loaded: bots only when listed in allowed-bots (which then needs no
 * collaborator permission: the collaborators API does not know most apps),
 * people with at least `required-permission` as the collaborators API says.
 * Those who may not get no reply and no reaction; the job log says why.
 */
export async function mayTrigger(
  ctx: { inputs: ActionInputs; runner: RunnerEnv; octokit: Octokit; logger: Logger; report: RunReport },
  trigger: CommentTrigger,
): Promise<boolean> {
  const { inputs, runner, logger, report } = ctx;
  const { user } = trigger.comment;
  report.trigger = `comment by @${user.login} on #${trigger.issue.number}`;
  if (isBot(user, inputs.allowedBots)) {
    logger.info(`ignored: @${user.login} is a bot not listed in allowed-bots`);
    report.notices.push(`ignored a comment by the bot @${user.login}`);
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
    `ignored: @${user.login} has ${permission.have} permission; ${inputs.requiredPermission} is required`,
  );
  report.notices.push(
    `ignored a comment by @${user.login}, who lacks ${inputs.requiredPermission} permission`,
  );
  return false;
}
