#!/usr/bin/env node
import { createRequire as __batonCreateRequire, isBuiltin as __batonIsBuiltin } from 'node:module';
const __batonRequire = __batonCreateRequire(import.meta.url);
const __batonMissing = (id) => Object.assign(new Error("Cannot find module '" + id + "'"), { code: 'MODULE_NOT_FOUND' });
const require = Object.assign((id) => { if (__batonIsBuiltin(id)) return __batonRequire(id); throw __batonMissing(id); },
  { resolve: (id) => { if (__batonIsBuiltin(id)) return id; throw __batonMissing(id); } });
import {
  conversationId
} from "./chunk-65SRRURE.js";
import {
  markdownBlocks
} from "./chunk-VG6NTNDE.js";
import {
  cleanLine,
  stripUntrusted
} from "./chunk-X35GRJNR.js";
import {
  describeGitHubError
} from "./chunk-ZC77DGTH.js";
import {
  cut,
  failure
} from "./chunk-NAPB6JLA.js";

// src/action/review/diff-hunks.ts
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

// src/action/github/subject.ts
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

// src/action/events/markers.ts
var STATUS_MARKER = "<!-- baton:status -->";
var BATON_MARKER = "<!-- baton -->";
var isBatonBody = (body) => (body ?? "").includes(BATON_MARKER) || (body ?? "").includes(STATUS_MARKER);

