/**
 * `baton run -r pr-review --base main`: the working tree's change against a base, read as a pull
 * request would be, so the PR recipes run on one's own branch before it is pushed. The diff is
 * from the merge base of the base and HEAD (as GitHub shows a PR) to the working tree: commits,
 * staged and unstaged changes, and new files git does not ignore. It is read once, when the run
 * starts, so the model reviews the change as it stood when asked. Files named like secrets files
 * are left out of the diff (a new one altogether, a tracked one's changes), as the file tools refuse them.
 */
import { execFile } from "node:child_process";
import { posix } from "node:path";
import { promisify } from "node:util";
import { GitHubError, usageError } from "../engine/errors.ts";
import type { GitHubContext, GitHubIssue, GitHubReader } from "../engine/ports.ts";
import type { PullRequestVariables, RecipeVariables } from "../engine/recipes/render.ts";
import { isSecretFile } from "../engine/tools/files/access.ts";
import { cleanLine } from "../engine/util/untrusted.ts";

/** The number the local change goes by in the recipes and get_pr_diff: 0, which no pull request has. */
export const LOCAL_CHANGE = 0;

const run = promisify(execFile);

async function git(cwd: string, args: string[], okCodes: number[] = [0]): Promise<string> {
  try {
    const { stdout } = await run("git", args, { cwd, maxBuffer: 256 * 1024 * 1024, timeout: 60_000 });
    return stdout;
  } catch (error) {
    const e = error as { code?: unknown; stdout?: string; stderr?: string };
    if (typeof e.code === "number" && okCodes.includes(e.code)) return e.stdout ?? "";
    if (e.code === "ENOENT") throw usageError("--base needs git on the PATH");
    throw usageError(
      `--base: git ${args[0]} failed: ${cleanLine(e.stderr ?? String(error)) || "no reason given"}`,
    );
  }
}

/** What a run is about besides its message: the recipe's variables, and what the GitHub tools read. */
export interface RunSubject {
  variables: RecipeVariables;
  github: GitHubContext;
}

/** The change of the working tree in `cwd` against `base`, as a pull request's variables and a reader of it. */
export async function localChange(cwd: string, base: string): Promise<RunSubject> {
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
  const trackedChanged = (
    await git(cwd, ["-c", "core.quotePath=false", "diff", "--name-only", "-z", mergeBase, "--"])
  )
    .split("\0")
    .filter(Boolean);
  // A tracked secrets file (`.env` committed with placeholders) holds the user's real values in the
  // working tree: its name is listed, its diff left out, as for a new one below.
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
    ...trackedSecrets.map((file) => `:(top,exclude,literal)${file}`),
  ]);
  const untracked = (
    await git(cwd, ["-c", "core.quotePath=false", "ls-files", "-z", "--others", "--exclude-standard"])
  )
    .split("\0")
    // A new file named like a secrets file (`.env`) is one the file tools would refuse: not shown either.
    .filter((file) => file && !isSecretFile(posix.basename(file)));
  // A new file is a diff from nothing; `git diff --no-index` exits 1 when there is a difference.
  const added: string[] = [];
  for (const file of untracked)
    added.push(await git(cwd, ["diff", "--no-ext-diff", "--no-index", "--", "/dev/null", file], [1]));
  const diff = tracked + added.join("");
  const changed = [...trackedChanged, ...untracked];
  const title = `the local changes on ${branch === "HEAD" ? `commit ${head.slice(0, 7)}` : branch}, not pushed`;
  const pr: PullRequestVariables = {
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
    changed_files: changed.map(cleanLine),
  };
  return { variables: { pr }, github: { reader: localReader(pr, diff) } };
}

/** The local change as the GitHub tools read a pull request: its diff, and nothing said about it. */
function localReader(pr: PullRequestVariables, diff: string): GitHubReader {
  const now = new Date().toISOString();
  const notFound = (number: number) =>
    new GitHubError(`#${number}: only the local change (number ${LOCAL_CHANGE}) is known here`, 404, false);
  const issue: GitHubIssue = {
    number: LOCAL_CHANGE,
    title: pr.title,
    body: "",
    state: "open",
    stateReason: null,
    author: undefined,
    labels: [],
    createdAt: now,
    updatedAt: now,
    comments: 0,
    pullRequest: { mergedAt: null },
  };
  return {
    issue: async (number) => {
      if (number !== LOCAL_CHANGE) throw notFound(number);
      return issue;
    },
    async *commentPages() {},
    pullCommits: async (number) => {
      if (number !== LOCAL_CHANGE) throw notFound(number);
      return { base: pr.base_sha, head: "the working tree" };
    },
    diff: async () => diff,
  };
}
