#!/usr/bin/env node
import { createRequire as __batonCreateRequire, isBuiltin as __batonIsBuiltin } from 'node:module';
const __batonRequire = __batonCreateRequire(import.meta.url);
const __batonMissing = (id) => Object.assign(new Error("Cannot find module '" + id + "'"), { code: 'MODULE_NOT_FOUND' });
const require = Object.assign((id) => { if (__batonIsBuiltin(id)) return __batonRequire(id); throw __batonMissing(id); },
  { resolve: (id) => { if (__batonIsBuiltin(id)) return id; throw __batonMissing(id); } });
import {
  MEMORY_FILE,
  parseMemory
} from "./chunk-MHDVE7FG.js";
import {
  truncateOutput
} from "./chunk-WT5VVKIU.js";
import {
  describeGitHubError,
  githubStatus,
  githubTimedOut
} from "./chunk-ZFNUBQJN.js";
import {
  RequestError
} from "./chunk-23J27CLP.js";
import {
  GitHubError,
  describeError
} from "./chunk-VA2UHLEW.js";

// src/action/jobs/instructions.ts
var INSTRUCTION_FILES = ["AGENTS.md", ".github/baton/instructions.md"];
var MAX_FILE_BYTES = 16e3;
var StandingInstructions = class {
  constructor(source) {
    this.source = source;
  }
  source;
  #byRef = /* @__PURE__ */ new Map();
  #learningsByRef = /* @__PURE__ */ new Map();
  #defaultBranch;
  /** The text for the system prompt at `ref` (default: the default branch); "" when there is none. */
  async at(ref) {
    const name = ref ?? await this.defaultBranch();
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
  /** The repository memory's learnings at `ref` (default: the default branch), read like the instructions. */
  async learnings(ref) {
    const name = ref ?? await this.defaultBranch();
    if (name === void 0) return [];
    const { pinned } = this.source;
    const readAt = pinned?.branch === name ? pinned.sha : name;
    let learnings = this.#learningsByRef.get(readAt);
    if (!learnings) {
      learnings = readFileAt(this.source, MEMORY_FILE, readAt).then((text) => parseMemory(text ?? ""));
      this.#learningsByRef.set(readAt, learnings);
    }
    return learnings;
  }
  /** The default branch, looked up once when the event did not name it; undefined when it cannot be read. */
  defaultBranch() {
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
    async *commentPages(number, signal) {
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
    pullCommits: (number, signal) => wrapped(async () => {
      const { data } = await octokit.rest.pulls.get({
        owner,
        repo,
        pull_number: number,
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

export {
  StandingInstructions,
  readFileAt,
  octokitReader
};
