#!/usr/bin/env node
import { createRequire as __batonCreateRequire, isBuiltin as __batonIsBuiltin } from 'node:module';
const __batonRequire = __batonCreateRequire(import.meta.url);
const __batonMissing = (id) => Object.assign(new Error("Cannot find module '" + id + "'"), { code: 'MODULE_NOT_FOUND' });
const require = Object.assign((id) => { if (__batonIsBuiltin(id)) return __batonRequire(id); throw __batonMissing(id); },
  { resolve: (id) => { if (__batonIsBuiltin(id)) return id; throw __batonMissing(id); } });
import {
  withOffDiff
} from "./chunk-K3EZRPGF.js";
import {
  MEMORY_FILE
} from "./chunk-MHDVE7FG.js";
import {
  identityOf,
  isTokenIdentity
} from "./chunk-LNJ2K3G7.js";
import {
  conversationId
} from "./chunk-5BRUUDXY.js";
import {
  isBatonBody
} from "./chunk-XKTSRJWU.js";
import {
  cleanPlainText,
  stripUntrusted
} from "./chunk-6TAME3D3.js";
import {
  artifactName
} from "./chunk-RQPUEPBW.js";
import {
  describeGitHubError
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
} from "./chunk-MVVMHIY3.js";
import {
  describeError,
  failure,
  inputError
} from "./chunk-VA2UHLEW.js";

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

// src/action/memory/memory-prompt.ts
var LEARNINGS_BUDGET_CHARS = 8e3;
function learningsPrompt(learnings, relevance, budget = LEARNINGS_BUDGET_CHARS) {
  if (learnings.length === 0) return "";
  const lines = learnings.map((l) => ({ learning: l, line: lineOf(l) }));
  const total = lines.reduce((n, l) => n + l.line.length + 1, 0);
  let chosen = lines;
  if (total > budget) {
    const words = wordsOf([relevance.title, relevance.body, ...relevance.files ?? []].join(" "));
    const scored = lines.map((l) => ({ ...l, score: overlap(wordsOf(l.learning.text), words) }));
    scored.sort((a, b) => b.score - a.score);
    chosen = [];
    let used = 0;
    for (const l of scored) {
      if (used + l.line.length + 1 > budget) continue;
      chosen.push(l);
      used += l.line.length + 1;
    }
    chosen.sort((a, b) => a.learning.number - b.learning.number);
  }
  if (chosen.length === 0) return "";
  const left = learnings.length - chosen.length;
  return [
    "# What the maintainers taught Baton",
    "",
    `Each item is a maintainer's learning, recorded with \`@baton remember:\` and reviewed in the repository's \`${MEMORY_FILE}\`. Follow them in this repository unless the maintainer asking now says otherwise.${left ? ` (${left} less relevant learnings are left out for length.)` : ""}`,
    "",
    ...chosen.map((l) => l.line)
  ].join("\n");
}
function lineOf(learning) {
  return `- ${learning.text}${learning.by ? ` (a maintainer's learning, taught by @${learning.by})` : " (a maintainer's learning)"}`;
}
function wordsOf(text) {
  const words = /* @__PURE__ */ new Set();
  for (const [word] of text.toLowerCase().matchAll(/[\p{L}\p{N}_]{3,}/gu)) words.add(word);
  return words;
}
function overlap(a, b) {
  let n = 0;
  for (const word of a) if (b.has(word)) n++;
  return n;
}

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
  const base = subject?.kind === "pr" ? subject.pr.base : void 0;
  const [standing, learnings] = await Promise.all([
    ctx.instructions.at(base),
    ctx.instructions.learnings(base)
  ]);
  const text = subject?.kind === "pr" ? subject.pr : subject?.issue;
  const instructions = [
    standing,
    learningsPrompt(learnings, {
      ...text ? { title: text.title, body: text.body } : {},
      ...subject?.kind === "pr" ? { files: subject.pr.changed_files } : {}
    })
  ].filter(Boolean).join("\n\n");
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
  parseDiffHunks,
  conversationIdOf,
  readSubject,
  readDiff,
  commentBody,
  fenced,
  footerLine,
  reportConversation,
  reportFailure,
  commandOutcome,
  runRecipe
};
