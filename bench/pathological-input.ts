import { countTokens } from "gpt-tokenizer";
import { parseMemory } from "../src/action/base-branch/memory-file.ts";
import { closed } from "../src/action/github/comment-body.ts";
import { buildContext } from "../src/engine/log/context-builder.ts";
import type { Entry } from "../src/engine/log/entries.ts";
import { parseSession } from "../src/engine/log/session-file.ts";
import { textTokens } from "../src/engine/log/tokens.ts";
import type { Message } from "../src/engine/messages.ts";
import { Redactor } from "../src/engine/util/redact.ts";
import { stripUntrusted } from "../src/engine/util/untrusted.ts";
import { ownStretch } from "../src/extensions/pop.ts";
import { medianMs, printTable } from "./stats.ts";

/**
 * Inputs built to be slow: a long run of one character (quadratic for the
 * tokenizer whole), a conversation holding one, a deeply nested line, and
 * sanitizer inputs made against backtracking. Each must stay linear.
 */
export function pathologicalInputBench(): void {
  const kb = (n: number) => "A".repeat(n * 1024);
  // The tokenizer caches what it has counted: every run counts a character not counted before.
  const letters = "BCDEFGHIJKLMNOPQRSTUVWXYZbcdefghijklmnopqrstuvwxyz";
  let next = 0;
  const fresh = (n: number) => letters[next++ % letters.length]!.repeat(n * 1024);
  const rows: (string | number)[][] = [["input", "median ms"]];
  // The tokenizer whole, beside: only 16 KB, as 256 KB takes tens of seconds.
  const whole = medianMs(() => countTokens(fresh(16)), 3, 0);
  const pieces = medianMs(() => textTokens(fresh(16)), 5, 0);
  rows.push(["16 KB of one character, tokenizer whole", whole.toFixed(1)]);
  rows.push([
    "16 KB of one character, counted in pieces",
    `${pieces.toFixed(1)} (${(whole / pieces).toFixed(0)}x faster)`,
  ]);
  rows.push([
    "256 KB of one character, counted in pieces",
    medianMs(() => textTokens(fresh(256)), 5, 0).toFixed(1),
  ]);

  const header = JSON.stringify({
    type: "session",
    version: 1,
    id: "bench",
    created_at: "2026-01-01T00:00:00Z",
  });
  const line = (i: number, content: string) =>
    JSON.stringify({
      id: `e${i}`,
      parent_id: i ? `e${i - 1}` : null,
      timestamp: "2026-01-01T00:00:00Z",
      type: "message",
      message: { role: i % 2 ? "assistant" : "user", content },
    });
  const log = [
    header,
    line(0, kb(200)),
    ...Array.from({ length: 200 }, (_, i) => line(i + 1, `turn ${i}`)),
  ].join("\n");
  rows.push([
    "resume a log holding a 200 KB line: parse, build, count",
    medianMs(
      () => {
        const { entries } = parseSession(`${log}\n`, "bench.jsonl");
        let n = 0;
        for (const m of buildContext(entries as Entry[])) n += textTokens(m.message.content ?? "");
        return n;
      },
      5,
      1,
    ).toFixed(1),
  ]);
  const calls = 50_000;
  const many: Entry[] = [
    { id: "u", parent_id: null, timestamp: "t", type: "message", message: { role: "user", content: "go" } },
    {
      id: "a",
      parent_id: "u",
      timestamp: "t",
      type: "message",
      message: {
        role: "assistant",
        content: null,
        tool_calls: Array.from({ length: calls }, (_, i) => ({
          id: `c${i}`,
          type: "function" as const,
          function: { name: "read_file", arguments: "{}" },
        })),
      },
    },
    ...Array.from({ length: calls }, (_, i) => ({
      id: `t${i}`,
      parent_id: "a",
      timestamp: "t",
      type: "message" as const,
      message: { role: "tool" as const, tool_call_id: `c${calls - 1 - i}`, content: "x" },
    })),
  ];
  rows.push([
    "build a message with 50k tool calls (results reversed)",
    medianMs(() => buildContext(many), 5, 1).toFixed(1),
  ]);
  const deep = `${header}\n{"id":"d","type":"custom","data":${"[".repeat(100_000)}${"]".repeat(100_000)}}\n`;
  rows.push([
    "parse a log with a line nested 100k deep",
    medianMs(() => parseSession(deep, "deep.jsonl"), 5, 1).toFixed(1),
  ]);
  rows.push([
    "sanitize 1 MB: an unterminated <!--",
    medianMs(() => stripUntrusted(`<!--${"x".repeat(1_000_000)}`), 5, 1).toFixed(1),
  ]);
  rows.push([
    'sanitize 1 MB: 150k unclosed <a b="',
    medianMs(() => stripUntrusted('<a b="'.repeat(150_000)), 5, 1).toFixed(1),
  ]);
  rows.push([
    "sanitize 32 KB of setext headings (a, =)",
    medianMs(() => stripUntrusted("a\n=\n".repeat(8_000)), 5, 1).toFixed(1),
  ]);
  rows.push([
    "redact 1 MB: eyJ repeated (a JWT's start, no dots)",
    medianMs(() => new Redactor().redact("eyJ".repeat(333_333)), 5, 1).toFixed(1),
  ]);
  rows.push([
    "memory file: a learning's metadata holding a word of 100k characters",
    medianMs(() => parseMemory(`- x <!-- baton-learning: by=@a ${"A".repeat(100_000)} -->\n`), 5, 1).toFixed(
      1,
    ),
  ]);
  rows.push([
    "memory file: one learning of 12k `<!-- baton-learning -->` lines",
    medianMs(() => parseMemory(`- x${"\n  <!-- baton-learning -->y".repeat(12_000)}\n`), 5, 1).toFixed(1),
  ]);
  rows.push([
    "close what 1 MB of model text leaves open: ` and </b> runs",
    medianMs(() => closed("`</b>".repeat(200_000)), 5, 1).toFixed(1),
  ]);
  rows.push([
    "close what model text leaves open: 32k <b>, then 32k stray </i>",
    medianMs(() => closed(`${"<b>".repeat(32_000)}${"</i>".repeat(32_000)}`), 5, 1).toFixed(1),
  ]);
  // One run of tool results with a compaction keeping from each of them: each run start found once.
  const toolRun: Entry[] = [
    {
      id: "call",
      parent_id: null,
      timestamp: "t",
      type: "message",
      message: {
        role: "assistant",
        content: null,
        tool_calls: [{ id: "c", type: "function", function: { name: "x", arguments: "{}" } }],
      },
    },
  ];
  for (let i = 0; i < 20_000; i++)
    toolRun.push({
      id: `t${i}`,
      parent_id: null,
      timestamp: "t",
      type: "message",
      message: { role: "tool", tool_call_id: "c", content: "" },
    });
  for (let i = 0; i < 20_000; i++)
    toolRun.push({
      id: `k${i}`,
      parent_id: null,
      timestamp: "t",
      type: "compaction",
      summary: "s",
      first_kept_entry_id: `t${i}`,
      tokens_before: 0,
      tokens_after: 0,
      strategy: "summarize",
    });
  rows.push([
    "build a context: 20k tool results, a compaction keeping from each",
    medianMs(() => buildContext(toolRun), 5, 1).toFixed(1),
  ]);
  // /pop over a stretch where a hook appended to the context after every other turn.
  const hooked: Entry[] = [];
  const kept: Message[] = [];
  for (let i = 0; i < 4_000; i++) {
    const message: Message = { role: i % 2 ? "assistant" : "user", content: `m${i}` };
    hooked.push({ id: `h${i}`, parent_id: null, timestamp: "t", type: "message", message });
    kept.push(message);
    if (i % 4 === 3) {
      kept.push({ role: "user", content: `hook note ${i}` });
      hooked.push({ id: `n${i}`, parent_id: null, timestamp: "t", type: "mutation", messages: [...kept] });
    }
  }
  rows.push([
    "/pop's stretch: 5,000 entries, a hook's mutation every 4 messages",
    medianMs(() => ownStretch(hooked, 0), 5, 1).toFixed(1),
  ]);
  printTable("pathological inputs (each linear in its size)", rows);
}
