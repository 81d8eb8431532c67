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
} from "./chunk-EEH4LKIP.js";
import {
  contained,
  conversationMarker,
  isBatonBody,
  markedConversation,
  withOffDiff
} from "./chunk-4YPR7BWB.js";
import {
  inDiff,
  parseDiffHunks,
  readDiff
} from "./chunk-4P3MF5RZ.js";
import {
  cleanLine,
  stripUntrusted
} from "./chunk-HZICW6AM.js";
import {
  contextChange,
  grewBy
} from "./chunk-WHURTW2Q.js";
import {
  artifactName,
  lastPage
} from "./chunk-YJE2F7Z5.js";
import {
  contextHistory
} from "./chunk-T2KRTBNV.js";
import {
  describeGitHubError,
  githubStatus
} from "./chunk-ZCI4HNYG.js";
import {
  safeEnv
} from "./chunk-SJZDYVL2.js";
import {
  clip,
  count
} from "./chunk-HBY6AOVX.js";
import {
  describeError,
  failure,
  inputError
} from "./chunk-VA2UHLEW.js";

// src/action/deliver/pull-target.ts
var BRANCH_PREFIX = "baton/";
var branchFor = (conversationId) => `${BRANCH_PREFIX}${conversationId}`;
async function readPullFacts(octokit, at, number) {
  try {
    const { data } = await octokit.rest.pulls.get({ owner: at.owner, repo: at.repo, pull_number: number });
    const full = `${at.owner}/${at.repo}`.toLowerCase();
    return {
      number,
      url: data.html_url,
      author: { login: data.user?.login ?? "ghost", isBot: data.user?.type === "Bot" },
      headRef: data.head.ref,
      sameRepo: data.head.repo?.full_name?.toLowerCase() === full,
      open: data.state === "open"
    };
  } catch (error) {
    throw failure(`could not read pull request #${number}: ${describeGitHubError(error)}`, error);
  }
}
function linkedConversation(facts, pinnedBody, identity) {
  const id = markedConversation(pinnedBody);
  if (!id || !facts.sameRepo || facts.headRef !== branchFor(id)) return void 0;
  return isTokenIdentity(identity, facts.author) ? id : void 0;
}
async function conversationOfPull(octokit, at, pr) {
  if (!markedConversation(pr.body)) return void 0;
  const [facts, identity] = await Promise.all([readPullFacts(octokit, at, pr.number), identityOf(octokit)]);
  return linkedConversation(facts, pr.body, identity);
}
async function pushTarget(octokit, at, subject, conversationId, requester, defaultBranch) {
  if (subject.kind === "issue") return { kind: "own-branch", branch: branchFor(conversationId) };
  const [facts, identity] = await Promise.all([
    readPullFacts(octokit, at, subject.number),
    identityOf(octokit)
  ]);
  if (!facts.open)
    throw inputError(`pull request #${subject.number} is closed; Baton pushes only to open ones`);
  if (!facts.sameRepo)
    throw inputError(
      `pull request #${subject.number} comes from a fork; Baton never pushes to a fork's branch. Ask on an issue instead, and Baton opens its own pull request`
    );
  if (facts.headRef === defaultBranch)
    throw inputError(
      `pull request #${subject.number} is opened from the default branch ${defaultBranch}, which Baton never writes`
    );
  if (facts.headRef === branchFor(conversationId) && isTokenIdentity(identity, facts.author))
    return { kind: "own-branch", branch: facts.headRef, pull: facts };
  if (requester && !facts.author.isBot && requester.toLowerCase() === facts.author.login.toLowerCase())
    return { kind: "their-pull", branch: facts.headRef, pull: facts };
  throw inputError(
    `pull request #${subject.number} is @${facts.author.login}'s; Baton pushes to a pull request's branch only when the one who asks opened it, or when Baton did`
  );
}

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
  if (d.delivered) body = `${body}

${d.delivered}`.trim();
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
  let last = Date.now();
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