// src/action/github/comment-body.ts
var MAX_COMMENT_CHARS = 65536;
var NOTE_ROOM = 200;
function sealBody(redactor, body) {
  const fitted = fitComment(body, MAX_COMMENT_CHARS - BATON_MARKER.length - 1, (t) => redactor.redact(t));
  return `${fitted}
${BATON_MARKER}`;
}
function fitComment(body, max = MAX_COMMENT_CHARS, redact) {
  return cut(body, max, {
    room: NOTE_ROOM,
    note: (more, head) => `${closing(head)}

_(Truncated: ${more} more characters did not fit in a GitHub comment.)_`,
    ...redact ? { redact } : {}
  });
}
function contained(text, redact) {
  return closed(redact(text));
}
function closed(text) {
  let shown = text;
  let elements = htmlElements(shown);
  for (let pass = 0; elements.strays.length && pass < MAX_STRAY_PASSES; pass++) {
    shown = escapedAt(shown, elements.strays);
    elements = htmlElements(shown);
  }
  return `${shown}${closing(shown, elements.open)}`;
}
var MAX_STRAY_PASSES = 3;
function escapedAt(text, positions) {
  const pieces = [];
  let from = 0;
  for (const at of positions) {
    pieces.push(text.slice(from, at), "&lt;");
    from = at + 1;
  }
  pieces.push(text.slice(from));
  return pieces.join("");
}
function closing(text, elements = htmlElements(text).open) {
  const { open } = markdownBlocks(text.split("\n"));
  const closers = elements.length ? `

${elements.map((tag) => `</${tag}>`).join("")}
` : "";
  if (open.fence !== void 0) return `
${open.fence}${closers}`;
  return open.comment ? ` -->${closers}` : closers;
}
var ELEMENTS = new Set(
  "details summary div table thead tbody tfoot tr td th caption blockquote ul ol li dl dt dd pre p section article aside header footer nav center h1 h2 h3 h4 h5 h6 a b i u s em strong small big span sub sup ins del strike kbd code samp var tt q cite dfn abbr mark font ruby rt rp bdi bdo".split(" ")
);
var TAG = /<(\/?)([A-Za-z][A-Za-z0-9]*)(?:\s[^<>]*)?>/g;
function htmlElements(text) {
  const lines = text.split("\n");
  const { prose, html, inComment } = markdownBlocks(lines);
  const open = [];
  const counts = /* @__PURE__ */ new Map();
  const strays = [];
  const scan = (from, to, offset2, spans) => scanText(lines.slice(from, to).join("\n"), offset2, spans);
  const scanText = (part, offset2, spans) => {
    for (const m of maskedCodeAndComments(part, spans).matchAll(TAG)) {
      const [tag, slash, name] = m;
      const lower = name.toLowerCase();
      if (!ELEMENTS.has(lower)) continue;
      if (!slash) {
        if (tag.endsWith("/>")) continue;
        open.push(lower);
        counts.set(lower, (counts.get(lower) ?? 0) + 1);
      } else if (counts.get(lower)) {
        for (let closing2 = open.pop(); ; closing2 = open.pop()) {
          counts.set(closing2, counts.get(closing2) - 1);
          if (closing2 === lower) break;
        }
      } else strays.push(offset2 + m.index);
    }
  };
  const blank = (k) => lines[k].trim() === "";
  const indented = (k) => /^(?: {4}|\t)/.test(lines[k]);
  const paragraph = (k) => prose[k] && !html[k] && !blank(k) && !indented(k) && !BLOCK_START.test(lines[k]);
  let offset = 0;
  let code = false;
  for (let k = 0; k < lines.length; ) {
    code = blank(k) ? code : (code || k === 0 || blank(k - 1)) && indented(k);
    let end = k + 1;
    if (!code && prose[k] && !html[k] && !blank(k)) while (end < lines.length && paragraph(end)) end++;
    const length = lines.slice(k, end).join("\n").length + 1;
    if (prose[k] && !code) scan(k, end, offset, !html[k]);
    else if (inComment[k]) {
      const after = lines[k].indexOf("-->") + 3;
      if (after >= 3) scanText(lines[k].slice(after), offset + after, true);
    }
    offset += length;
    k = end;
  }
  return { open: open.toReversed(), strays };
}
var BLOCK_START = /^ {0,3}(?:[-*+]|\d{1,9}[.)]|>|#{1,6})(?:[ \t]|$)/;
function maskedCodeAndComments(text, spans) {
  const chars = text.split("");
  const blank = (from, to) => chars.fill(" ", from, to);
  const runs = [];
  for (let i = 0; spans && i < text.length; ) {
    let j = i;
    while (text[j] === "`") j++;
    if (j > i) runs.push({ at: i, length: j - i });
    i = Math.max(j, i + 1);
  }
  const byLength = /* @__PURE__ */ new Map();
  for (const [k, r] of runs.entries()) {
    const same = byLength.get(r.length);
    if (same) same.push(k);
    else byLength.set(r.length, [k]);
  }
  const pointer = /* @__PURE__ */ new Map();
  for (let k = 0; k < runs.length; ) {
    const run = runs[k];
    const same = byLength.get(run.length);
    let p = pointer.get(run.length) ?? 0;
    while (p < same.length && same[p] <= k) p++;
    pointer.set(run.length, p);
    if (p === same.length) {
      k++;
      continue;
    }
    const end = runs[same[p]];
    blank(run.at, end.at + end.length);
    k = same[p] + 1;
  }
  const masked = chars.join("");
  for (let at = masked.indexOf("<!--"); at >= 0; ) {
    const end = masked.indexOf("-->", at + 4);
    const stop = end < 0 ? masked.length : end + 3;
    blank(at, stop);
    at = masked.indexOf("<!--", stop);
  }
  return chars.join("");
}
function withOffDiff(body, comments, heading, redact) {
  if (comments.length === 0) return body;
  const items = comments.map((c) => {
    const lines = c.line ? `:${c.start_line === void 0 ? "" : `${c.start_line}-`}${c.line}` : "";
    const where = `${c.path}${lines}`;
    return `- \`${redact(where)}\`: ${indent(contained(c.body, redact))}`;
  });
  return `${contained(body, redact).trimEnd()}

#### ${heading}

${items.join("\n")}`;
}
var indent = (text) => text.replace(/\n(?!\n)/g, "\n  ");

export {
  parseDiffHunks,
  inDiff,
  conversationOfComment,
  conversationIdOf,
  readSubject,
  readDiff,
  STATUS_MARKER,
  isBatonBody,
  sealBody,
  contained,
  closed,
  withOffDiff
};
