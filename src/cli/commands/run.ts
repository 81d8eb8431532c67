import { newLocalConversationId } from "../../adapters/local-store.ts";
import { usageError } from "../../engine/errors.ts";
import type { Conversation } from "../../engine/log/conversation.ts";
import { type Entry, known } from "../../engine/log/entries.ts";
import { conversationChoice, keyValues } from "../args.ts";
import { type CliContext, requireApiKey } from "../context.ts";
import { cliRuntime } from "../runtime.ts";

const isAnswer = (entry: Entry): boolean => {
  const e = known(entry);
  return e?.type === "message" && e.message.role === "assistant";
};

/** `baton run`: runs a recipe, printing the answer on stdout (SPEC §1). */
export async function runCommand(ctx: CliContext): Promise<number> {
  const { io, store } = ctx;
  const choice = conversationChoice(ctx.args);
  const message = ctx.args.positionals.join(" ");
  const args = keyValues(ctx.args.options.arg);
  const recipe = ctx.args.options.recipe ?? "answer";
  if (!message && recipe === "answer") throw usageError("give a MESSAGE, or a recipe with -r NAME");

  requireApiKey(ctx);
  const runtime = await cliRuntime(ctx);
  let conversation: Conversation;
  const fresh = !choice;
  if (!choice) {
    const id = newLocalConversationId();
    conversation = await store.create(id);
    io.stderr(`conversation ${id}\n`);
  } else if ("follow" in choice) conversation = await store.open(await store.follow());
  else conversation = await store.openOrCreate(choice.id);
  for (const w of conversation.warnings) io.stderr(`warning: ${w}\n`);
  // A full disk or a read-only state dir is found before the model is paid for an answer that could not be saved.
  await store.assertWritable(conversation.id);

  let streamed = false;
  const agent = runtime.agent(conversation, {
    openConversation: (id) => store.open(id),
    // The answer streams to a terminal as it is written; piped, it comes whole.
    ...(io.isTTY && !ctx.args.options.quiet
      ? {
          onText: (delta: string) => {
            streamed = true;
            io.stdout(delta);
          },
        }
      : {}),
  });
  // A new conversation whose run failed before any answer is not kept: it would only be noise in `sessions`.
  const discardUnanswered = async () => {
    if (!fresh || conversation.entries.some(isAnswer)) return;
    await store.discard(conversation.id);
    io.stderr(`conversation ${conversation.id} discarded: the run failed before any answer\n`);
  };
  let outcome: Awaited<ReturnType<typeof agent.run>>;
  try {
    outcome = await agent.run({
      recipe,
      args,
      ...(message ? { message } : {}),
      trigger: "cli",
      runId: `cli-${Date.now()}`,
    });
  } catch (error) {
    await discardUnanswered();
    throw error;
  }
  if (outcome.status === "failed") await discardUnanswered();
  if (!streamed) io.stdout(outcome.response ? `${outcome.response}\n` : "");
  else io.stdout("\n");
  if (outcome.status === "done") return 0;
  io.stderr(`baton run: ${outcome.reason}\n`);
  return 1;
}
