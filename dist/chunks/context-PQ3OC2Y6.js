#!/usr/bin/env node
import { createRequire as __batonCreateRequire, isBuiltin as __batonIsBuiltin } from 'node:module';
const __batonRequire = __batonCreateRequire(import.meta.url);
const __batonMissing = (id) => Object.assign(new Error("Cannot find module '" + id + "'"), { code: 'MODULE_NOT_FOUND' });
const require = Object.assign((id) => { if (__batonIsBuiltin(id)) return __batonRequire(id); throw __batonMissing(id); },
  { resolve: (id) => { if (__batonIsBuiltin(id)) return id; throw __batonMissing(id); } });
import {
  knownContextWindow,
  resolveContextWindow
} from "./chunk-7XJGNHOA.js";
import {
  chosenConversationId
} from "./chunk-5VUBPHRB.js";
import "./chunk-ECOVEXRL.js";
import {
  readLogContext
} from "./chunk-P476LJMF.js";
import "./chunk-T2KRTBNV.js";
import {
  cachedMessageTokens
} from "./chunk-PH4XEHJT.js";
import "./chunk-B4WSINGS.js";
import "./chunk-EBJBY5JQ.js";
import "./chunk-HRV54FJ4.js";
import "./chunk-3CFVIEAH.js";
import "./chunk-YU4EEEZD.js";
import "./chunk-GGSRGHFL.js";
import "./chunk-FLXSCLV4.js";
import {
  plural
} from "./chunk-HBY6AOVX.js";
import "./chunk-VA2UHLEW.js";
import "./chunk-I5QNXST4.js";

// src/cli/context-window.ts
async function cliContextWindow(ctx) {
  const { settings, repoConfig } = ctx;
  const known = knownContextWindow(settings.model, settings.contextWindow, repoConfig.models);
  if (known) return known.tokens;
  const { openAIModel } = await import("./openai-client-NEGFBPAF.js");
  const model = openAIModel({
    apiKey: ctx.io.env.OPENAI_API_KEY ?? "",
    baseUrl: ctx.settings.baseUrl,
    timeoutSeconds: ctx.settings.modelTimeout,
    policy: ctx.policy,
    progress: void 0
  });
  const warn = { warn: (m) => ctx.io.stderr(`warning: ${m}
`) };
  return (await resolveContextWindow(settings.model, void 0, model, warn, repoConfig.models)).tokens;
}

// src/cli/commands/context.ts
async function contextCommand(ctx) {
  const id = await chosenConversationId(ctx);
  const file = await ctx.store.existingSessionFile(id);
  const { header, messages, tokens, warnings } = await readLogContext(file);
  for (const w of warnings) ctx.io.stderr(`warning: ${w}
`);
  const contextWindow = await cliContextWindow(ctx);
  if (ctx.args.options.json) {
    const out = {
      id: header.id,
      tokens,
      context_window: contextWindow,
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
  const pct = (100 * tokens / contextWindow).toFixed(1);
  let text = `conversation ${header.id}: ${plural(messages.length, "message")}, ${tokens} tokens of ${contextWindow} (${pct}%)
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
