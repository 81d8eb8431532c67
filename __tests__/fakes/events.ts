// Webhook event payloads for GITHUB_EVENT_PATH, built from GitHub's real examples
// (@octokit/webhooks-examples) with the repository, issue, comment and users a test needs.
import { writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { join } from "node:path";
import type { Comment, GitHubState } from "./github-state.ts";
import { isRecord } from "./http-util.ts";

type Json = Record<string, unknown>;

interface Definition {
  name: string;
  examples: Json[];
}

let definitions: Definition[] | undefined;

function example(name: string, pick: (e: Json) => boolean = () => true): Json {
  if (!definitions) {
    const require = createRequire(import.meta.url);
    definitions = require("@octokit/webhooks-examples") as Definition[];
  }
  const found = definitions.find((d) => d.name === name)?.examples.find(pick);
  if (!found) throw new Error(`no ${name} example in @octokit/webhooks-examples`);
  return structuredClone(found);
}

export interface RepoRef {
  fullName: string;
  id?: number;
  private?: boolean;
  defaultBranch?: string;
}

export interface UserRef {
  login: string;
  id?: number;
  type?: "User" | "Bot" | "Organization";
}

const API = "https://api.github.com";
const HTML = "https://github.com";

function asRepo(r: RepoRef | string | undefined): RepoRef {
  return typeof r === "string" ? { fullName: r } : (r ?? { fullName: "octo-org/octo-repo" });
}

function asUser(u: UserRef | string | undefined, fallback: string): UserRef {
  return typeof u === "string" ? { login: u } : (u ?? { login: fallback });
}

/** Replaces a string everywhere in a JSON value (repository URLs and names). */
function replaceDeep<T>(value: T, from: string, to: string): T {
  if (typeof value === "string") return value.split(from).join(to) as T;
  if (Array.isArray(value)) return value.map((v) => replaceDeep(v, from, to)) as T;
  if (isRecord(value))
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, replaceDeep(v, from, to)])) as T;
  return value;
}

function userJson(u: UserRef, template: Json): Json {
  const login = u.login;
  const type = u.type ?? (login.endsWith("[bot]") ? "Bot" : "User");
  const url = `${API}/users/${login}`;
  return {
    ...template,
    login,
    id: u.id ?? 1000 + [...login].reduce((n, c) => (n * 31 + c.charCodeAt(0)) % 9_000_000, 7),
    node_id: Buffer.from(`04:User${login}`).toString("base64"),
    url,
    html_url: `${HTML}/${login}`,
    followers_url: `${url}/followers`,
    following_url: `${url}/following{/other_user}`,
    gists_url: `${url}/gists{/gist_id}`,
    starred_url: `${url}/starred{/owner}{/repo}`,
    subscriptions_url: `${url}/subscriptions`,
    organizations_url: `${url}/orgs`,
    repos_url: `${url}/repos`,
    events_url: `${url}/events{/privacy}`,
    received_events_url: `${url}/received_events`,
    type,
    site_admin: false,
  };
}

/** Rewrites an example's repository (and its owner) to the test's repository. */
function withRepo(payload: Json, ref: RepoRef): Json {
  const repo = payload.repository as Json;
  const oldFull = String(repo.full_name);
  const [owner, name] = ref.fullName.split("/") as [string, string];
  let out = replaceDeep(payload, `/${oldFull}`, `/${ref.fullName}`);
  out = replaceDeep(out, `:${oldFull}.git`, `:${ref.fullName}.git`);
  const r = out.repository as Json;
  r.name = name;
  r.full_name = ref.fullName;
  if (ref.id !== undefined) r.id = ref.id;
  r.node_id = Buffer.from(`010:Repository${ref.id ?? ref.fullName}`).toString("base64");
  r.private = ref.private ?? false;
  if ("visibility" in r) r.visibility = ref.private ? "private" : "public";
  r.default_branch = ref.defaultBranch ?? "main";
  if ("master_branch" in r) r.master_branch = r.default_branch;
  r.owner = userJson({ login: owner }, r.owner as Json);
  return out;
}

