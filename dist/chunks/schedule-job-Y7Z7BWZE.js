#!/usr/bin/env node
import { createRequire as __batonCreateRequire, isBuiltin as __batonIsBuiltin } from 'node:module';
const __batonRequire = __batonCreateRequire(import.meta.url);
const __batonMissing = (id) => Object.assign(new Error("Cannot find module '" + id + "'"), { code: 'MODULE_NOT_FOUND' });
const require = Object.assign((id) => { if (__batonIsBuiltin(id)) return __batonRequire(id); throw __batonMissing(id); },
  { resolve: (id) => { if (__batonIsBuiltin(id)) return id; throw __batonMissing(id); } });
import {
  describePullRequest
} from "./chunk-GBQCP67S.js";
import {
  lastReviewedSha,
  reportConversation,
  reportFailure,
  runRecipe,
  startFromThread,
  threadOf
} from "./chunk-T3GMAFWB.js";
import {
  Feedback
} from "./chunk-Z3HB33S4.js";
import "./chunk-KDOBS2VP.js";
import "./chunk-EXTAXSNO.js";
import {
  EMPTY_CONFIG
} from "./chunk-YGW6KKTC.js";
import {
  authorGate
} from "./chunk-VVM27XUH.js";
import "./chunk-EEH4LKIP.js";
import "./chunk-4YPR7BWB.js";
import "./chunk-VG6NTNDE.js";
import {
  conversationIdOf,
  readSubject
} from "./chunk-4P3MF5RZ.js";
import {
  cleanLine,
  stripUntrusted
} from "./chunk-HZICW6AM.js";
import "./chunk-WHURTW2Q.js";
import "./chunk-YIVIGHPU.js";
import {
  conversationId
} from "./chunk-65SRRURE.js";
import {
  startRun
} from "./chunk-KSGEOSMP.js";
import "./chunk-JKP3GOEL.js";
import "./chunk-NCCJCY5N.js";
import {
  ARTIFACT_PREFIX,
  MAX_LISTED,
  listStateArtifacts
} from "./chunk-YJE2F7Z5.js";
import "./chunk-T2KRTBNV.js";
import "./chunk-HRV54FJ4.js";
import {
  describeGitHubError
} from "./chunk-ZCI4HNYG.js";
import "./chunk-23J27CLP.js";
import "./chunk-SJZDYVL2.js";
import "./chunk-CYLLQ5Y7.js";
import "./chunk-YU4EEEZD.js";
import "./chunk-JLUXB5JD.js";
import "./chunk-IFZNVEUW.js";
import "./chunk-FLXSCLV4.js";
import "./chunk-HBY6AOVX.js";
import {
  describeError,
  failure
} from "./chunk-VA2UHLEW.js";
import "./chunk-I5QNXST4.js";

// src/action/review/select-prs.ts
var MAX_CONVERSATIONS_PER_JOB = 10;
var MAX_MATRIX_JOBS = 256;
var PER_PAGE = 100;
var MAX_PAGES = 100;
function filteredOut(filters, pr) {
  if (filters.skipDrafts && pr.draft) return "it is a draft (review-skip-drafts)";
  const key = (label) => cleanLine(label).toLowerCase();
  const wanted = new Set(filters.labels.map(key));
  if (wanted.size > 0 && !pr.labels.some((l) => wanted.has(key(l))))
    return `it has none of the labels ${filters.labels.join(", ")}`;
  return void 0;
}
async function selectPullRequests(octokit, options) {
  const selection = { toReview: [], unchanged: [], skipped: [], unreadable: [], notExamined: [] };
  for (const listed of await listOpenPulls(octokit, options.owner, options.repo)) {
    const pr = {
      number: listed.number,
      headSha: listed.headSha,
      title: listed.title,
      body: listed.body ?? ""
    };
    const filtered = filteredOut(options, listed);
    if (filtered) {
      selection.skipped.push({ pr, reason: filtered });
      continue;
    }
    if (selection.toReview.length >= options.maxPrs) {
      selection.notExamined.push(pr);
      continue;
    }
    try {
      const author = await options.authorMay(listed.author);
      if (!author.allowed) selection.skipped.push({ pr, reason: author.reason ?? "its author may not" });
      else if (await options.lastReviewedHead(pr) === pr.headSha) selection.unchanged.push(pr);
      else selection.toReview.push(pr);
    } catch (error) {
      selection.unreadable.push({ pr, reason: describeError(error) });
    }
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
        per_page: PER_PAGE,
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
    if (data.length < PER_PAGE) break;
  }
  return [...all.values()].sort((a, b) => Date.parse(b.updatedAt) - Date.parse(a.updatedAt));
}
function reviewMatrix(prs) {
  return JSON.stringify({ include: prs.slice(0, MAX_MATRIX_JOBS).map((pr) => ({ pr: pr.number })) });
}

