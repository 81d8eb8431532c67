import { chmod, mkdir, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { Agent, type AgentDeps, type CompactionPoint } from "../../../src/engine/agent/agent.ts";
import type { BuiltinHandlers } from "../../../src/engine/agent/builtin-handlers.ts";
import type { RunOutcome } from "../../../src/engine/agent/outcome.ts";
import type { AgentLimits, RunRequest } from "../../../src/engine/agent/run-state.ts";
import type { ExecutableHook } from "../../../src/engine/hooks/executable.ts";
import { HookRunner } from "../../../src/engine/hooks/runner.ts";
import { Conversation } from "../../../src/engine/log/conversation.ts";
import type { Entry } from "../../../src/engine/log/entries.ts";
import type { Message, Usage } from "../../../src/engine/messages.ts";
import type { ModelClient, ModelRequest, ModelResponse } from "../../../src/engine/model/client.ts";
import type { RecipeCatalog } from "../../../src/engine/recipes/loader.ts";
import { parseRecipe } from "../../../src/engine/recipes/loader.ts";
import type { RecipeVariables } from "../../../src/engine/recipes/render.ts";
import type { Recipe } from "../../../src/engine/recipes/schema.ts";
import type { ProgramSandbox } from "../../../src/engine/sandbox/sandbox.ts";
import { memoryLogger } from "../../../src/engine/util/logger.ts";
import { tempDir } from "../../helpers/temp-dir.ts";

export { tempDir };

/** Writes files (relative paths → text) under `dir`. */
export async function writeFiles(dir: string, files: Record<string, string>): Promise<void> {
  for (const [name, text] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(dir, name)), { recursive: true });
    await writeFile(path.join(dir, name), text);
  }
}

/** Writes an executable bash script and returns its path. */
export async function script(dir: string, name: string, body: string): Promise<string> {
  const file = path.join(dir, name);
  await writeFile(file, `#!/bin/bash\n${body}\n`);
  await chmod(file, 0o755);
  return file;
}

// ------------------------------------------------------------------ the model

export const USAGE: Usage = { input_tokens: 10, output_tokens: 5 };

/** One scripted answer: a response, an error to throw, or a function of the request. */
export type Step =
  | ModelResponse
  | Error
  | ((request: ModelRequest) => ModelResponse | Promise<ModelResponse>);

/** A plain text answer. */
export function answer(content: string | null, usage: Usage = USAGE): ModelResponse {
  return { message: { role: "assistant", content }, usage: { ...usage }, finishReason: "stop" };
}

let callCounter = 0;

/** An answer that calls tools; ids default to unique `call_N`. */
export function callTools(
  calls: { name: string; args?: unknown; id?: string }[],
  usage: Usage = USAGE,
): ModelResponse {
  return {
    message: {
      role: "assistant",
      content: null,
      tool_calls: calls.map((c) => ({
        id: c.id ?? `call_${++callCounter}`,
        type: "function" as const,
        function: {
          name: c.name,
          arguments: typeof c.args === "string" ? c.args : JSON.stringify(c.args ?? {}),
        },
      })),
    },
    usage: { ...usage },
    finishReason: "tool_calls",
  };
}

/**
 * A scripted ModelClient: answers from a queue (then from `fallback`, if
 * any), throws the errors queued, and records a copy of every request.
 */
export class ScriptedModel implements ModelClient {
  readonly requests: ModelRequest[] = [];
  private readonly queue: Step[];

  constructor(
    steps: Step[] = [],
    private readonly fallback?: Step,
  ) {
    this.queue = [...steps];
  }

  get calls(): number {
    return this.requests.length;
  }

  async complete(request: ModelRequest): Promise<ModelResponse> {
    const { onText: _onText, onSent: _onSent, signal: _signal, ...rest } = request;
    this.requests.push(structuredClone(rest));
    const step = this.queue.length ? this.queue.shift() : this.fallback;
    if (step === undefined)
      throw new Error(`ScriptedModel: no answer scripted for call ${this.requests.length}`);
    if (step instanceof Error) throw step;
    const response = typeof step === "function" ? await step(request) : step;
    return structuredClone(response);
  }
}

// ------------------------------------------------------------------ recipes

/** A recipe built in memory; `frontmatter` lines go after `description:`. */
export function recipe(
  name: string,
  frontmatter: string[] = [],
  body = `You are the ${name} test agent.`,
): Recipe {
  return parseRecipe(
    `---\ndescription: ${name} test recipe\n${frontmatter.join("\n")}\n---\n${body}`,
    path.join(tmpdir(), "baton-agent-recipes", `${name}.md`),
  );
}

