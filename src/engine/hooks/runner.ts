import { jsonDepth } from "../log/session-file.ts";
import type { Message } from "../messages.ts";
import type { ProgramSandbox } from "../sandbox/sandbox.ts";
import type { Logger } from "../util/logger.ts";
import type { Redactor } from "../util/redact.ts";
import { DEFAULT_MAX_OUTPUT_BYTES } from "../util/run-process.ts";
import { describeIssues } from "../util/text.ts";
import { ABORTED, untilAborted } from "../util/time-limit.ts";
import { type BasePayload, type HookEvent, type HookResult, isEmptyResult, ResultSchemas } from "./events.ts";
import {
  DEFAULT_HOOK_TIMEOUT_MS,
  describeFailure,
  type ExecutableHook,
  hookSandbox,
  runHook,
} from "./executable.ts";

export type HookPayload = BasePayload & Record<string, unknown>;

/**
 * Answers nested deeper are refused: far within what the log reads back
 * (MAX_ENTRY_DEPTH), and never deep enough to overflow the stack of whatever
 * handles them next.
 */
const MAX_ANSWER_DEPTH = 64;
export type InProcessHandler = (payload: HookPayload) => unknown;

/** Who answers first: a recipe's own handlers, then extensions, then executables, then Baton's defaults. */
export type HookPriority = "recipe" | "extension" | "default";
const RANK: Record<HookPriority | "executable", number> = {
  recipe: 0,
  extension: 1,
  executable: 2,
  default: 3,
};

interface Handler {
  source: string;
  event: HookEvent;
  rank: number;
  call: (payload: HookPayload, signal?: AbortSignal) => Promise<unknown>;
}

/** A handler that failed: it threw, timed out, exited non-zero or answered something that does not fit. */
const FAILED = Symbol("failed");

/**
 * Events whose handlers guard what runs: one that fails could not judge the
 * call, so the call is refused rather than let through (a tool input made to
 * crash or stall the guard must not get past it).
 */
const GUARDS: ReadonlySet<HookEvent> = new Set(["before_tool_call"]);

/**
 * The one place hooks are run, whatever they are: recipe handlers,
 * extensions, executable hooks and built-in defaults. A handler that throws,
 * times out, exits non-zero or answers something that does not fit is logged
 * with its name and event and counts as no action, except that a failed
 * guard refuses its tool call; it never stops the agent.
 */
export class HookRunner {
  private handlers: Handler[] = [];

  constructor(
    private readonly opts: {
      logger: Logger;
      cwd: string;
      executables?: ExecutableHook[];
      timeoutMs?: number;
      /** What an executable hook is handed leaves the process: it goes through the run's redactor. */
      redactor?: Redactor;
      /** Only with `hooks-sandbox: true`: without one, executable hooks run as the user's processes. */
      sandbox?: ProgramSandbox | undefined;
    },
  ) {
    for (const hook of opts.executables ?? [])
      for (const event of hook.events)
        this.add({
          source: hook.name,
          event,
          rank: RANK.executable,
          call: (p, signal) => this.runExecutable(hook, p, signal),
        });
  }

  /** Adds an in-process handler; returns the function that removes it. */
  register(
    event: HookEvent,
    source: string,
    handler: InProcessHandler,
    priority: HookPriority = "extension",
  ) {
    const entry: Handler = { source, event, rank: RANK[priority], call: async (p) => handler(p) };
    this.add(entry);
    return () => {
      this.handlers = this.handlers.filter((h) => h !== entry);
    };
  }

  handles(event: HookEvent): boolean {
    return this.handlers.some((h) => h.event === event);
  }

  /**
   * Runs every handler of the event; the first non-empty valid answer wins.
   * Once `signal` (the run's time limit or cancel) aborts, no handler is waited
   * for: an executable one is killed, an in-process one left unawaited, and
   * each counts as failed.
   */
  async emit<E extends HookEvent>(
    event: E,
    payload: HookPayload,
    signal?: AbortSignal,
  ): Promise<HookResult<E> | undefined> {
    // An executable hook decides on what it is shown, and it is shown the call redacted: a call whose
    // arguments the redactor would change is not the call it judged, so it is not made.
    if (event === "before_tool_call" && this.hiddenFromExecutables(event, payload.tool_input))
      return {
        blocked: true,
        reason: "its arguments hold text shaped like a secret, which hooks are not shown",
      } as HookResult<E>;
    if (GUARDS.has(event)) return (await this.guard(payload, signal)) as HookResult<E> | undefined;
    let winner: { source: string; result: HookResult<E> } | undefined;
    for (const h of this.handlers) {
      if (h.event !== event) continue;
      const result = await this.answer(h, event, payload, signal);
      if (result === undefined || result === FAILED) continue;
      if (winner)
        this.opts.logger.warn(
          `hooks ${winner.source} and ${h.source} both answered ${event}; ${winner.source}'s answer is used`,
        );
      else winner = { source: h.source, result };
    }
    return winner?.result;
  }

