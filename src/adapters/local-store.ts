import { randomBytes } from "node:crypto";
import { mkdir, open, readdir, rm, stat, writeFile } from "node:fs/promises";
import { dirname, join, resolve } from "node:path";
import { describeError, failure, inputError } from "../engine/errors.ts";
import { readLogContext } from "../engine/log/context-snapshot.ts";
import { Conversation } from "../engine/log/conversation.ts";
import { withLogLock } from "../engine/log/log-lock.ts";
import { type MergedLog, mergeLogs, type SessionLog } from "../engine/log/merge-logs.ts";
import {
  createSessionFile,
  fileStamp,
  type ParsedSession,
  REWRITE_TRIES,
  readSessionFile,
  replaceIfUnchanged,
} from "../engine/log/session-file.ts";
import { storageFailure } from "../engine/log/storage-errors.ts";
import { didYouMean } from "../engine/util/text.ts";
import { isConversationId, validateConversationId } from "./conversation-id.ts";

export function newLocalConversationId(): string {
  return `local-${randomBytes(4).toString("hex")}`;
}

export interface SessionSummary {
  id: string;
  entries: number;
  tokens: number;
  updated_at: string;
  /** Dollars its runs cost, where their model's price was known. */
  cost_usd: number;
}

/**
 * The embedded store: one folder per conversation under the state dir,
 * holding `session.jsonl` (docs/design.md#state-format). The action keeps its checkpoints in the
 * same layout, so one store serves both edges.
 */
export class LocalStore {
  readonly root: string;

  constructor(stateDir: string) {
    this.root = resolve(stateDir);
  }

  sessionFile(id: string): string {
    return join(this.root, validateConversationId(id), "session.jsonl");
  }

  async exists(id: string): Promise<boolean> {
    return stat(this.sessionFile(id)).then(
      (s) => s.isFile(),
      () => false,
    );
  }

  /** The log of a conversation that must exist. */
  async existingSessionFile(id: string): Promise<string> {
    if (!(await this.exists(id))) {
      const known = (await this.ids()).map((c) => c.id);
      throw inputError(`no conversation "${id}" in ${this.root}${didYouMean(id, known)}`);
    }
    return this.sessionFile(id);
  }

  /**
   * The conversation in `id`'s folder. Its log names the id it was started
   * as; a folder copied or renamed names another, and everything said of the
   * conversation (its folder, "resume with -c") must be the folder's: refused.
   */
  async open(id: string): Promise<Conversation> {
    const conversation = await Conversation.load(await this.existingSessionFile(id));
    if (conversation.id !== id)
      throw inputError(
        `the log in ${join(this.root, id)} is conversation "${conversation.id}", not "${id}" (a copied or renamed folder): rename the folder back, or use -c ${conversation.id}`,
      );
    return conversation;
  }

  /**
   * Throws a clear error unless the conversation's folder takes a write now
   * (a small probe file, removed at once) and its log opens for appending:
   * checked before any model call, so a full disk or a read-only folder
   * costs no tokens and names the folder.
   */
  async assertWritable(id: string): Promise<void> {
    const file = this.sessionFile(id);
    const probe = `${file}.write-check-${process.pid}-${randomBytes(4).toString("hex")}`;
    try {
      await mkdir(join(this.root, id), { recursive: true });
      await writeFile(probe, Buffer.alloc(4096));
      if (await this.exists(id)) await (await open(file, "a")).close();
    } catch (e) {
      throw storageFailure(e, file, `cannot save conversation "${id}"`);
    } finally {
      await rm(probe, { force: true }).catch(() => {});
    }
  }

  async create(id: string, repo?: string): Promise<Conversation> {
    if (await this.exists(id)) throw inputError(`conversation "${id}" already exists in ${this.root}`);
    return Conversation.create(this.sessionFile(id), id, repo);
  }

