#!/usr/bin/env node
import { createRequire as __batonCreateRequire, isBuiltin as __batonIsBuiltin } from 'node:module';
const __batonRequire = __batonCreateRequire(import.meta.url);
const __batonMissing = (id) => Object.assign(new Error("Cannot find module '" + id + "'"), { code: 'MODULE_NOT_FOUND' });
const require = Object.assign((id) => { if (__batonIsBuiltin(id)) return __batonRequire(id); throw __batonMissing(id); },
  { resolve: (id) => { if (__batonIsBuiltin(id)) return id; throw __batonMissing(id); } });
import {
  Feedback
} from "./chunk-Z3HB33S4.js";
import {
  hiddenComments,
  octokitReader
} from "./chunk-SLGUDFZB.js";
import {
  clipBody,
  hiddenNote,
  readComments
} from "./chunk-LREC5TCF.js";
import {
  STATUS_MARKER
} from "./chunk-4YPR7BWB.js";
import "./chunk-VG6NTNDE.js";
import {
  readSubject
} from "./chunk-4P3MF5RZ.js";
import {
  cleanLine,
  stripUntrusted
} from "./chunk-HZICW6AM.js";
import "./chunk-YIVIGHPU.js";
import "./chunk-65SRRURE.js";
import "./chunk-RVBPVW37.js";
import "./chunk-JKP3GOEL.js";
import "./chunk-NCCJCY5N.js";
import {
  describeGitHubError
} from "./chunk-ZCI4HNYG.js";
import "./chunk-23J27CLP.js";
import "./chunk-CYLLQ5Y7.js";
import "./chunk-IFZNVEUW.js";
import "./chunk-FLXSCLV4.js";
import "./chunk-HBY6AOVX.js";
import {
  failure,
  inputError
} from "./chunk-VA2UHLEW.js";
import "./chunk-I5QNXST4.js";

