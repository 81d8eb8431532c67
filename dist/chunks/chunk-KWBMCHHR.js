#!/usr/bin/env node
import { createRequire as __batonCreateRequire, isBuiltin as __batonIsBuiltin } from 'node:module';
const __batonRequire = __batonCreateRequire(import.meta.url);
const __batonMissing = (id) => Object.assign(new Error("Cannot find module '" + id + "'"), { code: 'MODULE_NOT_FOUND' });
const require = Object.assign((id) => { if (__batonIsBuiltin(id)) return __batonRequire(id); throw __batonMissing(id); },
  { resolve: (id) => { if (__batonIsBuiltin(id)) return id; throw __batonMissing(id); } });
import {
  BATON_MARKER,
  STATUS_MARKER,
  conversationId,
  identityOf,
  isBatonBody,
  isTokenIdentity
} from "./chunk-QZLPX3BN.js";
import {
  cleanPlainText,
  stripUntrusted
} from "./chunk-BOFVN7Q3.js";
import {
  artifactName
} from "./chunk-RQPUEPBW.js";
import {
  describeGitHubError,
  githubStatus
} from "./chunk-ZFNUBQJN.js";
import {
  contextHistory
} from "./chunk-KCZYM3RP.js";
import {
  known
} from "./chunk-SIO4KYN3.js";
import {
  clip,
  count
} from "./chunk-IXQGVDDK.js";
import {
  describeError,
  failure,
  inputError
} from "./chunk-VA2UHLEW.js";

// src/action/github/comment-body.ts
var MAX_COMMENT_CHARS = 65536;
var NOTE_ROOM = 200;
function sealBody(redactor, body) {
  return `${fitComment(redactor.redact(body), MAX_COMMENT_CHARS - BATON_MARKER.length - 1)}
${BATON_MARKER}`;
}
function fitComment(body, max = MAX_COMMENT_CHARS) {
  if (body.length <= max) return body;
  let head = body.slice(0, Math.max(0, max - NOTE_ROOM));
  if (/[\uD800-\uDBFF]$/.test(head)) head = head.slice(0, -1);
  const cut = body.length - head.length;
  return `${head}${closing(head)}

_(Truncated: ${cut} more characters did not fit in a GitHub comment.)_`;
}
var FENCE = /^ {0,3}(`{3,}|~{3,})/;
var CLOSING_FENCE = /^ {0,3}(`{3,}|~{3,})[ \t]*$/;
function closing(text) {
  let fence;
  let comment = false;
  for (const line of text.split("\n")) {
    if (fence !== void 0) {
      const close = CLOSING_FENCE.exec(line)?.[1];
      if (close && close[0] === fence[0] && close.length >= fence.length) fence = void 0;
      continue;
    }
    if (!comment) fence = FENCE.exec(line)?.[1];
    if (fence !== void 0) continue;
    let at = 0;
    for (; ; ) {
      const next = line.indexOf(comment ? "-->" : "<!--", at);
      if (next === -1) break;
      at = next + (comment ? 3 : 4);
      comment = !comment;
    }
  }
  if (fence !== void 0) return `
${fence}`;
  return comment ? " -->" : "";
}
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

// src/action/github/reactions.ts
async function react(target, content) {
  const { octokit, owner, repo, commentId, reviewThread, logger } = target;
  try {
    if (reviewThread)
      await octokit.rest.reactions.createForPullRequestReviewComment({
        owner,
        repo,
        comment_id: commentId,
        content
      });
    else await octokit.rest.reactions.createForIssueComment({ owner, repo, comment_id: commentId, content });
  } catch (error) {
    logger.warn(`Could not react ${content} to comment ${commentId}: ${describeGitHubError(error)}`);
  }
}