export interface IssueCommentEventOptions {
  repo?: RepoRef | string;
  /** Issue or PR number. */
  number?: number;
  /** The comment is on a pull request (the payload's issue gets `pull_request`). */
  pullRequest?: boolean;
  /** PR only: whether it is a draft. */
  draft?: boolean;
  title?: string;
  issueBody?: string | null;
  issueUser?: UserRef | string;
  labels?: string[];
  commentId?: number;
  commentBody?: string;
  /** Who wrote the comment (also the sender). */
  user?: UserRef | string;
  action?: "created" | "edited" | "deleted";
  /** For `edited`: the previous body. */
  previousBody?: string;
  authorAssociation?: string;
  createdAt?: string;
}

/** An `issue_comment` event, from the first real "created" (or edited/deleted) example. */
export function issueCommentEvent(o: IssueCommentEventOptions = {}): Json {
  const action = o.action ?? "created";
  const repoRef = asRepo(o.repo);
  const base = withRepo(
    example("issue_comment", (e) => e.action === action && !("organization" in e)),
    repoRef,
  );
  const number = o.number ?? 1;
  const issue = base.issue as Json;
  const comment = base.comment as Json;
  const commenter = asUser(o.user, "octocat");
  const author = asUser(o.issueUser, repoRef.fullName.split("/")[0]!);
  const repoApi = `${API}/repos/${repoRef.fullName}`;
  const kind = o.pullRequest ? "pull" : "issues";
  const commentId = o.commentId ?? 1_000_000 + number;
  const at = o.createdAt ?? new Date().toISOString().replace(/\.\d{3}Z$/, "Z");

  Object.assign(issue, {
    url: `${repoApi}/issues/${number}`,
    repository_url: repoApi,
    labels_url: `${repoApi}/issues/${number}/labels{/name}`,
    comments_url: `${repoApi}/issues/${number}/comments`,
    events_url: `${repoApi}/issues/${number}/events`,
    html_url: `${HTML}/${repoRef.fullName}/${kind}/${number}`,
    number,
    title: o.title ?? issue.title,
    body: o.issueBody === undefined ? issue.body : o.issueBody,
    user: userJson(author, issue.user as Json),
    labels: (o.labels ?? []).map((name, i) => ({
      id: 1_000 + i,
      node_id: Buffer.from(`LA_${name}`).toString("base64"),
      url: `${repoApi}/labels/${encodeURIComponent(name)}`,
      name,
      color: "ededed",
      default: false,
      description: null,
    })),
    assignee: null,
    assignees: [],
    milestone: null,
    state: "open",
  });
  if (o.pullRequest) {
    issue.pull_request = {
      url: `${repoApi}/pulls/${number}`,
      html_url: `${HTML}/${repoRef.fullName}/pull/${number}`,
      diff_url: `${HTML}/${repoRef.fullName}/pull/${number}.diff`,
      patch_url: `${HTML}/${repoRef.fullName}/pull/${number}.patch`,
      merged_at: null,
    };
    issue.draft = o.draft ?? false;
  } else {
    delete issue.pull_request;
  }
  Object.assign(comment, {
    url: `${repoApi}/issues/comments/${commentId}`,
    html_url: `${HTML}/${repoRef.fullName}/${kind}/${number}#issuecomment-${commentId}`,
    issue_url: `${repoApi}/issues/${number}`,
    id: commentId,
    node_id: Buffer.from(`IC_${commentId}`).toString("base64"),
    user: userJson(commenter, comment.user as Json),
    created_at: at,
    updated_at: at,
    author_association: o.authorAssociation ?? "NONE",
    body: o.commentBody ?? "@baton hello",
  });
  if (action === "edited") base.changes = { body: { from: o.previousBody ?? "(previous body)" } };
  base.sender = userJson(commenter, base.sender as Json);
  return base;
}

