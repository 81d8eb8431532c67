#!/usr/bin/env node
import { createRequire as __batonCreateRequire, isBuiltin as __batonIsBuiltin } from 'node:module';
const __batonRequire = __batonCreateRequire(import.meta.url);
const __batonMissing = (id) => Object.assign(new Error("Cannot find module '" + id + "'"), { code: 'MODULE_NOT_FOUND' });
const require = Object.assign((id) => { if (__batonIsBuiltin(id)) return __batonRequire(id); throw __batonMissing(id); },
  { resolve: (id) => { if (__batonIsBuiltin(id)) return id; throw __batonMissing(id); } });
import {
  cleanLine,
  stripUntrusted
} from "./chunk-HZICW6AM.js";
import {
  conversationId
} from "./chunk-65SRRURE.js";
import {
  describeGitHubError
} from "./chunk-ZCI4HNYG.js";
import {
  failure
} from "./chunk-VA2UHLEW.js";

// src/adapters/github/diff-hunks.ts
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

// src/adapters/github/subject.ts
var conversationOfComment = (route) => conversationId(route.issue.isPullRequest ? "pr" : "issue", route.issue.number);
var MAX_FILES = 300;
var conversationIdOf = (subject) => conversationId(subject.kind, subject.number);
async function readSubject(octokit, owner, repo, number, headSha) {
  try {
    const { data: issue } = await octokit.rest.issues.get({ owner, repo, issue_number: number });
    const base = {
      number,
      title: cleanLine(issue.title),
      body: stripUntrusted(issue.body ?? ""),
      author: issue.user?.login ?? "ghost",
      labels: issue.labels.map((l) => cleanLine(typeof l === "string" ? l : l.name ?? "")).filter(Boolean),
      state: issue.state
    };
    if (!issue.pull_request) return { kind: "issue", number, issue: base };
    const { data: pull } = await octokit.rest.pulls.get({ owner, repo, pull_number: number });
    const head = headSha ?? pull.head.sha;
    let listed = 0;
    const names = head === pull.head.sha ? await octokit.paginate(
      octokit.rest.pulls.listFiles,
      { owner, repo, pull_number: number, per_page: 100 },
      (response, done) => {
        listed += response.data.length;
        if (listed >= MAX_FILES) done();
        return response.data.map((f) => f.filename);
      }
    ) : [...parseDiffHunks(await readDiff(octokit, { owner, repo, base: pull.base.sha, head })).keys()];
    const files = names.map((name) => cleanLine(name));
    return {
      kind: "pr",
      number,
      pr: {
        ...base,
        draft: pull.draft ?? false,
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

export {
  parseDiffHunks,
  inDiff,
  conversationOfComment,
  conversationIdOf,
  readSubject,
  readDiff
};
