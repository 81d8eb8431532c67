import type { Octokit } from "@octokit/rest";
import type { Logger } from "../../engine/util/logger.ts";
import type { CommentTrigger, EventUser, IssueOpenedTrigger, PullRequestTrigger } from "../events/route.ts";
import { identityOf, isOwnComment } from "../github/identity.ts";
import { hasPermission, isBot } from "../github/permissions.ts";
import type { ActionInputs } from "../inputs.ts";
import type { RunReport } from "../report/run-report.ts";
import type { RunnerEnv } from "../runner-env.ts";

interface GateContext {
  inputs: ActionInputs;
  runner: RunnerEnv;
  octokit: Octokit;
  logger: Logger;
  report: RunReport;
}

/**
 * Who may trigger (docs/design.md#entry-points), decided before anything of the repository is
 * loaded: bots only when listed in allowed-bots (which then needs no
 * collaborator permission: the collaborators API does not know most apps),
 * people with at least `required-permission` as the collaborators API says.
 * Those who may not get no reply and no reaction; the job log says why.
 */
export async function mayTrigger(ctx: GateContext, trigger: CommentTrigger): Promise<boolean> {
  const { user } = trigger.comment;
  ctx.report.trigger = `comment by @${user.login} on #${trigger.issue.number}`;
  // Baton never answers itself, whatever token it posts with (a PAT's user may trigger runs).
  if (trigger.comment.marked) {
    const identity = await identityOf(ctx.octokit);
    if (isOwnComment(identity, user)) {
      const why =
        identity.kind === "unknown"
          ? `carries Baton's marker and the token's identity could not be looked up (${identity.reason})`
          : "is Baton's own";
      ctx.logger.info(`ignored: the comment by @${user.login} ${why}`);
      ctx.report.notices.push(`ignored: the comment by @${user.login} is Baton's own`);
      return false;
    }
  }
  return mayAct(ctx, user, "a comment", "ignored");
}

/**
 * A pull request's own events start a review only when its author may
 * trigger runs, so a stranger's PR cannot spend the key; a maintainer's
 * `/run pr-review` on it still reviews it.
 */
export async function mayReview(ctx: GateContext, trigger: PullRequestTrigger): Promise<boolean> {
  ctx.report.trigger = `pull_request ${trigger.action} on #${trigger.number} by @${trigger.author.login}`;
  return mayAct(ctx, trigger.author, `pull request #${trigger.number}`, "not reviewed");
}

/**
 * Triage of newly opened issues is opt-in (`triage-issues`): the point is
 * to triage anyone's issue, so only bots are held back.
 */
export function mayTriage(ctx: GateContext, trigger: IssueOpenedTrigger): boolean {
  const { inputs, logger, report } = ctx;
  report.trigger = `issue #${trigger.number} opened by @${trigger.author.login}`;
  const why = !inputs.triageIssues
    ? "triage of opened issues is off (set triage-issues: true)"
    : isBot(trigger.author, inputs.allowedBots)
      ? `@${trigger.author.login} is a bot not listed in allowed-bots`
      : undefined;
  if (why === undefined) return true;
  logger.info(`issue #${trigger.number} is not triaged: ${why}`);
  report.notices.push(`issue #${trigger.number} is not triaged: ${why}`);
  return false;
}

async function mayAct(ctx: GateContext, user: EventUser, what: string, verdict: string): Promise<boolean> {
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
