import type { ConversationStore, OpenedConversation, SavedConversation } from "../../engine/ports.ts";

/**
 * A store that looks a conversation up before the job asks for it: when the
 * event alone names the conversation, its state is fetched beside the job's
 * first requests, and the job's own load of it takes what was found.
 */
export class OpenedEarly implements ConversationStore {
  #early: { id: string; reset: boolean; opened: Promise<OpenedConversation> } | undefined;

  constructor(private readonly store: ConversationStore) {}

  /** Starts loading `id` now. */
  open(id: string, { reset = false }: { reset?: boolean } = {}): void {
    const opened = this.store.load(id, { reset });
    // Until the job asks for it nobody waits on it: its failure reaches the job then.
    opened.catch(() => {});
    this.#early = { id, reset, opened };
  }

  load(id: string, { reset = false }: { reset?: boolean } = {}): Promise<OpenedConversation> {
    const early = this.#early;
    if (early?.id === id && early.reset === reset) {
      this.#early = undefined;
      return early.opened;
    }
    return this.store.load(id, { reset });
  }

  save(id: string): Promise<SavedConversation> {
    return this.store.save(id);
  }
}
