import type { Octokit } from "@octokit/rest";
import { describeGitHubError } from "../../adapters/github/errors.ts";
import { hiddenComments, octokitReader } from "../../adapters/github/octokit-reader.ts";
import { failure, inputError } from "../../engine/errors.ts";
import { clipBody, hiddenNote, readComments } from "../../engine/tools/comment-reader.ts";
import { cleanLine, stripUntrusted } from "../../engine/util/untrusted.ts";
import { STATUS_MARKER } from "../events/markers.ts";

/** Comments of each kind (issue comments, reviews, review comments) read at most. */
export const MAX_THREAD_COMMENTS = 500;
const MAX_COMMENT_CHARS = 4_000;
const PER_PAGE = 100;

export interface ThreadRequest {
  owner: string;
  repo: string;
  number: number;
  /** The title and description as they stood at the trigger (the event's copy). */
  subject: { title: string; body: string; author: string; kind: "issue" | "pull request" };
  /** ISO time of the trigger: nothing created (or edited) after it is read. */
  notAfter: string;
  /**
   * The triggering comment, an issue comment or a review comment: left out
   * (it reaches the model as the message), and later ones of its kind with it.
   */
  triggerCommentId?: number | undefined;
  triggerReviewCommentId?: number | undefined;
  /** The run's redactor: a body is redacted whole before it is cut, so no piece of a secret is left. */
  redact: (text: string) => string;
}

export interface Thread {
  text: string;
  /** Comments, reviews and review comments shown (before the trigger, not Baton's status notes). */
  comments: number;
}

interface Item {
  at: string;
  block: string;
}

/**
 * An issue's or PR's discussion up to the trigger, as one transcript: how a
 * conversation whose saved state is missing or expired starts again. Every
 * comment is kept, and on a pull request every review and review comment,
 * in the order they were made: the conversation lost its history, and the
 * thread is all that is left of it (compaction shortens it later if it must).
 */
export async function readThread(octokit: Octokit, request: ThreadRequest): Promise<Thread> {
  const { owner, repo, number, subject } = request;
  // Fail closed: an unreadable cutoff must not let later content through.
  const cutoff = Date.parse(request.notAfter);
  if (Number.isNaN(cutoff)) throw inputError(`invalid cutoff time for the thread: "${request.notAfter}"`);
  const after = (iso: string | null | undefined) => typeof iso === "string" && Date.parse(iso) > cutoff;
  const items: Item[] = [];
  let later = 0;
  const more: string[] = [];
  try {
    const read = await readComments({
      reader: octokitReader(octokit, owner, repo),
      number,
      notAfter: request.notAfter,
      ...(request.triggerCommentId === undefined ? {} : { triggerCommentId: request.triggerCommentId }),
      excludeTrigger: true,
      max: MAX_THREAD_COMMENTS,
      maxBodyChars: MAX_COMMENT_CHARS,
      redact: request.redact,
      // Baton's own progress notes are noise, not conversation.
      skip: (body) => body.trimStart().startsWith(STATUS_MARKER),
    });
    read.blocks.forEach((block, i) => {
      items.push({ at: read.createdAt[i]!, block });
    });
    later += read.later;
    if (read.more) more.push("comments");
    if (subject.kind === "pull request") {
      const reviews = await reviewItems(octokit, { owner, repo, number, after, redact: request.redact });
      const lines = await reviewCommentItems(octokit, {
        owner,
        repo,
        number,
        after,
        redact: request.redact,
        trigger: request.triggerReviewCommentId,
      });
      items.push(...reviews.items, ...lines.items);
      later += reviews.later + lines.later;
      if (reviews.more) more.push("reviews");
      if (lines.more) more.push("review comments");
    }
  } catch (error) {
    throw failure(`Could not read the thread of #${number}: ${describeGitHubError(error)}`, error);
  }
  // Stable: within the same second each kind keeps GitHub's order.
  items.sort((a, b) => Date.parse(a.at) - Date.parse(b.at));
  const header = [
    `#${number} (${subject.kind}) by ${subject.author}: ${cleanLine(subject.title).trim()}`,
    "",
    stripUntrusted(subject.body).trim() || "(no description)",
  ].join("\n");
  const notes: string[] = [];
  for (const kind of more) notes.push(`[only the first ${MAX_THREAD_COMMENTS} ${kind} were read]`);
  if (later) notes.push(`[not shown: ${plural(later, "comment")} created after this run was triggered]`);
  return { text: [header, ...notes, ...items.map((i) => i.block)].join("\n\n"), comments: items.length };
}

type After = (iso: string | null | undefined) => boolean;
type Redact = (text: string) => string;
interface Read {
  items: Item[];
  later: number;
  more: boolean;
}

