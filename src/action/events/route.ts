/**
 * What the workflow event asks of Baton (docs/design.md#entry-points). Pure: it reads
 * the event payload and the action's inputs and decides; who may trigger
 * (bots, permissions) is checked by the caller against the API.
 */
import * as z from "zod";
import { inputError } from "../../engine/errors.ts";
import { RECIPE_NAME } from "../../engine/recipes/names.ts";
import { clip } from "../../engine/util/text.ts";
import { isBatonBody } from "../github/feedback.ts";
import { ARG_KEY, type CommentCommand, parseCommentCommand } from "./comment-command.ts";

export interface RouteInputs {
  recipe?: string;
  target?: string;
  args?: string;
  message?: string;
  triggerWord: string;
}

export interface RouteRequest {
  eventName: string;
  payload: unknown;
  inputs: RouteInputs;
}

export interface EventUser {
  login: string;
  type: string;
}

export interface CommentTrigger {
  type: "comment";
  command: Exclude<CommentCommand, { kind: "none" }>;
  comment: {
    id: number;
    body: string;
    created_at: string;
    user: EventUser;
    /**
     * The body carries Baton's marker: Baton's own comment when its author is
     * the token's identity (checked by the caller, see github/identity.ts).
     */
    marked: boolean;
  };
  /** The comment sits in a review thread on a line of the PR: the exchange is a reply there. */
  reviewComment?: { path: string; line?: number; diffHunk: string };
  issue: {
    number: number;
    title: string;
    body: string;
    isPullRequest: boolean;
    created_at: string;
    user: EventUser;
  };
}

export interface DispatchTrigger {
  type: "dispatch";
  recipe: string;
  target?: number;
  args: Record<string, string>;
  message: string;
}

export interface ScheduleTrigger {
  type: "schedule";
  /** Review only this PR. */
  target?: number;
}

/** A pull request opened or pushed to: review it, as the scheduled sweep would. */
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

/** An issue just opened: triage it, when the workflow opted in. */
export interface IssueOpenedTrigger {
  type: "issue_opened";
  number: number;
  title: string;
  body: string;
  created_at: string;
  author: EventUser;
}

export interface Ignore {
  type: "ignore";
  /** Why, in words for the job log. */
  reason: string;
}

export type Route =
  | CommentTrigger
  | DispatchTrigger
  | ScheduleTrigger
  | PullRequestTrigger
  | IssueOpenedTrigger
  | Ignore;

/** The `pull_request` actions that bring new code (or a PR now ready) to review. */
export const REVIEW_ACTIONS = ["opened", "synchronize", "reopened", "ready_for_review"] as const;

/** Without a recipe, a dispatch with a message is a question, as a trigger-word comment is. */
export const DISPATCH_DEFAULT_RECIPE = "answer";

const UserSchema = z.object({ login: z.string().min(1), type: z.string() });

/** What every issue and pull request of an event carries. */
const SubjectFields = {
  number: z.number().int().positive(),
  title: z.string(),
  body: z.string().nullable(),
};

const CommentActionSchema = z.object({ action: z.string() });

const IssueCommentSchema = z.object({
  action: z.literal("created"),
  comment: z.object({
    id: z.number().int().positive(),
    body: z.string().nullable(),
    created_at: z.string().min(1),
    user: UserSchema,
  }),
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
    id: z.number().int().positive(),
    body: z.string().nullable(),
    created_at: z.string().min(1),
    user: UserSchema,
    path: z.string(),
    line: z.number().int().positive().nullish(),
    diff_hunk: z.string().nullish(),
  }),
  pull_request: z.object({
    ...SubjectFields,
    created_at: z.string().min(1),
    user: UserSchema,
  }),
});

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

const IssuesSchema = z.object({
  action: z.string(),
  issue: z.object({
    ...SubjectFields,
    created_at: z.string().min(1),
    user: UserSchema,
  }),
});

