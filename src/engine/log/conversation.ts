import { randomBytes } from "node:crypto";
import { failure, inputError } from "../errors.ts";
import type { Message } from "../messages.ts";
import {
  buildContext,
  type ContextMessage,
  INTERRUPTED_TOOL_RESULT,
  repairToolPairs,
} from "./context-builder.ts";
import { type OlderEntries, readLog, readOlderEntries } from "./context-snapshot.ts";
import {
  COVERING_ENTRY_TYPES,
  type Entry,
  type KnownEntry,
  known,
  type NewEntry,
  type SessionHeader,
} from "./entries.ts";
import { withLogLock } from "./log-lock.ts";
import { mergeLogs } from "./merge-logs.ts";
import {
  appendLine,
  createSessionFile,
  entryProblem,
  fileStamp,
  REWRITE_TRIES,
  readSessionFile,
  replaceIfUnchanged,
  serializeLine,
} from "./session-file.ts";
import {
  cachedMessageTokens,
  canCount,
  contextTokenBound,
  contextTokens,
  isCounted,
  loadTokenizer,
  tokenizerLoaded,
  tokenizerRequested,
} from "./tokens.ts";

export function newEntryId(): string {
  return randomBytes(6).toString("hex");
}

/**
 * A conversation: the append-only log on disk and what it means in memory.
 * Every append is written before it is applied, so memory never holds what
 * the file lacks. The built context and its token count are cached and kept
 * up to date on plain message appends, so the size after an append is known
 * without rebuilding; covering entries trigger one linear rebuild. Counting
 * never holds up a run's first model request: until the tokenizer is loaded
 * the count may be unknown, and contextTokenBound() answers instead.
 *
 * A log with a valid context snapshot is loaded from it and the lines after
 * it: the older entries are read only when something asks for the whole
 * history (a compaction, /pop, an extension's `entries`), so resuming a long
 * conversation costs what was appended since its last compaction.
 */
export class Conversation {
  private cached:
    | {
        /** The context but for the placeholders of the calls still waiting at its end. */
        settled: ContextMessage[];
        /**
         * The last call group's calls without a result yet, in call order, each with the
         * placeholder result that stands for it at the end of the context until its result comes.
         */
        waiting: Map<string, ContextMessage>;
        /** settled then waiting, made when read. */
        view: ContextMessage[] | undefined;
        /** Exact, or undefined while some message's count waits for the tokenizer. */
        tokens: number | undefined;
      }
    | undefined;
  /** Applied to every new entry before it is written: secrets never reach the log. */
  redact: (<T>(value: T) => T) | undefined;
  /** When entries are written: the runtime's clock port (tests fix it). */
  clock: () => Date = () => new Date();
  private writing: Promise<unknown> = Promise.resolve();
  /** The file as this conversation last read or wrote it (session-file.ts fileStamp). */
  private seen: string | undefined;
  /** Another writer changed the file since (a second run appended, a pull merged): what it wrote is not in memory. */
  private changedElsewhere = false;

  private constructor(
    readonly file: string,
    private sessionHeader: SessionHeader,
    /** The entries read so far: all of them, or with `older` set, those after the snapshot. */
    private log: Entry[],
    readonly warnings: readonly string[],
    private older?: OlderEntries,
  ) {}

  get header(): SessionHeader {
    return this.sessionHeader;
  }

  static async create(
    file: string,
    id: string,
    repo?: string,
    now = new Date(),
    mergedThrough?: number,
  ): Promise<Conversation> {
    const header: SessionHeader = { type: "session", version: 1, id, created_at: now.toISOString() };
    if (repo) header.repo = repo;
    if (mergedThrough !== undefined) header.merged_through = mergedThrough;
    await createSessionFile(file, header);
    const conversation = new Conversation(file, header, [], []);
    conversation.seen = await fileStamp(file);
    return conversation;
  }

  /**
   * Loads a log without writing to it: a torn tail may be another process's
   * line still being written, so it is left alone (the next append starts a
   * line of its own after it).
   */
  static async load(file: string): Promise<Conversation> {
    // Stamped before the read: a write in between only makes a later covering entry merge (see append).
    const seen = await fileStamp(file);
    const read = await readLog(file);
    const conversation = new Conversation(file, read.header, read.entries, read.warnings, read.older);
    conversation.seen = seen;
    if (read.unrepaired) conversation.cache(repairToolPairs(read.unrepaired));
    return conversation;
  }

  get id(): string {
    return this.header.id;
  }

  /** The whole history (the older part read first, if it was left unread). */
  get entries(): readonly Entry[] {
    if (this.older) {
      this.log = [...readOlderEntries(this.older), ...this.log];
      this.older = undefined;
    }
    return this.log;
  }

  get lastEntry(): Entry | undefined {
    return this.log.at(-1) ?? this.older?.last;
  }

