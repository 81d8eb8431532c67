#!/usr/bin/env node
import { createRequire as __batonCreateRequire, isBuiltin as __batonIsBuiltin } from 'node:module';
const __batonRequire = __batonCreateRequire(import.meta.url);
const __batonMissing = (id) => Object.assign(new Error("Cannot find module '" + id + "'"), { code: 'MODULE_NOT_FOUND' });
const require = Object.assign((id) => { if (__batonIsBuiltin(id)) return __batonRequire(id); throw __batonMissing(id); },
  { resolve: (id) => { if (__batonIsBuiltin(id)) return id; throw __batonMissing(id); } });
import {
  stripUntrusted
} from "./chunk-VTQUIWGN.js";
import {
  describeGitHubError,
  githubStatus
} from "./chunk-ZFNUBQJN.js";
import {
  RECIPE_NAME
} from "./chunk-Z7IASYN5.js";
import {
  clip
} from "./chunk-3SMRUNWK.js";
import {
  describeError,
  failure
} from "./chunk-VA2UHLEW.js";

// src/action/events/comment-command.ts
var ARG_KEY = /^[A-Za-z_][A-Za-z0-9_-]*$/;
var COMMAND = /^\/([A-Za-z][A-Za-z0-9_-]*)(?=\s|$)/;
var MENTION_CHAR = /[A-Za-z0-9_\-/]/;
function parseCommentCommand(body, options) {
  const text = stripUntrusted(body).trimStart();
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
  return {
    kind: "message",
    text: text.slice(word.length).replace(/^[ \t]*[,:]/, "").trim()
  };
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
    "- `/reset`: start this conversation afresh when its saved state cannot be read (the unreadable state is kept inside the new one)",
    ...extensions.map(
      (e) => `- \`/${e.name}${e.usage ? ` ${e.usage}` : ""}\`${e.description ? `: ${e.description}` : ""}`
    ),
    `- \`${triggerWord} <message>\`: a follow-up message in this conversation`
  ];
  return lines.join("\n");
}

// src/action/github/feedback.ts
var STATUS_MARKER = "<!-- baton:status -->";
var BATON_MARKER = "<!-- baton -->";
var isBatonBody = (body) => (body ?? "").includes(BATON_MARKER) || (body ?? "").includes(STATUS_MARKER);
var MAX_COMMENT_CHARS = 65536;
var NOTE_ROOM = 200;
var Feedback = class {
  #o;
  #exchange;
  #answered = false;
  #pendingStatus;
  #statusWrite;
  #notices = [];
  constructor(options) {
    this.#o = options;
  }
  /**
   * Things the user must hear whatever happens next (a refused state, a fresh
   * start): they stay under every later text of the exchange's comment.
   */
  notice(...lines) {
    this.#notices.push(...lines);
  }
  /** The id of the exchange's comment, once there is one. */
  get statusCommentId() {
    return this.#exchange?.id;
  }
  /** Whether the exchange holds its answer (later progress or failure text never replaces it). */
  get answered() {
    return this.#answered;
  }
  /** 👀 on the triggering comment. */
  received() {
    return this.#react("eyes");
  }
  /** 🚀 on the triggering comment. */
  done() {
    return this.#react("rocket");
  }
  /**
   * 😕 on the triggering comment, and the exchange's comment says what went
   * wrong, unless it already holds an answer (which then says why it is short).
   */
  async failed(problem) {
    const message = typeof problem === "string" ? problem : describeError(problem);
    await Promise.all([
      this.#react("confused"),
      this.#answered ? void 0 : this.status(`**Baton failed:** ${message}`)
    ]);
  }
  /**
   * Shows progress in the exchange's comment: created on the first call,
   * edited in place afterwards. Calls made while a write is under way
   * collapse into one write of the latest text.
   */
  status(text) {
    if (this.#answered) return Promise.resolve();
    this.#pendingStatus = `${STATUS_MARKER}
${text}`;
    this.#statusWrite ??= this.#flushStatus();
    return this.#statusWrite;
  }
  /**
   * The answer: the exchange's comment edited into it, or a new comment when
   * there is none yet. The footer (a line about the run) goes last, under the notices.
   */
  async answer(body, footer = "") {
    this.#pendingStatus = void 0;
    await this.#statusWrite;
    try {
      const posted = await this.#write(body, footer);
      this.#answered = true;
      return posted;
    } catch (error) {
      throw failure(
        `Could not post the answer on #${this.#o.issueNumber}: ${describeGitHubError(error)}`,
        error
      );
    }
  }
  /**
   * Posts a pull request review (a comment, never an approval or a block)
   * with its line comments. When GitHub refuses the line comments (422) the
   * review is posted again with them moved into its body, so none is lost.
   */
  async review(pr, body, commitId, comments = [], footer = "") {
    const { octokit, owner, repo } = this.#o;
    const post = (summary, lines) => {
      const said = summary.trim() === "" ? "(no remarks)" : summary;
      return octokit.rest.pulls.createReview({
        owner,
        repo,
        pull_number: pr,
        commit_id: commitId,
        event: "COMMENT",
        body: this.#prepare(footer ? `${said}

${footer}` : said),
        ...lines.length ? { comments: lines.map((c) => ({ ...c, body: this.#prepare(c.body) })) } : {}
      });
    };
    try {
      try {
        const { data } = await post(body, comments);
        return { id: data.id, url: data.html_url };
      } catch (error) {
        if (githubStatus(error) !== 422 || comments.length === 0) throw error;
        this.#o.logger.warn(
          `GitHub refused the line comments of the review on #${pr} (${describeGitHubError(error)}); they go into the review's body`
        );
        const { data } = await post(withOffDiff(body, comments, "Comments GitHub could not place"), []);
        return { id: data.id, url: data.html_url };
      }
    } catch (error) {
      throw failure(`Could not post the review on #${pr}: ${describeGitHubError(error)}`, error);
    }
  }
  async #flushStatus() {
    try {
      while (this.#pendingStatus !== void 0) {
        const text = this.#pendingStatus;
        this.#pendingStatus = void 0;
        try {
          await this.#write(text);
        } catch (error) {
          this.#o.logger.warn(
            `Could not update the status comment on #${this.#o.issueNumber}: ${describeGitHubError(error)}`
          );
        }
      }
    } finally {
      this.#statusWrite = void 0;
    }
  }
  /** Edits the exchange's comment, or starts it (again, if someone deleted it). */
  async #write(text, footer = "") {
    const notes = this.#notices.map((n) => `
