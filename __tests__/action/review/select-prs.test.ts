import { Octokit } from "@octokit/rest";
import { afterEach, describe, expect, it } from "vitest";
import { authorGate } from "../../../src/action/github/permissions.ts";
import {
  filteredOut,
  MAX_CONVERSATIONS_PER_JOB,
  MAX_MATRIX_JOBS,
  type PrRef,
  reviewMatrix,
  type SelectOptions,
  selectPullRequests,
} from "../../../src/action/review/select-prs.ts";
import { readSubject } from "../../../src/adapters/github/subject.ts";
import { BatonError } from "../../../src/engine/errors.ts";
import { type FakeGitHub, type PullSeed, startFakeGitHub } from "../../fakes/index.ts";

const REPO = { owner: "acme", repo: "widgets" };
const quiet = { debug() {}, info() {}, warn() {}, error() {} };
const day = (n: number) => `2025-03-${String(n).padStart(2, "0")}T10:00:00Z`;

let fake: FakeGitHub | undefined;
afterEach(async () => {
  if (!fake) return;
  expect(fake.violations).toEqual([]);
  expect(fake.unhandled).toEqual([]);
  expect(fake.responseViolations).toEqual([]);
  await fake.close();
  fake = undefined;
});

async function start(pulls: PullSeed[]) {
  fake = await startFakeGitHub({ repos: ["acme/widgets"], pulls });
  return { fake, octokit: new Octokit({ auth: "ghs_faketoken", baseUrl: fake.url, log: quiet }) };
}

const numbers = (prs: PrRef[]) => prs.map((p) => p.number);

function options(overrides: Partial<SelectOptions> = {}): SelectOptions & { asked: number[] } {
  const asked: number[] = [];
  return {
    ...REPO,
    labels: [],
    skipDrafts: true,
    maxPrs: 10,
    lastReviewedHead: async (pr) => {
      asked.push(pr.number);
      return undefined;
    },
    authorMay: async () => ({ allowed: true }),
    asked,
    ...overrides,
  };
}

