/**
 * A pull request opened, pushed to, reopened or marked ready: reviewed as the
 * scheduled sweep would review it, when its author may trigger runs (so a
 * stranger's PR cannot spend the key). It works on the PR's conversation with
 * the `pr-review` recipe; the output is a review.
 */
import * as z from "zod";
import { type EventUser, parsePayload, pickUser, SubjectFields, UserSchema } from "./payload.ts";
import type { StartRule, Trigger } from "./trigger.ts";

export interface PullRequestTrigger {
  type: "pull_request";
  action: string;
  number: number;
  /** The head, title and description the event names: what the review reads, whatever was pushed or edited since. */
  headSha: string;
  title: string;
  body: string;
  /** When the event happened: comments made after it are not read. */
  updated_at: string;
  draft: boolean;
  labels: string[];
  author: EventUser;
}

/** The `pull_request` actions that bring new code (or a PR now ready) to review. */
export const REVIEW_ACTIONS = ["opened", "synchronize", "reopened", "ready_for_review"] as const;

const PullRequestSchema = z.object({
  action: z.string(),
  pull_request: z.object({
    ...SubjectFields,
    updated_at: z.string().min(1),
    draft: z.boolean().nullish(),
    head: z.object({ sha: z.string().min(1) }),
    labels: z.array(z.object({ name: z.string() })).nullish(),
    user: UserSchema,
  }),
});

export const pullRequestTrigger: Trigger<PullRequestTrigger> = {
  recognize({ eventName, payload }) {
    if (eventName !== "pull_request") return undefined;
    const event = parsePayload(PullRequestSchema, payload, "pull_request");
    if (!(REVIEW_ACTIONS as readonly string[]).includes(event.action))
      return { type: "ignore", reason: `Baton reviews nothing when a pull request is ${event.action}` };
    const pr = event.pull_request;
    return {
      type: "pull_request",
      action: event.action,
      number: pr.number,
      headSha: pr.head.sha,
      title: pr.title,
      body: pr.body ?? "",
      updated_at: pr.updated_at,
      draft: pr.draft ?? false,
      labels: (pr.labels ?? []).map((l) => l.name),
      author: pickUser(pr.user),
    };
  },
  whoMayStart: reviewStartRule,
  // The conversation is opened only if the PR is due (not a draft, labelled, moved since the last review).
  subject: (route) => ({ notAfter: route.updated_at }),
};

/**
 * A pull request's own events start a review only when its author may
 * trigger runs, so a stranger's PR cannot spend the key; a maintainer's
 * `/run pr-review` on it still reviews it.
 */
export function reviewStartRule(trigger: PullRequestTrigger): StartRule {
  return {
    who: "collaborator",
    summary: `pull_request ${trigger.action} on #${trigger.number} by @${trigger.author.login}`,
    user: trigger.author,
    what: `pull request #${trigger.number}`,
    verdict: "not reviewed",
  };
}
