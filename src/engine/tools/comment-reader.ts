import type { GitHubComment, GitHubReader } from "../ports.ts";
import { cut } from "../util/text.ts";
import { stripUntrusted } from "../util/untrusted.ts";
import { ToolError } from "./tool.ts";

export interface CommentReadRequest {
  reader: GitHubReader;
  number: number;
  /** ISO time of the trigger: comments created after it are not read, edits after it not shown. */
  notAfter?: string | undefined;
  /** The triggering comment: ids grow with time, so a newer one is later even within the same second. */
  triggerCommentId?: number | undefined;
  /** Comments fetched at most. */
  max: number;
  /** One body is cut at this many characters. */
  maxBodyChars: number;
  /** The run's redactor, applied to a body before it is cut. */
  redact: (text: string) => string;
  /** Leave the triggering comment out (it reaches the model as the message itself). */
  excludeTrigger?: boolean;
  /** Comments to leave out altogether (e.g. Baton's own status notes). */
  skip?: (body: string) => boolean;
  signal?: AbortSignal;
}

export interface CommentRead {
  /** "--- author at time ---\nbody", oldest first, stripped of hidden text. */
  blocks: string[];
  /** When each block's comment was created, for merging with other kinds of comments. */
  createdAt: string[];
  /** Comments created after the trigger, not shown. */
  later: number;
  /** More comments than `max` exist. */
  more: boolean;
}

/**
 * The one reader of an issue's comments up to the trigger (content
 * created after the trigger is not fed to the model: docs/design.md#entry-points), used by the model's
 * `list_comments` tool and by the action's thread rebuild. Errors are the
 * caller's to word.
 */
export async function readComments(request: CommentReadRequest): Promise<CommentRead> {
  const cutoff = request.notAfter === undefined ? undefined : Date.parse(request.notAfter);
  // Fail closed: a cutoff that cannot be read must not let everything through.
  if (cutoff !== undefined && Number.isNaN(cutoff))
    throw new ToolError(`invalid cutoff time: ${request.notAfter}`);
  const after = (iso: string | null | undefined) =>
    cutoff !== undefined && typeof iso === "string" && Date.parse(iso) > cutoff;
  const out: CommentRead = { blocks: [], createdAt: [], later: 0, more: false };
  const left = (comment: GitHubComment) =>
    (comment.id === request.triggerCommentId && request.excludeTrigger) || request.skip?.(comment.body);
  const later = (comment: GitHubComment) =>
    (request.triggerCommentId !== undefined && comment.id > request.triggerCommentId) ||
    after(comment.createdAt);
  const shown = (comment: GitHubComment) => !left(comment) && !later(comment);
  let fetched = 0;
  for await (const page of request.reader.commentPages(request.number, request.signal, shown)) {
    for (const comment of page) {
      if (fetched >= request.max) {
        out.more = true;
        return out;
      }
      fetched++;
      if (left(comment)) continue;
      if (later(comment)) {
        out.later++;
        continue;
      }
      // An edit after the trigger is content created after it.
      const body =
        comment.hidden !== undefined
          ? hiddenNote(comment.hidden)
          : after(comment.updatedAt)
            ? "(edited after this run was triggered; not shown)"
            : clipBody(stripUntrusted(comment.body).trim(), request.maxBodyChars, request.redact) ||
              "(empty)";
      out.blocks.push(`--- ${comment.author ?? "(unknown)"} at ${comment.createdAt} ---\n${body}`);
      out.createdAt.push(comment.createdAt);
    }
  }
  return out;
}

/** Over the budget the oldest blocks go first: the newest matter most. */
export function dropOldest(
  blocks: readonly string[],
  budgetChars: number,
): { kept: string[]; dropped: number } {
  const kept = [...blocks];
  let size = kept.reduce((n, b) => n + b.length + 2, 0);
  let dropped = 0;
  while (size > budgetChars && kept.length > 1) {
    size -= kept.shift()!.length + 2;
    dropped++;
  }
  return { kept, dropped };
}

/** A body cut at `max` characters, saying how much more there was. */
/**
 * What stands for a comment hidden on GitHub: a reader of the page sees that it was hidden and
 * why, not its text (a maintainer hides a prompt injection so that it is not acted on).
 */
export function hiddenNote(reason: string): string {
  const why = reason
    .toLowerCase()
    .replace(/_/g, "-")
    .replace(/[^a-z-]/g, "");
  return `(hidden on GitHub${why ? ` as ${why}` : ""}; not shown)`;
}

export function clipBody(body: string, max: number, redact: (text: string) => string): string {
  return cut(body, max, { note: (more) => `\n[body truncated: ${more} more chars]`, redact });
}