describe("selectPullRequests", () => {
  it("reviews open PRs whose head moved, most recently updated first, and passes over unchanged ones", async () => {
    const { octokit } = await start([
      { number: 1, title: "Old", createdAt: day(1), headSha: "a".repeat(40) },
      { number: 2, title: "Newest", createdAt: day(9), headSha: "b".repeat(40) },
      { number: 3, title: "Middle", createdAt: day(5), headSha: "c".repeat(40) },
      { number: 4, title: "Closed", createdAt: day(8), state: "closed" },
    ]);
    const reviewed: Record<number, string> = { 3: "c".repeat(40), 1: "0".repeat(40) };
    const selection = await selectPullRequests(
      octokit,
      options({ lastReviewedHead: async (pr) => reviewed[pr.number] }),
    );
    expect(selection.toReview).toEqual([
      { number: 2, headSha: "b".repeat(40), title: "Newest", body: "Body of #2" },
      { number: 1, headSha: "a".repeat(40), title: "Old", body: "Body of #1" },
    ]);
    expect(numbers(selection.unchanged)).toEqual([3]);
    expect(selection.skipped).toEqual([]);
    expect(selection.notExamined).toEqual([]);
    expect(fake!.requests.map((r) => r.query)).toEqual([
      { state: "open", sort: "updated", direction: "desc", per_page: "100", page: "1" },
    ]);
  });

  it("skips drafts and PRs without one of the labels, saying why", async () => {
    const { octokit } = await start([
      { number: 1, labels: ["Needs-Review"], createdAt: day(3) },
      { number: 2, labels: ["needs-review"], draft: true, createdAt: day(2) },
      { number: 3, labels: ["bug"], createdAt: day(1) },
      { number: 4, labels: ["bug", "baton"], createdAt: day(4) },
    ]);
    const opts = options({ labels: ["needs-review", "baton"] });
    const selection = await selectPullRequests(octokit, opts);
    expect(numbers(selection.toReview)).toEqual([4, 1]);
    expect(selection.skipped.map((s) => [s.pr.number, s.reason])).toEqual([
      [2, "it is a draft (review-skip-drafts)"],
      [3, "it has none of the labels needs-review, baton"],
    ]);
    expect(opts.asked).toEqual([4, 1]);

    const withDrafts = await selectPullRequests(octokit, options({ skipDrafts: false }));
    expect(numbers(withDrafts.toReview)).toEqual([4, 1, 2, 3]);
  });

  it("stops at maxPrs without looking up the rest, counting only PRs that need a review", async () => {
    const { octokit } = await start(
      [1, 2, 3, 4, 5].map((n) => ({ number: n, createdAt: day(10 - n), headSha: String(n).repeat(40) })),
    );
    const opts = options({
      maxPrs: 2,
      lastReviewedHead: async (pr) => {
        opts.asked.push(pr.number);
        return pr.number === 1 ? pr.headSha : undefined;
      },
    });
    const selection = await selectPullRequests(octokit, opts);
    expect(numbers(selection.unchanged)).toEqual([1]);
    expect(numbers(selection.toReview)).toEqual([2, 3]);
    expect(numbers(selection.notExamined)).toEqual([4, 5]);
    expect(opts.asked).toEqual([1, 2, 3]);
  });

  it("reviews only PRs whose authors have required-permission, asking once per distinct author", async () => {
    fake = await startFakeGitHub({
      repos: ["acme/widgets"],
      users: [
        { login: "alice", permission: "write" },
        { login: "mallory", permission: "read" },
        { login: "renovate[bot]", type: "Bot" },
      ],
      pulls: [
        { number: 1, user: "alice", createdAt: day(5) },
        { number: 2, user: "mallory", createdAt: day(4) },
        { number: 3, user: "alice", createdAt: day(3) },
        { number: 4, user: "mallory", createdAt: day(2) },
        { number: 5, user: "renovate[bot]", createdAt: day(1) },
      ],
    });
    const octokit = new Octokit({ auth: "ghs_faketoken", baseUrl: fake.url, log: quiet });
    const o = options({
      authorMay: authorGate(octokit, { ...REPO, required: "write", allowedBots: [] }),
    });
    const selection = await selectPullRequests(octokit, o);
    expect(numbers(selection.toReview)).toEqual([1, 3]);
    expect(selection.skipped.map((s) => [s.pr.number, s.reason])).toEqual([
      [2, "its author @mallory has read permission; write is required"],
      [4, "its author @mallory has read permission; write is required"],
      [5, "its author @renovate[bot] is a bot not listed in allowed-bots"],
    ]);
    // A stranger's PR is not even asked about its last review.
    expect(o.asked).toEqual([1, 3]);
    const lookups = fake.requests.filter((r) => r.operationId === "repos/get-collaborator-permission-level");
    expect(lookups.map((r) => r.path.split("/")[5])).toEqual(["alice", "mallory"]);
  });

  it("reads every page of open PRs", async () => {
    const { octokit } = await start(
      Array.from({ length: 130 }, (_, i) => ({ number: i + 1, createdAt: day(1 + (i % 28)) })),
    );
    const selection = await selectPullRequests(octokit, options({ maxPrs: 1000 }));
    expect(selection.toReview).toHaveLength(130);
    expect(new Set(numbers(selection.toReview)).size).toBe(130);
    expect(fake!.requests.map((r) => r.query.page)).toEqual(["1", "2"]);
    const updated = selection.toReview.map(
      (pr) => fake!.state.findIssue("acme/widgets", pr.number)!.updatedAt,
    );
    expect(updated).toEqual([...updated].sort().reverse());
  });

  it("sees a push: the PR moves up and needs a review again", async () => {
    const { octokit } = await start([
      { number: 1, createdAt: day(1), headSha: "1".repeat(40) },
      { number: 2, createdAt: day(2), headSha: "2".repeat(40) },
    ]);
    const last = new Map([
      [1, "1".repeat(40)],
      [2, "2".repeat(40)],
    ]);
    const opts = options({ lastReviewedHead: async (pr) => last.get(pr.number) });
    expect((await selectPullRequests(octokit, opts)).toReview).toEqual([]);
    fake!.state.pushToPull("acme/widgets", 1, "f".repeat(40));
    const selection = await selectPullRequests(octokit, opts);
    expect(selection.toReview.map((p) => [p.number, p.headSha])).toEqual([[1, "f".repeat(40)]]);
    expect(numbers(selection.unchanged)).toEqual([2]);
  });

  it("fails with a plain message when GitHub refuses the listing", async () => {
    const { octokit } = await start([{ number: 1 }]);
    fake!.fail({
      method: "GET",
      path: "pulls/list",
      status: 403,
      body: { message: "Resource not accessible" },
    });
    const error = await selectPullRequests(octokit, options()).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(BatonError);
    expect((error as BatonError).kind).toBe("failed");
    expect((error as BatonError).message).toMatch(
      /could not list the open pull requests of acme\/widgets: GitHub answered 403: Resource not accessible/,
    );
  });
});