> ${n}`).join("");
    const body = this.#prepare(`${text}${notes}${footer ? `

${footer}` : ""}`);
    if (this.#exchange !== void 0) {
      try {
        await this.#update(this.#exchange.id, body);
        return this.#exchange;
      } catch (error) {
        if (githubStatus(error) !== 404) throw error;
      }
    }
    this.#exchange = await this.#create(body);
    return this.#exchange;
  }
  async #create(body) {
    const { octokit, owner, repo, issueNumber, commentId, reviewThread } = this.#o;
    if (reviewThread && commentId !== void 0) {
      const { data: data2 } = await octokit.rest.pulls.createReplyForReviewComment({
        owner,
        repo,
        pull_number: issueNumber,
        comment_id: commentId,
        body
      });
      return { id: data2.id, url: data2.html_url };
    }
    const { data } = await octokit.rest.issues.createComment({
      owner,
      repo,
      issue_number: issueNumber,
      body
    });
    return { id: data.id, url: data.html_url };
  }
  async #update(id, body) {
    const { octokit, owner, repo, reviewThread } = this.#o;
    if (reviewThread) await octokit.rest.pulls.updateReviewComment({ owner, repo, comment_id: id, body });
    else await octokit.rest.issues.updateComment({ owner, repo, comment_id: id, body });
  }
  async #react(content) {
    const { octokit, owner, repo, commentId, reviewThread, logger } = this.#o;
    if (commentId === void 0) return;
    try {
      if (reviewThread)
        await octokit.rest.reactions.createForPullRequestReviewComment({
          owner,
          repo,
          comment_id: commentId,
          content
        });
      else
        await octokit.rest.reactions.createForIssueComment({ owner, repo, comment_id: commentId, content });
    } catch (error) {
      logger.warn(`Could not react ${content} to comment ${commentId}: ${describeGitHubError(error)}`);
    }
  }
  #prepare(body) {
    return `${fitComment(this.#o.redactor.redact(body), MAX_COMMENT_CHARS - BATON_MARKER.length - 1)}
${BATON_MARKER}`;
  }
};
function withOffDiff(body, comments, heading) {
  if (comments.length === 0) return body;
  const items = comments.map((c) => {
    const lines = c.line ? `:${c.start_line === void 0 ? "" : `${c.start_line}-`}${c.line}` : "";
    const where = `${c.path}${lines}`;
    return `- \`${where}\`: ${indent(c.body)}`;
  });
  return `${body.trimEnd()}

#### ${heading}

${items.join("\n")}`;
}
var indent = (text) => text.replace(/\n(?!\n)/g, "\n  ");
function fitComment(body, max = MAX_COMMENT_CHARS) {
  if (body.length <= max) return body;
  let head = body.slice(0, Math.max(0, max - NOTE_ROOM));
  if (/[\uD800-\uDBFF]$/.test(head)) head = head.slice(0, -1);
  let open;
  for (const [, fence = ""] of head.matchAll(/^ {0,3}(`{3,}|~{3,})/gm)) {
    if (open === void 0) open = fence;
    else if (fence[0] === open[0] && fence.length >= open.length) open = void 0;
  }
  const close = open === void 0 ? "" : `
${open}`;
  const cut = body.length - head.length;
  return `${head}${close}

_(Truncated: ${cut} more characters did not fit in a GitHub comment.)_`;
}

// src/action/github/permissions.ts
var ROLES = ["none", "read", "triage", "write", "maintain", "admin"];
var BOT_SUFFIX = /\[bot\]$/i;
function isBot(user, allowedBots = []) {
  const bot = user.type === "Bot" || BOT_SUFFIX.test(user.login);
  if (!bot) return false;
  const name = user.login.replace(BOT_SUFFIX, "").toLowerCase();
  return !allowedBots.some((entry) => entry.trim().replace(BOT_SUFFIX, "").toLowerCase() === name);
}
async function hasPermission(octokit, check) {
  let data;
  try {
    ({ data } = await octokit.rest.repos.getCollaboratorPermissionLevel({
      owner: check.owner,
      repo: check.repo,
      username: check.login
    }));
  } catch (error) {
    if (githubStatus(error) === 404) return { allowed: false, have: "none" };
    throw failure(
      `Could not check ${check.login}'s permission on the repository: ${describeGitHubError(error)}`,
      error
    );
  }
  const have = asRole(data.role_name) ?? asRole(data.permission) ?? "none";
  return { allowed: rank(have) >= rank(check.required), have };
}
function asRole(name) {
  const lower = name?.toLowerCase();
  return ROLES.includes(lower ?? "") ? lower : void 0;
}
var rank = (role) => ROLES.indexOf(role);
function authorGate(octokit, options) {
  const verdicts = /* @__PURE__ */ new Map();
  const judge = async (author) => {
    if (isBot(author, options.allowedBots))
      return { allowed: false, reason: `its author @${author.login} is a bot not listed in allowed-bots` };
    if (isBot(author, [])) return { allowed: true };
    try {
      const { allowed, have } = await hasPermission(octokit, { ...options, login: author.login });
      return allowed ? { allowed } : {
        allowed,
        reason: `its author @${author.login} has ${have} permission; ${options.required} is required`
      };
    } catch (error) {
      return {
        allowed: false,
        reason: `its author's permission could not be checked: ${describeGitHubError(error)}`
      };
    }
  };
  return (author) => {
    const key = author.login.toLowerCase();
    let verdict = verdicts.get(key);
    if (!verdict) {
      verdict = judge(author);
      verdicts.set(key, verdict);
    }
    return verdict;
  };
}

// src/action/github/identity.ts
var looked = /* @__PURE__ */ new WeakMap();
function identityOf(octokit) {
  let identity = looked.get(octokit);
  if (!identity) {
    identity = lookUp(octokit);
    looked.set(octokit, identity);
  }
  return identity;
}
async function lookUp(octokit) {
  try {
    const { data } = await octokit.rest.users.getAuthenticated();
    return { kind: "user", login: data.login };
  } catch (error) {
    if (githubStatus(error) === 403) return { kind: "app", ...await botLogin(octokit) };
    return { kind: "unknown", reason: describeGitHubError(error) };
  }
}
async function botLogin(octokit) {
  try {
    const { viewer } = await octokit.graphql("query { viewer { login } }");
    return typeof viewer?.login === "string" && viewer.login !== "" ? { login: viewer.login } : {};
  } catch {
    return {};
  }
}
var botName = (login) => login.replace(/\[bot\]$/i, "").toLowerCase();
function isTokenIdentity(identity, author) {
  switch (identity.kind) {
    case "user":
      return !author.isBot && author.login.toLowerCase() === identity.login.toLowerCase();
    case "app":
      return author.isBot && identity.login !== void 0 && botName(author.login) === botName(identity.login);
    case "unknown":
      return false;
  }
}
function isOwnComment(identity, author) {
  switch (identity.kind) {
    case "user":
      return author.login.toLowerCase() === identity.login.toLowerCase();
    case "app":
      return identity.login === void 0 ? author.type === "Bot" : isTokenIdentity(identity, { login: author.login, isBot: author.type === "Bot" });
    case "unknown":
      return true;
  }
}

export {
  STATUS_MARKER,
  isBatonBody,
  Feedback,
  withOffDiff,
  ARG_KEY,
  parseCommentCommand,
  commandHelp,
  identityOf,
  isTokenIdentity,
  isOwnComment,
  isBot,
  hasPermission,
  authorGate
};
