// A conversation for the page tests, written with the real Conversation code: turns with tool
// calls and results, runs with and without a known cost, a compaction, a pop, an unreadable line,
// and hostile Markdown/HTML in a message.
import { appendFile } from "node:fs/promises";
import { join } from "node:path";
import { Conversation } from "../../src/engine/log/conversation.ts";

/** Markup that would run or break the page if it were not shown as text. */
export const HOSTILE =
  '<script>window.__pwned = 1</script><img src=x onerror="window.__pwned = 2"></details></article><b>**bold**</b> & <!-- [x](javascript:alert(1))';

export interface ViewConversation {
  file: string;
  turns: number;
  /** The cost the page must show: the sum of the runs' cost_usd. */
  knownCost: number;
}

/** Writes conversation `id` (`turns` user turns) to `<dir>/<id>/session.jsonl`. */
export async function writeViewConversation(
  dir: string,
  id: string,
  turns: number,
): Promise<ViewConversation> {
  const file = join(dir, id, "session.jsonl");
  const c = await Conversation.create(file, id, "octo/repo", new Date("2026-01-01T00:00:00Z"));
  let knownCost = 0;
  const compactAt = Math.min(turns, 8);
  const popAt = Math.min(turns, 12);
  let keptUser = "";
  let popBack = "";
  for (let t = 1; t <= turns; t++) {
    const user = await c.append({
      type: "message",
      message: { role: "user", content: t === 2 ? HOSTILE : `Question ${t}: why does step ${t} fail?` },
    });
    if (t === compactAt - 2) keptUser = user.id;
    if (t === popAt - 1) popBack = user.id;
    await c.append({
      type: "message",
      message: {
        role: "assistant",
        content: null,
        tool_calls: [
          {
            id: `call_${t}`,
            type: "function",
            function: { name: "read_file", arguments: `{"path":"src/step${t}.ts"}` },
          },
        ],
      },
    });
    await c.append({
      type: "message",
      message: {
        role: "tool",
        tool_call_id: `call_${t}`,
        content: t === 2 ? HOSTILE : `export const step${t} = ${"x".repeat(t % 50)};`,
      },
    });
    await c.append({
      type: "message",
      message: {
        role: "assistant",
        content: `Step ${t} fails because ${"the input is empty ".repeat((t % 7) + 1)}.`,
      },
    });
    const cost = t === 3 ? undefined : 0.0125;
    if (cost !== undefined) knownCost += cost;
    await c.append({
      type: "run",
      run_id: String(1000 + t),
      trigger: "issue_comment",
      recipe: "answer",
      status: "done",
      usage: { input_tokens: 100 * t, output_tokens: 20 },
      ...(cost !== undefined ? { cost_usd: cost } : {}),
    });
    if (t === 4) await appendFile(file, '{"type":"message", this line is torn and unreadable\n');
    if (t === compactAt && keptUser)
      await c.append({
        type: "compaction",
        summary: "The user asked about failing steps; <b>all</b> were empty inputs.",
        first_kept_entry_id: keptUser,
        tokens_before: 5_000,
        tokens_after: 1_200,
        strategy: "summarize",
      });
    if (t === popAt && popBack)
      await c.append({
        type: "stack_pop",
        back_to_entry_id: popBack,
        summary: "Explored step 11 and 12: a dead end.",
      });
  }
  return { file, turns, knownCost };
}
