import { join } from "node:path";
import type { Octokit } from "@octokit/rest";
import { Conversation } from "../core/log/conversation.ts";
import type { Logger } from "../core/util/logger.ts";
import type { RunnerEnv } from "./runner-env.ts";
import { loadState, preservedEntries } from "./state/load-state.ts";

export interface OpenedConversation {
  conversation: Conversation;
  /** False when no saved state could be resumed. */
  resumed: boolean;
  /** Saved states that could not be used, kept inside the conversation. */
  unusable: number;
  notices: string[];
}

/**
 * Resumes a conversation from its newest trusted artifact, or starts it
 * fresh. The log lives under RUNNER_TEMP and every entry is written as it is
 * made: that file is the checkpoint the post step uploads, once the caller
 * has added it to the saved conversations.
 */
export async function openConversation(options: {
  id: string;
  octokit: Octokit;
  runner: RunnerEnv;
  key: string | undefined;
  logger: Logger;
  /** `/reset`: start afresh even over a state that could not be read (which is kept inside). */
  reset?: boolean;
}): Promise<OpenedConversation> {
  const { id, runner } = options;
  const dir = join(runner.temp, "baton", id);
  const loaded = await loadState({
    octokit: options.octokit,
    owner: runner.owner,
    repo: runner.repo,
    repositoryId: runner.repositoryId,
    conversationId: id,
    key: options.key,
    dir,
    logger: options.logger,
    ...(options.reset ? { reset: true } : {}),
  });
  const file = join(dir, "session.jsonl");
  const conversation = loaded.file
    ? await Conversation.load(loaded.file)
    : await Conversation.create(file, id, `${runner.owner}/${runner.repo}`);
  for (const w of conversation.warnings) options.logger.warn(`${id}: ${w}`);
  for (const entry of preservedEntries(loaded.unusable)) await conversation.append(entry);
  return {
    conversation,
    resumed: Boolean(loaded.file),
    notices: loaded.notices,
    unusable: loaded.unusable.length,
  };
}