  /** User messages in the whole log: the number of the latest user turn. */
  userTurns(): number {
    const recent = this.log.filter((raw) => {
      const e = known(raw);
      return e?.type === "message" && e.message.role === "user";
    }).length;
    return (this.older?.userTurns ?? 0) + recent;
  }

  /**
   * Appends an entry. `verify`, for entries made outside the engine (an
   * extension's): the entry is made plain JSON data first (it may hold class
   * instances, whose fields redaction would not see), and refused when it
   * would not read back as what it is. The engine's own entries are plain and
   * well formed already, and skip both.
   */
  async append<E extends NewEntry>(
    entry: E,
    now = this.clock(),
    options: { verify?: boolean } = {},
  ): Promise<E & Entry> {
    const plain = options.verify ? (JSON.parse(JSON.stringify(entry)) as E) : entry;
    const written = this.redact ? this.redact(plain) : plain;
    const id = newEntryId();
    const timestamp = now.toISOString();
    // Appends are serialized so concurrent callers (hooks, extensions) keep the file in log order, and
    // each names as its parent the entry written before it.
    const write = this.writing.then(async () => {
      const tokens = written.type === "message" ? await writtenTokens(written.message) : undefined;
      const full = {
        ...written,
        ...(tokens !== undefined ? { tokens } : {}),
        id,
        parent_id: this.lastEntry?.id ?? null,
        timestamp,
      } as unknown as E & KnownEntry;
      const problem = options.verify ? entryProblem(serializeLine(full).trimEnd()) : undefined;
      if (problem)
        throw inputError(`the entry of type "${String(full.type)}" would not read back: ${problem}`);
      await withLogLock(this.file, async () => {
        if ((await fileStamp(this.file)) !== this.seen) this.changedElsewhere = true;
        if (this.changedElsewhere && COVERING_ENTRY_TYPES.has(full.type)) return this.mergeInto(full);
        this.seen = await appendLine(this.file, full);
        this.log.push(full);
        this.applyToCache(full);
      });
      return full;
    });
    this.writing = write.catch(() => {});
    return write;
  }

  /**
   * Writes a covering entry over a log another writer changed: appended, it
   * would cover what that writer put before it, which its summary never saw.
   * The file and this log with the entry are merged as two runs' logs are
   * (merge-logs.ts: the other writer's entries go after ours), the file is
   * replaced, and this conversation reads on from the merged log. Called
   * under the log's lock.
   */
  private async mergeInto(entry: KnownEntry): Promise<void> {
    for (let tries = 1; ; tries++) {
      const read = await fileStamp(this.file);
      const onDisk = await readSessionFile(this.file, { keepTornTail: true });
      // The file's header: a pull may have recorded the states it merged there.
      const merged = mergeLogs(onDisk, { header: onDisk.header, entries: [...this.entries, entry] });
      if (await replaceIfUnchanged(this.file, read, merged.header, merged.entries)) {
        this.sessionHeader = merged.header;
        this.log = merged.entries;
        this.cached = undefined;
        this.changedElsewhere = false;
        this.seen = await fileStamp(this.file);
        return;
      }
      if (tries === REWRITE_TRIES)
        throw failure(
          `${this.file} kept changing while the ${entry.type} was written (${tries} tries); it was not written, and nothing else was lost`,
        );
    }
  }

  /** What the model would see now. */
  context(): readonly ContextMessage[] {
    return viewOf(this.ensureCache());
  }

  contextMessages(): Message[] {
    return this.context().map((m) => m.message);
  }

  /**
   * Tokens of the built context, known without a rebuild after a plain append.
   * Needs the tokenizer loaded while a count is unknown (tokens() waits for it).
   */
  contextTokens(): number {
    const cache = this.ensureCache();
    cache.tokens ??= contextTokens(viewOf(cache));
    return cache.tokens;
  }

  /** contextTokens(), loading the tokenizer first when a count is unknown. */
  async tokens(): Promise<number> {
    if (!this.tokensKnown()) await loadTokenizer();
    return this.contextTokens();
  }

  /** Whether contextTokens() can answer now without the tokenizer being loaded. */
  tokensKnown(): boolean {
    const cache = this.ensureCache();
    return (
      cache.tokens !== undefined || tokenizerLoaded() || viewOf(cache).every((m) => isCounted(m.message))
    );
  }

  /** At least contextTokens(), known without the tokenizer: the exact count once it is known. */
  contextTokenBound(): number {
    const cache = this.ensureCache();
    if (cache.tokens === undefined && tokenizerLoaded()) return this.contextTokens();
    return cache.tokens ?? contextTokenBound(viewOf(cache));
  }

  /** Where the user's messages stand in the log: turn N (from 1, as `/pop N` counts) is at [N - 1]. */
  userTurnPositions(): number[] {
    const out: number[] = [];
    this.entries.forEach((raw, i) => {
      const e = known(raw);
      if (e?.type === "message" && e.message.role === "user") out.push(i);
    });
    return out;
  }

