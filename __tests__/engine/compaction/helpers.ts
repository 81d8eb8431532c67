import { mkdir } from "node:fs/promises";
import path from "node:path";
import { Conversation } from "../../../src/engine/log/conversation.ts";
import type { CompactionEntry } from "../../../src/engine/log/entries.ts";
import type { Message } from "../../../src/engine/messages.ts";
import type { ModelRequest, ModelResponse } from "../../../src/engine/model/client.ts";
import { createRuntime, type Runtime } from "../../../src/engine/runtime.ts";
import { parseSettings, type Settings } from "../../../src/engine/settings.ts";
import { memoryLogger } from "../../../src/engine/util/logger.ts";
import { BUILTIN_EXTENSIONS } from "../../../src/extensions/index.ts";
import { answer, ScriptedModel, type Step, tempDir, writeFiles } from "../agent/helpers.ts";
import "../../helpers/tokenizer.ts";

export { answer, callTools } from "../agent/helpers.ts";

/** The built-in compact recipe's opening words: how a test tells a summarizer call from a turn. */
export const COMPACT_PROMPT = "Your task now is to write a summary of the conversation";

export const isSummarizerCall = (request: ModelRequest): boolean =>
  String(request.messages[0]?.content ?? "").includes(COMPACT_PROMPT) ||
  String(request.messages[0]?.content ?? "").startsWith("CUSTOM COMPACT");

/** Answers summarizer calls with `summary`, every other call with `reply`. */
export function summarizerOr(summary: string, reply = "ok"): Step {
  return (request: ModelRequest): ModelResponse => answer(isSummarizerCall(request) ? summary : reply);
}

export interface CompactionRig {
  dir: string;
  runtime: Runtime;
  model: ScriptedModel;
  conversation: Conversation;
  logger: ReturnType<typeof memoryLogger>;
  /** Model requests that were summarizer calls. */
  summarizerCalls(): ModelRequest[];
  /** Model requests that were agent turns. */
  turnCalls(): ModelRequest[];
}

export async function rig(
  options: {
    contextWindow?: number;
    settings?: Partial<Record<keyof Settings, string>>;
    steps?: Step[];
    fallback?: Step;
    /** Files under the repository's recipes folder. */
    recipes?: Record<string, string>;
    /** Files under the hooks folder. */
    hooks?: Record<string, string>;
    history?: Message[];
  } = {},
): Promise<CompactionRig> {
  const dir = tempDir("baton-compaction-");
  const recipesDir = path.join(dir, "recipes");
  const hooksDir = path.join(dir, "hooks");
  await mkdir(recipesDir, { recursive: true });
  await mkdir(hooksDir, { recursive: true });
  await writeFiles(recipesDir, options.recipes ?? {});
  await writeFiles(hooksDir, options.hooks ?? {});
  const model = new ScriptedModel(
    options.steps,
    options.fallback ?? summarizerOr("# Conversation summary\nS"),
  );
  const logger = memoryLogger();
  const runtime = await createRuntime(
    {
      settings: parseSettings({
        model: "test-model",
        contextWindow: String(options.contextWindow ?? 4000),
        ...options.settings,
      }),
      recipesDir,
      hookDirs: [hooksDir],
      workspace: dir,
      builtinExtensions: BUILTIN_EXTENSIONS,
    },
    { model, logger },
  );
  const conversation = runtime.use(
    await Conversation.create(path.join(dir, "state", "session.jsonl"), "issue-7"),
  );
  for (const message of options.history ?? []) await conversation.append({ type: "message", message });
  return {
    dir,
    runtime,
    model,
    conversation,
    logger,
    summarizerCalls: () => model.requests.filter(isSummarizerCall),
    turnCalls: () => model.requests.filter((r) => !isSummarizerCall(r)),
  };
}

/**
 * `turns` rounds of: a user instruction, a tool call reading a file, its large
 * output, an answer. Planted facts are in each part.
 */
export function history(turns: number, outputChars = 2000): Message[] {
  const out: Message[] = [];
  for (let i = 1; i <= turns; i++) {
    out.push({ role: "user", content: `Instruction ${i}: always keep file src/mod${i}.ts tidy` });
    out.push({
      role: "assistant",
      content: null,
      tool_calls: [
        {
          id: `call_${i}`,
          type: "function",
          function: { name: "read_file", arguments: `{"path":"src/mod${i}.ts"}` },
        },
      ],
    });
    out.push({
      role: "tool",
      tool_call_id: `call_${i}`,
      content: `line of mod${i} `.repeat(outputChars / 14),
    });
    out.push({ role: "assistant", content: `Read src/mod${i}.ts; found error E${i}00` });
  }
  return out;
}

/** The compaction entries of a log. */
export const compactions = (entries: readonly { type: string }[]) =>
  entries.filter((e) => e.type === "compaction") as CompactionEntry[];

/** The text of every message a request carried, joined. */
export function requestText(request: ModelRequest | undefined): string {
  return (request?.messages ?? []).map((m) => m.content ?? "").join("\n");
}
