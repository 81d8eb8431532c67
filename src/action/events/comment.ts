/**
 * A comment that asks something of Baton (a command, or a message starting
 * with the trigger word), on an issue, a pull request or a line of one.
 * Started by those with `required-permission` (and listed bots), never by
 * Baton itself. It works on that issue's or PR's conversation; the recipe is
 * the one `/run` names, `answer` for a message, or a conversation command
 * (`/compact`, `/reset`, an extension's); the output is one comment per
 * exchange (a reply in the review thread for a line comment), or a review.
 */
import * as z from "zod";
import { conversationOfComment } from "../../adapters/github/subject.ts";
import {
  type CommentCommand,
  isMemoryCommand,
  type MemoryCommand,
  parseCommentCommand,
} from "./comment-command.ts";
import { isBatonBody } from "./markers.ts";
import {
  ActionSchema,
  type EventUser,
  parsePayload,
  pickUser,
  SubjectFields,
  UserSchema,
} from "./payload.ts";
import type { Ignore, RouteRequest, StartRule, Trigger } from "./trigger.ts";

export interface CommentTrigger extends CommentEvent<ConversationCommand> {
  type: "comment";
}

/** What a comment asks of its issue's or PR's conversation (the memory's commands are memory.ts's). */
export type ConversationCommand = Exclude<CommentCommand, { kind: "none" } | MemoryCommand>;

/** A comment that asks something of Baton, as both comment triggers read it. */
export interface CommentEvent<C extends Exclude<CommentCommand, { kind: "none" }>> {
  command: C;
  comment: {
    id: number;
    body: string;
    created_at: string;
    user: EventUser;
    /**
     * The body carries Baton's marker: Baton's own comment when its author is
     * the token's identity (checked by the gate, see github/identity.ts).
     */
    marked: boolean;
  };
  /**
   * The comment sits in a review thread on a line of the PR: the exchange is a reply there. `head`:
   * the PR's head when it was made (the event says so), which the run reads, as a reader saw it.
   */
  reviewComment?: { path: string; line?: number; diffHunk: string; head?: string };
  issue: {
    number: number;
    title: string;
    body: string;
    isPullRequest: boolean;
    created_at: string;
    user: EventUser;
  };
}

const CommentFields = {
  id: z.number().int().positive(),
  body: z.string().nullable(),
  created_at: z.string().min(1),
  user: UserSchema,
};

const IssueCommentSchema = z.object({
  action: z.literal("created"),
  comment: z.object(CommentFields),
  issue: z.object({
    ...SubjectFields,
    // Present (an object) when the comment is on a pull request.
    pull_request: z.object({}).nullish(),
    created_at: z.string().min(1),
    user: UserSchema,
  }),
});

const ReviewCommentSchema = z.object({
  action: z.literal("created"),
  comment: z.object({
    ...CommentFields,
    path: z.string(),
    line: z.number().int().positive().nullish(),
    diff_hunk: z.string().nullish(),
  }),
  pull_request: z.object({
    ...SubjectFields,
    created_at: z.string().min(1),
    user: UserSchema,
    head: z.object({ sha: z.string().regex(/^[0-9a-f]{40}$/) }).nullish(),
  }),
});

type AnyCommentEvent = CommentEvent<Exclude<CommentCommand, { kind: "none" }>>;

/** Any comment that asks something of Baton, or why it asks nothing; undefined for other events. */
export function recognizeComment(request: RouteRequest): AnyCommentEvent | Ignore | undefined {
  if (request.eventName === "issue_comment") return recognizeIssueComment(request);
  if (request.eventName === "pull_request_review_comment") return recognizeReviewComment(request);
  return undefined;
}

export const commentTrigger: Trigger<CommentTrigger> = {
  recognize(request) {
    const event = recognizeComment(request);
    if (event === undefined || "type" in event) return event;
    const { command } = event;
    return isMemoryCommand(command) ? undefined : { ...event, type: "comment", command };
  },
  whoMayStart: commentStartRule,
  subject(route) {
    const known = route.command.kind !== "unknown" && route.command.kind !== "invalid";
    const id = conversationOfComment(route);
    return {
      // An unknown command is answered with help, unless an extension turns out to know it.
      ...(known ? { conversation: { id, reset: route.command.kind === "reset" } } : {}),
      notAfter: route.comment.created_at,
      ...triggerIds(route),
      thread: {
        ...commentThread(route),
        ...(known ? { acknowledge: { status: workingOn(id) }, read: true } : {}),
      },
    };
  },
};

