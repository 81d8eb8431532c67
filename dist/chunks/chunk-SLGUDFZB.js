#!/usr/bin/env node
import { createRequire as __batonCreateRequire, isBuiltin as __batonIsBuiltin } from 'node:module';
const __batonRequire = __batonCreateRequire(import.meta.url);
const __batonMissing = (id) => Object.assign(new Error("Cannot find module '" + id + "'"), { code: 'MODULE_NOT_FOUND' });
const require = Object.assign((id) => { if (__batonIsBuiltin(id)) return __batonRequire(id); throw __batonMissing(id); },
  { resolve: (id) => { if (__batonIsBuiltin(id)) return id; throw __batonMissing(id); } });
import {
  GraphqlResponseError
} from "./chunk-RVBPVW37.js";
import {
  describeGitHubError,
  githubStatus,
  githubTimedOut
} from "./chunk-ZCI4HNYG.js";
import {
  RequestError
} from "./chunk-23J27CLP.js";
import {
  GitHubError
} from "./chunk-VA2UHLEW.js";

// src/adapters/github/octokit-reader.ts
function octokitReader(octokit, owner, repo) {
  const request = (signal) => signal ? { request: { signal } } : {};
  return {
    issue: (number, signal) => wrapped(async () => {
      const { data } = await octokit.rest.issues.get({
        owner,
        repo,
        issue_number: number,
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
    async *commentPages(number, signal, shown = () => true) {
      const pages = octokit.paginate.iterator(octokit.rest.issues.listComments, {
        owner,
        repo,
        issue_number: number,
        per_page: 100,
        ...request(signal)
      });
      const iterator = pages[Symbol.asyncIterator]();
      for (; ; ) {
        const next = await wrapped(() => iterator.next());
        if (next.done) return;
        const page = next.value.data.map((c) => ({
          nodeId: c.node_id,
          comment: {
            id: c.id,
            author: c.user?.login,
            body: c.body ?? "",
            createdAt: c.created_at,
            updatedAt: c.updated_at
          }
        }));
        const asked = page.filter((c) => shown(c.comment)).map((c) => ({ node_id: c.nodeId }));
        const hidden = await wrapped(() => hiddenComments(octokit, asked, signal));
        yield page.map(
          ({ nodeId, comment }) => hidden.has(nodeId) ? { ...comment, hidden: hidden.get(nodeId) } : comment
        );
      }
    },
    pullCommits: (number, signal) => wrapped(async () => {
      const { data } = await octokit.rest.pulls.get({
        owner,
        repo,
        pull_number: number,
        ...request(signal)
      });
      return {
        base: data.base.sha,
        head: data.head.sha,
        createdAt: data.created_at,
        updatedAt: data.updated_at
      };
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
var HIDDEN_QUERY = `query($ids: [ID!]!) {
  nodes(ids: $ids) { id ... on Minimizable { isMinimized minimizedReason } }
}`;
async function hiddenComments(octokit, comments, signal) {
  const hidden = /* @__PURE__ */ new Map();
  if (comments.length === 0) return hidden;
  let answer;
  try {
    answer = await octokit.graphql(HIDDEN_QUERY, {
      ids: comments.map((c) => c.node_id),
      ...signal ? { request: { signal } } : {}
    });
  } catch (error) {
    if (!(error instanceof GraphqlResponseError) || !error.data) throw error;
    answer = error.data;
  }
  for (const node of answer.nodes ?? [])
    if (node?.id && node.isMinimized) hidden.set(node.id, node.minimizedReason ?? "");
  return hidden;
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

export {
  octokitReader,
  hiddenComments
};
