#!/usr/bin/env node
import { createRequire as __batonCreateRequire, isBuiltin as __batonIsBuiltin } from 'node:module';
const __batonRequire = __batonCreateRequire(import.meta.url);
const __batonMissing = (id) => Object.assign(new Error("Cannot find module '" + id + "'"), { code: 'MODULE_NOT_FOUND' });
const require = Object.assign((id) => { if (__batonIsBuiltin(id)) return __batonRequire(id); throw __batonMissing(id); },
  { resolve: (id) => { if (__batonIsBuiltin(id)) return id; throw __batonMissing(id); } });
import {
  ReviewComments
} from "./chunk-KDOBS2VP.js";
import {
  octokitReader
} from "./chunk-SLGUDFZB.js";
import {
  cliRuntime
} from "./chunk-46BQLDKV.js";
import {
  isSecretFile
} from "./chunk-CIO6OQ4L.js";
import "./chunk-VONEJLLM.js";
import "./chunk-EXTAXSNO.js";
import "./chunk-LREC5TCF.js";
import "./chunk-RKADV6FR.js";
import {
  cliGitHub,
  githubTarget
} from "./chunk-DOLLZC4U.js";
import "./chunk-PSIYHUHG.js";
import "./chunk-7XJGNHOA.js";
import {
  newLocalConversationId,
  requireApiKey
} from "./chunk-CEHLSCFD.js";
import "./chunk-FZ6RKCAM.js";
import "./chunk-TCHTOWWM.js";
import "./chunk-PM4AM5FU.js";
import "./chunk-ZGJSBKUJ.js";
import "./chunk-MIKY3DZF.js";
import "./chunk-YGW6KKTC.js";
import {
  conversationChoice,
  keyValues
} from "./chunk-ECOVEXRL.js";
import {
  readSubject
} from "./chunk-4P3MF5RZ.js";
import {
  cleanLine
} from "./chunk-HZICW6AM.js";
import "./chunk-WHURTW2Q.js";
import "./chunk-YIVIGHPU.js";
import "./chunk-65SRRURE.js";
import "./chunk-NKMPDPL7.js";
import "./chunk-6JB4IZIW.js";
import "./chunk-KSGEOSMP.js";
import "./chunk-RVBPVW37.js";
import "./chunk-JKP3GOEL.js";
import "./chunk-NCCJCY5N.js";
import "./chunk-VRTERC6J.js";
import "./chunk-IIMBTC7R.js";
import "./chunk-LKXSXHTS.js";
import "./chunk-P476LJMF.js";
import "./chunk-T2KRTBNV.js";
import "./chunk-PH4XEHJT.js";
import "./chunk-B4WSINGS.js";
import "./chunk-EBJBY5JQ.js";
import {
  known
} from "./chunk-HRV54FJ4.js";
import "./chunk-3CFVIEAH.js";
import {
  CLI_NAMES,
  describeGitHubError
} from "./chunk-ZCI4HNYG.js";
import "./chunk-23J27CLP.js";
import "./chunk-CPJE2D24.js";
import "./chunk-IWIHM2BB.js";
import "./chunk-BKAG5NPA.js";
import "./chunk-SJZDYVL2.js";
import "./chunk-FAT4S3CS.js";
import "./chunk-CYLLQ5Y7.js";
import {
  renderRecipe
} from "./chunk-FHJ4YSCS.js";
import {
  EDIT_TOOLS
} from "./chunk-ZQYUS7CZ.js";
import "./chunk-Z7IASYN5.js";
import "./chunk-YU4EEEZD.js";
import "./chunk-GGSRGHFL.js";
import "./chunk-NALBFLIG.js";
import "./chunk-7YP47LAM.js";
import {
  beginsPrivateKey
} from "./chunk-JLUXB5JD.js";
import "./chunk-IFZNVEUW.js";
import "./chunk-FLXSCLV4.js";
import {
  formatUsd
} from "./chunk-HBY6AOVX.js";
import {
  BatonError,
  GitHubError,
  describeError,
  failure,
  usageError
} from "./chunk-VA2UHLEW.js";
import "./chunk-I5QNXST4.js";

