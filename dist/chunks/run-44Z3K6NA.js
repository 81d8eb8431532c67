#!/usr/bin/env node
import { createRequire as __batonCreateRequire } from 'node:module';
const require = __batonCreateRequire(import.meta.url);
import {
  cliRuntime
} from "./chunk-DOUAWYZL.js";
import "./chunk-66TB3FN2.js";
import "./chunk-L7FIQQFX.js";
import "./chunk-RSJHYOEZ.js";
import "./chunk-QZUIIXPY.js";
import "./chunk-6OWH2MY4.js";
import {
  conversationChoice,
  keyValues
} from "./chunk-BB6G55G6.js";
import {
  newLocalConversationId,
  requireApiKey
} from "./chunk-EJB6HJ5U.js";
import "./chunk-PEPEK22U.js";
import "./chunk-QWLGSNGR.js";
import "./chunk-ILVDWHAJ.js";
import "./chunk-UD4C5QYV.js";
import "./chunk-SATDMX4Y.js";
import "./chunk-EQFLHE5Q.js";
import {
  known
} from "./chunk-Y2HXLXGF.js";
import "./chunk-AP323QN3.js";
import "./chunk-KFU373OM.js";
import {
  usageError
} from "./chunk-W6LTGYO2.js";
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
  const agent = runtime.agent(conversation, {
    openConversation: (id) => store.open(id),
    // The answer streams to a terminal as it is written; piped, it comes whole.
    ...io.isTTY && !ctx.args.options.quiet ? {
      onText: (delta) => {
        streamed = true;
        io.stdout(delta);
      }
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
