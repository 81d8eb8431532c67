#!/usr/bin/env node
import { createRequire as __batonCreateRequire, isBuiltin as __batonIsBuiltin } from 'node:module';
const __batonRequire = __batonCreateRequire(import.meta.url);
const __batonMissing = (id) => Object.assign(new Error("Cannot find module '" + id + "'"), { code: 'MODULE_NOT_FOUND' });
const require = Object.assign((id) => { if (__batonIsBuiltin(id)) return __batonRequire(id); throw __batonMissing(id); },
  { resolve: (id) => { if (__batonIsBuiltin(id)) return id; throw __batonMissing(id); } });
import {
  isBatonBody
} from "./chunk-4YPR7BWB.js";
import {
  conversationOfComment
} from "./chunk-4P3MF5RZ.js";
import {
  cleanPlainText
} from "./chunk-HZICW6AM.js";
import {
  RECIPE_NAME
} from "./chunk-Z7IASYN5.js";
import {
  literal,
  number,
  object,
  string
} from "./chunk-FLXSCLV4.js";
import {
  clip,
  describeIssues
} from "./chunk-HBY6AOVX.js";
import {
  inputError
} from "./chunk-VA2UHLEW.js";

// src/action/events/comment-command.ts
function isMemoryCommand(command) {
  return command.kind === "remember" || command.kind === "memory" || command.kind === "forget";
}
var ARG_KEY = /^[A-Za-z_][A-Za-z0-9_-]*$/;
var COMMAND = /^\/([A-Za-z][A-Za-z0-9_-]*)(?=\s|$)/;
var MENTION_CHAR = /[A-Za-z0-9_\-/]/;
var BLANK_LINES = /^(?:[ \t]*\r?\n)*/;
var CODE_INDENT = /^(?: {0,3}\t| {4})/;
function parseCommentCommand(body, options) {
  const cleaned = cleanPlainText(body);
  const start = cleaned.slice(BLANK_LINES.exec(cleaned)[0].length);
  if (CODE_INDENT.test(start)) return { kind: "none" };
  const text = start.trimStart();
  const newline = text.indexOf("\n");
  const firstLine = newline === -1 ? text : text.slice(0, newline);
  const rest = newline === -1 ? "" : text.slice(newline + 1);
  const match = COMMAND.exec(firstLine);
  if (!match) return parseTriggerWord(text, options.triggerWord);
  const name = match[1].toLowerCase();
  const line = firstLine.slice(match[0].length).trimStart();
  switch (name) {
    case "compact":
      return { kind: "compact", instructions: joinText(line, rest) };
    case "run":
      return parseRun(line, rest);
    case "reset":
      return { kind: "reset" };
    case "describe":
    case "changelog":
      return { kind: name };
    case "remember":
      return rememberOf(joinText(line, rest));
    case "memory":
      return { kind: "memory" };
    case "forget": {
      const number2 = /^\d{1,6}$/.test(line.trim()) ? Number(line.trim()) : 0;
      return number2 > 0 ? { kind: "forget", number: number2 } : { kind: "invalid", reason: "/forget needs the number /memory shows: /forget <N>" };
    }
  }
  const extension = options.commands?.find((c) => c.toLowerCase() === name);
  if (extension !== void 0) {
    return {
      kind: "extension",
      name: extension,
      args: line.trim() ? line.trim().split(/\s+/) : [],
      text: rest.trim()
    };
  }
  return { kind: "unknown", command: match[1] };
}
function parseTriggerWord(text, triggerWord) {
  const word = triggerWord.trim();
  if (!word || text.slice(0, word.length).toLowerCase() !== word.toLowerCase()) return { kind: "none" };
  const next = text.charAt(word.length);
  if (next && MENTION_CHAR.test(next)) return { kind: "none" };
  const message = text.slice(word.length).replace(/^[ \t]*[,:]/, "").trim();
  const remember = /^remember[ \t]*:/i.exec(message);
  if (remember) return rememberOf(message.slice(remember[0].length));
  return { kind: "message", text: message };
}
function rememberOf(text) {
  const learning = text.replace(/\s+/g, " ").trim();
  return learning ? { kind: "remember", text: learning } : { kind: "invalid", reason: "remember needs the learning: `@baton remember: <preference>`" };
}
function parseRun(line, rest) {
  const recipeMatch = /^\S+/.exec(line);
  if (!recipeMatch)
    return { kind: "invalid", reason: "/run needs a recipe name: /run <recipe> [key=value \u2026]" };
  const recipe = recipeMatch[0];
  if (!RECIPE_NAME.test(recipe)) {
    return {
      kind: "invalid",
      reason: `"${clip(recipe, 40)}" is not a recipe name (letters, digits, '-' and '_' only)`
    };
  }
  const args = {};
  let position = recipe.length;
  for (; ; ) {
    const token = readArg(line, position);
    if (token === void 0) break;
    if ("error" in token) return { kind: "invalid", reason: token.error };
    if (Object.hasOwn(args, token.key)) {
      return { kind: "invalid", reason: `/run gives the argument "${token.key}" twice` };
    }
    args[token.key] = token.value;
    position = token.end;
  }
  return { kind: "run", recipe, args, message: joinText(line.slice(position).trimStart(), rest) };
}
function readArg(line, position) {
  const head = /^\s+([A-Za-z_][A-Za-z0-9_-]*)=/.exec(line.slice(position));
  if (!head) return void 0;
  const key = head[1];
  const start = position + head[0].length;
  if (line[start] !== '"') {
    const value2 = /^\S*/.exec(line.slice(start))[0];
    return { key, value: value2, end: start + value2.length };
  }
  let value = "";
  for (let i = start + 1; i < line.length; i++) {
    const ch = line[i];
    if (ch === "\\" && (line[i + 1] === '"' || line[i + 1] === "\\")) {
      value += line[++i];
    } else if (ch === '"') {
      const end = i + 1;
      if (end < line.length && !/\s/.test(line[end])) {
        return { error: `the quoted value of "${key}" must be followed by a space` };
      }
      return { key, value, end };
    } else {
      value += ch;
    }
  }
  return { error: `the value of "${key}" opens a quote that is never closed` };
}
function joinText(line, rest) {
  return [line, rest].join("\n").trim();
}
function commandHelp(triggerWord = "@baton", extensions = []) {
  const lines = [
    "Baton understands these commands at the start of a comment (only the first line is the command; further lines go with it):",
    "",
    "- `/run <recipe> [key=value \u2026] [text]`: run a recipe on this issue or pull request, continuing its conversation",
    "- `/compact [instructions]`: compact this conversation now; the instructions steer the summary",
    "- `/describe`: on a pull request, write its title suggestion, summary, walkthrough and type into a marked section of its description, and apply the repository's labels that fit",
    "- `/changelog`: on a pull request, propose its CHANGELOG entry",
    `- \`${triggerWord} remember: <preference>\`: teach Baton a learning for every later run (proposed in a pull request to \`.github/baton/memory.md\`)`,
    "- `/memory`: list the learnings with their numbers",
    "- `/forget <N>`: remove learning N (through the same pull request)",
    "- `/reset`: start this conversation afresh when its saved state cannot be read (the unreadable state is kept inside the new one)",
    ...extensions.map(
      (e) => `- \`/${e.name}${e.usage ? ` ${e.usage}` : ""}\`${e.description ? `: ${e.description}` : ""}`
    ),
    `- \`${triggerWord} <message>\`: a follow-up message in this conversation`
  ];
  return lines.join("\n");
}