/**
 * The trigger as the readers of a thread know it. Issue comments and review
 * comments are numbered apart (an issue comment made first may have the
 * larger id), so the id orders only comments of its own kind; the other kind
 * is cut at the trigger's time.
 */
export function triggerIds(route: AnyCommentEvent): {
  triggerCommentId?: number;
  triggerReviewCommentId?: number;
} {
  return route.reviewComment
    ? { triggerReviewCommentId: route.comment.id }
    : { triggerCommentId: route.comment.id };
}

/** The thread a comment's exchange happens on: a reply in its review thread, or on its issue or PR. */
export function commentThread(route: AnyCommentEvent) {
  return {
    number: route.issue.number,
    commentId: route.comment.id,
    ...(route.reviewComment ? { reviewThread: true } : {}),
    ...(route.reviewComment?.head ? { headSha: route.reviewComment.head } : {}),
  };
}

/** The status comment while a comment's run works. */
export const workingOn = (conversation: string) => `⏳ Working on it (conversation \`${conversation}\`).`;

function recognizeIssueComment({ payload, inputs }: RouteRequest): AnyCommentEvent | Ignore {
  const { action } = parsePayload(ActionSchema, payload, "issue_comment");
  if (action === "edited")
    return { type: "ignore", reason: "the comment was edited; Baton acts on new comments only" };
  if (action !== "created")
    return { type: "ignore", reason: `Baton does nothing when a comment is ${action}` };

  const { issue, comment } = parsePayload(IssueCommentSchema, payload, "issue_comment");
  const body = comment.body ?? "";
  const command = commandOf(body, inputs.triggerWord);
  if ("type" in command) return command;
  return {
    command,
    comment: commentOf(comment, body),
    issue: {
      number: issue.number,
      title: issue.title,
      body: issue.body ?? "",
      isPullRequest: issue.pull_request != null,
      created_at: issue.created_at,
      user: pickUser(issue.user),
    },
  };
}

function recognizeReviewComment({ payload, inputs }: RouteRequest): AnyCommentEvent | Ignore {
  const { action } = parsePayload(ActionSchema, payload, "pull_request_review_comment");
  if (action !== "created")
    return { type: "ignore", reason: `Baton does nothing when a review comment is ${action}` };
  const { comment, pull_request: pr } = parsePayload(
    ReviewCommentSchema,
    payload,
    "pull_request_review_comment",
  );
  const body = comment.body ?? "";
  const command = commandOf(body, inputs.triggerWord);
  if ("type" in command) return command;
  return {
    command,
    comment: commentOf(comment, body),
    reviewComment: {
      path: comment.path,
      ...(comment.line ? { line: comment.line } : {}),
      diffHunk: comment.diff_hunk ?? "",
      ...(pr.head?.sha ? { head: pr.head.sha } : {}),
    },
    issue: {
      number: pr.number,
      title: pr.title,
      body: pr.body ?? "",
      isPullRequest: true,
      created_at: pr.created_at,
      user: pickUser(pr.user),
    },
  };
}

function commentOf(
  comment: { id: number; created_at: string; user: EventUser },
  body: string,
): CommentTrigger["comment"] {
  return {
    id: comment.id,
    body,
    created_at: comment.created_at,
    user: pickUser(comment.user),
    marked: isBatonBody(body),
  };
}

/** What a comment asks, or why it asks nothing of Baton. */
function commandOf(body: string, triggerWord: string): AnyCommentEvent["command"] | Ignore {
  const command = parseCommentCommand(body, { triggerWord });
  if (command.kind === "none")
    return {
      type: "ignore",
      reason: `the comment is not a command and does not start with ${triggerWord}`,
    };
  return command;
}

/** Who may start a comment's run: a collaborator, never Baton itself. */
export function commentStartRule(trigger: AnyCommentEvent): StartRule {
  const { user, marked } = trigger.comment;
  return {
    who: "collaborator",
    summary: `comment by @${user.login} on #${trigger.issue.number}`,
    user,
    what: "a comment",
    verdict: "ignored",
    marked,
  };
}
