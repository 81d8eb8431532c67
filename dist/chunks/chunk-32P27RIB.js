#!/usr/bin/env node
import { createRequire as __batonCreateRequire, isBuiltin as __batonIsBuiltin } from 'node:module';
const __batonRequire = __batonCreateRequire(import.meta.url);
const __batonMissing = (id) => Object.assign(new Error("Cannot find module '" + id + "'"), { code: 'MODULE_NOT_FOUND' });
const require = Object.assign((id) => { if (__batonIsBuiltin(id)) return __batonRequire(id); throw __batonMissing(id); },
  { resolve: (id) => { if (__batonIsBuiltin(id)) return id; throw __batonMissing(id); } });
import {
  NO_USAGE,
  RunCompaction,
  addUsage,
  clipBody,
  dropOldest,
  readComments,
  recordCompaction
} from "./chunk-6S46DVQZ.js";
import {
  CostMeter,
  formatUsd
} from "./chunk-SUFZP3MM.js";
import {
  MAX_OUTPUT_BYTES,
  ToolError,
  defineTool,
  truncateOutput
} from "./chunk-QHL4UODS.js";
import {
  revealInvisible,
  stripUntrusted
} from "./chunk-NKTDWID3.js";
import {
  ProgramSandbox,
  runSandboxed,
  safeEnv
} from "./chunk-SBZCUJ4N.js";
import {
  MANUAL_STRATEGY,
  strategyNamed
} from "./chunk-FAT4S3CS.js";
import {
  ResultSchemas,
  builtinRecipesDir,
  isEmptyResult,
  isHookEvent,
  loadRecipes,
  renderRecipe
} from "./chunk-3QNT73CL.js";
import {
  ContextOverflowError
} from "./chunk-AENQXKKA.js";
import {
  Redactor
} from "./chunk-VIFU5ZZR.js";
import {
  buildContext,
  cachedMessageTokens,
  contextTokens,
  loadTokenizer,
  masksInPlace,
  messageTokens,
  textTokens
} from "./chunk-LG45C5F7.js";
import {
  known
} from "./chunk-DSNPJJ2I.js";
import {
  catalogModel,
  resolveContextWindow
} from "./chunk-HKLXVU43.js";
import {
  clipMiddle,
  describeIssues
} from "./chunk-NBCA2KPO.js";
import {
  _enum,
  array,
  number,
  object,
  string
} from "./chunk-KVWXH6U2.js";
import {
  BatonError,
  GitHubError,
  describeError,
  failure,
  inputError
} from "./chunk-VA2UHLEW.js";

// src/engine/tools/files.ts
import { createReadStream } from "node:fs";
import { open, readdir, readFile, realpath as realpath2, stat } from "node:fs/promises";
import path2 from "node:path";
import { createInterface } from "node:readline";
import vm from "node:vm";

// src/engine/tools/workspace.ts
import { realpath } from "node:fs/promises";
import path from "node:path";
function isInside(parent, child) {
  const rel = path.relative(parent, child);
  return rel === "" || !rel.startsWith(`..${path.sep}`) && rel !== ".." && !path.isAbsolute(rel);
}
async function realpathOfExisting(target) {
  let existing = target;
  const rest = [];
  for (; ; ) {
    try {
      const real = await realpath(existing);
      return rest.length ? path.join(real, ...rest.reverse()) : real;
    } catch (error) {
      const code = error.code;
      if (code !== "ENOENT" && code !== "ENOTDIR") throw error;
      const parent = path.dirname(existing);
      if (parent === existing) return target;
      rest.push(path.basename(existing));
      existing = parent;
    }
  }
}
function isGitPath(root, absolute) {
  const rel = path.relative(root, absolute);
  return rel.split(path.sep).some((part) => part.toLowerCase() === ".git");
}
async function resolveInWorkspace(workspace, requested) {
  if (requested.includes("\0")) throw new ToolError(`invalid path: ${JSON.stringify(requested)}`);
  const root = path.resolve(workspace);
  const lexical = path.resolve(root, requested === "" ? "." : requested);
  if (!isInside(root, lexical)) throw new ToolError(`path outside the workspace: ${requested}`);
  const realRoot = await realpath(root);
  const real = await realpathOfExisting(lexical);
  if (!isInside(realRoot, real)) {
    throw new ToolError(`path outside the workspace: ${requested} (a symlink leads out of it)`);
  }
  if (isGitPath(root, lexical) || isGitPath(realRoot, real)) {
    throw new ToolError(`${requested} is in git's own data (.git), which file tools do not read`);
  }
  return lexical;
}
function workspaceRelative(workspace, absolute) {
  const rel = path.relative(path.resolve(workspace), absolute);
  return rel === "" ? "." : rel.split(path.sep).join("/");
}