export function catalogOf(recipes: Recipe[]): RecipeCatalog {
  const byName = new Map(recipes.map((r) => [r.name, r]));
  return {
    get(name) {
      const r = byName.get(name);
      if (!r) throw new Error(`unknown recipe ${name}`);
      return r;
    },
    has: (name) => byName.has(name),
    list: () => [...byName.values()],
  };
}

// ------------------------------------------------------------------ the harness

export interface HarnessOptions {
  recipes?: Recipe[];
  steps?: Step[];
  fallback?: Step;
  limits?: Partial<AgentLimits>;
  compaction?: CompactionPoint;
  builtins?: BuiltinHandlers;
  /** The repository's checks (`run_checks`). */
  checks?: string[];
  executables?: ExecutableHook[];
  hookTimeoutMs?: number;
  /** The sandbox executable hooks run in (hooks-sandbox); without one they run as the user's processes. */
  sandbox?: ProgramSandbox;
  /** Files to put in the workspace. */
  files?: Record<string, string>;
  conversationId?: string;
  /** Messages already in the conversation before the run. */
  history?: Message[];
  openConversation?: AgentDeps["openConversation"];
  variables?: RecipeVariables;
}

export interface Harness {
  dir: string;
  workspace: string;
  conversation: Conversation;
  model: ScriptedModel;
  hooks: HookRunner;
  logger: ReturnType<typeof memoryLogger>;
  deps: AgentDeps;
  agent: Agent;
  /** Runs recipe `main` with message "hello" unless told otherwise. */
  run(request?: Partial<RunRequest>): Promise<RunOutcome>;
  /** The log as it is on disk now. */
  reload(): Promise<Entry[]>;
  /** Warnings logged so far. */
  warnings(): string[];
}

export const DEFAULT_LIMITS: AgentLimits = {
  model: "test-model",
  contextWindow: 100_000,
  maxTurns: 10,
  maxRunTokens: 0,
  runTimeoutMs: 0,
  maxToolCallsPerTurn: 32,
  compactThreshold: 0.8,
  stopCompactThreshold: 0.6,
};

export async function harness(options: HarnessOptions = {}): Promise<Harness> {
  const dir = tempDir();
  const workspace = path.join(dir, "workspace");
  await mkdir(workspace, { recursive: true });
  await writeFiles(workspace, options.files ?? {});
  const id = options.conversationId ?? "issue-1";
  const conversation = await Conversation.create(path.join(dir, "state", id, "session.jsonl"), id);
  for (const message of options.history ?? []) await conversation.append({ type: "message", message });
  const logger = memoryLogger();
  const hooks = new HookRunner({
    logger,
    cwd: workspace,
    ...(options.executables ? { executables: options.executables } : {}),
    ...(options.hookTimeoutMs ? { timeoutMs: options.hookTimeoutMs } : {}),
    ...(options.sandbox ? { sandbox: options.sandbox } : {}),
  });
  const model = new ScriptedModel(options.steps, options.fallback);
  const deps: AgentDeps = {
    conversation,
    model,
    recipes: catalogOf(options.recipes ?? [recipe("main")]),
    hooks,
    tools: {
      workspace,
      redact: (text: string) => text,
      ...(options.checks ? { checks: options.checks } : {}),
    },
    limits: { ...DEFAULT_LIMITS, ...options.limits },
    logger,
    ...(options.variables ? { variables: options.variables } : {}),
    ...(options.builtins ? { builtins: options.builtins } : {}),
    ...(options.compaction ? { compaction: options.compaction } : {}),
    ...(options.openConversation ? { openConversation: options.openConversation } : {}),
  };
  const agent = new Agent(deps);
  return {
    dir,
    workspace,
    conversation,
    model,
    hooks,
    logger,
    deps,
    agent,
    run: (request = {}) => agent.run({ recipe: "main", trigger: "test", message: "hello", ...request }),
    reload: async () => [...(await Conversation.load(conversation.file)).entries],
    warnings: () => logger.lines.filter((l) => l.startsWith("warn: ")),
  };
}

/** The message entries' messages, in log order. */
export function loggedMessages(entries: readonly Entry[]): Message[] {
  return entries.filter((e) => e.type === "message").map((e) => (e as Entry & { message: Message }).message);
}

/** Entry types in log order. */
export function types(entries: readonly Entry[]): string[] {
  return entries.map((e) => e.type);
}
