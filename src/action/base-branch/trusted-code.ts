/**
 * Where the code a run trusts comes from: recipes, hooks, extensions and the
 * standing instructions. On an event about a pull request the workspace may
 * hold the PR's head (a `pull_request` run checks out its merge commit; a
 * comment's workflow may check out the head to let the model read it), which
 * the PR's author controls, so that code is read from the base branch
 * instead, whoever triggered the run. Elsewhere (issues, schedules,
 * dispatches) the workspace is what the repository's own workflow checked
 * out, and its folders are used as they are.
 *
 * The base is read through the API (git trees and blobs at the base commit),
 * not from a checkout: it works whatever the workflow checked out (a shallow
 * merge commit does not even hold the base commit), it needs no git
 * credentials in the workspace, and what it reads is the commit's bytes.
 */
import { mkdtemp, rm } from "node:fs/promises";
import { isAbsolute, join, relative, resolve, sep } from "node:path";
import type { Octokit } from "@octokit/rest";
import * as z from "zod";
import { describeGitHubError } from "../../adapters/github/errors.ts";
import { failure, inputError } from "../../engine/errors.ts";
import type { Logger } from "../../engine/util/logger.ts";
import { copyFoldersAt } from "../github/folder-copy.ts";
import type { RunnerEnv } from "../runner-env.ts";

export type CodeSource =
  | { from: "workspace" }
  /** The base of pull request `pr`, at `base` (branch and commit) when the event names it. */
  | { from: "base"; pr: number; base?: BaseRef };

export interface BaseRef {
  branch: string;
  sha: string;
}

const BaseSchema = z.object({ ref: z.string().min(1), sha: z.string().min(1) });
const PayloadSchema = z.object({
  pull_request: z.object({ number: z.number().int().positive(), base: BaseSchema.optional() }).nullish(),
  issue: z.object({ number: z.number().int().positive(), pull_request: z.object({}).nullish() }).nullish(),
});

/**
 * The rule, in one place: any event whose payload is about a pull request
 * (`pull_request*` events, comments on a PR, comments under a line of one)
 * takes its code from the PR's base. A payload that is about a PR but does
 * not say which is refused rather than read as the workspace's.
 */
export function codeSourceFor(payload: unknown): CodeSource {
  const event = (payload ?? {}) as { pull_request?: unknown; issue?: { pull_request?: unknown } | null };
  if (event.pull_request == null && event.issue?.pull_request == null) return { from: "workspace" };
  const parsed = PayloadSchema.safeParse(payload);
  if (!parsed.success)
    throw inputError("the event is about a pull request but does not name it, so its base cannot be read");
  const { pull_request: pr, issue } = parsed.data;
  if (pr)
    return {
      from: "base",
      pr: pr.number,
      ...(pr.base ? { base: { branch: pr.base.ref, sha: pr.base.sha } } : {}),
    };
  return { from: "base", pr: issue!.number };
}

export interface TrustedCode {
  recipesDir: string;
  hookDirs: string[];
  /** The base the code was read at, for the standing instructions to be read at the same commit. */
  base?: BaseRef;
  /** Removes the copy of the base's folders. */
  dispose(): Promise<void>;
}

export interface TrustedCodeRequest {
  octokit: Octokit;
  runner: RunnerEnv;
  folders: { recipesPath: string; hooksPath: string };
  /** The base commit of the PR the event is about (baseOfEvent); none: the workspace's code. */
  base: BaseRef | undefined;
  logger: Logger;
}

/**
 * The commit whose configuration, code and standing instructions a run on a pull request
 * follows (its base), read once so that all three come from the same commit; undefined for an
 * event about no pull request (the workspace, the default branch).
 */
export async function baseOfEvent(request: {
  octokit: Octokit;
  runner: RunnerEnv;
  payload: unknown;
}): Promise<BaseRef | undefined> {
  const source = codeSourceFor(request.payload);
  if (source.from === "workspace") return undefined;
  return source.base ?? (await baseOf(request, source.pr));
}

export async function trustedCode(request: TrustedCodeRequest): Promise<TrustedCode> {
  const { runner, folders, logger, base } = request;
  const workspace = resolve(runner.workspace);
  if (!base)
    return {
      recipesDir: resolve(workspace, folders.recipesPath),
      hookDirs: [resolve(workspace, folders.hooksPath)],
      dispose: async () => {},
    };
  const recipes = repositoryPath(workspace, folders.recipesPath, "recipes-path");
  const hooks = repositoryPath(workspace, folders.hooksPath, "hooks-path");
  const into = await mkdtemp(join(runner.temp, "baton-base-"));
  const dispose = () => rm(into, { recursive: true, force: true });
  try {
    await copyFoldersAt(
      { octokit: request.octokit, owner: runner.owner, repo: runner.repo, ref: base.sha },
      [recipes, hooks],
      into,
    );
  } catch (error) {
    await dispose();
    throw error;
  }
  logger.info(
    `recipes, hooks and extensions come from ${base.branch} at ${base.sha.slice(0, 12)}, the pull request's base, not from the workspace`,
  );
  return { recipesDir: join(into, recipes), hookDirs: [join(into, hooks)], base, dispose };
}

/** A folder input as a path inside the repository; one outside it has no copy on the base branch. */
function repositoryPath(workspace: string, path: string, input: string): string {
  const inside = relative(workspace, resolve(workspace, path));
  if (inside === ".." || inside.startsWith(`..${sep}`) || isAbsolute(inside))
    throw inputError(
      `${input} "${path}" is outside the repository: on a pull request it is read from the base branch, so it must be a folder of the repository`,
    );
  return inside.split(sep).join("/");
}

async function baseOf(request: { octokit: Octokit; runner: RunnerEnv }, pr: number): Promise<BaseRef> {
  const { octokit, runner } = request;
  try {
    const { data } = await octokit.rest.pulls.get({
      owner: runner.owner,
      repo: runner.repo,
      pull_number: pr,
    });
    return { branch: data.base.ref, sha: data.base.sha };
  } catch (error) {
    throw failure(`could not read the base of #${pr}: ${describeGitHubError(error)}`, error);
  }
}
