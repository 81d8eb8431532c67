// A stateful fake of the GitHub REST API (and, through artifact-service.ts, of the Actions
// results service that @actions/artifact talks to), for end-to-end tests.
//
// Every REST request is recorded and validated against GitHub's OpenAPI description
// (@octokit/openapi); problems go to `violations`. Every JSON body the fake answers with is
// validated too (`responseViolations`), so the fake's own shapes stay honest.
import { mkdtempSync, rmSync } from "node:fs";
import type { IncomingMessage, ServerResponse } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { type ArtifactService, type ServiceRequest, startArtifactService } from "./artifact-service.ts";
import type { GitCommit } from "./git-objects.ts";
import { nodeOf, Shapes } from "./github-shapes.ts";
import {
  type ArtifactSeed,
  type CommentSeed,
  commentableLines,
  filesFromDiff,
  GitHubState,
  gitBlobSha,
  type IssueSeed,
  type PullSeed,
  type ReactionContent,
  type RepoSeed,
  type Review,
  type ReviewComment,
  type UserSeed,
} from "./github-state.ts";
import { checkAnswer, checkRequest } from "./graphql-schema.ts";
import {
  header,
  isoNow,
  isRecord,
  type Listening,
  listen,
  parseJson,
  requestId,
  sendJson,
  sendText,
} from "./http-util.ts";
import { matchRoute, type Operation, validateRequest, validateResponse } from "./openapi.ts";
import { type RunnerEnvOptions, runnerEnv } from "./runner.ts";

export interface RecordedRequest {
  method: string;
  /** Path and query as sent. */
  url: string;
  path: string;
  query: Record<string, string>;
  operationId?: string;
  headers: Record<string, string | string[] | undefined>;
  body: unknown;
  status?: number;
  /** `performance.now()` when the request's body had arrived (the bench's breakdown reads it). */
  at: number;
  /** `performance.now()` when the answer was sent: a request that arrived later may have waited for it. */
  answeredAt?: number;
}

export interface FaultRule {
  method?: string;
  /** Matches the path (string: exact path or operationId; RegExp: tested against the path). */
  path: string | RegExp;
  status: number;
  body?: unknown;
  headers?: Record<string, string>;
  /** How many matching requests fail (default 1). */
  times?: number;
}

export interface FakeGitHubOptions {
  /** Repositories; the first is the default for seeds without `repo`. Default: one public "octo-org/octo-repo". */
  repos?: (RepoSeed | string)[];
  users?: UserSeed[];
  issues?: IssueSeed[];
  pulls?: PullSeed[];
  comments?: CommentSeed[];
  artifacts?: ArtifactSeed[];
  /** token → login. Requests with a token not listed get 401 when `strictTokens` is set. */
  tokens?: Record<string, string>;
  strictTokens?: boolean;
  /** Login the fake acts as for tokens it does not know (default "github-actions[bot]", a Bot). */
  defaultActor?: string;
  /** Artifacts one job may upload (GitHub: 500; the limit was 10 until January 2024). */
  maxArtifactsPerJob?: number;
  /**
   * Each REST and GraphQL answer leaves this long after its request arrived (api.github.com is
   * about 100 ms from a hosted runner): what is sequential then shows as time (the bench's round trips).
   */
  latencyMs?: number;
}

export interface FakeGitHub {
  /** The REST API base (GITHUB_API_URL). */
  url: string;
  /** The results service origin (ACTIONS_RESULTS_URL). */
  resultsUrl: string;
  state: GitHubState;
  /** Shorthands for the state's collections. */
  comments: GitHubState["comments"];
  reactions: GitHubState["reactions"];
  reviews: GitHubState["reviews"];
  /** Comments in review threads (line comments of reviews and replies). */
  pullComments: GitHubState["pullComments"];
  artifacts: GitHubState["artifacts"];
  issues: GitHubState["issues"];
  requests: RecordedRequest[];
  /** Answers from now on leave this long after their request arrived (FakeGitHubOptions.latencyMs). */
  setLatency(ms: number): void;
  /** Requests that do not match GitHub's published API description. */
  violations: string[];
  /** Responses of the fake that do not match the description (a bug in the fake). */
  responseViolations: string[];
  /** Documented requests the fake does not implement (answered 404). */
  unhandled: string[];
  /** Results-service and blob-storage problems (bad tokens, unknown blocks, …). */
  serviceViolations: string[];
  /** Calls to the results service (twirp) and blob storage, in order. */
  serviceRequests: ServiceRequest[];
  seedRepo(seed: RepoSeed | string): ReturnType<GitHubState["addRepo"]>;
  seedUser(seed: UserSeed): ReturnType<GitHubState["addUser"]>;
  seedIssue(seed: IssueSeed): ReturnType<GitHubState["addIssue"]>;
  seedPull(seed: PullSeed): ReturnType<GitHubState["addIssue"]>;
  seedComment(seed: CommentSeed): ReturnType<GitHubState["addComment"]>;
  seedArtifact(seed: ArtifactSeed): ReturnType<GitHubState["addArtifact"]>;
  /** Fails matching requests (e.g. a 502, a secondary rate limit) before they reach the fake. */
  fail(rule: FaultRule): void;
  /** The environment a runner sets for one job of a run (registers the run with the results service). */
  runnerEnv(options?: RunnerEnvOptions): Record<string, string>;
  /** The zip bytes of a finalized artifact. */
  artifactZip(id: number): Buffer | undefined;
  /** Stops the servers and removes the runner folders runnerEnv made. */
  close(): Promise<void>;
}

const DOCS = "https://docs.github.com/rest";
const MAX_BODY = 65536;

