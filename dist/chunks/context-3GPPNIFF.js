#!/usr/bin/env node
import { createRequire as __batonCreateRequire } from 'node:module';
const require = __batonCreateRequire(import.meta.url);
import {
  chosenConversationId
} from "./chunk-OQAH46TX.js";
import "./chunk-5RNGYSVZ.js";
import {
  readLogContext
} from "./chunk-YBX6ZD4Z.js";
import {
  cachedMessageTokens
} from "./chunk-ZMW2GR3Z.js";
import "./chunk-HN5RFQFZ.js";
import "./chunk-LGTZB2ZD.js";
import "./chunk-GU2RICBN.js";
import "./chunk-W7NNNXDX.js";
import "./chunk-BOT7PMLY.js";
import "./chunk-HWW5D4EF.js";

// src/cli/commands/context.ts
async function contextCommand(ctx) {
  const id = await chosenConversationId(ctx);
  const file = await ctx.store.existingSessionFile(id);
  const { header, messages, tokens, warnings } = await readLogContext(file);
  for (const w of warnings) ctx.io.stderr(`warning: ${w}
`);
  if (ctx.args.options.json) {
    const out = {
      id: header.id,
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
  let text = `conversation ${header.id}: ${messages.length} messages, ${tokens} tokens of ${ctx.contextWindow} (${pct}%)
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
