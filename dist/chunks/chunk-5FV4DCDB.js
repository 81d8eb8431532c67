#!/usr/bin/env node
import { createRequire as __batonCreateRequire } from 'node:module';
const require = __batonCreateRequire(import.meta.url);
import {
  conversationChoice
} from "./chunk-BB6G55G6.js";
import {
  usageError
} from "./chunk-W6LTGYO2.js";

// src/cli/conversation-choice.ts
async function openChosenConversation(ctx) {
  const conversation = await ctx.store.open(await chosenConversationId(ctx));
  for (const w of conversation.warnings) ctx.io.stderr(`warning: ${w}
`);
  return conversation;
}
async function chosenConversationId(ctx) {
  const choice = conversationChoice(ctx.args);
  if (!choice) throw usageError("name a conversation with -c ID or --follow");
  return "id" in choice ? choice.id : await ctx.store.follow();
}

export {
  openChosenConversation,
  chosenConversationId
};