  /**
   * A tool call's guards chain: each judges the input the one before it rewrote (what would run),
   * and any guard's refusal, or failure, refuses the call, whoever answered before it.
   */
  private async guard(
    payload: HookPayload,
    signal?: AbortSignal,
  ): Promise<HookResult<"before_tool_call"> | undefined> {
    let input: Record<string, unknown> | undefined;
    for (const h of this.handlers) {
      if (h.event !== "before_tool_call") continue;
      const shown = input === undefined ? payload : { ...payload, tool_input: input };
      if (
        input !== undefined &&
        h.rank === RANK.executable &&
        this.hiddenFromExecutables("before_tool_call", input)
      )
        return {
          blocked: true,
          reason: "a hook rewrote its arguments into text shaped like a secret, which hooks are not shown",
        };
      const result = await this.answer(h, "before_tool_call", shown, signal);
      if (result === FAILED) return { blocked: true, reason: `the hook ${h.source} that guards it failed` };
      if (result === undefined) continue;
      if ("blocked" in result) return result;
      input = result.input;
    }
    return input === undefined ? undefined : { input };
  }

  /** `context` handlers chain: each sees the messages the one before it returned. */
  async chainContext(payload: HookPayload, messages: Message[]): Promise<Message[]> {
    let current = messages;
    for (const h of this.handlers) {
      if (h.event !== "context") continue;
      const result = await this.answer(h, "context", { ...payload, messages: current });
      if (result && result !== FAILED) current = result.messages;
    }
    return current;
  }

  private hiddenFromExecutables(event: HookEvent, value: unknown): boolean {
    const { redactor } = this.opts;
    if (!redactor || !this.handlers.some((h) => h.event === event && h.rank === RANK.executable))
      return false;
    try {
      if (redactor.redactIfNeeded(value) !== value) return true;
      JSON.stringify(value);
      return false;
    } catch {
      // What cannot be written out cannot be shown to the hook either.
      return true;
    }
  }

  private add(h: Handler) {
    this.handlers.push(h);
    this.handlers.sort((a, b) => a.rank - b.rank);
  }

  private async answer<E extends HookEvent>(
    h: Handler,
    event: E,
    payload: HookPayload,
    signal?: AbortSignal,
  ): Promise<HookResult<E> | undefined | typeof FAILED> {
    const outcome = GUARDS.has(event) ? "the call is refused" : "no action taken";
    let raw: unknown;
    if (signal?.aborted) {
      this.opts.logger.warn(`hook ${h.source} (${event}) not run: the run was stopped; ${outcome}`);
      return FAILED;
    }
    try {
      raw = await untilAborted(
        Promise.resolve().then(() => h.call(payload, signal)),
        signal,
      );
      if (raw === ABORTED) {
        this.opts.logger.warn(`hook ${h.source} (${event}) was stopped with the run; ${outcome}`);
        return FAILED;
      }
    } catch (e) {
      this.opts.logger.warn(`hook ${h.source} (${event}) failed: ${(e as Error)?.message ?? e}; ${outcome}`);
      return FAILED;
    }
    if (isEmptyResult(raw)) return undefined;
    // Plain JSON data from here on, whatever the handler made: no cycles, no depth past the limit.
    let text: string | undefined;
    try {
      text = JSON.stringify(raw);
    } catch (e) {
      this.opts.logger.warn(
        `hook ${h.source} (${event}) answered something that is not JSON data (${(e as Error)?.message ?? e}); ${outcome}`,
      );
      return FAILED;
    }
    const depth = text === undefined ? 0 : jsonDepth(text);
    if (depth > MAX_ANSWER_DEPTH) {
      this.opts.logger.warn(
        `hook ${h.source} (${event}) answered something nested ${depth} levels deep (at most ${MAX_ANSWER_DEPTH}); ${outcome}`,
      );
      return FAILED;
    }
    const parsed = ResultSchemas[event].safeParse(text === undefined ? raw : JSON.parse(text));
    if (!parsed.success) {
      const problem = describeIssues(parsed.error.issues, "result");
      this.opts.logger.warn(
        `hook ${h.source} (${event}) answered something that does not fit (${problem}); ${outcome}`,
      );
      return FAILED;
    }
    return parsed.data as HookResult<E>;
  }

  private async runExecutable(
    hook: ExecutableHook,
    payload: HookPayload,
    signal?: AbortSignal,
  ): Promise<unknown> {
    const timeoutMs = this.opts.timeoutMs ?? DEFAULT_HOOK_TIMEOUT_MS;
    const choice = await hookSandbox(this.opts.sandbox);
    if ("refused" in choice) throw new Error(choice.refused);
    const sent = this.opts.redactor ? this.opts.redactor.redactDeep(payload) : payload;
    const r = await runHook(choice.sandbox, hook.path, ["run"], {
      signal,
      input: JSON.stringify(sent),
      cwd: this.opts.cwd,
      timeoutMs,
    });
    if (r.timedOut || r.code !== 0)
      throw new Error(
        describeFailure(r, timeoutMs, this.opts.redactor && ((t) => this.opts.redactor!.redact(t))),
      );
    // Output past the cap may have taken its answer with it: an empty stdout would read as "no action".
    if (r.droppedStdout > 0)
      throw new Error(
        `printed more output than is kept (${DEFAULT_MAX_OUTPUT_BYTES / 2 ** 20} MiB, stdout and stderr together), so its answer on stdout was cut`,
      );
    const text = r.stdout.trim();
    if (!text) return undefined;
    const depth = jsonDepth(text);
    if (depth > MAX_ANSWER_DEPTH)
      throw new Error(`printed JSON nested ${depth} levels deep (at most ${MAX_ANSWER_DEPTH})`);
    try {
      return JSON.parse(text);
    } catch {
      throw new Error(`printed invalid JSON: ${JSON.stringify(text.slice(0, 120))}`);
    }
  }
}
