/**
 * How a change to the memory reaches the repository: committed to the branch
 * `baton/memory` (made from the default branch when missing; its file
 * replaced with the default branch's when its last pull request is closed)
 * and offered in one open pull request, so a learning is reviewed like code.
 * Memory commands may run at once: every commit replaces the file only if it
 * is still the one read, no branch is ever moved back, and a command that
 * lost a race reads again. Needs `contents: write` and
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

/** The memory a change starts from, and where it is committed. */
export interface MemoryDraft {
  text: string | undefined;
  /**
   * The blob of the file on `baton/memory` (or, before the branch exists, on
   * the default branch it will start from): the commit replaces the file only
   * if it is still this one, so a change made meanwhile is never overwritten.
   */
  sha?: string;
  /** The open pull request of the branch, if any. */
  pull?: { number: number; url: string };
  /** Whether `baton/memory` exists. */
  branch: boolean;
  /** Where `text` was read: the branch's file, or the default branch's. */
  from: "branch" | "default";
}

/**
 * Thrown when another memory command got there first (the file or the
 * branch changed since the draft was read): the change is read again.
 */
export class MemoryConflict extends Error {}

/**
 * The branch's memory while its pull request is open, or while the branch has
 * moved since its last pull request closed (another command is proposing a
 * change right now). A branch left as its last pull request closed it starts
 * from the default branch's memory; its file is replaced, never the branch
 * moved back, so no commit another command made can be lost.
 */
export async function readDraft(target: MemoryRepo): Promise<MemoryDraft> {
  // The branch's file first, then where the branch and its pull request stand: a commit landing
  // between the reads moves the head, so the draft reads as the branch's (and its sha, the older,
  // is refused at the commit) rather than pairing a decision taken before it with a newer file.
  const onBranch = await readFile(target, MEMORY_BRANCH);
  const [latest, head] = await Promise.all([latestPull(target), branchHead(target)]);
  if (!head) return { ...(await readFile(target, target.defaultBranch)), branch: false, from: "default" };
  if (latest?.open) return { ...onBranch, pull: latest, branch: true, from: "branch" };
  if (latest && latest.headSha === head) {
    const { text } = await readFile(target, target.defaultBranch);
    return { text, ...(onBranch.sha ? { sha: onBranch.sha } : {}), branch: true, from: "default" };
  }
  return { ...onBranch, branch: true, from: "branch" };
}

/**
 * Commits `text` as the memory file and opens (or retitles) the pull request.
 * Throws MemoryConflict when another command changed the branch first, and
 * GitHub's error otherwise (a 403 without the permissions).
 */
export async function proposeMemory(
  target: MemoryRepo,
  draft: MemoryDraft,
  text: string,
  message: string,
): Promise<{ number: number; url: string }> {
  const { octokit, owner, repo } = target;
  if (!draft.branch) await createBranch(target);
  try {
    await octokit.rest.repos.createOrUpdateFileContents({
      owner,
      repo,
      path: MEMORY_FILE,
      branch: MEMORY_BRANCH,
      message,
      content: Buffer.from(text, "utf8").toString("base64"),
      ...(draft.sha ? { sha: draft.sha } : {}),
    });
  } catch (error) {
    // 409: the file is not the one read; 422 without a sha: a file appeared meanwhile.
    const status = githubStatus(error);
    if (status === 409 || (status === 422 && !draft.sha)) throw new MemoryConflict("the memory file changed");
    throw error;
  }
  const count = parseMemory(text).length;
  const title = `Baton memory: ${count} ${count === 1 ? "learning" : "learnings"}`;
  const body = `The learnings Baton was taught (\`${MEMORY_FILE}\`). Each joins the system prompt of every run once this is merged; edit the file here to change one.\n\nLatest change: ${message}`;
  if (draft.pull) {
    const { data } = await octokit.rest.pulls.update({
      owner,
      repo,
      pull_number: draft.pull.number,
      title,
      body,
    });
    if (data.state === "open") return draft.pull;
    // Merged or closed while this change was made: the change goes on in a pull request of its own.
  }
  return openPull(target, title, body);
}

/** Opens the branch's pull request, or, when another command opened it first, retitles that one. */
async function openPull(target: MemoryRepo, title: string, body: string) {
  const { octokit, owner, repo, defaultBranch } = target;
  try {
    const { data } = await octokit.rest.pulls.create({
      owner,
      repo,
      title,
      body,
      head: MEMORY_BRANCH,
      base: defaultBranch,
    });
    return { number: data.number, url: data.html_url };
  } catch (error) {
    const open = githubStatus(error) === 422 ? await latestPull(target) : undefined;
    if (!open?.open) throw error;
    await octokit.rest.pulls.update({ owner, repo, pull_number: open.number, title, body });
    return { number: open.number, url: open.url };
  }
}

/** The branch's newest pull request, open or not, with the head it has (or had when it closed). */
async function latestPull({ octokit, owner, repo }: MemoryRepo) {
  const { data } = await octokit.rest.pulls.list({
    owner,
    repo,
    state: "all",
    head: `${owner}:${MEMORY_BRANCH}`,
    sort: "created",
    direction: "desc",
    per_page: 1,
  });
  const pull = data[0];
  return pull
    ? { number: pull.number, url: pull.html_url, open: pull.state === "open", headSha: pull.head.sha }
    : undefined;
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

/** The branch at the default branch's head; one another command created first is a conflict. */
async function createBranch(target: MemoryRepo): Promise<void> {
  const { octokit, owner, repo, defaultBranch } = target;
  const head = await branchHead(target, defaultBranch);
  if (!head)
    throw new Error(`the default branch ${defaultBranch} has no head to start ${MEMORY_BRANCH} from`);
  try {
    await octokit.rest.git.createRef({ owner, repo, ref: `refs/heads/${MEMORY_BRANCH}`, sha: head });
  } catch (error) {
    if (githubStatus(error) === 422 && (await branchHead(target)))
      throw new MemoryConflict("the branch exists");
    throw error;
  }
}

async function readFile(
  { octokit, owner, repo }: MemoryRepo,
  ref: string,
): Promise<Pick<MemoryDraft, "text" | "sha">> {
  try {
    const { data } = await octokit.rest.repos.getContent({ owner, repo, path: MEMORY_FILE, ref });
    if (Array.isArray(data) || data.type !== "file" || !("content" in data)) return { text: undefined };
    return { text: Buffer.from(data.content, "base64").toString("utf8"), sha: data.sha };
  } catch (error) {
    if (githubStatus(error) === 404) return { text: undefined };
    throw error;
  }
}
