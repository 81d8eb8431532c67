import { usageError } from "../engine/errors.ts";
import type { Conversation } from "../engine/log/conversation.ts";
import { conversationChoice } from "./args.ts";
import type { CliContext } from "./context.ts";

/** The conversation named by `-c ID` or `--follow`, for commands that need an existing one. */
export async function openChosenConversation(ctx: CliContext): Promise<Conversation> {
  const conversation = await ctx.store.open(await chosenConversationId(ctx));
  for (const w of conversation.warnings) ctx.io.stderr(`warning: ${w}\n`);
  return conversation;
}

/** The id `-c ID` or `--follow` names; `positional`: the command also takes the id as its argument (view). */
export async function chosenConversationId(ctx: CliContext, { positional = false } = {}): Promise<string> {
  const choice = conversationChoice(ctx.args);
  if (!choice) throw usageError(`name a conversation with ${positional ? "ID, " : ""}-c ID or --follow`);
  return "id" in choice ? choice.id : await ctx.store.follow();
}
