import type { Octokit } from "@octokit/rest";
import { describeError } from "../../engine/errors.ts";
import type { Logger } from "../../engine/util/logger.ts";
import { clip } from "../../engine/util/text.ts";
import { cleanLine, stripUntrusted } from "../../engine/util/untrusted.ts";
import { isBatonBody } from "../events/markers.ts";
import { identityOf, isTokenIdentity } from "../github/identity.ts";

/**
 * Baton's own review threads on a pull request (GraphQL: the REST API does
 * not say whether a thread is resolved, nor resolve one). A follow-up review
 * is told which of its earlier line comments are still open, so it does not
 * repeat them, and resolves those the new commits fixed.
 */
export interface OwnThread {
  /** GraphQL node id, for resolveReviewThread. */
  id: string;
  path: string;
  line: number | null;
  outdated: boolean;
  /** The first line of Baton's comment that opened the thread. */
  gist: string;
}

/**
 * Threads read at most (one request): the newest, where a follow-up review's
 * own open ones are; the oldest hundred of a PR reviewed for months are
 * mostly resolved.
 */
const MAX_THREADS = 100;

export const THREADS_QUERY = `query($owner: String!, $repo: String!, $number: Int!) {
  repository(owner: $owner, name: $repo) {
    pullRequest(number: $number) {
      reviewThreads(last: ${MAX_THREADS}) {
        nodes {
          id
          isResolved
          isOutdated
          path
          line
          comments(first: 1) {
            nodes { body author { __typename login } }
          }
        }
      }
    }
  }
}`;

export const RESOLVE_MUTATION = `mutation($threadId: ID!) {
  resolveReviewThread(input: { threadId: $threadId }) { thread { id isResolved } }
}`;

interface ThreadsAnswer {
  repository?: {
    pullRequest?: {
      reviewThreads?: {
        nodes?: ({
          id?: unknown;
          isResolved?: unknown;
          isOutdated?: unknown;
          path?: unknown;
          line?: unknown;
          comments?: {
            nodes?: ({
              body?: unknown;
              author?: { __typename?: unknown; login?: unknown } | null;
            } | null)[];
          };
        } | null)[];
      };
    } | null;
  } | null;
}

/**
 * The open threads Baton started on the PR (its marker, written by the
 * token's own identity), oldest first. A failure is logged and reads as
 * none: the review goes on without them.
 */
export async function readOwnOpenThreads(
  octokit: Octokit,
  where: { owner: string; repo: string; number: number },
  logger: Logger,
): Promise<OwnThread[]> {
  let answer: ThreadsAnswer;
  const identity = await identityOf(octokit);
  try {
    answer = await octokit.graphql<ThreadsAnswer>(THREADS_QUERY, { ...where });
  } catch (error) {
    logger.warn(`could not read the review threads of #${where.number}: ${describeError(error)}`);
    return [];
  }
  const threads: OwnThread[] = [];
  for (const node of answer.repository?.pullRequest?.reviewThreads?.nodes ?? []) {
    const first = node?.comments?.nodes?.[0];
    if (node?.isResolved !== false || typeof node.id !== "string" || !first) continue;
    const body = typeof first.body === "string" ? first.body : "";
    // The marker alone is not proof: anyone may copy it, a member or another app too.
    const login = typeof first.author?.login === "string" ? first.author.login : "";
    const own = isTokenIdentity(identity, { login, isBot: first.author?.__typename === "Bot" });
    if (!isBatonBody(body) || !own) continue;
    threads.push({
      id: node.id,
      path: cleanLine(typeof node.path === "string" ? node.path : ""),
      line: typeof node.line === "number" ? node.line : null,
      outdated: node.isOutdated === true,
      gist: gistOf(body),
    });
  }
  return threads;
}

/** Resolves the threads the review found fixed; a refusal is logged, the review stands. */
export async function resolveThreads(
  octokit: Octokit,
  threads: readonly OwnThread[],
  logger: Logger,
): Promise<OwnThread[]> {
  const resolved: OwnThread[] = [];
  for (const thread of threads) {
    try {
      await octokit.graphql(RESOLVE_MUTATION, { threadId: thread.id });
      resolved.push(thread);
    } catch (error) {
      logger.warn(`could not resolve the review thread on ${thread.path}: ${describeError(error)}`);
    }
  }
  return resolved;
}

/** The message that tells a follow-up review about its open threads, with the labels the model uses. */
export function threadsNote(threads: readonly OwnThread[]): string {
  const lines = threads.map(
    (t, i) =>
      `- [T${i + 1}] \`${t.path}${t.line ? `:${t.line}` : ""}\`${t.outdated ? " (the lines have changed since)" : ""}: ${t.gist}`,
  );
  return [
    "Your line comments from earlier reviews of this PR that are still open:",
    "",
    ...lines,
    "",
    "Do not comment on these again: their threads are still there. For each one the new commits fixed, call `resolve_review_thread` with its label (e.g. T1); leave the others open.",
  ].join("\n");
}

function gistOf(body: string): string {
  const line = stripUntrusted(body)
    .split("\n")
    .map((l) => l.trim())
    .find((l) => l !== "");
  const text = line ?? "(empty)";
  return clip(text, 200);
}