export interface WorkflowDispatchEventOptions {
  repo?: RepoRef | string;
  inputs?: Record<string, string>;
  ref?: string;
  sender?: UserRef | string;
  workflow?: string;
}

/** A `workflow_dispatch` event, from the real example. */
export function workflowDispatchEvent(o: WorkflowDispatchEventOptions = {}): Json {
  const repoRef = asRepo(o.repo);
  const base = withRepo(example("workflow_dispatch"), repoRef);
  delete base.organization;
  delete base.enterprise;
  delete base.installation;
  base.inputs = o.inputs ?? {};
  base.ref = o.ref ?? `refs/heads/${repoRef.defaultBranch ?? "main"}`;
  base.workflow = o.workflow ?? ".github/workflows/baton.yml";
  base.sender = userJson(asUser(o.sender, repoRef.fullName.split("/")[0]!), base.sender as Json);
  return base;
}

export interface ScheduleEventOptions {
  repo?: RepoRef | string;
  cron?: string;
  workflow?: string;
}

/**
 * A `schedule` event. There is no webhook for it (so no example): the runner's event file holds
 * the cron line and the workflow path, with the repository (taken from the workflow_dispatch example).
 */
export function scheduleEvent(o: ScheduleEventOptions = {}): Json {
  const repoRef = asRepo(o.repo);
  const base = withRepo(example("workflow_dispatch"), repoRef);
  return {
    schedule: o.cron ?? "0 * * * *",
    workflow: o.workflow ?? ".github/workflows/baton.yml",
    repository: base.repository,
  };
}

/** Writes a payload to <dir>/event.json and returns the path (GITHUB_EVENT_PATH). */
export function writeEventFile(dir: string, payload: unknown, name = "event.json"): string {
  const path = join(dir, name);
  writeFileSync(path, JSON.stringify(payload, null, 2));
  return path;
}

/**
 * The `issue_comment` event for a comment seeded in (or created through) the fake GitHub, so ids,
 * numbers, users and the repository agree with what the fake API answers.
 */
export function issueCommentEventFor(
  state: GitHubState,
  comment: Comment,
  extra: Partial<IssueCommentEventOptions> = {},
): Json {
  const issue = state.findIssue(comment.repo, comment.issueNumber);
  if (!issue) throw new Error(`no issue #${comment.issueNumber} in ${comment.repo}`);
  const repo = state.repo(comment.repo);
  return issueCommentEvent({
    repo,
    number: issue.number,
    pullRequest: issue.pull !== undefined,
    draft: issue.pull?.draft,
    title: issue.title,
    issueBody: issue.body,
    issueUser: state.user(issue.user),
    labels: issue.labels,
    commentId: comment.id,
    commentBody: comment.body,
    user: state.user(comment.user),
    createdAt: comment.createdAt,
    authorAssociation:
      comment.user.toLowerCase() === repo.owner.toLowerCase()
        ? "OWNER"
        : ["admin", "maintain", "write", "triage"].includes(
              repo.collaborators.get(comment.user.toLowerCase()) ?? "",
            )
          ? "COLLABORATOR"
          : "NONE",
    ...extra,
  });
}

