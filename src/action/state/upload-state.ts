/**
 * Saves a conversation at the end of a run. Only the post step imports this;
 * it is the one module that loads `@actions/artifact`, which the main step
 * never needs.
 *
 * Order matters:
 * 1. list this run's artifact of the name (an earlier attempt's, or another
 *    matrix job's): uploading next to it is refused with 409;
 * 2. merge: other runs may have saved since this one resumed, so every state
 *    saved after this log's mark is read and merged by entry id;
 * 3. redact every entry, so no secret reaches an artifact;
 * 4. seal with `state-key` when set;
 * 5. delete the artifact listed in 1 only if the merge covered it, then
 *    upload; a 409 (another job saved meanwhile) goes back to 1, a few times;
 * 6. attach the conversation's page, rendered from the same redacted log
 *    (./upload-view.ts), unless the state is sealed.
 */
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { DefaultArtifactClient } from "@actions/artifact";
import type { Octokit } from "@octokit/rest";
import {
  describeArtifact,
  MAX_STATE_BYTES,
  SESSION_FILE,
} from "../../adapters/github/artifacts/artifact-download.ts";
import { artifactName, type StateArtifact } from "../../adapters/github/artifacts/artifact-lookup.ts";
import { mergedState } from "../../adapters/github/artifacts/load-state.ts";
import { hasKey, sealState } from "../../adapters/github/artifacts/state-crypto.ts";
import { describeGitHubError, githubStatus } from "../../adapters/github/errors.ts";
import { BatonError, describeError, inputError } from "../../engine/errors.ts";
import type { SessionLog } from "../../engine/log/merge-logs.ts";
import { stateToSave } from "../../engine/log/saved-states.ts";
import { readSessionFile, serializeLine } from "../../engine/log/session-file.ts";
import type { Logger } from "../../engine/util/logger.ts";
import type { Redactor } from "../../engine/util/redact.ts";
import { type AttachedView, uploadView } from "./upload-view.ts";

export interface UploadStateOptions {
  octokit: Octokit;
  owner: string;
  repo: string;
  /** GITHUB_REPOSITORY_ID: the remote state merged in must come from this repository's own runs. */
  repositoryId: number;
  /** local-action's artifact folder, where a local run's saved state is (see adapters/github/artifacts/load-state.ts). */
  localArtifacts?: string | undefined;
  /** This run (GITHUB_RUN_ID): its earlier attempt's artifact is replaced. */
  runId: number;
  /** `baton-<conversation id>`; must match the session header's id. */
  name: string;
  /** The local session.jsonl (the main step's checkpoint). Not modified. */
  file: string;
  /** 0 or undefined: the repository's default retention. */
  retentionDays?: number | undefined;
  key?: string | undefined;
  redactor: Redactor;
  /** A scratch directory (e.g. RUNNER_TEMP); the upload is staged in a fresh folder under it. */
  rootDir: string;
  /** This run's page on GitHub, for the link to the attached conversation page. */
  runUrl: string;
  logger: Logger;
}

export interface UploadedState {
  id: number;
  name: string;
  /** Bytes uploaded (the zip). */
  size: number;
  entries: number;
  /** For the status comment: states that could not be merged, and why. */
  notices: string[];
  /**
   * Set when the states saved meanwhile could not be read, so this upload did
   * not merge them: the next run does.
   */
  unmerged?: string;
  /** The conversation's page attached next to the state, or why there is none. */
  view: AttachedView;
}

