#!/usr/bin/env node
import { createRequire as __batonCreateRequire, isBuiltin as __batonIsBuiltin } from 'node:module';
const __batonRequire = __batonCreateRequire(import.meta.url);
const __batonMissing = (id) => Object.assign(new Error("Cannot find module '" + id + "'"), { code: 'MODULE_NOT_FOUND' });
const require = Object.assign((id) => { if (__batonIsBuiltin(id)) return __batonRequire(id); throw __batonMissing(id); },
  { resolve: (id) => { if (__batonIsBuiltin(id)) return id; throw __batonMissing(id); } });
import {
  askStructured,
  describePullRequest
} from "./chunk-ZRXQ7XE7.js";
import {
  commandOutcome,
  commentBody,
  fenced,
  footerLine,
  parseDiffHunks,
  readDiff,
  readSubject,
  reportConversation,
  reportFailure,
  runRecipe
} from "./chunk-C5L5J5G4.js";
import {
  octokitReader,
  readFileAt
} from "./chunk-CYOMW7P5.js";
import {
  describeCompaction
} from "./chunk-XLGCPGES.js";
import {
  addToOutcome,
  clipBody,
  readComments
} from "./chunk-OKL7J72G.js";
import "./chunk-EXTAXSNO.js";
import "./chunk-VRM4EKRR.js";
import {
  commentFeedback
} from "./chunk-LYYAS3EJ.js";
import "./chunk-K3EZRPGF.js";
import "./chunk-MHDVE7FG.js";
import {
  commandHelp,
  isMemoryCommand,
  parseCommentCommand
} from "./chunk-QTUWMAS7.js";
import "./chunk-LNJ2K3G7.js";
import {
  conversationOfComment
} from "./chunk-5BRUUDXY.js";
import "./chunk-WT5VVKIU.js";
import {
  STATUS_MARKER
} from "./chunk-XKTSRJWU.js";
import {
  cleanPlainText,
  revealInvisible,
  stripUntrusted
} from "./chunk-6TAME3D3.js";
import "./chunk-YIVIGHPU.js";
import "./chunk-RQPUEPBW.js";
import "./chunk-G5UIKH6J.js";
import "./chunk-2DXMKYYZ.js";
import {
  describeGitHubError
} from "./chunk-ZFNUBQJN.js";
import "./chunk-23J27CLP.js";
import "./chunk-FAT4S3CS.js";
import "./chunk-Z7IASYN5.js";
import "./chunk-7YPOVWVY.js";
import "./chunk-KCZYM3RP.js";
import "./chunk-SIO4KYN3.js";
import "./chunk-FGD5CW52.js";
import {
  _enum,
  strictObject,
  string
} from "./chunk-MAU3G4ES.js";
import "./chunk-MVVMHIY3.js";
import {
  failure,
  inputError
} from "./chunk-VA2UHLEW.js";
import "./chunk-I5QNXST4.js";

