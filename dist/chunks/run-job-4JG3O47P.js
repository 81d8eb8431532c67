#!/usr/bin/env node
import { createRequire as __batonCreateRequire, isBuiltin as __batonIsBuiltin } from 'node:module';
const __batonRequire = __batonCreateRequire(import.meta.url);
const __batonMissing = (id) => Object.assign(new Error("Cannot find module '" + id + "'"), { code: 'MODULE_NOT_FOUND' });
const require = Object.assign((id) => { if (__batonIsBuiltin(id)) return __batonRequire(id); throw __batonMissing(id); },
  { resolve: (id) => { if (__batonIsBuiltin(id)) return id; throw __batonMissing(id); } });
import {
  describeCompaction
} from "./chunk-XLGCPGES.js";
import {
  Conversation
} from "./chunk-5DCSQ6CF.js";
import {
  BUILTIN_EXTENSIONS,
  addToOutcome,
  createRuntime,
  dropOldest,
  readComments
} from "./chunk-I5FCMNRT.js";
import {
  loadState,
  preservedEntries
} from "./chunk-WXREGMY7.js";
import {
  Feedback,
  STATUS_MARKER,
  authorGate,
  commandHelp,
  identityOf,
  isBatonBody,
  isTokenIdentity,
  parseCommentCommand,
  withOffDiff
} from "./chunk-7PKLFMLF.js";
import {
  revealInvisible,
  stripUntrusted
} from "./chunk-VTQUIWGN.js";
import {
  budgetedReader
} from "./chunk-GTZGL4MA.js";
import {
  truncateOutput
} from "./chunk-QHL4UODS.js";
import {
  describeGitHubError,
  githubStatus,
  githubTimedOut
} from "./chunk-ZFNUBQJN.js";
import {
  RequestError
} from "./chunk-23J27CLP.js";
import {
  SavedConversations
} from "./chunk-YQLTJSZP.js";
import {
  artifactName
} from "./chunk-EIDTCLYU.js";
import {
  secretInputs
} from "./chunk-IAKACVYM.js";
import "./chunk-6EG5UASH.js";
import "./chunk-M2E5SIPO.js";
import "./chunk-ERNQ67IC.js";
import "./chunk-SWRWOKJA.js";
import "./chunk-FAT4S3CS.js";
import "./chunk-33RDGSRQ.js";
import "./chunk-Z7IASYN5.js";
import {
  openAIModel
} from "./chunk-QY3LNUET.js";
import "./chunk-VIFU5ZZR.js";
import "./chunk-YD2M3U2L.js";
import "./chunk-MHLWIHFJ.js";
import "./chunk-PHISJ44A.js";
import {
  known
} from "./chunk-B73LWSEA.js";
import "./chunk-HKLXVU43.js";
import "./chunk-5LY53PZF.js";
import "./chunk-WAULHVPN.js";
import {
  clip
} from "./chunk-3SMRUNWK.js";
import {
  number,
  object,
  string
} from "./chunk-KVWXH6U2.js";
import {
  BatonError,
  GitHubError,
  describeError,
  failure,
  inputError
} from "./chunk-VA2UHLEW.js";
import "./chunk-I5QNXST4.js";

// src/action/jobs/run-job.ts
import { resolve as resolve3 } from "node:path";

// src/adapters/github/octokit-reader.ts
function octokitReader(octokit, owner, repo) {
  const request = (signal) => signal ? { request: { signal } } : {};
  return {
    issue: (number2, signal) => wrapped(async () => {
      const { data } = await octokit.rest.issues.get({
        owner,
        repo,
        issue_number: number2,
        ...request(signal)
      });
      return {
        number: data.number,
        title: data.title,
        body: data.body ?? null,
        state: data.state,
        stateReason: data.state_reason ?? null,
        author: data.user?.login,
        labels: data.labels.map((label) => typeof label === "string" ? label : label.name ?? "").filter(Boolean),
        createdAt: data.created_at,
        updatedAt: data.updated_at,
        comments: data.comments,
        pullRequest: data.pull_request ? { mergedAt: data.pull_request.merged_at ?? null } : void 0
      };
    }),
    async *commentPages(number2, signal) {
      const pages = octokit.paginate.iterator(octokit.rest.issues.listComments, {
        owner,
        repo,
        issue_number: number2,
        per_page: 100,
        ...request(signal)
      });
      const iterator = pages[Symbol.asyncIterator]();
      for (; ; ) {
        const next = await wrapped(() => iterator.next());
        if (next.done) return;
        yield next.value.data.map(
          (c) => ({
            id: c.id,
            author: c.user?.login,
            body: c.body ?? "",
            createdAt: c.created_at,
            updatedAt: c.updated_at
          })
        );
      }
    },
    pullCommits: (number2, signal) => wrapped(async () => {
      const { data } = await octokit.rest.pulls.get({
        owner,
        repo,
        pull_number: number2,
        ...request(signal)
      });
      return { base: data.base.sha, head: data.head.sha };
    }),
    diff: ({ base, head }, signal) => wrapped(async () => {
      const response = await octokit.rest.repos.compareCommitsWithBasehead({
        owner,
        repo,
        basehead: `${base}...${head}`,
        mediaType: { format: "diff" },
        ...request(signal)
      });
      const diff = response.data;
      if (typeof diff !== "string") throw new GitHubError("GitHub did not return a diff", void 0, false);
      return diff;
    })
  };
}
function requestDetail(error) {
  if (!(error instanceof RequestError)) return {};
  return { detail: `${error.request.method} ${error.request.url}` };
}
async function wrapped(call) {
  try {
    return await call();
  } catch (error) {
    if (error instanceof GitHubError) throw error;
    throw new GitHubError(describeGitHubError(error), githubStatus(error), githubTimedOut(error), {
      cause: error,
      ...requestDetail(error)
    });
  }
}