// src/action/github/review-post.ts
async function postReview(place, review) {
  const { octokit, owner, repo, redactor, logger } = place;
  const { pr, body, commitId, comments = [], footer = "" } = review;
  const post = (summary, lines) => {
    const said = summary.trim() === "" ? "(no remarks)" : summary;
    return octokit.rest.pulls.createReview({
      owner,
      repo,
      pull_number: pr,
      commit_id: commitId,
      event: "COMMENT",
      body: sealBody(redactor, footer ? `${said}

${footer}` : said),
      ...lines.length ? { comments: lines.map((c) => ({ ...c, body: sealBody(redactor, c.body) })) } : {}
    });
  };
  try {
    try {
      const { data } = await post(body, comments);
      return { id: data.id, url: data.html_url };
    } catch (error) {
      if (githubStatus(error) !== 422 || comments.length === 0) throw error;
      logger.warn(
        `GitHub refused the line comments of the review on #${pr} (${describeGitHubError(error)}); they go into the review's body`
      );
      const { data } = await post(withOffDiff(body, comments, "Comments GitHub could not place"), []);
      return { id: data.id, url: data.html_url };
    }
  } catch (error) {
    throw failure(`Could not post the review on #${pr}: ${describeGitHubError(error)}`, error);
  }
}

// src/action/github/feedback.ts
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
  /** A pull request review on the exchange's behalf (see postReview). */
  review(pr, body, commitId, comments = [], footer = "") {
    const { octokit, owner, repo, redactor, logger } = this.#o;
    return postReview({ octokit, owner, repo, redactor, logger }, { pr, body, commitId, comments, footer });
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
    const body = sealBody(this.#o.redactor, `${text}${notes}${footer ? `

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
  #react(content) {
    const { commentId } = this.#o;
    return commentId === void 0 ? Promise.resolve() : react({ ...this.#o, commentId }, content);
  }
};

// src/action/review/diff-hunks.ts
var HUNK = /^@@ -(\d+)(?:,(\d+))? \+(\d+)(?:,(\d+))? @@/;
function parseDiffHunks(diff) {
  const files = /* @__PURE__ */ new Map();
  let file;
  let oldPath;
  let hunk = 0;
  let oldLine = 0;
  let newLine = 0;
  let oldLeft = 0;
  let newLeft = 0;
  for (const line of diff.split("\n")) {
    if (oldLeft > 0 || newLeft > 0) {
      if (!file) continue;
      const mark = line[0];
      if (mark === "+") {
        file.RIGHT.set(newLine++, hunk);
        newLeft--;
      } else if (mark === "-") {
        file.LEFT.set(oldLine++, hunk);
        oldLeft--;
      } else if (mark === " " || line === "") {
        file.RIGHT.set(newLine++, hunk);
        file.LEFT.set(oldLine++, hunk);
        newLeft--;
        oldLeft--;
      }
      continue;
    }
    const header = HUNK.exec(line);
    if (header) {
      hunk++;
      oldLine = Number(header[1]);
      oldLeft = header[2] === void 0 ? 1 : Number(header[2]);
      newLine = Number(header[3]);
      newLeft = header[4] === void 0 ? 1 : Number(header[4]);
      continue;
    }
    if (line.startsWith("diff --git ")) {
      file = void 0;
      oldPath = void 0;
    } else if (line.startsWith("--- ")) {
      oldPath = pathOf(line.slice(4));
    } else if (line.startsWith("+++ ")) {
      const path = pathOf(line.slice(4)) ?? oldPath;
      if (path === void 0) continue;
      file = files.get(path) ?? { LEFT: /* @__PURE__ */ new Map(), RIGHT: /* @__PURE__ */ new Map() };
      files.set(path, file);
    }
  }
  return files;
}
function pathOf(name) {
  let text = name.replace(/\t.*$/, "");
  if (text.startsWith('"') && text.endsWith('"')) {
    try {
      text = JSON.parse(text);
    } catch {
      return void 0;
    }
  }
  if (text === "/dev/null") return void 0;
  return text.replace(/^[ab]\//, "");
}
function inDiff(lines, c) {
  const at = lines.get(c.path)?.[c.side];
  const hunk = at?.get(c.line);
  if (hunk === void 0) return false;
  return c.start_line === void 0 || c.start_line < c.line && at?.get(c.start_line) === hunk;
}

// src/action/subject.ts
var MAX_FILES = 300;
var conversationIdOf = (subject) => conversationId(subject.kind, subject.number);
async function readSubject(octokit, owner, repo, number, headSha) {
  try {
    const { data: issue } = await octokit.rest.issues.get({ owner, repo, issue_number: number });
    const base = {
      number,
      title: cleanPlainText(issue.title),
      body: stripUntrusted(issue.body ?? ""),
      author: issue.user?.login ?? "ghost",
      labels: issue.labels.map((l) => cleanPlainText(typeof l === "string" ? l : l.name ?? "")).filter(Boolean),
      state: issue.state
    };
    if (!issue.pull_request) return { kind: "issue", number, issue: base };
    const { data: pull } = await octokit.rest.pulls.get({ owner, repo, pull_number: number });
    const head = headSha ?? pull.head.sha;
    const names = head === pull.head.sha ? await octokit.paginate(
      octokit.rest.pulls.listFiles,
      { owner, repo, pull_number: number, per_page: 100 },
      (response, done) => {
        if (response.data.length >= MAX_FILES) done();
        return response.data.map((f) => f.filename);
      }
    ) : [...parseDiffHunks(await readDiff(octokit, { owner, repo, base: pull.base.sha, head })).keys()];
    const files = names.map((name) => cleanPlainText(name));
    return {
      kind: "pr",
      number,
      pr: {
        ...base,
        base: pull.base.ref,
        base_sha: pull.base.sha,
        head_sha: head,
        changed_files: files.slice(0, MAX_FILES)
      }
    };
  } catch (error) {
    throw failure(`could not read #${number} of ${owner}/${repo}: ${describeGitHubError(error)}`, error);
  }
}
async function readDiff(octokit, at) {
  const response = await octokit.rest.repos.compareCommitsWithBasehead({
    owner: at.owner,
    repo: at.repo,
    basehead: `${at.base}...${at.head}`,
    mediaType: { format: "diff" }
  });
  const diff = response.data;
  return typeof diff === "string" ? diff : "";
}
function lastReviewedHead(conversation, recipe = "pr-review") {
  const entries = conversation.entries;
  for (let i = entries.length - 1; i >= 0; i--) {
    const e = known(entries[i]);
    if (e?.type === "run" && e.recipe === recipe && e.status === "done" && e.head_sha) return e.head_sha;
  }
  return void 0;
}

// src/action/review/line-comments.ts
function placeComments(drafts, lines, max) {
  const placed = { inline: [], offDiff: [], overLimit: [] };
  for (const draft of drafts) {
    if (!inDiff(lines, draft)) placed.offDiff.push(draft);
    else if (placed.inline.length >= max) placed.overLimit.push(draft);
    else
      placed.inline.push({
        path: draft.path,
        line: draft.line,
        side: draft.side,
        ...draft.start_line === void 0 ? {} : { start_line: draft.start_line, start_side: draft.side },
        body: commentBody(draft)
      });
  }
  return placed;
}
function commentBody(draft) {
  if (draft.suggestion === void 0) return draft.body;
  return `${draft.body}

${fenced(draft.suggestion.replace(/\n$/, ""), "suggestion")}`;
}
function fenced(text, info) {
  let longest = 2;
  for (const m of text.matchAll(/`+/g)) longest = Math.max(longest, m[0].length);
  const fence = "`".repeat(longest + 1);
  return `${fence}${info}
${text}
${fence}`;
}
async function readDiffLines(octokit, at) {
  try {
    return parseDiffHunks(await readDiff(octokit, at));
  } catch (error) {
    throw failure(`Could not read the diff of #${at.pr}: ${describeGitHubError(error)}`, error);
  }
}

// src/action/review/threads.ts
var MAX_THREADS = 100;
var THREADS_QUERY = `query($owner: String!, $repo: String!, $number: Int!) {
  repository(owner: $owner, name: $repo) {
    pullRequest(number: $number) {
      reviewThreads(first: ${MAX_THREADS}) {
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
var RESOLVE_MUTATION = `mutation($threadId: ID!) {
  resolveReviewThread(input: { threadId: $threadId }) { thread { id isResolved } }
}`;
async function readOwnOpenThreads(octokit, where, logger) {
  let answer;
  const identity = await identityOf(octokit);
  try {
    answer = await octokit.graphql(THREADS_QUERY, { ...where });
  } catch (error) {
    logger.warn(`could not read the review threads of #${where.number}: ${describeError(error)}`);
    return [];
  }
  const threads = [];
  for (const node of answer.repository?.pullRequest?.reviewThreads?.nodes ?? []) {
    const first = node?.comments?.nodes?.[0];
    if (node?.isResolved !== false || typeof node.id !== "string" || !first) continue;
    const body = typeof first.body === "string" ? first.body : "";
    const login = typeof first.author?.login === "string" ? first.author.login : "";
    const own = isTokenIdentity(identity, { login, isBot: first.author?.__typename === "Bot" });
    if (!isBatonBody(body) || !own) continue;
    threads.push({
      id: node.id,
      path: cleanPlainText(typeof node.path === "string" ? node.path : ""),
      line: typeof node.line === "number" ? node.line : null,
      outdated: node.isOutdated === true,
      gist: gistOf(body)
    });
  }
  return threads;
}
async function resolveThreads(octokit, threads, logger) {
  const resolved = [];
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
function threadsNote(threads) {
  const lines = threads.map(
    (t, i) => `- [T${i + 1}] \`${t.path}${t.line ? `:${t.line}` : ""}\`${t.outdated ? " (the lines have changed since)" : ""}: ${t.gist}`
  );
  return [
    "Your line comments from earlier reviews of this PR that are still open:",
    "",
    ...lines,
    "",
    "Do not comment on these again: their threads are still there. For each one the new commits fixed, call `resolve_review_thread` with its label (e.g. T1); leave the others open."
  ].join("\n");
}
function gistOf(body) {
  const line = stripUntrusted(body).split("\n").map((l) => l.trim()).find((l) => l !== "");
  const text = line ?? "(empty)";
  return clip(text, 200);
}

// src/action/jobs/deliver.ts
async function deliverAnswer(d, recipe, subject, outcome) {
  if (recipe.output === "none") return;
  let body = outcome.response.trim();
  if (outcome.status !== "done") body = `${body}

_${outcome.reason ?? "The run stopped early."}_`.trim();
  const drafts = d.reviewComments?.drafts ?? [];
  const fixed = (d.openThreads ?? []).filter((_, i) => d.reviewComments?.resolved.has(`T${i + 1}`));
  if (!body && drafts.length === 0 && fixed.length === 0) return;
  const footer = footerLine(outcome, d.runUrl);
  if (recipe.output !== "review" || subject.kind !== "pr") {
    await d.feedback.answer(body, footer);
    return;
  }
  const lines = drafts.length ? await diffLines(d, subject) : /* @__PURE__ */ new Map();
  const placed = placeComments(drafts, lines, d.reviewComments?.max ?? 0);
  let text = withOffDiff(body, placed.offDiff, "Comments on lines outside the diff");
  text = withOffDiff(text, placed.overLimit, "More comments (over the limit of line comments per review)");
  text = withOffDiff(
    text,
    fixed.map((t) => ({ path: t.path, line: t.line, body: t.gist })),
    "Fixed since the last review (threads resolved)"
  );
  const posted = await d.feedback.review(subject.number, text, subject.pr.head_sha, placed.inline, footer);
  await resolveThreads(d.octokit, fixed, d.logger);
  if (d.feedback.statusCommentId !== void 0)
    await d.feedback.answer(`Posted [the review](${posted.url}).`, footer);
}
async function diffLines(d, { number, pr }) {
  try {
    return await readDiffLines(d.octokit, {
      owner: d.owner,
      repo: d.repo,
      pr: number,
      base: pr.base_sha,
      head: pr.head_sha
    });
  } catch (error) {
    d.logger.warn(`${describeError(error)}; the line comments go into the review's body`);
    return /* @__PURE__ */ new Map();
  }
}
function footerLine(outcome, runUrl) {
  const { usage } = outcome;
  const parts = [
    `${count(usage.input_tokens)} tokens in, ${count(usage.output_tokens)} out`,
    outcome.compactions.length ? `compacted ${outcome.compactions.map((c) => `${count(c.tokensBefore)} \u2192 ${count(c.tokensAfter)}`).join(", ")} tokens` : "not compacted",
    `[run](${runUrl})`
  ];
  return `<sub>${parts.join(" \xB7 ")}</sub>`;
}

// src/action/jobs/job-context.ts
function reportConversation(ctx, conversationId2, outcome, subject) {
  const conversation = ctx.runtime?.openConversation;
  const history = conversation?.id === conversationId2 ? contextHistory(conversation.entries) : [];
  ctx.report.conversations.push({
    conversationId: conversationId2,
    stateArtifact: artifactName(conversationId2),
    outcome,
    ...subject ? { subject } : {},
    ...history.length ? { history } : {}
  });
}
function reportFailure(ctx, conversationId2, recipe, error, subject) {
  reportConversation(
    ctx,
    conversationId2,
    { ...commandOutcome(recipe, ""), status: "failed", reason: describeError(error) },
    subject
  );
}
function commandOutcome(recipe, response) {
  return {
    status: "done",
    response,
    recipe,
    turns: 0,
    toolCalls: 0,
    usage: { input_tokens: 0, output_tokens: 0 },
    compactions: []
  };
}
function throttled(write, everyMs = 5e3) {
  let last = 0;
  return (text) => {
    const now = Date.now();
    if (now - last < everyMs) return;
    last = now;
    write(text);
  };
}

// src/engine/tools/review-drafts.ts
var ReviewComments = class {
  /**
   * @param max line comments the review may carry; later ones go to the body
   * @param openThreads labels of the review's own earlier threads still open, which it may resolve
   */
  constructor(max, openThreads = []) {
    this.max = max;
    this.openThreads = openThreads;
  }
  max;
  openThreads;
  drafts = [];
  /** Labels (T1, T2, …) of the run's own open threads the model found fixed. */
  resolved = /* @__PURE__ */ new Set();
};

// src/action/jobs/run-recipe.ts
async function runRecipe(ctx, run) {
  const { runtime, runner } = ctx;
  if (!runtime.recipes.has(run.recipe)) {
    const names = runtime.recipes.list().map((r) => r.name).join(", ");
    throw inputError(`there is no recipe "${run.recipe}"; the recipes are: ${names}`);
  }
  const recipe = runtime.recipes.get(run.recipe);
  const { subject } = run;
  if (subject) ctx.pinned.set(subject.number, pinOf(subject));
  const since = subject?.kind === "pr" ? lastReviewedHead(run.conversation) : void 0;
  const variables = {
    repo: `${runner.owner}/${runner.repo}`,
    ...subject?.kind === "issue" ? { issue: subject.issue } : {},
    ...subject?.kind === "pr" ? { pr: subject.pr } : {},
    ...run.comment ? { comment: run.comment } : {},
    ...since ? { since_sha: since } : {}
  };
  const progress = run.feedback && run.progress !== false ? throttled((m) => run.feedback?.status(`\u23F3 Working on \`${run.recipe}\`: ${m}\u2026`)) : void 0;
  const openThreads = recipe.output === "review" && subject?.kind === "pr" ? await readOwnOpenThreads(
    ctx.octokit,
    { owner: runner.owner, repo: runner.repo, number: subject.number },
    ctx.logger
  ) : [];
  const reviewComments = recipe.output === "review" && subject?.kind === "pr" ? new ReviewComments(
    ctx.inputs.reviewMaxComments,
    openThreads.map((_, i) => `T${i + 1}`)
  ) : void 0;
  const message = [run.message, openThreads.length ? threadsNote(openThreads) : void 0].filter(Boolean).join("\n\n");
  const instructions = await ctx.instructions.at(subject?.kind === "pr" ? subject.pr.base : void 0);
  const agent = runtime.agent(run.conversation, {
    variables,
    ...progress ? { onProgress: progress } : {},
    ...reviewComments ? { reviewComments } : {},
    ...instructions ? { instructions } : {}
  });
  const outcome = await agent.run({
    recipe: run.recipe,
    args: run.args ?? {},
    ...message ? { message } : {},
    trigger: run.trigger,
    runId: String(runner.runId),
    ...subject?.kind === "pr" ? { headSha: subject.pr.head_sha } : {}
  });
  if (run.feedback && subject)
    await deliverAnswer(
      {
        feedback: run.feedback,
        octokit: ctx.octokit,
        owner: runner.owner,
        repo: runner.repo,
        logger: ctx.logger,
        runUrl: runner.runUrl,
        ...reviewComments ? { reviewComments, openThreads } : {}
      },
      recipe,
      subject,
      outcome
    );
  return outcome;
}
function pinOf(subject) {
  if (subject.kind === "issue") return { text: { title: subject.issue.title, body: subject.issue.body } };
  const { title, body, base_sha, head_sha } = subject.pr;
  return { text: { title, body }, commits: { base: base_sha, head: head_sha } };
}

export {
  Feedback,
  conversationIdOf,
  readSubject,
  fenced,
  footerLine,
  reportConversation,
  reportFailure,
  commandOutcome,
  runRecipe
};
