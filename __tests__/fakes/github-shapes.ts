// Response bodies shaped like api.github.com's (every property the OpenAPI description requires).
import type {
  Artifact,
  Comment,
  GitHubState,
  Issue,
  PullComment,
  PullFile,
  Reaction,
  Repo,
  Review,
  Role,
  User,
} from "./github-state.ts";

export const HTML = "https://github.com";

const nodeId = (kind: string, id: number | string): string => Buffer.from(`0${kind}${id}`).toString("base64");

/** What a node id of this fake names: its kind ("IC_", "PRRC_", …) and its database id. */
export function nodeOf(id: string): { kind: string; id: number } | undefined {
  const m = /^0([A-Za-z]+_)(\d+)$/.exec(Buffer.from(id, "base64").toString());
  return m ? { kind: m[1]!, id: Number(m[2]) } : undefined;
}

export class Shapes {
  constructor(
    private readonly state: GitHubState,
    /** The fake API's origin: what api.github.com is in real URLs. */
    readonly api: string,
  ) {}

  user(u: User) {
    const url = `${this.api}/users/${u.login}`;
    return {
      login: u.login,
      id: u.id,
      node_id: nodeId(u.type === "Bot" ? "BOT_" : "U_", u.id),
      avatar_url: `https://avatars.githubusercontent.com/${u.type === "Bot" ? "in/15368" : `u/${u.id}`}?v=4`,
      gravatar_id: "",
      url,
      html_url: u.type === "Bot" ? `${HTML}/apps/${u.login.replace(/\[bot\]$/, "")}` : `${HTML}/${u.login}`,
      followers_url: `${url}/followers`,
      following_url: `${url}/following{/other_user}`,
      gists_url: `${url}/gists{/gist_id}`,
      starred_url: `${url}/starred{/owner}{/repo}`,
      subscriptions_url: `${url}/subscriptions`,
      organizations_url: `${url}/orgs`,
      repos_url: `${url}/repos`,
      events_url: `${url}/events{/privacy}`,
      received_events_url: `${url}/received_events`,
      type: u.type,
      user_view_type: "public",
      site_admin: false,
    };
  }

  /** A user as `GET /user` shows one to itself (the public view). */
  publicUser(u: User) {
    const time = "2020-01-01T00:00:00Z";
    return {
      ...this.user(u),
      name: null,
      company: null,
      blog: "",
      location: null,
      email: null,
      hireable: null,
      bio: null,
      public_repos: 0,
      public_gists: 0,
      followers: 0,
      following: 0,
      created_at: time,
      updated_at: time,
    };
  }

  userByLogin(login: string) {
    return this.user(this.state.user(login));
  }

  repository(r: Repo) {
    const url = `${this.api}/repos/${r.fullName}`;
    const html = `${HTML}/${r.fullName}`;
    const openIssues = this.state.issues.filter((i) => i.repo === r.fullName && i.state === "open").length;
    return {
      id: r.id,
      node_id: nodeId("R_", r.id),
      name: r.name,
      full_name: r.fullName,
      private: r.private,
      owner: this.userByLogin(r.owner),
      html_url: html,
      description: null,
      fork: false,
      url,
      archive_url: `${url}/{archive_format}{/ref}`,
      assignees_url: `${url}/assignees{/user}`,
      blobs_url: `${url}/git/blobs{/sha}`,
      branches_url: `${url}/branches{/branch}`,
      collaborators_url: `${url}/collaborators{/collaborator}`,
      comments_url: `${url}/comments{/number}`,
      commits_url: `${url}/commits{/sha}`,
      compare_url: `${url}/compare/{base}...{head}`,
      contents_url: `${url}/contents/{+path}`,
      contributors_url: `${url}/contributors`,
      deployments_url: `${url}/deployments`,
      downloads_url: `${url}/downloads`,
      events_url: `${url}/events`,
      forks_url: `${url}/forks`,
      git_commits_url: `${url}/git/commits{/sha}`,
      git_refs_url: `${url}/git/refs{/sha}`,
      git_tags_url: `${url}/git/tags{/sha}`,
      git_url: `git://github.com/${r.fullName}.git`,
      issue_comment_url: `${url}/issues/comments{/number}`,
      issue_events_url: `${url}/issues/events{/number}`,
      issues_url: `${url}/issues{/number}`,
      keys_url: `${url}/keys{/key_id}`,
      labels_url: `${url}/labels{/name}`,
      languages_url: `${url}/languages`,
      merges_url: `${url}/merges`,
      milestones_url: `${url}/milestones{/number}`,
      notifications_url: `${url}/notifications{?since,all,participating}`,
      pulls_url: `${url}/pulls{/number}`,
      releases_url: `${url}/releases{/id}`,
      ssh_url: `git@github.com:${r.fullName}.git`,
      stargazers_url: `${url}/stargazers`,
      statuses_url: `${url}/statuses/{sha}`,
      subscribers_url: `${url}/subscribers`,
      subscription_url: `${url}/subscription`,
      tags_url: `${url}/tags`,
      teams_url: `${url}/teams`,
      trees_url: `${url}/git/trees{/sha}`,
      clone_url: `${html}.git`,
      mirror_url: null,
      hooks_url: `${url}/hooks`,
      svn_url: html,
      homepage: null,
      language: "TypeScript",
      forks_count: 0,
      forks: 0,
      stargazers_count: 0,
      watchers_count: 0,
      watchers: 0,
      size: 128,
      default_branch: r.defaultBranch,
      open_issues_count: openIssues,
      open_issues: openIssues,
      is_template: false,
      topics: [],
      has_issues: true,
      has_projects: true,
      has_wiki: true,
      has_pages: false,
      has_downloads: true,
      has_discussions: false,
      archived: false,
      disabled: false,
      visibility: r.private ? "private" : "public",
      pushed_at: r.createdAt,
      created_at: r.createdAt,
      updated_at: r.createdAt,
      license: null,
      allow_forking: true,
      web_commit_signoff_required: false,
    };
  }

