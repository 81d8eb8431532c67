#!/usr/bin/env node
import { createRequire as __batonCreateRequire, isBuiltin as __batonIsBuiltin } from 'node:module';
const __batonRequire = __batonCreateRequire(import.meta.url);
const __batonMissing = (id) => Object.assign(new Error("Cannot find module '" + id + "'"), { code: 'MODULE_NOT_FOUND' });
const require = Object.assign((id) => { if (__batonIsBuiltin(id)) return __batonRequire(id); throw __batonMissing(id); },
  { resolve: (id) => { if (__batonIsBuiltin(id)) return id; throw __batonMissing(id); } });

// src/action/state/artifact-lookup.ts
var ARTIFACT_PREFIX = "baton-";
function artifactName(conversationId) {
  return `${ARTIFACT_PREFIX}${conversationId}`;
}
var MAX_LISTED = 1e3;
var PER_PAGE = 100;
async function findStateArtifacts(octokit, options) {
  const { owner, repo, repositoryId, name } = options;
  const listed = [];
  let truncated = false;
  const pages = octokit.paginate.iterator(octokit.rest.actions.listArtifactsForRepo, {
    owner,
    repo,
    name,
    per_page: PER_PAGE
  });
  for await (const page of pages) {
    listed.push(...page.data);
    if (listed.length >= MAX_LISTED) {
      truncated = listed.length > MAX_LISTED || page.headers.link?.includes('rel="next"') === true;
      break;
    }
  }
  const candidates = [];
  const excluded = [];
  for (const a of listed.slice(0, MAX_LISTED).filter((x) => x.name === name)) {
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
    if (a.expired) {
      excluded.push({ artifact, reason: "expired", message: `${label} has expired` });
    } else if (!run?.id || run.head_repository_id === void 0) {
      excluded.push({
        artifact,
        reason: "no-run",
        message: `${label} does not say which workflow run made it, so it is not trusted`
      });
    } else if (run.repository_id !== void 0 && run.repository_id !== repositoryId) {
      excluded.push({
        artifact,
        reason: "foreign-run",
        message: `${label} was made by a run of another repository (id ${run.repository_id})`
      });
    } else if (run.head_repository_id !== repositoryId) {
      excluded.push({
        artifact,
        reason: "fork",
        message: `${label} was made by a run of a fork's code (head repository id ${run.head_repository_id}), so it is not trusted`
      });
    } else candidates.push(artifact);
  }
  candidates.sort(newestFirst);
  return { candidates, excluded, truncated };
}
function newestFirst(a, b) {
  const t = (Date.parse(b.createdAt) || 0) - (Date.parse(a.createdAt) || 0);
  return t !== 0 ? t : b.id - a.id;
}

export {
  artifactName,
  findStateArtifacts
};
