import { describeCompaction } from "../../core/compaction/describe.ts";
import { failure } from "../../core/errors.ts";
import type { Conversation } from "../../core/log/conversation.ts";
import { stripUntrusted } from "../../core/util/untrusted.ts";
import { commandHelp } from "../events/comment-command.ts";
import type { CommentTrigger } from "../events/route.ts";
import { Feedback } from "../github/feedback.ts";
import { readThread } from "../github/thread.ts";
import { openConversation } from "../open-conversation.ts";
import { conversationIdOf, readSubject } from "../subject.ts";
import { runLine } from "./deliver.ts";
import { commandOutcome, type JobContext, reportConversation } from "./job-context.ts";
import { runRecipe } from "./run-recipe.ts";

/**
 * An issue or PR comment (SPEC §1) from someone who may trigger
 * (`mayTrigger`): acknowledged, then the command runs on that issue's or PR's
 * conversation.
 */
export async function commentJob(ctx: JobContext, trigger: CommentTrigger): Promise<void> {
  const { inputs, runner, octokit, runtime, logger } = ctx;
  const { comment, issue, command } = trigger;
  const login = comment.user.login;
  ctx.report.trigger = `comment by @${login} on #${issue.number}`;

  const feedback = new Feedback({
    octokit,
    owner: runner.owner,
    repo: runner.repo,
    issueNumber: issue.number,
    commentId: comment.id,
    redactor: ctx.redactor,
    logger,
  });
  await feedback.received();
  if (command.kind === "unknown" || command.kind === "invalid") {
    const why =
      command.kind === "unknown" ? `I don't know the command \`/${command.command}\`.` : command.reason;
    const extensions = [...runtime.extensions.commands].filter(([name]) => name !== "pop");
    await feedback.answer(
      `${why}\n\n${commandHelp(
        inputs.triggerWord,
        extensions.map(([name, c]) => ({ name, description: c.description })),
      )}`,
    );
    return;
  }

  try {
    const subject = await readSubject(octokit, runner.owner, runner.repo, issue.number);
    const id = conversationIdOf(subject);
    const opened = await openConversation({
      id,
      octokit,
      runner,
      key: inputs.stateKey,
      saved: ctx.saved,
      logger,
    });
    ctx.report.notices.push(...opened.notices);
    const conversation = runtime.use(opened.conversation);
    const title = subject.kind === "pr" ? subject.pr.title : subject.issue.title;
    const label = `${subject.kind === "pr" ? "PR" : "issue"} #${issue.number}: ${title}`;
    feedback.notice(...opened.notices);
    await feedback.status(`⏳ Working on it (conversation \`${id}\`).`);
    if (!opened.resumed) await rebuildFromThread(ctx, conversation, issue.number, comment);

    const author = `@${login}`;
    const said = (text: string) => `${author} wrote:\n\n${stripUntrusted(text).trim()}`;
    let outcome = commandOutcome("", "");
    switch (command.kind) {
      case "compact": {
        const result = await runtime.compact(conversation, {
          ...(command.instructions.trim()
            ? { instructions: stripUntrusted(command.instructions).trim() }
            : {}),
          variables: {
            repo: `${runner.owner}/${runner.repo}`,
            ...(subject.kind === "pr" ? { pr: subject.pr } : { issue: subject.issue }),
          },
        });
        const text = describeCompaction(id, result);
        outcome = commandOutcome("compact", text);
        outcome.usage = result.usage;
        if (result.status === "compacted") {
          outcome.turns = result.steps.some((s) => s.strategy === "summarize") ? 1 : 0;
          outcome.compactions.push({
            trigger: "manual",
            strategy: result.steps.map((s) => s.strategy).join("+"),
            tokensBefore: result.tokensBefore,
            tokensAfter: result.tokensAfter,
          });
        }
        await feedback.answer(text);
        break;
      }
      case "pop":
      case "extension": {
        const name = command.kind === "pop" ? "pop" : command.name;
        const handler = runtime.extensions.commands.get(name);
        if (!handler) throw failure(`the command /${name} is not available`);
        const args =
          command.kind === "pop" ? (command.n === undefined ? [] : [String(command.n)]) : command.args;
        const text = (await handler.handler({ args, api: runtime.extensions.api })) ?? `/${name} done`;
        outcome = commandOutcome(name, text);
        await feedback.answer(text);
        break;
      }
      case "run":
      case "message": {
        const recipe = command.kind === "run" ? command.recipe : "answer";
        const text = command.kind === "run" ? command.message : command.text;
        outcome = await runRecipe(ctx, {
          conversation,
          recipe,
          ...(command.kind === "run" ? { args: command.args } : {}),
          ...(text.trim() ? { message: said(text) } : {}),
          trigger: "issue_comment",
          subject,
          comment: { body: stripUntrusted(comment.body), author: login },
          feedback,
        });
      }
    }
    reportConversation(ctx, id, outcome, label);
    if (outcome.status !== "done") throw failure(outcome.reason ?? "the run stopped early");
    await feedback.status(`✅ Done (conversation \`${id}\`): ${runLine(outcome)}.`);
    await feedback.done();
  } catch (error) {
    await feedback.failed(error);
    throw error;
  }
}

/** A conversation with no saved state starts from what the thread says, up to the trigger. */
async function rebuildFromThread(
  ctx: JobContext,
  conversation: Conversation,
  number: number,
  comment: CommentTrigger["comment"],
): Promise<void> {
  const thread = await readThread(ctx.octokit, {
    owner: ctx.runner.owner,
    repo: ctx.runner.repo,
    number,
    notAfter: comment.created_at,
    excludeCommentId: comment.id,
  });
  // The issue's own text reaches the model through the recipe; only a discussion is worth carrying.
  if (!thread.comments) return;
  await conversation.append({
    type: "message",
    message: {
      role: "user",
      content: `The thread of #${number} so far (the saved conversation was not available, so it is rebuilt from the thread):\n\n${thread.text}`,
    },
  });
}