  fullRepository(r: Repo) {
    return { ...this.repository(r), network_count: 0, subscribers_count: 1 };
  }

  private label(repo: Repo, name: string) {
    const id = Number.parseInt(Buffer.from(name).toString("hex").slice(0, 8) || "1", 16);
    return {
      id,
      node_id: nodeId("LA_", id),
      url: `${this.api}/repos/${repo.fullName}/labels/${encodeURIComponent(name)}`,
      name,
      description: "",
      color: "ededed",
      default: false,
    };
  }

  authorAssociation(repo: Repo, login: string): string {
    if (login.toLowerCase() === repo.owner.toLowerCase()) return "OWNER";
    const role = repo.collaborators.get(login.toLowerCase());
    if (role && role !== "none" && role !== "read") return "COLLABORATOR";
    return "NONE";
  }

  private reactionRollup(url: string, commentId?: number) {
    const mine = commentId === undefined ? [] : this.state.reactions.filter((r) => r.commentId === commentId);
    const count = (c: string) => mine.filter((r) => r.content === c).length;
    return {
      url: `${url}/reactions`,
      total_count: mine.length,
      "+1": count("+1"),
      "-1": count("-1"),
      laugh: count("laugh"),
      confused: count("confused"),
      heart: count("heart"),
      hooray: count("hooray"),
      eyes: count("eyes"),
      rocket: count("rocket"),
    };
  }

  issue(i: Issue) {
    const repo = this.state.repo(i.repo);
    const url = `${this.api}/repos/${i.repo}/issues/${i.number}`;
    const comments = this.state.comments.filter(
      (c) => c.repo === i.repo && c.issueNumber === i.number,
    ).length;
    return {
      id: i.id,
      node_id: nodeId(i.pull ? "PR_" : "I_", i.id),
      url,
      repository_url: `${this.api}/repos/${i.repo}`,
      labels_url: `${url}/labels{/name}`,
      comments_url: `${url}/comments`,
      events_url: `${url}/events`,
      html_url: `${HTML}/${i.repo}/${i.pull ? "pull" : "issues"}/${i.number}`,
      number: i.number,
      state: i.state,
      state_reason: i.state === "closed" ? "completed" : null,
      title: i.title,
      body: i.body,
      user: this.userByLogin(i.user),
      labels: i.labels.map((l) => this.label(repo, l)),
      assignee: null,
      assignees: [],
      milestone: null,
      locked: false,
      active_lock_reason: null,
      comments,
      ...(i.pull
        ? {
            pull_request: {
              url: `${this.api}/repos/${i.repo}/pulls/${i.number}`,
              html_url: `${HTML}/${i.repo}/pull/${i.number}`,
              diff_url: `${HTML}/${i.repo}/pull/${i.number}.diff`,
              patch_url: `${HTML}/${i.repo}/pull/${i.number}.patch`,
              merged_at: null,
            },
            draft: i.pull.draft,
          }
        : {}),
      closed_at: i.closedAt,
      created_at: i.createdAt,
      updated_at: i.updatedAt,
      closed_by: null,
      author_association: this.authorAssociation(repo, i.user),
      reactions: this.reactionRollup(url),
      timeline_url: `${url}/timeline`,
      performed_via_github_app: null,
    };
  }