  /**
   * Merges a saved state into the local log by entry id (engine/log/merge-logs.ts) under the
   * log's lock, which every append takes too: an entry another process appends meanwhile waits
   * and lands in the merged log, never under it. The merged log replaces the old one only if
   * that is still the file it read: a pull stalled past the lock's stale time (a suspended
   * process, a sleeping laptop) may have lost the lock to a writer, whose entry would otherwise
   * go under the rename. Then, as when another process starts the log this one found missing,
   * the log is read and merged again. A torn last line is a dead writer's here and is kept.
   * Refused when the local log is another repository's.
   */
  async mergeIn(id: string, remote: SessionLog): Promise<{ merged: MergedLog; local?: ParsedSession }> {
    const file = this.sessionFile(id);
    await mkdir(dirname(file), { recursive: true }).catch((e) => {
      throw storageFailure(e, file, `cannot save conversation "${id}"`);
    });
    for (let tries = 1; ; tries++) {
      const done = await withLogLock(file, () => this.mergeOnce(id, file, remote));
      if (done) return done;
      if (tries === REWRITE_TRIES)
        throw failure(
          `${file} kept changing while it was merged (${REWRITE_TRIES} tries); nothing was lost, pull again`,
        );
    }
  }

  /** One read, merge and replace under the lock; undefined when the log changed meanwhile. */
  private async mergeOnce(
    id: string,
    file: string,
    remote: SessionLog,
  ): Promise<{ merged: MergedLog; local?: ParsedSession } | undefined> {
    const read = await fileStamp(file);
    const local = read ? await readSessionFile(file, { keepTornTail: true }) : undefined;
    const [ours, theirs] = [local?.header.repo, remote.header.repo];
    if (ours && theirs && ours !== theirs)
      throw inputError(
        `${this.root} holds a conversation ${id} of ${ours}, not ${theirs}: pull into another --state-dir`,
      );
    const merged = mergeLogs(remote, local);
    if (read && local)
      return (await replaceIfUnchanged(file, read, merged.header, merged.entries))
        ? { merged, local }
        : undefined;
    try {
      await createSessionFile(file, merged.header, merged.entries);
      return { merged };
    } catch (e) {
      // Started by another process since it was looked for: merge into that log.
      if (await this.exists(id)) return undefined;
      throw e;
    }
  }

  /** Removes a conversation and its folder: for one this process created that holds nothing worth keeping. */
  async discard(id: string): Promise<void> {
    await rm(join(this.root, validateConversationId(id)), { recursive: true, force: true });
  }

  /** Ids of the stored conversations with the time their log last changed, newest first. */
  async ids(): Promise<{ id: string; mtimeMs: number }[]> {
    const names = await readdir(this.root).catch(() => [] as string[]);
    const found: { id: string; mtimeMs: number }[] = [];
    for (const name of names) {
      // Only what `-c` would accept: a folder named otherwise is not a conversation here.
      if (!isConversationId(name)) continue;
      const s = await stat(join(this.root, name, "session.jsonl")).catch(() => undefined);
      if (s?.isFile()) found.push({ id: name, mtimeMs: s.mtimeMs });
    }
    return found.sort((a, b) => b.mtimeMs - a.mtimeMs || a.id.localeCompare(b.id));
  }

  /** `--follow`: the most recently updated conversation (by its log's modification time). */
  async follow(): Promise<string> {
    const [newest] = await this.ids();
    if (!newest) throw inputError(`no conversations in ${this.root} to follow`);
    return newest.id;
  }

  /** Every conversation that can be read; one that cannot is told to `warn` and left out, never hides the rest. */
  async sessions(warn: (message: string) => void = () => {}): Promise<SessionSummary[]> {
    const out: SessionSummary[] = [];
    for (const { id, mtimeMs } of await this.ids()) {
      let c: Awaited<ReturnType<typeof readLogContext>>;
      try {
        c = await readLogContext(this.sessionFile(id));
      } catch (error) {
        warn(`conversation ${id} cannot be read, so it is not listed: ${describeError(error)}`);
        continue;
      }
      out.push({
        id,
        entries: c.entries,
        tokens: c.tokens,
        updated_at: c.updatedAt || new Date(mtimeMs).toISOString(),
        cost_usd: c.costUsd,
      });
    }
    return out;
  }
}
