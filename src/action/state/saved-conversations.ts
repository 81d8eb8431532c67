import * as core from "@actions/core";
import * as z from "zod";

/**
 * The conversations the main step opened, handed to the post step through the
 * runner's step state, so their logs are uploaded even when the main step
 * failed, timed out or was cancelled.
 */
const STATE_NAME = "conversations";
const SavedSchema = z.array(z.object({ id: z.string().min(1), file: z.string().min(1) }));
export type SavedConversation = z.infer<typeof SavedSchema>[number];

export class SavedConversations {
  private readonly list: SavedConversation[] = [];

  has(id: string): boolean {
    return this.list.some((c) => c.id === id);
  }

  add(entry: SavedConversation): void {
    if (this.list.some((c) => c.id === entry.id)) return;
    this.list.push(entry);
    // Saved at once, not at the end: a step that dies mid-run still leaves the list behind.
    core.saveState(STATE_NAME, JSON.stringify(this.list));
  }
}

/** What the main step saved; a missing or malformed state means nothing to upload. */
export function readSavedConversations(): SavedConversation[] {
  const raw = core.getState(STATE_NAME);
  if (!raw) return [];
  try {
    return SavedSchema.parse(JSON.parse(raw));
  } catch {
    core.warning(`the main step's saved state is not readable; nothing to upload`);
    return [];
  }
}
