// The state behind the fake GitHub (REST API + Actions artifact service): repositories, users,
// issues and pull requests, comments, reactions, reviews, workflow runs and artifacts.
// Tests seed it and inspect it directly.
import { createHash, randomUUID } from "node:crypto";
import { GitObjects } from "./git-objects.ts";
import { isoNow } from "./http-util.ts";
import { makeZip, type ZipEntries } from "./zip.ts";

export type Role = "admin" | "maintain" | "write" | "triage" | "read" | "none";
export type UserType = "User" | "Bot" | "Organization";

export interface User {
  login: string;
  id: number;
  type: UserType;
}

export interface Repo {
  id: number;
  owner: string;
  name: string;
  fullName: string;
  private: boolean;
  defaultBranch: string;
  /** Explicit roles; the owner (a User) is admin; everybody else reads a public repo. */
  collaborators: Map<string, Role>;
  createdAt: string;
}

export interface PullFile {
  filename: string;
  status: "added" | "removed" | "modified" | "renamed";
  additions: number;
  deletions: number;
  changes: number;
  patch?: string;
  previous_filename?: string;
}

export interface Pull {
  draft: boolean;
  headRef: string;
  headSha: string;
  baseRef: string;
  baseSha: string;
  /** Full name of the head repository (a fork when it differs from the base). */
  headRepo: string;
  diff: string;
  files: PullFile[];
  merged: boolean;
  /** Extra diffs for `GET /repos/{o}/{r}/compare/{base}...{head}` (key "base...head"). */
  compareDiffs: Map<string, string>;
}

export interface Issue {
  repo: string;
  id: number;
  number: number;
  title: string;
  body: string | null;
  user: string;
  labels: string[];
  state: "open" | "closed";
  createdAt: string;
  updatedAt: string;
  closedAt: string | null;
  pull?: Pull;
}

export interface Comment {
  repo: string;
  issueNumber: number;
  id: number;
  body: string;
  user: string;
  createdAt: string;
  updatedAt: string;
  /** Hidden on GitHub, with GraphQL's minimizedReason ("spam", "off-topic", …); REST does not say. */
  minimized?: string;
}

export type ReactionContent = "+1" | "-1" | "laugh" | "confused" | "heart" | "hooray" | "rocket" | "eyes";

export interface Reaction {
  id: number;
  commentId: number;
  content: ReactionContent;
  user: string;
  createdAt: string;
}

export interface ReviewComment {
  path: string;
  body: string;
  position?: number;
  line?: number;
  side?: string;
  start_line?: number;
  start_side?: string;
}

/** A comment in a review thread, on a line of a pull request's diff. */
export interface PullComment {
  repo: string;
  pullNumber: number;
  id: number;
  /** The review it was posted with (a reply is a review of its own on GitHub; here it is null). */
  reviewId: number | null;
  path: string;
  line: number | null;
  side: string;
  startLine: number | null;
  body: string;
  user: string;
  inReplyTo: number | null;
  diffHunk: string;
  commitId: string;
  createdAt: string;
  updatedAt: string;
  /** Hidden on GitHub, with GraphQL's minimizedReason; REST does not say. */
  minimized?: string;
}

export interface Review {
  repo: string;
  pullNumber: number;
  id: number;
  user: string;
  body: string;
  state: "APPROVED" | "CHANGES_REQUESTED" | "COMMENTED" | "PENDING";
  commitId: string;
  submittedAt: string | null;
  /** When its text was last edited (GraphQL's lastEditedAt); absent when never. */
  lastEditedAt?: string;
  comments: ReviewComment[];
}

export interface Run {
  id: number;
  repo: string;
  attempt: number;
  headBranch: string;
  headSha: string;
  /** Full name of the repository the run's code came from (a fork for pull_request runs from forks). */
  headRepo: string;
  /** The results service's ids, carried by ACTIONS_RUNTIME_TOKEN. One per run (shared by attempts). */
  backendId: string;
}

