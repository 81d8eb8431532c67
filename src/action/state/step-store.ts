import * as core from "@actions/core";
import type { Octokit } from "@octokit/rest";
import * as z from "zod";
import type { Logger } from "../../engine/util/logger.ts";
import type { Redactor } from "../../engine/util/redact.ts";
import type { ActionInputs } from "../inputs.ts";
import type { RunnerEnv } from "../runner-env.ts";
import { ArtifactStore } from "./artifact-store.ts";
import type { ConversationStore, OpenedConversation, SavedConversation } from "./conversation-store.ts";

/**
 * The main step's store: the repository's state artifacts, with two duties
 * of the step. When the event alone names the conversation, its state is
 * looked up right after the gate, beside the job's other first requests, and
 * the job's own load of it takes what was found. And every conversation the
 * job takes is listed for the post step, which saves it however the main
 * step ends.
 */
export class StepStore implements ConversationStore {
  #early: { id: string; reset: boolean; opened: Promise<OpenedConversation> } | undefined;
  readonly saved = new SavedConversations();

  constructor(private readonly store: ConversationStore) {}

  /** Starts loading `id` now. */
  open(id: string, { reset = false }: { reset?: boolean } = {}): void {
    const opened = this.store.load(id, { reset });
    // Until the job asks for it nobody waits on it: its failure reaches the job then.
    opened.catch(() => {});
    this.#early = { id, reset, opened };
  }

  async load(id: string, { reset = false }: { reset?: boolean } = {}): Promise<OpenedConversation> {
    const early = this.#early;
    let opened: OpenedConversation;
    if (early?.id === id && early.reset === reset) {
      this.#early = undefined;
      opened = await early.opened;
    } else opened = await this.store.load(id, { reset });
    this.saved.add({ id, file: opened.conversation.file });
    return opened;
  }

  save(id: string): Promise<SavedConversation> {
    return this.store.save(id);
  }
}

export interface StepStoreRequest {
  octokit: Octokit;
  runner: RunnerEnv;
  inputs: ActionInputs;
  redactor: Redactor;
  logger: Logger;
}

/** The step's store, already looking up the conversation the event names. */
export function openStepStore(
  { octokit, runner, inputs, redactor, logger }: StepStoreRequest,
  conversation: { id: string; reset?: boolean } | undefined,
): StepStore {
  const store = new StepStore(
    new ArtifactStore({
      octokit,
      runner,
      key: inputs.stateKey,
      redactor,
      retentionDays: inputs.retentionDays,
      logger,
    }),
  );
  if (conversation) store.open(conversation.id, conversation);
  return store;
}

/**
 * The conversations the main step opened, handed to the post step through the
 * runner's step state, so their logs are uploaded even when the main step
 * failed, timed out or was cancelled.
 */
const STATE_NAME = "conversations";
const SavedSchema = z.array(z.object({ id: z.string().min(1), file: z.string().min(1) }));
export type ListedConversation = z.infer<typeof SavedSchema>[number];

export class SavedConversations {
  private readonly list: ListedConversation[] = [];

  has(id: string): boolean {
    return this.list.some((c) => c.id === id);
  }

  add(entry: ListedConversation): void {
    if (this.list.some((c) => c.id === entry.id)) return;
    this.list.push(entry);
    // Saved at once, not at the end: a step that dies mid-run still leaves the list behind.
    core.saveState(STATE_NAME, JSON.stringify(this.list));
  }
}

/** What the main step saved; a missing or malformed state means nothing to upload. */
export function readSavedConversations(): ListedConversation[] {
  const raw = core.getState(STATE_NAME);
  if (!raw) return [];
  try {
    return SavedSchema.parse(JSON.parse(raw));
  } catch {
    core.warning(`the main step's saved state is not readable; nothing to upload`);
    return [];
  }
}