// src/cli/local-change.ts
import { execFile } from "node:child_process";
import { posix } from "node:path";
import { promisify } from "node:util";
var LOCAL_CHANGE = 0;
var run = promisify(execFile);
async function git(cwd, args, okCodes = [0]) {
  try {
    const { stdout } = await run("git", args, { cwd, maxBuffer: 256 * 1024 * 1024, timeout: 6e4 });
    return stdout;
  } catch (error) {
    const e = error;
    if (typeof e.code === "number" && okCodes.includes(e.code)) return e.stdout ?? "";
    if (e.code === "ENOENT") throw usageError("--base needs git on the PATH");
    throw usageError(
      `--base: git ${args[0]} failed: ${cleanLine(e.stderr ?? String(error)) || "no reason given"}`
    );
  }
}
async function localChange(cwd, base) {
  if (!base.trim() || base.startsWith("-"))
    throw usageError(`--base needs a branch or commit; got "${base}"`);
  await git(cwd, ["rev-parse", "--is-inside-work-tree"]).catch(() => {
    throw usageError("--base reviews a git working tree: run it inside one");
  });
  const baseSha = (await git(cwd, ["rev-parse", "--verify", "--quiet", `${base}^{commit}`], [1])).trim();
  if (!baseSha) throw usageError(`--base ${base}: no such branch or commit in this repository`);
  const head = (await git(cwd, ["rev-parse", "HEAD"])).trim();
  const mergeBase = (await git(cwd, ["merge-base", baseSha, head], [1])).trim() || baseSha;
  const branch = (await git(cwd, ["rev-parse", "--abbrev-ref", "HEAD"])).trim();
  const trackedChanged = (await git(cwd, ["-c", "core.quotePath=false", "diff", "--name-only", "-z", mergeBase, "--"])).split("\0").filter(Boolean);
  const trackedSecrets = trackedChanged.filter((file) => isSecretFile(posix.basename(file)));
  const tracked = await git(cwd, [
    "-c",
    "core.quotePath=false",
    "diff",
    "--no-ext-diff",
    mergeBase,
    "--",
    // From the repository's root, as the names are, whatever folder the CLI runs in.
    ":(top)",
    ...trackedSecrets.map((file) => `:(top,exclude,literal)${file}`)
  ]);
  const untracked = (await git(cwd, ["-c", "core.quotePath=false", "ls-files", "-z", "--others", "--exclude-standard"])).split("\0").filter((file) => file && !isSecretFile(posix.basename(file)));
  const added = [];
  for (const file of untracked)
    added.push(await git(cwd, ["diff", "--no-ext-diff", "--no-index", "--", "/dev/null", file], [1]));
  const diff = tracked + added.join("");
  const changed = [...trackedChanged, ...untracked];
  const title = `the local changes on ${branch === "HEAD" ? `commit ${head.slice(0, 7)}` : branch}, not pushed`;
  const pr = {
    number: LOCAL_CHANGE,
    title,
    body: "",
    author: "",
    labels: [],
    state: "open",
    base,
    draft: false,
    base_sha: mergeBase,
    head_sha: head,
    changed_files: changed.map(cleanLine)
  };
  return { variables: { pr }, github: { reader: localReader(pr, diff) } };
}
function localReader(pr, diff) {
  const now = (/* @__PURE__ */ new Date()).toISOString();
  const notFound = (number) => new GitHubError(`#${number}: only the local change (number ${LOCAL_CHANGE}) is known here`, 404, false);
  const issue = {
    number: LOCAL_CHANGE,
    title: pr.title,
    body: "",
    state: "open",
    stateReason: null,
    author: void 0,
    labels: [],
    createdAt: now,
    updatedAt: now,
    comments: 0,
    pullRequest: { mergedAt: null }
  };
  return {
    issue: async (number) => {
      if (number !== LOCAL_CHANGE) throw notFound(number);
      return issue;
    },
    async *commentPages() {
    },
    pullCommits: async (number) => {
      if (number !== LOCAL_CHANGE) throw notFound(number);
      return { base: pr.base_sha, head: "the working tree" };
    },
    diff: async () => diff
  };
}

