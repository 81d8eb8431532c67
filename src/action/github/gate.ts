import type { Octokit } from "@octokit/rest";
import type { Logger } from "../../engine/util/logger.ts";
import type { StartRule } from "../events/trigger.ts";
import type { ActionInputs } from "../inputs.ts";
import type { RunnerEnv } from "../runner-env.ts";
import { identityOf, isOwnComment } from "./identity.ts";
import { hasPermission, isBot } from "./permissions.ts";

/** What a trigger's gate works with: nothing of the repository is loaded yet. */
export interface GateContext {
  inputs: ActionInputs;
  runner: RunnerEnv;
  octokit: Octokit;
  logger: Logger;
  /** The run report's lines the gate fills (report/run-report.ts's RunReport has them). */
  report: { trigger: string; notices: string[] };
}

/**
 * Whether a route may start, as its trigger's rule says, settled through the
 * API before anything of the repository is loaded. Bots only when listed in
 * allowed-bots (which then needs no collaborator permission: the
 * collaborators API does not know most apps), people with at least
 * `required-permission` as the collaborators API says. Those who may not get
 * no reply and no reaction; the job log and the report say why.
 */
export async function mayStart(ctx: GateContext, rule: StartRule): Promise<boolean> {
  const { inputs, logger, report } = ctx;
  if (rule.who === "workflow") return true;
  report.trigger = rule.summary;
  const refuse = (log: string, notice = log) => {
    logger.info(log);
    report.notices.push(notice);
    return false;
  };
  if (rule.who === "nobody") return refuse(rule.why);
  const { user, verdict } = rule;
  if (rule.who === "anyone")
    return isBot(user, inputs.allowedBots)
      ? refuse(`${verdict}: @${user.login} is a bot not listed in allowed-bots`)
      : true;
  // Baton never answers itself, whatever token it posts with (a PAT's user may trigger runs).
  if (rule.marked) {
    const identity = await identityOf(ctx.octokit);
    if (isOwnComment(identity, user)) {
      const why =
        identity.kind === "unknown"
          ? `carries Baton's marker and the token's identity could not be looked up (${identity.reason})`
          : "is Baton's own";
      return refuse(
        `${verdict}: the comment by @${user.login} ${why}`,
        `${verdict}: the comment by @${user.login} is Baton's own`,
      );
    }
  }
  if (isBot(user, inputs.allowedBots))
    return refuse(
      `${verdict}: @${user.login} is a bot not listed in allowed-bots`,
      `${verdict}: ${rule.what} by the bot @${user.login}`,
    );
  if (isBot(user, [])) return true;
  const { runner } = ctx;
  const permission = await hasPermission(ctx.octokit, {
    owner: runner.owner,
    repo: runner.repo,
    login: user.login,
    required: inputs.requiredPermission,
  });
  if (permission.allowed) return true;
  return refuse(
    `${verdict}: @${user.login} has ${permission.have} permission; ${inputs.requiredPermission} is required`,
    `${verdict}: ${rule.what} by @${user.login}, who lacks ${inputs.requiredPermission} permission`,
  );
}