export interface Job {
  backendId: string;
  runId: number;
  attempt: number;
  name: string;
}

export interface Blob {
  data: Buffer;
  contentType: string;
  etag: string;
  lastModified: string;
  /** Staged, uncommitted blocks (Azure block blob). */
  blocks: Map<string, Buffer>;
  committed: boolean;
}

export interface Artifact {
  id: number;
  repo: string;
  name: string;
  runId: number;
  jobBackendId: string;
  size: number;
  /** "sha256:<hex>" */
  digest: string | null;
  createdAt: string;
  updatedAt: string;
  expiresAt: string;
  /** Forced expiry (e.g. seeded as expired); otherwise expiry follows expiresAt. */
  expiredFlag: boolean;
  /** Finalized artifacts are visible; pending ones are between CreateArtifact and FinalizeArtifact. */
  finalized: boolean;
  blobKey: string;
}

export interface RepoSeed {
  fullName: string;
  id?: number;
  private?: boolean;
  defaultBranch?: string;
  collaborators?: Record<string, Role>;
}

export interface UserSeed {
  login: string;
  type?: UserType;
  id?: number;
  /** Role on each seeded repository (shorthand for `collaborators`). */
  permission?: Role;
}

export interface IssueSeed {
  repo?: string;
  number?: number;
  title?: string;
  body?: string | null;
  user?: string;
  labels?: string[];
  state?: "open" | "closed";
  createdAt?: string;
}

export interface PullSeed extends IssueSeed {
  draft?: boolean;
  headRef?: string;
  headSha?: string;
  baseRef?: string;
  baseSha?: string;
  /** Full name of the head repository when the PR comes from a fork. */
  headRepo?: string;
  /** A unified git diff; the PR's files are derived from it. */
  diff?: string;
  compareDiffs?: Record<string, string>;
}

export interface CommentSeed {
  repo?: string;
  issue: number;
  body: string;
  user?: string;
  createdAt?: string;
}

export interface ArtifactSeed {
  repo?: string;
  name: string;
  runId?: number;
  /** The artifact's files (zipped like @actions/artifact does), or the raw zip. */
  files?: ZipEntries;
  zip?: Uint8Array;
  createdAt?: string;
  /** Default: createdAt + 90 days. */
  expiresAt?: string;
  expired?: boolean;
  /** The run's head repository: set to a fork's full name to seed an artifact from a fork run. */
  headRepo?: string;
  headBranch?: string;
  headSha?: string;
}

export interface RunSeed {
  repo?: string;
  runId?: number;
  attempt?: number;
  job?: string;
  headBranch?: string;
  headSha?: string;
  headRepo?: string;
}

const DAY = 86_400_000;

export const sha1 = (s: string): string => createHash("sha1").update(s).digest("hex");
export const sha256 = (b: Uint8Array): string => createHash("sha256").update(b).digest("hex");

