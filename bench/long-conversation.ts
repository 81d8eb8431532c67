import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { LEDGER_HEADING } from "../src/engine/compaction/instructions.ts";
import type { ContextMessage } from "../src/engine/log/context-builder.ts";
import { Conversation } from "../src/engine/log/conversation.ts";
import { messageTokens } from "../src/engine/log/tokens.ts";
import type { ModelClient, ModelRequest, ModelResponse } from "../src/engine/model/client.ts";
import { createRuntime } from "../src/engine/runtime.ts";
import { parseSettings } from "../src/engine/settings.ts";
import type { Logger } from "../src/engine/util/logger.ts";
import { printTable } from "./stats.ts";

/**
 * A long scripted conversation (docs/design.md#compaction, issue 4): TURNS user turns, each
 * reading a large file through a tool, against a fake model. Every strategy
 * replays the same script; what differs is what compaction leaves.
 *
 * Planted facts, per turn: the file path (in the tool call's arguments), an
 * error message (only in the tool output), and every tenth turn a user
 * instruction. After each compaction we check which facts planted so far are
 * still in the deterministic part of the context: everything but the text a
 * model wrote (the fake summarizer's text carries no facts; Baton's verbatim
 * ledger of the user's words does count).
 */
const TURNS = 220;
const WINDOW = 32_000;
const FILE_LINES = 160;

type Strategy = "none" | "mask" | "summarize" | "hybrid";

interface Fact {
  kind: "path" | "error" | "instruction";
  text: string;
}

class ScriptModel implements ModelClient {
  promptTokens = 0;
  summarizerCalls = 0;
  private turn = 0;

  async complete(request: ModelRequest): Promise<ModelResponse> {
    for (const m of request.messages) this.promptTokens += messageTokens(m);
    const usage = { input_tokens: 0, output_tokens: 0 };
    const system = String(request.messages[0]?.content ?? "");
    if (system.includes("write a summary of the conversation")) {
      this.summarizerCalls++;
      const content = "# Conversation summary\n## 1. Objective and instructions\nWork through the modules.";
      return { message: { role: "assistant", content }, usage, finishReason: "stop" };
    }
    const last = request.messages.at(-1);
    if (last?.role === "tool")
      return {
        message: { role: "assistant", content: `Done with module ${this.turn}.` },
        usage,
        finishReason: "stop",
      };
    this.turn++;
    return {
      message: {
        role: "assistant",
        content: null,
        tool_calls: [
          {
            id: `call_${this.turn}`,
            type: "function",
            function: { name: "read_file", arguments: JSON.stringify({ path: pathOf(this.turn) }) },
          },
        ],
      },
      usage,
      finishReason: "tool_calls",
    };
  }
}

const pathOf = (k: number) => `src/module_${k}/handler.ts`;
const errorOf = (k: number) => `TypeError: cannot read property 'id${k}' of undefined`;
const instructionOf = (k: number) => `Rule ${k}: never touch generated code under gen/${k}/`;

function fileText(k: number): string {
  const lines = Array.from(
    { length: FILE_LINES },
    (_, i) => `export const value${i} = compute(${k}, ${i}); // filler`,
  );
  lines.splice(FILE_LINES / 2, 0, `// last CI failure: ${errorOf(k)}`);
  return lines.join("\n");
}

const quiet: Logger = { debug() {}, info() {}, warn() {}, error() {} };

/** The context's text, leaving out what a model wrote into summaries. */
function deterministicText(context: readonly ContextMessage[]): string {
  return context
    .map((m) => {
      const text = m.message.content ?? "";
      const args = (m.message.tool_calls ?? []).map((c) => c.function.arguments).join(" ");
      if (!m.summary) return `${text} ${args}`;
      const at = text.indexOf(LEDGER_HEADING);
      return at < 0 ? "" : text.slice(at);
    })
    .join("\n");
}

