import { join } from "node:path";
import type { Octokit } from "@octokit/rest";
import { Conversation } from "../engine/log/conversation.ts";
import type { ConversationStore, OpenedConversation } from "../engine/ports.ts";
import type { Logger } from "../engine/util/logger.ts";
import type { RunnerEnv } from "./runner-env.ts";
import { loadState, preservedEntries } from "./state/load-state.ts";

/**
 * Conversations kept as workflow artifacts: resumed from the newest trusted
 * artifact, or started fresh. The log lives under RUNNER_TEMP and every
 * entry is written as it is made: that file is the checkpoint the post step
 * uploads, once the job has added it to the saved conversations.
 */
export class ArtifactStore implements ConversationStore {
  constructor(
    private readonly options: {
      octokit: Octokit;
      runner: RunnerEnv;
      /** `state-key`: artifacts are sealed with it and only opened with it. */
      key: string | undefined;
      logger: Logger;
    },
  ) {}

  async resume(id: string, { reset = false }: { reset?: boolean } = {}): Promise<OpenedConversation> {
    const { runner, logger } = this.options;
    const dir = join(runner.temp, "baton", id);
    const loaded = await loadState({
      octokit: this.options.octokit,
      owner: runner.owner,
      repo: runner.repo,
      repositoryId: runner.repositoryId,
      conversationId: id,
      key: this.options.key,
      dir,
      logger,
      ...(reset ? { reset: true } : {}),
    });
    const file = join(dir, "session.jsonl");
    const conversation = loaded.file
      ? await Conversation.load(loaded.file)
      : await Conversation.create(file, id, `${runner.owner}/${runner.repo}`);
    for (const w of conversation.warnings) logger.warn(`${id}: ${w}`);
    for (const entry of preservedEntries(loaded.unusable)) await conversation.append(entry);
    return {
      conversation,
      resumed: Boolean(loaded.file),
      notices: loaded.notices,
      unusable: loaded.unusable.length,
    };
  }
}