/**
 * A pull request's reviews through GraphQL: REST gives a review no edit
 * time, and a review's text edited after the trigger must not be shown.
 */
export const REVIEWS_QUERY = `query($owner: String!, $repo: String!, $number: Int!, $after: String) {
  repository(owner: $owner, name: $repo) {
    pullRequest(number: $number) {
      reviews(first: ${PER_PAGE}, after: $after) {
        nodes { body state submittedAt lastEditedAt author { login __typename } }
        pageInfo { hasNextPage endCursor }
      }
    }
  }
}`;

interface ReviewsAnswer {
  repository?: {
    pullRequest?: {
      reviews?: {
        nodes?: ({
          body?: string | null;
          state?: string;
          submittedAt?: string | null;
          lastEditedAt?: string | null;
          author?: { login?: string; __typename?: string } | null;
        } | null)[];
        pageInfo?: { hasNextPage?: boolean; endCursor?: string | null };
      };
    };
  };
}

/** Submitted reviews with what they said (a review with no text still says how it ended). */
async function reviewItems(
  octokit: Octokit,
  o: { owner: string; repo: string; number: number; after: After; redact: Redact },
): Promise<Read> {
  const out: Read = { items: [], later: 0, more: false };
  let seen = 0;
  let cursor: string | null | undefined = null;
  do {
    const answer: ReviewsAnswer = await octokit.graphql<ReviewsAnswer>(REVIEWS_QUERY, {
      owner: o.owner,
      repo: o.repo,
      number: o.number,
      after: cursor,
    });
    const reviews = answer.repository?.pullRequest?.reviews;
    for (const r of reviews?.nodes ?? []) {
      if (!r) continue;
      if (seen++ >= MAX_THREAD_COMMENTS) return { ...out, more: true };
      if (!r.submittedAt) continue;
      if (o.after(r.submittedAt)) {
        out.later++;
        continue;
      }
      const body = o.after(r.lastEditedAt)
        ? "(edited after this run was triggered; not shown)"
        : clipBody(stripUntrusted(r.body ?? "").trim(), MAX_COMMENT_CHARS, o.redact) || "(no text)";
      const state = (r.state ?? "commented").toLowerCase().replace(/_/g, " ");
      out.items.push({
        at: r.submittedAt,
        block: `--- ${authorOf(r.author)} at ${r.submittedAt}, review (${state}) ---\n${body}`,
      });
    }
    cursor = reviews?.pageInfo?.hasNextPage ? reviews.pageInfo.endCursor : null;
  } while (cursor);
  return out;
}

/** GraphQL names an app without REST's `[bot]`: the same author reads the same as in its comments. */
const authorOf = (author: { login?: string; __typename?: string } | null | undefined): string =>
  author?.login ? `${author.login}${author.__typename === "Bot" ? "[bot]" : ""}` : "(unknown)";

/** Comments on lines of the diff, with where they are. */
async function reviewCommentItems(
  octokit: Octokit,
  o: {
    owner: string;
    repo: string;
    number: number;
    after: After;
    redact: Redact;
    trigger: number | undefined;
  },
): Promise<Read> {
  const out: Read = { items: [], later: 0, more: false };
  let seen = 0;
  const pages = octokit.paginate.iterator(octokit.rest.pulls.listReviewComments, {
    owner: o.owner,
    repo: o.repo,
    pull_number: o.number,
    per_page: PER_PAGE,
  });
  for await (const page of pages) {
    const hidden = await hiddenComments(octokit, page.data);
    for (const c of page.data) {
      if (seen++ >= MAX_THREAD_COMMENTS) return { ...out, more: true };
      // The triggering comment reaches the model as the message itself. One made after it in the
      // same second has a higher id: times are whole seconds, ids only grow.
      if (c.id === o.trigger) continue;
      if (o.after(c.created_at) || (o.trigger !== undefined && c.id > o.trigger)) {
        out.later++;
        continue;
      }
      const reason = hidden.get(c.node_id);
      const body =
        reason !== undefined
          ? hiddenNote(reason)
          : o.after(c.updated_at)
            ? "(edited after this run was triggered; not shown)"
            : clipBody(stripUntrusted(c.body).trim(), MAX_COMMENT_CHARS, o.redact) || "(empty)";
      const where = `${cleanLine(c.path)}${c.line ? `:${c.line}` : ""}`;
      out.items.push({
        at: c.created_at,
        block: `--- ${c.user?.login ?? "(unknown)"} at ${c.created_at}, on \`${where}\` ---\n${body}`,
      });
    }
  }
  return out;
}

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? "" : "s"}`;
