/**
 * `output: pull-request` in the action: before the run, where its change may
 * go (or a refusal, before anything is spent) and the workspace as it stood;
 * after it, what the run changed becomes one commit through the Git Data API
 * on that branch, and Baton's branch is offered in a pull request. What
 * happened is said under the run's answer.
 */
import type { Octokit } from "@octokit/rest";
import type { Subject } from "../../adapters/github/subject.ts";
import type { RunOutcome } from "../../engine/agent/outcome.ts";
import { inputError } from "../../engine/errors.ts";
import type { Redactor } from "../../engine/util/redact.ts";
import { clip, count } from "../../engine/util/text.ts";
import { cleanLine } from "../../engine/util/untrusted.ts";
import { conversationMarker } from "../events/markers.ts";
import { type CommitFile, createCommit, moveBranch, type RepoRef } from "./git-data.ts";
import { offerBranch } from "./pull-request.ts";
import { type PushTarget, pushTarget } from "./pull-target.ts";
import {
  changesSince,
  type FileChange,
  readBlob,
  type Snapshot,
  snapshotWorkspace,
} from "./workspace-changes.ts";

/** A commit carries at most this many files: a larger change is no reviewable pull request. */
export const MAX_DELIVERED_FILES = 300;
/** The run's answer in the pull request's description, at most. */
const MAX_SUMMARY_CHARS = 20_000;

export interface DeliveryScene {
  octokit: Octokit;
  owner: string;
  repo: string;
  /** The checkout, and the runner's temporary folder. */
  workspace: string;
  temp: string;
  defaultBranch: () => Promise<string | undefined>;
  redactor: Redactor;
  runUrl: string;
}

export interface DeliveryRequest {
  subject: Subject | undefined;
  conversationId: string;
  recipe: string;
  /** Who asked (a comment's author). */
  requester?: string;
}

/** Where the run's change goes and what it starts from: made before the run, finished after it. */
export interface PullRequestDelivery {
  /** What happened to the change, in words for the answer's end. */
  finish(outcome: RunOutcome): Promise<string>;
}

export async function preparePullRequest(
  scene: DeliveryScene,
  request: DeliveryRequest,
): Promise<PullRequestDelivery> {
  const { subject } = request;
  if (!subject)
    throw inputError(
      `the recipe "${request.recipe}" delivers a pull request, so it works on an issue or a pull request`,
    );
  const at: RepoRef = { octokit: scene.octokit, owner: scene.owner, repo: scene.repo };
  const base = await scene.defaultBranch();
  if (base === undefined) throw inputError("the repository's default branch could not be read");
  const target = await pushTarget(
    scene.octokit,
    at,
    subject,
    request.conversationId,
    request.requester,
    base,
  );
  const start = await snapshotWorkspace(scene.workspace, scene.temp);
  return { finish: (outcome) => finish(scene, at, { ...request, subject }, target, start, base, outcome) };
}

async function finish(
  scene: DeliveryScene,
  at: RepoRef,
  request: DeliveryRequest & { subject: Subject },
  target: PushTarget,
  start: Snapshot,
  base: string,
  outcome: RunOutcome,
): Promise<string> {
  const all = await changesSince(scene.workspace, scene.temp, start);
  const leftOut = all.filter((c) => whyLeftOut(c) !== undefined);
  const changes = all.filter((c) => whyLeftOut(c) === undefined);
  const notes = leftOut.map((c) => `\`${cleanLine(c.path)}\` is left out: ${whyLeftOut(c)}.`);
  const say = (...lines: string[]) => [...lines, ...notes].join("\n\n");
  if (changes.length === 0)
    return say("The run changed no files, so nothing was pushed and no pull request opened.");
  if (outcome.status !== "done")
    return say(`The run did not finish, so its change (${plural(changes.length, "file")}) was not pushed.`);
  if (changes.length > MAX_DELIVERED_FILES)
    return say(
      `The run changed ${plural(changes.length, "file")}, more than the ${MAX_DELIVERED_FILES} one commit may carry, so nothing was pushed.`,
    );

  const files: CommitFile[] = [];
  for (const c of changes)
    files.push({
      path: c.path,
      mode: c.mode,
      bytes: c.blob ? await readBlob(scene.workspace, c.blob) : null,
    });
  const title = titleOf(request.subject);
  const commit = await createCommit(at, {
    parent: start.head,
    message: commitMessage(request, title, scene.runUrl),
    files,
  });
  const create = target.kind === "own-branch" && !target.pull;
  const moved = await moveBranch(at, target.branch, start.head, create, commit);
  if (!moved.moved)
    return say(
      moved.head === undefined
        ? `Nothing was pushed: the branch \`${target.branch}\` is gone since the run started. Run again once it is back.`
        : target.pull
          ? `Nothing was pushed: \`${target.branch}\` moved since the run started (from ${short(start.head)} to ${short(moved.head)}). Run again to work on its new head.`
          : `Nothing was pushed: \`${target.branch}\` already holds work this run did not start from (it is at ${short(moved.head)}, the run started from ${short(start.head)}). Comment on its pull request to go on there, or delete the branch to start again.`,
    );
  const where = `\`${target.branch}\` (commit ${short(commit)})`;
  let pushed: string;
  if (target.kind === "own-branch") {
    const pull = await offerBranch(at, {
      branch: target.branch,
      base,
      title,
      body: pullBody(scene, request, outcome.response),
    });
    pushed = `${pull.opened ? "Opened" : "Updated"} [pull request #${pull.number}](${pull.url}) with one commit on ${where}.`;
  } else pushed = `Pushed one commit to ${where} of [#${target.pull.number}](${target.pull.url}).`;
  return say(pushed, fileList(changes), checksLine(outcome.checks));
}