// src/action/deliver/git-data.ts
var CONTENTS_WRITE = "`contents: write`";
var INLINE_MAX_BYTES = 256 * 1024;
async function createCommit(at, commit) {
  const { octokit, owner, repo } = at;
  try {
    const { data: parent } = await octokit.rest.git.getCommit({ owner, repo, commit_sha: commit.parent });
    const tree = [];
    for (const file of commit.files) {
      const mode = file.mode;
      if (file.bytes === null) tree.push({ path: file.path, mode, type: "blob", sha: null });
      else if (inlinable(file.bytes))
        tree.push({ path: file.path, mode, type: "blob", content: file.bytes.toString("utf8") });
      else {
        const { data: blob } = await octokit.rest.git.createBlob({
          owner,
          repo,
          content: file.bytes.toString("base64"),
          encoding: "base64"
        });
        tree.push({ path: file.path, mode, type: "blob", sha: blob.sha });
      }
    }
    const { data: made } = await octokit.rest.git.createTree({
      owner,
      repo,
      base_tree: parent.tree.sha,
      tree
    });
    const { data } = await octokit.rest.git.createCommit({
      owner,
      repo,
      message: commit.message,
      tree: made.sha,
      parents: [commit.parent]
    });
    return data.sha;
  } catch (error) {
    if (githubStatus(error) === 404 || githubStatus(error) === 422)
      throw failure(
        `GitHub could not make the commit on ${commit.parent.slice(0, 7)} (${describeGitHubError(error)}); is the checked-out commit pushed?`,
        error
      );
    throw failure(`could not make the commit: ${describeGitHubError(error, CONTENTS_WRITE)}`, error);
  }
}
function inlinable(bytes) {
  if (bytes.length > INLINE_MAX_BYTES || bytes.includes(0)) return false;
  return Buffer.from(bytes.toString("utf8"), "utf8").equals(bytes);
}
async function branchHead(at, branch) {
  try {
    const { data } = await at.octokit.rest.git.getRef({
      owner: at.owner,
      repo: at.repo,
      ref: `heads/${branch}`
    });
    return data.object.sha;
  } catch (error) {
    if (githubStatus(error) === 404) return void 0;
    throw failure(`could not read the branch ${branch}: ${describeGitHubError(error)}`, error);
  }
}
async function moveBranch(at, branch, start, create, commit) {
  const { octokit, owner, repo } = at;
  const head = await branchHead(at, branch);
  if (head === void 0 ? !create : head !== start) return { moved: false, head };
  try {
    if (head === void 0)
      await octokit.rest.git.createRef({ owner, repo, ref: `refs/heads/${branch}`, sha: commit });
    else await octokit.rest.git.updateRef({ owner, repo, ref: `heads/${branch}`, sha: commit, force: false });
    return { moved: true };
  } catch (error) {
    if (githubStatus(error) === 422) return { moved: false, head: await branchHead(at, branch) };
    throw failure(`could not push to ${branch}: ${describeGitHubError(error, CONTENTS_WRITE)}`, error);
  }
}

// src/action/deliver/pull-request.ts
var PULL_REQUESTS_WRITE = "`pull-requests: write`";
async function offerBranch(at, pull) {
  const { octokit, owner, repo } = at;
  try {
    const open = await openPullOf(at, pull.branch);
    if (open) {
      await octokit.rest.pulls.update({ owner, repo, pull_number: open.number, body: pull.body });
      return { ...open, opened: false };
    }
    try {
      const { data } = await octokit.rest.pulls.create({
        owner,
        repo,
        head: pull.branch,
        base: pull.base,
        title: pull.title,
        body: pull.body
      });
      return { number: data.number, url: data.html_url, opened: true };
    } catch (error) {
      const raced = githubStatus(error) === 422 ? await openPullOf(at, pull.branch) : void 0;
      if (!raced) throw error;
      await octokit.rest.pulls.update({ owner, repo, pull_number: raced.number, body: pull.body });
      return { ...raced, opened: false };
    }
  } catch (error) {
    throw failure(`the commit is on ${pull.branch}, but ${pullRefusal(error)}`, error);
  }
}
async function openPullOf({ octokit, owner, repo }, branch) {
  const { data } = await octokit.rest.pulls.list({ owner, repo, head: `${owner}:${branch}`, state: "open" });
  const pull = data[0];
  return pull ? { number: pull.number, url: pull.html_url } : void 0;
}
function pullRefusal(error) {
  const message = error instanceof Error ? error.message : String(error);
  if (githubStatus(error) === 403 && /not permitted to create/i.test(message))
    return "the repository does not let GitHub Actions open pull requests (Settings \u2192 Actions \u2192 General \u2192 \u201CAllow GitHub Actions to create and approve pull requests\u201D)";
  return `no pull request could be opened: ${describeGitHubError(error, PULL_REQUESTS_WRITE)}`;
}