/** A deterministic UUID-shaped id from a string (results-service backend ids). */
export function uuidFrom(s: string): string {
  const h = createHash("sha256").update(s).digest("hex");
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-a${h.slice(17, 20)}-${h.slice(20, 32)}`;
}

const BOT_IDS: Record<string, number> = { "github-actions[bot]": 41898282, "dependabot[bot]": 49699333 };

export class GitHubState {
  readonly users = new Map<string, User>();
  readonly repos = new Map<string, Repo>();
  readonly issues: Issue[] = [];
  readonly comments: Comment[] = [];
  readonly reactions: Reaction[] = [];
  readonly reviews: Review[] = [];
  readonly pullComments: PullComment[] = [];
  /** Review threads (by the id of their first comment) resolved through GraphQL. */
  readonly resolvedThreads = new Set<number>();
  /** Repository files as `GET /repos/{o}/{r}/contents/{path}?ref=` serves them: "repo@ref:path" → text. */
  readonly files = new Map<string, string>();
  /** Keys of `files` whose mode is executable. */
  readonly executables = new Set<string>();
  /** Trees `treeAt` has named, and blobs by their git id. */
  readonly trees = new Map<string, { repo: string; ref: string; dir: string }>();
  readonly gitBlobs = new Map<string, string>();
  /** Real git objects behind the Git Data API (blobs, trees, commits made through it, and seeded commits). */
  readonly git = new GitObjects();
  readonly runs = new Map<number, Run>();
  readonly jobs = new Map<string, Job>();
  readonly artifacts: Artifact[] = [];
  readonly blobs = new Map<string, Blob>();

  // Ids in the ranges GitHub uses today: past 2^31, so an int32 somewhere shows up.
  private nextUserId = 90_000_001;
  private nextRepoId = 800_000_001;
  private nextIssueId = 2_900_000_001;
  private nextCommentId = 2_600_000_001;
  private nextReactionId = 300_000_001;
  private nextReviewId = 2_800_000_001;
  private nextRunId = 17_000_000_001;
  private nextArtifactId = 3_500_000_001;
  readonly defaultRepo: string;

  constructor(defaultRepo: string) {
    this.defaultRepo = defaultRepo;
  }

  user(login: string, type?: UserType): User {
    let u = this.users.get(login.toLowerCase());
    if (!u) {
      const inferred: UserType = type ?? (login.endsWith("[bot]") ? "Bot" : "User");
      u = { login, id: BOT_IDS[login] ?? this.nextUserId++, type: inferred };
      this.users.set(login.toLowerCase(), u);
    } else if (type) {
      u.type = type;
    }
    return u;
  }

  findUser(login: string): User | undefined {
    return this.users.get(login.toLowerCase());
  }

  addRepo(seed: RepoSeed): Repo {
    const [owner, name] = seed.fullName.split("/");
    if (!owner || !name) throw new Error(`repo must be "owner/name": ${seed.fullName}`);
    const existing = this.repos.get(seed.fullName.toLowerCase());
    if (existing) return existing;
    this.user(owner);
    const repo: Repo = {
      id: seed.id ?? this.nextRepoId++,
      owner,
      name,
      fullName: seed.fullName,
      private: seed.private ?? false,
      defaultBranch: seed.defaultBranch ?? "main",
      collaborators: new Map(Object.entries(seed.collaborators ?? {}).map(([k, v]) => [k.toLowerCase(), v])),
      createdAt: "2024-01-02T03:04:05Z",
    };
    for (const login of Object.keys(seed.collaborators ?? {})) this.user(login);
    this.repos.set(seed.fullName.toLowerCase(), repo);
    return repo;
  }

  repo(fullName: string = this.defaultRepo): Repo {
    const r = this.repos.get(fullName.toLowerCase());
    if (!r) throw new Error(`unknown repo ${fullName} (seed it first)`);
    return r;
  }

  findRepo(owner: string, name: string): Repo | undefined {
    return this.repos.get(`${owner}/${name}`.toLowerCase());
  }

  addUser(seed: UserSeed): User {
    const u = this.user(seed.login, seed.type);
    if (seed.id !== undefined) u.id = seed.id;
    if (seed.permission)
      for (const r of this.repos.values()) r.collaborators.set(seed.login.toLowerCase(), seed.permission);
    return u;
  }

  /** The user's role on a repository, as the collaborators API reports it. */
  role(repo: Repo, login: string): Role {
    const explicit = repo.collaborators.get(login.toLowerCase());
    if (explicit) return explicit;
    if (login.toLowerCase() === repo.owner.toLowerCase()) return "admin";
    return repo.private ? "none" : "read";
  }

  private nextNumber(repo: string): number {
    return (
      this.issues
        .filter((i) => i.repo.toLowerCase() === repo.toLowerCase())
        .reduce((n, i) => Math.max(n, i.number), 0) + 1
    );
  }

  addIssue(seed: IssueSeed): Issue {
    const repo = this.repo(seed.repo);
    const number = seed.number ?? this.nextNumber(repo.fullName);
    if (this.findIssue(repo.fullName, number))
      throw new Error(`#${number} already exists in ${repo.fullName}`);
    const created = seed.createdAt ?? new Date(Date.now() - DAY).toISOString().replace(/\.\d{3}Z$/, "Z");
    const issue: Issue = {
      repo: repo.fullName,
      id: this.nextIssueId++,
      number,
      title: seed.title ?? `Issue ${number}`,
      body: seed.body === undefined ? `Body of #${number}` : seed.body,
      user: this.user(seed.user ?? repo.owner).login,
      labels: seed.labels ?? [],
      state: seed.state ?? "open",
      createdAt: created,
      updatedAt: created,
      closedAt: seed.state === "closed" ? created : null,
    };
    this.issues.push(issue);
    return issue;
  }

  addPull(seed: PullSeed): Issue {
    const issue = this.addIssue({ title: `Pull request`, ...seed });
    const repo = this.repo(issue.repo);
    const headRef = seed.headRef ?? `feature-${issue.number}`;
    const diff = seed.diff ?? defaultDiff(issue.number);
    issue.pull = {
      draft: seed.draft ?? false,
      headRef,
      headSha: seed.headSha ?? sha1(`${issue.repo}#${issue.number}:head`),
      baseRef: seed.baseRef ?? repo.defaultBranch,
      baseSha: seed.baseSha ?? sha1(`${issue.repo}#${issue.number}:base`),
      headRepo: seed.headRepo ?? repo.fullName,
      diff,
      files: filesFromDiff(diff),
      merged: false,
      compareDiffs: new Map(Object.entries(seed.compareDiffs ?? {})),
    };
    if (seed.headRepo && !this.repos.has(seed.headRepo.toLowerCase()))
      this.addRepo({ fullName: seed.headRepo });
    return issue;
  }

  /** Moves a PR's head to a new commit (and optionally a new diff), as a push would. */
  pushToPull(repo: string, number: number, headSha: string, diff?: string): Issue {
    const issue = this.findIssue(repo, number);
    if (!issue?.pull) throw new Error(`no PR #${number} in ${repo}`);
    // The old head still exists: comparing against it gives the old diff, as on GitHub.
    const before = `${issue.pull.baseSha}...${issue.pull.headSha}`;
    if (!issue.pull.compareDiffs.has(before)) issue.pull.compareDiffs.set(before, issue.pull.diff);
    issue.pull.headSha = headSha;
    if (diff !== undefined) {
      issue.pull.diff = diff;
      issue.pull.files = filesFromDiff(diff);
    }
    issue.updatedAt = isoNow();
    return issue;
  }

  findIssue(repo: string, number: number): Issue | undefined {
    return this.issues.find((i) => i.repo.toLowerCase() === repo.toLowerCase() && i.number === number);
  }

  addComment(seed: CommentSeed): Comment {
    const repo = this.repo(seed.repo);
    const issue = this.findIssue(repo.fullName, seed.issue);
    if (!issue) throw new Error(`no issue #${seed.issue} in ${repo.fullName}`);
    const at = seed.createdAt ?? isoNow();
    const c: Comment = {
      repo: repo.fullName,
      issueNumber: seed.issue,
      id: this.nextCommentId++,
      body: seed.body,
      user: this.user(seed.user ?? repo.owner).login,
      createdAt: at,
      updatedAt: at,
    };
    this.comments.push(c);
    return c;
  }

  findComment(repo: string, id: number): Comment | undefined {
    return this.comments.find((c) => c.id === id && c.repo.toLowerCase() === repo.toLowerCase());
  }

  addReaction(
    commentId: number,
    content: ReactionContent,
    user: string,
  ): { reaction: Reaction; created: boolean } {
    const existing = this.reactions.find(
      (r) =>
        r.commentId === commentId && r.content === content && r.user.toLowerCase() === user.toLowerCase(),
    );
    if (existing) return { reaction: existing, created: false };
    const reaction: Reaction = { id: this.nextReactionId++, commentId, content, user, createdAt: isoNow() };
    this.reactions.push(reaction);
    return { reaction, created: true };
  }

  addPullComment(c: Omit<PullComment, "id" | "createdAt" | "updatedAt">): PullComment {
    const at = isoNow();
    const comment = { ...c, id: this.nextCommentId++, createdAt: at, updatedAt: at };
    this.pullComments.push(comment);
    return comment;
  }

  /** Branch heads moved by commits and refs ("repo@branch" → sha); a branch not here is at its seeded head. */
  readonly branchHeads = new Map<string, string>();
  #commits = 0;

  /** The head of a branch: the default branch and branches with seeded files exist; others do not. */
  branchSha(repo: Repo, branch: string): string | undefined {
    const moved = this.branchHeads.get(`${repo.fullName}@${branch}`);
    if (moved) return moved;
    const seeded = [...this.files.keys()].some((k) => k.startsWith(`${repo.fullName}@${branch}:`));
    return branch === repo.defaultBranch || seeded ? sha1(`${repo.fullName}@${branch}:head`) : undefined;
  }

  /** Points a branch at the head of another branch (git/create-ref, a forced git/update-ref), with its files. */
  setBranch(repo: Repo, branch: string, sha: string): boolean {
    const from = [...this.branchHeads.keys(), `${repo.fullName}@${repo.defaultBranch}`]
      .map((k) => k.slice(repo.fullName.length + 1))
      .find((b) => b !== branch && this.branchSha(repo, b) === sha);
    if (from === undefined) return false;
    const prefix = (b: string) => `${repo.fullName}@${b}:`;
    for (const key of [...this.files.keys()]) if (key.startsWith(prefix(branch))) this.files.delete(key);
    for (const [key, text] of [...this.files.entries()])
      if (key.startsWith(prefix(from))) this.files.set(prefix(branch) + key.slice(prefix(from).length), text);
    this.branchHeads.set(`${repo.fullName}@${branch}`, sha);
    this.#moveOpenPulls(repo, branch, sha);
    return true;
  }

  /**
   * A real git commit of `files` (on the branch's head when that is one) that the branch now points
   * at; a test checks it out into the workspace with `git.checkout`.
   */
  seedCommit(repo: Repo, branch: string, files: Record<string, string>): string {
    const head = this.branchSha(repo, branch);
    const parents = head && this.git.has(head, "commit") ? [head] : [];
    const entries = new Map(
      Object.entries(files).map(([path, text]) => [
        path,
        { mode: "100644", sha: this.git.blob(Buffer.from(text)) },
      ]),
    );
    const sha = this.git.commit({
      tree: this.git.tree(entries),
      parents,
      message: "seed\n",
      author: { name: "alice", email: "alice@example.com", date: "2026-01-01T00:00:00Z" },
    });
    this.pointBranch(repo, branch, sha);
    return sha;
  }

  /** Moves a branch to a commit of the git store; its files become what contents reads at the branch. */
  pointBranch(repo: Repo, branch: string, sha: string): void {
    const commit = this.git.readCommit(sha)!;
    const prefix = `${repo.fullName}@${branch}:`;
    for (const key of [...this.files.keys()]) if (key.startsWith(prefix)) this.files.delete(key);
    for (const [path, e] of this.git.files(commit.tree) ?? []) {
      this.files.set(prefix + path, this.git.bytes(e.sha)!.toString("utf8"));
      if (e.mode === "100755") this.executables.add(prefix + path);
    }
    this.branchHeads.set(`${repo.fullName}@${branch}`, sha);
    this.#moveOpenPulls(repo, branch, sha);
  }

  /** A commit of one file to a branch: the branch moves to a new head. */
  commitFile(repo: Repo, branch: string, path: string, text: string): string {
    this.files.set(`${repo.fullName}@${branch}:${path}`, text);
    const sha = sha1(`${repo.fullName}@${branch}:commit:${++this.#commits}`);
    this.branchHeads.set(`${repo.fullName}@${branch}`, sha);
    this.#moveOpenPulls(repo, branch, sha);
    return sha;
  }

  /** As on GitHub, an open pull request's head follows its branch; a closed one's stays where it was. */
  #moveOpenPulls(repo: Repo, branch: string, sha: string): void {
    for (const i of this.issues)
      if (i.repo === repo.fullName && i.state === "open" && i.pull?.headRef === branch) i.pull.headSha = sha;
  }

  /** A pull request opened through the API (pulls/create). */
  openPull(
    repo: Repo,
    seed: { title: string; body?: string; head: string; base: string; user: string },
  ): Issue {
    return this.addPull({
      repo: repo.fullName,
      title: seed.title,
      body: seed.body ?? null,
      user: seed.user,
      headRef: seed.head,
      baseRef: seed.base,
      headSha: this.branchSha(repo, seed.head) ?? sha1(`${repo.fullName}@${seed.head}:head`),
      baseSha: this.branchSha(repo, seed.base) ?? sha1(`${repo.fullName}@${seed.base}:head`),
      diff: "",
    });
  }

  /** A file of the repository at a branch or commit (default: its default branch). */
  addFile(seed: { repo?: string; ref?: string; path: string; text: string; executable?: boolean }): void {
    const repo = this.repo(seed.repo);
    const key = `${repo.fullName}@${seed.ref ?? repo.defaultBranch}:${seed.path}`;
    this.files.set(key, seed.text);
    if (seed.executable) this.executables.add(key);
  }

  /**
   * Where the seeded files of a ref are: a branch, or a commit they were
   * seeded at, or a PR's base or head commit, read as that PR's branch.
   */
  refOf(repo: Repo, ref: string): string {
    const seeded = [...this.files.keys()].some((k) => k.startsWith(`${repo.fullName}@${ref}:`));
    if (seeded) return ref;
    const pull = this.issues.find(
      (i) => i.repo === repo.fullName && (i.pull?.baseSha === ref || i.pull?.headSha === ref),
    )?.pull;
    if (!pull) return ref;
    return pull.baseSha === ref ? pull.baseRef : pull.headRef;
  }

  /**
   * What `GET /repos/{o}/{r}/git/trees/{tree_sha}` lists: `treeSha` is a tree
   * this method named before, or a ref as refOf reads it. Undefined when it
   * names a folder with no files.
   */
  treeAt(
    repo: Repo,
    treeSha: string,
    recursive: boolean,
  ):
    | { sha: string; entries: { path: string; mode: string; type: string; sha: string; size?: number }[] }
    | undefined {
    const at = this.trees.get(treeSha) ?? { repo: repo.fullName, ref: this.refOf(repo, treeSha), dir: "" };
    const prefix = `${at.repo}@${at.ref}:${at.dir ? `${at.dir}/` : ""}`;
    const files = [...this.files.entries()].filter(([k]) => k.startsWith(prefix));
    const entries = new Map<
      string,
      { path: string; mode: string; type: string; sha: string; size?: number }
    >();
    for (const [key, text] of files) {
      const rel = key.slice(prefix.length);
      const parts = rel.split("/");
      const dirs = recursive ? parts.length - 1 : Math.min(1, parts.length - 1);
      for (let i = 1; i <= dirs; i++) {
        const path = parts.slice(0, i).join("/");
        const dir = [at.dir, path].filter(Boolean).join("/");
        const sha = sha1(`tree:${at.repo}@${at.ref}:${dir}`);
        this.trees.set(sha, { repo: at.repo, ref: at.ref, dir });
        entries.set(path, { path, mode: "040000", type: "tree", sha });
      }
      if (!recursive && parts.length > 1) continue;
      const sha = gitBlobSha(text);
      this.gitBlobs.set(sha, text);
      entries.set(rel, {
        path: rel,
        mode: this.executables.has(key) ? "100755" : "100644",
        type: "blob",
        sha,
        size: Buffer.byteLength(text),
      });
    }
    if (at.dir && entries.size === 0) return undefined;
    return { sha: sha1(`tree:${at.repo}@${at.ref}:${at.dir}`), entries: [...entries.values()] };
  }

  addReview(review: Omit<Review, "id">): Review {
    const r = { id: this.nextReviewId++, ...review };
    this.reviews.push(r);
    return r;
  }

  /** Registers a workflow run (and a job of one attempt of it) for the results service. */
  registerRun(seed: RunSeed): { run: Run; job: Job } {
    const repo = this.repo(seed.repo);
    const runId = seed.runId ?? this.nextRunId++;
    let run = this.runs.get(runId);
    if (!run) {
      run = {
        id: runId,
        repo: repo.fullName,
        attempt: seed.attempt ?? 1,
        headBranch: seed.headBranch ?? repo.defaultBranch,
        headSha: seed.headSha ?? sha1(`${repo.fullName}:run:${runId}`),
        headRepo: seed.headRepo ?? repo.fullName,
        backendId: uuidFrom(`run:${repo.fullName}:${runId}`),
      };
      this.runs.set(runId, run);
    } else {
      run.attempt = Math.max(run.attempt, seed.attempt ?? 1);
    }
    const attempt = seed.attempt ?? 1;
    const name = seed.job ?? "baton";
    const backendId = uuidFrom(`job:${run.backendId}:${name}:${attempt}`);
    const job: Job = { backendId, runId, attempt, name };
    this.jobs.set(backendId, job);
    if (seed.headRepo && !this.repos.has(seed.headRepo.toLowerCase()))
      this.addRepo({ fullName: seed.headRepo });
    return { run, job };
  }

  /** Creates a pending artifact (the results service's CreateArtifact). */
  createArtifact(run: Run, job: Job, name: string, expiresAt?: string): Artifact {
    const created = isoNow();
    const artifact: Artifact = {
      id: 0,
      repo: run.repo,
      name,
      runId: run.id,
      jobBackendId: job.backendId,
      size: 0,
      digest: null,
      createdAt: created,
      updatedAt: created,
      expiresAt: expiresAt ?? new Date(Date.now() + 90 * DAY).toISOString().replace(/\.\d{3}Z$/, "Z"),
      expiredFlag: false,
      finalized: false,
      blobKey: `${run.backendId}/workflow-job-run-${job.backendId}/artifacts/${sha256(Buffer.from(`${name}:${randomUUID()}`))}.zip`,
    };
    this.artifacts.push(artifact);
    return artifact;
  }

  finalizeArtifact(artifact: Artifact, size: number, digest: string | null): void {
    artifact.id = this.nextArtifactId++;
    artifact.size = size;
    artifact.digest = digest;
    artifact.finalized = true;
    artifact.updatedAt = isoNow();
  }

  /** Seeds a finished artifact, as if a past run had uploaded it. */
  addArtifact(seed: ArtifactSeed): Artifact {
    const repo = this.repo(seed.repo);
    const { run, job } = this.registerRun({
      repo: repo.fullName,
      runId: seed.runId,
      headRepo: seed.headRepo,
      headBranch: seed.headBranch,
      headSha: seed.headSha,
    });
    const data = Buffer.from(seed.zip ?? makeZip(seed.files ?? {}));
    const artifact = this.createArtifact(run, job, seed.name, seed.expiresAt);
    if (seed.createdAt) {
      artifact.createdAt = seed.createdAt;
      artifact.updatedAt = seed.createdAt;
      if (!seed.expiresAt)
        artifact.expiresAt = new Date(Date.parse(seed.createdAt) + 90 * DAY)
          .toISOString()
          .replace(/\.\d{3}Z$/, "Z");
    }
    artifact.expiredFlag = seed.expired ?? false;
    this.blobs.set(artifact.blobKey, {
      data,
      contentType: "application/zip",
      etag: `"0x${sha256(data).slice(0, 15).toUpperCase()}"`,
      lastModified: new Date(Date.parse(artifact.createdAt)).toUTCString(),
      blocks: new Map(),
      committed: true,
    });
    this.finalizeArtifact(artifact, data.length, `sha256:${sha256(data)}`);
    if (seed.createdAt) artifact.updatedAt = seed.createdAt;
    return artifact;
  }

  isExpired(a: Artifact): boolean {
    return a.expiredFlag || Date.parse(a.expiresAt) <= Date.now();
  }

  artifactBytes(a: Artifact): Buffer | undefined {
    return this.blobs.get(a.blobKey)?.data;
  }
}

