import type { Subject } from "../../adapters/github/subject.ts";
import { conversationOfComment } from "../../adapters/github/subject.ts";
import type { RunOutcome } from "../../engine/agent/outcome.ts";
import { describeCompaction } from "../../engine/compaction/describe.ts";
import { addToOutcome } from "../../engine/compaction/run-compaction.ts";
import { failure } from "../../engine/errors.ts";
import type { Conversation } from "../../engine/log/conversation.ts";
import type { Runtime } from "../../engine/runtime.ts";
import { cleanLine, revealInvisible, stripUntrusted } from "../../engine/util/untrusted.ts";
import { conversationOfPull } from "../deliver/pull-target.ts";
import { type CommentTrigger, triggerIds, workingOn } from "../events/comment.ts";
import { commandHelp, isMemoryCommand, parseCommentCommand } from "../events/comment-command.ts";
import type { Feedback } from "../github/feedback.ts";
import { fenced } from "../review/line-comments.ts";
import { footerLine } from "./deliver.ts";
import { proposeChangelog } from "./describe/changelog.ts";
import { describePullRequest } from "./describe/describe-pr.ts";
import {
  commandOutcome,
  type JobContext,
  reportConversation,
  reportFailure,
  type StepContext,
  startFromThread,
  threadOf,
} from "./job-context.ts";
import { runRecipe } from "./run-recipe.ts";

type Command = CommentTrigger["command"];

/**
 * An issue or PR comment from someone who may trigger: acknowledged right
 * after the gate (github/exchange.ts), then the command runs on that issue's
 * or PR's conversation. What needs no engine (the subject, the saved state,
 * the standing instructions) is asked for at once; the engine is built while
 * GitHub answers.
 */