export async function startFakeGitHub(options: FakeGitHubOptions = {}): Promise<FakeGitHub> {
  const repoSeeds = (options.repos ?? ["octo-org/octo-repo"]).map((r) =>
    typeof r === "string" ? { fullName: r } : r,
  );
  const state = new GitHubState(repoSeeds[0]?.fullName ?? "octo-org/octo-repo");
  for (const r of repoSeeds) state.addRepo(r);
  for (const u of options.users ?? []) state.addUser(u);
  for (const i of options.issues ?? []) state.addIssue(i);
  for (const p of options.pulls ?? []) state.addPull(p);
  for (const c of options.comments ?? []) state.addComment(c);

  const requests: RecordedRequest[] = [];
  /** The runner folders runnerEnv made: removed on close, so neither a test nor the bench leaves them. */
  const runnerDirs: string[] = [];
  // Where runner folders go, read once: a runner's environment points TMPDIR into its own folder, and
  // the next runner made there nested one more level each time (a test of many runs hit ENAMETOOLONG).
  const runnerRoot = tmpdir();
  const violations: string[] = [];
  const responseViolations: string[] = [];
  const unhandled: string[] = [];
  const serviceViolations: string[] = [];
  const serviceRequests: ServiceRequest[] = [];
  const faults: (FaultRule & { left: number })[] = [];
  const defaultActor = options.defaultActor ?? "github-actions[bot]";
  let latencyMs = options.latencyMs ?? 0;
  state.user(defaultActor);

  // The results service (and its blob storage) shares the state; it starts first so the REST
  // API's download redirects can point at its blob URLs.
  const service: ArtifactService = await startArtifactService(state, serviceViolations, {
    maxArtifactsPerJob: options.maxArtifactsPerJob ?? 500,
    log: serviceRequests,
  });
  let shapes: Shapes;
  for (const a of options.artifacts ?? []) state.addArtifact(a);

  const actorOf = (req: IncomingMessage): string | undefined => {
    const auth = header(req, "authorization");
    if (!auth) return undefined;
    const token = auth.replace(/^(token|bearer)\s+/i, "");
    return options.tokens?.[token] ?? (options.strictTokens ? undefined : defaultActor);
  };

  const handler = async (req: IncomingMessage, res: ServerResponse, raw: Buffer) => {
    const url = new URL(req.url ?? "/", "http://x");
    const method = (req.method ?? "GET").toUpperCase();
    const parsed = parseJson(raw);
    const record: RecordedRequest = {
      method,
      url: req.url ?? "/",
      path: url.pathname,
      query: Object.fromEntries(url.searchParams),
      headers: { ...req.headers },
      body: parsed.ok ? parsed.value : raw.toString("utf8"),
      at: performance.now(),
    };
    requests.push(record);
    res.once("finish", () => {
      record.answeredAt = performance.now();
    });
    if (latencyMs) await sleep(latencyMs);

    let operation: Operation | undefined;
    const common = {
      "x-github-request-id": requestId().slice(0, 23),
      "x-ratelimit-limit": 5000,
      "x-ratelimit-remaining": 4999 - (requests.length % 4999),
      "x-ratelimit-reset": Math.floor(Date.now() / 1000) + 3600,
      "x-ratelimit-used": requests.length % 4999,
      "x-ratelimit-resource": "core",
      "x-github-api-version-selected": "2022-11-28",
    };
    const json = (status: number, body: unknown, headers: Record<string, string | number> = {}) => {
      record.status = status;
      if (operation && status < 300) responseViolations.push(...validateResponse(operation, status, body));
      sendJson(res, status, body, { ...common, ...headers });
    };
    const empty = (status: number, headers: Record<string, string | number> = {}) => {
      record.status = status;
      if (operation && !operation.responses[String(status)])
        responseViolations.push(
          `${operation.method} ${operation.template} → ${status}: status not documented`,
        );
      res.writeHead(status, { ...common, ...headers });
      res.end();
    };
    const notFound = () => json(404, { message: "Not Found", documentation_url: DOCS, status: "404" });
    const invalid = (message: string, errors: unknown[] = []) =>
      json(422, { message, errors, documentation_url: DOCS, status: "422" });

    // GraphQL: the operations Baton sends, each checked against GitHub's schema (graphql-schema.ts).
    if (url.pathname === "/graphql" && method === "POST") {
      record.operationId = "graphql";
      const actor = actorOf(req);
      if (!actor) {
        json(401, { message: "This endpoint requires you to be authenticated.", documentation_url: DOCS });
        return;
      }
      const request = parsed.ok && isRecord(parsed.value) ? parsed.value : {};
      const query = typeof request.query === "string" ? request.query : "";
      const variables = isRecord(request.variables) ? request.variables : {};
      // As GitHub does: a document its schema refuses is answered with errors and runs nothing.
      const checked = checkRequest(query, variables);
      if (!checked.ok) {
        violations.push(...checked.problems);
        json(200, { errors: checked.problems.map((message) => ({ message })) });
        return;
      }
      const answer = graphql(query, variables, actor) as { data?: unknown };
      // The fake's answers are its own hand-built shapes: they too must be what the schema gives.
      violations.push(...checkAnswer(checked.document, variables, answer.data, graphqlTypeOf));
      json(200, answer);
      return;
    }

    // Route and validate against the OpenAPI description.
    const match = matchRoute(method, url.pathname);
    if ("error" in match) {
      violations.push(match.error);
      notFound();
      return;
    }
    operation = match.operation;
    record.operationId = operation.operationId;
    if (!parsed.ok) violations.push(`${method} ${url.pathname}: body is not JSON (${parsed.error})`);
    violations.push(
      ...validateRequest(match, url.searchParams, parsed.ok ? parsed.value : undefined, raw.length > 0),
    );

    // Scripted faults.
    const fault = faults.find(
      (f) =>
        f.left > 0 &&
        (!f.method || f.method.toUpperCase() === method) &&
        (typeof f.path === "string"
          ? f.path === url.pathname || f.path === operation?.operationId
          : f.path.test(url.pathname)),
    );
    if (fault) {
      fault.left--;
      record.status = fault.status;
      sendJson(
        res,
        fault.status,
        fault.body ?? { message: "Server Error (injected)", status: String(fault.status) },
        {
          ...common,
          ...(fault.headers ?? {}),
        },
      );
      return;
    }

    const actor = actorOf(req);
    if (header(req, "authorization") && !actor) {
      json(401, { message: "Bad credentials", documentation_url: DOCS, status: "401" });
      return;
    }

    const p = match.params;
    const repo = p.owner && p.repo ? state.findRepo(p.owner, p.repo) : undefined;
    if (p.owner && p.repo && (!repo || (repo.private && !actor))) {
      notFound();
      return;
    }
    const value = parsed.ok ? parsed.value : undefined;
    const body: Record<string, unknown> = isRecord(value) ? value : {};
    const accept = header(req, "accept") ?? "";
    const int = (name: string) => Number(p[name]);
    const page = <T>(items: T[]): T[] => {
      const perPage = Math.min(Number(url.searchParams.get("per_page") ?? 30) || 30, 100);
      const pageNo = Math.max(Number(url.searchParams.get("page") ?? 1) || 1, 1);
      const last = Math.max(1, Math.ceil(items.length / perPage));
      const link = (n: number, rel: string) => {
        const u = new URL(`${api.origin}${url.pathname}${url.search}`);
        u.searchParams.set("per_page", String(perPage));
        u.searchParams.set("page", String(n));
        return `<${u.href}>; rel="${rel}"`;
      };
      const links: string[] = [];
      if (pageNo > 1) links.push(link(pageNo - 1, "prev"), link(1, "first"));
      if (pageNo < last) links.push(link(pageNo + 1, "next"), link(last, "last"));
      if (links.length) res.setHeader("link", links.join(", "));
      return items.slice((pageNo - 1) * perPage, pageNo * perPage);
    };
    const needActor = (): string | undefined => {
      if (actor) return actor;
      json(401, { message: "Requires authentication", documentation_url: DOCS, status: "401" });
      return undefined;
    };
    const canWrite = (login: string) => {
      if (!repo) return false;
      if (login === defaultActor) return true; // GITHUB_TOKEN: the workflow's permissions decide
      return ["admin", "maintain", "write", "triage"].includes(state.role(repo, login));
    };
    const forbidden = () =>
      json(403, {
        message: "Resource not accessible by integration",
        documentation_url: DOCS,
        status: "403",
      });
    const gitRef = (ref: string, sha: string) => ({
      ref,
      node_id: Buffer.from(`REF_${ref}`).toString("base64"),
      url: `${api.origin}/repos/${repo!.fullName}/git/${ref}`,
      object: { type: "commit", sha, url: `${api.origin}/repos/${repo!.fullName}/git/commits/${sha}` },
    });
    const gitCommit = (sha: string, c: GitCommit) => {
      const base = `${api.origin}/repos/${repo!.fullName}/git`;
      return {
        sha,
        node_id: Buffer.from(`C_${sha}`).toString("base64"),
        url: `${base}/commits/${sha}`,
        html_url: `https://github.com/${repo!.fullName}/commit/${sha}`,
        author: c.author,
        committer: c.author,
        message: c.message,
        tree: { sha: c.tree, url: `${base}/trees/${c.tree}` },
        parents: c.parents.map((p) => ({
          sha: p,
          url: `${base}/commits/${p}`,
          html_url: `https://github.com/${repo!.fullName}/commit/${p}`,
        })),
        // GitHub signs what it commits through the API.
        verification: { verified: true, reason: "valid", signature: null, payload: null, verified_at: null },
      };
    };
    const contentFile = (path: string, text: string) => {
      const sha = gitBlobSha(text);
      const self = `${api.origin}/repos/${repo!.fullName}/contents/${path}`;
      const git = `${api.origin}/repos/${repo!.fullName}/git/blobs/${sha}`;
      const html = `https://github.com/${repo!.fullName}/blob/${path}`;
      return {
        type: "file" as const,
        encoding: "base64",
        size: Buffer.byteLength(text),
        name: path.split("/").at(-1)!,
        path,
        content: Buffer.from(text).toString("base64"),
        sha,
        url: self,
        git_url: git,
        html_url: html,
        download_url: `https://raw.githubusercontent.com/${repo!.fullName}/${path}`,
        _links: { self, git, html },
      };
    };
    const tooLong = (text: unknown, resource: string) =>
      typeof text === "string" && text.length > MAX_BODY
        ? invalid("Validation Failed", [
            {
              resource,
              code: "custom",
              field: "body",
              message: `body is too long (maximum is ${MAX_BODY} characters)`,
            },
          ])
        : false;

    switch (operation.operationId) {
      case "repos/get":
        json(200, shapes.fullRepository(repo!));
        return;

      case "users/get-authenticated": {
        const login = needActor();
        if (!login) return;
        const u = state.user(login);
        // An installation token (GITHUB_TOKEN, an App's) is no user: GitHub refuses it here.
        if (u.type === "Bot")
          return json(403, {
            message: "Resource not accessible by integration",
            documentation_url: `${DOCS}/users/users#get-the-authenticated-user`,
            status: "403",
          });
        json(200, shapes.publicUser(u));
        return;
      }

      case "repos/get-collaborator-permission-level": {
        const u = state.findUser(p.username!);
        if (!u) return notFound();
        json(200, shapes.permission(repo!, u));
        return;
      }

      case "issues/get": {
        const issue = state.findIssue(repo!.fullName, int("issue_number"));
        if (!issue) return notFound();
        json(200, shapes.issue(issue));
        return;
      }

      case "issues/list-comments": {
        const issue = state.findIssue(repo!.fullName, int("issue_number"));
        if (!issue) return notFound();
        const since = url.searchParams.get("since");
        const all = state.comments
          .filter((c) => c.repo === issue.repo && c.issueNumber === issue.number)
          .filter((c) => !since || Date.parse(c.updatedAt) >= Date.parse(since))
          .sort((a, b) => a.id - b.id);
        json(
          200,
          page(all).map((c) => shapes.comment(c)),
        );
        return;
      }

      case "issues/create-comment": {
        const login = needActor();
        if (!login) return;
        const issue = state.findIssue(repo!.fullName, int("issue_number"));
        if (!issue) return notFound();
        if (typeof body.body !== "string")
          return invalid('Invalid request.\n\nNo subschema in "anyOf" matched.');
        if (tooLong(body.body, "IssueComment") !== false) return;
        const c = state.addComment({
          repo: repo!.fullName,
          issue: issue.number,
          body: body.body,
          user: login,
        });
        issue.updatedAt = c.createdAt;
        json(201, shapes.comment(c), {
          location: `${api.origin}/repos/${repo!.fullName}/issues/comments/${c.id}`,
        });
        return;
      }

      case "issues/get-comment": {
        const c = state.findComment(repo!.fullName, int("comment_id"));
        if (!c) return notFound();
        json(200, shapes.comment(c));
        return;
      }

      case "issues/update-comment": {
        const login = needActor();
        if (!login) return;
        const c = state.findComment(repo!.fullName, int("comment_id"));
        if (!c) return notFound();
        if (c.user.toLowerCase() !== login.toLowerCase() && !canWrite(login))
          return json(403, {
            message: "Must have admin rights to Repository.",
            documentation_url: DOCS,
            status: "403",
          });
        if (typeof body.body !== "string") return invalid('Invalid request.\n\n"body" wasn\'t supplied.');
        if (tooLong(body.body, "IssueComment") !== false) return;
        c.body = body.body;
        c.updatedAt = isoNow();
        json(200, shapes.comment(c));
        return;
      }

      case "issues/delete-comment": {
        const c = state.findComment(repo!.fullName, int("comment_id"));
        if (!c) return notFound();
        state.comments.splice(state.comments.indexOf(c), 1);
        empty(204);
        return;
      }

      case "issues/add-labels": {
        const issue = state.findIssue(repo!.fullName, int("issue_number"));
        if (!issue) return notFound();
        const names: unknown[] = Array.isArray(value)
          ? value
          : isRecord(value) && Array.isArray(value.labels)
            ? value.labels.map((l) => (isRecord(l) ? l.name : l))
            : [];
        for (const n of names) if (typeof n === "string" && !issue.labels.includes(n)) issue.labels.push(n);
        json(200, shapes.issue(issue).labels);
        return;
      }

      case "reactions/create-for-issue-comment": {
        const login = needActor();
        if (!login) return;
        const c = state.findComment(repo!.fullName, int("comment_id"));
        if (!c) return notFound();
        const content = body.content as ReactionContent;
        if (!["+1", "-1", "laugh", "confused", "heart", "hooray", "rocket", "eyes"].includes(content))
          return invalid("Validation Failed", [{ resource: "Reaction", code: "invalid", field: "content" }]);
        const { reaction, created } = state.addReaction(c.id, content, login);
        json(created ? 201 : 200, shapes.reaction(reaction));
        return;
      }

      case "reactions/list-for-issue-comment": {
        const c = state.findComment(repo!.fullName, int("comment_id"));
        if (!c) return notFound();
        const content = url.searchParams.get("content");
        const all = state.reactions.filter(
          (r) => r.commentId === c.id && (!content || r.content === content),
        );
        json(
          200,
          page(all).map((r) => shapes.reaction(r)),
        );
        return;
      }

      case "reactions/delete-for-issue-comment": {
        const r = state.reactions.find(
          (x) => x.id === int("reaction_id") && x.commentId === int("comment_id"),
        );
        if (r) state.reactions.splice(state.reactions.indexOf(r), 1);
        empty(204);
        return;
      }

      case "pulls/list": {
        const st = url.searchParams.get("state") ?? "open";
        const headFilter = url.searchParams.get("head");
        const baseFilter = url.searchParams.get("base");
        const direction = url.searchParams.get("direction") ?? "desc";
        const all = state.issues
          .filter((i) => i.pull && i.repo === repo!.fullName)
          .filter((i) => st === "all" || i.state === st)
          .filter((i) => !baseFilter || i.pull!.baseRef === baseFilter)
          .filter(
            (i) => !headFilter || `${state.repo(i.pull!.headRepo).owner}:${i.pull!.headRef}` === headFilter,
          )
          .sort((a, b) => (direction === "asc" ? a.number - b.number : b.number - a.number));
        json(
          200,
          page(all).map((i) => shapes.pullSimple(i)),
        );
        return;
      }

      case "pulls/create": {
        const login = needActor();
        if (!login) return;
        if (!canWrite(login)) return forbidden();
        const [head, base, title] = [body.head, body.base, body.title].map((v) =>
          typeof v === "string" ? v : "",
        );
        if (!title || !state.branchSha(repo!, head!) || !state.branchSha(repo!, base!))
          return invalid("Validation Failed", [{ resource: "PullRequest", code: "invalid", field: "head" }]);
        const open = state.issues.find(
          (i) => i.repo === repo!.fullName && i.pull?.headRef === head && i.state === "open",
        );
        if (open)
          return invalid("Validation Failed", [
            {
              resource: "PullRequest",
              code: "custom",
              message: `A pull request already exists for ${head}.`,
            },
          ]);
        const pull = state.openPull(repo!, {
          title: title!,
          head: head!,
          base: base!,
          user: login,
          ...(typeof body.body === "string" ? { body: body.body } : {}),
        });
        json(201, shapes.pull(pull), {
          location: `${api.origin}/repos/${repo!.fullName}/pulls/${pull.number}`,
        });
        return;
      }

      case "pulls/get": {
        const issue = state.findIssue(repo!.fullName, int("pull_number"));
        if (!issue?.pull) return notFound();
        const format = /application\/vnd\.github(?:\.v3)?\.(diff|patch)/.exec(accept)?.[1];
        if (format) {
          record.status = 200;
          sendText(res, 200, issue.pull.diff, {
            ...common,
            "content-type": `application/vnd.github.${format}; charset=utf-8`,
          });
          return;
        }
        json(200, shapes.pull(issue));
        return;
      }

      case "pulls/update": {
        const login = needActor();
        if (!login) return;
        const issue = state.findIssue(repo!.fullName, int("pull_number"));
        if (!issue?.pull) return notFound();
        // The PR's author may edit it too; Baton's token writes as a collaborator.
        if (issue.user.toLowerCase() !== login.toLowerCase() && !canWrite(login))
          return json(403, {
            message: "Must have admin rights to Repository.",
            documentation_url: DOCS,
            status: "403",
          });
        if (tooLong(body.body, "PullRequest") !== false) return;
        if (typeof body.title === "string") issue.title = body.title;
        if (typeof body.body === "string") issue.body = body.body;
        issue.updatedAt = isoNow();
        json(200, shapes.pull(issue));
        return;
      }

      case "pulls/list-files": {
        const issue = state.findIssue(repo!.fullName, int("pull_number"));
        if (!issue?.pull) return notFound();
        json(
          200,
          page(issue.pull.files).map((f) => shapes.pullFile(issue, f)),
        );
        return;
      }

      case "pulls/list-reviews": {
        const issue = state.findIssue(repo!.fullName, int("pull_number"));
        if (!issue?.pull) return notFound();
        const all = state.reviews.filter((r) => r.repo === issue.repo && r.pullNumber === issue.number);
        json(
          200,
          page(all).map((r) => shapes.review(r)),
        );
        return;
      }

      case "pulls/list-review-comments": {
        const issue = state.findIssue(repo!.fullName, int("pull_number"));
        if (!issue?.pull) return notFound();
        const all = state.pullComments
          .filter((c) => c.repo === issue.repo && c.pullNumber === issue.number)
          .sort((a, b) => a.id - b.id);
        json(
          200,
          page(all).map((c) => shapes.pullComment(c)),
        );
        return;
      }

      case "pulls/create-review": {
        const login = needActor();
        if (!login) return;
        const issue = state.findIssue(repo!.fullName, int("pull_number"));
        if (!issue?.pull) return notFound();
        const event = body.event as string | undefined;
        const text = typeof body.body === "string" ? body.body : "";
        if (
          (event === "COMMENT" || event === "REQUEST_CHANGES") &&
          text === "" &&
          !Array.isArray(body.comments)
        )
          return invalid("Unprocessable Entity", [`Body is required when using ${event}`]);
        if (tooLong(text, "PullRequestReview") !== false) return;
        if (
          login.toLowerCase() === issue.user.toLowerCase() &&
          (event === "APPROVE" || event === "REQUEST_CHANGES")
        )
          return invalid("Unprocessable Entity", [
            `Can not ${event === "APPROVE" ? "approve" : "request changes on"} your own pull request`,
          ]);
        const comments = (Array.isArray(body.comments) ? body.comments : []) as ReviewComment[];
        // Comments on an earlier head are placed by that head's diff (GitHub shows them as outdated).
        const olderDiff =
          typeof body.commit_id === "string" && body.commit_id !== issue.pull.headSha
            ? issue.pull.compareDiffs.get(`${issue.pull.baseSha}...${body.commit_id}`)
            : undefined;
        const files = olderDiff === undefined ? issue.pull.files : filesFromDiff(olderDiff);
        for (const c of comments) {
          const file = files.find((f) => f.filename === c.path);
          if (!file?.patch) return invalid("Unprocessable Entity", ["Path could not be resolved"]);
          const lines = commentableLines(file.patch);
          if (c.line !== undefined) {
            const set = c.side === "LEFT" ? lines.left : lines.right;
            if (!set.has(c.line)) return invalid("Unprocessable Entity", ["Line could not be resolved"]);
            if (c.start_line !== undefined) {
              const startSet = c.start_side === "LEFT" ? lines.left : lines.right;
              if (!startSet.has(c.start_line) || c.start_line >= c.line)
                return invalid("Unprocessable Entity", ["Start line could not be resolved"]);
            }
          } else if (c.position !== undefined) {
            if (c.position < 1 || c.position > lines.positions)
              return invalid("Unprocessable Entity", ["Position could not be resolved"]);
          } else {
            return invalid("Unprocessable Entity", ["Line could not be resolved"]);
          }
        }
        const commitId = typeof body.commit_id === "string" ? body.commit_id : issue.pull.headSha;
        const stateName: Review["state"] =
          event === "APPROVE"
            ? "APPROVED"
            : event === "REQUEST_CHANGES"
              ? "CHANGES_REQUESTED"
              : event === "COMMENT"
                ? "COMMENTED"
                : "PENDING";
        const review = state.addReview({
          repo: issue.repo,
          pullNumber: issue.number,
          user: login,
          body: text,
          state: stateName,
          commitId,
          submittedAt: stateName === "PENDING" ? null : isoNow(),
          comments,
        });
        for (const c of comments)
          state.addPullComment({
            repo: issue.repo,
            pullNumber: issue.number,
            reviewId: review.id,
            path: c.path,
            line: c.line ?? null,
            side: c.side ?? "RIGHT",
            startLine: c.start_line ?? null,
            body: c.body,
            user: login,
            inReplyTo: null,
            diffHunk: issue.pull.files.find((f) => f.filename === c.path)?.patch ?? "",
            commitId,
          });
        json(200, shapes.review(review));
        return;
      }

      case "pulls/create-reply-for-review-comment": {
        const login = needActor();
        if (!login) return;
        const parent = state.pullComments.find(
          (c) =>
            c.id === int("comment_id") && c.repo === repo!.fullName && c.pullNumber === int("pull_number"),
        );
        if (!parent) return notFound();
        if (typeof body.body !== "string") return invalid('Invalid request.\n\n"body" wasn\'t supplied.');
        if (tooLong(body.body, "PullRequestReviewComment") !== false) return;
        // Replies join the thread of its first comment.
        const { id: _id, createdAt: _c, updatedAt: _u, ...thread } = parent;
        const c = state.addPullComment({
          ...thread,
          reviewId: null,
          body: body.body,
          user: login,
          inReplyTo: parent.inReplyTo ?? parent.id,
        });
        json(201, shapes.pullComment(c), {
          location: `${api.origin}/repos/${repo!.fullName}/pulls/comments/${c.id}`,
        });
        return;
      }

      case "pulls/update-review-comment": {
        const login = needActor();
        if (!login) return;
        const c = state.pullComments.find((x) => x.id === int("comment_id") && x.repo === repo!.fullName);
        if (!c) return notFound();
        if (c.user.toLowerCase() !== login.toLowerCase())
          return json(403, { message: "Forbidden", documentation_url: DOCS, status: "403" });
        if (typeof body.body !== "string") return invalid('Invalid request.\n\n"body" wasn\'t supplied.');
        if (tooLong(body.body, "PullRequestReviewComment") !== false) return;
        c.body = body.body;
        c.updatedAt = isoNow();
        json(200, shapes.pullComment(c));
        return;
      }

      case "reactions/create-for-pull-request-review-comment": {
        const login = needActor();
        if (!login) return;
        const c = state.pullComments.find((x) => x.id === int("comment_id") && x.repo === repo!.fullName);
        if (!c) return notFound();
        const content = body.content as ReactionContent;
        if (!["+1", "-1", "laugh", "confused", "heart", "hooray", "rocket", "eyes"].includes(content))
          return invalid("Validation Failed", [{ resource: "Reaction", code: "invalid", field: "content" }]);
        const { reaction, created } = state.addReaction(c.id, content, login);
        json(created ? 201 : 200, shapes.reaction(reaction));
        return;
      }

      case "repos/get-content": {
        const ref = state.refOf(repo!, url.searchParams.get("ref") ?? repo!.defaultBranch);
        const text = state.files.get(`${repo!.fullName}@${ref}:${p.path}`);
        if (text === undefined) return notFound();
        if (!/application\/vnd\.github(?:\.v3)?\.raw/.test(accept)) {
          if (/application\/vnd\.github(?:\.v3)?\+json|application\/json|^$/.test(accept) || accept === "*/*")
            return json(200, contentFile(p.path!, text));
          unhandled.push(`${method} ${url.pathname} (only the raw and JSON media types are implemented)`);
          return notFound();
        }
        record.status = 200;
        sendText(res, 200, text, { ...common, "content-type": "application/vnd.github.raw; charset=utf-8" });
        return;
      }

      case "git/get-ref": {
        const branch = p.ref!.replace(/^heads\//, "");
        const sha = p.ref!.startsWith("heads/") ? state.branchSha(repo!, branch) : undefined;
        if (!sha) return notFound();
        json(200, gitRef(`refs/heads/${branch}`, sha));
        return;
      }

      case "git/create-ref": {
        const login = needActor();
        if (!login) return;
        if (!canWrite(login)) return forbidden();
        const ref = typeof body.ref === "string" ? body.ref : "";
        const sha = typeof body.sha === "string" ? body.sha : "";
        if (!/^refs\/heads\/./.test(ref) || ref.split("/").length < 3)
          return invalid("Reference name must start with 'refs/' and have at least two slashes.");
        const branch = ref.slice("refs/heads/".length);
        if (state.branchSha(repo!, branch)) return invalid("Reference already exists");
        if (state.git.has(sha, "commit")) state.pointBranch(repo!, branch, sha);
        else if (!state.setBranch(repo!, branch, sha)) return invalid("Object does not exist");
        json(201, gitRef(ref, sha), { location: `${api.origin}/repos/${repo!.fullName}/git/${ref}` });
        return;
      }

      case "git/update-ref": {
        const login = needActor();
        if (!login) return;
        if (!canWrite(login)) return forbidden();
        const branch = p.ref!.replace(/^heads\//, "");
        const sha = typeof body.sha === "string" ? body.sha : "";
        const head = state.branchSha(repo!, branch);
        if (!head) return invalid("Reference does not exist");
        if (state.git.has(sha, "commit")) {
          // As GitHub: without force, only a commit that has the branch's head among its ancestors.
          if (body.force !== true && !state.git.reaches(sha, head))
            return invalid("Update is not a fast forward");
          state.pointBranch(repo!, branch, sha);
          json(200, gitRef(`refs/heads/${branch}`, sha));
          return;
        }
        if (body.force !== true) {
          unhandled.push(
            `${method} ${url.pathname} (only forced updates of seeded branches are implemented)`,
          );
          return notFound();
        }
        if (!state.setBranch(repo!, branch, sha)) return invalid("Object does not exist");
        json(200, gitRef(`refs/heads/${branch}`, sha));
        return;
      }

      case "repos/create-or-update-file-contents": {
        const login = needActor();
        if (!login) return;
        if (!canWrite(login)) return forbidden();
        const branch = typeof body.branch === "string" ? body.branch : repo!.defaultBranch;
        if (!state.branchSha(repo!, branch)) return notFound();
        const key = `${repo!.fullName}@${branch}:${p.path}`;
        const before = state.files.get(key);
        const given = typeof body.sha === "string" ? body.sha : undefined;
        if (before !== undefined && given === undefined)
          return invalid('Invalid request.\n\n"sha" wasn\'t supplied.');
        // GitHub's answer when the file changed since the caller read it.
        if (before !== undefined && given !== gitBlobSha(before))
          return json(409, {
            message: `${p.path} does not match ${given}`,
            documentation_url: DOCS,
            status: "409",
          });
        const text = Buffer.from(String(body.content ?? ""), "base64").toString("utf8");
        const commit = state.commitFile(repo!, branch, p.path!, text);
        const { content: _, encoding: __, ...file } = contentFile(p.path!, text);
        json(before === undefined ? 201 : 200, {
          content: file,
          commit: {
            sha: commit,
            message: String(body.message ?? ""),
            url: `${api.origin}/repos/${repo!.fullName}/git/commits/${commit}`,
          },
        });
        return;
      }

      case "git/get-commit": {
        const commit = state.git.readCommit(p.commit_sha!);
        if (!commit) return notFound();
        json(200, gitCommit(p.commit_sha!, commit));
        return;
      }

      case "git/create-blob": {
        const login = needActor();
        if (!login) return;
        if (!canWrite(login)) return forbidden();
        if (typeof body.content !== "string")
          return invalid('Invalid request.\n\n"content" wasn\'t supplied.');
        const bytes = Buffer.from(body.content, body.encoding === "base64" ? "base64" : "utf8");
        const sha = state.git.blob(bytes);
        json(201, { sha, url: `${api.origin}/repos/${repo!.fullName}/git/blobs/${sha}` });
        return;
      }

      case "git/create-tree": {
        const login = needActor();
        if (!login) return;
        if (!canWrite(login)) return forbidden();
        const files =
          typeof body.base_tree === "string" ? state.git.files(body.base_tree) : new Map<string, never>();
        if (!files) return invalid("Invalid tree info", ["base_tree is not a valid tree"]);
        for (const e of (Array.isArray(body.tree) ? body.tree : []) as Record<string, unknown>[]) {
          const path = String(e.path ?? "");
          if (e.sha === null) {
            if (!files.delete(path)) return invalid("GitRPC::BadObjectState", [`${path} is not in the tree`]);
            continue;
          }
          const sha =
            typeof e.content === "string"
              ? state.git.blob(Buffer.from(e.content, "utf8"))
              : String(e.sha ?? "");
          if (!state.git.has(sha, "blob")) return invalid("Invalid tree info", [`${sha} is not a blob`]);
          files.set(path, { mode: String(e.mode), sha });
        }
        const sha = state.git.tree(files);
        const base = `${api.origin}/repos/${repo!.fullName}/git`;
        json(
          201,
          {
            sha,
            url: `${base}/trees/${sha}`,
            truncated: false,
            tree: [...files].map(([path, e]) => ({
              path,
              mode: e.mode,
              type: "blob",
              sha: e.sha,
              size: state.git.bytes(e.sha)!.length,
              url: `${base}/blobs/${e.sha}`,
            })),
          },
          { location: `${base}/trees/${sha}` },
        );
        return;
      }

      case "git/create-commit": {
        const login = needActor();
        if (!login) return;
        if (!canWrite(login)) return forbidden();
        const parents = Array.isArray(body.parents) ? body.parents.map(String) : [];
        const tree = String(body.tree ?? "");
        if (!state.git.has(tree, "tree") || parents.some((s) => !state.git.has(s, "commit")))
          return invalid("Tree SHA does not exist or parent SHA does not exist");
        const commit = {
          tree,
          parents,
          message: String(body.message ?? ""),
          author: { name: login, email: `${login}@users.noreply.github.com`, date: isoNow() },
        };
        const sha = state.git.commit(commit);
        json(201, gitCommit(sha, commit), {
          location: `${api.origin}/repos/${repo!.fullName}/git/commits/${sha}`,
        });
        return;
      }

      case "git/get-tree": {
        const tree = state.treeAt(repo!, p.tree_sha!, url.searchParams.has("recursive"));
        if (!tree) return notFound();
        const base = `${api.origin}/repos/${repo!.fullName}/git`;
        json(200, {
          sha: tree.sha,
          url: `${base}/trees/${tree.sha}`,
          truncated: false,
          tree: tree.entries.map((e) => ({
            ...e,
            url: `${base}/${e.type === "tree" ? "trees" : "blobs"}/${e.sha}`,
          })),
        });
        return;
      }

      case "git/get-blob": {
        const text = state.gitBlobs.get(p.file_sha!);
        if (text === undefined) return notFound();
        const bytes = Buffer.from(text);
        json(200, {
          sha: p.file_sha,
          node_id: Buffer.from(`B_${p.file_sha}`).toString("base64"),
          url: `${api.origin}/repos/${repo!.fullName}/git/blobs/${p.file_sha}`,
          size: bytes.length,
          content: bytes.toString("base64"),
          encoding: "base64",
        });
        return;
      }

      case "repos/compare-commits-with-basehead": {
        const diff = state.issues
          .filter((i) => i.repo === repo!.fullName && i.pull)
          .map(
            (i) =>
              i.pull!.compareDiffs.get(p.basehead!) ??
              (p.basehead === `${i.pull!.baseSha}...${i.pull!.headSha}` ? i.pull!.diff : undefined),
          )
          .find((d) => d !== undefined);
        const format = /application\/vnd\.github(?:\.v3)?\.(diff|patch)/.exec(accept)?.[1];
        if (diff === undefined || !format) {
          if (!format)
            unhandled.push(
              `${method} ${url.pathname} (JSON comparison is not implemented; ask for the diff)`,
            );
          return notFound();
        }
        record.status = 200;
        sendText(res, 200, diff, {
          ...common,
          "content-type": `application/vnd.github.${format}; charset=utf-8`,
        });
        return;
      }

      case "actions/list-artifacts-for-repo":
      case "actions/list-workflow-run-artifacts": {
        const name = url.searchParams.get("name");
        const runId = p.run_id ? Number(p.run_id) : undefined;
        const direction = url.searchParams.get("direction") ?? "desc";
        const all = state.artifacts
          .filter((a) => a.finalized && a.repo === repo!.fullName)
          .filter((a) => name === null || a.name === name)
          .filter((a) => runId === undefined || a.runId === runId)
          .sort((a, b) => (direction === "asc" ? a.id - b.id : b.id - a.id));
        json(200, { total_count: all.length, artifacts: page(all).map((a) => shapes.artifact(a)) });
        return;
      }

      case "actions/get-artifact": {
        const a = state.artifacts.find(
          (x) => x.finalized && x.id === int("artifact_id") && x.repo === repo!.fullName,
        );
        if (!a) return notFound();
        json(200, shapes.artifact(a));
        return;
      }

      case "actions/delete-artifact": {
        const a = state.artifacts.find(
          (x) => x.finalized && x.id === int("artifact_id") && x.repo === repo!.fullName,
        );
        if (!a) return notFound();
        state.artifacts.splice(state.artifacts.indexOf(a), 1);
        state.blobs.delete(a.blobKey);
        empty(204);
        return;
      }

      case "actions/download-artifact": {
        if (!needActor()) return;
        const a = state.artifacts.find(
          (x) => x.finalized && x.id === int("artifact_id") && x.repo === repo!.fullName,
        );
        if (!a || p.archive_format !== "zip") return notFound();
        if (state.isExpired(a)) {
          json(410, { message: "Artifact has expired", documentation_url: DOCS, status: "410" });
          return;
        }
        empty(302, { location: service.signedDownloadUrl(a) });
        return;
      }

      default:
        unhandled.push(`${method} ${url.pathname} (${operation.operationId})`);
        notFound();
    }
  };

  /** The GraphQL type of an object the fake answers for an abstract type, by its node id's kind. */
  const graphqlTypeOf = (value: Record<string, unknown>): string | undefined =>
    ({ IC_: "IssueComment", PRRC_: "PullRequestReviewComment" })[nodeOf(String(value.id))?.kind ?? ""];

  /** Answers the GraphQL operations Baton sends, as api.github.com/graphql does. */
  const graphql = (query: string, variables: Record<string, unknown>, actor: string): unknown => {
    if (/\bresolveReviewThread\s*\(/.test(query)) {
      const id = Number(/^PRRT_(\d+)$/.exec(String(variables.threadId))?.[1]);
      const root = state.pullComments.find((c) => c.id === id && c.inReplyTo === null);
      if (!root)
        return {
          data: null,
          errors: [
            {
              type: "NOT_FOUND",
              message: `Could not resolve to a node with the global id of '${String(variables.threadId)}'`,
            },
          ],
        };
      const repo = state.repo(root.repo);
      if (!["admin", "maintain", "write"].includes(state.role(repo, actor)) && actor !== defaultActor)
        return {
          data: { resolveReviewThread: null },
          errors: [{ type: "FORBIDDEN", message: "Resource not accessible by integration" }],
        };
      state.resolvedThreads.add(root.id);
      return { data: { resolveReviewThread: { thread: { id: `PRRT_${root.id}`, isResolved: true } } } };
    }
    // An installation token's bot, or a PAT's user: GraphQL answers where `GET /user` refuses.
    if (/^\s*query\s*\{\s*viewer\s*\{\s*login\s*\}\s*\}\s*$/.test(query))
      return { data: { viewer: { login: actor } } };
    if (/\breviews\s*\(\s*first:/.test(query)) {
      const repoName = `${String(variables.owner)}/${String(variables.repo)}`;
      const issue = state.findIssue(repoName, Number(variables.number));
      if (!issue?.pull)
        return {
          data: { repository: null },
          errors: [{ type: "NOT_FOUND", message: "Could not resolve to a Repository" }],
        };
      // A page of `first: n` after the cursor (the index of the last one given), oldest first.
      const size = Number(/\breviews\s*\(\s*first:\s*(\d+)/.exec(query)?.[1] ?? 100);
      const start = typeof variables.after === "string" ? Number(variables.after) : 0;
      const all = state.reviews.filter((r) => r.repo === repoName && r.pullNumber === issue.number);
      const nodes = all.slice(start, start + size).map((r) => ({
        body: r.body,
        state: r.state,
        submittedAt: r.submittedAt,
        lastEditedAt: r.lastEditedAt ?? null,
        author: {
          __typename: state.user(r.user).type === "Bot" ? "Bot" : "User",
          login: r.user.replace(/\[bot\]$/, ""),
        },
      }));
      const end = start + nodes.length;
      return {
        data: {
          repository: {
            pullRequest: {
              reviews: { nodes, pageInfo: { hasNextPage: end < all.length, endCursor: String(end) } },
            },
          },
        },
      };
    }
    // Whether comments are hidden, by node id: REST does not say. Nodes come back in the ids' order.
    if (/\bnodes\s*\(\s*ids:\s*\$ids\s*\)/.test(query)) {
      const nodes = (variables.ids as string[]).map((id) => {
        const node = nodeOf(id);
        const comment =
          node?.kind === "IC_"
            ? state.comments.find((c) => c.id === node.id)
            : node?.kind === "PRRC_"
              ? state.pullComments.find((c) => c.id === node.id)
              : undefined;
        if (!comment) return null;
        return {
          id,
          isMinimized: comment.minimized !== undefined,
          minimizedReason: comment.minimized ?? null,
        };
      });
      const missing = nodes.flatMap((n, i) =>
        n
          ? []
          : [
              {
                type: "NOT_FOUND",
                path: ["nodes", i],
                message: `Could not resolve to a node with the global id of '${String((variables.ids as string[])[i])}'`,
              },
            ],
      );
      return missing.length ? { data: { nodes }, errors: missing } : { data: { nodes } };
    }
    if (/\breviewThreads\s*\(/.test(query)) {
      const repoName = `${String(variables.owner)}/${String(variables.repo)}`;
      const issue = state.findIssue(repoName, Number(variables.number));
      if (!issue?.pull)
        return {
          data: { repository: null },
          errors: [{ type: "NOT_FOUND", message: "Could not resolve to a Repository" }],
        };
      const nodes = state.pullComments
        .filter((c) => c.repo === repoName && c.pullNumber === issue.number && c.inReplyTo === null)
        .map((root) => ({
          id: `PRRT_${root.id}`,
          isResolved: state.resolvedThreads.has(root.id),
          isOutdated: root.commitId !== issue.pull!.headSha,
          path: root.path,
          line: root.line,
          comments: {
            nodes: [
              {
                body: root.body,
                author: {
                  __typename: state.user(root.user).type === "Bot" ? "Bot" : "User",
                  login: root.user.replace(/\[bot\]$/, ""),
                },
              },
            ],
          },
        }));
      // As GitHub pages a connection: `first: n` the oldest n threads, `last: n` the newest n.
      const first = /reviewThreads\s*\(\s*first:\s*(\d+)/.exec(query)?.[1];
      const last = /reviewThreads\s*\(\s*last:\s*(\d+)/.exec(query)?.[1];
      const paged = first ? nodes.slice(0, Number(first)) : last ? nodes.slice(-Number(last)) : nodes;
      return { data: { repository: { pullRequest: { reviewThreads: { nodes: paged } } } } };
    }
    violations.push(`graphql: an operation the fake does not know: ${query.slice(0, 80)}`);
    return { data: null, errors: [{ message: "unsupported by the fake" }] };
  };

  const api: Listening = await listen(handler, (err) => violations.push(`fake error: ${String(err)}`));
  shapes = new Shapes(state, api.origin);

  return {
    url: api.origin,
    resultsUrl: service.origin,
    state,
    comments: state.comments,
    reactions: state.reactions,
    reviews: state.reviews,
    pullComments: state.pullComments,
    artifacts: state.artifacts,
    issues: state.issues,
    requests,
    setLatency: (ms: number) => {
      latencyMs = ms;
    },
    violations,
    responseViolations,
    unhandled,
    serviceViolations,
    serviceRequests,
    seedRepo: (seed) => state.addRepo(typeof seed === "string" ? { fullName: seed } : seed),
    seedUser: (seed) => state.addUser(seed),
    seedIssue: (seed) => state.addIssue(seed),
    seedPull: (seed) => state.addPull(seed),
    seedComment: (seed) => state.addComment(seed),
    seedArtifact: (seed) => state.addArtifact(seed),
    fail: (rule) => {
      faults.push({ ...rule, left: rule.times ?? 1 });
    },
    runnerEnv: (opts = {}) => {
      const dir = opts.dir ?? mkdtempSync(join(runnerRoot, "baton-runner-"));
      if (!opts.dir) runnerDirs.push(dir);
      return runnerEnv(state, { apiUrl: api.origin, service }, { ...opts, dir });
    },
    artifactZip: (id) => {
      const a = state.artifacts.find((x) => x.id === id && x.finalized);
      return a ? state.artifactBytes(a) : undefined;
    },
    close: async () => {
      await Promise.all([api.close(), service.close()]);
      for (const dir of runnerDirs.splice(0)) rmSync(dir, { recursive: true, force: true });
    },
  };
}