// src/action/deliver/workspace-changes.ts
import { execFile } from "node:child_process";
import { copyFile, mkdtemp, rm } from "node:fs/promises";
import { join, resolve } from "node:path";
var GIT_TIMEOUT_MS = 6e4;
var MAX_FILE_BYTES = 20 * 1024 * 1024;
async function snapshotWorkspace(dir, temp) {
  const head = (await git(dir, ["rev-parse", "--verify", "--quiet", "HEAD^{commit}"]).catch(() => "")).trim();
  if (!/^[0-9a-f]{40,64}$/.test(head))
    throw failure(
      `the workspace (${dir}) is not a git checkout with a commit; a recipe that delivers a pull request needs actions/checkout before Baton`
    );
  return { head, tree: await workspaceTree(dir, temp, head) };
}
async function changesSince(dir, temp, start) {
  const end = await workspaceTree(dir, temp, start.head);
  if (end === start.tree) return [];
  const raw = await git(dir, ["diff-tree", "-r", "-z", "--no-renames", start.tree, end]);
  const numstat = await git(dir, ["diff-tree", "-r", "-z", "--no-renames", "--numstat", start.tree, end]);
  const lines = parseNumstat(numstat);
  return parseRaw(raw).map((c) => ({ ...c, ...lines.has(c.path) ? { lines: lines.get(c.path) } : {} }));
}
async function readBlob(dir, blob) {
  const size = Number((await git(dir, ["cat-file", "-s", blob])).trim());
  if (!(size <= MAX_FILE_BYTES))
    throw failure(`a file of ${size} bytes is over the ${MAX_FILE_BYTES}-byte limit`);
  return gitBytes(dir, ["cat-file", "blob", blob]);
}
async function workspaceTree(dir, temp, head) {
  const scratch = await mkdtemp(join(temp, "baton-index-"));
  try {
    const index = join(scratch, "index");
    const own = resolve(dir, (await git(dir, ["rev-parse", "--git-path", "index"])).trim());
    const copied = await copyFile(own, index).then(
      () => true,
      () => false
    );
    const env = { GIT_INDEX_FILE: index };
    if (!copied) await git(dir, ["read-tree", head], env);
    await git(dir, ["add", "--all", "--", "."], env);
    return (await git(dir, ["write-tree"], env)).trim();
  } finally {
    await rm(scratch, { recursive: true, force: true });
  }
}
function parseRaw(raw) {
  const parts = raw.split("\0");
  const out = [];
  for (let i = 0; i + 1 < parts.length; i += 2) {
    const [oldMode, newMode, , newSha, status] = parts[i].replace(/^:/, "").split(" ");
    const path = parts[i + 1];
    if (status === "D") out.push({ path, status: "deleted", mode: oldMode });
    else out.push({ path, status: status === "A" ? "added" : "modified", mode: newMode, blob: newSha });
  }
  return out;
}
function parseNumstat(numstat) {
  const out = /* @__PURE__ */ new Map();
  for (const record of numstat.split("\0")) {
    const m = /^(\d+|-)\t(\d+|-)\t([\s\S]*)$/.exec(record);
    if (m && m[1] !== "-") out.set(m[3], { added: Number(m[1]), removed: Number(m[2]) });
  }
  return out;
}
function gitBytes(dir, args, env = {}) {
  return new Promise((done, fail) => {
    execFile(
      "git",
      ["-c", "core.hooksPath=/dev/null", "-c", "core.fsmonitor=false", "--no-optional-locks", ...args],
      {
        cwd: dir,
        env: { ...safeEnv(), ...env },
        encoding: "buffer",
        maxBuffer: MAX_FILE_BYTES + 1024 * 1024,
        timeout: GIT_TIMEOUT_MS
      },
      (error, stdout, stderr) => {
        if (error)
          fail(
            failure(
              `git ${args[0]} failed in the workspace: ${stderr.toString("utf8").trim() || error.message}`,
              error
            )
          );
        else done(stdout);
      }
    );
  });
}
var git = async (dir, args, env) => (await gitBytes(dir, args, env)).toString("utf8");