// src/action/describe/changelog.ts
var CHANGELOG_SECTIONS = ["Added", "Changed", "Deprecated", "Removed", "Fixed", "Security"];
var ChangelogSchema = strictObject({
  section: _enum(CHANGELOG_SECTIONS),
  entry: string().trim().min(1).max(400)
});
var CHANGELOG = /(^|\/)CHANGELOG\.md$/i;
var UNRELEASED = /^##\s*\[unreleased\]/i;
function entryText({ section, entry }) {
  const line = entry.replace(/\s+/g, " ").replace(/^[-*]\s+/, "").trim();
  return `### ${section}
- ${line}`;
}
function unreleasedLine(text, diff, path) {
  const lines = text.split("\n");
  const index = lines.findIndex((l) => UNRELEASED.test(l));
  if (index === -1) return void 0;
  const shown = parseDiffHunks(diff).get(path)?.RIGHT.has(index + 1);
  return shown ? { line: index + 1, heading: lines[index].replace(/\r$/, "") } : void 0;
}
async function proposeChangelog(ctx, scene) {
  const { runner, octokit, logger } = ctx;
  const { number, pr } = scene.subject;
  const { value, outcome } = await askStructured(
    ctx,
    {
      conversation: scene.conversation,
      recipe: "changelog",
      trigger: scene.trigger,
      subject: scene.subject,
      ...scene.feedback ? { feedback: scene.feedback } : {}
    },
    ChangelogSchema
  );
  const entry = ctx.redactor.redact(entryText(value));
  const paste = `Proposed CHANGELOG entry, to go under \`## [Unreleased]\`:

${fenced(entry, "markdown")}`;
  const path = pr.changed_files.find((f) => CHANGELOG.test(f));
  if (!path) return { outcome, text: paste };
  const at = { owner: runner.owner, repo: runner.repo, base: pr.base_sha, head: pr.head_sha };
  const source = { octokit, owner: runner.owner, repo: runner.repo, logger };
  const [text, diff] = await Promise.all([readFileAt(source, path, pr.head_sha), readDiff(octokit, at)]);
  const place = text === void 0 ? void 0 : unreleasedLine(text, diff, path);
  if (!place || !scene.feedback)
    return {
      outcome,
      text: `${paste}

(\`${path}\` shows no \`## [Unreleased]\` line in this PR's diff to suggest on.)`
    };
  const posted = await scene.feedback.review(number, "Proposed CHANGELOG entry.", pr.head_sha, [
    {
      path,
      line: place.line,
      side: "RIGHT",
      body: commentBody({
        body: `**${value.section}**: the entry for this PR.`,
        suggestion: `${place.heading}

${entry}`
      })
    }
  ]);
  return { outcome, text: `Proposed the CHANGELOG entry as [a suggestion on \`${path}\`](${posted.url}).` };
}

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
      triggerCommentId: request.triggerCommentId,
      excludeTrigger: true,
      max: MAX_THREAD_COMMENTS,
      maxBodyChars: MAX_COMMENT_CHARS,
      // Baton's own progress notes are noise, not conversation.
      skip: (body) => body.trimStart().startsWith(STATUS_MARKER)
    });
    read.blocks.forEach((block, i) => {
      items.push({ at: read.createdAt[i], block });
    });
    later += read.later;
    if (read.more) more.push("comments");
    if (subject.kind === "pull request") {
      const reviews = await reviewItems(octokit, { owner, repo, number, after });
      const lines = await reviewCommentItems(octokit, {
        owner,
        repo,
        number,
        after,
        trigger: request.triggerCommentId
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
    `#${number} (${subject.kind}) by ${subject.author}: ${cleanPlainText(subject.title).trim()}`,
    "",
    stripUntrusted(subject.body).trim() || "(no description)"
  ].join("\n");
  const notes = [];
  for (const kind of more) notes.push(`[only the first ${MAX_THREAD_COMMENTS} ${kind} were read]`);
  if (later) notes.push(`[not shown: ${plural(later, "comment")} created after this run was triggered]`);
  return { text: [header, ...notes, ...items.map((i) => i.block)].join("\n\n"), comments: items.length };
}
async function reviewItems(octokit, o) {
  const out = { items: [], later: 0, more: false };
  let seen = 0;
  const pages = octokit.paginate.iterator(octokit.rest.pulls.listReviews, {
    owner: o.owner,
    repo: o.repo,
    pull_number: o.number,
    per_page: PER_PAGE
  });
  for await (const page of pages) {
    for (const r of page.data) {
      if (seen++ >= MAX_THREAD_COMMENTS) return { ...out, more: true };
      if (!r.submitted_at) continue;
      if (o.after(r.submitted_at)) {
        out.later++;
        continue;
      }
      const body = clipBody(stripUntrusted(r.body ?? "").trim(), MAX_COMMENT_CHARS) || "(no text)";
      const state = r.state.toLowerCase().replace(/_/g, " ");
      out.items.push({
        at: r.submitted_at,
        block: `--- ${r.user?.login ?? "(unknown)"} at ${r.submitted_at}, review (${state}) ---
${body}`
      });
    }
  }
  return out;
}
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
    for (const c of page.data) {
      if (seen++ >= MAX_THREAD_COMMENTS) return { ...out, more: true };
      if (c.id === o.trigger) continue;
      if (o.after(c.created_at)) {
        out.later++;
        continue;
      }
      const body = o.after(c.updated_at) ? "(edited after this run was triggered; not shown)" : clipBody(stripUntrusted(c.body).trim(), MAX_COMMENT_CHARS) || "(empty)";
      const where = `${cleanPlainText(c.path)}${c.line ? `:${c.line}` : ""}`;
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

// src/action/jobs/comment-job.ts
async function commentJob(step, route) {
  const { inputs, runner, octokit } = step;
  const { issue } = route;
  const feedback = commentFeedback(step, route);
  let command = route.command;
  if (command.kind === "unknown" || command.kind === "invalid") {
    const runtime2 = await step.engine();
    command = withExtensionCommand(route, runtime2, inputs.triggerWord);
    if (command.kind === "unknown" || command.kind === "invalid") {
      await feedback.answer(
        `${unknownCommand(command)}

${commandHelp(inputs.triggerWord, extensionsOf(runtime2))}`
      );
      return;
    }
  }
  const trigger = { ...route, command };
  const id = conversationOfComment(route);
  const recipe = command.kind === "run" ? command.recipe : command.kind === "message" ? "answer" : command.kind;
  const runsRecipe = !["compact", "reset", "extension"].includes(command.kind);
  if (runsRecipe && !issue.isPullRequest) void step.instructions.at();
  const received = feedback.received();
  const working = feedback.status(`\u23F3 Working on it (conversation \`${id}\`).`);
  const subject = readSubject(octokit, runner.owner, runner.repo, issue.number).then((read) => {
    if (runsRecipe && read.kind === "pr") void step.instructions.at(read.pr.base);
    return asTriggered(read, trigger);
  });
  subject.catch(() => {
  });
  const label = `${issue.isPullRequest ? "PR" : "issue"} #${issue.number}: ${stripUntrusted(issue.title)}`;
  let runtime;
  try {
    const opened = await step.store.load(id, { reset: command.kind === "reset" });
    step.saved.add({ id, file: opened.conversation.file });
    step.report.notices.push(...opened.notices);
    feedback.notice(...opened.notices);
    if (opened.notices.length) void feedback.status(`\u23F3 Working on it (conversation \`${id}\`).`);
    const thread = opened.resumed ? void 0 : subject.then((s) => readThreadUpTo(step, s, trigger));
    thread?.catch(() => {
    });
    const [engine, read] = await Promise.all([step.engine(), subject, received, working]);
    runtime = engine;
    const ctx = { ...step, runtime };
    const conversation = runtime.use(opened.conversation);
    if (thread) await rebuildFromThread(conversation, read, await thread);
    const kept = opened.unusable;
    const outcome = await runCommand(ctx, command, { conversation, kept, subject: read, trigger, feedback });
    reportConversation(ctx, id, outcome, label);
    if (outcome.status !== "done") throw failure(outcome.reason ?? "the run stopped early");
    if (!feedback.answered)
      await feedback.answer(`Done (conversation \`${id}\`).`, footerLine(outcome, runner.runUrl));
    await feedback.done();
  } catch (error) {
    if (!step.report.conversations.some((c) => c.conversationId === id))
      reportFailure({ report: step.report, runtime }, id, recipe, error, label);
    await feedback.failed(error);
    throw error;
  }
}
function unknownCommand(command) {
  return command.kind === "unknown" ? `I don't know the command \`/${command.command}\`.` : command.reason;
}
function extensionsOf(runtime) {
  return [...runtime.extensions.commands].map(([name, c]) => ({
    name,
    description: c.description,
    ...c.usage ? { usage: c.usage } : {}
  }));
}
function withExtensionCommand(route, runtime, triggerWord) {
  const commands = [...runtime.extensions.commands.keys()];
  const command = parseCommentCommand(route.comment.body, { triggerWord, commands });
  return command.kind === "none" || isMemoryCommand(command) ? route.command : command;
}
async function runCommand(ctx, command, { conversation, kept, subject, trigger, feedback }) {
  const { runtime, runner } = ctx;
  switch (command.kind) {
    case "compact": {
      const instructions = stripUntrusted(command.instructions).trim();
      const result = await runtime.compact(conversation, {
        ...instructions ? { instructions } : {},
        variables: {
          repo: `${runner.owner}/${runner.repo}`,
          ...subject.kind === "pr" ? { pr: subject.pr } : { issue: subject.issue }
        }
      });
      const text = describeCompaction(conversation.id, result);
      const outcome = commandOutcome("compact", text);
      addToOutcome(outcome, result);
      if (result.status === "compacted" && result.steps.some((s) => s.strategy === "summarize"))
        outcome.turns = 1;
      await feedback.answer(text, footerLine(outcome, runner.runUrl));
      return outcome;
    }
    case "reset": {
      const text = kept ? `Started \`${conversation.id}\` afresh. The saved state that could not be read is kept inside the new conversation, byte for byte.` : `The saved conversation \`${conversation.id}\` reads fine, so nothing was reset; /compact or /pop shorten it.`;
      const outcome = commandOutcome("reset", text);
      await feedback.answer(text, footerLine(outcome, runner.runUrl));
      return outcome;
    }
    case "extension": {
      const { name, args } = command;
      const registered = runtime.extensions.commands.get(name);
      if (!registered) throw failure(`the command /${name} is not available`);
      const before = runtime.extensions.api.usage;
      const text = await registered.handler({ args, api: runtime.extensions.api }) ?? `/${name} done`;
      const after = runtime.extensions.api.usage;
      const outcome = {
        ...commandOutcome(name, text),
        usage: {
          input_tokens: after.input_tokens - before.input_tokens,
          output_tokens: after.output_tokens - before.output_tokens
        }
      };
      await feedback.answer(text, footerLine(outcome, runner.runUrl));
      return outcome;
    }
    case "describe":
    case "changelog": {
      if (subject.kind !== "pr") {
        const text = `/${command.kind} works on pull requests; #${subject.number} is an issue.`;
        const outcome = commandOutcome(command.kind, text);
        await feedback.answer(text, footerLine(outcome, runner.runUrl));
        return outcome;
      }
      const scene = { conversation, subject, trigger: "issue_comment", feedback };
      const done = await (command.kind === "describe" ? describePullRequest : proposeChangelog)(ctx, scene);
      await feedback.answer(done.text, footerLine(done.outcome, runner.runUrl));
      return done.outcome;
    }
    case "run":
    case "message": {
      const text = stripUntrusted(command.kind === "run" ? command.message : command.text).trim();
      const { comment } = trigger;
      return runRecipe(ctx, {
        conversation,
        recipe: command.kind === "run" ? command.recipe : "answer",
        ...command.kind === "run" ? { args: command.args } : {},
        ...text ? { message: `${whoWrote(trigger)}

${text}` } : {},
        trigger: "issue_comment",
        subject,
        comment: { body: stripUntrusted(comment.body), author: comment.user.login },
        feedback
      });
    }
  }
}
function whoWrote({ comment, reviewComment }) {
  const who = `@${comment.user.login} wrote`;
  if (!reviewComment) return `${who}:`;
  const where = `\`${cleanPlainText(reviewComment.path)}${reviewComment.line ? `:${reviewComment.line}` : ""}\``;
  const hunk = fenced(revealInvisible(reviewComment.diffHunk), "diff");
  return `${who} in a review thread on ${where}, under this part of the diff:

${hunk}

The comment:`;
}
function asTriggered(subject, trigger) {
  const text = { title: cleanPlainText(trigger.issue.title), body: stripUntrusted(trigger.issue.body) };
  return subject.kind === "pr" ? { ...subject, pr: { ...subject.pr, ...text } } : { ...subject, issue: { ...subject.issue, ...text } };
}
function readThreadUpTo(step, subject, trigger) {
  const text = subject.kind === "pr" ? subject.pr : subject.issue;
  return readThread(step.octokit, {
    owner: step.runner.owner,
    repo: step.runner.repo,
    number: subject.number,
    subject: {
      title: text.title,
      body: text.body,
      author: text.author,
      kind: subject.kind === "pr" ? "pull request" : "issue"
    },
    notAfter: trigger.comment.created_at,
    triggerCommentId: trigger.comment.id
  });
}
async function rebuildFromThread(conversation, subject, thread) {
  if (!thread.comments) return;
  await conversation.append({
    type: "message",
    message: {
      role: "user",
      content: `The thread of #${subject.number} so far (the saved conversation was not available, so it is rebuilt from the thread):

${thread.text}`
    }
  });
}
export {
  commentJob
};
