/**
 * Resumes a conversation from the merge of its saved states. A state that is
 * refused (fails authentication, is corrupt, too large) is reported and kept
 * inside the conversation; with none usable and one refused, the run stops
 * rather than save a fresh state over it (until /reset).
 */
import { readFile, stat } from "node:fs/promises";
import { join } from "node:path";
import type { Octokit } from "@octokit/rest";
import { failure } from "../../../engine/errors.ts";
import { known, type NewEntry } from "../../../engine/log/entries.ts";
import type { SessionLog } from "../../../engine/log/merge-logs.ts";
import { MAX_UNMARKED, mergeSavedStates, type StateHistory } from "../../../engine/log/saved-states.ts";
import { writeSessionFile } from "../../../engine/log/session-file.ts";
import type { Logger } from "../../../engine/util/logger.ts";
import {
  describeArtifact,
  downloadStateArtifact,
  MAX_STATE_BYTES,
  mb,
  SESSION_FILE,
  stateFromZip,
} from "./artifact-download.ts";
import {
  artifactName,
  listStateArtifacts,
  type StateArtifact,
  type StateListing,
} from "./artifact-lookup.ts";
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
  /**
   * Where @github/local-action keeps the artifacts a local run uploads
   * (LOCAL_ACTION_ARTIFACT_PATH): there, and not through the API, is what
   * the previous local run saved.
   */
  localArtifacts?: string | undefined;
  logger: Logger;
}

/** A saved state that could not be used, kept so that nothing saved is lost. */
export interface UnusableState {
  artifact: StateArtifact;
  reason: string;
  /** The stored file, when it could be taken out of the artifact. */
  bytes?: Uint8Array;
}

export interface MergedState {
  /** The union of every usable state saved since the newest mark, when there is one. */
  log?: SessionLog;
  /** The newest state merged. */
  artifact?: StateArtifact;
  /** One line per refused state and per replay, for the status comment. */
  refused: string[];
  /** The refused states walked past (all of them, when none is usable), to keep. */
  unusable: UnusableState[];
  /** Why there is nothing to resume, when there is not. */
  fresh?: string;
  /** With no log: the mark a fresh conversation records (see MergedStates.mark). */
  mark?: number;
}

/**
 * The most of refused states' bytes one conversation carries (as base64
 * entries, see preservedEntries): with them the next save stays well under
 * MAX_STATE_BYTES, which a state over it would be refused for, and a load
 * holds no more of them in memory. A refused state past it is kept by name:
 * its bytes stay in its artifact until the artifact expires.
 */
export const MAX_CARRIED_BYTES = Math.floor(MAX_STATE_BYTES / 6);

/** The custom entry that keeps a refused state inside the conversation. */
export const UNUSABLE_STATE = "baton.unusable_state";

/**
 * Every saved state of the conversation that this run must merge: all that
 * were saved after `after` (the mark of the log it holds; every one when
 * absent) up to the newest, read through mergeSavedStates. A refused state
 * (fails authentication, corrupt, too large) is reported and the walk goes
 * on. A failure to reach GitHub is thrown, not skipped: leaving a state out
 * would lose its entries once this run saves.
 */