export async function commentJob(step: StepContext, route: CommentTrigger): Promise<void> {
  const { inputs, runner, exchange } = step;
  const { issue } = route;
  const feedback = exchange.feedback;
  if (!feedback) throw new Error("internal: a comment's exchange has no feedback");
  let command = route.command;
  if (command.kind === "unknown" || command.kind === "invalid") {
    const runtime = await step.engine();
    command = withExtensionCommand(route, runtime, inputs.triggerWord);
    if (command.kind === "unknown" || command.kind === "invalid") {
      await feedback.answer(
        `${unknownCommand(command)}\n\n${commandHelp(inputs.triggerWord, extensionsOf(runtime))}`,
      );
      return;
    }
  }
  const trigger = { ...route, command };
  const { id, linked } = await conversationOf(step, route).catch(async (error: unknown) => {
    await feedback.failed(error);
    throw error;
  });
  // On a pull request Baton opened for an issue, a message asks for more of the same work: it runs
  // `implement`, so what it asks for becomes a commit on the same branch, not only an answer.
  const asked: typeof command =
    linked && command.kind === "message"
      ? { kind: "run", recipe: "implement", args: {}, message: command.text }
      : command;
  const recipe = asked.kind === "run" ? asked.recipe : asked.kind === "message" ? "answer" : asked.kind;
  const runsRecipe = !["compact", "reset", "extension"].includes(asked.kind);
  // An issue's work follows the default branch's instructions; a PR's, its base's (known once it is read).
  // `/describe` and `/changelog` on an issue are refused without reading them.
  const prOnly = command.kind === "describe" || command.kind === "changelog";
  if (runsRecipe && !issue.isPullRequest && !prOnly) step.instructions.prefetch();
  // A known command was acknowledged right after the gate; an extension's, once it is known. The 👀 and
  // the status comment are for people to watch: nothing waits for them (GitHub spaces writes a second
  // apart), each logs its own failure, and the answer waits for the status comment it edits.
  if (command !== route.command) void Promise.all([feedback.received(), feedback.status(workingOn(id))]);
  const subject = exchange.subject().then((read) => {
    if (runsRecipe && read.kind === "pr") step.instructions.prefetch(read.pr.base);
    return asTriggered(read, trigger);
  });
  // Until the conversation is open nobody waits on it: its failure reaches the job then.
  subject.catch(() => {});
  const label = `${issue.isPullRequest ? "PR" : "issue"} #${issue.number}: ${stripUntrusted(issue.title)}`;
  let runtime: Runtime | undefined;
  try {
    const opened = await step.store.load(id, { reset: asked.kind === "reset" });
    step.report.notices.push(...opened.notices);
    feedback.notice(...opened.notices);
    const cut = { notAfter: step.notAfter, ...triggerIds(trigger) };
    const thread = opened.resumed ? undefined : subject.then((s) => threadOf(s, step.exchange.thread, cut));
    thread?.catch(() => {});
    const [engine, read] = await Promise.all([step.engine(), subject]);
    runtime = engine;
    const ctx: JobContext = { ...step, runtime };
    const conversation = runtime.use(opened.conversation);
    if (thread) await startFromThread(conversation, read, await thread);

    const kept = opened.unusable;
    const outcome = await runCommand(ctx, asked, { conversation, kept, subject: read, trigger, feedback });
    reportConversation(ctx, id, outcome, label);
    if (outcome.status !== "done") throw failure(outcome.reason ?? "the run stopped early");
    // A recipe that posts nothing (or posted a review elsewhere) still closes the exchange.
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

/**
 * A comment's conversation: its issue's or PR's, or, on a pull request Baton opened for an issue,
 * that issue's, so the work goes on where it started (deliver/pull-target.ts says when a PR is Baton's).
 */
async function conversationOf(
  step: StepContext,
  route: CommentTrigger,
): Promise<{ id: string; linked: boolean }> {
  const { issue } = route;
  const linked = issue.isPullRequest
    ? await conversationOfPull(step.octokit, step.runner, { number: issue.number, body: issue.body })
    : undefined;
  return linked ? { id: linked, linked: true } : { id: conversationOfComment(route), linked: false };
}

function unknownCommand(command: Extract<Command, { kind: "unknown" | "invalid" }>): string {
  return command.kind === "unknown" ? `I don't know the command \`/${command.command}\`.` : command.reason;
}

function extensionsOf(runtime: Runtime) {
  return [...runtime.extensions.commands].map(([name, c]) => ({
    name,
    description: c.description,
    ...(c.usage ? { usage: c.usage } : {}),
  }));
}

/** `/name` is only known to be an extension's command once the extensions are loaded. */
function withExtensionCommand(route: CommentTrigger, runtime: Runtime, triggerWord: string): Command {
  const commands = [...runtime.extensions.commands.keys()];
  const command = parseCommentCommand(route.comment.body, { triggerWord, commands });
  return command.kind === "none" || isMemoryCommand(command) ? route.command : command;
}

interface CommandScene {
  conversation: Conversation;
  /** Saved states that could not be read and are now kept inside the conversation. */
  kept: number;
  subject: Subject;
  trigger: CommentTrigger;
  feedback: Feedback;
}

async function runCommand(
  ctx: JobContext,
  command: Exclude<Command, { kind: "unknown" | "invalid" }>,
  { conversation, kept, subject, trigger, feedback }: CommandScene,
): Promise<RunOutcome> {
  const { runtime, runner } = ctx;
  switch (command.kind) {
    case "compact": {
      const instructions = stripUntrusted(command.instructions).trim();
      const result = await runtime
        .compact(conversation, {
          ...(instructions ? { instructions } : {}),
          variables: {
            repo: `${runner.owner}/${runner.repo}`,
            ...(subject.kind === "pr" ? { pr: subject.pr } : { issue: subject.issue }),
          },
          signal: ctx.cancel,
        })
        .catch((error: unknown) => {
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
      // Only an unreadable state is set aside: a readable conversation is never thrown away.
      const text = kept
        ? `Started \`${conversation.id}\` afresh. The saved state that could not be read is kept inside the new conversation, byte for byte.`
        : `The saved conversation \`${conversation.id}\` reads fine, so nothing was reset; /compact or /pop shorten it.`;
      const outcome = commandOutcome("reset", text);
      await feedback.answer(text, footerLine(outcome, runner.runUrl));
      return outcome;
    }
    case "extension": {
      const { name, args } = command;
      const registered = runtime.extensions.commands.get(name);
      if (!registered) throw failure(`the command /${name} is not available`);
      const before = runtime.extensions.api.usage;
      const text =
        (await registered.handler({ args, api: runtime.extensions.api, signal: ctx.cancel })) ??
        `/${name} done`;
      const after = runtime.extensions.api.usage;
      // An extension's model calls (a /pop summary) count toward the run's tokens.
      const outcome = {
        ...commandOutcome(name, text),
        usage: {
          input_tokens: after.input_tokens - before.input_tokens,
          output_tokens: after.output_tokens - before.output_tokens,
        },
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
        ...(command.kind === "run" ? { args: command.args } : {}),
        ...(text ? { message: `${whoWrote(trigger)}\n\n${text}` } : {}),
        trigger: "issue_comment",
        subject,
        comment: { body: stripUntrusted(comment.body), author: comment.user.login },
        feedback,
      });
    }
  }
}

/** Who wrote the message, and for a comment in a review thread, on which lines of the diff. */
function whoWrote({ comment, reviewComment }: CommentTrigger): string {
  const who = `@${comment.user.login} wrote`;
  if (!reviewComment) return `${who}:`;
  const where = `\`${cleanLine(reviewComment.path)}${reviewComment.line ? `:${reviewComment.line}` : ""}\``;
  // Code under review: invisible characters are shown, not removed (as get_pr_diff does).
  const hunk = fenced(revealInvisible(reviewComment.diffHunk), "diff");
  return `${who} in a review thread on ${where}, under this part of the diff:\n\n${hunk}\n\nThe comment:`;
}

/**
 * The title and description as they stood when the comment was made (the
 * event's copy): an edit made after the trigger never reaches the model.
 */
function asTriggered(subject: Subject, trigger: CommentTrigger): Subject {
  const text = { title: cleanLine(trigger.issue.title), body: stripUntrusted(trigger.issue.body) };
  return subject.kind === "pr"
    ? { ...subject, pr: { ...subject.pr, ...text } }
    : { ...subject, issue: { ...subject.issue, ...text } };
}
