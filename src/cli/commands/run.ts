import { CLI_NAMES, describeGitHubError } from "../../adapters/github/errors.ts";
import { octokitReader } from "../../adapters/github/octokit-reader.ts";
import { readSubject, type Subject } from "../../adapters/github/subject.ts";
import { newLocalConversationId } from "../../adapters/local-store.ts";
import type { RunOutcome } from "../../engine/agent/outcome.ts";
import { BatonError, describeError, failure, usageError } from "../../engine/errors.ts";
import type { Conversation } from "../../engine/log/conversation.ts";
import { type Entry, known } from "../../engine/log/entries.ts";
import type { PinnedSubject } from "../../engine/ports.ts";
import { type RecipeVariables, renderRecipe } from "../../engine/recipes/render.ts";
import type { Recipe } from "../../engine/recipes/schema.ts";
import { type ReviewCommentDraft, ReviewComments } from "../../engine/tools/review-drafts.ts";
import { EDIT_TOOLS } from "../../engine/tools/tool-names.ts";
import { beginsPrivateKey } from "../../engine/util/redact.ts";
import { formatUsd } from "../../engine/util/text.ts";
import { conversationChoice, keyValues } from "../args.ts";
import { type CliContext, requireApiKey } from "../context.ts";
import { cliGitHub, githubTarget } from "../github.ts";
import { localChange, type RunSubject } from "../local-change.ts";
import { cliRuntime } from "../runtime.ts";
import { assertCleanTree, diffSummary } from "../working-tree.ts";

/** What the run spent, on stderr so a piped answer stays clean. */
function spentLine(outcome: RunOutcome): string {
  const { input_tokens, output_tokens } = outcome.usage;
  const cost =
    outcome.costUsd === undefined ? "cost unknown (no price for the model)" : formatUsd(outcome.costUsd);
  return `${outcome.turns} model ${outcome.turns === 1 ? "call" : "calls"}, ${input_tokens} tokens in, ${output_tokens} out, ${cost}`;
}

const isAnswer = (entry: Entry): boolean => {
  const e = known(entry);
  return e?.type === "message" && e.message.role === "assistant";
};

/**
 * Refuses a recipe this run cannot render (a PR recipe with no pull request) before anything is
 * created, naming the flags that give it one rather than the file's undefined variable.
 */
function ready(recipe: Recipe, variables: RecipeVariables, args: Record<string, string>): void {
  try {
    renderRecipe(recipe, { ...variables, args, conversation: { id: "", turns: 0, tokens: 0 } });
  } catch (error) {
    const needs = /undefined variable "(pr|issue)\b/.exec(describeError(error))?.[1];
    if (!needs) throw error;
    throw usageError(
      needs === "pr"
        ? `recipe ${recipe.name} works on a pull request: give --base BRANCH for the working tree's change against that branch, or --pr OWNER/REPO#N (or its URL) for one on GitHub`
        : `recipe ${recipe.name} works on an issue: give --pr OWNER/REPO#N (or its URL) with the issue's number`,
    );
  }
}

/**
 * `--pr owner/repo#N` (or its URL): the pull request (or issue) as the action reads it, through
 * GitHub's API with the user's token, its diff pinned to the head it has now.
 */
async function pullRequest(ctx: CliContext, target: string): Promise<RunSubject> {
  const { owner, repo, number } = githubTarget(target, "--pr");
  const { octokit, redactor } = await cliGitHub(ctx, "--pr");
  let subject: Subject;
  try {
    subject = await readSubject(octokit, owner, repo, number);
  } catch (error) {
    const why = describeGitHubError(error instanceof BatonError ? error.cause : error, undefined, CLI_NAMES);
    throw failure(`could not read ${owner}/${repo}#${number}: ${redactor.redact(why)}`);
  }
  const pinned = new Map<number, PinnedSubject>();
  if (subject.kind === "pr")
    pinned.set(number, { commits: { base: subject.pr.base_sha, head: subject.pr.head_sha } });
  return {
    variables:
      subject.kind === "pr"
        ? { repo: `${owner}/${repo}`, pr: subject.pr }
        : { repo: `${owner}/${repo}`, issue: subject.issue },
    github: { reader: octokitReader(octokit, owner, repo), pinned },
  };
}

/** Each line comment as `path:line` (or `path:start-line`, `(old)` for the old side), its text, and its suggestion. */
function lineComments(drafts: readonly ReviewCommentDraft[]): string {
  return drafts
    .map((c) => {
      const where = `${c.path}:${c.start_line !== undefined ? `${c.start_line}-` : ""}${c.line}${c.side === "LEFT" ? " (old)" : ""}`;
      const suggestion =
        c.suggestion === undefined ? "" : `\n\nsuggested:\n${c.suggestion.replace(/^/gm, "    ")}`;
      return `\n${where}\n${c.body}${suggestion}\n`;
    })
    .join("");
}