export async function mergedState(
  source: StateSource,
  options: { after?: number | undefined; keepsRefused?: boolean } = {},
): Promise<MergedState> {
  const { octokit, owner, repo, repositoryId, conversationId, key, localArtifacts, logger } = source;
  const name = artifactName(conversationId);
  const listing = localArtifacts
    ? await localListing(localArtifacts, name)
    : listStateArtifacts(octokit, { owner, repo, repositoryId, name });
  const generations = new Map<number, number>();
  // What the conversation carries of refused states, byte for byte, so far (see MAX_CARRIED_BYTES).
  let carried = 0;
  const history: StateHistory<StateArtifact> = {
    newestFirst: () => listing.candidates,
    read: async (artifact) => {
      try {
        const state = localArtifacts
          ? await stateFromZip(await readFile(join(localArtifacts, `${name}.zip`)), artifact, { key })
          : await downloadStateArtifact(octokit, { owner, repo, artifact, key });
        if (state.session.header.id !== conversationId)
          throw new StateRefusedError(
            "wrong-conversation",
            `${describeArtifact(artifact)} holds conversation "${state.session.header.id}", not "${conversationId}"`,
          );
        for (const w of state.session.warnings) logger.warn(w);
        generations.set(artifact.id, state.session.header.generation ?? 0);
        return { log: state.session };
      } catch (e) {
        if (!(e instanceof StateRefusedError)) throw e;
        // A state that is gone (HTTP 410) holds nothing to keep; any other is this conversation's, unread.
        const gone = e.reason === "unavailable";
        if (e.bytes && carried + e.bytes.length > MAX_CARRIED_BYTES)
          return {
            refused: `${e.message}; its ${mb(e.bytes.length)} stay in that artifact, more than a conversation carries`,
            gone,
          };
        carried += e.bytes?.length ?? 0;
        return { refused: e.message, bytes: e.bytes, gone };
      }
    },
  };
  const walk = await mergeSavedStates(history, options);
  for (const x of listing.excluded) logger.info(`skipped ${x.message}`);
  if (listing.truncated)
    logger.warn(`${name}: more saved states exist than were listed; only the newest were read`);
  if (walk.unread)
    logger.info(
      `${name}: saved states older than the newest ${MAX_UNMARKED} from before saves merged were not read`,
    );
  const refused = walk.refused.map((r) => `${r.reason}: refused, not used`);
  for (const notice of refused) logger.warn(notice);
  const unusable = withinCarried(
    walk.refused
      .filter((r) => !r.gone)
      .map((r) => ({ artifact: r.state, reason: r.reason, ...(r.bytes ? { bytes: r.bytes } : {}) })),
    walk.log,
  );
  const newest = walk.merged[0];
  if (walk.log && newest) {
    const replay = replayNotice(walk.log, newest, generations.get(newest.id) ?? 0);
    // A newer state that expired first (its run had a shorter retention-days) took its run's turns with it.
    const lost = listing.excluded
      // Artifact ids only grow; times are whole seconds.
      .filter((x) => x.reason === "expired" && x.artifact.id > newest.id)
      .map(
        (x) =>
          `${describeArtifact(x.artifact)} expired${x.artifact.expiresAt ? ` on ${x.artifact.expiresAt.slice(0, 10)}` : ""}, before the older state this run goes on from: what was said in its run is not in the conversation`,
      );
    for (const notice of replay ? [replay, ...lost] : lost) {
      logger.warn(notice);
      refused.push(notice);
    }
    return { log: walk.log, artifact: newest, refused, unusable };
  }
  if (unusable.length > 0)
    return { refused, unusable, ...(walk.mark !== undefined ? { mark: walk.mark } : {}) };
  if (refused.length > 0)
    return { refused, unusable, fresh: `no saved state for ${conversationId} could be used` };
  if (options.after !== undefined) return { refused, unusable };
  const expired = listing.excluded.filter((x) => x.reason === "expired").map((x) => x.artifact);
  const last = expired.sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt))[0];
  if (last)
    return {
      refused,
      unusable,
      fresh: `saved state for ${conversationId} expired${last.expiresAt ? ` on ${last.expiresAt.slice(0, 10)}` : ""}`,
    };
  return { refused, unusable, fresh: `no saved state for ${conversationId}` };
}

/**
 * The refused states a conversation keeps, within what it may carry: those
 * the resumed log already keeps are left out, and bytes past what the log's
 * own kept bytes leave of MAX_CARRIED_BYTES are kept by name only.
 */
function withinCarried(unusable: UnusableState[], log: SessionLog | undefined): UnusableState[] {
  let room = MAX_CARRIED_BYTES;
  const kept = new Set<number>();
  for (const e of log?.entries ?? []) {
    const k = known(e);
    if (k?.type !== "custom" || k.custom_type !== UNUSABLE_STATE || typeof k.data !== "object" || !k.data)
      continue;
    const data = k.data as { artifact_id?: unknown; base64?: unknown };
    if (typeof data.artifact_id === "number") kept.add(data.artifact_id);
    if (typeof data.base64 === "string") room -= Math.floor((data.base64.length * 3) / 4);
  }
  return unusable
    .filter((u) => !kept.has(u.artifact.id))
    .map((u) => {
      if (!u.bytes) return u;
      if (u.bytes.length <= room) {
        room -= u.bytes.length;
        return u;
      }
      const { bytes: _, ...byName } = u;
      return {
        ...byName,
        reason: `${u.reason}; its ${mb(u.bytes.length)} stay in that artifact, more than a conversation carries`,
      };
    });
}

