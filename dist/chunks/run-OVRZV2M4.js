#!/usr/bin/env node
import { createRequire as __batonCreateRequire } from 'node:module';
const require = __batonCreateRequire(import.meta.url);
import {
  conversationChoice,
  keyValues
} from "./chunk-5RNGYSVZ.js";
import {
  newLocalConversationId,
  requireApiKey
} from "./chunk-UHJUGYKI.js";
import "./chunk-D3MABEWQ.js";
import "./chunk-IPNSF2OX.js";
import "./chunk-5BHJWORW.js";
import {
  cliRuntime
} from "./chunk-4Z3DAERO.js";
import "./chunk-V4S7RFCT.js";
import "./chunk-O3CGUWEC.js";
import "./chunk-7UB2XQP5.js";
import "./chunk-KDDRPNG4.js";
import {
  known
} from "./chunk-G2RDCUNZ.js";
import "./chunk-UXMBEOXC.js";
import "./chunk-WVJJPJTY.js";
import "./chunk-RLLND5LE.js";
import {
  usageError
} from "./chunk-BOT7PMLY.js";
import "./chunk-HWW5D4EF.js";

// src/cli/commands/run.ts
var isAnswer = (entry) => {
  const e = known(entry);
  return e?.type === "message" && e.message.role === "assistant";
};
async function runCommand(ctx) {
  const { io, store } = ctx;
  const choice = conversationChoice(ctx.args);
  const message = ctx.args.positionals.join(" ");
  const args = keyValues(ctx.args.options.arg);
  const recipe = ctx.args.options.recipe ?? "answer";
  if (!message && recipe === "answer") throw usageError("give a MESSAGE, or a recipe with -r NAME");
  requireApiKey(ctx);
  const runtime = await cliRuntime(ctx);
  let conversation;
  const fresh = !choice;
  if (!choice) {
    const id = newLocalConversationId();
    conversation = await store.create(id);
    io.stderr(`conversation ${id}
`);
  } else if ("follow" in choice) conversation = await store.open(await store.follow());
  else conversation = await store.openOrCreate(choice.id);
  for (const w of conversation.warnings) io.stderr(`warning: ${w}
`);
  let streamed = false;
  const progress = io.isTTY && !ctx.args.options.quiet;
  const agent = runtime.agent(conversation, {
    openConversation: (id) => store.open(id),
    ...progress ? {
      onText: (delta) => {
        streamed = true;
        io.stdout(delta);
      },
      onProgress: (m) => io.stderr(`\x1B[2m\u2026 ${m}\x1B[0m
`)
    } : {}
  });
  const discardUnanswered = async () => {
    if (!fresh || conversation.entries.some(isAnswer)) return;
    await store.discard(conversation.id);
    io.stderr(`conversation ${conversation.id} discarded: the run failed before any answer
`);
  };
  let outcome;
  try {
    outcome = await agent.run({
      recipe,
      args,
      ...message ? { message } : {},
      trigger: "cli",
      runId: `cli-${Date.now()}`
    });
  } catch (error) {
    await discardUnanswered();
    throw error;
  }
  if (outcome.status === "failed") await discardUnanswered();
  if (!streamed) io.stdout(outcome.response ? `${outcome.response}
` : "");
  else io.stdout("\n");
  if (outcome.status === "done") return 0;
  io.stderr(`baton run: ${outcome.reason}
`);
  return 1;
}
export {
  runCommand
};
