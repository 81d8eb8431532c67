import { usageError } from "../../core/errors.ts";
import type { Conversation } from "../../core/log/conversation.ts";
import { newLocalConversationId } from "../../core/store/local-store.ts";
import { allowOnly, conversationChoice, keyValues } from "../args.ts";
import type { CliContext } from "../context.ts";
import { cliRuntime } from "../runtime.ts";

/** `baton run`: runs a recipe, printing the answer on stdout (SPEC §1). */
export async function runCommand(ctx: CliContext): Promise<number> {
  allowOnly(ctx.args, "run", ["recipe", "follow", "conversation", "arg"]);
  const { io, store } = ctx;
  const choice = conversationChoice(ctx.args);
  const message = ctx.args.positionals.join(" ");
  const args = keyValues(ctx.args.options.arg);
  const recipe = ctx.args.options.recipe ?? "answer";
  if (!message && recipe === "answer")
    throw usageError("baton run: give a MESSAGE, or a recipe with -r NAME");

  const runtime = await cliRuntime(ctx);
  let conversation: Conversation;
  if (!choice) {
    const id = newLocalConversationId();
    conversation = await store.create(id);
    io.stderr(`conversation ${id}\n`);
  } else if ("follow" in choice) conversation = await store.open(await store.follow());
  else conversation = await store.openOrCreate(choice.id);
  for (const w of conversation.warnings) io.stderr(`warning: ${w}\n`);

  let streamed = false;
  const agent = runtime.agent(conversation, {
    openConversation: (id) => store.open(id),
    ...(io.isTTY
      ? {
          onText: (delta: string) => {
            streamed = true;
            io.stdout(delta);
          },
          onProgress: (m: string) => io.stderr(`\x1b[2m… ${m}\x1b[0m\n`),
        }
      : {}),
  });
  const outcome = await agent.run({
    recipe,
    args,
    ...(message ? { message } : {}),
    trigger: "cli",
    runId: `cli-${Date.now()}`,
  });
  if (!streamed) io.stdout(outcome.response ? `${outcome.response}\n` : "");
  else io.stdout("\n");
  if (outcome.status === "done") return 0;
  io.stderr(`baton: ${outcome.reason}\n`);
  return 1;
}