// src/cli/working-tree.ts
import { execFile as execFile2 } from "node:child_process";
import { promisify as promisify2 } from "node:util";
var run2 = promisify2(execFile2);
async function git2(cwd, args) {
  try {
    const { stdout } = await run2("git", ["-c", "core.quotePath=false", ...args], {
      cwd,
      maxBuffer: 64 * 1024 * 1024,
      timeout: 6e4
    });
    return stdout;
  } catch (error) {
    const e = error;
    return e.code === 1 && typeof e.stdout === "string" ? e.stdout : void 0;
  }
}
async function uncommitted(cwd) {
  const status = await git2(cwd, ["status", "--porcelain", "-z", "--untracked-files=all"]);
  if (status === void 0) return void 0;
  const paths = [];
  const entries = status.split("\0");
  for (let i = 0; i < entries.length; i++) {
    const entry = entries[i];
    if (entry.length < 4) continue;
    paths.push(entry.slice(3));
    if (entry[0] === "R" || entry[0] === "C") i++;
  }
  return paths;
}
async function assertCleanTree(cwd, allowDirty) {
  if (allowDirty) return;
  const dirty = await uncommitted(cwd);
  if (dirty === void 0)
    throw usageError(
      "this recipe edits files: run it inside a git working tree, so its changes can be seen and undone (or pass --allow-dirty)"
    );
  if (dirty.length === 0) return;
  const shown = dirty.slice(0, 5).map(cleanLine).join(", ");
  throw usageError(
    `the working tree has uncommitted changes (${dirty.length} ${dirty.length === 1 ? "file" : "files"}: ${shown}${dirty.length > 5 ? ", \u2026" : ""}); this recipe edits files, and your work would be mixed with the model's. Commit or stash them first, or pass --allow-dirty`
  );
}
async function diffSummary(cwd) {
  const numstat = await git2(cwd, ["diff", "--numstat", "-z", "HEAD", "--"]) ?? "";
  const rows = [];
  const parts = numstat.split("\0");
  for (let i = 0; i < parts.length; i++) {
    const m = /^(-|\d+)\t(-|\d+)\t(.*)$/s.exec(parts[i]);
    if (!m) continue;
    const path = m[3] === "" ? `${parts[i + 1]} \u2192 ${parts[i + 2]}` : m[3];
    if (m[3] === "") i += 2;
    rows.push({ path, added: m[1], removed: m[2] });
  }
  const untracked = (await git2(cwd, ["ls-files", "--others", "--exclude-standard", "-z"]) ?? "").split("\0").filter(Boolean);
  for (const path of untracked) {
    const stat = await git2(cwd, ["diff", "--no-index", "--numstat", "--", "/dev/null", path]) ?? "";
    const m = /^(-|\d+)\t(-|\d+)\t/.exec(stat);
    rows.push({ path: `${path} (new)`, added: m?.[1] ?? "-", removed: "0" });
  }
  if (rows.length === 0) return "no files changed\n";
  const count = (s) => s === "-" ? 0 : Number(s);
  const added = rows.reduce((n, r) => n + count(r.added), 0);
  const removed = rows.reduce((n, r) => n + count(r.removed), 0);
  const lines = rows.map(
    (r) => r.added === "-" ? `  ${cleanLine(r.path)}  (binary)` : `  ${cleanLine(r.path)}  +${r.added} \u2212${r.removed}`
  );
  return `${rows.length} ${rows.length === 1 ? "file" : "files"} changed, +${added} \u2212${removed}:
${lines.join("\n")}
`;
}

