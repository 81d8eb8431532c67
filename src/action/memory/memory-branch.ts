/**
 * How a change to the memory reaches the repository: committed to the branch
 * `baton/memory` (made from the default branch when missing, or when its
 * last pull request is closed) and offered in one open pull request, so a
 * learning is reviewed like code. Needs `contents: write` and
 * `pull-requests: write`; without them GitHub answers 403 and the caller
 * proposes the change in a comment instead.
 */
import type { Octokit } from "@octokit/rest";
import { githubStatus } from "../../adapters/github/errors.ts";
import { MEMORY_FILE, parseMemory } from "../base-branch/memory-file.ts";

export const MEMORY_BRANCH = "baton/memory";

export interface MemoryRepo {
  octokit: Octokit;
  owner: string;
  repo: string;
  defaultBranch: string;
}

/** The memory as the branch has it (the pending pull request's), or as the default branch has it. */
export interface MemoryDraft {
  text: string | undefined;
  /** The blob the contents API needs to replace the file; absent when the file is new. */
  sha?: string;
  /** The open pull request of the branch, if any. */
  pull?: { number: number; url: string };
  /** Whether the branch exists and is the one to commit to. */
  onBranch: boolean;
}

export async function readDraft(target: MemoryRepo): Promise<MemoryDraft> {
  const pull = await openPull(target);
  const branch = pull ? await branchHead(target) : undefined;
  const ref = pull && branch ? MEMORY_BRANCH : target.defaultBranch;
  const file = await readFile(target, ref);
  return { ...file, ...(pull ? { pull } : {}), onBranch: Boolean(pull && branch) };
}

/**
 * Commits `text` as the memory file and opens (or retitles) the pull request.
 * Throws GitHub's error (a 403 without the permissions).
 */
export async function proposeMemory(
  target: MemoryRepo,
  draft: MemoryDraft,
  text: string,
  message: string,
): Promise<{ number: number; url: string }> {
  const { octokit, owner, repo, defaultBranch } = target;
  if (!draft.onBranch) await startBranch(target);
  // Off the branch, the draft was read from the default branch the branch now starts from.
  await octokit.rest.repos.createOrUpdateFileContents({
    owner,
    repo,
    path: MEMORY_FILE,
    branch: MEMORY_BRANCH,
    message,
    content: Buffer.from(text, "utf8").toString("base64"),
    ...(draft.sha ? { sha: draft.sha } : {}),
  });
  const count = parseMemory(text).length;
  const title = `Baton memory: ${count} ${count === 1 ? "learning" : "learnings"}`;
  const body = `The learnings Baton was taught (\`${MEMORY_FILE}\`). Each joins the system prompt of every run once this is merged; edit the file here to change one.\n\nLatest change: ${message}`;
  if (draft.pull) {
    await octokit.rest.pulls.update({ owner, repo, pull_number: draft.pull.number, title, body });
    return draft.pull;
  }
  const { data } = await octokit.rest.pulls.create({
    owner,
    repo,
    title,
    body,
    head: MEMORY_BRANCH,
    base: defaultBranch,
  });
  return { number: data.number, url: data.html_url };
}

async function openPull({ octokit, owner, repo }: MemoryRepo) {
  const { data } = await octokit.rest.pulls.list({
    owner,
    repo,
    state: "open",
    head: `${owner}:${MEMORY_BRANCH}`,
    per_page: 1,
  });
  const pull = data[0];
  return pull ? { number: pull.number, url: pull.html_url } : undefined;
}

async function branchHead({ octokit, owner, repo }: MemoryRepo, branch = MEMORY_BRANCH) {
  try {
    const { data } = await octokit.rest.git.getRef({ owner, repo, ref: `heads/${branch}` });
    return data.object.sha;
  } catch (error) {
    if (githubStatus(error) === 404) return undefined;
    throw error;
  }
}

/** The branch at the default branch's head: a branch left from a closed pull request starts over. */
async function startBranch(target: MemoryRepo): Promise<void> {
  const { octokit, owner, repo, defaultBranch } = target;
  const head = await branchHead(target, defaultBranch);
  if (!head)
    throw new Error(`the default branch ${defaultBranch} has no head to start ${MEMORY_BRANCH} from`);
  if (await branchHead(target)) {
    await octokit.rest.git.updateRef({ owner, repo, ref: `heads/${MEMORY_BRANCH}`, sha: head, force: true });
  } else {
    await octokit.rest.git.createRef({ owner, repo, ref: `refs/heads/${MEMORY_BRANCH}`, sha: head });
  }
}

async function readFile(
  { octokit, owner, repo }: MemoryRepo,
  ref: string,
): Promise<Omit<MemoryDraft, "onBranch">> {
  try {
    const { data } = await octokit.rest.repos.getContent({ owner, repo, path: MEMORY_FILE, ref });
    if (Array.isArray(data) || data.type !== "file" || !("content" in data)) return { text: undefined };
    return { text: Buffer.from(data.content, "base64").toString("utf8"), sha: data.sha };
  } catch (error) {
    if (githubStatus(error) === 404) return { text: undefined };
    throw error;
  }
}