// src/action/artifact-store.ts
import { join } from "node:path";
var ArtifactStore = class {
  constructor(options) {
    this.options = options;
  }
  options;
  async resume(id, { reset = false } = {}) {
    const { runner, logger } = this.options;
    const dir = join(runner.temp, "baton", id);
    const loaded = await loadState({
      octokit: this.options.octokit,
      owner: runner.owner,
      repo: runner.repo,
      repositoryId: runner.repositoryId,
      conversationId: id,
      key: this.options.key,
      dir,
      logger,
      ...reset ? { reset: true } : {}
    });
    const file = join(dir, "session.jsonl");
    const conversation = loaded.file ? await Conversation.load(loaded.file) : await Conversation.create(file, id, `${runner.owner}/${runner.repo}`);
    for (const w of conversation.warnings) logger.warn(`${id}: ${w}`);
    for (const entry of preservedEntries(loaded.unusable)) await conversation.append(entry);
    return {
      conversation,
      resumed: Boolean(loaded.file),
      notices: loaded.notices,
      unusable: loaded.unusable.length
    };
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
var conversationIdOf = (subject) => `${subject.kind}-${subject.number}`;
async function readSubject(octokit, owner, repo, number2, headSha) {
  try {
    const { data: issue } = await octokit.rest.issues.get({ owner, repo, issue_number: number2 });
    const base = {
      number: number2,
      title: stripUntrusted(issue.title),
      body: stripUntrusted(issue.body ?? ""),
      author: issue.user?.login ?? "ghost",
      labels: issue.labels.map((l) => stripUntrusted(typeof l === "string" ? l : l.name ?? "")).filter(Boolean),
      state: issue.state
    };
    if (!issue.pull_request) return { kind: "issue", number: number2, issue: base };
    const { data: pull } = await octokit.rest.pulls.get({ owner, repo, pull_number: number2 });
    const head = headSha ?? pull.head.sha;
    const names = head === pull.head.sha ? await octokit.paginate(
      octokit.rest.pulls.listFiles,
      { owner, repo, pull_number: number2, per_page: 100 },
      (response, done) => {
        if (response.data.length >= MAX_FILES) done();
        return response.data.map((f) => f.filename);
      }
    ) : [...parseDiffHunks(await readDiff(octokit, { owner, repo, base: pull.base.sha, head })).keys()];
    const files = names.map((name) => stripUntrusted(name));
    return {
      kind: "pr",
      number: number2,
      pr: {
        ...base,
        base: pull.base.ref,
        base_sha: pull.base.sha,
        head_sha: head,
        changed_files: files.slice(0, MAX_FILES)
      }
    };
  } catch (error) {
    throw failure(`could not read #${number2} of ${owner}/${repo}: ${describeGitHubError(error)}`, error);
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
function readCutoff(route, startedAt) {
  switch (route.type) {
    case "comment":
      return { notAfter: route.comment.created_at, triggerCommentId: route.comment.id };
    case "issue_opened":
      return { notAfter: route.created_at };
    case "pull_request":
      return { notAfter: route.updated_at };
    case "dispatch":
    case "schedule":
      return { notAfter: startedAt.toISOString() };
  }
}

// src/action/github/thread.ts
var MAX_THREAD_CHARS = 24e3;
var MAX_THREAD_COMMENTS = 500;
var MAX_COMMENT_CHARS = 4e3;
async function readThread(octokit, request) {
  const { owner, repo, number: number2, subject } = request;
  if (Number.isNaN(Date.parse(request.notAfter)))
    throw inputError(`invalid cutoff time for the thread: "${request.notAfter}"`);
  let read;
  try {
    read = await readComments({
      reader: octokitReader(octokit, owner, repo),
      number: number2,
      notAfter: request.notAfter,
      triggerCommentId: request.triggerCommentId,
      excludeTrigger: true,
      max: MAX_THREAD_COMMENTS,
      maxBodyChars: MAX_COMMENT_CHARS,
      // Baton's own progress notes are noise, not conversation.
      skip: (body) => body.trimStart().startsWith(STATUS_MARKER)
    });
  } catch (error) {
    throw failure(`Could not read the thread of #${number2}: ${describeGitHubError(error)}`, error);
  }
  const header = [
    `#${number2} (${subject.kind}) by ${subject.author}: ${stripUntrusted(subject.title).trim()}`,
    "",
    stripUntrusted(subject.body).trim() || "(no description)"
  ].join("\n");
  const notes = [];
  if (read.more) notes.push(`[only the first ${MAX_THREAD_COMMENTS} comments were read]`);
  if (read.later)
    notes.push(`[not shown: ${plural(read.later, "comment")} created after this run was triggered]`);
  const budget = (request.maxChars ?? MAX_THREAD_CHARS) - header.length - 300;
  const { kept, dropped } = dropOldest(read.blocks, budget);
  if (dropped) notes.push(`[not shown: the oldest ${plural(dropped, "comment")}; the thread is too long]`);
  return { text: [header, ...notes, ...kept].join("\n\n"), comments: kept.length };
}
var plural = (n, word) => `${n} ${word}${n === 1 ? "" : "s"}`;

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
      path: stripUntrusted(typeof node.path === "string" ? node.path : ""),
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
async function diffLines(d, { number: number2, pr }) {
  try {
    return await readDiffLines(d.octokit, {
      owner: d.owner,
      repo: d.repo,
      pr: number2,
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
var count = (n) => n.toLocaleString("en-US");

// src/engine/log/history.ts
function contextHistory(entries, max = 30) {
  const points = [];
  let runs = 0;
  let compactions = 0;
  for (const entry of entries) {
    const e = known(entry);
    if (e?.type === "run" && e.context_tokens !== void 0) {
      points.push({ label: `R${++runs}`, tokens: e.context_tokens });
    } else if (e?.type === "compaction") {
      points.push({ label: `C${++compactions}`, tokens: e.tokens_after });
    }
  }
  return points.slice(-max);
}

// src/action/jobs/job-context.ts
function reportConversation(ctx, conversationId, outcome, subject) {
  const conversation = ctx.runtime.openConversation;
  const history = conversation?.id === conversationId ? contextHistory(conversation.entries) : [];
  ctx.report.conversations.push({
    conversationId,
    stateArtifact: artifactName(conversationId),
    outcome,
    ...subject ? { subject } : {},
    ...history.length ? { history } : {}
  });
}
function reportFailure(ctx, conversationId, recipe, error, subject) {
  reportConversation(
    ctx,
    conversationId,
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

// src/action/jobs/comment-job.ts
async function commentJob(ctx, trigger) {
  const { inputs, runner, octokit, runtime, logger } = ctx;
  const { comment, issue, command } = trigger;
  const feedback = new Feedback({
    octokit,
    owner: runner.owner,
    repo: runner.repo,
    issueNumber: issue.number,
    commentId: comment.id,
    reviewThread: trigger.reviewComment !== void 0,
    redactor: ctx.redactor,
    logger
  });
  if (command.kind === "unknown" || command.kind === "invalid") {
    const why = command.kind === "unknown" ? `I don't know the command \`/${command.command}\`.` : command.reason;
    const extensions = [...runtime.extensions.commands].map(([name, c]) => ({
      name,
      description: c.description,
      ...c.usage ? { usage: c.usage } : {}
    }));
    await feedback.answer(`${why}

${commandHelp(inputs.triggerWord, extensions)}`);
    return;
  }
  await feedback.received();
  const subject = asTriggered(await readSubject(octokit, runner.owner, runner.repo, issue.number), trigger);
  const id = conversationIdOf(subject);
  const title = subject.kind === "pr" ? subject.pr.title : subject.issue.title;
  const label = `${subject.kind === "pr" ? "PR" : "issue"} #${issue.number}: ${title}`;
  const recipe = command.kind === "run" ? command.recipe : command.kind === "message" ? "answer" : command.kind;
  try {
    const opened = await ctx.store.resume(id, { reset: command.kind === "reset" });
    ctx.saved.add({ id, file: opened.conversation.file });
    ctx.report.notices.push(...opened.notices);
    feedback.notice(...opened.notices);
    const conversation = runtime.use(opened.conversation);
    await feedback.status(`\u23F3 Working on it (conversation \`${id}\`).`);
    if (!opened.resumed) await rebuildFromThread(ctx, conversation, subject, trigger);
    const kept = opened.unusable;
    const outcome = await runCommand(ctx, command, { conversation, kept, subject, trigger, feedback });
    reportConversation(ctx, id, outcome, label);
    if (outcome.status !== "done") throw failure(outcome.reason ?? "the run stopped early");
    if (!feedback.answered)
      await feedback.answer(`Done (conversation \`${id}\`).`, footerLine(outcome, runner.runUrl));
    await feedback.done();
  } catch (error) {
    if (!ctx.report.conversations.some((c) => c.conversationId === id))
      reportFailure(ctx, id, recipe, error, label);
    await feedback.failed(error);
    throw error;
  }
}
async function runCommand(ctx, command, { conversation, kept, subject, trigger, feedback }) {
  const { runtime, runner } = ctx;
  switch (command.kind) {
    case "compact": {
      const instructions = stripUntrusted(command.instructions).trim();
      const result = await runtime.compact(conversation, {
        ...instructions ? { instructions } : {},
        variables: {
          repo: `${runner.owner}/${runner.repo}`,
          ...subject.kind === "pr" ? { pr: subject.pr } : { issue: subject.issue }
        }
      });
      const text = describeCompaction(conversation.id, result);
      const outcome = commandOutcome("compact", text);
      addToOutcome(outcome, result);
      if (result.status === "compacted" && result.steps.some((s) => s.strategy === "summarize"))
        outcome.turns = 1;
      await feedback.answer(text, footerLine(outcome, runner.runUrl));
      return outcome;
    }
    case "reset": {
      const text = kept ? `Started \`${conversation.id}\` afresh. The saved state that could not be read is kept inside the new conversation, byte for byte.` : `The saved conversation \`${conversation.id}\` reads fine, so nothing was reset; /compact or /pop shorten it.`;
      const outcome = commandOutcome("reset", text);
      await feedback.answer(text, footerLine(outcome, runner.runUrl));
      return outcome;
    }
    case "extension": {
      const { name, args } = command;
      const registered = runtime.extensions.commands.get(name);
      if (!registered) throw failure(`the command /${name} is not available`);
      const before = runtime.extensions.api.usage;
      const text = await registered.handler({ args, api: runtime.extensions.api }) ?? `/${name} done`;
      const after = runtime.extensions.api.usage;
      const outcome = {
        ...commandOutcome(name, text),
        usage: {
          input_tokens: after.input_tokens - before.input_tokens,
          output_tokens: after.output_tokens - before.output_tokens
        }
      };
      await feedback.answer(text, footerLine(outcome, runner.runUrl));
      return outcome;
    }
    case "run":
    case "message": {
      const text = stripUntrusted(command.kind === "run" ? command.message : command.text).trim();
      const { comment } = trigger;
      return runRecipe(ctx, {
        conversation,
        recipe: command.kind === "run" ? command.recipe : "answer",
        ...command.kind === "run" ? { args: command.args } : {},
        ...text ? { message: `${whoWrote(trigger)}

${text}` } : {},
        trigger: "issue_comment",
        subject,
        comment: { body: stripUntrusted(comment.body), author: comment.user.login },
        feedback
      });
    }
  }
}
function whoWrote({ comment, reviewComment }) {
  const who = `@${comment.user.login} wrote`;
  if (!reviewComment) return `${who}:`;
  const where = `\`${stripUntrusted(reviewComment.path)}${reviewComment.line ? `:${reviewComment.line}` : ""}\``;
  const hunk = fenced(revealInvisible(reviewComment.diffHunk), "diff");
  return `${who} in a review thread on ${where}, under this part of the diff:

${hunk}

The comment:`;
}
function asTriggered(subject, trigger) {
  const text = { title: stripUntrusted(trigger.issue.title), body: stripUntrusted(trigger.issue.body) };
  return subject.kind === "pr" ? { ...subject, pr: { ...subject.pr, ...text } } : { ...subject, issue: { ...subject.issue, ...text } };
}
async function rebuildFromThread(ctx, conversation, subject, trigger) {
  const text = subject.kind === "pr" ? subject.pr : subject.issue;
  const thread = await readThread(ctx.octokit, {
    owner: ctx.runner.owner,
    repo: ctx.runner.repo,
    number: subject.number,
    subject: {
      title: text.title,
      body: text.body,
      author: text.author,
      kind: subject.kind === "pr" ? "pull request" : "issue"
    },
    notAfter: trigger.comment.created_at,
    triggerCommentId: trigger.comment.id
  });
  if (!thread.comments) return;
  await conversation.append({
    type: "message",
    message: {
      role: "user",
      content: `The thread of #${subject.number} so far (the saved conversation was not available, so it is rebuilt from the thread):

${thread.text}`
    }
  });
}

// src/action/jobs/dispatch-job.ts
async function dispatchJob(ctx, trigger) {
  const { runner, octokit, logger } = ctx;
  ctx.report.trigger = `workflow_dispatch \`${trigger.recipe}\`${trigger.target ? ` on #${trigger.target}` : ""}`;
  const subject = trigger.target ? await readSubject(octokit, runner.owner, runner.repo, trigger.target) : void 0;
  const id = subject ? conversationIdOf(subject) : `dispatch-${runner.runId}`;
  const opened = await ctx.store.resume(id);
  ctx.saved.add({ id, file: opened.conversation.file });
  ctx.report.notices.push(...opened.notices);
  const label = subject ? `#${subject.number}` : void 0;
  const feedback = subject ? new Feedback({
    octokit,
    owner: runner.owner,
    repo: runner.repo,
    issueNumber: subject.number,
    redactor: ctx.redactor,
    logger
  }) : void 0;
  let outcome;
  try {
    feedback?.notice(...opened.notices);
    await feedback?.status(`\u23F3 Working on \`${trigger.recipe}\` (conversation \`${id}\`).`);
    outcome = await runRecipe(ctx, {
      conversation: ctx.runtime.use(opened.conversation),
      recipe: trigger.recipe,
      args: trigger.args,
      ...trigger.message ? { message: trigger.message } : {},
      trigger: "workflow_dispatch",
      ...subject ? { subject } : {},
      ...feedback ? { feedback } : {}
    });
  } catch (error) {
    reportFailure(ctx, id, trigger.recipe, error, label);
    await feedback?.failed(error);
    throw error;
  }
  reportConversation(ctx, id, outcome, label);
  if (outcome.status !== "done") {
    await feedback?.failed(outcome.reason ?? "the run stopped early");
    throw failure(outcome.reason ?? "the run stopped early");
  }
  if (feedback && !feedback.answered)
    await feedback.answer(`Done (conversation \`${id}\`).`, footerLine(outcome, runner.runUrl));
}

// src/action/jobs/instructions.ts
var INSTRUCTION_FILES = ["AGENTS.md", ".github/baton/instructions.md"];
var MAX_FILE_BYTES = 16e3;
var StandingInstructions = class {
  constructor(source) {
    this.source = source;
  }
  source;
  #byRef = /* @__PURE__ */ new Map();
  #defaultBranch;
  /** The text for the system prompt at `ref` (default: the default branch); "" when there is none. */
  async at(ref) {
    const name = ref ?? await this.#default();
    if (name === void 0) return "";
    const { pinned } = this.source;
    const readAt = pinned?.branch === name ? pinned.sha : name;
    let text = this.#byRef.get(readAt);
    if (!text) {
      text = readInstructions(this.source, readAt, name);
      this.#byRef.set(readAt, text);
    }
    return text;
  }
  #default() {
    const { octokit, owner, repo, logger, defaultBranch } = this.source;
    this.#defaultBranch ??= defaultBranch ? Promise.resolve(defaultBranch) : octokit.rest.repos.get({ owner, repo }).then(
      ({ data }) => data.default_branch,
      (error) => {
        logger.warn(
          `could not read the default branch, so no standing instructions: ${describeError(error)}`
        );
        return void 0;
      }
    );
    return this.#defaultBranch;
  }
};
async function readInstructions(source, ref, branch) {
  const parts = [];
  for (const path of INSTRUCTION_FILES) {
    const text = await readFileAt(source, path, ref);
    if (!text?.trim()) continue;
    parts.push(
      `## Standing instructions: \`${path}\` (${branch})

${truncateOutput(text.trim(), MAX_FILE_BYTES)}`
    );
  }
  if (parts.length === 0) return "";
  return `# The repository's standing instructions

The maintainers keep these for every agent working on this repository; follow them.

${parts.join("\n\n")}`;
}
async function readFileAt(source, path, ref) {
  const { octokit, owner, repo, logger } = source;
  try {
    const { data } = await octokit.rest.repos.getContent({
      owner,
      repo,
      path,
      ref,
      mediaType: { format: "raw" }
    });
    return typeof data === "string" ? data : void 0;
  } catch (error) {
    if (githubStatus(error) === 404) return void 0;
    logger.warn(`could not read ${path} at ${ref}: ${describeGitHubError(error)}`);
    return void 0;
  }
}

// src/action/jobs/issue-job.ts
var TRIAGE_RECIPE = "issue-triage";
async function issueJob(ctx, trigger) {
  const { runner, octokit, logger } = ctx;
  const read = await readSubject(octokit, runner.owner, runner.repo, trigger.number);
  if (read.kind !== "issue") throw failure(`#${trigger.number} is a pull request, not an issue`);
  const subject = {
    ...read,
    issue: { ...read.issue, title: stripUntrusted(trigger.title), body: stripUntrusted(trigger.body) }
  };
  const id = conversationIdOf(subject);
  const label = `issue #${trigger.number}: ${subject.issue.title}`;
  const opened = await ctx.store.resume(id);
  ctx.saved.add({ id, file: opened.conversation.file });
  ctx.report.notices.push(...opened.notices);
  const feedback = new Feedback({
    octokit,
    owner: runner.owner,
    repo: runner.repo,
    issueNumber: trigger.number,
    redactor: ctx.redactor,
    logger
  });
  feedback.notice(...opened.notices);
  let outcome;
  try {
    await feedback.status("\u23F3 Triaging this issue\u2026");
    outcome = await runRecipe(ctx, {
      conversation: ctx.runtime.use(opened.conversation),
      recipe: TRIAGE_RECIPE,
      trigger: "issues",
      subject,
      feedback
    });
  } catch (error) {
    reportFailure(ctx, id, TRIAGE_RECIPE, error, label);
    await feedback.failed(error);
    throw error;
  }
  reportConversation(ctx, id, outcome, label);
  if (outcome.status !== "done") {
    await feedback.failed(outcome.reason ?? "the run stopped early");
    throw failure(outcome.reason ?? "the run stopped early");
  }
}

// src/action/review/last-review.ts
var PER_PAGE = 100;
async function lastReviewedSha(octokit, owner, repo, pr) {
  try {
    const identity = await identityOf(octokit);
    const first = await octokit.rest.pulls.listReviews({ owner, repo, pull_number: pr, per_page: PER_PAGE });
    let reviews = first.data;
    const last = /<[^>]*[?&]page=(\d+)[^>]*>;\s*rel="last"/.exec(first.headers.link ?? "")?.[1];
    if (last !== void 0 && Number(last) > 1) {
      const page = Number(last);
      reviews = (await octokit.rest.pulls.listReviews({ owner, repo, pull_number: pr, per_page: PER_PAGE, page })).data;
    }
    for (let i = reviews.length - 1; i >= 0; i--)
      if (isBatons(identity, reviews[i])) return reviews[i].commit_id ?? void 0;
    return void 0;
  } catch (error) {
    throw failure(`could not read the reviews of #${pr}: ${describeGitHubError(error)}`, error);
  }
}
function isBatons(identity, review) {
  if (!isBatonBody(review.body) || !review.user) return false;
  return isTokenIdentity(identity, { login: review.user.login, isBot: review.user.type === "Bot" });
}

// src/action/review/select-prs.ts
var MAX_CONVERSATIONS_PER_JOB = 10;
var MAX_MATRIX_JOBS = 256;
var PER_PAGE2 = 100;
var MAX_PAGES = 100;
async function selectPullRequests(octokit, options) {
  const wanted = new Set(options.labels.map((l) => l.toLowerCase()));
  const selection = { toReview: [], unchanged: [], skipped: [], notExamined: [] };
  const filteredOut = (listed) => {
    if (options.skipDrafts && listed.draft) return "draft";
    if (wanted.size > 0 && !listed.labels.some((l) => wanted.has(l.toLowerCase())))
      return `none of the labels ${options.labels.join(", ")}`;
    return void 0;
  };
  for (const listed of await listOpenPulls(octokit, options.owner, options.repo)) {
    const pr = {
      number: listed.number,
      headSha: listed.headSha,
      title: listed.title,
      body: listed.body ?? ""
    };
    const filtered = filteredOut(listed);
    if (filtered) {
      selection.skipped.push({ pr, reason: filtered });
      continue;
    }
    if (selection.toReview.length >= options.maxPrs) {
      selection.notExamined.push(pr);
      continue;
    }
    const author = await options.authorMay(listed.author);
    if (!author.allowed) selection.skipped.push({ pr, reason: author.reason ?? "its author may not" });
    else if (await options.lastReviewedHead(pr) === pr.headSha) selection.unchanged.push(pr);
    else selection.toReview.push(pr);
  }
  return selection;
}
async function listOpenPulls(octokit, owner, repo) {
  const all = /* @__PURE__ */ new Map();
  for (let page = 1; page <= MAX_PAGES; page++) {
    let data;
    try {
      ({ data } = await octokit.rest.pulls.list({
        owner,
        repo,
        state: "open",
        sort: "updated",
        direction: "desc",
        per_page: PER_PAGE2,
        page
      }));
    } catch (error) {
      throw failure(
        `could not list the open pull requests of ${owner}/${repo}: ${describeGitHubError(error)}`,
        error
      );
    }
    for (const pr of data) {
      all.set(pr.number, {
        number: pr.number,
        headSha: pr.head.sha,
        title: pr.title,
        body: pr.body ?? "",
        author: { login: pr.user?.login ?? "", type: pr.user?.type ?? null },
        draft: pr.draft ?? false,
        labels: pr.labels.map((l) => l.name),
        updatedAt: pr.updated_at
      });
    }
    if (data.length < PER_PAGE2) break;
  }
  return [...all.values()].sort((a, b) => Date.parse(b.updatedAt) - Date.parse(a.updatedAt));
}
function reviewMatrix(prs) {
  return JSON.stringify({ include: prs.slice(0, MAX_MATRIX_JOBS).map((pr) => ({ pr: pr.number })) });
}

// src/action/jobs/schedule-job.ts
var REVIEW_RECIPE = "pr-review";
async function scheduleJob(ctx, trigger) {
  const { runner, octokit, inputs, logger } = ctx;
  ctx.report.trigger = trigger.target ? `scheduled review of #${trigger.target}` : "scheduled review";
  const lastReviewed = (pr) => lastReviewedSha(octokit, runner.owner, runner.repo, pr);
  const authorMay = authorGate(octokit, {
    owner: runner.owner,
    repo: runner.repo,
    required: inputs.requiredPermission,
    allowedBots: inputs.allowedBots
  });
  let due;
  if (trigger.target) {
    const { author, ...pr } = await readPull(ctx, trigger.target);
    const may = await authorMay(author);
    const unchanged = may.allowed && await lastReviewed(pr.number) === pr.headSha;
    if (!may.allowed) logger.info(`#${pr.number} skipped: ${may.reason}`);
    if (unchanged) logger.info(`#${pr.number} is unchanged since its last review at ${pr.headSha}`);
    due = may.allowed && !unchanged ? [pr] : [];
  } else {
    const here = Math.min(inputs.reviewMaxPrs, MAX_CONVERSATIONS_PER_JOB);
    const selection = await selectPullRequests(octokit, {
      owner: runner.owner,
      repo: runner.repo,
      labels: inputs.reviewLabels,
      skipDrafts: inputs.reviewSkipDrafts,
      // Planning looks at every PR, so the matrix holds only those that changed.
      maxPrs: here === 0 ? Number.POSITIVE_INFINITY : here,
      lastReviewedHead: (pr) => lastReviewed(pr.number),
      authorMay
    });
    for (const pr of selection.unchanged)
      logger.info(`#${pr.number} is unchanged since its last review; skipped`);
    for (const { pr, reason } of selection.skipped) logger.info(`#${pr.number} skipped: ${reason}`);
    due = selection.toReview.slice(0, here);
    const later = [...selection.toReview.slice(here), ...selection.notExamined];
    ctx.report.reviewMatrix = reviewMatrix(later);
    if (later.length) ctx.report.notices.push(`${later.length} PRs are left for the review-matrix output`);
  }
  const failed = [];
  for (const pr of due) {
    try {
      await reviewPullRequest(ctx, pr.number, {
        headSha: pr.headSha,
        ...pr.body === void 0 ? {} : { text: { title: pr.title, body: pr.body } }
      });
    } catch (error) {
      failed.push(`#${pr.number}: ${describeError(error)}`);
      logger.error(`the review of #${pr.number} failed: ${describeError(error)}`);
    }
  }
  if (failed.length) throw failure(`${failed.length} of ${due.length} reviews failed: ${failed.join("; ")}`);
}
async function pullRequestJob(ctx, trigger) {
  const { runner, inputs, logger, report } = ctx;
  report.trigger = `pull_request ${trigger.action} on #${trigger.number}`;
  const skip = (reason) => {
    logger.info(`#${trigger.number} is not reviewed: ${reason}`);
    report.notices.push(`#${trigger.number} is not reviewed: ${reason}`);
  };
  if (inputs.reviewSkipDrafts && trigger.draft) return skip("it is a draft (review-skip-drafts)");
  const wanted = new Set(inputs.reviewLabels.map((l) => l.toLowerCase()));
  if (wanted.size && !trigger.labels.some((l) => wanted.has(l.toLowerCase())))
    return skip(`it has none of the labels ${inputs.reviewLabels.join(", ")}`);
  const last = await lastReviewedSha(ctx.octokit, runner.owner, runner.repo, trigger.number);
  if (last === trigger.headSha) return skip(`its head ${trigger.headSha} is already reviewed`);
  await reviewPullRequest(ctx, trigger.number, {
    headSha: trigger.headSha,
    text: { title: trigger.title, body: trigger.body }
  });
}
async function reviewPullRequest(ctx, number2, asOf) {
  const { runner, octokit, logger } = ctx;
  const read = await readSubject(octokit, runner.owner, runner.repo, number2, asOf.headSha);
  if (read.kind !== "pr") throw failure(`#${number2} is an issue, not a pull request`);
  const subject = asOf.text ? {
    ...read,
    pr: { ...read.pr, title: stripUntrusted(asOf.text.title), body: stripUntrusted(asOf.text.body) }
  } : read;
  const id = conversationIdOf(subject);
  const { conversation, notices } = await ctx.store.resume(id);
  ctx.saved.add({ id, file: conversation.file });
  ctx.report.notices.push(...notices);
  const feedback = new Feedback({
    octokit,
    owner: runner.owner,
    repo: runner.repo,
    issueNumber: number2,
    redactor: ctx.redactor,
    logger
  });
  const label = `PR #${number2}: ${subject.pr.title}`;
  let outcome;
  try {
    outcome = await runRecipe(ctx, {
      conversation: ctx.runtime.use(conversation),
      recipe: REVIEW_RECIPE,
      trigger: "schedule",
      subject,
      feedback,
      progress: false
    });
  } catch (error) {
    reportFailure(ctx, id, REVIEW_RECIPE, error, label);
    throw error;
  }
  reportConversation(ctx, id, outcome, label);
  if (outcome.status !== "done") throw failure(outcome.reason ?? "the review stopped early");
}
async function readPull(ctx, number2) {
  const { octokit, runner } = ctx;
  try {
    const { data } = await octokit.rest.pulls.get({
      owner: runner.owner,
      repo: runner.repo,
      pull_number: number2
    });
    return {
      number: number2,
      headSha: data.head.sha,
      title: data.title,
      body: data.body ?? "",
      author: { login: data.user.login, type: data.user.type }
    };
  } catch (error) {
    throw failure(`could not read pull request #${number2}: ${describeGitHubError(error)}`, error);
  }
}

// src/action/jobs/trusted-code.ts
import { mkdtemp, rm } from "node:fs/promises";
import { isAbsolute, join as join3, relative as relative2, resolve as resolve2, sep as sep2 } from "node:path";

// src/action/github/folder-copy.ts
import { chmod, mkdir, writeFile } from "node:fs/promises";
import { dirname, join as join2, posix, relative, resolve, sep } from "node:path";
var COPY_LIMITS = { files: 200, bytes: 2e7 };
async function copyFoldersAt(at, folders, into) {
  const trees = /* @__PURE__ */ new Map();
  const treeOf = (sha, recursive) => {
    const key = `${sha}${recursive ? "/r" : ""}`;
    let entries = trees.get(key);
    if (!entries) {
      entries = readTree(at, sha, recursive);
      trees.set(key, entries);
    }
    return entries;
  };
  const budget = { files: COPY_LIMITS.files, bytes: COPY_LIMITS.bytes };
  for (const folder of new Set(folders)) {
    const segments = folder.split("/").filter((s) => s !== "" && s !== ".");
    let sha = at.ref;
    for (const name of segments) {
      const entry = (await treeOf(sha, false)).find((e) => e.path === name);
      sha = entry?.type === "tree" ? entry.sha : void 0;
      if (!sha) break;
    }
    if (!sha || segments.length === 0) continue;
    for (const entry of await treeOf(sha, true)) {
      if (entry.type !== "blob" || !entry.path || !entry.sha || entry.mode === "120000") continue;
      const target = resolve(into, ...segments, ...entry.path.split("/"));
      if (relative(resolve(into), target).split(sep).includes("..")) continue;
      budget.files -= 1;
      budget.bytes -= entry.size ?? 0;
      if (budget.files < 0 || budget.bytes < 0)
        throw inputError(
          `${posix.join(folder, entry.path)} at ${at.ref}: the folders of recipes and hooks hold more than ${COPY_LIMITS.files} files or ${COPY_LIMITS.bytes / 1e6} MB`
        );
      await mkdir(dirname(target), { recursive: true });
      await writeFile(target, await readBlob(at, entry.sha, join2(folder, entry.path)));
      if (entry.mode === "100755") await chmod(target, 493);
    }
  }
}
async function readTree(at, sha, recursive) {
  try {
    const { data } = await at.octokit.rest.git.getTree({
      owner: at.owner,
      repo: at.repo,
      tree_sha: sha,
      ...recursive ? { recursive: "1" } : {}
    });
    if (data.truncated) throw inputError(`the tree ${sha} at ${at.ref} is too large to read`);
    return data.tree;
  } catch (error) {
    if (githubStatus(error) === 404 || githubStatus(error) === 422)
      throw failure(`${at.ref} is not a commit of ${at.owner}/${at.repo}: ${describeGitHubError(error)}`);
    throw wrap(error, `the tree of ${at.ref}`);
  }
}
async function readBlob(at, sha, path) {
  try {
    const { data } = await at.octokit.rest.git.getBlob({ owner: at.owner, repo: at.repo, file_sha: sha });
    return Buffer.from(data.content, data.encoding === "base64" ? "base64" : "utf8");
  } catch (error) {
    throw wrap(error, `${path} at ${at.ref}`);
  }
}
function wrap(error, what) {
  if (error instanceof BatonError) return error;
  return failure(`could not read ${what}: ${describeGitHubError(error)}`, error);
}

// src/action/jobs/trusted-code.ts
var BaseSchema = object({ ref: string().min(1), sha: string().min(1) });
var PayloadSchema = object({
  pull_request: object({ number: number().int().positive(), base: BaseSchema.optional() }).nullish(),
  issue: object({ number: number().int().positive(), pull_request: object({}).nullish() }).nullish()
});
function codeSourceFor(payload) {
  const event = payload ?? {};
  if (event.pull_request == null && event.issue?.pull_request == null) return { from: "workspace" };
  const parsed = PayloadSchema.safeParse(payload);
  if (!parsed.success)
    throw inputError("the event is about a pull request but does not name it, so its base cannot be read");
  const { pull_request: pr, issue } = parsed.data;
  if (pr)
    return {
      from: "base",
      pr: pr.number,
      ...pr.base ? { base: { branch: pr.base.ref, sha: pr.base.sha } } : {}
    };
  return { from: "base", pr: issue.number };
}
async function trustedCode(request) {
  const { runner, folders, logger } = request;
  const workspace = resolve2(runner.workspace);
  const source = codeSourceFor(request.payload);
  if (source.from === "workspace")
    return {
      recipesDir: resolve2(workspace, folders.recipesPath),
      hookDirs: [resolve2(workspace, folders.hooksPath)],
      dispose: async () => {
      }
    };
  const recipes = repositoryPath(workspace, folders.recipesPath, "recipes-path");
  const hooks = repositoryPath(workspace, folders.hooksPath, "hooks-path");
  const base = source.base ?? await baseOf(request, source.pr);
  const into = await mkdtemp(join3(runner.temp, "baton-base-"));
  const dispose = () => rm(into, { recursive: true, force: true });
  try {
    await copyFoldersAt(
      { octokit: request.octokit, owner: runner.owner, repo: runner.repo, ref: base.sha },
      [recipes, hooks],
      into
    );
  } catch (error) {
    await dispose();
    throw error;
  }
  logger.info(
    `recipes, hooks and extensions come from ${base.branch} at ${base.sha.slice(0, 12)}, the base of #${source.pr}, not from the workspace`
  );
  return { recipesDir: join3(into, recipes), hookDirs: [join3(into, hooks)], base, dispose };
}
function repositoryPath(workspace, path, input) {
  const inside = relative2(workspace, resolve2(workspace, path));
  if (inside === ".." || inside.startsWith(`..${sep2}`) || isAbsolute(inside))
    throw inputError(
      `${input} "${path}" is outside the repository: on a pull request it is read from the base branch, so it must be a folder of the repository`
    );
  return inside.split(sep2).join("/");
}
async function baseOf(request, pr) {
  const { octokit, runner } = request;
  try {
    const { data } = await octokit.rest.pulls.get({
      owner: runner.owner,
      repo: runner.repo,
      pull_number: pr
    });
    return { branch: data.base.ref, sha: data.base.sha };
  } catch (error) {
    throw failure(`could not read the base of #${pr}: ${describeGitHubError(error)}`, error);
  }
}

// src/action/jobs/run-job.ts
async function runJob({
  setup,
  runner,
  octokit,
  redactor,
  report,
  route,
  payload
}) {
  const { inputs, logger } = setup;
  const startedAt = /* @__PURE__ */ new Date();
  const code = await trustedCode({ octokit, runner, folders: inputs, payload, logger });
  try {
    await runWith({ setup, runner, octokit, redactor, report, route, payload }, code, startedAt);
  } finally {
    await code.dispose();
  }
}
async function runWith({ setup, runner, octokit, redactor, report, route, payload }, code, startedAt) {
  const { inputs, logger } = setup;
  const workspace = resolve3(runner.workspace);
  const pinned = /* @__PURE__ */ new Map();
  const progress = (message) => logger.info(message);
  const config = {
    settings: inputs.settings,
    contextWindow: inputs.contextWindow,
    recipesDir: code.recipesDir,
    hookDirs: code.hookDirs,
    workspace,
    secrets: secretInputs(inputs),
    builtinExtensions: BUILTIN_EXTENSIONS
  };
  const model = openAIModel({
    apiKey: inputs.openaiApiKey,
    baseUrl: inputs.settings.baseUrl,
    timeoutSeconds: inputs.settings.modelTimeout,
    policy: setup.policy,
    progress
  });
  const runtime = await createRuntime(config, {
    model,
    logger,
    progress,
    github: {
      reader: budgetedReader(octokitReader(octokit, runner.owner, runner.repo), octokit),
      pinned,
      ...readCutoff(route, startedAt)
    }
  });
  const ctx = {
    inputs,
    runner,
    octokit,
    runtime,
    store: new ArtifactStore({ octokit, runner, key: inputs.stateKey, logger }),
    redactor,
    logger,
    saved: new SavedConversations(),
    report,
    pinned,
    instructions: new StandingInstructions({
      octokit,
      owner: runner.owner,
      repo: runner.repo,
      logger,
      ...defaultBranchOf(payload),
      ...code.base ? { pinned: code.base } : {}
    })
  };
  switch (route.type) {
    case "comment":
      return await commentJob(ctx, withExtensionCommand(route, runtime, inputs.triggerWord));
    case "dispatch":
      return await dispatchJob(ctx, route);
    case "schedule":
      return await scheduleJob(ctx, route);
    case "pull_request":
      return await pullRequestJob(ctx, route);
    case "issue_opened":
      return await issueJob(ctx, route);
  }
}
function defaultBranchOf(payload) {
  const repository = payload?.repository;
  const branch = repository?.default_branch;
  return typeof branch === "string" && branch !== "" ? { defaultBranch: branch } : {};
}
function withExtensionCommand(route, runtime, triggerWord) {
  if (route.command.kind !== "unknown") return route;
  const commands = [...runtime.extensions.commands.keys()];
  const command = parseCommentCommand(route.comment.body, { triggerWord, commands });
  return command.kind === "none" ? route : { ...route, command };
}
export {
  runJob
};
