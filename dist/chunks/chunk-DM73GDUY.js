#!/usr/bin/env node
import { createRequire as __batonCreateRequire, isBuiltin as __batonIsBuiltin } from 'node:module';
const __batonRequire = __batonCreateRequire(import.meta.url);
const __batonMissing = (id) => Object.assign(new Error("Cannot find module '" + id + "'"), { code: 'MODULE_NOT_FOUND' });
const require = Object.assign((id) => { if (__batonIsBuiltin(id)) return __batonRequire(id); throw __batonMissing(id); },
  { resolve: (id) => { if (__batonIsBuiltin(id)) return id; throw __batonMissing(id); } });
import {
  MEMORY_FILE,
  parseMemory
} from "./chunk-LPCBV63D.js";
import {
  INSTRUCTION_FILES
} from "./chunk-RKADV6FR.js";
import {
  truncateOutput
} from "./chunk-JKP3GOEL.js";
import {
  describeGitHubError,
  githubStatus
} from "./chunk-ZCI4HNYG.js";
import {
  describeError
} from "./chunk-VA2UHLEW.js";

// src/action/base-branch/memory-prompt.ts
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

// src/action/base-branch/instructions.ts
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
  /**
   * Starts reading what `forRun(ref)` will need, the instructions and the
   * memory at once, so the run finds them read; a failure reaches `forRun`.
   */
  prefetch(ref) {
    this.at(ref).catch(() => {
    });
    this.learnings(ref).catch(() => {
    });
  }
  /**
   * What a run's system prompt gets at `ref`: the standing instructions, then
   * the learnings that fit, the most relevant to the run first.
   */
  async forRun(ref, relevance) {
    const [standing, learnings] = await Promise.all([this.at(ref), this.learnings(ref)]);
    return [standing, learningsPrompt(learnings, relevance)].filter(Boolean).join("\n\n");
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
  const texts = await Promise.all(INSTRUCTION_FILES.map((path) => readFileAt(source, path, ref)));
  const parts = [];
  INSTRUCTION_FILES.forEach((path, i) => {
    const text = texts[i];
    if (!text?.trim()) return;
    parts.push(
      `## Standing instructions: \`${path}\` (${branch})

${truncateOutput(text.trim(), MAX_FILE_BYTES, { redact: source.redact })}`
    );
  });
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

export {
  StandingInstructions,
  readFileAt
};
