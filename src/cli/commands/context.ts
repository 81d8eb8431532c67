import { readLogContext } from "../../engine/log/context-snapshot.ts";
import { cachedMessageTokens } from "../../engine/log/tokens.ts";
import { plural } from "../../engine/util/text.ts";
import type { CliContext } from "../context.ts";
import { cliContextWindow } from "../context-window.ts";
import { chosenConversationId } from "../conversation-choice.ts";

/**
 * What the model would see now, with token counts. Read through the
 * context snapshot: a long conversation costs what was appended since its
 * last compaction.
 */
export async function contextCommand(ctx: CliContext): Promise<number> {
  const id = await chosenConversationId(ctx);
  const file = await ctx.store.existingSessionFile(id);
  const { header, messages, tokens, warnings } = await readLogContext(file);
  for (const w of warnings) ctx.io.stderr(`warning: ${w}\n`);
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
        ...(m.summary ? { summary: true } : {}),
      })),
    };
    ctx.io.stdout(`${JSON.stringify(out, null, 2)}\n`);
    return 0;
  }
  const pct = ((100 * tokens) / contextWindow).toFixed(1);
  let text = `conversation ${header.id}: ${plural(messages.length, "message")}, ${tokens} tokens of ${contextWindow} (${pct}%)\n`;
  messages.forEach((m, i) => {
    const label = [
      m.message.role,
      m.summary ? "summary" : undefined,
      m.message.tool_call_id && `result of ${m.message.tool_call_id}`,
    ]
      .filter(Boolean)
      .join(", ");
    text += `\n── ${i + 1}. ${label} · ${cachedMessageTokens(m.message)} tokens\n`;
    if (m.message.content) text += `${m.message.content}\n`;
    for (const call of m.message.tool_calls ?? [])
      text += `→ ${call.function.name}(${call.function.arguments}) [${call.id}]\n`;
  });
  ctx.io.stdout(text);
  return 0;
}
