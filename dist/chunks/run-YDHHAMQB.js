#!/usr/bin/env node
import { createRequire as __batonCreateRequire } from 'node:module';
const require = __batonCreateRequire(import.meta.url);
import {
  cliRuntime
} from "./chunk-IYXXVRJR.js";
import "./chunk-CIDUI4FN.js";
import "./chunk-DJY4CK6H.js";
import "./chunk-OT75SF3G.js";
import "./chunk-OPHJI75E.js";
import "./chunk-2RP2ELUF.js";
import "./chunk-BSS2VCLP.js";
import "./chunk-K5BPGYMC.js";
import {
  conversationChoice,
  keyValues
} from "./chunk-5RNGYSVZ.js";
import {
  newLocalConversationId,
  requireApiKey
} from "./chunk-X3TLAJZV.js";
import "./chunk-WRTQV2UQ.js";
import "./chunk-XQWUULVA.js";
import "./chunk-QHOHKC7W.js";
import "./chunk-YBX6ZD4Z.js";
import "./chunk-ZMW2GR3Z.js";
import "./chunk-HN5RFQFZ.js";
import {
  known
} from "./chunk-LGTZB2ZD.js";
import "./chunk-GU2RICBN.js";
import "./chunk-W7NNNXDX.js";
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
