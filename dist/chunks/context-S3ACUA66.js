#!/usr/bin/env node
import { createRequire as __batonCreateRequire } from 'node:module';
const require = __batonCreateRequire(import.meta.url);
import {
  chosenConversationId
} from "./chunk-5FV4DCDB.js";
import "./chunk-BB6G55G6.js";
import {
  readLogContext
} from "./chunk-UD4C5QYV.js";
import {
  cachedMessageTokens
} from "./chunk-SATDMX4Y.js";
import "./chunk-EQFLHE5Q.js";
import "./chunk-Y2HXLXGF.js";
import "./chunk-AP323QN3.js";
import "./chunk-KFU373OM.js";
import "./chunk-W6LTGYO2.js";
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
