import { mkdir } from "node:fs/promises";
import { dirname, join, resolve } from "node:path";
import { Conversation } from "../engine/log/conversation.ts";
import type { SessionLog } from "../engine/log/merge-logs.ts";
import { mergeSavedStates, type StateHistory, stateToSave } from "../engine/log/saved-states.ts";
import { readSessionFile, writeSessionFile } from "../engine/log/session-file.ts";
import type { ConversationStore, OpenedConversation, SavedConversation } from "../engine/ports.ts";
import { validateConversationId } from "./local-store.ts";

/** One save: `id` counts the saves of every conversation of the shelf. */
export interface MemoryState {
  id: number;
  conversation: string;
  log: SessionLog;
}

/** The saved states several MemoryStores (several runs) share: what artifacts are to the action. */
export class Shelf {
  readonly states: MemoryState[] = [];

  add(conversation: string, log: SessionLog): MemoryState {
    const state = { id: this.states.length + 1, conversation, log };
    this.states.push(state);
    return state;
  }

  history(conversation: string): StateHistory<MemoryState> {
    const states = this.states.filter((s) => s.conversation === conversation).reverse();
    return {
      newestFirst: async function* () {
        yield* states;
      },
      read: async (state) => ({ log: state.log }),
    };
  }
}

/**
 * A store whose saved states live in memory (a Shelf), with the same merge
 * as the artifact store: each store is one run, holding its working log in
 * its own folder. Tests use it to run the engine and the merge without
 * GitHub or a state folder shared between runs.
 */
export class MemoryStore implements ConversationStore {
  private readonly root: string;

  constructor(
    workDir: string,
    readonly shelf: Shelf = new Shelf(),
  ) {
    this.root = resolve(workDir);
  }

  private file(id: string): string {
    return join(this.root, validateConversationId(id), "session.jsonl");
  }

  async load(id: string): Promise<OpenedConversation> {
    const file = this.file(id);
    const { log } = await mergeSavedStates(this.shelf.history(id));
    if (!log)
      return { conversation: await Conversation.create(file, id), resumed: false, unusable: 0, notices: [] };
    await mkdir(dirname(file), { recursive: true });
    await writeSessionFile(file, log.header, log.entries);
    return { conversation: await Conversation.load(file), resumed: true, unusable: 0, notices: [] };
  }

  async save(id: string): Promise<SavedConversation> {
    const local = await readSessionFile(this.file(id));
    const meanwhile = await mergeSavedStates(this.shelf.history(id), { after: local.header.merged_through });
    const { log } = stateToSave(local, meanwhile.log);
    const state = this.shelf.add(id, log);
    return { where: `memory state ${state.id}`, entries: log.entries.length, notices: [] };
  }
}