/**
 * What the repository's checks said of the pushed change: each command and how it ended, said
 * stale when the files changed after they last ran; or that none ran (no `checks:` configured).
 */
export function checksLine(checks: RunOutcome["checks"]): string {
  if (!checks || checks.results.length === 0)
    return "No checks ran (`checks:` in `.github/baton.yml` names them).";
  const rows = checks.results.map(
    (r) => `- \`${cleanLine(r.command)}\`: ${r.passed ? "passed" : `failed (${cleanLine(r.ended)})`}`,
  );
  const stale = checks.stale ? " (the files changed after they last ran)" : "";
  return `Checks${stale}:\n${rows.join("\n")}`;
}

/** Why a change is not delivered: what the workflow's token may not push, or Git Data cannot carry. */
function whyLeftOut(change: FileChange): string | undefined {
  if (/^\.github\/workflows\//.test(change.path))
    return "a workflow's token may not change workflows (`.github/workflows/`)";
  if (change.mode === "160000") return "a submodule's commit is not delivered";
  return undefined;
}

/** The files, one a line, with the lines each gained and lost. */
function fileList(changes: readonly FileChange[]): string {
  const rows = changes.map((c) => {
    const lines = c.lines ? ` +${count(c.lines.added)} −${count(c.lines.removed)}` : " (binary)";
    const status = c.status === "modified" ? "" : ` (${c.status})`;
    const mode = c.mode === "100755" && c.status !== "deleted" ? " (executable)" : "";
    return `- \`${cleanLine(c.path)}\`${lines}${status}${mode}`;
  });
  return `Files changed:\n${rows.join("\n")}`;
}

function titleOf(subject: Subject): string {
  return cleanLine(subject.kind === "pr" ? subject.pr.title : subject.issue.title) || `#${subject.number}`;
}

function commitMessage(
  request: DeliveryRequest & { subject: Subject },
  title: string,
  runUrl: string,
): string {
  const by = request.requester ? ` by @${request.requester}` : "";
  return `${clip(title, 72)}\n\nAsked for${by} on #${request.subject.number} (Baton's conversation ${request.conversationId}).\nRun: ${runUrl}\n`;
}

/** The description: the run's answer, the issue it closes, how to go on, and the conversation's marker. */
function pullBody(scene: DeliveryScene, request: DeliveryRequest, answer: string): string {
  const issue = /^issue-(\d+)$/.exec(request.conversationId)?.[1];
  return [
    scene.redactor.redact(clip(answer.trim(), MAX_SUMMARY_CHARS)) || "_No summary._",
    ...(issue ? [`Closes #${issue}`] : []),
    `Made by Baton in the conversation \`${request.conversationId}\` ([latest run](${scene.runUrl})). Comment here, or on a line, to have it go on with this change.`,
    conversationMarker(request.conversationId),
  ].join("\n\n");
}

const short = (sha: string) => sha.slice(0, 7);
const plural = (n: number, noun: string) => `${count(n)} ${noun}${n === 1 ? "" : "s"}`;