// src/action/deliver/pull-request-delivery.ts
var MAX_DELIVERED_FILES = 300;
var MAX_SUMMARY_CHARS = 2e4;
async function preparePullRequest(scene, request) {
  const { subject } = request;
  if (!subject)
    throw inputError(
      `the recipe "${request.recipe}" delivers a pull request, so it works on an issue or a pull request`
    );
  const at = { octokit: scene.octokit, owner: scene.owner, repo: scene.repo };
  const base = await scene.defaultBranch();
  if (base === void 0) throw inputError("the repository's default branch could not be read");
  const target = await pushTarget(
    scene.octokit,
    at,
    subject,
    request.conversationId,
    request.requester,
    base
  );
  const start = await snapshotWorkspace(scene.workspace, scene.temp);
  return { finish: (outcome) => finish(scene, at, { ...request, subject }, target, start, base, outcome) };
}
async function finish(scene, at, request, target, start, base, outcome) {
  const all = await changesSince(scene.workspace, scene.temp, start);
  const leftOut = all.filter((c) => whyLeftOut(c) !== void 0);
  const changes = all.filter((c) => whyLeftOut(c) === void 0);
  const notes = leftOut.map((c) => `\`${cleanLine(c.path)}\` is left out: ${whyLeftOut(c)}.`);
  const say = (...lines) => [...lines, ...notes].join("\n\n");
  if (changes.length === 0)
    return say("The run changed no files, so nothing was pushed and no pull request opened.");
  if (outcome.status !== "done")
    return say(`The run did not finish, so its change (${plural(changes.length, "file")}) was not pushed.`);
  if (changes.length > MAX_DELIVERED_FILES)
    return say(
      `The run changed ${plural(changes.length, "file")}, more than the ${MAX_DELIVERED_FILES} one commit may carry, so nothing was pushed.`
    );
  const files = [];
  for (const c of changes)
    files.push({
      path: c.path,
      mode: c.mode,
      bytes: c.blob ? await readBlob(scene.workspace, c.blob) : null
    });
  const title = titleOf(request.subject);
  const commit = await createCommit(at, {
    parent: start.head,
    message: commitMessage(request, title, scene.runUrl),
    files
  });
  const create = target.kind === "own-branch" && !target.pull;
  const moved = await moveBranch(at, target.branch, start.head, create, commit);
  if (!moved.moved)
    return say(
      moved.head === void 0 ? `Nothing was pushed: the branch \`${target.branch}\` is gone since the run started. Run again once it is back.` : target.pull ? `Nothing was pushed: \`${target.branch}\` moved since the run started (from ${short(start.head)} to ${short(moved.head)}). Run again to work on its new head.` : `Nothing was pushed: \`${target.branch}\` already holds work this run did not start from (it is at ${short(moved.head)}, the run started from ${short(start.head)}). Comment on its pull request to go on there, or delete the branch to start again.`
    );
  const where = `\`${target.branch}\` (commit ${short(commit)})`;
  let pushed;
  if (target.kind === "own-branch") {
    const pull = await offerBranch(at, {
      branch: target.branch,
      base,
      title,
      body: pullBody(scene, request, outcome.response)
    });
    pushed = `${pull.opened ? "Opened" : "Updated"} [pull request #${pull.number}](${pull.url}) with one commit on ${where}.`;
  } else pushed = `Pushed one commit to ${where} of [#${target.pull.number}](${target.pull.url}).`;
  return say(pushed, fileList(changes), checksLine(outcome.checks));
}
function checksLine(checks) {
  if (!checks || checks.results.length === 0)
    return "No checks ran (`checks:` in `.github/baton.yml` names them).";
  const rows = checks.results.map(
    (r) => `- \`${cleanLine(r.command)}\`: ${r.passed ? "passed" : `failed (${cleanLine(r.ended)})`}`
  );
  const stale = checks.stale ? " (the files changed after they last ran)" : "";
  return `Checks${stale}:
${rows.join("\n")}`;
}
function whyLeftOut(change) {
  if (/^\.github\/workflows\//.test(change.path))
    return "a workflow's token may not change workflows (`.github/workflows/`)";
  if (change.mode === "160000") return "a submodule's commit is not delivered";
  return void 0;
}
function fileList(changes) {
  const rows = changes.map((c) => {
    const lines = c.lines ? ` +${count(c.lines.added)} \u2212${count(c.lines.removed)}` : " (binary)";
    const status = c.status === "modified" ? "" : ` (${c.status})`;
    const mode = c.mode === "100755" && c.status !== "deleted" ? " (executable)" : "";
    return `- \`${cleanLine(c.path)}\`${lines}${status}${mode}`;
  });
  return `Files changed:
${rows.join("\n")}`;
}
function titleOf(subject) {
  return cleanLine(subject.kind === "pr" ? subject.pr.title : subject.issue.title) || `#${subject.number}`;
}
function commitMessage(request, title, runUrl) {
  const by = request.requester ? ` by @${request.requester}` : "";
  return `${clip(title, 72)}

Asked for${by} on #${request.subject.number} (Baton's conversation ${request.conversationId}).
Run: ${runUrl}
`;
}
function pullBody(scene, request, answer) {
  const issue = /^issue-(\d+)$/.exec(request.conversationId)?.[1];
  return [
    scene.redactor.redact(clip(answer.trim(), MAX_SUMMARY_CHARS)) || "_No summary._",
    ...issue ? [`Closes #${issue}`] : [],
    `Made by Baton in the conversation \`${request.conversationId}\` ([latest run](${scene.runUrl})). Comment here, or on a line, to have it go on with this change.`,
    conversationMarker(request.conversationId)
  ].join("\n\n");
}
var short = (sha) => sha.slice(0, 7);
var plural = (n, noun) => `${count(n)} ${noun}${n === 1 ? "" : "s"}`;

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
  const delivery = recipe.output === "pull-request" ? await preparePullRequest(
    {
      octokit: ctx.octokit,
      owner: runner.owner,
      repo: runner.repo,
      workspace: runner.workspace,
      temp: runner.temp,
      defaultBranch: () => ctx.instructions.defaultBranch(),
      redactor: ctx.redactor,
      runUrl: runner.runUrl
    },
    {
      subject,
      conversationId: run.conversation.id,
      recipe: recipe.name,
      ...run.comment ? { requester: run.comment.author } : {}
    }
  ) : void 0;
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
  const delivered = await delivery?.finish(outcome);
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
        ...run.reviewedMeanwhile ? { reviewedMeanwhile: run.reviewedMeanwhile } : {},
        ...delivered ? { delivered } : {}
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
  conversationOfPull,
  commentBody,
  fenced,
  footerLine,
  lastReviewedSha,
  reportConversation,
  reportFailure,
  commandOutcome,
  threadOf,
  startFromThread,
  runRecipe
};
