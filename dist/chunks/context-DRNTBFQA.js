#!/usr/bin/env node
import { createRequire as __batonCreateRequire, isBuiltin as __batonIsBuiltin } from 'node:module';
const __batonRequire = __batonCreateRequire(import.meta.url);
const __batonMissing = (id) => Object.assign(new Error("Cannot find module '" + id + "'"), { code: 'MODULE_NOT_FOUND' });
const require = Object.assign((id) => { if (__batonIsBuiltin(id)) return __batonRequire(id); throw __batonMissing(id); },
  { resolve: (id) => { if (__batonIsBuiltin(id)) return id; throw __batonMissing(id); } });
import {
  chosenConversationId
} from "./chunk-NVLI45BD.js";
import "./chunk-U5FEW2VU.js";
import {
  readLogContext
} from "./chunk-5P4OJ3LG.js";
import {
  cachedMessageTokens
} from "./chunk-YYYAN3OD.js";
import "./chunk-YSR4MOWX.js";
import "./chunk-B2O7GIG6.js";
import "./chunk-W3B4ZOUW.js";
import "./chunk-LDHN6ANZ.js";
import "./chunk-VA2UHLEW.js";
import "./chunk-I5QNXST4.js";

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
