/** The action's store of conversations between workflow runs: what a job loads and the post step saves. */
import type { Conversation } from "../../engine/log/conversation.ts";

/** A conversation as a store hands it out. */
export interface OpenedConversation {
  conversation: Conversation;
  /** False when it was started fresh (nothing saved, or nothing usable). */
  resumed: boolean;
  /** Saved states that could not be used, kept inside the conversation byte for byte. */
  unusable: number;
  /** What the user should hear about how it was opened. */
  notices: string[];
}

/** What a save did, for the job summary and the log. */
export interface SavedConversation {
  /** Where it went, in the store's words ("baton-issue-42", a path). */
  where: string;
  entries: number;
  /** Bytes written, where the store counts them. */
  size?: number;
  /** What the user should hear (states refused while merging, a state over the size limit). */
  notices: string[];
  /** Set when what was saved meanwhile could not be merged: the next load merges it. */
  unmerged?: string;
  /** Where the store put a page showing the conversation (`baton view`), when it made one: a URL. */
  view?: string;
}

/**
 * Where the action keeps conversations between workflow runs (ArtifactStore,
 * and StepStore over it for one step). A conversation is a grow-only set of
 * entries: `load` hands out the merge of everything saved of it, and `save`
 * merges the log a run holds with whatever was saved meanwhile, so runs that
 * overlap lose nothing. The engine never calls it: a run is handed a
 * Conversation already open. The CLI keeps its logs in a folder
 * (adapters/local-store.ts), where every append is already the save.
 */
export interface ConversationStore {
  /** The conversation `id` as it was saved, or fresh; `reset` starts afresh over a state that cannot be read. */
  load(id: string, options?: { reset?: boolean }): Promise<OpenedConversation>;
  /** Saves what the conversation `id` that `load` handed out holds now. */
  save(id: string): Promise<SavedConversation>;
}
