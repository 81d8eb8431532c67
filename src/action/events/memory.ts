/**
 * A comment that teaches, lists or forgets the repository memory:
 * `@baton remember: …`, `/memory`, `/forget N`. Started only as any comment
 * command is (required-permission, never Baton itself), so a learning comes
 * only from a permitted person's own command, never from text the model read.
 * It needs no conversation and no model.
 */

import {
  type CommentEvent,
  commentStartRule,
  commentThread,
  recognizeComment,
  triggerIds,
} from "./comment.ts";
import type { MemoryCommand } from "./comment-command.ts";
import type { Trigger } from "./trigger.ts";

export interface MemoryTrigger extends CommentEvent<MemoryCommand> {
  type: "memory";
}

export const memoryTrigger: Trigger<MemoryTrigger> = {
  recognize(request) {
    const event = recognizeComment(request);
    if (event === undefined || "type" in event) return undefined;
    const { command } = event;
    if (command.kind !== "remember" && command.kind !== "memory" && command.kind !== "forget")
      return undefined;
    return { ...event, type: "memory", command };
  },
  whoMayStart: commentStartRule,
  subject: (route) => ({
    notAfter: route.comment.created_at,
    ...triggerIds(route),
    thread: { ...commentThread(route), acknowledge: {} },
  }),
};
