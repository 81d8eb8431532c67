#!/usr/bin/env node
import { createRequire as __batonCreateRequire, isBuiltin as __batonIsBuiltin } from 'node:module';
const __batonRequire = __batonCreateRequire(import.meta.url);
const __batonMissing = (id) => Object.assign(new Error("Cannot find module '" + id + "'"), { code: 'MODULE_NOT_FOUND' });
const require = Object.assign((id) => { if (__batonIsBuiltin(id)) return __batonRequire(id); throw __batonMissing(id); },
  { resolve: (id) => { if (__batonIsBuiltin(id)) return id; throw __batonMissing(id); } });
import {
  askStructured,
  describePullRequest
} from "./chunk-GBQCP67S.js";
import {
  commandOutcome,
  commentBody,
  conversationOfPull,
  fenced,
  footerLine,
  reportConversation,
  reportFailure,
  runRecipe,
  startFromThread,
  threadOf
} from "./chunk-T3GMAFWB.js";
import {
  readFileAt
} from "./chunk-DM73GDUY.js";
import "./chunk-LPCBV63D.js";
import "./chunk-KDOBS2VP.js";
import {
  addToOutcome
} from "./chunk-VONEJLLM.js";
import "./chunk-EXTAXSNO.js";
import "./chunk-RKADV6FR.js";
import "./chunk-YGW6KKTC.js";
import {
  commandHelp,
  isMemoryCommand,
  parseCommentCommand,
  triggerIds,
  workingOn
} from "./chunk-IFZ5OQ77.js";
import "./chunk-EEH4LKIP.js";
import "./chunk-4YPR7BWB.js";
import "./chunk-VG6NTNDE.js";
import {
  conversationOfComment,
  parseDiffHunks,
  readDiff
} from "./chunk-4P3MF5RZ.js";
import {
  cleanLine,
  revealInvisible,
  stripUntrusted
} from "./chunk-HZICW6AM.js";
import {
  describeCompaction
} from "./chunk-WHURTW2Q.js";
import "./chunk-YIVIGHPU.js";
import "./chunk-65SRRURE.js";
import "./chunk-JKP3GOEL.js";
import "./chunk-NCCJCY5N.js";
import "./chunk-YJE2F7Z5.js";
import "./chunk-T2KRTBNV.js";
import "./chunk-PH4XEHJT.js";
import "./chunk-HRV54FJ4.js";
import "./chunk-ZCI4HNYG.js";
import "./chunk-23J27CLP.js";
import "./chunk-IWIHM2BB.js";
import "./chunk-BKAG5NPA.js";
import "./chunk-SJZDYVL2.js";
import "./chunk-FAT4S3CS.js";
import "./chunk-CYLLQ5Y7.js";
import "./chunk-Z7IASYN5.js";
import "./chunk-YU4EEEZD.js";
import "./chunk-JLUXB5JD.js";
import "./chunk-IFZNVEUW.js";
import {
  _enum,
  strictObject,
  string
} from "./chunk-FLXSCLV4.js";
import "./chunk-HBY6AOVX.js";
import {
  failure
} from "./chunk-VA2UHLEW.js";
import "./chunk-I5QNXST4.js";

// src/action/jobs/describe/changelog.ts
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
      body: commentBody(
        {
          body: `**${value.section}**: the entry for this PR.`,
          suggestion: `${place.heading}

${entry}`
        },
        (text2) => ctx.redactor.redact(text2)
      )
    }
  ]);
  return { outcome, text: `Proposed the CHANGELOG entry as [a suggestion on \`${path}\`](${posted.url}).` };
}

// src/action/jobs/comment-job.ts
async function commentJob(step, route) {
  const { inputs, runner, exchange } = step;
  const { issue } = route;
  const feedback = exchange.feedback;
  if (!feedback) throw new Error("internal: a comment's exchange has no feedback");
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
  const { id, linked } = await conversationOf(step, route).catch(async (error) => {
    await feedback.failed(error);
    throw error;
  });
  const asked = linked && command.kind === "message" ? { kind: "run", recipe: "implement", args: {}, message: command.text } : command;
  const recipe = asked.kind === "run" ? asked.recipe : asked.kind === "message" ? "answer" : asked.kind;
  const runsRecipe = !["compact", "reset", "extension"].includes(asked.kind);
  const prOnly = command.kind === "describe" || command.kind === "changelog";
  if (runsRecipe && !issue.isPullRequest && !prOnly) step.instructions.prefetch();
  if (command !== route.command) void Promise.all([feedback.received(), feedback.status(workingOn(id))]);
  const subject = exchange.subject().then((read) => {
    if (runsRecipe && read.kind === "pr") step.instructions.prefetch(read.pr.base);
    return asTriggered(read, trigger);
  });
  subject.catch(() => {
  });
  const label = `${issue.isPullRequest ? "PR" : "issue"} #${issue.number}: ${stripUntrusted(issue.title)}`;
  let runtime;
  try {
    const opened = await step.store.load(id, { reset: asked.kind === "reset" });
    step.report.notices.push(...opened.notices);
    feedback.notice(...opened.notices);
    const cut = { notAfter: step.notAfter, ...triggerIds(trigger) };
    const thread = opened.resumed ? void 0 : subject.then((s) => threadOf(s, step.exchange.thread, cut));
    thread?.catch(() => {
    });
    const [engine, read] = await Promise.all([step.engine(), subject]);
    runtime = engine;
    const ctx = { ...step, runtime };
    const conversation = runtime.use(opened.conversation);
    if (thread) await startFromThread(conversation, read, await thread);
    const kept = opened.unusable;
    const outcome = await runCommand(ctx, asked, { conversation, kept, subject: read, trigger, feedback });
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
async function conversationOf(step, route) {
  const { issue } = route;
  const linked = issue.isPullRequest ? await conversationOfPull(step.octokit, step.runner, { number: issue.number, body: issue.body }) : void 0;
  return linked ? { id: linked, linked: true } : { id: conversationOfComment(route), linked: false };
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
        },
        signal: ctx.cancel
      }).catch((error) => {
        if (!ctx.cancel.aborted) throw error;
        throw failure("/compact was cancelled before it finished; the conversation is unchanged", error);
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
      const text = await registered.handler({ args, api: runtime.extensions.api, signal: ctx.cancel }) ?? `/${name} done`;
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
  const where = `\`${cleanLine(reviewComment.path)}${reviewComment.line ? `:${reviewComment.line}` : ""}\``;
  const hunk = fenced(revealInvisible(reviewComment.diffHunk), "diff");
  return `${who} in a review thread on ${where}, under this part of the diff:

${hunk}

The comment:`;
}
function asTriggered(subject, trigger) {
  const text = { title: cleanLine(trigger.issue.title), body: stripUntrusted(trigger.issue.body) };
  return subject.kind === "pr" ? { ...subject, pr: { ...subject.pr, ...text } } : { ...subject, issue: { ...subject.issue, ...text } };
}
export {
  commentJob
};
