#!/usr/bin/env node
import { createRequire as __batonCreateRequire, isBuiltin as __batonIsBuiltin } from 'node:module';
const __batonRequire = __batonCreateRequire(import.meta.url);
const __batonMissing = (id) => Object.assign(new Error("Cannot find module '" + id + "'"), { code: 'MODULE_NOT_FOUND' });
const require = Object.assign((id) => { if (__batonIsBuiltin(id)) return __batonRequire(id); throw __batonMissing(id); },
  { resolve: (id) => { if (__batonIsBuiltin(id)) return id; throw __batonMissing(id); } });
import {
  ReviewComments
} from "./chunk-KDOBS2VP.js";
import {
  identityOf,
  isTokenIdentity
} from "./chunk-JAALAVLO.js";
import {
  contained,
  isBatonBody,
  withOffDiff
} from "./chunk-3KXTJ47D.js";
import {
  inDiff,
  parseDiffHunks,
  readDiff
} from "./chunk-WVBXHSQB.js";
import {
  contextChange,
  grewBy
} from "./chunk-QBA2EHCS.js";
import {
  cleanLine,
  stripUntrusted
} from "./chunk-X35GRJNR.js";
import {
  artifactName,
  lastPage
} from "./chunk-D5QIB6RR.js";
import {
  describeGitHubError
} from "./chunk-ZC77DGTH.js";
import {
  contextHistory
} from "./chunk-FC2K6HHU.js";
import {
  clip,
  count,
  describeError,
  failure,
  inputError
} from "./chunk-NC3SHA7Q.js";

// src/action/review/line-comments.ts
function placeComments(drafts, lines, max, redact) {
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
        body: commentBody(draft, redact)
      });
  }
  return placed;
}
function commentBody(draft, redact) {
  const body = contained(draft.body, redact);
  if (draft.suggestion === void 0) return body;
  return `${body}

${fenced(redact(draft.suggestion).replace(/\n$/, ""), "suggestion")}`;
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

// src/action/review/last-review.ts
var PER_PAGE = 100;
var MAX_PAGES_BACK = 10;
async function lastReviewedSha(octokit, owner, repo, pr) {
  try {
    const identity = await identityOf(octokit);
    const latestOf = (reviews) => reviews.findLast((r) => isBatons(identity, r));
    const first = await octokit.rest.pulls.listReviews({ owner, repo, pull_number: pr, per_page: PER_PAGE });
    const last = lastPage(first.headers.link);
    for (let page = last; page > 1 && page > last - MAX_PAGES_BACK; page--) {
      const { data } = await octokit.rest.pulls.listReviews({
        owner,
        repo,
        pull_number: pr,
        per_page: PER_PAGE,
        page
      });
      const found = latestOf(data);
      if (found) return found.commit_id ?? void 0;
    }
    return last <= MAX_PAGES_BACK ? latestOf(first.data)?.commit_id ?? void 0 : void 0;
  } catch (error) {
    throw failure(`could not read the reviews of #${pr}: ${describeGitHubError(error)}`, error);
  }
}
function isBatons(identity, review) {
  if (!isBatonBody(review.body) || !review.user) return false;
  return isTokenIdentity(identity, { login: review.user.login, isBot: review.user.type === "Bot" });
}

// src/action/review/threads.ts
var MAX_THREADS = 100;
var THREADS_QUERY = `query($owner: String!, $repo: String!, $number: Int!) {
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
      path: cleanLine(typeof node.path === "string" ? node.path : ""),
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
  if (outcome.status !== "done" || outcome.reason)
    body = `${body}

_${outcome.reason ?? "The run stopped early."}_`.trim();
  for (const note of outcome.notes ?? []) body = `${body}

_Note:_ ${note}`.trim();
  const drafts = d.reviewComments?.drafts ?? [];
  const fixed = (d.openThreads ?? []).filter((_, i) => d.reviewComments?.resolved.has(`T${i + 1}`));
  if (!body && drafts.length === 0 && fixed.length === 0) return;
  const footer = footerLine(outcome, d.runUrl);
  if (recipe.output !== "review" || subject.kind !== "pr") {
    await d.feedback.answer(body, footer);
    return;
  }
  if (d.reviewedMeanwhile && outcome.status === "cancelled") {
    d.logger.info(`#${subject.number}: the review was cancelled; nothing is posted`);
    return;
  }
  if (await reviewedMeanwhile(d, subject.pr.head_sha)) {
    d.logger.info(
      `#${subject.number}: another run reviewed ${subject.pr.head_sha} while this one worked; this review is kept in the conversation, not posted`
    );
    return;
  }
  const lines = drafts.length ? await diffLines(d, subject) : /* @__PURE__ */ new Map();
  const redact = (t) => d.redactor.redact(t);
  const placed = placeComments(drafts, lines, d.reviewComments?.max ?? 0, redact);
  let text = withOffDiff(body, placed.offDiff, "Comments on lines outside the diff", redact);
  text = withOffDiff(
    text,
    placed.overLimit,
    "More comments (over the limit of line comments per review)",
    redact
  );
  text = withOffDiff(
    text,
    fixed.map((t) => ({ path: t.path, line: t.line, body: t.gist })),
    "Fixed since the last review (threads resolved)",
    redact
  );
  const posted = await d.feedback.review(subject.number, text, subject.pr.head_sha, placed.inline, footer);
  await resolveThreads(d.octokit, fixed, d.logger);
  if (d.feedback.statusCommentId !== void 0)
    await d.feedback.answer(`Posted [the review](${posted.url}).`, footer);
}
async function reviewedMeanwhile(d, head) {
  try {
    return await d.reviewedMeanwhile?.(head) === true;
  } catch (error) {
    d.logger.warn(`${describeError(error)}; the review is posted`);
    return false;
  }
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
    outcome.compactions.length ? `compacted ${outcome.compactions.map((c) => contextChange(c.tokensBefore, c.tokensAfter, grewBy(c.steps.split("+")))).join(", ")}` : "not compacted",
    `[run](${runUrl})`
  ];
  return `<sub>${parts.join(" \xB7 ")}</sub>`;
}