const DispatchSchema = z.object({
  inputs: z.record(z.string(), z.unknown()).nullish(),
});

export function routeEvent(request: RouteRequest): Route {
  switch (request.eventName) {
    case "issue_comment":
      return routeComment(request);
    case "pull_request_review_comment":
      return routeReviewComment(request);
    case "pull_request":
      return routePullRequest(request);
    case "issues":
      return routeIssue(request);
    case "workflow_dispatch":
      return routeDispatch(request);
    case "schedule": {
      const target = parseTarget(request.inputs.target, "target");
      return target === undefined ? { type: "schedule" } : { type: "schedule", target };
    }
    default:
      return { type: "ignore", reason: `Baton does nothing on ${request.eventName || "unnamed"} events` };
  }
}

function routeComment({ payload, inputs }: RouteRequest): Route {
  const { action } = parse(CommentActionSchema, payload, "issue_comment");
  if (action === "edited")
    return { type: "ignore", reason: "the comment was edited; Baton acts on new comments only" };
  if (action !== "created")
    return { type: "ignore", reason: `Baton does nothing when a comment is ${action}` };

  const event = parse(IssueCommentSchema, payload, "issue_comment");
  const body = event.comment.body ?? "";
  const command = commandOf(body, inputs.triggerWord);
  if ("type" in command) return command;
  const { issue, comment } = event;
  return {
    type: "comment",
    command,
    comment: {
      id: comment.id,
      body,
      created_at: comment.created_at,
      user: pickUser(comment.user),
      marked: isBatonBody(body),
    },
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

/** What a comment asks, or why it asks nothing of Baton. */
function commandOf(body: string, triggerWord: string): CommentTrigger["command"] | Ignore {
  const command = parseCommentCommand(body, { triggerWord });
  if (command.kind === "none")
    return {
      type: "ignore",
      reason: `the comment is not a command and does not start with ${triggerWord}`,
    };
  return command;
}

function routeReviewComment({ payload, inputs }: RouteRequest): Route {
  const { action } = parse(CommentActionSchema, payload, "pull_request_review_comment");
  if (action !== "created")
    return { type: "ignore", reason: `Baton does nothing when a review comment is ${action}` };
  const { comment, pull_request: pr } = parse(ReviewCommentSchema, payload, "pull_request_review_comment");
  const body = comment.body ?? "";
  const command = commandOf(body, inputs.triggerWord);
  if ("type" in command) return command;
  return {
    type: "comment",
    command,
    comment: {
      id: comment.id,
      body,
      created_at: comment.created_at,
      user: pickUser(comment.user),
      marked: isBatonBody(body),
    },
    reviewComment: {
      path: comment.path,
      ...(comment.line ? { line: comment.line } : {}),
      diffHunk: comment.diff_hunk ?? "",
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

function routePullRequest({ payload }: RouteRequest): Route {
  const event = parse(PullRequestSchema, payload, "pull_request");
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
}

function routeIssue({ payload }: RouteRequest): Route {
  const event = parse(IssuesSchema, payload, "issues");
  if (event.action !== "opened")
    return { type: "ignore", reason: `Baton does nothing when an issue is ${event.action}` };
  const { issue } = event;
  return {
    type: "issue_opened",
    number: issue.number,
    title: issue.title,
    body: issue.body ?? "",
    created_at: issue.created_at,
    author: pickUser(issue.user),
  };
}

function routeDispatch({ payload, inputs }: RouteRequest): DispatchTrigger {
  const event = parse(DispatchSchema, payload, "workflow_dispatch");
  const eventInputs = event.inputs ?? {};
  // The action's inputs win; the event's inputs fill in what the workflow did not pass on.
  const input = (name: keyof Omit<RouteInputs, "triggerWord">): string | undefined => {
    const own = inputs[name]?.trim();
    if (own) return inputs[name];
    const value = eventInputs[name];
    if (value === undefined || value === null) return undefined;
    if (typeof value === "string") return value.trim() ? value : undefined;
    if (typeof value === "number" || typeof value === "boolean") return String(value);
    throw inputError(`the workflow_dispatch input "${name}" must be text, not ${describeJson(value)}`);
  };

  const message = input("message")?.trim() ?? "";
  const recipe = input("recipe")?.trim() || (message ? DISPATCH_DEFAULT_RECIPE : undefined);
  if (!recipe) {
    throw inputError('workflow_dispatch needs a "recipe" input (or a "message" for the answer recipe)');
  }
  if (!RECIPE_NAME.test(recipe)) {
    throw inputError(`"${recipe}" is not a recipe name (letters, digits, '-' and '_' only)`);
  }
  const target = parseTarget(input("target"), "target");
  const args = parseArgsInput(input("args") ?? "");
  return { type: "dispatch", recipe, ...(target === undefined ? {} : { target }), args, message };
}

/** An issue or PR number: `12` or `#12`; empty means none. */
export function parseTarget(text: string | undefined, name: string): number | undefined {
  const value = text?.trim() ?? "";
  if (value === "") return undefined;
  const match = /^#?(\d+)$/.exec(value);
  const number = match ? Number(match[1]) : Number.NaN;
  if (!Number.isSafeInteger(number) || number < 1) {
    throw inputError(`"${name}" must be an issue or pull request number, not "${value}"`);
  }
  return number;
}

/**
 * Recipe arguments from the `args` input: `key=value` lines (blank lines and
 * `#` comments skipped) or a JSON object of strings, numbers and booleans.
 */
export function parseArgsInput(text: string): Record<string, string> {
  const trimmed = text.trim();
  if (trimmed === "") return {};
  if (trimmed.startsWith("{") || trimmed.startsWith("[")) return parseJsonArgs(trimmed);

  const args: Record<string, string> = {};
  const lines = text.split(/\r?\n/);
  for (const [index, raw] of lines.entries()) {
    const line = raw.trim();
    if (line === "" || line.startsWith("#")) continue;
    const eq = line.indexOf("=");
    const key = eq === -1 ? "" : line.slice(0, eq).trim();
    if (!ARG_KEY.test(key)) {
      throw inputError(`"args" line ${index + 1} is not key=value: "${clip(line, 60)}"`);
    }
    if (Object.hasOwn(args, key)) throw inputError(`"args" gives "${key}" twice`);
    args[key] = line.slice(eq + 1).trim();
  }
  return args;
}

function parseJsonArgs(text: string): Record<string, string> {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    throw inputError(`"args" is not valid JSON: ${(error as Error).message}`);
  }
  if (value === null || typeof value !== "object" || Array.isArray(value)) {
    throw inputError(`"args" must be a JSON object, not ${describeJson(value)}`);
  }
  const args: Record<string, string> = {};
  for (const [key, item] of Object.entries(value)) {
    if (!ARG_KEY.test(key)) {
      throw inputError(`"args" key "${clip(key, 60)}" is not a name (letters, digits, '_' and '-')`);
    }
    if (typeof item !== "string" && typeof item !== "number" && typeof item !== "boolean") {
      throw inputError(`"args.${key}" must be a string, number or boolean, not ${describeJson(item)}`);
    }
    args[key] = String(item);
  }
  return args;
}

function parse<T>(schema: z.ZodType<T>, payload: unknown, event: string): T {
  const result = schema.safeParse(payload);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const path = issue?.path.length ? issue.path.map(String).join(".") : "(payload)";
  throw inputError(`the ${event} event payload is malformed at ${path}: ${issue?.message ?? "invalid"}`);
}

const pickUser = (user: EventUser): EventUser => ({ login: user.login, type: user.type });

function describeJson(value: unknown): string {
  if (value === null) return "null";
  if (Array.isArray(value)) return "a list";
  return typeof value === "object" ? "an object" : `a ${typeof value}`;
}
