/**
 * Which branch a run's change may go to. Nothing is pushed where its author
 * could not push: an issue's change goes to Baton's own branch for its
 * conversation (`baton/issue-42`, offered in a pull request); on a pull
 * request, to its head branch only when that PR is Baton's own (opened by the
 * token's identity from `baton/<conversation>` in this repository) or the
 * commenter's own PR from a branch of this repository. Never to a fork, never
 * to a base branch.
 */
import type { Octokit } from "@octokit/rest";
import { describeGitHubError } from "../../adapters/github/errors.ts";
import { failure, inputError } from "../../engine/errors.ts";
import { markedConversation } from "../events/markers.ts";
import { type Identity, identityOf, isTokenIdentity } from "../github/identity.ts";

/** What Baton's branches are called: `baton/<conversation>`. */
export const BRANCH_PREFIX = "baton/";
export const branchFor = (conversationId: string): string => `${BRANCH_PREFIX}${conversationId}`;

/** What the pull request is, as the API says (its author and branches cannot change after it is opened). */
export interface PullFacts {
  number: number;
  url: string;
  author: { login: string; isBot: boolean };
  headRef: string;
  /** The head branch is in this repository (not a fork's). */
  sameRepo: boolean;
  open: boolean;
}

export async function readPullFacts(
  octokit: Octokit,
  at: { owner: string; repo: string },
  number: number,
): Promise<PullFacts> {
  try {
    const { data } = await octokit.rest.pulls.get({ owner: at.owner, repo: at.repo, pull_number: number });
    const full = `${at.owner}/${at.repo}`.toLowerCase();
    return {
      number,
      url: data.html_url,
      author: { login: data.user?.login ?? "ghost", isBot: data.user?.type === "Bot" },
      headRef: data.head.ref,
      sameRepo: data.head.repo?.full_name?.toLowerCase() === full,
      open: data.state === "open",
    };
  } catch (error) {
    throw failure(`could not read pull request #${number}: ${describeGitHubError(error)}`, error);
  }
}

/**
 * The conversation a pull request continues: the one its body names (as the
 * trigger saw the body), when the PR is Baton's own, opened from that
 * conversation's branch here. A marker anyone else wrote counts for nothing.
 */
export function linkedConversation(
  facts: PullFacts,
  pinnedBody: string | null | undefined,
  identity: Identity,
): string | undefined {
  const id = markedConversation(pinnedBody);
  if (!id || !facts.sameRepo || facts.headRef !== branchFor(id)) return undefined;
  return isTokenIdentity(identity, facts.author) ? id : undefined;
}

/**
 * The conversation a comment on a pull request works on when that PR is
 * Baton's delivery of another conversation (an issue's); undefined for any
 * other PR. Asks GitHub only when the body carries the marker.
 */
export async function conversationOfPull(
  octokit: Octokit,
  at: { owner: string; repo: string },
  pr: { number: number; body: string | null | undefined },
): Promise<string | undefined> {
  if (!markedConversation(pr.body)) return undefined;
  const [facts, identity] = await Promise.all([readPullFacts(octokit, at, pr.number), identityOf(octokit)]);
  return linkedConversation(facts, pr.body, identity);
}

/** Where a run's change goes. */
export type PushTarget =
  /** Baton's branch for the conversation; a pull request is opened on it, or its open one updated. */
  | { kind: "own-branch"; branch: string; pull?: PullFacts }
  /** A maintainer's own PR: a commit on its branch, the PR itself left as its author wrote it. */
  | { kind: "their-pull"; branch: string; pull: PullFacts };

/**
 * The target for a run on an issue or a pull request, or a refusal said before
 * the run spends anything. `requester`: who asked (the comment's author).
 */
export async function pushTarget(
  octokit: Octokit,
  at: { owner: string; repo: string },
  subject: { kind: "issue" | "pr"; number: number; body?: string },
  conversationId: string,
  requester: string | undefined,
  defaultBranch: string,
): Promise<PushTarget> {
  if (subject.kind === "issue") return { kind: "own-branch", branch: branchFor(conversationId) };
  const [facts, identity] = await Promise.all([
    readPullFacts(octokit, at, subject.number),
    identityOf(octokit),
  ]);
  if (!facts.open)
    throw inputError(`pull request #${subject.number} is closed; Baton pushes only to open ones`);
  if (!facts.sameRepo)
    throw inputError(
      `pull request #${subject.number} comes from a fork; Baton never pushes to a fork's branch. Ask on an issue instead, and Baton opens its own pull request`,
    );
  if (facts.headRef === defaultBranch)
    throw inputError(
      `pull request #${subject.number} is opened from the default branch ${defaultBranch}, which Baton never writes`,
    );
  if (linkedConversation(facts, subject.body, identity) === conversationId)
    return { kind: "own-branch", branch: facts.headRef, pull: facts };
  if (requester && !facts.author.isBot && requester.toLowerCase() === facts.author.login.toLowerCase())
    return { kind: "their-pull", branch: facts.headRef, pull: facts };
  throw inputError(
    `pull request #${subject.number} is @${facts.author.login}'s; Baton pushes to a pull request's branch only when the one who asks opened it, or when Baton did`,
  );
}