// src/engine/tools/files.ts
var SKIPPED_DIRS = /* @__PURE__ */ new Set([".git", "node_modules"]);
var DEFAULT_READ_LIMIT = 2e3;
var MAX_LINE_CHARS = 2e3;
var MAX_LIST_ENTRIES = 1e3;
var MAX_GREP_MATCHES = 200;
var MAX_GREP_LINE_CHARS = 300;
var MAX_GREP_FILE_BYTES = 5e6;
var MAX_READ_FILE_BYTES = 1e7;
var MAX_WALK_ENTRIES = 2e5;
var REGEX_TIMEOUT_MS = 2e3;
var BINARY_SNIFF_BYTES = 8e3;
function fsMessage(error, requested) {
  const code = error.code;
  if (code === "ENOENT") throw new ToolError(`no such file or directory: ${requested}`);
  if (code === "EACCES" || code === "EPERM") throw new ToolError(`permission denied: ${requested}`);
  if (code === "ENOTDIR") throw new ToolError(`not a directory: ${requested}`);
  throw error;
}
function refusal(info, maxBytes) {
  if (!info.isFile()) return "is not a regular file";
  if (info.nlink > 1) return "has other hard links, which file tools do not follow";
  if (info.size > maxBytes) return `is ${info.size} bytes, over the ${maxBytes}-byte limit`;
  return void 0;
}
async function isBinary(file) {
  const handle = await open(file, "r");
  try {
    const buffer = Buffer.alloc(BINARY_SNIFF_BYTES);
    const { bytesRead } = await handle.read(buffer, 0, buffer.length, 0);
    return buffer.subarray(0, bytesRead).includes(0);
  } finally {
    await handle.close();
  }
}
function clipLine(line, max) {
  return line.length <= max ? line : `${line.slice(0, max)}\u2026 [line truncated: ${line.length - max} more chars]`;
}
function throwIfAborted(signal) {
  if (signal?.aborted) throw new ToolError("the run was cancelled");
}
var ReadFileInput = object({
  path: string().describe("File path, relative to the workspace root."),
  offset: number().int().min(1).optional().describe("1-based line number to start at (default 1)."),
  limit: number().int().min(1).optional().describe(`Maximum number of lines to return (default ${DEFAULT_READ_LIMIT}).`)
});
var readFileTool = defineTool({
  name: "read_file",
  description: "Read a text file in the workspace. Lines come numbered (`<line number>\\t<text>`, numbering from 1); the numbers are not part of the file. Use offset/limit to read a long file in parts.",
  input: ReadFileInput,
  async run({ path: requested, offset = 1, limit = DEFAULT_READ_LIMIT }, ctx) {
    const file = await resolveInWorkspace(ctx.workspace, requested);
    const info = await stat(file).catch((error) => fsMessage(error, requested));
    if (info.isDirectory())
      throw new ToolError(`${requested} is a directory; use list_files to see what it holds`);
    const refused = refusal(info, MAX_READ_FILE_BYTES);
    if (refused) throw new ToolError(`${requested} ${refused}`);
    if (info.size === 0) return `(${requested} is empty)`;
    if (await isBinary(file)) return `(${requested} is a binary file of ${info.size} bytes; not shown)`;
    const lines = [];
    let lineNumber = 0;
    let more = false;
    const stream = createReadStream(file, { encoding: "utf8" });
    const reader = createInterface({ input: stream, crlfDelay: Number.POSITIVE_INFINITY });
    try {
      for await (const line of reader) {
        throwIfAborted(ctx.signal);
        lineNumber++;
        if (lineNumber < offset) continue;
        if (lines.length >= limit) {
          more = true;
          break;
        }
        lines.push(`${String(lineNumber).padStart(6)}	${clipLine(line, MAX_LINE_CHARS)}`);
      }
    } finally {
      reader.close();
      stream.destroy();
    }
    if (lines.length === 0) return `(${requested} has ${lineNumber} lines; offset ${offset} is past the end)`;
    let out = lines.join("\n");
    if (more) out += `
[more lines follow; continue with offset=${offset + lines.length}]`;
    return truncateOutput(out, MAX_OUTPUT_BYTES, "read fewer lines with offset/limit");
  }
});
async function* walkFiles(workspace, start, state, signal) {
  const info = await stat(start);
  if (!info.isDirectory()) {
    yield start;
    return;
  }
  const realRoot = await realpath2(workspace);
  const stack = [{ path: start, dir: true }];
  while (stack.length > 0) {
    throwIfAborted(signal);
    const item = stack.pop();
    if (!item.dir) {
      yield item.path;
      continue;
    }
    let entries;
    try {
      entries = await readdir(item.path, { withFileTypes: true });
    } catch {
      continue;
    }
    entries.sort((a, b) => a.name < b.name ? -1 : a.name > b.name ? 1 : 0);
    const children = [];
    for (const entry of entries) {
      if (++state.visited > MAX_WALK_ENTRIES) {
        state.incomplete = true;
        break;
      }
      const full = path2.join(item.path, entry.name);
      if (entry.name.toLowerCase() === ".git") continue;
      if (entry.isDirectory()) {
        if (!SKIPPED_DIRS.has(entry.name)) children.push({ path: full, dir: true });
      } else if (entry.isFile()) {
        children.push({ path: full, dir: false });
      } else if (entry.isSymbolicLink()) {
        try {
          const real = await realpath2(full);
          if (isInside(realRoot, real) && !isGitPath(realRoot, real) && (await stat(real)).isFile())
            children.push({ path: full, dir: false });
        } catch {
        }
      }
    }
    for (let i = children.length - 1; i >= 0; i--) stack.push(children[i]);
    if (state.incomplete) {
      for (const child of stack.splice(0).reverse()) if (!child.dir) yield child.path;
      return;
    }
  }
}
function globToRegExp(glob) {
  let re = "";
  let braces = 0;
  for (let i = 0; i < glob.length; i++) {
    const ch = glob[i];
    if (ch === "*") {
      if (glob[i + 1] === "*") {
        const atSegmentStart = i === 0 || glob[i - 1] === "/";
        i++;
        if (glob[i + 1] === "/" && atSegmentStart) {
          i++;
          re += "(?:.*/)?";
        } else {
          re += ".*";
        }
      } else {
        re += "[^/]*";
      }
    } else if (ch === "?") {
      re += "[^/]";
    } else if (ch === "[") {
      const close = glob.indexOf("]", i + 2);
      if (close === -1) {
        re += "\\[";
      } else {
        let body = glob.slice(i + 1, close).replace(/\\/g, "\\\\");
        if (body.startsWith("!")) body = `^${body.slice(1)}`;
        re += `[${body}]`;
        i = close;
      }
    } else if (ch === "{") {
      braces++;
      re += "(?:";
    } else if (ch === "}" && braces > 0) {
      braces--;
      re += ")";
    } else if (ch === "," && braces > 0) {
      re += "|";
    } else if (ch === "\\" && i + 1 < glob.length) {
      i++;
      re += glob[i].replace(/[.*+?^${}()|[\]\\/]/g, "\\$&");
    } else {
      re += ch.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&");
    }
  }
  re += ")".repeat(braces);
  try {
    return new RegExp(`^${re}$`);
  } catch {
    throw new ToolError(`invalid glob pattern: ${glob}`);
  }
}
function globMatcher(pattern) {
  if (pattern === void 0 || pattern === "") return () => true;
  const trimmed = pattern.replace(/^\.\//, "");
  const regex = globToRegExp(trimmed);
  if (!trimmed.includes("/")) return (rel) => regex.test(rel.slice(rel.lastIndexOf("/") + 1));
  return (rel) => regex.test(rel);
}
var ListFilesInput = object({
  path: string().optional().describe("Directory to list, relative to the workspace root (default: the root)."),
  pattern: string().optional().describe(
    "Glob to filter by, e.g. `*.ts`, `src/**/*.test.ts`, `*.{yml,yaml}`. Matched against paths relative to `path`; a pattern without `/` matches file names at any depth."
  )
});
var listFilesTool = defineTool({
  name: "list_files",
  description: `List files under a directory of the workspace, recursively (skipping .git and node_modules). Paths are relative to the workspace root; at most ${MAX_LIST_ENTRIES} are returned.`,
  input: ListFilesInput,
  async run({ path: requested = ".", pattern }, ctx) {
    const base = await resolveInWorkspace(ctx.workspace, requested);
    await stat(base).catch((error) => fsMessage(error, requested));
    const matches = globMatcher(pattern);
    const state = { incomplete: false, visited: 0 };
    const found = [];
    let overflow = false;
    for await (const file of walkFiles(ctx.workspace, base, state, ctx.signal)) {
      const relToBase = path2.relative(base, file).split(path2.sep).join("/") || path2.basename(file);
      if (!matches(relToBase)) continue;
      if (found.length >= MAX_LIST_ENTRIES) {
        overflow = true;
        break;
      }
      found.push(workspaceRelative(ctx.workspace, file));
    }
    const notes = [];
    if (overflow) notes.push(`[list truncated at ${MAX_LIST_ENTRIES} files; narrow the path or pattern]`);
    if (state.incomplete) notes.push(`[listing stopped after ${MAX_WALK_ENTRIES} entries; narrow the path]`);
    if (found.length === 0) return ["(no files match)", ...notes].join("\n");
    return truncateOutput([...found, ...notes].join("\n"), MAX_OUTPUT_BYTES, "narrow the path or pattern");
  }
});
var GREP_SCRIPT = new vm.Script(`
(() => {
  const re = new RegExp(source, flags);
  const lines = text.split(/\\r?\\n/);
  const hits = [];
  for (let i = 0; i < lines.length && hits.length < max; i++) {
    if (re.test(lines[i])) hits.push(i);
  }
  return hits;
})()`);
var GrepInput = object({
  pattern: string().min(1).describe("JavaScript regular expression, matched against each line."),
  path: string().optional().describe("File or directory to search, relative to the workspace root (default: the root).")
});
var grepTool = defineTool({
  name: "grep",
  description: `Search file contents in the workspace with a JavaScript regular expression (case-sensitive; use \`(?i:...)\` or a character class for case-insensitive). Skips binary files, .git and node_modules. Returns \`file:line: text\` for up to ${MAX_GREP_MATCHES} matching lines.`,
  input: GrepInput,
  async run({ pattern, path: requested = "." }, ctx) {
    try {
      new RegExp(pattern);
    } catch (error) {
      throw new ToolError(`invalid regular expression: ${error.message}`);
    }
    const base = await resolveInWorkspace(ctx.workspace, requested);
    await stat(base).catch((error) => fsMessage(error, requested));
    const context = vm.createContext({ source: pattern, flags: "", text: "", max: 0 });
    const state = { incomplete: false, visited: 0 };
    const results = [];
    let skipped = 0;
    let overflow = false;
    for await (const file of walkFiles(ctx.workspace, base, state, ctx.signal)) {
      const rel = workspaceRelative(ctx.workspace, file);
      let content;
      try {
        const info = await stat(file);
        if (refusal(info, MAX_GREP_FILE_BYTES)) {
          skipped++;
          continue;
        }
        if (info.size === 0 || await isBinary(file)) continue;
        content = await readFile(file, "utf8");
      } catch {
        continue;
      }
      context.text = content;
      context.max = MAX_GREP_MATCHES - results.length + 1;
      let hits;
      try {
        hits = GREP_SCRIPT.runInContext(context, { timeout: REGEX_TIMEOUT_MS });
      } catch (error) {
        if (/timed out/i.test(error.message)) {
          throw new ToolError(`the regular expression took too long on ${rel}; simplify it`);
        }
        throw error;
      }
      const lines = hits.length > 0 ? content.split(/\r?\n/) : [];
      for (const index of hits) {
        if (results.length >= MAX_GREP_MATCHES) {
          overflow = true;
          break;
        }
        const line = lines[index] ?? "";
        results.push(`${rel}:${index + 1}: ${clipLine(line, MAX_GREP_LINE_CHARS)}`);
      }
      if (overflow) break;
    }
    const notes = [];
    if (overflow) notes.push(`[more than ${MAX_GREP_MATCHES} matches; narrow the pattern or path]`);
    if (skipped) {
      notes.push(
        `[${skipped} files not searched: over ${MAX_GREP_FILE_BYTES} bytes, hard-linked or not regular]`
      );
    }
    if (state.incomplete) notes.push(`[search stopped after ${MAX_WALK_ENTRIES} entries; narrow the path]`);
    if (results.length === 0) return ["(no matches)", ...notes].join("\n");
    return truncateOutput([...results, ...notes].join("\n"), MAX_OUTPUT_BYTES, "narrow the pattern or path");
  }
});

// src/engine/tools/github.ts
var GITHUB_TIMEOUT_MS = 3e4;
var MAX_COMMENTS = 300;
var MAX_BODY_CHARS = 8e3;
var GITHUB_UNAVAILABLE = "GitHub is not available in this run";
function githubOf(ctx) {
  if (!ctx.github) throw new ToolError(GITHUB_UNAVAILABLE);
  return ctx.github;
}
function requestSignal(ctx) {
  const timeout = AbortSignal.timeout(GITHUB_TIMEOUT_MS);
  return ctx.signal ? AbortSignal.any([ctx.signal, timeout]) : timeout;
}
function cutoffOf(github) {
  if (github.notAfter === void 0) return void 0;
  const ms = Date.parse(github.notAfter);
  if (Number.isNaN(ms)) throw new ToolError(`invalid cutoff time: ${github.notAfter}`);
  return ms;
}
var after = (iso, cutoff) => cutoff !== void 0 && typeof iso === "string" && Date.parse(iso) > cutoff;
function githubError(error, what) {
  if (error instanceof ToolError) throw error;
  if (!(error instanceof GitHubError)) throw error;
  if (error.timedOut) throw new ToolError(`GitHub did not answer in time (${what})`);
  const status = error.status;
  if (status === 404 || status === 410) throw new ToolError(`${what} not found`);
  if (status === 401 || status === 403) {
    throw new ToolError(`GitHub refused the request for ${what} (HTTP ${status})`);
  }
  throw new ToolError(`GitHub request for ${what} failed: ${error.message}`);
}
var comments = (n) => `${n} ${n === 1 ? "comment" : "comments"}`;
var clean = (text) => stripUntrusted(text ?? "").trim();
var NumberInput = object({
  number: number().int().positive().describe("Issue or pull request number.")
});
var getIssueTool = defineTool({
  name: "get_issue",
  description: "Get an issue or pull request of this repository: title, state, author, labels, body, and whether it is a PR.",
  input: NumberInput,
  async run({ number: number2 }, ctx) {
    const github = githubOf(ctx);
    const cutoff = cutoffOf(github);
    const what = `issue #${number2}`;
    let data;
    try {
      data = await github.reader.issue(number2, requestSignal(ctx));
    } catch (error) {
      githubError(error, what);
    }
    if (after(data.createdAt, cutoff)) {
      throw new ToolError(`#${number2} was created after this run was triggered; it is not shown`);
    }
    const pinned = github.pinned?.get(number2)?.text;
    if (!pinned && after(data.updatedAt, cutoff)) {
      throw new ToolError(
        `#${number2} changed after this run was triggered (updated ${data.updatedAt}); its text as of the trigger is not available, so it is not shown`
      );
    }
    const title = pinned ? pinned.title : clean(data.title);
    const body = pinned ? pinned.body : clean(data.body);
    const labels = data.labels.map((label) => clean(label));
    const isPr = data.pullRequest !== void 0;
    const lines = [
      `#${data.number}: ${title}`,
      `kind: ${isPr ? "pull request" : "issue"}`,
      `state: ${data.state}${data.stateReason ? ` (${data.stateReason})` : ""}${data.pullRequest?.mergedAt ? " (merged)" : ""}`,
      `author: ${data.author ?? "(unknown)"}`,
      `labels: ${labels.length ? labels.join(", ") : "(none)"}`,
      `created: ${data.createdAt}`,
      `comments: ${data.comments}`,
      "",
      clipBody(body, MAX_BODY_CHARS) || "(no description)"
    ];
    return truncateOutput(lines.join("\n"));
  }
});
var listCommentsTool = defineTool({
  name: "list_comments",
  description: `List the comments on an issue or pull request of this repository, oldest first: author, date, body (up to ${MAX_COMMENTS}; the oldest are dropped first when the text is too long).`,
  input: NumberInput,
  async run({ number: number2 }, ctx) {
    const github = githubOf(ctx);
    let read;
    try {
      read = await readComments({
        reader: github.reader,
        number: number2,
        notAfter: github.notAfter,
        triggerCommentId: github.triggerCommentId,
        max: MAX_COMMENTS,
        maxBodyChars: MAX_BODY_CHARS,
        signal: requestSignal(ctx)
      });
    } catch (error) {
      githubError(error, `comments of #${number2}`);
    }
    const notes = [];
    if (read.more) notes.push(`[only the first ${MAX_COMMENTS} comments were fetched]`);
    if (read.later) notes.push(`[not shown: ${comments(read.later)} created after this run was triggered]`);
    if (read.blocks.length === 0) return ["(no comments)", ...notes].join("\n");
    const { kept, dropped } = dropOldest(read.blocks, MAX_OUTPUT_BYTES - 500);
    if (dropped) notes.unshift(`[not shown: the oldest ${comments(dropped)}; the output is capped]`);
    return truncateOutput([...notes, ...kept].join("\n\n"));
  }
});
async function pinnedCommits(github, number2, signal) {
  const known2 = github.pinned?.get(number2);
  if (known2?.commits) return known2.commits;
  const commits = await github.reader.pullCommits(number2, signal);
  github.pinned?.set(number2, { ...known2, commits });
  return commits;
}
var getPrDiffTool = defineTool({
  name: "get_pr_diff",
  description: "Get the unified diff of a pull request of this repository (truncated when large; read the changed files with read_file for more). Invisible and bidi control characters show as <U+XXXX>.",
  input: NumberInput,
  async run({ number: number2 }, ctx) {
    const github = githubOf(ctx);
    let diff;
    try {
      const commits = await pinnedCommits(github, number2, requestSignal(ctx));
      diff = await github.reader.diff(commits, requestSignal(ctx));
    } catch (error) {
      githubError(error, `pull request #${number2}`);
    }
    if (diff.trim() === "") return "(the diff is empty)";
    return truncateOutput(
      revealInvisible(diff),
      MAX_OUTPUT_BYTES,
      "read the changed files with read_file for more"
    );
  }
});

// src/engine/tools/review-comments.ts
var Input = object({
  path: string().trim().min(1).describe("File path as the diff names it (the new name of a renamed file)."),
  line: number().int().positive().describe("The line the comment is on (its last line for a range)."),
  start_line: number().int().positive().optional().describe("First line of a multi-line range, before `line`, in the same hunk."),
  side: _enum(["RIGHT", "LEFT"]).default("RIGHT").describe(
    "RIGHT: line numbers of the new version (added or unchanged lines); LEFT: of the old (removed lines)."
  ),
  body: string().trim().min(1).describe("The comment, GitHub Markdown: what is wrong and why."),
  suggestion: string().optional().describe(
    "Replacement text for lines start_line..line (or `line`), exactly as the new code should read; the author can apply it in one click. RIGHT side only."
  )
}).refine((c) => c.start_line === void 0 || c.start_line < c.line, {
  message: "start_line must be before line",
  path: ["start_line"]
}).refine((c) => c.suggestion === void 0 || c.side === "RIGHT", {
  message: "a suggestion replaces new lines: use side RIGHT",
  path: ["suggestion"]
});
var addReviewCommentTool = defineTool({
  name: "add_review_comment",
  description: "Comment on lines of the pull request under review, optionally with a suggested replacement. The comments are posted with your final answer as one review; comment only on lines the diff shows (others are moved into the review's body). Your final answer is the review's summary: do not repeat the line comments there.",
  input: Input,
  async run(input, ctx) {
    const sink = ctx.reviewComments;
    if (!sink) throw new ToolError("add_review_comment is only available while reviewing a pull request");
    const { start_line, suggestion, ...rest } = input;
    sink.drafts.push({
      ...rest,
      ...start_line === void 0 ? {} : { start_line },
      ...suggestion === void 0 ? {} : { suggestion }
    });
    const n = sink.drafts.length;
    const where = `${input.path}:${start_line === void 0 ? "" : `${start_line}-`}${input.line}`;
    if (n > sink.max)
      return `Noted for ${where}, but the review already holds ${sink.max} line comments: this one goes into the review's body.`;
    return `Noted comment ${n} on ${where}; it is posted with your review.`;
  }
});
var resolveReviewThreadTool = defineTool({
  name: "resolve_review_thread",
  description: "Mark one of your own earlier line comments on this PR (listed as T1, T2, \u2026 in the conversation) as fixed by the new commits: its thread is resolved when your review is posted. Only for threads the code now fixes.",
  input: object({
    thread: string().trim().min(1).describe("The thread's label, e.g. T1."),
    reason: string().optional().describe("What fixed it, in a few words.")
  }),
  async run({ thread }, ctx) {
    const sink = ctx.reviewComments;
    const label = thread.toUpperCase();
    if (!sink?.openThreads.includes(label))
      throw new ToolError(
        `there is no open thread ${thread} of yours; the open ones are: ${sink?.openThreads.join(", ") || "none"}`
      );
    sink.resolved.add(label);
    return `${label} will be resolved with your review.`;
  }
});

// src/engine/tools/shell.ts
import { accessSync, constants, statSync } from "node:fs";
import { delimiter, join, resolve } from "node:path";
var DEFAULT_SHELL_TIMEOUT_MS = 6e4;
var ShellInput = object({
  command: array(string()).min(1).describe("The program and its arguments, one element each. No shell: no pipes, globs, `$VAR` or `;`.")
});
function shellTool(allowedCommands, options = {}) {
  const timeoutMs = options.timeoutMs ?? DEFAULT_SHELL_TIMEOUT_MS;
  const maxBytes = options.maxOutputBytes ?? MAX_OUTPUT_BYTES;
  const allowed = new Set(allowedCommands);
  return defineTool({
    name: "shell",
    description: `Run a program in the workspace directory, without a shell (arguments are passed as they are). Allowed programs: ${[...allowed].join(", ")}. Times out after ${Math.round(timeoutMs / 1e3)} s. Returns stdout and stderr together, then the exit code.`,
    input: ShellInput,
    async run({ command }, ctx) {
      const [program, ...args] = command;
      if (!allowed.has(program)) {
        throw new ToolError(
          `command ${JSON.stringify(program)} is not allowed; allowed: ${[...allowed].join(", ")}`
        );
      }
      if (ctx.signal?.aborted) throw new ToolError("the run was cancelled");
      const choice = await (ctx.sandbox ?? ownSandbox(ctx.workspace)).choice();
      if ("refused" in choice) throw new ToolError(`shell is refused: ${choice.refused}`);
      if (choice.sandbox.name !== "none" && !findProgram(program, ctx.workspace, process.env.PATH))
        throw new ToolError(`command not found: ${program}`);
      const job = {
        workspace: ctx.workspace,
        network: options.network ?? false,
        env: safeEnv(process.env, options.env)
      };
      const r = await runSandboxed(choice.sandbox, program, args, job, {
        timeoutMs,
        maxOutputBytes: maxBytes,
        ...ctx.signal ? { signal: ctx.signal } : {}
      });
      if (r.error?.code === "ENOENT") throw new ToolError(`command not found: ${program}`);
      if (r.error?.code === "EACCES") throw new ToolError(`permission denied: ${program}`);
      if (r.error) throw r.error;
      let output = r.output;
      if (r.dropped > 0) output += `
[output truncated: ${r.dropped} more bytes]`;
      if (output.length > 0 && !output.endsWith("\n")) output += "\n";
      if (r.timedOut) output += `[killed: timed out after ${timeoutMs / 1e3} s]`;
      else if (r.cancelled) output += "[killed: cancelled]";
      else if (r.code === null) output += `[killed by signal ${r.signal}]`;
      else output += `[exit code: ${r.code}]`;
      return output;
    }
  });
}
var fallbackSandboxes = /* @__PURE__ */ new Map();
function ownSandbox(workspace) {
  const known2 = fallbackSandboxes.get(workspace);
  if (known2) return known2;
  const sandbox = new ProgramSandbox("auto", workspace);
  fallbackSandboxes.set(workspace, sandbox);
  return sandbox;
}
function findProgram(program, workspace, path3 = "") {
  const executable = (file) => {
    try {
      accessSync(file, constants.X_OK);
      return statSync(file).isFile();
    } catch {
      return false;
    }
  };
  if (program.includes("/")) return executable(resolve(workspace, program));
  return path3.split(delimiter).some((dir) => dir !== "" && executable(join(dir, program)));
}

// src/engine/tools/toolset.ts
var FILE_TOOLS = ["read_file", "list_files", "grep"];
var GITHUB_TOOLS = ["get_issue", "list_comments", "get_pr_diff"];
var DEFAULT_TOOLS = [...FILE_TOOLS, ...GITHUB_TOOLS];
var REVIEW_TOOL = "add_review_comment";
var RESOLVE_TOOL = "resolve_review_thread";
var KNOWN_TOOLS = [...DEFAULT_TOOLS, REVIEW_TOOL, RESOLVE_TOOL, "shell"];
var fileTools = {
  read_file: readFileTool,
  list_files: listFilesTool,
  grep: grepTool
};
var githubTools = {
  get_issue: getIssueTool,
  list_comments: listCommentsTool,
  get_pr_diff: getPrDiffTool
};
function createToolset(options) {
  const { allowedTools, allowedCommands, context } = options;
  const allowed = new Set(allowedTools ?? DEFAULT_TOOLS);
  const offered = /* @__PURE__ */ new Map();
  for (const name of FILE_TOOLS) if (allowed.has(name)) offered.set(name, fileTools[name]);
  if (context.github) {
    for (const name of GITHUB_TOOLS) if (allowed.has(name)) offered.set(name, githubTools[name]);
  }
  if (context.reviewComments && (allowedTools === void 0 || allowed.has(REVIEW_TOOL)))
    offered.set(REVIEW_TOOL, addReviewCommentTool);
  if (context.reviewComments?.openThreads.length && (allowedTools === void 0 || allowed.has(RESOLVE_TOOL)))
    offered.set(RESOLVE_TOOL, resolveReviewThreadTool);
  const shellAllowed = allowedTools === void 0 || allowed.has("shell");
  if (shellAllowed && allowedCommands.length > 0) {
    offered.set("shell", shellTool(allowedCommands, options.shell));
  }
  const refusal3 = (name) => {
    if (GITHUB_TOOLS.includes(name) && allowed.has(name)) return GITHUB_UNAVAILABLE;
    if ((name === REVIEW_TOOL || name === RESOLVE_TOOL) && allowed.has(name))
      return `${name} is only available while reviewing a pull request`;
    if (name === "shell" && shellAllowed)
      return "shell is not available: the recipe lists no allowed_commands";
    return `tool ${name} is not allowed for this recipe`;
  };
  return {
    definitions: [...offered.values()].map((tool) => tool.definition),
    unknownTools: [...allowed].filter((name) => !KNOWN_TOOLS.includes(name)),
    async execute(name, argumentsJson) {
      const fail = (output) => ({ output, isError: true });
      try {
        const tool = offered.get(name);
        if (!tool) return fail(refusal3(name));
        let raw;
        try {
          raw = argumentsJson.trim() === "" ? {} : JSON.parse(argumentsJson);
        } catch (error) {
          return fail(`invalid arguments for ${name}: not valid JSON (${describeError(error)})`);
        }
        const parsed = tool.input.safeParse(raw);
        if (!parsed.success)
          return fail(`invalid arguments for ${name}: ${describeIssues(parsed.error.issues)}`);
        const output = await tool.run(parsed.data, context);
        return { output: truncateOutput(output, MAX_OUTPUT_BYTES + 1e3), isError: false };
      } catch (error) {
        if (error instanceof ToolError) return fail(error.message);
        return fail(`${name} failed: ${describeError(error)}`);
      }
    }
  };
}

// src/engine/agent/builtin-handlers.ts
function bindRecipeHandlers(recipe, hooks, run, builtins) {
  const removers = [];
  for (const [event, binding] of Object.entries(recipe.hooks ?? {})) {
    if (!binding) continue;
    const make = builtins[binding.handler];
    if (!make) {
      run.logger.warn(`recipe ${recipe.name}: unknown handler "${binding.handler}" for ${event}; ignored`);
      continue;
    }
    const handler = make(run);
    let fired = false;
    removers.push(
      hooks.register(
        event,
        `${recipe.name}:${binding.handler}`,
        (payload) => {
          if (binding.once && fired) return void 0;
          fired = true;
          return handler(payload);
        },
        "recipe"
      )
    );
  }
  return () => {
    for (const remove of removers) remove();
  };
}

// src/engine/agent/request.ts
function requestMessages(systemPrompt, context, placement) {
  if (placement === "user" || !context.some((m) => m.summary)) {
    const out = [{ role: "system", content: systemPrompt }];
    for (const m of context) out.push(m.message);
    return out;
  }
  const summaries = context.filter((m) => m.summary).map((m) => m.message.content ?? "");
  return [
    { role: "system", content: [...summaries, systemPrompt].join("\n\n") },
    ...context.filter((m) => !m.summary).map((m) => m.message)
  ];
}
var MIN_CUT_TOKENS = 200;
function fitToWindow(messages, window) {
  const sizes = messages.map((m) => cachedMessageTokens(m));
  let excess = sizes.reduce((a, b) => a + b, 0) - window;
  if (excess <= 0) return { messages: [...messages], cut: 0 };
  const out = [...messages];
  const largest = out.map((m, i) => ({ i, m, tokens: sizes[i] })).filter(({ m }) => m.role === "tool" && (m.content?.length ?? 0) > 0).sort((a, b) => b.tokens - a.tokens);
  let cut = 0;
  for (const { i } of largest) {
    if (excess <= 0) break;
    const content = out[i].content ?? "";
    let shown = content.length;
    for (let pass = 0; pass < 4 && excess > 0; pass++) {
      const tokens = cachedMessageTokens(out[i]);
      const keepTokens = Math.max(MIN_CUT_TOKENS, Math.floor((tokens - excess) * 0.9));
      if (keepTokens >= tokens) break;
      shown = Math.floor(shown * keepTokens / tokens);
      const shorter = {
        ...out[i],
        content: `${content.slice(0, shown)}
[cut to fit the model's context window: the first ${shown} of ${content.length} characters]`
      };
      excess -= tokens - cachedMessageTokens(shorter);
      out[i] = shorter;
    }
    cut++;
  }
  return excess <= 0 ? { messages: out, cut } : void 0;
}

// src/engine/agent/agent.ts
var MAX_CALLBACK_DEPTH = 3;
var realTimer = (ms, fire) => {
  const handle = setTimeout(fire, ms);
  handle.unref();
  return () => clearTimeout(handle);
};
var Agent = class {
  constructor(deps) {
    this.deps = deps;
  }
  deps;
  /** Stops the run in progress at its time limit or the user's cancel, shared by the recipes it calls back. */
  deadline;
  cancelled = false;
  get conversation() {
    return this.deps.conversation;
  }
  async run(request) {
    const { deps } = this;
    const recipe = deps.recipes.get(request.recipe);
    const outcome = {
      status: "done",
      response: "",
      recipe: recipe.name,
      turns: 0,
      toolCalls: 0,
      usage: NO_USAGE,
      compactions: []
    };
    const cancelLimit = this.deadline ? void 0 : this.startDeadline();
    const state = this.state(recipe, request, outcome);
    const unbind = bindRecipeHandlers(recipe, deps.hooks, state, deps.builtins ?? {});
    try {
      const callback = await this.loop(state, recipe, request);
      unbind();
      if (callback && !this.timedOut(outcome))
        await this.callback(request, outcome, callback.recipe, callback.args);
    } catch (error) {
      if (!this.timedOut(outcome)) {
        outcome.status = "failed";
        outcome.reason = describeError(error);
        await this.recordRun(request, outcome, state.startUsd);
        throw error;
      }
    } finally {
      unbind();
      if (cancelLimit) {
        cancelLimit();
        this.deadline = void 0;
      }
    }
    await this.recordRun(request, outcome, state.startUsd);
    return outcome;
  }
  /** Starts the run's wall-clock limit and listens for the user's cancel; returns what stops both. */
  startDeadline() {
    const { runTimeoutMs } = this.deps.limits;
    const { cancel } = this.deps;
    if (!(runTimeoutMs > 0) && !cancel) return void 0;
    const deadline = new AbortController();
    this.deadline = deadline;
    this.cancelled = false;
    const onCancel = () => {
      this.cancelled = true;
      deadline.abort();
    };
    if (cancel?.aborted) onCancel();
    cancel?.addEventListener("abort", onCancel, { once: true });
    const stopTimer = runTimeoutMs > 0 ? (this.deps.timer ?? realTimer)(runTimeoutMs, () => deadline.abort()) : void 0;
    return () => {
      stopTimer?.();
      cancel?.removeEventListener("abort", onCancel);
    };
  }
  /** True once the time limit has passed or the user cancelled; the outcome then says so. */
  timedOut(outcome) {
    if (!this.deadline?.signal.aborted) return false;
    if (this.cancelled) {
      if (outcome.status !== "cancelled") {
        outcome.status = "cancelled";
        outcome.reason = "cancelled; what was said so far is saved and the conversation can be resumed";
      }
      return true;
    }
    if (outcome.status !== "timeout") {
      const minutes = Number((this.deps.limits.runTimeoutMs / 6e4).toFixed(2));
      outcome.status = "timeout";
      outcome.reason = `stopped after ${minutes} minutes, the run's time limit (run-timeout-minutes); the conversation is saved and can be resumed`;
    }
    return true;
  }
  /** Runs the turns; returns the recipe an agent_stop hook called back, if any. */
  async loop(state, recipe, request) {
    const { deps } = this;
    const conversation = deps.conversation;
    const { outcome } = state;
    const userMessage = request.message?.trim() || commandLine(request);
    const blocked = await deps.hooks.emit(
      "user_message_send",
      state.payload("user_message_send", { message: userMessage })
    );
    if (blocked) {
      outcome.status = "blocked";
      outcome.reason = `a hook blocked the message: ${blocked.reason}`;
      return;
    }
    await conversation.append({ type: "message", message: { role: "user", content: userMessage } });
    const system = this.systemPrompt(recipe, request);
    const signal = this.deadline?.signal;
    const toolset = createToolset({
      allowedTools: recipe.allowed_tools,
      allowedCommands: recipe.allowed_commands,
      shell: { network: recipe.network, env: recipe.env },
      context: signal ? { ...deps.tools, signal: deps.tools.signal ? AbortSignal.any([deps.tools.signal, signal]) : signal } : deps.tools
    });
    for (const name of toolset.unknownTools)
      deps.logger.warn(`recipe ${recipe.name}: unknown tool "${name}" ignored`);
    for (; ; ) {
      const answer = await this.turn(state, recipe, system, toolset);
      if (answer === void 0)
        return outcome.status === "timeout" || outcome.status === "cancelled" ? void 0 : await this.stopCompaction(state);
      outcome.response = answer;
      await deps.hooks.emit(
        "turn_end",
        state.payload("turn_end", { response: answer, turn_number: conversation.userTurns() })
      );
      const stop = await deps.hooks.emit("agent_stop", this.stopPayload(state));
      if (!stop) return await this.stopCompaction(state);
      if (stop.result === "continue") {
        for (const m of stop.messages)
          await conversation.append({ type: "message", message: { role: "user", content: m.content ?? "" } });
        continue;
      }
      if (stop.result === "mutate") {
        await this.mutate(stop.messages, stop.target_conversation_id);
        return;
      }
      return { recipe: stop.callback, args: stop.callback_args };
    }
  }
  /** Model calls until the model answers without tools; undefined when a limit stopped the run. */
  async turn(state, recipe, system, toolset) {
    const { deps } = this;
    const { outcome, limits } = { outcome: state.outcome, limits: deps.limits };
    for (; ; ) {
      if (this.timedOut(outcome)) return void 0;
      if (outcome.turns >= limits.maxTurns) {
        outcome.status = "max_turns";
        outcome.reason = `stopped after ${outcome.turns} model calls (max-turns ${limits.maxTurns}); the conversation is saved and can be resumed`;
        return void 0;
      }
      const spent = outcome.usage.input_tokens + outcome.usage.output_tokens;
      if (limits.maxRunTokens > 0 && spent >= limits.maxRunTokens) {
        outcome.status = "budget";
        outcome.reason = `stopped after spending ${spent} tokens (max-run-tokens ${limits.maxRunTokens}); the conversation is saved and can be resumed`;
        return void 0;
      }
      const usd = (limits.spentUsd?.() ?? Number.NaN) - state.startUsd;
      if (limits.maxRunCost && usd >= limits.maxRunCost) {
        outcome.status = "budget";
        outcome.reason = `stopped after spending ${formatUsd(usd)} (max-run-cost ${formatUsd(limits.maxRunCost)}); the conversation is saved and can be resumed`;
        return void 0;
      }
      const response = await this.callModel(state, recipe, system, toolset);
      outcome.turns++;
      const message = response.message;
      await deps.conversation.append({ type: "message", message, usage: response.usage });
      if (!message.tool_calls?.length) return message.content ?? "";
      const calls = message.tool_calls;
      const cap = limits.maxToolCallsPerTurn;
      if (calls.length > cap)
        deps.logger.warn(
          `conversation ${deps.conversation.id}: the model asked for ${calls.length} tool calls in one answer; the ${calls.length - cap} beyond max-tool-calls-per-turn (${cap}) were answered with an error, not run`
        );
      for (const [i, call] of calls.entries()) {
        if (this.timedOut(outcome))
          await this.toolResult(call.id, "Error: not run: the run's time limit was reached");
        else if (i >= cap)
          await this.toolResult(
            call.id,
            `Error: not run: one answer may make at most ${cap} tool calls (max-tool-calls-per-turn); make the calls still needed in your next answer`
          );
        else await this.runTool(state, toolset, call.id, call.function.name, call.function.arguments);
      }
    }
  }
  async toolResult(id, content) {
    await this.deps.conversation.append({
      type: "message",
      message: { role: "tool", tool_call_id: id, content }
    });
  }
  /** pre_llm_request (exactly once per call), context handlers, the call, overflow handling. */
  async callModel(state, recipe, system, toolset) {
    const { deps } = this;
    await this.preLlmRequest(state);
    const request = async () => {
      this.deadline?.signal.throwIfAborted();
      let messages = requestMessages(system, deps.conversation.context(), recipe.summary_placement);
      if (deps.hooks.handles("context"))
        messages = await deps.hooks.chainContext(state.payload("context"), messages);
      const fitted = fitToWindow(messages, deps.limits.contextWindow);
      if (!fitted) {
        throw failure(
          `the conversation holds ${deps.conversation.contextTokens() + textTokens(system)} tokens, more than the model's window of ${deps.limits.contextWindow}, even after compaction; compact it with /compact or raise context-window`
        );
      }
      if (fitted.cut) {
        deps.logger.warn(
          `conversation ${deps.conversation.id}: ${fitted.cut} tool ${fitted.cut === 1 ? "output was" : "outputs were"} cut in this request to fit the model's window`
        );
      }
      messages = fitted.messages;
      deps.onProgress?.(`calling ${deps.limits.model}`);
      const response = await deps.model.complete({
        model: deps.limits.model,
        messages,
        ...this.deadline ? { signal: this.deadline.signal } : {},
        ...toolset.definitions.length ? { tools: toolset.definitions } : {},
        ...deps.onText ? { onText: deps.onText } : {}
      });
      if (response.usageEstimated) response.usage = estimateUsage(messages, response.message);
      state.outcome.usage = addUsage(state.outcome.usage, response.usage);
      return response;
    };
    try {
      return await request();
    } catch (error) {
      if (error instanceof ContextOverflowError && deps.compaction && await deps.compaction.onOverflow(state))
        return request();
      throw error;
    }
  }
  /**
   * The built-in agent_stop compaction: a run ending at or above the stop
   * threshold is compacted before its state is saved. A failure is logged;
   * the run's answer stands.
   */
  async stopCompaction(state) {
    const { deps } = this;
    if (!deps.compaction || this.timedOut(state.outcome)) return void 0;
    try {
      await deps.compaction.atStop(state);
    } catch (error) {
      deps.logger.warn(
        `stop compaction failed for conversation ${deps.conversation.id}: ${describeError(error)}`
      );
    }
    return void 0;
  }
  /** The pre-LLM point: an error here is logged with the conversation id and never reaches the loop. */
  async preLlmRequest(state) {
    const { deps } = this;
    try {
      if (deps.compaction) await deps.compaction.beforeModelCall(state);
    } catch (error) {
      if (this.deadline?.signal.aborted) throw error;
      deps.logger.warn(
        `pre-LLM check failed for conversation ${deps.conversation.id}: ${describeError(error)}; continuing without it`
      );
    }
    try {
      if (deps.hooks.handles("pre_llm_request"))
        await deps.hooks.emit(
          "pre_llm_request",
          state.payload("pre_llm_request", {
            tokens: deps.conversation.contextTokens(),
            max_context_window: deps.limits.contextWindow
          })
        );
    } catch (error) {
      deps.logger.warn(
        `pre_llm_request hooks failed for conversation ${deps.conversation.id}: ${describeError(error)}`
      );
    }
  }
  async runTool(state, toolset, id, name, args) {
    const { deps } = this;
    state.outcome.toolCalls++;
    let input;
    try {
      input = args.trim() ? JSON.parse(args) : {};
    } catch {
      input = args;
    }
    let output;
    const before = await deps.hooks.emit(
      "before_tool_call",
      state.payload("before_tool_call", { tool_name: name, tool_input: input })
    );
    if (before && "blocked" in before) {
      output = `Error: the call was blocked by a hook: ${before.reason}`;
    } else {
      deps.onProgress?.(`running ${name}`);
      const result = await toolset.execute(name, before ? JSON.stringify(before.input) : args);
      output = result.isError ? `Error: ${result.output}` : result.output;
      const after2 = await deps.hooks.emit(
        "after_tool_call",
        state.payload("after_tool_call", {
          tool_name: name,
          tool_input: before?.input ?? input,
          tool_output: output
        })
      );
      if (after2) output = after2.output;
    }
    await this.toolResult(id, output);
  }
  stopPayload(state) {
    const { deps } = this;
    return state.payload("agent_stop", {
      messages: deps.conversation.contextMessages(),
      usage: {
        input_tokens: state.outcome.usage.input_tokens,
        output_tokens: state.outcome.usage.output_tokens,
        current_context_window: deps.conversation.contextTokens(),
        max_context_window: deps.limits.contextWindow
      },
      auto_compact_enabled: deps.limits.compactThreshold > 0,
      auto_compact_threshold: deps.limits.compactThreshold,
      callback_args: state.request.callbackArgs ?? {}
    });
  }
  async mutate(messages, targetId) {
    const { deps } = this;
    let target = deps.conversation;
    if (targetId && targetId !== deps.conversation.id) {
      if (!deps.openConversation) {
        deps.logger.warn(
          `a hook asked to mutate conversation ${targetId}, which this run cannot open; ignored`
        );
        return;
      }
      try {
        target = await deps.openConversation(targetId);
      } catch (error) {
        deps.logger.warn(
          `a hook asked to mutate conversation ${targetId}, which could not be opened (${error.message}); ignored`
        );
        return;
      }
    }
    await target.append({ type: "mutation", messages, source: "agent_stop" });
    deps.logger.info(
      `conversation ${target.id} replaced by ${messages.length} messages from an agent_stop hook`
    );
  }
  /** Runs a called-back recipe on the same conversation; its spending counts toward the parent run. */
  async callback(parent, outcome, recipe, args) {
    if (!this.deps.recipes.has(recipe)) {
      this.deps.logger.warn(`an agent_stop hook called back recipe ${recipe}, which does not exist; ignored`);
      return;
    }
    const depth = (parent.depth ?? 0) + 1;
    if (depth > MAX_CALLBACK_DEPTH) {
      this.deps.logger.warn(
        `callback to ${recipe} refused: callback chains may be at most ${MAX_CALLBACK_DEPTH} deep`
      );
      return;
    }
    this.deps.logger.info(`agent_stop hook called back recipe ${recipe}`);
    const stringArgs = Object.fromEntries(
      Object.entries(args).map(([k, v]) => [k, typeof v === "string" ? v : JSON.stringify(v)])
    );
    const called = await this.run({
      recipe,
      args: stringArgs,
      trigger: "callback",
      invokedBy: "callback",
      callbackArgs: args,
      depth
    });
    this.timedOut(outcome);
    outcome.turns += called.turns;
    outcome.toolCalls += called.toolCalls;
    outcome.usage = addUsage(outcome.usage, called.usage);
    outcome.compactions.push(...called.compactions);
  }
  systemPrompt(recipe, request) {
    const { conversation } = this.deps;
    const prompt = renderRecipe(recipe, {
      ...this.deps.variables,
      args: request.args ?? {},
      conversation: conversation.recipeView()
    });
    const standing = this.deps.instructions?.trim();
    return standing ? `${prompt.trim()}

${standing}` : prompt.trim();
  }
  async recordRun(request, outcome, startUsd) {
    if (request.invokedBy === "callback") return;
    const spent = this.deps.limits.spentUsd?.();
    if (spent !== void 0) outcome.costUsd = spent - startUsd;
    await this.deps.conversation.append({
      type: "run",
      run_id: request.runId ?? "local",
      trigger: request.trigger,
      recipe: outcome.recipe,
      status: outcome.status,
      usage: outcome.usage,
      head_sha: request.headSha ?? null,
      context_tokens: this.deps.conversation.contextTokens(),
      ...outcome.costUsd !== void 0 ? { cost_usd: outcome.costUsd } : {},
      ...outcome.reason ? { reason: outcome.reason } : {}
    });
  }
  state(recipe, request, outcome) {
    const { deps } = this;
    return {
      ...this.deadline ? { signal: this.deadline.signal } : {},
      conversation: deps.conversation,
      recipe,
      request,
      limits: deps.limits,
      logger: deps.logger,
      startUsd: deps.limits.spentUsd?.() ?? 0,
      outcome,
      get usage() {
        return outcome.usage;
      },
      payload: (event, fields = {}) => ({
        event,
        conv_id: deps.conversation.id,
        cwd: deps.tools.workspace,
        invoked_by: request.invokedBy ?? "main",
        invoked_recipe: recipe.name,
        ...fields
      })
    };
  }
};
function commandLine(request) {
  const args = Object.entries(request.args ?? {}).map(([k, v]) => ` ${k}=${v}`);
  return `/run ${request.recipe}${args.join("")}`;
}
function estimateUsage(messages, answer) {
  let input = 0;
  for (const m of messages) input += messageTokens(m);
  return { input_tokens: input, output_tokens: messageTokens(answer) };
}

// src/engine/compaction/cut-point.ts
function findCutPoint(context, keepTokens) {
  let cut = context.length;
  let kept = 0;
  while (cut > 0) {
    const cost = cachedMessageTokens(context[cut - 1].message);
    if (kept + cost > keepTokens) break;
    kept += cost;
    cut--;
  }
  while (cut < context.length && !isCutBoundary(context[cut])) cut++;
  if (cut < context.length) return cut;
  for (let k = context.length - 1; k > 0; k--) if (isCutBoundary(context[k])) return k;
  return 0;
}
function isCutBoundary(m) {
  return m.entryId !== null && m.message.role !== "tool";
}
function keepBudget(contextWindow, targetTokens, tokensNow) {
  return Math.floor(Math.min(0.2 * contextWindow, 0.5 * targetTokens, 0.5 * tokensNow));
}

// src/engine/compaction/instructions.ts
var LEDGER_HEADING = "## User messages, verbatim (kept by Baton across compactions)";
function ledgerBudget(contextWindow) {
  return Math.max(0, Math.min(2e4, Math.floor(contextWindow * 0.3)));
}
var MAX_MESSAGE_CHARS = 8e3;
var MIN_CUT_TOKENS2 = 100;
function withLedger(summary, covered, budget) {
  const own = stripLedger(summary).trim();
  const carried = covered.filter((m) => m.summary).flatMap((m) => readLedger(m.message.content ?? ""));
  const fresh = covered.filter((m) => !m.summary && m.entryId !== null && m.message.role === "user").map((m) => (m.message.content ?? "").trim()).filter((text) => text && !isBareCommand(text));
  const ledger = capLedger(dedupe([...carried, ...fresh]), budget);
  if (!ledger.items.length) return own;
  const note = ledger.dropped ? `

(The ${ledger.dropped} oldest user messages no longer fit here; the summary above carries them.)` : "";
  return `${own}

${LEDGER_HEADING}${note}

${ledger.items.map(quote).join("\n\n")}`;
}
function readLedger(text) {
  const at = text.indexOf(LEDGER_HEADING);
  if (at < 0) return [];
  return text.slice(at + LEDGER_HEADING.length).split(/\n\s*\n/).filter((block) => block.startsWith(">")).map(
    (block) => block.split("\n").map((line) => line.replace(/^> ?/, "")).join("\n")
  );
}
function stripLedger(summary) {
  const at = summary.indexOf(LEDGER_HEADING);
  return at < 0 ? summary : summary.slice(0, at);
}
function isBareCommand(text) {
  return /^\/[\w-]+(\s+[\w.-]+)?(\s+[\w.-]+=\S*)*$/.test(text);
}
function dedupe(items) {
  return [...new Set(items)];
}
function capLedger(items, budget) {
  const out = [];
  let left = budget;
  let i = items.length - 1;
  for (; i >= 0; i--) {
    const item = clipMiddle(items[i], MAX_MESSAGE_CHARS);
    const cost = textTokens(item) + 2;
    if (cost <= left) {
      out.unshift(item);
      left -= cost;
      continue;
    }
    if (!out.length || left >= MIN_CUT_TOKENS2) {
      out.unshift(cutToTokens(item, Math.max(left, MIN_CUT_TOKENS2)));
      i--;
    }
    break;
  }
  return { items: out, dropped: i + 1 };
}
function cutToTokens(text, tokens) {
  let max = text.length;
  for (let pass = 0; pass < 4; pass++) {
    max = Math.floor(max * tokens * 0.9 / Math.max(1, textTokens(clipMiddle(text, max)) + 2));
    if (textTokens(clipMiddle(text, max)) + 2 <= tokens) break;
  }
  return clipMiddle(text, max);
}
function quote(text) {
  return text.split("\n").map((line) => line ? `> ${line}` : ">").join("\n");
}

// src/engine/compaction/transcript.ts
var MAX_TOOL_OUTPUT_CHARS = 2e3;
function transcriptBlocks(messages) {
  const names = /* @__PURE__ */ new Map();
  const blocks = [];
  for (const { message: m, summary } of messages) {
    if (summary) {
      blocks.push(`[earlier summary]
${m.content ?? ""}`);
      continue;
    }
    if (m.role === "assistant") {
      const text = m.content?.trim();
      if (text) blocks.push(`[assistant]
${text}`);
      for (const call of m.tool_calls ?? []) {
        names.set(call.id, call.function.name);
        blocks.push(`[assistant called ${call.function.name}] ${call.function.arguments}`);
      }
    } else if (m.role === "tool") {
      const name = names.get(m.tool_call_id ?? "") ?? "tool";
      blocks.push(`[${name} returned]
${clipMiddle(m.content ?? "", MAX_TOOL_OUTPUT_CHARS)}`);
    } else {
      blocks.push(`[${m.role}]
${m.content ?? ""}`);
    }
  }
  return blocks;
}
function transcriptText(blocks) {
  return `<conversation>
${blocks.join("\n\n")}
</conversation>`;
}
function trimOldest(blocks, maxTokens) {
  const cost = blocks.map((b) => textTokens(b) + 2);
  let total = cost.reduce((a, b) => a + b, 0);
  const keep = blocks.map(() => true);
  for (let i = 0; i < blocks.length && total > maxTokens; i++) {
    if (blocks[i].startsWith("[earlier summary]")) continue;
    keep[i] = false;
    total -= cost[i];
  }
  const dropped = keep.filter((k) => !k).length;
  const out = blocks.filter((_, i) => keep[i]);
  if (dropped) out.unshift(`[${dropped} older messages were left out to fit the summarizer's window]`);
  return out;
}

// src/engine/compaction/writable.ts
import { constants as constants2 } from "node:fs";
import { access } from "node:fs/promises";
import { dirname } from "node:path";
async function checkWritable(logFile) {
  const folder = dirname(logFile);
  for (const path3 of [folder, logFile]) {
    try {
      await access(path3, constants2.W_OK);
    } catch (error) {
      const code = error.code;
      if (code === "ENOENT" && path3 === logFile) continue;
      const why = code === "EROFS" ? "is on a read-only file system" : `cannot be written (${code ?? error})`;
      throw failure(`the conversation's folder ${folder} ${why}, so nothing was compacted or popped`);
    }
  }
}

// src/engine/compaction/compaction-service.ts
var BREAKER_THRESHOLD = 3;
var COMPACT_RECIPE = "compact";
var CompactionService = class {
  constructor(deps) {
    this.deps = deps;
  }
  deps;
  failures = 0;
  /** Open after three summarizer failures in a row: the rest of the run masks instead. */
  get breakerOpen() {
    return this.failures >= BREAKER_THRESHOLD;
  }
  async compact(conversation, request) {
    const strategy = strategyNamed(request.strategy);
    await checkWritable(conversation.file);
    const warnings = [];
    const tokensBefore = conversation.contextTokens();
    const messagesBefore = conversation.context().length;
    const payload = (event, fields) => ({
      event,
      conv_id: conversation.id,
      cwd: this.deps.workspace,
      invoked_by: request.invokedBy ?? "main",
      invoked_recipe: request.invokedRecipe ?? COMPACT_RECIPE,
      ...fields
    });
    const hook = await this.deps.hooks.emit(
      "before_compact",
      payload("before_compact", { trigger: request.trigger, tokens: tokensBefore })
    );
    if (hook && "cancel" in hook)
      return {
        status: "cancelled",
        trigger: request.trigger,
        reason: "a before_compact hook cancelled it",
        warnings,
        usage: NO_USAGE
      };
    const supplied = hook && "summary" in hook ? hook.summary : request.summary;
    const steps = [];
    let usage = NO_USAGE;
    let summaryFailed = false;
    let nothing;
    let afterCompactRan = false;
    const mask = async () => {
      const masked = this.masked(conversation, request);
      if (!masked) return false;
      await conversation.append(masked.entry);
      steps.push({
        strategy: "mask",
        tokensBefore: masked.entry.tokens_before,
        tokensAfter: masked.tokensAfter
      });
      return true;
    };
    const apply = async (pending) => {
      const injected = await this.afterCompact(payload, pending.summary, tokensBefore, pending.tokensAfter);
      afterCompactRan = true;
      const entry = injected.length ? { ...pending.entry, messages: injected } : pending.entry;
      if (injected.length) entry.tokens_after = simulate(conversation.entries, entry);
      await conversation.append(entry);
      steps.push({
        strategy: "summarize",
        tokensBefore: pending.entry.tokens_before,
        tokensAfter: entry.tokens_after
      });
    };
    const summarize2 = async () => {
      if (this.breakerOpen) {
        warnings.push(
          "the summarizer failed 3 times in a row in this run, so old tool outputs were masked instead"
        );
        summaryFailed = true;
        if (!steps.length) await mask();
        return false;
      }
      try {
        const made = await this.summarize(conversation, request);
        usage = addUsage(usage, made.usage);
        this.failures = 0;
        if (isAutomatic(request.trigger) && made.pending.tokensAfter >= conversation.contextTokens()) {
          warnings.push("the summary came out no shorter than what it would replace, so it was not applied");
          return false;
        }
        await apply(made.pending);
        return true;
      } catch (error) {
        if (request.signal?.aborted) throw error;
        if (error instanceof NothingToSummarize) {
          nothing = error.message;
          return false;
        }
        this.failures++;
        summaryFailed = true;
        warnings.push(
          `summarizing failed (${describeError(error)}), so old tool outputs were masked instead`
        );
        if (!steps.length) await mask();
        return false;
      }
    };
    if (supplied !== void 0) {
      await apply(
        this.summaryEntry(
          conversation,
          withLedger(supplied, conversation.context(), ledgerBudget(this.deps.contextWindow)),
          null,
          request
        )
      );
    } else {
      await strategy.run({
        mask,
        summarize: summarize2,
        tokens: () => conversation.contextTokens(),
        targetTokens: request.targetTokens
      });
    }
    if (steps.length && !afterCompactRan) {
      const injected = await this.afterCompact(payload, "", tokensBefore, conversation.contextTokens());
      for (const message of injected) await conversation.append({ type: "message", message });
    }
    if (!steps.length)
      return unchanged(
        request,
        nothing ?? (warnings.length ? warnings.join("; ") : "there was nothing old enough to compact"),
        warnings,
        usage
      );
    return this.result(
      conversation,
      request,
      steps,
      tokensBefore,
      messagesBefore,
      warnings,
      usage,
      summaryFailed
    );
  }
  result(conversation, request, steps, tokensBefore, messagesBefore, warnings, usage, summaryFailed) {
    const tokensAfter = conversation.contextTokens();
    if (tokensAfter > request.targetTokens)
      warnings.push(
        `the context is still ${tokensAfter} tokens, above the target of ${request.targetTokens}`
      );
    return {
      status: "compacted",
      trigger: request.trigger,
      strategy: request.summary !== void 0 ? "summarize" : request.strategy,
      steps,
      tokensBefore,
      tokensAfter,
      messagesBefore,
      messagesAfter: conversation.context().length,
      warnings,
      usage,
      summaryFailed
    };
  }
  /** Old tool outputs become placeholders; undefined when that would save nothing. */
  masked(conversation, request) {
    const found = this.maskAt(conversation, request, false);
    return found ?? (isAutomatic(request.trigger) ? void 0 : this.maskAt(conversation, request, true));
  }
  maskAt(conversation, request, keepFewer) {
    const context = conversation.context();
    const before = conversation.contextTokens();
    const cut = findCutPoint(
      context,
      keepFewer ? 0 : keepBudget(this.deps.contextWindow, request.targetTokens, before)
    );
    if (cut === 0) return void 0;
    const entry = {
      type: "compaction",
      first_kept_entry_id: context[cut]?.entryId ?? null,
      tokens_before: before,
      tokens_after: 0,
      strategy: "mask"
    };
    const after2 = simulate(conversation.entries, entry);
    if (after2 >= before) return void 0;
    entry.tokens_after = after2;
    return { entry, summary: "", tokensAfter: after2 };
  }
  /** One model call through the compact recipe; an overflow trims the oldest input and retries once. */
  async summarize(conversation, request) {
    const context = conversation.context();
    const before = conversation.contextTokens();
    if (nothingNewSinceSummary(conversation.entries)) {
      throw new NothingToSummarize("nothing to compact: nothing was said since the last summary");
    }
    const nothingIn = (covered2) => !covered2.length || covered2.length === 1 && covered2[0].summary;
    let cut = findCutPoint(context, keepBudget(this.deps.contextWindow, request.targetTokens, before));
    if (nothingIn(context.slice(0, cut)) && !isAutomatic(request.trigger)) cut = findCutPoint(context, 0);
    const covered = context.slice(0, cut);
    if (nothingIn(covered)) throw new NothingToSummarize();
    const recipe = this.deps.recipes.get(COMPACT_RECIPE);
    const system = renderRecipe(recipe, {
      ...request.variables,
      args: request.instructions ? { focus: request.instructions } : {},
      conversation: conversation.recipeView()
    }).trim();
    const room = Math.floor(this.deps.contextWindow * 0.75) - textTokens(system);
    let blocks = trimOldest(transcriptBlocks(covered), room);
    const call = () => this.deps.model.complete({
      ...request.signal ? { signal: request.signal } : {},
      model: this.deps.summaryModel,
      messages: [
        { role: "system", content: system },
        { role: "user", content: transcriptText(blocks) }
      ]
    });
    let response;
    this.deps.progress?.(
      `compacting conversation ${conversation.id}: summarizing ${covered.length} messages (${before} tokens in context)`
    );
    try {
      response = await call();
    } catch (error) {
      if (request.signal?.aborted) throw error;
      this.deps.logger.warn(
        `conversation ${conversation.id}: the summarizer failed (${describeError(error)}); retrying once with the oldest half of its input left out`
      );
      blocks = trimOldest(blocks, Math.floor(textTokens(transcriptText(blocks)) / 2));
      response = await call();
    }
    const text = response.message.content?.trim();
    if (!text) throw failure("the summarizer returned an empty answer");
    const summary = withLedger(text, covered, ledgerBudget(this.deps.contextWindow));
    return {
      pending: this.summaryEntry(conversation, summary, context[cut]?.entryId ?? null, request),
      usage: response.usage
    };
  }
  summaryEntry(conversation, summary, firstKept, request) {
    const entry = {
      type: "compaction",
      summary,
      first_kept_entry_id: firstKept,
      tokens_before: conversation.contextTokens(),
      tokens_after: 0,
      strategy: "summarize",
      recipe: request.summary !== void 0 ? request.invokedRecipe ?? COMPACT_RECIPE : COMPACT_RECIPE
    };
    entry.tokens_after = simulate(conversation.entries, entry);
    return { entry, summary, tokensAfter: entry.tokens_after };
  }
  async afterCompact(payload, summary, tokensBefore, tokensAfter) {
    if (!this.deps.hooks.handles("after_compact")) return [];
    const result = await this.deps.hooks.emit(
      "after_compact",
      payload("after_compact", { summary, tokens_before: tokensBefore, tokens_after: tokensAfter })
    );
    return result?.messages ?? [];
  }
};
var NothingToSummarize = class extends BatonError {
  constructor(reason = "there is nothing before the recent turns to summarize") {
    super("input", reason);
    this.name = "NothingToSummarize";
  }
};
function nothingNewSinceSummary(entries) {
  for (let i = entries.length - 1; i >= 0; i--) {
    const e = known(entries[i]);
    if (e?.type === "compaction" && !masksInPlace(e) || e?.type === "stack_pop") return true;
    if (e?.type === "message" || e?.type === "mutation") return false;
  }
  return false;
}
function simulate(entries, entry) {
  const probe = { ...entry, id: "\0pending", parent_id: null, timestamp: "" };
  return contextTokens(buildContext([...entries, probe]));
}
function isAutomatic(trigger) {
  return trigger === "auto" || trigger === "stop";
}
function unchanged(request, reason, warnings, usage) {
  return { status: "unchanged", trigger: request.trigger, reason, warnings, usage };
}

// src/engine/compaction/swap-context.ts
var MIN_SWAP_SUMMARY_CHARS = 20;
var MAX_SWAP_SUMMARY_SHARE = 0.1;
function swapContext(service) {
  return (run) => async (payload) => {
    const summary = String(payload.response ?? "").trim();
    if (!summary) {
      run.logger.warn(
        `swap_context: the ${run.recipe.name} run gave an empty answer; the context is left as it was`
      );
      return void 0;
    }
    const refused = refusal2(run, summary);
    if (refused) {
      const reason = `swap_context refused the ${run.recipe.name} run's answer as a summary: ${refused}; the context is left as it was`;
      run.logger.warn(reason);
      run.outcome.status = "failed";
      run.outcome.reason = reason;
      return void 0;
    }
    const result = await service.compact(run.conversation, {
      strategy: "summarize",
      trigger: run.request.invokedBy === "callback" ? "callback" : "manual",
      summary,
      targetTokens: Math.floor(run.limits.compactThreshold * run.limits.contextWindow),
      invokedBy: run.request.invokedBy ?? "main",
      invokedRecipe: run.recipe.name
    });
    recordCompaction(run, result);
    return void 0;
  };
}
function refusal2(run, summary) {
  if (summary.length < MIN_SWAP_SUMMARY_CHARS)
    return `${summary.length} characters are too short to stand for the conversation (at least ${MIN_SWAP_SUMMARY_CHARS})`;
  const tokens = textTokens(summary);
  const replaced = run.conversation.contextTokens() - tokens;
  const cap = Math.floor(MAX_SWAP_SUMMARY_SHARE * run.limits.contextWindow);
  if (tokens > cap)
    return `${tokens} tokens are more than a summary may take (a tenth of the ${run.limits.contextWindow}-token window: ${cap})`;
  if (tokens >= replaced) return `${tokens} tokens are no shorter than the ${replaced} it would replace`;
  return void 0;
}

// src/engine/hooks/executable.ts
import { constants as constants3 } from "node:fs";
import { access as access2, readdir as readdir2, stat as stat2 } from "node:fs/promises";
import { basename, join as join2 } from "node:path";
var DEFAULT_HOOK_TIMEOUT_MS = 1e4;
function runHook(sandbox, path3, args, opts) {
  const job = { workspace: opts.cwd, readOnly: [path3], network: false, env: safeEnv() };
  return runSandboxed(sandbox, path3, args, job, {
    timeoutMs: opts.timeoutMs,
    ...opts.input !== void 0 ? { input: opts.input } : {}
  });
}
async function discoverExecutableHooks(dirs, opts) {
  const hooks = [];
  const timeoutMs = opts.timeoutMs ?? DEFAULT_HOOK_TIMEOUT_MS;
  let sandbox;
  for (const dir of dirs) {
    const names = (await readdir2(dir).catch(() => [])).sort();
    for (const name of names) {
      if (/\.(m?js|md|json|txt)$/.test(name) || name.startsWith(".")) continue;
      const path3 = join2(dir, name);
      const isFile = await stat2(path3).then(
        (s) => s.isFile(),
        () => false
      );
      const executable = await access2(path3, constants3.X_OK).then(
        () => true,
        () => false
      );
      if (!isFile || !executable) continue;
      if (!sandbox) {
        const choice = await (opts.sandbox ?? new ProgramSandbox("auto", opts.cwd)).choice();
        if ("refused" in choice) {
          opts.logger.warn(`executable hooks are skipped: ${choice.refused}`);
          return [];
        }
        sandbox = choice.sandbox;
      }
      const r = await runHook(sandbox, path3, ["hook"], { cwd: opts.cwd, timeoutMs });
      if (r.code !== 0) {
        opts.logger.warn(
          `hook ${name}: \`${name} hook\` ${describeFailure(r, timeoutMs)}; the hook is skipped`
        );
        continue;
      }
      const events = /* @__PURE__ */ new Set();
      for (const line of r.stdout.split("\n").map((l) => l.trim()).filter(Boolean)) {
        if (isHookEvent(line)) events.add(line);
        else opts.logger.warn(`hook ${name}: unknown event "${line}" ignored`);
      }
      if (events.size) hooks.push({ name: basename(path3), path: path3, events });
    }
  }
  return hooks;
}
function describeFailure(r, timeoutMs) {
  if (r.timedOut) return `timed out after ${timeoutMs / 1e3} s`;
  if (r.error) return `could not be started (${r.error.code ?? r.error.message})`;
  const tail = r.stderr.trim().split("\n").at(-1);
  return `exited with ${r.code ?? "a signal"}${tail ? ` (${tail.slice(0, 200)})` : ""}`;
}

// src/engine/hooks/extensions.ts
import { readdir as readdir3 } from "node:fs/promises";
import { join as join3 } from "node:path";
import { pathToFileURL } from "node:url";
var Extensions = class {
  constructor(hooks, host, logger, setupTimeoutMs = DEFAULT_HOOK_TIMEOUT_MS) {
    this.hooks = hooks;
    this.logger = logger;
    this.setupTimeoutMs = setupTimeoutMs;
    this.api = {
      on: (event, handler) => {
        this.hooks.register(event, this.loading, handler, "extension");
      },
      command: (name, spec) => {
        if (this.commands.has(name))
          this.logger.warn(`extension ${this.loading}: command "${name}" is already defined; ignored`);
        else this.commands.set(name, { ...spec, source: this.loading });
      },
      saveEntry: (entry) => host.conversation().append(entry),
      rebuildContext: () => host.conversation().invalidate(),
      complete: (messages, options) => host.complete(messages, options?.system),
      get entries() {
        return host.conversation().entries;
      },
      get conversation() {
        return host.conversation();
      },
      model: host.model,
      contextWindow: host.contextWindow,
      get usage() {
        return host.usage();
      }
    };
  }
  hooks;
  logger;
  setupTimeoutMs;
  commands = /* @__PURE__ */ new Map();
  api;
  loading = "";
  /**
   * Runs one extension's setup; one that throws or does not finish within the
   * setup timeout is logged and skipped, like a failing hook.
   */
  async add(name, extension) {
    this.loading = name;
    let timer;
    const timedOut = new Promise((resolve2) => {
      timer = setTimeout(() => resolve2("timed out"), this.setupTimeoutMs);
    });
    try {
      const setup = Promise.resolve(extension(this.api));
      if (await Promise.race([setup, timedOut]) === "timed out") {
        this.logger.warn(
          `extension ${name} did not finish loading within ${this.setupTimeoutMs / 1e3} s; skipped`
        );
      }
    } catch (e) {
      this.logger.warn(`extension ${name} failed to load: ${e?.message ?? e}; skipped`);
    } finally {
      clearTimeout(timer);
      this.loading = "";
    }
  }
  /** `*.js` / `*.mjs` files in the folders, in name order. */
  async loadFrom(dirs) {
    for (const dir of dirs) {
      const names = (await readdir3(dir).catch(() => [])).filter((n) => /\.m?js$/.test(n)).sort();
      for (const name of names) {
        let mod;
        try {
          mod = await import(pathToFileURL(join3(dir, name)).href);
        } catch (e) {
          this.logger.warn(`extension ${name} could not be imported: ${e?.message ?? e}; skipped`);
          continue;
        }
        if (typeof mod.default !== "function") {
          this.logger.warn(`extension ${name} has no default export function; skipped`);
          continue;
        }
        await this.add(name, mod.default);
      }
    }
  }
};

// src/engine/hooks/runner.ts
var RANK = {
  recipe: 0,
  extension: 1,
  executable: 2,
  default: 3
};
var HookRunner = class {
  constructor(opts) {
    this.opts = opts;
    this.sandbox = opts.sandbox ?? new ProgramSandbox("auto", opts.cwd);
    for (const hook of opts.executables ?? [])
      for (const event of hook.events)
        this.add({
          source: hook.name,
          event,
          rank: RANK.executable,
          call: (p) => this.runExecutable(hook, p)
        });
  }
  opts;
  handlers = [];
  sandbox;
  /** Adds an in-process handler; returns the function that removes it. */
  register(event, source, handler, priority = "extension") {
    const entry = { source, event, rank: RANK[priority], call: async (p) => handler(p) };
    this.add(entry);
    return () => {
      this.handlers = this.handlers.filter((h) => h !== entry);
    };
  }
  handles(event) {
    return this.handlers.some((h) => h.event === event);
  }
  /** Runs every handler of the event; the first non-empty valid answer wins. */
  async emit(event, payload) {
    let winner;
    for (const h of this.handlers) {
      if (h.event !== event) continue;
      const result = await this.answer(h, event, payload);
      if (result === void 0) continue;
      if (winner)
        this.opts.logger.warn(
          `hooks ${winner.source} and ${h.source} both answered ${event}; ${winner.source}'s answer is used`
        );
      else winner = { source: h.source, result };
    }
    return winner?.result;
  }
  /** `context` handlers chain: each sees the messages the one before it returned. */
  async chainContext(payload, messages) {
    let current = messages;
    for (const h of this.handlers) {
      if (h.event !== "context") continue;
      const result = await this.answer(h, "context", { ...payload, messages: current });
      if (result) current = result.messages;
    }
    return current;
  }
  add(h) {
    this.handlers.push(h);
    this.handlers.sort((a, b) => a.rank - b.rank);
  }
  async answer(h, event, payload) {
    let raw;
    try {
      raw = await h.call(payload);
    } catch (e) {
      this.opts.logger.warn(
        `hook ${h.source} (${event}) failed: ${e?.message ?? e}; no action taken`
      );
      return void 0;
    }
    if (isEmptyResult(raw)) return void 0;
    const parsed = ResultSchemas[event].safeParse(raw);
    if (!parsed.success) {
      const problem = describeIssues(parsed.error.issues, "result");
      this.opts.logger.warn(
        `hook ${h.source} (${event}) answered something that does not fit (${problem}); no action taken`
      );
      return void 0;
    }
    return parsed.data;
  }
  async runExecutable(hook, payload) {
    const timeoutMs = this.opts.timeoutMs ?? DEFAULT_HOOK_TIMEOUT_MS;
    const choice = await this.sandbox.choice();
    if ("refused" in choice) throw new Error(choice.refused);
    const sent = this.opts.redactor ? this.opts.redactor.redactDeep(payload) : payload;
    const r = await runHook(choice.sandbox, hook.path, ["run"], {
      input: JSON.stringify(sent),
      cwd: this.opts.cwd,
      timeoutMs
    });
    if (r.timedOut || r.code !== 0) throw new Error(describeFailure(r, timeoutMs));
    const text = r.stdout.trim();
    if (!text) return void 0;
    try {
      return JSON.parse(text);
    } catch {
      throw new Error(`printed invalid JSON: ${JSON.stringify(text.slice(0, 120))}`);
    }
  }
};

// src/engine/runtime.ts
function createRuntime(config, ports) {
  return Runtime.create({ ...config, ...ports });
}
var Runtime = class _Runtime {
  constructor(opts, recipes, hooks, extensions, model, redactor, sandbox) {
    this.opts = opts;
    this.recipes = recipes;
    this.hooks = hooks;
    this.extensions = extensions;
    this.model = model;
    this.redactor = redactor;
    this.sandbox = sandbox;
    this.compaction = new CompactionService({
      model: this.redactingModel(),
      summaryModel: opts.settings.summaryModel ?? opts.settings.model,
      contextWindow: opts.contextWindow,
      recipes,
      hooks,
      logger: opts.logger,
      workspace: opts.workspace,
      ...opts.progress ? { progress: opts.progress } : {}
    });
    this.builtins = { swap_context: swapContext(this.compaction), ...opts.builtins };
  }
  opts;
  recipes;
  hooks;
  extensions;
  model;
  redactor;
  sandbox;
  current;
  spent = NO_USAGE;
  /** Every model call of this process, priced by the model that answered. */
  cost = new CostMeter();
  /** The one compaction service behind every trigger. */
  compaction;
  /** Handlers recipes can name in their frontmatter. */
  builtins;
  /** Use createRuntime(). */
  static async create(config) {
    const [recipes, , window] = await Promise.all([
      loadRecipes({ builtinDir: builtinRecipesDir(), repoDir: config.recipesDir }),
      loadTokenizer(),
      config.contextWindow ?? resolveContextWindow(config.settings.model, void 0, config.model, config.logger).then(
        (w) => w.tokens
      )
    ]);
    const opts = { ...config, contextWindow: window };
    if (opts.settings.maxRunCost > 0 && !catalogModel(opts.settings.model)?.pricing) {
      opts.logger.warn(
        `max-run-cost is set, but the models.dev catalog has no price for model "${opts.settings.model}": the dollar budget cannot be kept (max-run-tokens can)`
      );
    }
    const timeoutMs = opts.settings.hookTimeout * 1e3;
    const sandbox = new ProgramSandbox(opts.settings.shellSandbox, opts.workspace, {
      hidden: opts.hiddenPaths ?? [],
      onRefused: (reason) => opts.logger.warn(`programs (shell, executable hooks) are refused: ${reason}`)
    });
    const executables = await discoverExecutableHooks(opts.hookDirs, {
      cwd: opts.workspace,
      logger: opts.logger,
      timeoutMs,
      sandbox
    });
    const redactor = new Redactor(opts.secrets ?? []);
    const hooks = new HookRunner({
      logger: opts.logger,
      cwd: opts.workspace,
      executables,
      timeoutMs,
      redactor,
      sandbox
    });
    const model = opts.model;
    let runtime;
    const extensions = new Extensions(
      hooks,
      {
        conversation: () => runtime.conversation,
        complete: (messages, system) => runtime.complete(messages, system),
        model: opts.settings.model,
        contextWindow: opts.contextWindow,
        usage: () => runtime.spent
      },
      opts.logger,
      timeoutMs
    );
    runtime = new _Runtime(opts, recipes, hooks, extensions, model, redactor, sandbox);
    for (const [name, ext] of Object.entries(opts.builtinExtensions ?? {})) await extensions.add(name, ext);
    await extensions.loadFrom(opts.hookDirs);
    return runtime;
  }
  get conversation() {
    if (!this.current) throw new Error("no conversation is open");
    return this.current;
  }
  /** The open conversation, if any. */
  get openConversation() {
    return this.current;
  }
  /** Makes the conversation current (for extensions) and redacts what is appended to it. */
  use(conversation) {
    conversation.redact = (value) => this.redactor.redactDeep(value);
    if (this.opts.clock) conversation.clock = this.opts.clock;
    this.current = conversation;
    return conversation;
  }
  agent(conversation, {
    reviewComments,
    ...extra
  } = {}) {
    const { opts } = this;
    this.use(conversation);
    return new Agent({
      conversation,
      model: this.redactingModel(),
      recipes: this.recipes,
      hooks: this.hooks,
      tools: {
        workspace: opts.workspace,
        sandbox: this.sandbox,
        ...opts.github ? { github: opts.github } : {},
        ...reviewComments ? { reviewComments } : {}
      },
      limits: {
        model: opts.settings.model,
        contextWindow: this.opts.contextWindow,
        maxTurns: opts.settings.maxTurns,
        maxRunTokens: opts.settings.maxRunTokens,
        maxRunCost: opts.settings.maxRunCost,
        spentUsd: () => this.cost.spentUsd(),
        runTimeoutMs: opts.settings.runTimeoutMinutes * 6e4,
        maxToolCallsPerTurn: opts.settings.maxToolCallsPerTurn,
        compactThreshold: opts.settings.compactThreshold,
        stopCompactThreshold: opts.settings.stopCompactThreshold
      },
      logger: opts.logger,
      builtins: this.builtins,
      compaction: new RunCompaction(
        this.compaction,
        {
          strategy: opts.settings.compactStrategy,
          contextWindow: opts.contextWindow,
          compactThreshold: opts.settings.compactThreshold,
          stopCompactThreshold: opts.settings.stopCompactThreshold
        },
        extra.variables
      ),
      ...opts.progress ? { onProgress: opts.progress } : {},
      ...extra
    });
  }
  /**
   * A compaction asked for by a person (`/compact`, `baton compact`): it
   * summarizes unless told otherwise, aiming under the pre-LLM threshold.
   */
  compact(conversation, request = {}) {
    this.use(conversation);
    return this.compaction.compact(conversation, {
      strategy: MANUAL_STRATEGY,
      trigger: "manual",
      targetTokens: Math.floor(this.opts.settings.compactThreshold * this.opts.contextWindow),
      ...request
    });
  }
  /** A plain completion (extensions, summaries): the run's model, no tools. */
  async complete(messages, system, model = this.opts.settings.model) {
    const all = system ? [{ role: "system", content: system }, ...messages] : messages;
    const response = await this.redactingModel().complete({ model, messages: all });
    this.spent = addUsage(this.spent, response.usage);
    return response.message.content ?? "";
  }
  /** Every request leaves through the redactor (secrets never reach the model) and is priced on its way back. */
  redactingModel() {
    const { model, redactor, cost } = this;
    return {
      complete: async (request) => {
        const response = await model.complete({
          ...request,
          messages: redactor.redactDeep(request.messages)
        });
        cost.add(request.model, response.usage);
        return response;
      }
    };
  }
};

// src/extensions/pop.ts
var POP_PROMPT = `You are folding a stretch of a conversation into a short record, because the user chose to set that work aside and return to where the conversation stood before it. The messages that follow are the work being set aside.

Write a concise record of it for whoever carries on: what was asked, what was tried, what was found (exact file paths, commands, error messages, identifiers), what was decided, and what was left unfinished. Keep the user's own requests word for word as quotes. Output only the record, no preamble.`;
var PRE_POP_PROMPT = `You are summarizing the beginning of a conversation, up to a point the user is returning to. Later work has been set aside and is summarized separately; describe only the messages that follow.

Write a concise summary for whoever carries on: the objective, every instruction the users gave (quoted word for word), decisions, files and identifiers, errors, and where things stood at the end. Output only the summary, no preamble.`;
var popExtension = (api) => {
  api.command("pop", {
    usage: "[n]",
    description: "fold user turn N (default: the last) and the work after it into a summary, and return to before it",
    handler: ({ args }) => pop(api, args)
  });
};
async function pop(api, args) {
  const entries = api.entries;
  const turns = turnsOnTheStack(entries);
  if (!turns.length) throw inputError("the conversation has no user turns to pop");
  if (args.length > 1) throw inputError(`takes one user turn number at most (got "${args.join(" ")}")`);
  const n = args[0] === void 0 ? turns.length : /^\d+$/.test(args[0]) ? Number(args[0]) : Number.NaN;
  if (!Number.isInteger(n) || n < 1 || n > turns.length)
    throw inputError(`N must be a user turn from 1 to ${turns.length} (got "${args[0]}")`);
  const back = turns[n - 1];
  const backId = entries[back].id;
  await checkWritable(api.conversation.file);
  const before = buildContext(entries);
  const crossing = !before.some((m) => m.entryId === backId);
  const summary = await summarize(api, POP_PROMPT, buildContext(ownStretch(entries.slice(back))));
  const kept = crossing ? buildContext(entries.slice(0, back)) : [];
  const prePop = crossing ? withLedger(await summarize(api, PRE_POP_PROMPT, kept), kept, ledgerBudget(api.contextWindow)) : void 0;
  await api.saveEntry({
    type: "stack_pop",
    back_to_entry_id: backId,
    summary,
    ...prePop !== void 0 ? { pre_pop_summary: prePop } : {}
  });
  api.rebuildContext();
  const after2 = api.conversation.context();
  return `popped ${api.conversation.id} back to before user turn ${n} of ${turns.length}: entries ${before.length} \u2192 ${after2.length}, tokens ${contextTokens(before)} \u2192 ${contextTokens(after2)}${crossing ? " (with a pre-pop summary of what came before)" : ""}`;
}
function turnsOnTheStack(entries) {
  const position = /* @__PURE__ */ new Map();
  const depth = new Int32Array(entries.length + 1);
  for (let i = 0; i < entries.length; i++) {
    const e = known(entries[i]);
    position.set(entries[i].id, i);
    if (e?.type !== "stack_pop") continue;
    const back = position.get(e.back_to_entry_id);
    if (back === void 0) continue;
    depth[back]++;
    depth[i]--;
  }
  const out = [];
  let popped = 0;
  for (let i = 0; i < entries.length; i++) {
    popped += depth[i];
    const e = known(entries[i]);
    if (popped === 0 && e?.type === "message" && e.message.role === "user") out.push(i);
  }
  return out;
}
function ownStretch(stretch) {
  const out = [];
  for (const raw of stretch) {
    const e = known(raw);
    if (e?.type === "compaction") continue;
    if (e?.type === "stack_pop" && e.pre_pop_summary !== void 0) {
      const { pre_pop_summary: _, ...rest } = e;
      out.push(rest);
    } else out.push(raw);
  }
  return out;
}
async function summarize(api, system, messages) {
  if (!messages.length) return "(nothing)";
  const room = Math.floor(api.contextWindow * 0.75) - textTokens(system);
  const blocks = trimOldest(transcriptBlocks(messages), room);
  const text = await api.complete([{ role: "user", content: transcriptText(blocks) }], { system });
  const trimmed = text.trim();
  if (!trimmed) throw failure("the model returned an empty summary");
  return trimmed;
}

// src/extensions/index.ts
var BUILTIN_EXTENSIONS = { pop: popExtension };

export {
  createRuntime,
  BUILTIN_EXTENSIONS
};