// src/action/events/payload.ts
var UserSchema = object({ login: string().min(1), type: string() });
var SubjectFields = {
  number: number().int().positive(),
  title: string(),
  body: string().nullable()
};
var ActionSchema = object({ action: string() });
function parsePayload(schema, payload, event) {
  const result = schema.safeParse(payload);
  if (result.success) return result.data;
  const first = result.error.issues.slice(0, 1);
  throw inputError(`the ${event} event payload is malformed at ${describeIssues(first, "(payload)")}`);
}
var pickUser = (user) => ({ login: user.login, type: user.type });

// src/action/events/comment.ts
var CommentFields = {
  id: number().int().positive(),
  body: string().nullable(),
  created_at: string().min(1),
  user: UserSchema
};
var IssueCommentSchema = object({
  action: literal("created"),
  comment: object(CommentFields),
  issue: object({
    ...SubjectFields,
    // Present (an object) when the comment is on a pull request.
    pull_request: object({}).nullish(),
    created_at: string().min(1),
    user: UserSchema
  })
});
var ReviewCommentSchema = object({
  action: literal("created"),
  comment: object({
    ...CommentFields,
    path: string(),
    line: number().int().positive().nullish(),
    diff_hunk: string().nullish()
  }),
  pull_request: object({
    ...SubjectFields,
    created_at: string().min(1),
    user: UserSchema,
    head: object({ sha: string().regex(/^[0-9a-f]{40}$/) }).nullish()
  })
});
function recognizeComment(request) {
  if (request.eventName === "issue_comment") return recognizeIssueComment(request);
  if (request.eventName === "pull_request_review_comment") return recognizeReviewComment(request);
  return void 0;
}
var commentTrigger = {
  recognize(request) {
    const event = recognizeComment(request);
    if (event === void 0 || "type" in event) return event;
    const { command } = event;
    return isMemoryCommand(command) ? void 0 : { ...event, type: "comment", command };
  },
  whoMayStart: commentStartRule,
  subject(route) {
    const known = route.command.kind !== "unknown" && route.command.kind !== "invalid";
    const id = conversationOfComment(route);
    return {
      // An unknown command is answered with help, unless an extension turns out to know it.
      ...known ? { conversation: { id, reset: route.command.kind === "reset" } } : {},
      notAfter: route.comment.created_at,
      ...triggerIds(route),
      thread: {
        ...commentThread(route),
        ...known ? { acknowledge: { status: workingOn(id) }, read: true } : {}
      }
    };
  }
};
function triggerIds(route) {
  return route.reviewComment ? { triggerReviewCommentId: route.comment.id } : { triggerCommentId: route.comment.id };
}
function commentThread(route) {
  return {
    number: route.issue.number,
    commentId: route.comment.id,
    ...route.reviewComment ? { reviewThread: true } : {},
    ...route.reviewComment?.head ? { headSha: route.reviewComment.head } : {}
  };
}
var workingOn = (conversation) => `\u23F3 Working on it (conversation \`${conversation}\`).`;
function recognizeIssueComment({ payload, inputs }) {
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
      user: pickUser(issue.user)
    }
  };
}
function recognizeReviewComment({ payload, inputs }) {
  const { action } = parsePayload(ActionSchema, payload, "pull_request_review_comment");
  if (action !== "created")
    return { type: "ignore", reason: `Baton does nothing when a review comment is ${action}` };
  const { comment, pull_request: pr } = parsePayload(
    ReviewCommentSchema,
    payload,
    "pull_request_review_comment"
  );
  const body = comment.body ?? "";
  const command = commandOf(body, inputs.triggerWord);
  if ("type" in command) return command;
  return {
    command,
    comment: commentOf(comment, body),
    reviewComment: {
      path: comment.path,
      ...comment.line ? { line: comment.line } : {},
      diffHunk: comment.diff_hunk ?? "",
      ...pr.head?.sha ? { head: pr.head.sha } : {}
    },
    issue: {
      number: pr.number,
      title: pr.title,
      body: pr.body ?? "",
      isPullRequest: true,
      created_at: pr.created_at,
      user: pickUser(pr.user)
    }
  };
}
function commentOf(comment, body) {
  return {
    id: comment.id,
    body,
    created_at: comment.created_at,
    user: pickUser(comment.user),
    marked: isBatonBody(body)
  };
}
function commandOf(body, triggerWord) {
  const command = parseCommentCommand(body, { triggerWord });
  if (command.kind === "none")
    return {
      type: "ignore",
      reason: `the comment is not a command and does not start with ${triggerWord}`
    };
  return command;
}
function commentStartRule(trigger) {
  const { user, marked } = trigger.comment;
  return {
    who: "collaborator",
    summary: `comment by @${user.login} on #${trigger.issue.number}`,
    user,
    what: "a comment",
    verdict: "ignored",
    marked
  };
}

export {
  isMemoryCommand,
  ARG_KEY,
  parseCommentCommand,
  commandHelp,
  UserSchema,
  SubjectFields,
  parsePayload,
  pickUser,
  recognizeComment,
  commentTrigger,
  triggerIds,
  commentThread,
  workingOn,
  commentStartRule
};
