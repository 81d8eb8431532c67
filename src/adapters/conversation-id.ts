import { usageError } from "../engine/errors.ts";

/**
 * Conversation ids name folders, so they are held to a safe alphabet. A module of its own: the CLI
 * checks an id while it reads its command line, before it loads any store.
 */
const ID_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._-]{0,127}$/;

export const isConversationId = (id: string) => ID_PATTERN.test(id) && !id.includes("..");

export function validateConversationId(id: string): string {
  if (!isConversationId(id))
    throw usageError(
      `invalid conversation id "${id}": use letters, digits, ".", "_" and "-" (up to 128), starting with a letter or digit`,
    );
  return id;
}