function defaultDiff(n: number): string {
  return [
    "diff --git a/README.md b/README.md",
    "index 3b18e51..a042389 100644",
    "--- a/README.md",
    "+++ b/README.md",
    "@@ -1,3 +1,4 @@",
    " # Project",
    " ",
    "-Old line.",
    `+New line from PR ${n}.`,
    "+Another line.",
    "",
  ].join("\n");
}

/** The id git gives a file's content. */
export function gitBlobSha(text: string): string {
  const bytes = Buffer.from(text);
  return createHash("sha1").update(`blob ${bytes.length}\0`).update(bytes).digest("hex");
}

/** Derives the PR files list (as `GET /pulls/{n}/files` reports it) from a unified git diff. */
export function filesFromDiff(diff: string): PullFile[] {
  const files: PullFile[] = [];
  const sections = diff.split(/^(?=diff --git )/m).filter((s) => s.startsWith("diff --git "));
  for (const section of sections) {
    const lines = section.split("\n");
    const m = /^diff --git a\/(.+) b\/(.+)$/.exec(lines[0] ?? "");
    if (!m) continue;
    let status: PullFile["status"] = "modified";
    let previous: string | undefined;
    if (/^new file mode/m.test(section)) status = "added";
    else if (/^deleted file mode/m.test(section)) status = "removed";
    else if (/^rename from /m.test(section)) {
      status = "renamed";
      previous = m[1];
    }
    const hunkStart = lines.findIndex((l) => l.startsWith("@@"));
    const patchLines = hunkStart >= 0 ? lines.slice(hunkStart) : [];
    while (patchLines.length && patchLines[patchLines.length - 1] === "") patchLines.pop();
    let additions = 0;
    let deletions = 0;
    for (const l of patchLines) {
      if (l.startsWith("+")) additions++;
      else if (l.startsWith("-")) deletions++;
    }
    files.push({
      filename: m[2]!,
      status,
      additions,
      deletions,
      changes: additions + deletions,
      ...(patchLines.length ? { patch: patchLines.join("\n") } : {}),
      ...(previous ? { previous_filename: previous } : {}),
    });
  }
  return files;
}

/**
 * Where a review comment may go in a file's patch: `position` counts lines after the first @@
 * (later @@ lines count too); RIGHT lines are the new side's (context or added), LEFT the old side's.
 */
export function commentableLines(patch: string): {
  positions: number;
  right: Set<number>;
  left: Set<number>;
} {
  const right = new Set<number>();
  const left = new Set<number>();
  let positions = 0;
  let oldLine = 0;
  let newLine = 0;
  let started = false;
  for (const l of patch.split("\n")) {
    const h = /^@@ -(\d+)(?:,\d+)? \+(\d+)(?:,\d+)? @@/.exec(l);
    if (h) {
      if (started) positions++;
      started = true;
      oldLine = Number(h[1]);
      newLine = Number(h[2]);
      continue;
    }
    if (!started) continue;
    positions++;
    if (l.startsWith("+")) right.add(newLine++);
    else if (l.startsWith("-")) left.add(oldLine++);
    else if (l.startsWith("\\")) continue;
    else {
      right.add(newLine++);
      left.add(oldLine++);
    }
  }
  return { positions, right, left };
}
