#!/usr/bin/env node
import { createRequire as __batonCreateRequire, isBuiltin as __batonIsBuiltin } from 'node:module';
const __batonRequire = __batonCreateRequire(import.meta.url);
const __batonMissing = (id) => Object.assign(new Error("Cannot find module '" + id + "'"), { code: 'MODULE_NOT_FOUND' });
const require = Object.assign((id) => { if (__batonIsBuiltin(id)) return __batonRequire(id); throw __batonMissing(id); },
  { resolve: (id) => { if (__batonIsBuiltin(id)) return id; throw __batonMissing(id); } });
import {
  cliRuntime
} from "./chunk-5O64QMJP.js";
import "./chunk-4D6GGTVC.js";
import "./chunk-JQENVEKM.js";
import "./chunk-BIMKFOB7.js";
import "./chunk-E7QBMWMP.js";
import "./chunk-Z7IASYN5.js";
import {
  conversationChoice,
  keyValues
} from "./chunk-U5FEW2VU.js";
import {
  newLocalConversationId,
  requireApiKey
} from "./chunk-RITX5NB2.js";
import "./chunk-QGBE6AZ4.js";
import "./chunk-F5WDI3ML.js";
import "./chunk-2AELC3E7.js";
import "./chunk-5P4OJ3LG.js";
import "./chunk-YYYAN3OD.js";
import "./chunk-YSR4MOWX.js";
import {
  known
} from "./chunk-B2O7GIG6.js";
import "./chunk-W3B4ZOUW.js";
import "./chunk-LDHN6ANZ.js";
import {
  usageError
} from "./chunk-VA2UHLEW.js";
import "./chunk-I5QNXST4.js";

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
