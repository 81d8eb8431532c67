#!/usr/bin/env node
import { createRequire as __batonCreateRequire, isBuiltin as __batonIsBuiltin } from 'node:module';
const __batonRequire = __batonCreateRequire(import.meta.url);
const __batonMissing = (id) => Object.assign(new Error("Cannot find module '" + id + "'"), { code: 'MODULE_NOT_FOUND' });
const require = Object.assign((id) => { if (__batonIsBuiltin(id)) return __batonRequire(id); throw __batonMissing(id); },
  { resolve: (id) => { if (__batonIsBuiltin(id)) return id; throw __batonMissing(id); } });
import {
  conversationChoice
} from "./chunk-ECOVEXRL.js";
import {
  usageError
} from "./chunk-VA2UHLEW.js";

// src/cli/conversation-choice.ts
async function openChosenConversation(ctx) {
  const conversation = await ctx.store.open(await chosenConversationId(ctx));
  for (const w of conversation.warnings) ctx.io.stderr(`warning: ${w}
`);
  return conversation;
}
async function chosenConversationId(ctx, { positional = false } = {}) {
  const choice = conversationChoice(ctx.args);
  if (!choice) throw usageError(`name a conversation with ${positional ? "ID, " : ""}-c ID or --follow`);
  return "id" in choice ? choice.id : await ctx.store.follow();
}

export {
  openChosenConversation,
  chosenConversationId
};