async function replay(strategy: Strategy, workspace: string) {
  const model = new ScriptModel();
  const runtime = await createRuntime(
    {
      settings: parseSettings({
        model: "bench-model",
        compactStrategy: strategy === "none" ? "hybrid" : strategy,
        // "none" gets a window it never fills: the same script, with no compaction.
        contextWindow: String(strategy === "none" ? 100_000_000 : WINDOW),
      }),
      recipesDir: join(workspace, ".github/baton/recipes"),
      hookDirs: [],
      workspace,
    },
    { model, logger: quiet },
  );
  const dir = await mkdtemp(join(tmpdir(), "baton-bench-conv-"));
  const conversation = await Conversation.create(join(dir, "session.jsonl"), `bench-${strategy}`);
  const planted: Fact[] = [];
  const shares: Record<Fact["kind"], number[]> = { path: [], error: [], instruction: [] };
  let peak = 0;
  let compactions = 0;
  for (let k = 1; k <= TURNS; k++) {
    const instruction = k % 10 === 1 ? instructionOf(k) : undefined;
    if (instruction) planted.push({ kind: "instruction", text: instruction });
    planted.push({ kind: "path", text: pathOf(k) }, { kind: "error", text: errorOf(k) });
    const message = `${instruction ? `${instruction}\n` : ""}Please look at module ${k}.`;
    await runtime.agent(conversation).run({ recipe: "bench", message, trigger: "bench" });
    peak = Math.max(peak, conversation.contextTokens());
    const made = conversation.entries.filter((e) => e.type === "compaction").length;
    if (made > compactions) {
      compactions = made;
      const text = deterministicText(conversation.context());
      for (const kind of ["path", "error", "instruction"] as const) {
        const facts = planted.filter((f) => f.kind === kind);
        if (facts.length) shares[kind].push(facts.filter((f) => text.includes(f.text)).length / facts.length);
      }
    }
  }
  await rm(dir, { recursive: true, force: true });
  const mean = (xs: number[]) => (xs.length ? xs.reduce((a, b) => a + b, 0) / xs.length : 1);
  return {
    strategy,
    promptTokens: model.promptTokens,
    summarizerCalls: model.summarizerCalls,
    compactions,
    peak,
    path: mean(shares.path),
    error: mean(shares.error),
    instruction: mean(shares.instruction),
  };
}

export async function longConversationBench(): Promise<void> {
  const workspace = await mkdtemp(join(tmpdir(), "baton-bench-ws-"));
  await mkdir(join(workspace, ".github/baton/recipes"), { recursive: true });
  await writeFile(
    join(workspace, ".github/baton/recipes/bench.md"),
    "---\ndescription: bench\nallowed_tools: [read_file]\n---\nWork through the modules one by one.\n",
  );
  for (let k = 1; k <= TURNS; k++) {
    await mkdir(join(workspace, `src/module_${k}`), { recursive: true });
    await writeFile(join(workspace, pathOf(k)), fileText(k));
  }
  const rows: (string | number)[][] = [
    [
      "strategy",
      "prompt tokens",
      "vs none",
      "peak context",
      "compactions",
      "summarizer calls",
      "paths",
      "errors",
      "instructions",
    ],
  ];
  const pct = (x: number) => `${(100 * x).toFixed(0)}%`;
  let none = 0;
  for (const strategy of ["none", "mask", "summarize", "hybrid"] as const) {
    const r = await replay(strategy, workspace);
    if (strategy === "none") none = r.promptTokens;
    rows.push([
      r.strategy,
      r.promptTokens,
      `${(r.promptTokens / none).toFixed(3)}×`,
      `${r.peak}${r.peak > WINDOW ? " (overflows)" : ""}`,
      r.compactions,
      r.summarizerCalls,
      strategy === "none" ? "-" : pct(r.path),
      strategy === "none" ? "-" : pct(r.error),
      strategy === "none" ? "-" : pct(r.instruction),
    ]);
  }
  await rm(workspace, { recursive: true, force: true });
  printTable(
    `long conversation: ${TURNS} user turns, a ${FILE_LINES}-line file read per turn, window ${WINDOW} tokens; facts = share of planted facts still in the deterministic context, mean over compactions`,
    rows,
  );
}