  comment(c: Comment) {
    const repo = this.state.repo(c.repo);
    const url = `${this.api}/repos/${c.repo}/issues/comments/${c.id}`;
    const issue = this.state.findIssue(c.repo, c.issueNumber);
    return {
      id: c.id,
      node_id: nodeId("IC_", c.id),
      url,
      html_url: `${HTML}/${c.repo}/${issue?.pull ? "pull" : "issues"}/${c.issueNumber}#issuecomment-${c.id}`,
      body: c.body,
      user: this.userByLogin(c.user),
      created_at: c.createdAt,
      updated_at: c.updatedAt,
      issue_url: `${this.api}/repos/${c.repo}/issues/${c.issueNumber}`,
      author_association: this.authorAssociation(repo, c.user),
      performed_via_github_app: null,
      reactions: this.reactionRollup(url, c.id),
    };
  }

  reaction(r: Reaction) {
    return {
      id: r.id,
      node_id: nodeId("REA_", r.id),
      user: this.userByLogin(r.user),
      content: r.content,
      created_at: r.createdAt,
    };
  }

  private branch(i: Issue, side: "head" | "base") {
    const p = i.pull!;
    const repo = this.state.repo(side === "head" ? p.headRepo : i.repo);
    const ref = side === "head" ? p.headRef : p.baseRef;
    return {
      label: `${repo.owner}:${ref}`,
      ref,
      sha: side === "head" ? p.headSha : p.baseSha,
      user: this.userByLogin(repo.owner),
      repo: this.repository(repo),
    };
  }

  pullSimple(i: Issue) {
    const p = i.pull!;
    const repo = this.state.repo(i.repo);
    const url = `${this.api}/repos/${i.repo}/pulls/${i.number}`;
    const html = `${HTML}/${i.repo}/pull/${i.number}`;
    const issueUrl = `${this.api}/repos/${i.repo}/issues/${i.number}`;
    return {
      url,
      id: i.id,
      node_id: nodeId("PR_", i.id),
      html_url: html,
      diff_url: `${html}.diff`,
      patch_url: `${html}.patch`,
      issue_url: issueUrl,
      commits_url: `${url}/commits`,
      review_comments_url: `${url}/comments`,
      review_comment_url: `${this.api}/repos/${i.repo}/pulls/comments{/number}`,
      comments_url: `${issueUrl}/comments`,
      statuses_url: `${this.api}/repos/${i.repo}/statuses/${p.headSha}`,
      number: i.number,
      state: i.state,
      locked: false,
      title: i.title,
      user: this.userByLogin(i.user),
      body: i.body,
      labels: i.labels.map((l) => this.label(repo, l)),
      milestone: null,
      active_lock_reason: null,
      created_at: i.createdAt,
      updated_at: i.updatedAt,
      closed_at: i.closedAt,
      merged_at: null,
      merge_commit_sha: null,
      assignee: null,
      assignees: [],
      requested_reviewers: [],
      requested_teams: [],
      head: this.branch(i, "head"),
      base: this.branch(i, "base"),
      _links: {
        self: { href: url },
        html: { href: html },
        issue: { href: issueUrl },
        comments: { href: `${issueUrl}/comments` },
        review_comments: { href: `${url}/comments` },
        review_comment: { href: `${this.api}/repos/${i.repo}/pulls/comments{/number}` },
        commits: { href: `${url}/commits` },
        statuses: { href: `${this.api}/repos/${i.repo}/statuses/${p.headSha}` },
      },
      author_association: this.authorAssociation(repo, i.user),
      auto_merge: null,
      draft: p.draft,
    };
  }

  pull(i: Issue) {
    const p = i.pull!;
    const comments = this.state.comments.filter(
      (c) => c.repo === i.repo && c.issueNumber === i.number,
    ).length;
    return {
      ...this.pullSimple(i),
      merged: p.merged,
      mergeable: true,
      rebaseable: true,
      mergeable_state: "clean",
      merged_by: null,
      comments,
      review_comments: this.state.reviews
        .filter((r) => r.repo === i.repo && r.pullNumber === i.number)
        .reduce((n, r) => n + r.comments.length, 0),
      maintainer_can_modify: false,
      commits: 1,
      additions: p.files.reduce((n, f) => n + f.additions, 0),
      deletions: p.files.reduce((n, f) => n + f.deletions, 0),
      changed_files: p.files.length,
    };
  }

