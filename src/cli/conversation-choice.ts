import { usageError } from "../core/errors.ts";
import type { Conversation } from "../core/log/conversation.ts";
import { conversationChoice } from "./args.ts";
import type { CliContext } from "./context.ts";

/** The conversation named by `-c ID` or `--follow`, for commands that need an existing one. */
export async function openChosenConversation(ctx: CliContext): Promise<Conversation> {
  const choice = conversationChoice(ctx.args);
  if (!choice) throw usageError("name a conversation with -c ID or --follow");
  const id = "id" in choice ? choice.id : await ctx.store.follow();
  const conversation = await ctx.store.open(id);
  for (const w of conversation.warnings) ctx.io.stderr(`warning: ${w}\n`);
  return conversation;
}
