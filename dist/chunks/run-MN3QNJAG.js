#!/usr/bin/env node
import { createRequire as __batonCreateRequire, isBuiltin as __batonIsBuiltin } from 'node:module';
const __batonRequire = __batonCreateRequire(import.meta.url);
const __batonMissing = (id) => Object.assign(new Error("Cannot find module '" + id + "'"), { code: 'MODULE_NOT_FOUND' });
const require = Object.assign((id) => { if (__batonIsBuiltin(id)) return __batonRequire(id); throw __batonMissing(id); },
  { resolve: (id) => { if (__batonIsBuiltin(id)) return id; throw __batonMissing(id); } });
import {
  requireApiKey
} from "./chunk-RCGWKNIC.js";
import "./chunk-FZ6RKCAM.js";
import "./chunk-5JTUDCEE.js";
import {
  cliRuntime
} from "./chunk-LGARFRHT.js";
import "./chunk-KVKLFXDH.js";
import "./chunk-KQJ4MTST.js";
import "./chunk-NQQMRVWN.js";
import "./chunk-ZUHB56BM.js";
import "./chunk-EXTAXSNO.js";
import "./chunk-NI3RQZ3K.js";
import "./chunk-I6JMSEZS.js";
import "./chunk-REOFCVJR.js";
import "./chunk-TZRONJDL.js";
import "./chunk-X35GRJNR.js";
import "./chunk-PDDMIJGC.js";
import "./chunk-HI5HLHRQ.js";
import "./chunk-CPJE2D24.js";
import "./chunk-7D2FJ2BN.js";
import "./chunk-7CD5MGGR.js";
import "./chunk-FAT4S3CS.js";
import "./chunk-WTIVXCE6.js";
import "./chunk-PC3KEMW5.js";
import "./chunk-Z7IASYN5.js";
import "./chunk-3J27SQNP.js";
import "./chunk-7YP47LAM.js";
import {
  beginsPrivateKey
} from "./chunk-T5JTI4CK.js";
import "./chunk-YWNUEVRD.js";
import {
  conversationChoice,
  keyValues
} from "./chunk-T2P5UK5X.js";
import {
  newLocalConversationId
} from "./chunk-MNDXF6KG.js";
import "./chunk-ITRSCHHM.js";
import "./chunk-FC2K6HHU.js";
import "./chunk-6QESX77D.js";
import "./chunk-4UVT5FBP.js";
import {
  known
} from "./chunk-VGKOXICK.js";
import "./chunk-HOYQ2FAN.js";
import "./chunk-3ZNXFRB6.js";
import {
  usageError
} from "./chunk-VA2UHLEW.js";
import "./chunk-FCPHMGZY.js";
import {
  formatUsd
} from "./chunk-5NRPVDG4.js";
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
  const name = ctx.args.options.name;
  if (name && choice)
    throw usageError("--name starts a new conversation; it does not go with --follow or -c");
  requireApiKey(ctx);
  const runtime = await cliRuntime(ctx);
  runtime.recipes.get(recipe);
  let conversation;
  const fresh = !choice;
  if (!choice) {
    const id = name ?? newLocalConversationId();
    conversation = await store.create(id);
    io.stderr(`conversation ${id}
`);
  } else conversation = await store.open("follow" in choice ? await store.follow() : choice.id);
  for (const w of conversation.warnings) io.stderr(`warning: ${w}
`);
  await store.assertWritable(conversation.id);
  const redact = (text) => runtime.redactor.redact(text);
  let streamed = false;
  const interrupt = new AbortController();
  const stopListening = io.onInterrupt?.(() => interrupt.abort());
  let pending = "";
  let holding = false;
  const agent = runtime.agent(conversation, {
    cancel: interrupt.signal,
    openConversation: (id) => store.open(id),
    // The answer streams to a terminal as it is written; piped, it comes whole.
    ...io.isTTY && !ctx.args.options.quiet ? {
      onText: (delta) => {
        streamed = true;
        pending += delta;
        holding ||= beginsPrivateKey(pending.slice(-(delta.length + 80)));
        if (holding) return;
        const end = pending.lastIndexOf("\n") + 1;
        if (end === 0) return;
        io.stdout(redact(pending.slice(0, end)));
        pending = pending.slice(end);
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
  } finally {
    stopListening?.();
  }
  if (outcome.status === "failed") await discardUnanswered();
  if (outcome.status === "cancelled") {
    if (streamed) io.stdout(`${redact(pending)}
`);
    io.stderr(
      `baton run: cancelled; what was said is saved in conversation ${conversation.id} (resume with -c ${conversation.id})
`
    );
    return 130;
  }
  if (!streamed) io.stdout(outcome.response ? `${redact(outcome.response)}
` : "");
  else io.stdout(`${redact(pending)}
`);
  if (!ctx.args.options.quiet) io.stderr(`${spentLine(outcome)}
`);
  if (outcome.reason) io.stderr(`baton run: ${redact(outcome.reason)}
`);
  return outcome.status === "done" ? 0 : 1;
}
export {
  runCommand
};
