import { MAX_LISTED } from "../../adapters/github/artifacts/artifact-lookup.ts";
import { describeError } from "../../engine/errors.ts";
import { type IdleConversations, idleConversations } from "../state/idle-states.ts";
import type { JobContext } from "./job-context.ts";

/**
 * The conversations whose newest state is past half its retention (see
 * idle-states.ts), the nearest to expiry first: listed before a sweep's
 * reviews, so that they keep room among the job's artifacts.
 */
export function idleNow(ctx: JobContext, max: number): Promise<IdleConversations> {
  const { octokit, runner } = ctx;
  return idleConversations(octokit, {
    owner: runner.owner,
    repo: runner.repo,
    repositoryId: runner.repositoryId,
    now: new Date(),
    max,
  });
}

/**
 * Re-saves the first `room` of the idle conversations: each is loaded
 * (merged) and handed to the post step, which saves it anew. No model call.
 * A conversation this job already saves is left as it is; one that cannot be
 * read is left for a maintainer (a load says why), never saved over.
 */
export async function refreshIdle(ctx: JobContext, idle: IdleConversations, room: number): Promise<void> {
  const { logger, report } = ctx;
  // What this job saves anyway takes no room of its own.
  const waiting = idle.ids.filter((id) => !ctx.saved.has(id));
  const ids = waiting.slice(0, Math.max(0, room));
  const more = idle.more + waiting.length - ids.length;
  const { truncated } = idle;
  for (const id of ids) {
    try {
      // Loading it lists it for the post step, which saves it again.
      await ctx.store.load(id);
      logger.info(`${id}: its newest saved state is past half its retention, so it is saved again`);
    } catch (error) {
      logger.warn(`${id} is past half its retention but could not be loaded: ${describeError(error)}`);
    }
  }
  if (more) report.notices.push(`${more} idle conversations are left to refresh in the next sweep`);
  if (truncated)
    report.notices.push(
      `the repository holds more than ${MAX_LISTED} artifacts: the oldest saved states were looked at first, newer ones not this time`,
    );
}