/** `baton run`: runs a recipe, printing the answer on stdout. */
export async function runCommand(ctx: CliContext): Promise<number> {
  const { io, store } = ctx;
  const choice = conversationChoice(ctx.args);
  const args = keyValues(ctx.args.options.arg);
  const recipe = ctx.args.options.recipe ?? "answer";
  // A message piped in (`echo q | baton run`) when the answer recipe has none on the command line.
  // Only then: another recipe runs without one, and would wait on a stdin nobody closes.
  const given = ctx.args.positionals.join(" ");
  const message = given || (recipe === "answer" ? ((await io.readStdin?.()) ?? "").trim() : "");
  if (!message && recipe === "answer") throw usageError("give a MESSAGE, or a recipe with -r NAME");

  const name = ctx.args.options.name;
  if (name && choice)
    throw usageError("--name starts a new conversation; it does not go with --follow or -c");
  requireApiKey(ctx);
  const { base, pr } = ctx.args.options;
  if (base !== undefined && pr !== undefined)
    throw usageError("--base reviews your working tree, --pr a pull request on GitHub: give one of them");
  const subject =
    base !== undefined
      ? await localChange(io.cwd, base)
      : pr !== undefined
        ? await pullRequest(ctx, pr)
        : undefined;
  const runtime = await cliRuntime(ctx, subject?.github);
  // Everything that can be refused is refused before a conversation is created or touched.
  const variables = subject?.variables ?? {};
  ready(runtime.recipes.get(recipe), variables, args);
  const edits = runtime.recipes
    .get(recipe)
    .allowed_tools?.some((t) => (EDIT_TOOLS as readonly string[]).includes(t));
  if (edits) await assertCleanTree(io.cwd, ctx.args.options["allow-dirty"] === true);
  const reviewComments =
    runtime.recipes.get(recipe).output === "review" ? new ReviewComments(Infinity) : undefined;
  let conversation: Conversation;
  const fresh = !choice;
  if (!choice) {
    const id = name ?? newLocalConversationId();
    conversation = await store.create(id);
    io.stderr(`conversation ${id}\n`);
  } else conversation = await store.open("follow" in choice ? await store.follow() : choice.id);
  for (const w of conversation.warnings) io.stderr(`warning: ${w}\n`);
  // A full disk or a read-only state dir is found before the model is paid for an answer that could not be saved.
  await store.assertWritable(conversation.id);

  // What is printed leaves the process like a comment does: through the run's redactor. A streamed
  // answer is printed a line at a time, so a secret split between two deltas is still caught whole.
  const redact = (text: string) => runtime.redactor.redact(text);
  let streamed = false;
  // Ctrl-C stops the run between steps; what was said is already in the log.
  const interrupt = new AbortController();
  const stopListening = io.onInterrupt?.(() => interrupt.abort());
  let pending = "";
  // Once a private key begins, the rest of the answer is printed whole at the end, redacted as one.
  let holding = false;
  const agent = runtime.agent(conversation, {
    variables,
    ...(reviewComments ? { reviewComments } : {}),
    cancel: interrupt.signal,
    openConversation: (id) => store.open(id),
    // The answer streams to a terminal as it is written; piped, it comes whole.
    ...(io.isTTY && !ctx.args.options.quiet
      ? {
          onText: (delta: string) => {
            streamed = true;
            pending += delta;
            holding ||= beginsPrivateKey(pending.slice(-(delta.length + 80)));
            if (holding) return;
            const end = pending.lastIndexOf("\n") + 1;
            if (end === 0) return;
            io.stdout(redact(pending.slice(0, end)));
            pending = pending.slice(end);
          },
        }
      : {}),
  });
  // A new conversation whose run failed before any answer is not kept: it would only be noise in `sessions`.
  const discardUnanswered = async () => {
    if (!fresh || conversation.entries.some(isAnswer)) return;
    await store.discard(conversation.id);
    io.stderr(`conversation ${conversation.id} discarded: the run failed before any answer\n`);
  };
  let outcome: Awaited<ReturnType<typeof agent.run>>;
  try {
    outcome = await agent.run({
      recipe,
      args,
      ...(message ? { message } : {}),
      trigger: "cli",
      runId: `cli-${Date.now()}`,
    });
  } catch (error) {
    await discardUnanswered();
    throw error;
  } finally {
    stopListening?.();
  }
  if (outcome.status === "failed") await discardUnanswered();
  if (outcome.status === "cancelled") {
    if (streamed) io.stdout(`${redact(pending)}\n`);
    io.stderr(
      `baton run: cancelled; what was said is saved in conversation ${conversation.id} (resume with -c ${conversation.id})\n`,
    );
    return 130;
  }
  if (!streamed) io.stdout(outcome.response ? `${redact(outcome.response)}\n` : "");
  else io.stdout(`${redact(pending)}\n`);
  // A review's line comments, as a reader of the terminal reads them: where, then what.
  if (reviewComments?.drafts.length) io.stdout(redact(lineComments(reviewComments.drafts)));
  // What the run changed in the working tree, as git sees it (programs the model ran included).
  if (edits) io.stderr(redact(await diffSummary(io.cwd)));
  if (!ctx.args.options.quiet) io.stderr(`${spentLine(outcome)}\n`);
  // A finished run's reason is what a reader should know of its answer (cut short, a callback that
  // failed after it): told, though the run did not fail.
  if (outcome.reason) io.stderr(`baton run: ${redact(outcome.reason)}\n`);
  return outcome.status === "done" ? 0 : 1;
}
