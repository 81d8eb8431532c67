import { readdir } from "node:fs/promises";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { failure } from "../errors.ts";
import type { Conversation } from "../log/conversation.ts";
import type { Entry, NewEntry } from "../log/entries.ts";
import { loadTokenizer } from "../log/tokens.ts";
import type { Message, Usage } from "../messages.ts";
import type { Logger } from "../util/logger.ts";
import { ABORTED, TIMED_OUT, untilAborted, withinTime } from "../util/time-limit.ts";
import { HOOK_EVENTS, type HookEvent, isHookEvent } from "./events.ts";
import { DEFAULT_HOOK_TIMEOUT_MS } from "./executable.ts";
import type { HookRunner, InProcessHandler } from "./runner.ts";

/** What a command handler gets: its arguments and the API bound to the conversation. */
export interface CommandContext {
  args: string[];
  api: ExtensionAPI;
  /**
   * Aborts when the command must stop: the runner's cancel, or the run's time
   * limit. The command's `complete()` calls are aborted with it; a handler
   * that does other long work may heed it too.
   */
  signal?: AbortSignal;
}
export interface ExtensionCommand {
  description: string;
  /** Its arguments, as help shows them after the name (`[n]`). */
  usage?: string;
  /** Returns what to tell the user (a CLI line, a comment). */
  handler(ctx: CommandContext): Promise<string | undefined> | string | undefined;
}

/** The API an extension's default export receives (docs/design.md#extensions). */
export interface ExtensionAPI {
  on(event: HookEvent, handler: InProcessHandler): void;
  command(name: string, spec: ExtensionCommand): void;
  /** Appends an entry to the current conversation's log. */
  saveEntry(entry: NewEntry | ({ type: string } & Record<string, unknown>)): Promise<Entry>;
  /** Drops the cached context so the next model call sees the log anew. */
  rebuildContext(): void;
  /** One model call with the run's model and key, no tools. */
  complete(messages: Message[], options?: { system?: string }): Promise<string>;
  readonly entries: readonly Entry[];
  readonly conversation: Conversation;
  readonly model: string;
  /** The model's context window in tokens, to size what an extension sends to `complete`. */
  readonly contextWindow: number;
  readonly usage: Usage;
}

export type Extension = (api: ExtensionAPI) => void | Promise<void>;

/** The run-time pieces the API is bound to; set by whoever owns the current conversation. */
export interface ExtensionHost {
  conversation(): Conversation;
  complete(messages: Message[], system?: string, signal?: AbortSignal): Promise<string>;
  model: string;
  contextWindow: number;
  usage(): Usage;
}

/**
 * Loads in-process extensions and keeps the commands they register. Built-in
 * extensions (such as `/pop`) go through the same door as a repository's.
 */
export class Extensions {
  readonly commands = new Map<string, ExtensionCommand & { source: string }>();
  /** The API command handlers are given; what they register later stands like a setup's. */
  readonly api: ExtensionAPI;
  /** What stops the command running now: its model calls are made with it. */
  private commandSignal: AbortSignal | undefined;

  constructor(
    private readonly hooks: HookRunner,
    private readonly host: ExtensionHost,
    private readonly logger: Logger,
    /** How long one extension's setup, and one answer of its handlers, may take (the hook timeout). */
    private readonly timeoutMs: number = DEFAULT_HOOK_TIMEOUT_MS,
    /** How long a command may take: the run's time limit, as a recipe has (0: none). */
    private readonly commandTimeoutMs = 0,
  ) {
    this.api = this.apiFor("extension command", newOwned());
  }