// src/cli/commands/run.ts
function spentLine(outcome) {
  const { input_tokens, output_tokens } = outcome.usage;
  const cost = outcome.costUsd === void 0 ? "cost unknown (no price for the model)" : formatUsd(outcome.costUsd);
  return `${outcome.turns} model ${outcome.turns === 1 ? "call" : "calls"}, ${input_tokens} tokens in, ${output_tokens} out, ${cost}`;
}
var isAnswer = (entry) => {
  const e = known(entry);
  return e?.type === "message" && e.message.role === "assistant";
};
function ready(recipe, variables, args) {
  try {
    renderRecipe(recipe, { ...variables, args, conversation: { id: "", turns: 0, tokens: 0 } });
  } catch (error) {
    const needs = /undefined variable "(pr|issue)\b/.exec(describeError(error))?.[1];
    if (!needs) throw error;
    throw usageError(
      needs === "pr" ? `recipe ${recipe.name} works on a pull request: give --base BRANCH for the working tree's change against that branch, or --pr OWNER/REPO#N (or its URL) for one on GitHub` : `recipe ${recipe.name} works on an issue: give --pr OWNER/REPO#N (or its URL) with the issue's number`
    );
  }
}
async function pullRequest(ctx, target) {
  const { owner, repo, number } = githubTarget(target, "--pr");
  const { octokit, redactor } = await cliGitHub(ctx, "--pr");
  let subject;
  try {
    subject = await readSubject(octokit, owner, repo, number);
  } catch (error) {
    const why = describeGitHubError(error instanceof BatonError ? error.cause : error, void 0, CLI_NAMES);
    throw failure(`could not read ${owner}/${repo}#${number}: ${redactor.redact(why)}`);
  }
  const pinned = /* @__PURE__ */ new Map();
  if (subject.kind === "pr")
    pinned.set(number, { commits: { base: subject.pr.base_sha, head: subject.pr.head_sha } });
  return {
    variables: subject.kind === "pr" ? { repo: `${owner}/${repo}`, pr: subject.pr } : { repo: `${owner}/${repo}`, issue: subject.issue },
    github: { reader: octokitReader(octokit, owner, repo), pinned }
  };
}
function lineComments(drafts) {
  return drafts.map((c) => {
    const where = `${c.path}:${c.start_line !== void 0 ? `${c.start_line}-` : ""}${c.line}${c.side === "LEFT" ? " (old)" : ""}`;
    const suggestion = c.suggestion === void 0 ? "" : `

suggested:
${c.suggestion.replace(/^/gm, "    ")}`;
    return `
${where}
${c.body}${suggestion}
`;
  }).join("");
}
async function runCommand(ctx) {
  const { io, store } = ctx;
  const choice = conversationChoice(ctx.args);
  const args = keyValues(ctx.args.options.arg);
  const recipe = ctx.args.options.recipe ?? "answer";
  const given = ctx.args.positionals.join(" ");
  const message = given || (recipe === "answer" ? (await io.readStdin?.() ?? "").trim() : "");
  if (!message && recipe === "answer") throw usageError("give a MESSAGE, or a recipe with -r NAME");
  const name = ctx.args.options.name;
  if (name && choice)
    throw usageError("--name starts a new conversation; it does not go with --follow or -c");
  requireApiKey(ctx);
  const { base, pr } = ctx.args.options;
  if (base !== void 0 && pr !== void 0)
    throw usageError("--base reviews your working tree, --pr a pull request on GitHub: give one of them");
  const subject = base !== void 0 ? await localChange(io.cwd, base) : pr !== void 0 ? await pullRequest(ctx, pr) : void 0;
  const runtime = await cliRuntime(ctx, subject?.github);
  const variables = subject?.variables ?? {};
  ready(runtime.recipes.get(recipe), variables, args);
  const edits = runtime.recipes.get(recipe).allowed_tools?.some((t) => EDIT_TOOLS.includes(t));
  if (edits) await assertCleanTree(io.cwd, ctx.args.options["allow-dirty"] === true);
  const reviewComments = runtime.recipes.get(recipe).output === "review" ? new ReviewComments(Infinity) : void 0;
  let conversation;
  const fresh = !choice;
  if (!choice) {
    const id = name ?? newLocalConversationId();
    conversation = await store.create(id);
    io.stderr(`conversation ${id}
`);
  } else conversation = await store.open("follow" in choice ? await store.follow() : choice.id);
  for (const w of conversation.warnings) io.stderr(`warning: ${w}
`);
  await store.assertWritable(conversation.id);
  const redact = (text) => runtime.redactor.redact(text);
  let streamed = false;
  const interrupt = new AbortController();
  const stopListening = io.onInterrupt?.(() => interrupt.abort());
  let pending = "";
  let holding = false;
  const agent = runtime.agent(conversation, {
    variables,
    ...reviewComments ? { reviewComments } : {},
    cancel: interrupt.signal,
    openConversation: (id) => store.open(id),
    // The answer streams to a terminal as it is written; piped, it comes whole.
    ...io.isTTY && !ctx.args.options.quiet ? {
      onText: (delta) => {
        streamed = true;
        pending += delta;
        holding ||= beginsPrivateKey(pending.slice(-(delta.length + 80)));
        if (holding) return;
        const end = pending.lastIndexOf("\n") + 1;
        if (end === 0) return;
        io.stdout(redact(pending.slice(0, end)));
        pending = pending.slice(end);
      }
    } : {}
  });
  const discardUnanswered = async () => {
    if (!fresh || conversation.entries.some(isAnswer)) return;
    await store.discard(conversation.id);
    io.stderr(`conversation ${conversation.id} discarded: the run failed before any answer
`);
  };
  let outcome;
  try {
    outcome = await agent.run({
      recipe,
      args,
      ...message ? { message } : {},
      trigger: "cli",
      runId: `cli-${Date.now()}`
    });
  } catch (error) {
    await discardUnanswered();
    throw error;
  } finally {
    stopListening?.();
  }
  if (outcome.status === "failed") await discardUnanswered();
  if (outcome.status === "cancelled") {
    if (streamed) io.stdout(`${redact(pending)}
`);
    io.stderr(
      `baton run: cancelled; what was said is saved in conversation ${conversation.id} (resume with -c ${conversation.id})
`
    );
    return 130;
  }
  if (!streamed) io.stdout(outcome.response ? `${redact(outcome.response)}
` : "");
  else io.stdout(`${redact(pending)}
`);
  if (reviewComments?.drafts.length) io.stdout(redact(lineComments(reviewComments.drafts)));
  if (edits) io.stderr(redact(await diffSummary(io.cwd)));
  if (!ctx.args.options.quiet) io.stderr(`${spentLine(outcome)}
`);
  if (outcome.reason) io.stderr(`baton run: ${redact(outcome.reason)}
`);
  return outcome.status === "done" ? 0 : 1;
}
export {
  runCommand
};