  /**
   * What recipes see as `conversation`: its id, the user turns in the context,
   * its tokens. The count is made when a template reads it; read before the
   * tokenizer is loaded, it calls `uncounted` and gives the bound (the caller
   * loads the tokenizer and renders again), so a recipe that never reads it
   * never waits for the tokenizer.
   */
  recipeView(uncounted?: () => void): { id: string; turns: number; readonly tokens: number } {
    const turns = this.context().filter((m) => m.message.role === "user" && !m.summary).length;
    const conversation = this;
    return {
      id: this.id,
      turns,
      get tokens() {
        if (uncounted && !conversation.tokensKnown()) {
          uncounted();
          return conversation.contextTokenBound();
        }
        return conversation.contextTokens();
      },
    };
  }

  /** Drops the cached context, e.g. after an extension changed what it covers. */
  invalidate(): void {
    this.cached = undefined;
  }

  private ensureCache() {
    return this.cached ?? this.cache(buildContext(this.entries));
  }

  private cache(messages: ContextMessage[]) {
    // The placeholders at the end stand for the last group's calls still waiting (repairToolPairs
    // puts them after the results that came): a result may still come for each.
    let end = messages.length;
    while (end > 0 && isPlaceholder(messages[end - 1]!)) end--;
    const waiting = new Map<string, ContextMessage>();
    for (const m of messages.slice(end)) waiting.set(m.message.tool_call_id ?? "", m);
    const counted = messages.every((m) => canCount(m.message));
    this.cached = {
      settled: messages.slice(0, end),
      waiting,
      view: messages,
      tokens: counted ? contextTokens(messages) : undefined,
    };
    return this.cached;
  }

  /**
   * Brings the cached context up to date with one appended entry, as a
   * rebuild would have it (`repairToolPairs`): a call stands with a
   * placeholder result at the end until its real result comes, which then
   * goes after the results that came before; a result for no call of the
   * last group still waiting is left out, and a message that is no result
   * fixes the placeholders still standing. Each step costs the same whatever
   * the context holds. A covering entry changes what stands before it: the
   * cache is dropped and the next read rebuilds.
   */
  private applyToCache(entry: KnownEntry): void {
    const cache = this.cached;
    if (!cache) return;
    if (COVERING_ENTRY_TYPES.has(entry.type)) {
      this.cached = undefined;
      return;
    }
    if (entry.type !== "message") return;
    const message = entry.message;
    const count = (m: ContextMessage, sign: 1 | -1) => {
      cache.tokens =
        cache.tokens !== undefined && canCount(m.message)
          ? cache.tokens + sign * cachedMessageTokens(m.message)
          : undefined;
    };
    cache.view = undefined;
    if (message.role === "tool") {
      const placeholder = cache.waiting.get(message.tool_call_id ?? "");
      // Its call is answered already, unknown, or behind later messages: an orphan a rebuild drops.
      if (!placeholder) return;
      cache.waiting.delete(message.tool_call_id ?? "");
      if (cache.tokens !== undefined) cache.tokens -= cachedMessageTokens(placeholder.message);
      const result = { message, entryId: entry.id };
      cache.settled.push(result);
      count(result, 1);
      return;
    }
    for (const placeholder of cache.waiting.values()) cache.settled.push(placeholder);
    cache.waiting = new Map();
    const added = { message, entryId: entry.id };
    cache.settled.push(added);
    count(added, 1);
    for (const call of message.role === "assistant" ? (message.tool_calls ?? []) : []) {
      if (cache.waiting.has(call.id)) continue;
      const placeholder: ContextMessage = {
        message: { role: "tool", tool_call_id: call.id, content: INTERRUPTED_TOOL_RESULT },
        entryId: null,
      };
      cache.waiting.set(call.id, placeholder);
      count(placeholder, 1);
    }
  }
}

/** The cached context as the model reads it: what is settled, then the calls still waiting. */
function viewOf(cache: {
  settled: ContextMessage[];
  waiting: Map<string, ContextMessage>;
  view: ContextMessage[] | undefined;
}): ContextMessage[] {
  cache.view ??= cache.waiting.size ? [...cache.settled, ...cache.waiting.values()] : cache.settled;
  return cache.view;
}

/** A result repairToolPairs stood in for a call: not a tool message a covering entry holds. */
const isPlaceholder = (m: ContextMessage) =>
  m.entryId === null && m.cover === undefined && m.message.role === "tool";

/**
 * The count written with a message: left out (a later read counts it) while
 * the tokenizer has not been asked for, so nothing waits for it before a run's
 * first model request; once its load is under way, awaited, so every message
 * after that is written with its count.
 */
async function writtenTokens(message: Message): Promise<number | undefined> {
  if (!canCount(message) && tokenizerRequested()) await loadTokenizer().catch(() => {});
  return canCount(message) ? cachedMessageTokens(message) : undefined;
}
