#!/usr/bin/env node
import { createRequire as __batonCreateRequire, isBuiltin as __batonIsBuiltin } from 'node:module';
const __batonRequire = __batonCreateRequire(import.meta.url);
const __batonMissing = (id) => Object.assign(new Error("Cannot find module '" + id + "'"), { code: 'MODULE_NOT_FOUND' });
const require = Object.assign((id) => { if (__batonIsBuiltin(id)) return __batonRequire(id); throw __batonMissing(id); },
  { resolve: (id) => { if (__batonIsBuiltin(id)) return id; throw __batonMissing(id); } });
import {
  newLocalConversationId,
  requireApiKey
} from "./chunk-VFRPORQK.js";
import {
  cliRuntime
} from "./chunk-EWUXW26C.js";
import "./chunk-VYPJ2AJ6.js";
import "./chunk-AAROPNIR.js";
import {
  formatUsd
} from "./chunk-6EIEV4HT.js";
import "./chunk-GARVHT64.js";
import "./chunk-GPITAY5V.js";
import "./chunk-EQYJFWQF.js";
import "./chunk-Z7IASYN5.js";
import "./chunk-F5EH4HAA.js";
import "./chunk-VIFU5ZZR.js";
import "./chunk-X243W2YV.js";
import "./chunk-I6TZUTRY.js";
import "./chunk-XSCISWIE.js";
import {
  known
} from "./chunk-ONA5HPEZ.js";
import {
  conversationChoice,
  keyValues
} from "./chunk-VH2TA4UM.js";
import "./chunk-HKLXVU43.js";
import "./chunk-LVUASWAO.js";
import "./chunk-WAULHVPN.js";
import "./chunk-AZD3QKQ7.js";
import {
  usageError
} from "./chunk-VA2UHLEW.js";
import "./chunk-I5QNXST4.js";

// src/cli/commands/run.ts
function spentLine(outcome) {
  const { input_tokens, output_tokens } = outcome.usage;
  const cost = outcome.costUsd === void 0 ? "cost unknown (no price for the model)" : formatUsd(outcome.costUsd);
  return `${outcome.turns} model ${outcome.turns === 1 ? "call" : "calls"}, ${input_tokens} tokens in, ${output_tokens} out, ${cost}`;
}
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
  if (!ctx.args.options.quiet) io.stderr(`${spentLine(outcome)}
`);
  if (outcome.status === "done") return 0;
  io.stderr(`baton run: ${outcome.reason}
`);
  return 1;
}
export {
  runCommand
};
