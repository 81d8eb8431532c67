/**
 * Resumes a conversation from its newest usable saved state (SPEC §4). A
 * state that is refused (fails authentication, is corrupt, too large) is
 * reported and the next older one is tried; with none usable the run starts
 * fresh, and says why.
 */
import { join } from "node:path";
import type { Octokit } from "@octokit/rest";
import { writeSessionFile } from "../../core/log/session-file.ts";
import type { Logger } from "../../core/util/logger.ts";
import {
  type DownloadedState,
  describeArtifact,
  downloadStateArtifact,
  SESSION_FILE,
} from "./artifact-download.ts";
import { artifactName, findStateArtifacts, type StateArtifact } from "./artifact-lookup.ts";
import { StateRefusedError } from "./refused.ts";

export interface StateSource {
  octokit: Octokit;
  owner: string;
  repo: string;
  /** GITHUB_REPOSITORY_ID: only artifacts of runs of this repository's own code are trusted. */
  repositoryId: number;
  conversationId: string;
  /** `state-key`; empty or undefined means the state is not encrypted. */
  key?: string | undefined;
  logger: Logger;
}

export interface UsableState extends DownloadedState {
  artifact: StateArtifact;
}

export interface NewestState {
  state?: UsableState;
  /** One line per refused state, for the status comment. */
  refused: string[];
  /** Why there is nothing to resume, when there is not. */
  fresh?: string;
}

/**
 * The newest saved state that can be trusted, trying older ones when a newer
 * one is refused. A failure to reach GitHub is thrown, not skipped: resuming
 * from an older state while a newer one exists would drop its entries once
 * this run saves.
 */
export async function newestUsableState(source: StateSource): Promise<NewestState> {
  const { octokit, owner, repo, repositoryId, conversationId, key, logger } = source;
  const name = artifactName(conversationId);
  const found = await findStateArtifacts(octokit, { owner, repo, repositoryId, name });
  for (const x of found.excluded) logger.info(`skipped ${x.message}`);
  if (found.truncated)
    logger.warn(`${name}: more saved states exist than were listed; only the newest were read`);

  const refused: string[] = [];
  for (const artifact of found.candidates) {
    try {
      const state = await downloadStateArtifact(octokit, { owner, repo, artifact, key });
      if (state.session.header.id !== conversationId)
        throw new StateRefusedError(
          "wrong-conversation",
          `${describeArtifact(artifact)} holds conversation "${state.session.header.id}", not "${conversationId}"`,
        );
      for (const w of state.session.warnings) logger.warn(w);
      return { state: { ...state, artifact }, refused };
    } catch (e) {
      if (!(e instanceof StateRefusedError)) throw e;
      const notice = `${e.message}: refused, not used`;
      logger.warn(notice);
      refused.push(notice);
    }
  }

  if (refused.length > 0)
    return { refused, fresh: `no saved state for ${conversationId} could be trusted: starting fresh` };
  const expired = found.excluded.filter((x) => x.reason === "expired").map((x) => x.artifact);
  const last = expired.sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt))[0];
  if (last)
    return {
      refused,
      fresh: `saved state for ${conversationId} expired${last.expiresAt ? ` on ${last.expiresAt.slice(0, 10)}` : ""}: starting fresh`,
    };
  return { refused, fresh: `no saved state for ${conversationId}: starting fresh` };
}

export interface LoadedState {
  /** The resumed session.jsonl, written into `dir`; absent when starting fresh. */
  file?: string;
  artifact?: { id: number; name: string; runId: number };
  notices: string[];
}

export async function loadState(source: StateSource & { dir: string }): Promise<LoadedState> {
  const { state, refused, fresh } = await newestUsableState(source);
  const notices = [...refused];
  if (!state) {
    if (fresh) {
      source.logger.info(fresh);
      notices.push(fresh);
    }
    return { notices };
  }
  const file = join(source.dir, SESSION_FILE);
  // Rewritten from the parsed log, so a torn tail in the saved file does not carry over.
  await writeSessionFile(file, state.session.header, state.session.entries);
  const { id, name, runId } = state.artifact;
  if (refused.length > 0)
    notices.push(`resumed ${source.conversationId} from the older saved state of run ${runId}`);
  source.logger.info(
    `resumed ${source.conversationId} from artifact ${name} (id ${id}, run ${runId}): ${state.session.entries.length} entries`,
  );
  return { file, artifact: { id, name, runId }, notices };
}
