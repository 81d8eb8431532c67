import { lstat } from "node:fs/promises";
import { join, resolve } from "node:path";
import type { Octokit } from "@octokit/rest";
import { validateConversationId } from "../../adapters/conversation-id.ts";
import { artifactName } from "../../adapters/github/artifacts/artifact-lookup.ts";
import { loadState, preservedEntries } from "../../adapters/github/artifacts/load-state.ts";
import { failure, inputError } from "../../engine/errors.ts";
import { Conversation } from "../../engine/log/conversation.ts";
import type { Logger } from "../../engine/util/logger.ts";
import type { Redactor } from "../../engine/util/redact.ts";
import type { RunnerEnv } from "../runner-env.ts";
import type { ConversationStore, OpenedConversation, SavedConversation } from "./conversation-store.ts";
import type { UploadedState, UploadStateOptions } from "./upload-state.ts";

/**
 * Conversations kept as workflow artifacts: loaded as the merge of their
 * trusted saved states, or started fresh. The log lives under RUNNER_TEMP and
 * every entry is written as it is made: that file is the checkpoint the post
 * step saves, merged with whatever other runs saved meanwhile.
 */
export class ArtifactStore implements ConversationStore {
  constructor(
    private readonly options: {
      octokit: Octokit;
      runner: RunnerEnv;
      /** `state-key`: artifacts are sealed with it and only opened with it. */
      key: string | undefined;
      /** Every entry is redacted with it before it is uploaded. */
      redactor: Redactor;
      /** `retention-days`; 0 or undefined: the repository's default. */
      retentionDays?: number | undefined;
      /**
       * The upload (state/upload-state.ts), handed in by the post step: the
       * main step never loads `@actions/artifact`, so a store without it only loads.
       */
      upload?: (options: UploadStateOptions) => Promise<UploadedState>;
      logger: Logger;
    },
  ) {}

  /** This run's own state folder: the only place a checkpoint of `id` may be. */
  sessionFile(id: string): string {
    return join(resolve(this.options.runner.temp), "baton", validateConversationId(id), "session.jsonl");
  }

  async load(id: string, { reset = false }: { reset?: boolean } = {}): Promise<OpenedConversation> {
    const { runner, logger } = this.options;
    const file = this.sessionFile(id);
    const loaded = await loadState({
      octokit: this.options.octokit,
      owner: runner.owner,
      repo: runner.repo,
      repositoryId: runner.repositoryId,
      localArtifacts: runner.localArtifacts,
      conversationId: id,
      key: this.options.key,
      dir: join(file, ".."),
      logger,
      ...(reset ? { reset: true } : {}),
    });
    const conversation = loaded.file
      ? await Conversation.load(loaded.file)
      : await Conversation.create(file, id, `${runner.owner}/${runner.repo}`, new Date(), loaded.mark);
    for (const w of conversation.warnings) logger.warn(`${id}: ${w}`);
    for (const entry of preservedEntries(loaded.unusable)) await conversation.append(entry);
    return {
      conversation,
      resumed: Boolean(loaded.file),
      notices: loaded.notices,
      unusable: loaded.unusable.length,
    };
  }

  /**
   * Uploads the checkpoint of `id` (the post step). A symbolic link in place
   * of the checkpoint would upload whatever it points at: refused.
   */
  async save(id: string): Promise<SavedConversation> {
    const { octokit, runner, key, redactor, retentionDays, upload, logger } = this.options;
    if (!upload)
      throw failure("this ArtifactStore was made without the upload code: only the post step saves");
    const file = this.sessionFile(id);
    const stat = await lstat(file).catch(() => undefined);
    if (!stat?.isFile()) throw inputError(`${file} is not a regular file, so it is not uploaded`);
    const uploaded = await upload({
      octokit,
      owner: runner.owner,
      repo: runner.repo,
      repositoryId: runner.repositoryId,
      localArtifacts: runner.localArtifacts,
      runId: runner.runId,
      name: artifactName(id),
      file,
      retentionDays,
      key,
      redactor,
      rootDir: resolve(runner.temp),
      runUrl: runner.runUrl,
      logger,
    });
    return {
      where: uploaded.name,
      entries: uploaded.entries,
      size: uploaded.size,
      notices: uploaded.notices,
      ...(uploaded.unmerged ? { unmerged: uploaded.unmerged } : {}),
      ...("url" in uploaded.view ? { view: uploaded.view.url } : {}),
    };
  }
}