  pullFile(i: Issue, f: PullFile) {
    const p = i.pull!;
    const sha = Buffer.from(f.filename).toString("hex").padEnd(40, "0").slice(0, 40);
    return {
      sha,
      filename: f.filename,
      status: f.status,
      additions: f.additions,
      deletions: f.deletions,
      changes: f.changes,
      blob_url: `${HTML}/${p.headRepo}/blob/${p.headSha}/${f.filename}`,
      raw_url: `${HTML}/${p.headRepo}/raw/${p.headSha}/${f.filename}`,
      contents_url: `${this.api}/repos/${p.headRepo}/contents/${f.filename}?ref=${p.headSha}`,
      ...(f.patch !== undefined ? { patch: f.patch } : {}),
      ...(f.previous_filename ? { previous_filename: f.previous_filename } : {}),
    };
  }

  pullComment(c: PullComment) {
    const repo = this.state.repo(c.repo);
    const url = `${this.api}/repos/${c.repo}/pulls/comments/${c.id}`;
    const html = `${HTML}/${c.repo}/pull/${c.pullNumber}#discussion_r${c.id}`;
    const pullUrl = `${this.api}/repos/${c.repo}/pulls/${c.pullNumber}`;
    return {
      url,
      id: c.id,
      node_id: nodeId("PRRC_", c.id),
      pull_request_review_id: c.reviewId,
      diff_hunk: c.diffHunk,
      path: c.path,
      commit_id: c.commitId,
      original_commit_id: c.commitId,
      ...(c.inReplyTo === null ? {} : { in_reply_to_id: c.inReplyTo }),
      user: this.userByLogin(c.user),
      body: c.body,
      created_at: c.createdAt,
      updated_at: c.updatedAt,
      html_url: html,
      pull_request_url: pullUrl,
      author_association: this.authorAssociation(repo, c.user),
      _links: { self: { href: url }, html: { href: html }, pull_request: { href: pullUrl } },
      line: c.line,
      original_line: c.line,
      side: c.side,
      start_line: c.startLine,
      original_start_line: c.startLine,
      start_side: c.startLine === null ? null : c.side,
      subject_type: "line",
    };
  }

  review(r: Review) {
    const repo = this.state.repo(r.repo);
    const html = `${HTML}/${r.repo}/pull/${r.pullNumber}`;
    return {
      id: r.id,
      node_id: nodeId("PRR_", r.id),
      user: this.userByLogin(r.user),
      body: r.body,
      state: r.state,
      html_url: `${html}#pullrequestreview-${r.id}`,
      pull_request_url: `${this.api}/repos/${r.repo}/pulls/${r.pullNumber}`,
      _links: {
        html: { href: `${html}#pullrequestreview-${r.id}` },
        pull_request: { href: `${this.api}/repos/${r.repo}/pulls/${r.pullNumber}` },
      },
      ...(r.submittedAt ? { submitted_at: r.submittedAt } : {}),
      commit_id: r.commitId,
      author_association: this.authorAssociation(repo, r.user),
    };
  }

  permission(repo: Repo, u: User) {
    const role: Role = this.state.role(repo, u.login);
    const legacy =
      role === "admin"
        ? "admin"
        : role === "maintain" || role === "write"
          ? "write"
          : role === "none"
            ? "none"
            : "read";
    const rank = ["none", "read", "triage", "write", "maintain", "admin"].indexOf(role);
    return {
      permission: legacy,
      role_name: role,
      user: {
        ...this.user(u),
        permissions: {
          pull: rank >= 1,
          triage: rank >= 2,
          push: rank >= 3,
          maintain: rank >= 4,
          admin: rank >= 5,
        },
        role_name: role,
      },
    };
  }

  artifact(a: Artifact) {
    const run = this.state.runs.get(a.runId);
    const repo = this.state.repo(a.repo);
    const headRepo = run ? this.state.repo(run.headRepo) : repo;
    const url = `${this.api}/repos/${a.repo}/actions/artifacts/${a.id}`;
    return {
      id: a.id,
      node_id: nodeId("MDg6QXJ0aWZhY3Q", a.id),
      name: a.name,
      size_in_bytes: a.size,
      url,
      archive_download_url: `${url}/zip`,
      expired: this.state.isExpired(a),
      created_at: a.createdAt,
      updated_at: a.updatedAt,
      expires_at: a.expiresAt,
      digest: a.digest,
      workflow_run: {
        id: a.runId,
        repository_id: repo.id,
        head_repository_id: headRepo.id,
        head_branch: run?.headBranch ?? repo.defaultBranch,
        head_sha: run?.headSha ?? "",
      },
    };
  }
}
