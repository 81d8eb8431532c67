#!/usr/bin/env node
import { createRequire as __batonCreateRequire } from 'node:module';
const require = __batonCreateRequire(import.meta.url);
import {
  openChosenConversation
} from "./chunk-4DU3OYYQ.js";
import "./chunk-5RNGYSVZ.js";
import {
  cachedMessageTokens
} from "./chunk-XBXOSNZ6.js";
import "./chunk-BOT7PMLY.js";
import "./chunk-HWW5D4EF.js";

// src/cli/commands/context.ts
async function contextCommand(ctx) {
  const conversation = await openChosenConversation(ctx);
  const messages = conversation.context();
  const tokens = conversation.contextTokens();
  if (ctx.args.options.json) {
    const out = {
      id: conversation.id,
      tokens,
      context_window: ctx.contextWindow,
      messages: messages.map((m) => ({
        ...m.message,
        tokens: cachedMessageTokens(m.message),
        entry_id: m.entryId,
        ...m.summary ? { summary: true } : {}
      }))
    };
    ctx.io.stdout(`${JSON.stringify(out, null, 2)}
`);
    return 0;
  }
  const pct = (100 * tokens / ctx.contextWindow).toFixed(1);
  let text = `conversation ${conversation.id}: ${messages.length} messages, ${tokens} tokens of ${ctx.contextWindow} (${pct}%)
`;
  messages.forEach((m, i) => {
    const label = [
      m.message.role,
      m.summary ? "summary" : void 0,
      m.message.tool_call_id && `result of ${m.message.tool_call_id}`
    ].filter(Boolean).join(", ");
    text += `
\u2500\u2500 ${i + 1}. ${label} \xB7 ${cachedMessageTokens(m.message)} tokens
`;
    if (m.message.content) text += `${m.message.content}
`;
    for (const call of m.message.tool_calls ?? [])
      text += `\u2192 ${call.function.name}(${call.function.arguments}) [${call.id}]
`;
  });
  ctx.io.stdout(text);
  return 0;
}
export {
  contextCommand
};