export async function uploadState(options: UploadStateOptions): Promise<UploadedState> {
  const { name, file, key, rootDir, logger } = options;
  const local = await readSessionFile(file);
  for (const w of local.warnings) logger.warn(w);
  const conversationId = local.header.id;
  if (artifactName(conversationId) !== name)
    throw inputError(`${file} holds conversation "${conversationId}", which is not saved as ${name}`);

  const client = new DefaultArtifactClient();
  const staging = await mkdtemp(join(rootDir, "baton-upload-"));
  try {
    const staged = join(staging, SESSION_FILE);
    let saved: Prepared;
    let res: Awaited<ReturnType<DefaultArtifactClient["uploadArtifact"]>>;
    for (let attempt = 1; ; attempt++) {
      // This run's artifact of the name is listed before the merge: one that lands later (another
      // job of a matrix) is merged on the next attempt, never deleted unread.
      const ownEarlier = await listOwnArtifacts(options);
      saved = await prepare(options, local);
      await writeFile(staged, saved.bytes, { mode: 0o600 });
      const mark = saved.log.header.merged_through ?? -1;
      // Another job's state may have taken the name since it was listed: merge again, delete nothing.
      const replaced = await replaceOwn(
        options,
        client,
        ownEarlier.filter((a) => a.id <= mark),
      );
      if (!replaced) {
        if (attempt < MAX_UPLOAD_ATTEMPTS) continue;
        throw new BatonError("failed", `could not upload ${name}: other jobs of this run kept saving it`);
      }
      try {
        res = await client.uploadArtifact(name, [staged], staging, {
          ...(options.retentionDays ? { retentionDays: options.retentionDays } : {}),
        });
        break;
      } catch (e) {
        // Another job of this run saved the conversation first: merge its state too, then replace it.
        if (attempt < MAX_UPLOAD_ATTEMPTS && /\(409\)|already exists/i.test(describeError(e))) {
          logger.info(`${name}: another job of this run saved it meanwhile; merging that state too`);
          continue;
        }
        throw new BatonError("failed", `could not upload ${name}: ${describeError(e)}`, { cause: e });
      }
    }
    const { notices, unmerged, header, entries } = saved;
    const merged = saved.log;
    if (res.id === undefined)
      throw new BatonError("failed", `could not upload ${name}: no artifact was created`);
    logger.info(
      `saved ${name} as artifact ${res.id}: ${merged.entries.length} entries, ${res.size ?? 0} bytes`,
    );
    // A sealed state is kept from anyone who can download the run's artifacts; its page would not be.
    const view: AttachedView = hasKey(key)
      ? { skipped: "no page of the conversation is attached: the state is sealed with state-key" }
      : await uploadView({
          client,
          header,
          entries,
          replaceEarlier: async (viewName) => {
            const named = { ...options, name: viewName };
            await replaceOwn(named, client, await listOwnArtifacts(named));
          },
          rootDir,
          runUrl: options.runUrl,
          retentionDays: options.retentionDays,
        });
    if ("url" in view) logger.info(`attached the conversation's page as ${view.name}: ${view.url}`);
    else if (!hasKey(key)) logger.warn(view.skipped);
    return {
      id: res.id,
      name,
      size: res.size ?? 0,
      entries: merged.entries.length,
      notices,
      ...(unmerged ? { unmerged } : {}),
      view,
    };
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}

/** Uploads of one state, when other jobs of the run keep saving the same conversation first. */
const MAX_UPLOAD_ATTEMPTS = 3;

interface Prepared {
  log: SessionLog;
  header: SessionLog["header"];
  entries: SessionLog["entries"];
  bytes: Buffer;
  notices: string[];
  unmerged?: string;
}

/** The state to upload: this run's log merged with what was saved meanwhile, redacted, sealed when keyed. */
async function prepare(options: UploadStateOptions, local: SessionLog): Promise<Prepared> {
  const { name, key, redactor, logger } = options;
  const notices: string[] = [];
  const { remote, unmerged } = await savedMeanwhile(options, local, notices);
  const { log, fromRemote } = stateToSave(local, remote);
  if (fromRemote > 0)
    logger.info(`${name}: merged ${fromRemote} entries saved by other runs since this one resumed`);
  // What holds no secret goes back as it was read: its own bytes, unknown fields and all. The bytes are
  // checked too: a key given twice hides its first value from the parsed entry, not from the line.
  const kept = <T>(value: T): T => {
    const redacted = redactor.redactIfNeeded(value);
    if (redacted !== value) return redacted;
    const line = serializeLine(value);
    // As written and as its strings read (a \u escape spells what the bytes do not show).
    const unescaped = line.replace(/\\u([0-9a-fA-F]{4})/g, (_, hex: string) =>
      String.fromCharCode(Number.parseInt(hex, 16)),
    );
    const clean = redactor.redact(line) === line && redactor.redact(unescaped) === unescaped;
    return clean ? value : redactor.redactDeep(value);
  };
  const header = kept(log.header);
  const entries = log.entries.map(kept);
  const text = [header, ...entries].map(serializeLine).join("");
  const bytes = hasKey(key) ? await sealState(text, key) : Buffer.from(text, "utf8");
  if (bytes.length > MAX_STATE_BYTES) {
    // Said as it is: the log keeps every entry, so compacting does not shrink it.
    const notice = `${name} is over the ${MAX_STATE_BYTES / 2 ** 20} MB a saved state may have: the next run will refuse it and go on from the newest state under the limit, so what this run added stays only in this artifact until it expires. A conversation's log keeps every entry, so compacting does not shrink it; go on in a new issue or PR.`;
    logger.warn(notice);
    notices.push(notice);
  }
  return { log, header, entries, bytes, notices, ...(unmerged ? { unmerged } : {}) };
}

/**
 * What other runs saved since this run's log was merged (its mark), merged
 * in turn; refused states are left for the next load, which keeps them. A
 * failure to read them does not stop the upload: this run's entries exist
 * nowhere else once the job ends, while the unread states stay where they
 * are, after this log's mark, for the next load to merge.
 */
async function savedMeanwhile(options: UploadStateOptions, local: SessionLog, notices: string[]) {
  const { octokit, owner, repo, repositoryId, localArtifacts, key, logger } = options;
  const conversationId = local.header.id;
  try {
    const found = await mergedState(
      { octokit, owner, repo, repositoryId, localArtifacts, conversationId, key, logger },
      { after: local.header.merged_through, keepsRefused: false },
    );
    notices.push(...found.refused);
    return { remote: found.log };
  } catch (e) {
    const notice = `could not read the states of ${conversationId} saved meanwhile to merge them (${describeError(e)}); saving this run's log without them: the next run merges them`;
    logger.warn(notice);
    notices.push(notice);
    return { remote: undefined, unmerged: notice };
  }
}

interface OwnArtifact extends StateArtifact {
  expired: boolean;
}

async function listOwnArtifacts(options: UploadStateOptions): Promise<OwnArtifact[]> {
  const { octokit, owner, repo, runId, name } = options;
  try {
    const { data } = await octokit.rest.actions.listWorkflowRunArtifacts({
      owner,
      repo,
      run_id: runId,
      name,
      per_page: 100,
    });
    return data.artifacts
      .filter((a) => a.name === name)
      .map((a) => ({
        id: a.id,
        name: a.name,
        runId,
        sizeInBytes: a.size_in_bytes,
        createdAt: a.created_at ?? "",
        expiresAt: a.expires_at ?? null,
        expired: a.expired,
      }));
  } catch (e) {
    // Not fatal: with no earlier attempt's artifact the upload succeeds, and with one it fails with its own message.
    options.logger.warn(
      `could not list the artifacts of run ${runId} to replace ${name}: ${describeError(e)}`,
    );
    return [];
  }
}

/**
 * Deletes this run's earlier artifact of the name. The results service does
 * it with the job's runtime token, so the workflow needs no `actions: write`;
 * it cannot see an expired artifact, which the REST API deletes instead.
 * False when the name no longer holds the artifact listed (another job saved
 * meanwhile): nothing is deleted, and the caller merges again.
 */
async function replaceOwn(
  options: UploadStateOptions,
  client: DefaultArtifactClient,
  own: readonly OwnArtifact[],
): Promise<boolean> {
  const { octokit, owner, repo, name, logger } = options;
  let viaService = false;
  for (const a of own) {
    if (!a.expired && !viaService) {
      viaService = true;
      try {
        // The service deletes by name: only while the name still holds the artifact listed.
        const holding = await client.getArtifact(name).catch(() => undefined);
        if (holding && holding.artifact.id !== a.id) return false;
        await client.deleteArtifact(name);
        logger.info(`replaced ${describeArtifact(a)} of an earlier attempt of this run`);
        continue;
      } catch (e) {
        logger.debug(
          `the results service could not delete ${name} (${describeError(e)}); trying the REST API`,
        );
      }
    }
    try {
      await octokit.rest.actions.deleteArtifact({
        owner,
        repo,
        artifact_id: a.id,
      });
      logger.info(`replaced ${describeArtifact(a)} of an earlier attempt of this run`);
    } catch (e) {
      if (githubStatus(e) === 404) continue;
      throw new BatonError(
        "failed",
        `could not replace ${describeArtifact(a)}: ${describeGitHubError(e, "`actions: write` to delete an expired artifact")}`,
        { cause: e },
      );
    }
  }
  return true;
}