/**
 * local-action's artifact folder as a listing: the one zip it keeps per
 * name, which each local run overwrites. Its id is its modification time,
 * so it is newer than any mark a local upload wrote.
 */
async function localListing(dir: string, name: string): Promise<StateListing> {
  const info = await stat(join(dir, `${name}.zip`)).catch(() => undefined);
  const found: StateArtifact[] = info?.isFile()
    ? [
        {
          id: Math.floor(info.mtimeMs),
          name,
          runId: 0,
          sizeInBytes: info.size,
          createdAt: info.mtime.toISOString(),
          expiresAt: null,
        },
      ]
    : [];
  async function* candidates() {
    yield* found;
  }
  return { candidates: candidates(), excluded: [], truncated: false };
}

/**
 * The newest state is of a lower generation than one merged with it: an
 * older state uploaded again. Merging by union makes that harmless (nothing
 * it lacks is dropped), but it is worth saying.
 */
function replayNotice(log: SessionLog, newest: StateArtifact, own: number): string | undefined {
  const highest = log.header.generation ?? 0;
  if (own >= highest) return undefined;
  return `${describeArtifact(newest)} is generation ${own}, below generation ${highest} of an older saved state: an older state uploaded again; both are merged, so nothing is rolled back`;
}

export interface LoadedState {
  /** The resumed session.jsonl, written into `dir`; absent when starting fresh. */
  file?: string;
  artifact?: { id: number; name: string; runId: number };
  notices: string[];
  /** Saved states that could not be used: the conversation keeps them (see preservedEntries). */
  unusable: UnusableState[];
  /** Starting afresh past refused states: the mark the fresh conversation records. */
  mark?: number;
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
  const { log, artifact, refused, unusable, fresh, mark } = await mergedState(source);
  const notices = [...refused];
  if (!log || !artifact) {
    if (unusable.length && !source.reset) {
      throw failure(
        `the saved conversation ${source.conversationId} could not be read (${unusable[0]!.reason}), so this run stops and saves nothing over it. Comment /reset to start afresh: the unreadable state is kept inside the new conversation`,
      );
    }
    const why = unusable.length
      ? `started ${source.conversationId} afresh (/reset); the ${unusable.length} unreadable saved ${unusable.length === 1 ? "state is" : "states are"} kept inside it`
      : fresh && `${fresh}: starting fresh`;
    if (why) {
      source.logger.info(why);
      notices.push(why);
    }
    return { notices, unusable, ...(mark !== undefined ? { mark } : {}) };
  }
  const file = join(source.dir, SESSION_FILE);
  // Rewritten from the parsed log, so a torn tail in the saved file does not carry over.
  await writeSessionFile(file, log.header, log.entries);
  const { id, name, runId } = artifact;
  if (unusable.length > 0)
    notices.push(`resumed ${source.conversationId} from the older saved state of run ${runId}`);
  source.logger.info(
    `resumed ${source.conversationId} from artifact ${name} (id ${id}, run ${runId}) and every state saved beside it: ${log.entries.length} entries`,
  );
  return { file, artifact: { id, name, runId }, notices, unusable };
}

/** Entries that keep unusable saved states inside the conversation, byte for byte (base64). */
export function preservedEntries(unusable: readonly UnusableState[]): NewEntry[] {
  return unusable.map((u) => ({
    type: "custom",
    custom_type: UNUSABLE_STATE,
    data: {
      artifact: u.artifact.name,
      artifact_id: u.artifact.id,
      run_id: u.artifact.runId,
      reason: u.reason,
      ...(u.bytes ? { base64: Buffer.from(u.bytes).toString("base64") } : {}),
    },
  }));
}
