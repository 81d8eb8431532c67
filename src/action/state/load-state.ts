/**
 * Resumes a conversation from its newest usable saved state (docs/design.md#saved-state). A
 * state that is refused (fails authentication, is corrupt, too large) is
 * reported and the next older one is tried, the refused one kept inside the
 * conversation; with none usable and one refused, the run stops rather than
 * save a fresh state over it (until /reset).
 */
import { join } from "node:path";
import type { Octokit } from "@octokit/rest";
import { failure } from "../../engine/errors.ts";
import type { NewEntry } from "../../engine/log/entries.ts";
import { writeSessionFile } from "../../engine/log/session-file.ts";
import type { Logger } from "../../engine/util/logger.ts";
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

/** A saved state that could not be used, kept so that nothing saved is lost. */
export interface UnusableState {
  artifact: StateArtifact;
  reason: string;
  /** The stored file, when it could be taken out of the artifact. */
  bytes?: Uint8Array;
}

export interface NewestState {
  state?: UsableState;
  /** One line per refused state, for the status comment. */
  refused: string[];
  /** The refused states newer than the one used (all of them, when none is). */
  unusable: UnusableState[];
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
  const unusable: UnusableState[] = [];
  const usable = async (artifact: StateArtifact): Promise<UsableState> => {
    const state = await downloadStateArtifact(octokit, { owner, repo, artifact, key });
    if (state.session.header.id !== conversationId)
      throw new StateRefusedError(
        "wrong-conversation",
        `${describeArtifact(artifact)} holds conversation "${state.session.header.id}", not "${conversationId}"`,
      );
    return { ...state, artifact };
  };
  for (const [i, artifact] of found.candidates.entries()) {
    try {
      let state = await usable(artifact);
      const replaced = await higherGeneration(state, found.candidates[i + 1], usable);
      if (replaced) {
        const notice = `${describeArtifact(artifact)} is generation ${state.session.header.generation}, below the older ${describeArtifact(replaced.artifact)} (generation ${replaced.session.header.generation}): an older state uploaded again, so the older upload is resumed`;
        logger.warn(notice);
        refused.push(notice);
        state = replaced;
      }
      for (const w of state.session.warnings) logger.warn(w);
      return { state, refused, unusable };
    } catch (e) {
      if (!(e instanceof StateRefusedError)) throw e;
      const notice = `${e.message}: refused, not used`;
      logger.warn(notice);
      refused.push(notice);
      // A state that is gone (HTTP 410) holds nothing to keep; any other is this conversation's, unread.
      if (e.reason !== "unavailable")
        unusable.push({ artifact, reason: e.message, ...(e.bytes ? { bytes: e.bytes } : {}) });
    }
  }

  if (unusable.length > 0) return { refused, unusable };
  if (refused.length > 0)
    return { refused, unusable, fresh: `no saved state for ${conversationId} could be used: starting fresh` };
  const expired = found.excluded.filter((x) => x.reason === "expired").map((x) => x.artifact);
  const last = expired.sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt))[0];
  if (last)
    return {
      refused,
      unusable,
      fresh: `saved state for ${conversationId} expired${last.expiresAt ? ` on ${last.expiresAt.slice(0, 10)}` : ""}: starting fresh`,
    };
  return { refused, unusable, fresh: `no saved state for ${conversationId}: starting fresh` };
}

/**
 * The next older saved state, when it is of a higher generation than the
 * newest usable one: then the newest is an older state uploaded again (a
 * replay), and resuming it would roll the conversation back. One more
 * download, only ever of the next candidate.
 */
async function higherGeneration(
  state: UsableState,
  next: StateArtifact | undefined,
  usable: (artifact: StateArtifact) => Promise<UsableState>,
): Promise<UsableState | undefined> {
  // A state written before generations were kept cannot be told to be a replay.
  const generation = state.session.header.generation;
  if (!next || generation === undefined) return undefined;
  try {
    const older = await usable(next);
    return (older.session.header.generation ?? 0) > generation ? older : undefined;
  } catch (e) {
    if (e instanceof StateRefusedError) return undefined;
    throw e;
  }
}

export interface LoadedState {
  /** The resumed session.jsonl, written into `dir`; absent when starting fresh. */
  file?: string;
  artifact?: { id: number; name: string; runId: number };
  notices: string[];
  /** Saved states that could not be used: the conversation keeps them (see preservedEntries). */
  unusable: UnusableState[];
}

/**
 * Never supersede what could not be read: with no usable state but an
 * unusable one, the run stops and saves nothing over it, unless `reset` (the
 * `/reset` command) asks to start afresh — the unusable states are then kept
 * inside the new conversation, as they are whenever an older state is used.
 */
export async function loadState(
  source: StateSource & { dir: string; reset?: boolean },
): Promise<LoadedState> {
  const { state, refused, unusable, fresh } = await newestUsableState(source);
  const notices = [...refused];
  if (!state) {
    if (unusable.length && !source.reset) {
      throw failure(
        `the saved conversation ${source.conversationId} could not be read (${unusable[0]!.reason}), so this run stops and saves nothing over it. Comment /reset to start afresh: the unreadable state is kept inside the new conversation`,
      );
    }
    const why = unusable.length
      ? `started ${source.conversationId} afresh (/reset); the ${unusable.length} unreadable saved ${unusable.length === 1 ? "state is" : "states are"} kept inside it`
      : fresh;
    if (why) {
      source.logger.info(why);
      notices.push(why);
    }
    return { notices, unusable };
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
  return { file, artifact: { id, name, runId }, notices, unusable };
}

/** Entries that keep unusable saved states inside the conversation, byte for byte (base64). */
export function preservedEntries(unusable: readonly UnusableState[]): NewEntry[] {
  return unusable.map((u) => ({
    type: "custom",
    custom_type: "baton.unusable_state",
    data: {
      artifact: u.artifact.name,
      artifact_id: u.artifact.id,
      run_id: u.artifact.runId,
      reason: u.reason,
      ...(u.bytes ? { base64: Buffer.from(u.bytes).toString("base64") } : {}),
    },
  }));
}
