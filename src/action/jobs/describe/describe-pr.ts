import { describeGitHubError } from "../../../adapters/github/errors.ts";
import type { Subject } from "../../../adapters/github/subject.ts";
import type { RunOutcome } from "../../../engine/agent/outcome.ts";
import { EMPTY_CONFIG } from "../../../engine/config/repo-config.ts";
import { failure } from "../../../engine/errors.ts";
import type { Conversation } from "../../../engine/log/conversation.ts";
import type { Feedback } from "../../github/feedback.ts";
import type { JobContext } from "../job-context.ts";
import {
  allowedLabels,
  DescriptionSchema,
  MAX_BODY_CHARS,
  renderSection,
  withSection,
} from "./description.ts";
import { askStructured } from "./structured-answer.ts";

/** A pull request's run on its own conversation, as `/describe` and `/changelog` work on it. */
export interface PrScene {
  conversation: Conversation;
  subject: Extract<Subject, { kind: "pr" }>;
  /** The event that asked: `issue_comment`, `pull_request`. */
  trigger: string;
  /** Progress while the model works (none for a PR just opened: nothing is posted then). */
  feedback?: Feedback;
}

export interface Described {
  outcome: RunOutcome;
  /** What was done, in words for the exchange's answer. */
  text: string;
}

/**
 * Describes a pull request: the `describe` recipe on the PR's conversation
 * (so a later `@baton` knows what it wrote and why), its checked answer
 * rendered into the marked section of the PR's description, and the labels
 * it chose that the repository lists, applied.
 */
export async function describePullRequest(ctx: JobContext, scene: PrScene): Promise<Described> {
  const { runner, octokit, logger } = ctx;
  const { number } = scene.subject;
  const configured = (ctx.runtime.opts.repoConfig ?? EMPTY_CONFIG).labels;
  const { value, outcome } = await askStructured(
    ctx,
    {
      conversation: scene.conversation,
      recipe: "describe",
      args: {
        labels: configured.map((l) => `${l.name}${l.description ? `: ${l.description}` : ""}`).join("\n"),
      },
      trigger: scene.trigger,
      subject: scene.subject,
      ...(scene.feedback ? { feedback: scene.feedback } : {}),
    },
    DescriptionSchema,
  );
  const place = { owner: runner.owner, repo: runner.repo, pull_number: number };
  // The body is read right before it is written, so an edit the author made while the model
  // worked is kept. GitHub has no conditional update of a PR (no ETag precondition on PATCH):
  // an edit landing between this read and the write below, a window of one round trip, is lost.
  let body: string;
  try {
    body = (await octokit.rest.pulls.get(place)).data.body ?? "";
  } catch (error) {
    throw failure(`Could not read the description of #${number}: ${describeGitHubError(error)}`, error);
  }
  // GitHub refuses a description past its limit: the section takes what the author's text leaves.
  const outside = withSection(body, "").length;
  const section = renderSection(value, (text) => ctx.redactor.redact(text), MAX_BODY_CHARS - outside);
  if (section === undefined)
    throw failure(
      `The description of #${number} has no room for Baton's section: GitHub takes ${MAX_BODY_CHARS.toLocaleString("en-US")} characters, and the rest of it has ${outside.toLocaleString("en-US")}`,
    );
  try {
    await octokit.rest.pulls.update({ ...place, body: withSection(body, section) });
  } catch (error) {
    throw failure(`Could not write the description of #${number}: ${describeGitHubError(error)}`, error);
  }

  const { apply, dropped } = allowedLabels(value.labels, configured);
  if (dropped.length)
    logger.info(
      `#${number}: labels not in ${configured.length ? "the repository's list" : ".github/baton.yml (it lists none)"} left out: ${dropped.join(", ")}`,
    );
  if (apply.length) {
    try {
      await octokit.rest.issues.addLabels({
        owner: runner.owner,
        repo: runner.repo,
        issue_number: number,
        labels: apply,
      });
    } catch (error) {
      throw failure(`Could not label #${number}: ${describeGitHubError(error)}`, error);
    }
  }
  const labelled = apply.length ? `; labelled ${apply.map((l) => `\`${l}\``).join(", ")}` : "";
  return {
    outcome,
    text: `Updated the description of #${number} (type: ${value.type}${labelled}). Suggested title: ${value.title.replace(/\s+/g, " ")}`,
  };
}
