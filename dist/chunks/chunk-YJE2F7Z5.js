#!/usr/bin/env node
import { createRequire as __batonCreateRequire, isBuiltin as __batonIsBuiltin } from 'node:module';
const __batonRequire = __batonCreateRequire(import.meta.url);
const __batonMissing = (id) => Object.assign(new Error("Cannot find module '" + id + "'"), { code: 'MODULE_NOT_FOUND' });
const require = Object.assign((id) => { if (__batonIsBuiltin(id)) return __batonRequire(id); throw __batonMissing(id); },
  { resolve: (id) => { if (__batonIsBuiltin(id)) return id; throw __batonMissing(id); } });
import {
  describeGitHubError,
  isRefusal
} from "./chunk-ZCI4HNYG.js";
import {
  failure
} from "./chunk-VA2UHLEW.js";

// src/adapters/github/last-page.ts
function lastPage(link) {
  const last = /<[^>]*[?&]page=(\d+)[^>]*>;\s*rel="last"/.exec(link ?? "")?.[1];
  return last === void 0 ? 1 : Math.max(1, Number(last));
}

// src/adapters/github/artifacts/artifact-lookup.ts
var ARTIFACT_PREFIX = "baton-";
function artifactName(conversationId) {
  return `${ARTIFACT_PREFIX}${conversationId}`;
}
var MAX_LISTED = 1e4;
var PER_PAGE = 100;
function listStateArtifacts(octokit, options) {
  const { owner, repo, repositoryId, name, oldestFirst = false } = options;
  const excluded = [];
  const listing = { excluded, truncated: false, candidates: candidates() };
  return listing;
  async function* candidates() {
    try {
      yield* walk();
    } catch (error) {
      if (isRefusal(error))
        throw failure(
          `could not list the saved conversations: ${describeGitHubError(error, "`actions: read`")}`,
          error
        );
      throw error;
    }
  }
  async function* walk() {
    let listed = 0;
    for await (const { artifacts, more } of oldestFirst ? oldestPages() : newestPages()) {
      const trusted = [];
      for (const a of artifacts.slice(0, MAX_LISTED - listed)) {
        const verdict = judge(a, repositoryId, name);
        if (verdict === "skip") continue;
        if ("reason" in verdict) excluded.push(verdict);
        else trusted.push(verdict);
      }
      listed += artifacts.length;
      yield* oldestFirst ? trusted.sort(newestFirst).reverse() : trusted.sort(newestFirst);
      if (listed >= MAX_LISTED) {
        listing.truncated = listed > MAX_LISTED || more;
        return;
      }
    }
  }
  async function* newestPages() {
    const pages = octokit.paginate.iterator(octokit.rest.actions.listArtifactsForRepo, {
      owner,
      repo,
      name,
      per_page: PER_PAGE
    });
    for await (const page of pages)
      yield { artifacts: page.data, more: page.headers.link?.includes('rel="next"') === true };
  }
  async function* oldestPages() {
    const list = (page) => octokit.rest.actions.listArtifactsForRepo({ owner, repo, name, per_page: PER_PAGE, page });
    const first = await list(1);
    const last = lastPage(first.headers.link);
    for (let page = last; page >= 1; page--) {
      const { data } = page === 1 ? first : await list(page);
      yield { artifacts: [...data.artifacts].reverse(), more: page > 1 };
    }
  }
}
function judge(a, repositoryId, name) {
  if (name ? a.name !== name : !a.name.startsWith(ARTIFACT_PREFIX)) return "skip";
  const artifact = {
    id: a.id,
    name: a.name,
    runId: a.workflow_run?.id ?? 0,
    sizeInBytes: a.size_in_bytes,
    createdAt: a.created_at ?? "",
    expiresAt: a.expires_at ?? null
  };
  const label = `artifact ${a.name} (id ${a.id}${a.workflow_run?.id ? `, run ${a.workflow_run.id}` : ""})`;
  const run = a.workflow_run;
  if (a.expired) return { artifact, reason: "expired", message: `${label} has expired` };
  if (!run?.id || run.head_repository_id === void 0)
    return {
      artifact,
      reason: "no-run",
      message: `${label} does not say which workflow run made it, so it is not trusted`
    };
  if (run.repository_id !== void 0 && run.repository_id !== repositoryId)
    return {
      artifact,
      reason: "foreign-run",
      message: `${label} was made by a run of another repository (id ${run.repository_id})`
    };
  if (run.head_repository_id !== repositoryId)
    return {
      artifact,
      reason: "fork",
      message: `${label} was made by a run of a fork's code (head repository id ${run.head_repository_id}), so it is not trusted`
    };
  return artifact;
}
function newestFirst(a, b) {
  return b.id - a.id;
}

export {
  lastPage,
  ARTIFACT_PREFIX,
  artifactName,
  MAX_LISTED,
  listStateArtifacts
};
