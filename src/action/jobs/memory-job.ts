/**
 * `@baton remember: …`, `/memory` and `/forget N`: the repository memory
 * changed through a pull request (memory/memory-branch.ts), or, without the
 * permissions for one, the change proposed in the reply for a maintainer to
 * make by hand. The run succeeds either way.
 */
import { describeGitHubError, isRefusal } from "../../adapters/github/errors.ts";
import { failure } from "../../engine/errors.ts";
import {
  addLearning,
  type Learning,
  learningLine,
  learningText,
  MEMORY_FILE,
  parseMemory,
  removeLearning,
} from "../base-branch/memory-file.ts";
import type { MemoryTrigger } from "../events/memory.ts";
import { isBot } from "../github/permissions.ts";
import {
  MEMORY_BRANCH,
  MemoryConflict,
  type MemoryDraft,
  type MemoryRepo,
  proposeMemory,
  readDraft,
} from "../memory/memory-branch.ts";

/** Reads and commits of one change, when other memory commands keep changing the file first. */
const MAX_ATTEMPTS = 3;

import type { StepContext } from "./job-context.ts";

export async function memoryJob(step: StepContext, route: MemoryTrigger): Promise<void> {
  const { runner, octokit } = step;
  const { comment, command } = route;
  const feedback = step.exchange.feedback;
  if (!feedback) throw new Error("internal: a memory command's exchange has no feedback");
  await step.exchange.acknowledged;
  try {
    // A listed bot may run recipes, but what it writes is often someone else's text: it teaches nothing.
    if (command.kind !== "memory" && isBot(comment.user, [])) {
      await feedback.answer(`Only people change Baton's memory; @${comment.user.login} is a bot.`);
      return;
    }
    const defaultBranch = await step.instructions.defaultBranch();
    if (defaultBranch === undefined) throw failure("the repository's default branch could not be read");
    const target: MemoryRepo = { octokit, owner: runner.owner, repo: runner.repo, defaultBranch };
    const draft = await readDraft(target);
    const learnings = parseMemory(draft.text ?? "");
    switch (command.kind) {
      case "memory":
        await feedback.answer(listing(learnings, draft));
        break;
      case "remember": {
        // The learning is committed to the repository and read by every later run: no secret goes
        // with it, before or after it is made plain (making it plain can join a secret's pieces).
        const redact = (t: string) => step.redactor.redact(t);
        const text = redact(learningText(redact(command.text)));
        const teaching = {
          text,
          by: comment.user.login,
          thread: threadUrl(runner.runUrl, route),
          at: comment.created_at,
        };
        const line = learningLine(teaching);
        const change = await commit(
          target,
          draft,
          (text) => addLearning(text, teaching),
          `Remember: ${text}`,
        );
        if (!change) throw failure("internal: a learning to add was not added");
        await feedback.answer(
          "pull" in change
            ? `Learning ${parseMemory(change.text).length} is proposed in ${change.pull.url} (#${change.pull.number}); it applies to every run once that is merged:\n\n> ${text}`
            : `${change.refused}\n\nTo keep this learning, add this line to \`${MEMORY_FILE}\` on the default branch:\n\n\`\`\`markdown\n${line}\n\`\`\``,
        );
        break;
      }
      case "forget": {
        const removed = removeLearning(draft.text ?? "", command.number);
        if (!removed) {
          await feedback.answer(
            `There is no learning ${command.number}: the memory holds ${learnings.length}. \`/memory\` lists them.`,
          );
          break;
        }
        const text = removed.removed.text;
        // Read again after a conflict, the learning is found by its text: the numbers may have moved.
        const change = await commit(
          target,
          draft,
          (now) => {
            const same = parseMemory(now ?? "").find((l) => l.text === text);
            return same && now !== undefined ? removeLearning(now, same.number)?.text : undefined;
          },
          `Forget: ${text}`,
        );
        await feedback.answer(
          !change
            ? `Learning ${command.number} was removed meanwhile:\n\n> ${text}`
            : "pull" in change
              ? `Removing learning ${command.number} is proposed in ${change.pull.url} (#${change.pull.number}):\n\n> ${text}`
              : `${change.refused}\n\nTo forget it, remove this item from \`${MEMORY_FILE}\` on the default branch:\n\n> ${text}`,
        );
        break;
      }
    }
    await feedback.done();
  } catch (error) {
    await feedback.failed(error);
    throw error;
  }
}

type Change = { pull: { number: number; url: string }; text: string } | { refused: string };

/**
 * The edit committed in the pull request; or why it could not be (no
 * permission: the reply proposes it); or undefined when the edit has nothing
 * left to do. When another memory command changed the file or made the
 * branch between the read and the commit, it is read again and the edit
 * applied once more, so neither change is lost.
 */
async function commit(
  target: MemoryRepo,
  first: MemoryDraft,
  edit: (text: string | undefined) => string | undefined,
  message: string,
): Promise<Change | undefined> {
  let draft = first;
  for (let attempt = 1; ; attempt++) {
    const text = edit(draft.text);
    if (text === undefined) return undefined;
    try {
      return { pull: await proposeMemory(target, draft, text, message), text };
    } catch (error) {
      if (error instanceof MemoryConflict && attempt < MAX_ATTEMPTS) {
        draft = await readDraft(target);
        continue;
      }
      if (error instanceof MemoryConflict)
        throw failure(
          `the memory changed ${MAX_ATTEMPTS} times while this change was made; nothing was lost, say it again`,
        );
      if (!isRefusal(error)) throw error;
      return {
        refused: `I could not open the memory's pull request (${describeGitHubError(error)}): the workflow needs \`contents: write\` and \`pull-requests: write\` for that.`,
      };
    }
  }
}

function listing(learnings: readonly Learning[], draft: MemoryDraft): string {
  const where = draft.pull
    ? `as proposed in #${draft.pull.number}`
    : draft.from === "branch"
      ? `on the branch \`${MEMORY_BRANCH}\``
      : "on the default branch";
  if (learnings.length === 0)
    return `The memory (\`${MEMORY_FILE}\`, ${where}) holds no learnings yet. Teach one with \`@baton remember: <preference>\`.`;
  const items = learnings.map((l) => `${l.number}. ${l.text}${l.by ? ` (@${l.by})` : ""}`);
  return `The memory (\`${MEMORY_FILE}\`, ${where}); \`/forget N\` removes one:\n\n${items.join("\n")}`;
}

/** The comment the learning came from, on the repository's web page. */
function threadUrl(runUrl: string, { comment, issue, reviewComment }: MemoryTrigger): string {
  const repoUrl = runUrl.replace(/\/actions\/runs\/.*$/, "");
  return reviewComment
    ? `${repoUrl}/pull/${issue.number}#discussion_r${comment.id}`
    : `${repoUrl}/${issue.isPullRequest ? "pull" : "issues"}/${issue.number}#issuecomment-${comment.id}`;
}