// src/action/state/idle-states.ts
async function idleConversations(octokit, options) {
  const { owner, repo, repositoryId, now, max } = options;
  const newest = /* @__PURE__ */ new Map();
  const listing = listStateArtifacts(octokit, { owner, repo, repositoryId, oldestFirst: true });
  for await (const a of listing.candidates) {
    const known = newest.get(a.name);
    if (!known || a.id > known.id) newest.set(a.name, a);
  }
  const due = [...newest.values()].filter((a) => halfLife(a) !== void 0 && halfLife(a) <= now.getTime()).sort((a, b) => Date.parse(a.expiresAt ?? "") - Date.parse(b.expiresAt ?? "")).map((a) => a.name.slice(ARTIFACT_PREFIX.length));
  return {
    ids: due.slice(0, Math.max(0, max)),
    more: Math.max(0, due.length - max),
    truncated: listing.truncated
  };
}
function halfLife(a) {
  const created = Date.parse(a.createdAt);
  const expires = Date.parse(a.expiresAt ?? "");
  if (Number.isNaN(created) || Number.isNaN(expires)) return void 0;
  return created + (expires - created) / 2;
}

// src/action/jobs/refresh-idle.ts
function idleNow(ctx, max) {
  const { octokit, runner } = ctx;
  return idleConversations(octokit, {
    owner: runner.owner,
    repo: runner.repo,
    repositoryId: runner.repositoryId,
    now: /* @__PURE__ */ new Date(),
    max
  });
}
async function refreshIdle(ctx, idle, room) {
  const { logger, report } = ctx;
  const waiting = idle.ids.filter((id) => !ctx.saved.has(id));
  const ids = waiting.slice(0, Math.max(0, room));
  const more = idle.more + waiting.length - ids.length;
  const { truncated } = idle;
  for (const id of ids) {
    try {
      await ctx.store.load(id);
      logger.info(`${id}: its newest saved state is past half its retention, so it is saved again`);
    } catch (error) {
      logger.warn(`${id} is past half its retention but could not be loaded: ${describeError(error)}`);
    }
  }
  if (more) report.notices.push(`${more} idle conversations are left to refresh in the next sweep`);
  if (truncated)
    report.notices.push(
      `the repository holds more than ${MAX_LISTED} artifacts: the oldest saved states were looked at first, newer ones not this time`
    );
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
  let idle;
  let unreadable = 0;
  if (trigger.target) {
    const { author, ...pr } = await readPull(ctx, trigger.target);
    const may = await authorMay(author);
    const unchanged = may.allowed && await lastReviewed(pr.number) === pr.headSha;
    if (!may.allowed) logger.info(`#${pr.number} skipped: ${may.reason}`);
    if (unchanged) logger.info(`#${pr.number} is unchanged since its last review at ${pr.headSha}`);
    due = may.allowed && !unchanged ? [pr] : [];
  } else {
    idle = await idleNow(ctx, MAX_CONVERSATIONS_PER_JOB).catch((error) => {
      const why = `the idle conversations could not be listed, so none is refreshed: ${describeError(error)}`;
      logger.warn(why);
      ctx.report.notices.push(why);
      return void 0;
    });
    const here = Math.min(inputs.reviewMaxPrs, MAX_CONVERSATIONS_PER_JOB);
    const selection = await selectPullRequests(octokit, {
      owner: runner.owner,
      repo: runner.repo,
      ...reviewFilters(inputs),
      // Planning looks at every PR, so the matrix holds only those that changed.
      maxPrs: here === 0 ? Number.POSITIVE_INFINITY : here,
      lastReviewedHead: (pr) => lastReviewed(pr.number),
      authorMay
    });
    for (const pr of selection.unchanged)
      logger.info(`#${pr.number} is unchanged since its last review; skipped`);
    for (const { pr, reason } of selection.skipped) logger.info(`#${pr.number} skipped: ${reason}`);
    unreadable = selection.unreadable.length;
    for (const { pr, reason } of selection.unreadable) {
      logger.warn(`#${pr.number} is left for the next sweep: ${reason}`);
      ctx.report.notices.push(`#${pr.number} is left for the next sweep: ${reason}`);
    }
    due = reviewsBesideIdle(selection.toReview, here, idle);
    const later = [...selection.toReview.filter((pr) => !due.includes(pr)), ...selection.notExamined];
    ctx.report.reviewMatrix = reviewMatrix(later);
    if (later.length) ctx.report.notices.push(`${later.length} PRs are left for the review-matrix output`);
  }
  const failed = [];
  for (const [i, pr] of due.entries()) {
    if (ctx.cancel.aborted) {
      logger.info(`cancelled: ${due.length - i} PRs not reviewed`);
      break;
    }
    try {
      if (i > 0 && await lastReviewed(pr.number) === pr.headSha) {
        logger.info(`#${pr.number} was reviewed at ${pr.headSha} by another run meanwhile; skipped`);
        continue;
      }
      await reviewPullRequest(ctx, pr.number, {
        headSha: pr.headSha,
        ...pr.body === void 0 ? {} : { text: { title: pr.title, body: pr.body } }
      });
    } catch (error) {
      failed.push(`#${pr.number}: ${describeError(error)}`);
      logger.error(`the review of #${pr.number} failed: ${describeError(error)}`);
    }
  }
  if (idle && !ctx.cancel.aborted) await refreshIdle(ctx, idle, MAX_CONVERSATIONS_PER_JOB - due.length);
  const problems = [
    ...failed.length ? [`${failed.length} of ${due.length} reviews failed: ${failed.join("; ")}`] : [],
    ...unreadable ? [`${unreadable} PRs could not be examined and are left for the next sweep`] : []
  ];
  if (problems.length) throw failure(problems.join("; "));
}
async function pullRequestJob(ctx, trigger) {
  const { logger, report } = ctx;
  report.trigger = `pull_request ${trigger.action} on #${trigger.number}`;
  const describe = trigger.action === "opened" && (ctx.runtime.opts.repoConfig ?? EMPTY_CONFIG).describe.onOpen;
  const skipped = await reviewSkipped(ctx, trigger);
  if (skipped) {
    logger.info(`#${trigger.number} is not reviewed: ${skipped}`);
    report.notices.push(`#${trigger.number} is not reviewed: ${skipped}`);
    if (!describe) return;
  }
  await reviewPullRequest(ctx, trigger.number, {
    headSha: trigger.headSha,
    text: { title: trigger.title, body: trigger.body },
    describe,
    review: !skipped
  });
}
async function reviewSkipped(ctx, trigger) {
  const { inputs, runner } = ctx;
  const filtered = filteredOut(reviewFilters(inputs), trigger);
  if (filtered) return filtered;
  const last = await lastReviewedSha(ctx.octokit, runner.owner, runner.repo, trigger.number);
  if (last === trigger.headSha) return `its head ${trigger.headSha} is already reviewed`;
  return void 0;
}
async function reviewPullRequest(ctx, number, asOf) {
  const { runner, octokit, logger } = ctx;
  startRun(octokit);
  const read = await readSubject(octokit, runner.owner, runner.repo, number, asOf.headSha);
  if (read.kind !== "pr") throw failure(`#${number} is an issue, not a pull request`);
  const gone = read.pr.state !== "open" ? `it was ${read.pr.state} after it was chosen` : asOf.review === false ? void 0 : filteredOut(reviewFilters(ctx.inputs), read.pr);
  if (gone) {
    logger.info(`#${number} is not reviewed: ${gone}`);
    ctx.report.notices.push(`#${number} is not reviewed: ${gone}`);
    return;
  }
  const subject = asOf.text ? {
    ...read,
    pr: { ...read.pr, title: cleanLine(asOf.text.title), body: stripUntrusted(asOf.text.body) }
  } : read;
  const id = conversationIdOf(subject);
  const { conversation, notices, resumed } = await ctx.store.load(id);
  ctx.report.notices.push(...notices);
  if (!resumed)
    await startFromThread(
      conversation,
      subject,
      await threadOf(subject, ctx.exchange.thread, { notAfter: ctx.notAfter })
    );
  const feedback = new Feedback({
    octokit,
    owner: runner.owner,
    repo: runner.repo,
    issueNumber: number,
    redactor: ctx.redactor,
    logger
  });
  const label = `PR #${number}: ${subject.pr.title}`;
  if (asOf.describe) {
    const scene = { conversation: ctx.runtime.use(conversation), subject, trigger: "pull_request" };
    try {
      reportConversation(ctx, id, (await describePullRequest(ctx, scene)).outcome, label);
    } catch (error) {
      reportFailure(ctx, id, "describe", error, label);
      throw error;
    }
  }
  if (asOf.review === false) return;
  let outcome;
  try {
    outcome = await runRecipe(ctx, {
      conversation: ctx.runtime.use(conversation),
      recipe: REVIEW_RECIPE,
      trigger: "schedule",
      subject,
      feedback,
      progress: false,
      reviewedMeanwhile: async (head) => await lastReviewedSha(octokit, runner.owner, runner.repo, number) === head
    });
  } catch (error) {
    reportFailure(ctx, id, REVIEW_RECIPE, error, label);
    throw error;
  }
  reportConversation(ctx, id, outcome, label);
  if (outcome.status !== "done") throw failure(outcome.reason ?? "the review stopped early");
}
function reviewsBesideIdle(toReview, here, idle) {
  const candidates = toReview.slice(0, here);
  const idleIds = new Set(idle?.ids ?? []);
  const isIdle = (pr) => idleIds.has(conversationId("pr", pr.number));
  const reviewed = new Set(candidates.map((pr) => conversationId("pr", pr.number)));
  const others = [...idleIds].filter((id) => !reviewed.has(id)).length;
  const room = MAX_CONVERSATIONS_PER_JOB - Math.min(others, MAX_CONVERSATIONS_PER_JOB / 2);
  if (candidates.length <= room) return candidates;
  const kept = new Set(
    [...candidates.filter(isIdle), ...candidates.filter((pr) => !isIdle(pr))].slice(0, room)
  );
  return candidates.filter((pr) => kept.has(pr));
}
var reviewFilters = (inputs) => ({
  labels: inputs.reviewLabels,
  skipDrafts: inputs.reviewSkipDrafts
});
async function readPull(ctx, number) {
  const { octokit, runner } = ctx;
  try {
    const { data } = await octokit.rest.pulls.get({
      owner: runner.owner,
      repo: runner.repo,
      pull_number: number
    });
    return {
      number,
      headSha: data.head.sha,
      title: data.title,
      body: data.body ?? "",
      author: { login: data.user.login, type: data.user.type }
    };
  } catch (error) {
    throw failure(`could not read pull request #${number}: ${describeGitHubError(error)}`, error);
  }
}
export {
  pullRequestJob,
  scheduleJob
};