describe("reviewMatrix", () => {
  it("is a job matrix with one entry per PR", () => {
    const prs = [17, 4].map((number) => ({ number, headSha: "a".repeat(40), title: `PR ${number}` }));
    expect(reviewMatrix(prs)).toBe('{"include":[{"pr":17},{"pr":4}]}');
    expect(JSON.parse(reviewMatrix([]))).toEqual({ include: [] });
  });

  it("stays within GitHub's matrix limit", () => {
    const prs = Array.from({ length: 300 }, (_, i) => ({ number: i + 1, headSha: "a", title: "t" }));
    expect(JSON.parse(reviewMatrix(prs)).include).toHaveLength(MAX_MATRIX_JOBS);
  });

  it("documents the artifact limit of one job", () => {
    expect(MAX_CONVERSATIONS_PER_JOB).toBe(10);
  });
});

describe("the sweep's re-check of review-labels", () => {
  // Was: a repository that marks PRs for review with an emoji label such as
  // "🧑‍💻 needs-review" (a ZWJ sequence: GitHub keeps label names as typed) and sets
  // `review-labels: 🧑‍💻 needs-review` never gets a review. The listing (and a pull_request event's
  // first check) compare the raw label names and pass the PR, but reviewPullRequest re-checks
  // `filteredOut(…, read.pr)` with readSubject's labels, which cleanLine/cleanPlainText stripped of
  // the zero-width joiner: "it has none of the labels …", logged as a notice, every time.
  it("a PR whose label is the review label as typed is not filtered out on its turn", async () => {
    const LABEL = "\u{1F9D1}\u200D\u{1F4BB} needs-review";
    const filters = { labels: [LABEL], skipDrafts: true };
    const json = (data: unknown) =>
      new Response(JSON.stringify(data), { status: 200, headers: { "content-type": "application/json" } });
    const fetcher = (async (input: string | URL | Request) => {
      const url = new URL(typeof input === "string" ? input : input instanceof URL ? input : input.url);
      if (url.pathname === "/repos/o/r/issues/1")
        return json({
          number: 1,
          title: "t",
          body: "",
          user: { login: "u" },
          labels: [{ name: LABEL }],
          state: "open",
          pull_request: {},
        });
      if (url.pathname === "/repos/o/r/pulls/1")
        return json({
          number: 1,
          draft: false,
          head: { sha: "h".repeat(40) },
          base: { sha: "b".repeat(40), ref: "main" },
        });
      if (url.pathname === "/repos/o/r/pulls/1/files") return json([{ filename: "a.ts" }]);
      return new Response("{}", { status: 404 });
    }) as typeof fetch;
    const octokit = new Octokit({
      auth: "ghs_x",
      request: { fetch: fetcher },
      log: { debug() {}, info() {}, warn() {}, error() {} },
    });
    // The listing's reading (raw label names) lets it through…
    expect(filteredOut(filters, { draft: false, labels: [LABEL] })).toBeUndefined();
    // …the re-check on its turn must agree.
    const subject = await readSubject(octokit, "o", "r", 1);
    if (subject.kind !== "pr") throw new Error("expected a PR");
    expect(filteredOut(filters, subject.pr), "the re-check drops a PR the listing chose").toBeUndefined();
  });
});
