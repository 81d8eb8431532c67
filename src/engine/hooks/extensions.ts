import { readdir } from "node:fs/promises";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import type { Conversation } from "../log/conversation.ts";
import type { Entry, NewEntry } from "../log/entries.ts";
import { loadTokenizer } from "../log/tokens.ts";
import type { Message, Usage } from "../messages.ts";
import type { Logger } from "../util/logger.ts";
import { TIMED_OUT, withinTime } from "../util/time-limit.ts";
import type { HookEvent } from "./events.ts";
import { DEFAULT_HOOK_TIMEOUT_MS } from "./executable.ts";
import type { HookRunner, InProcessHandler } from "./runner.ts";

/** What a command handler gets: its arguments and the API bound to the conversation. */
export interface CommandContext {
  args: string[];
  api: ExtensionAPI;
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
  complete(messages: Message[], system?: string): Promise<string>;
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
  readonly api: ExtensionAPI;
  private loading = "";

  constructor(
    private readonly hooks: HookRunner,
    host: ExtensionHost,
    private readonly logger: Logger,
    /** How long one extension's setup, and one answer of its handlers, may take (the hook timeout). */
    private readonly timeoutMs: number = DEFAULT_HOOK_TIMEOUT_MS,
  ) {
    this.api = {
      // An extension may count tokens synchronously (api.conversation.contextTokens()): its
      // handlers run with the tokenizer loaded.
      // A handler has the hook timeout to answer, as an executable hook has: past it the run goes on
      // without its answer.
      on: (event, handler) => {
        const source = this.loading;
        this.hooks.register(
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
      },
      command: (name, spec) => {
        if (this.commands.has(name))
          this.logger.warn(`extension ${this.loading}: command "${name}" is already defined; ignored`);
        else
          this.commands.set(name, {
            ...spec,
            handler: async (ctx) => {
              await loadTokenizer();
              return spec.handler(ctx);
            },
            source: this.loading,
          });
      },
      saveEntry: (entry) => host.conversation().append(entry as NewEntry),
      rebuildContext: () => host.conversation().invalidate(),
      complete: (messages, options) => host.complete(messages, options?.system),
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
    this.loading = name;
    try {
      const setup = Promise.resolve().then(() => extension(this.api));
      if ((await withinTime(setup, this.timeoutMs)) === TIMED_OUT) {
        this.logger.warn(
          `extension ${name} did not finish loading within ${this.timeoutMs / 1000} s; skipped`,
        );
      }
    } catch (e) {
      this.logger.warn(`extension ${name} failed to load: ${(e as Error)?.message ?? e}; skipped`);
    } finally {
      this.loading = "";
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