// src/action/github/thread.ts
var MAX_THREAD_COMMENTS = 500;
var MAX_COMMENT_CHARS = 4e3;
var PER_PAGE = 100;
async function readThread(octokit, request) {
  const { owner, repo, number, subject } = request;
  const cutoff = Date.parse(request.notAfter);
  if (Number.isNaN(cutoff)) throw inputError(`invalid cutoff time for the thread: "${request.notAfter}"`);
  const after = (iso) => typeof iso === "string" && Date.parse(iso) > cutoff;
  const items = [];
  let later = 0;
  const more = [];
  try {
    const read = await readComments({
      reader: octokitReader(octokit, owner, repo),
      number,
      notAfter: request.notAfter,
      ...request.triggerCommentId === void 0 ? {} : { triggerCommentId: request.triggerCommentId },
      excludeTrigger: true,
      max: MAX_THREAD_COMMENTS,
      maxBodyChars: MAX_COMMENT_CHARS,
      redact: request.redact,
      // Baton's own progress notes are noise, not conversation.
      skip: (body) => body.trimStart().startsWith(STATUS_MARKER)
    });
    read.blocks.forEach((block, i) => {
      items.push({ at: read.createdAt[i], block });
    });
    later += read.later;
    if (read.more) more.push("comments");
    if (subject.kind === "pull request") {
      const reviews = await reviewItems(octokit, { owner, repo, number, after, redact: request.redact });
      const lines = await reviewCommentItems(octokit, {
        owner,
        repo,
        number,
        after,
        redact: request.redact,
        trigger: request.triggerReviewCommentId
      });
      items.push(...reviews.items, ...lines.items);
      later += reviews.later + lines.later;
      if (reviews.more) more.push("reviews");
      if (lines.more) more.push("review comments");
    }
  } catch (error) {
    throw failure(`Could not read the thread of #${number}: ${describeGitHubError(error)}`, error);
  }
  items.sort((a, b) => Date.parse(a.at) - Date.parse(b.at));
  const header = [
    `#${number} (${subject.kind}) by ${subject.author}: ${cleanLine(subject.title).trim()}`,
    "",
    stripUntrusted(subject.body).trim() || "(no description)"
  ].join("\n");
  const notes = [];
  for (const kind of more) notes.push(`[only the first ${MAX_THREAD_COMMENTS} ${kind} were read]`);
  if (later) notes.push(`[not shown: ${plural(later, "comment")} created after this run was triggered]`);
  return { text: [header, ...notes, ...items.map((i) => i.block)].join("\n\n"), comments: items.length };
}
var REVIEWS_QUERY = `query($owner: String!, $repo: String!, $number: Int!, $after: String) {
  repository(owner: $owner, name: $repo) {
    pullRequest(number: $number) {
      reviews(first: ${PER_PAGE}, after: $after) {
        nodes { body state submittedAt lastEditedAt author { login __typename } }
        pageInfo { hasNextPage endCursor }
      }
    }
  }
}`;
async function reviewItems(octokit, o) {
  const out = { items: [], later: 0, more: false };
  let seen = 0;
  let cursor = null;
  do {
    const answer = await octokit.graphql(REVIEWS_QUERY, {
      owner: o.owner,
      repo: o.repo,
      number: o.number,
      after: cursor
    });
    const reviews = answer.repository?.pullRequest?.reviews;
    for (const r of reviews?.nodes ?? []) {
      if (!r) continue;
      if (seen++ >= MAX_THREAD_COMMENTS) return { ...out, more: true };
      if (!r.submittedAt) continue;
      if (o.after(r.submittedAt)) {
        out.later++;
        continue;
      }
      const body = o.after(r.lastEditedAt) ? "(edited after this run was triggered; not shown)" : clipBody(stripUntrusted(r.body ?? "").trim(), MAX_COMMENT_CHARS, o.redact) || "(no text)";
      const state = (r.state ?? "commented").toLowerCase().replace(/_/g, " ");
      out.items.push({
        at: r.submittedAt,
        block: `--- ${authorOf(r.author)} at ${r.submittedAt}, review (${state}) ---
${body}`
      });
    }
    cursor = reviews?.pageInfo?.hasNextPage ? reviews.pageInfo.endCursor : null;
  } while (cursor);
  return out;
}
var authorOf = (author) => author?.login ? `${author.login}${author.__typename === "Bot" ? "[bot]" : ""}` : "(unknown)";
async function reviewCommentItems(octokit, o) {
  const out = { items: [], later: 0, more: false };
  let seen = 0;
  const pages = octokit.paginate.iterator(octokit.rest.pulls.listReviewComments, {
    owner: o.owner,
    repo: o.repo,
    pull_number: o.number,
    per_page: PER_PAGE
  });
  for await (const page of pages) {
    const hidden = await hiddenComments(octokit, page.data);
    for (const c of page.data) {
      if (seen++ >= MAX_THREAD_COMMENTS) return { ...out, more: true };
      if (c.id === o.trigger) continue;
      if (o.after(c.created_at) || o.trigger !== void 0 && c.id > o.trigger) {
        out.later++;
        continue;
      }
      const reason = hidden.get(c.node_id);
      const body = reason !== void 0 ? hiddenNote(reason) : o.after(c.updated_at) ? "(edited after this run was triggered; not shown)" : clipBody(stripUntrusted(c.body).trim(), MAX_COMMENT_CHARS, o.redact) || "(empty)";
      const where = `${cleanLine(c.path)}${c.line ? `:${c.line}` : ""}`;
      out.items.push({
        at: c.created_at,
        block: `--- ${c.user?.login ?? "(unknown)"} at ${c.created_at}, on \`${where}\` ---
${body}`
      });
    }
  }
  return out;
}
var plural = (n, word) => `${n} ${word}${n === 1 ? "" : "s"}`;

// src/action/github/exchange.ts
function openExchange(source, declared) {
  const { octokit, runner, redactor, logger } = source;
  const { owner, repo } = runner;
  const feedback = declared ? new Feedback({
    octokit,
    owner,
    repo,
    issueNumber: declared.number,
    ...declared.commentId !== void 0 ? { commentId: declared.commentId } : {},
    ...declared.reviewThread ? { reviewThread: true } : {},
    redactor,
    logger
  }) : void 0;
  const { acknowledge } = declared ?? {};
  const acknowledged = acknowledge && feedback ? Promise.all([
    feedback.received(),
    acknowledge.status ? feedback.status(acknowledge.status) : void 0
  ]).then(() => {
  }) : Promise.resolve();
  acknowledged.catch(() => {
  });
  let subject;
  const exchange = {
    feedback,
    acknowledged,
    subject() {
      if (!declared) return Promise.reject(new Error("internal: the trigger names no issue or PR to read"));
      subject ??= readSubject(octokit, owner, repo, declared.number, declared.headSha);
      return subject;
    },
    thread: (request) => readThread(octokit, { owner, repo, redact: (text) => redactor.redact(text), ...request })
  };
  if (declared?.read) exchange.subject().catch(() => {
  });
  return exchange;
}
export {
  openExchange
};