// src/action/jobs/job-context.ts
function reportConversation(ctx, conversationId, outcome, subject) {
  const conversation = ctx.runtime?.openConversation;
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
function threadOf(subject, read, cut) {
  const text = subject.kind === "pr" ? subject.pr : subject.issue;
  return read({
    number: subject.number,
    subject: {
      title: text.title,
      body: text.body,
      author: text.author,
      kind: subject.kind === "pr" ? "pull request" : "issue"
    },
    ...cut
  });
}
async function startFromThread(conversation, subject, thread) {
  if (!thread.comments) return;
  await conversation.append({
    type: "message",
    message: {
      role: "user",
      content: `The thread of #${subject.number} so far (no saved conversation could be resumed, so it starts from the thread):

${thread.text}`
    }
  });
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
  if (recipe.output === "review" && subject?.kind === "issue")
    throw inputError(
      `the recipe "${recipe.name}" posts a pull request review, so it works on pull requests; #${subject.number} is an issue`
    );
  if (subject) ctx.pinned.set(subject.number, pinOf(subject));
  const since = subject?.kind === "pr" ? await lastReviewedSha(ctx.octokit, runner.owner, runner.repo, subject.number) : void 0;
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
  const text = subject?.kind === "pr" ? subject.pr : subject?.issue;
  const instructions = await ctx.instructions.forRun(base, {
    ...text ? { title: text.title, body: text.body } : {},
    ...subject?.kind === "pr" ? { files: subject.pr.changed_files } : {}
  });
  const agent = runtime.agent(run.conversation, {
    cancel: ctx.cancel,
    variables,
    ...progress ? { onProgress: progress } : {},
    ...reviewComments ? { reviewComments } : {},
    ...instructions ? { instructions } : {},
    ...run.answerFormat ? { answerFormat: run.answerFormat } : {}
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
        redactor: ctx.redactor,
        runUrl: runner.runUrl,
        ...reviewComments ? { reviewComments, openThreads } : {},
        ...run.reviewedMeanwhile ? { reviewedMeanwhile: run.reviewedMeanwhile } : {}
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
  commentBody,
  fenced,
  lastReviewedSha,
  footerLine,
  reportConversation,
  reportFailure,
  commandOutcome,
  threadOf,
  startFromThread,
  runRecipe
};