/** The example's pull_request object rewritten to a PR the fake knows (number, head, draft, labels, author). */
function pullRequestJson(state: GitHubState, repoFull: string, number: number, template: Json): Json {
  const issue = state.findIssue(repoFull, number);
  if (!issue?.pull) throw new Error(`no pull request #${number} in ${repoFull}`);
  const repoApi = `${API}/repos/${repoFull}`;
  const head = template.head as Json;
  const base = template.base as Json;
  return {
    ...template,
    url: `${repoApi}/pulls/${number}`,
    html_url: `${HTML}/${repoFull}/pull/${number}`,
    number,
    title: issue.title,
    body: issue.body,
    state: issue.state,
    draft: issue.pull.draft,
    created_at: issue.createdAt,
    updated_at: issue.updatedAt,
    user: userJson(state.user(issue.user), template.user as Json),
    labels: issue.labels.map((name, i) => ({
      id: 2_000 + i,
      node_id: Buffer.from(`LA_${name}`).toString("base64"),
      url: `${repoApi}/labels/${encodeURIComponent(name)}`,
      name,
      color: "ededed",
      default: false,
      description: null,
    })),
    head: { ...head, sha: issue.pull.headSha, ref: issue.pull.headRef },
    base: { ...base, sha: issue.pull.baseSha, ref: issue.pull.baseRef },
  };
}

/** A `pull_request` event for a PR seeded in the fake GitHub, from GitHub's real example of that action. */
export function pullRequestEventFor(
  state: GitHubState,
  o: { repo: string; number: number; action?: string; sender?: string },
): Json {
  const action = o.action ?? "opened";
  const base = withRepo(
    example("pull_request", (e) => e.action === action && !("organization" in e)),
    state.repo(o.repo),
  );
  base.pull_request = pullRequestJson(state, o.repo, o.number, base.pull_request as Json);
  base.number = o.number;
  const sender = o.sender ?? state.findIssue(o.repo, o.number)!.user;
  base.sender = userJson(state.user(sender), base.sender as Json);
  return base;
}

/**
 * A `pull_request_review_comment` `created` event for a comment in a review thread of a seeded PR,
 * from GitHub's real example.
 */
export function reviewCommentEventFor(
  state: GitHubState,
  o: {
    repo: string;
    number: number;
    id: number;
    body: string;
    user: string;
    path: string;
    line: number;
    diffHunk: string;
    createdAt?: string;
  },
): Json {
  const base = withRepo(
    example("pull_request_review_comment", (e) => e.action === "created" && !("organization" in e)),
    state.repo(o.repo),
  );
  base.pull_request = pullRequestJson(state, o.repo, o.number, base.pull_request as Json);
  const comment = base.comment as Json;
  const at = o.createdAt ?? new Date().toISOString().replace(/\.\d{3}Z$/, "Z");
  Object.assign(comment, {
    id: o.id,
    url: `${API}/repos/${o.repo}/pulls/comments/${o.id}`,
    html_url: `${HTML}/${o.repo}/pull/${o.number}#discussion_r${o.id}`,
    pull_request_url: `${API}/repos/${o.repo}/pulls/${o.number}`,
    body: o.body,
    user: userJson(state.user(o.user), comment.user as Json),
    path: o.path,
    line: o.line,
    diff_hunk: o.diffHunk,
    created_at: at,
    updated_at: at,
  });
  base.sender = userJson(state.user(o.user), base.sender as Json);
  return base;
}

/** An `issues` event for an issue seeded in the fake GitHub, from GitHub's real example of that action. */
export function issuesEventFor(
  state: GitHubState,
  o: { repo: string; number: number; action?: string },
): Json {
  const action = o.action ?? "opened";
  const base = withRepo(
    example("issues", (e) => e.action === action && !("organization" in e)),
    state.repo(o.repo),
  );
  const found = state.findIssue(o.repo, o.number);
  if (!found) throw new Error(`no issue #${o.number} in ${o.repo}`);
  const issue = base.issue as Json;
  Object.assign(issue, {
    url: `${API}/repos/${o.repo}/issues/${o.number}`,
    html_url: `${HTML}/${o.repo}/issues/${o.number}`,
    number: o.number,
    title: found.title,
    body: found.body,
    user: userJson(state.user(found.user), issue.user as Json),
    created_at: found.createdAt,
    updated_at: found.updatedAt,
    labels: [],
    state: "open",
  });
  delete issue.pull_request;
  base.sender = userJson(state.user(found.user), base.sender as Json);
  return base;
}