  /**
   * The API one extension is given, bound to its name: what it registers is
   * credited to it and kept in `owned`, so a setup that fails or times out
   * can be undone, and one skipped registers nothing afterwards.
   */
  private apiFor(source: string, owned: Owned): ExtensionAPI {
    const { host } = this;
    return {
      // An extension may count tokens synchronously (api.conversation.contextTokens()): its
      // handlers run with the tokenizer loaded.
      // A handler has the hook timeout to answer, as an executable hook has: past it the run goes on
      // without its answer.
      on: (event, handler) => {
        if (owned.skipped)
          return this.logger.warn(`extension ${source} was skipped: its "${event}" handler is ignored`);
        if (!isHookEvent(event))
          return this.logger.warn(
            `extension ${source}: "${event}" is no hook event (${HOOK_EVENTS.join(", ")}); its handler is ignored`,
          );
        const remove = this.hooks.register(
          event,
          source,
          async (payload) => {
            await loadTokenizer();
            const answer = await withinTime(
              Promise.resolve().then(() => handler(payload)),
              this.timeoutMs,
            );
            if (answer === TIMED_OUT) throw new Error(`did not answer within ${this.timeoutMs / 1000} s`);
            return answer;
          },
          "extension",
        );
        owned.removers.push(remove);
      },
      command: (name, spec) => {
        if (owned.skipped)
          return this.logger.warn(`extension ${source} was skipped: command "${name}" is ignored`);
        // Comments match commands whatever their case, and Baton's own come first.
        const key = name.toLowerCase();
        if (RESERVED_COMMANDS.has(key))
          return this.logger.warn(`extension ${source}: command "${name}" is one of Baton's own; ignored`);
        if ([...this.commands.keys()].some((known) => known.toLowerCase() === key))
          return this.logger.warn(`extension ${source}: command "${name}" is already defined; ignored`);
        this.commands.set(name, {
          ...spec,
          handler: async (ctx) => {
            await loadTokenizer();
            const limit = new AbortController();
            const timer =
              this.commandTimeoutMs > 0 ? setTimeout(() => limit.abort(), this.commandTimeoutMs) : undefined;
            const signal = ctx.signal ? AbortSignal.any([ctx.signal, limit.signal]) : limit.signal;
            this.commandSignal = signal;
            try {
              const work = Promise.resolve().then(() => spec.handler({ ...ctx, signal }));
              const answer = await untilAborted(work, signal);
              if (answer !== ABORTED) return answer;
            } finally {
              clearTimeout(timer);
              // A stopped command's handler goes on unawaited: what it asks of the model later is
              // aborted too, and what it saves is refused, until the next command.
              if (!signal.aborted) this.commandSignal = undefined;
            }
            if (ctx.signal?.aborted) throw failure(`/${name} was cancelled before it finished`);
            const minutes = Number((this.commandTimeoutMs / 60_000).toFixed(2));
            throw failure(
              `/${name} did not finish within ${minutes} minutes, the run's time limit (run-timeout-minutes)`,
            );
          },
          source,
        });
        owned.commands.push(name);
      },
      saveEntry: async (entry) => {
        if (this.commandSignal?.aborted)
          throw failure(
            "the command was stopped (cancelled, or past the run's time limit): nothing more is saved",
          );
        return host.conversation().append(entry as NewEntry, undefined, { verify: true });
      },
      rebuildContext: () => host.conversation().invalidate(),
      complete: (messages, options) => host.complete(messages, options?.system, this.commandSignal),
      get entries() {
        return host.conversation().entries;
      },
      get conversation() {
        return host.conversation();
      },
      model: host.model,
      contextWindow: host.contextWindow,
      get usage() {
        return host.usage();
      },
    };
  }

  /**
   * Runs one extension's setup; one that throws or does not finish within the
   * setup timeout is logged and skipped, like a failing hook.
   */
  async add(name: string, extension: Extension): Promise<void> {
    const owned = newOwned();
    const skip = (why: string) => {
      // What it registered before it failed goes with it: a skipped extension does nothing.
      owned.skipped = true;
      for (const remove of owned.removers) remove();
      for (const command of owned.commands) this.commands.delete(command);
      this.logger.warn(`extension ${name} ${why}; skipped`);
    };
    try {
      const setup = Promise.resolve().then(() => extension(this.apiFor(name, owned)));
      if ((await withinTime(setup, this.timeoutMs)) === TIMED_OUT)
        skip(`did not finish loading within ${this.timeoutMs / 1000} s`);
    } catch (e) {
      skip(`failed to load: ${(e as Error)?.message ?? e}`);
    }
  }

  /** `*.js` / `*.mjs` files in the folders, in name order. */
  async loadFrom(dirs: readonly string[]): Promise<void> {
    for (const dir of dirs) {
      const names = (await readdir(dir).catch(() => [] as string[])).filter((n) => /\.m?js$/.test(n)).sort();
      for (const name of names) {
        let mod: { default?: unknown };
        try {
          mod = await import(pathToFileURL(join(dir, name)).href);
        } catch (e) {
          this.logger.warn(`extension ${name} could not be imported: ${(e as Error)?.message ?? e}; skipped`);
          continue;
        }
        if (typeof mod.default !== "function") {
          this.logger.warn(`extension ${name} has no default export function; skipped`);
          continue;
        }
        await this.add(name, mod.default as Extension);
      }
    }
  }
}

/** What one extension registered, to undo if its setup fails. */
interface Owned {
  skipped: boolean;
  removers: (() => void)[];
  commands: string[];
}

const newOwned = (): Owned => ({ skipped: false, removers: [], commands: [] });

/** Baton's own comment commands (`action/events/comment-command.ts`): they come first, so an extension's never would. */
export const RESERVED_COMMANDS: ReadonlySet<string> = new Set([
  "run",
  "compact",
  "reset",
  "describe",
  "changelog",
  "remember",
  "memory",
  "forget",
]);
