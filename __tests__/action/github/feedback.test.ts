import { Octokit } from "@octokit/rest";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { BATON_MARKER, STATUS_MARKER } from "../../../src/action/events/markers.ts";
import { MAX_COMMENT_CHARS } from "../../../src/action/github/comment-body.ts";
import { Feedback } from "../../../src/action/github/feedback.ts";
import { createOctokit } from "../../../src/adapters/github/octokit.ts";
import { BatonError } from "../../../src/engine/errors.ts";
import { memoryLogger } from "../../../src/engine/util/logger.ts";
import { Redactor } from "../../../src/engine/util/redact.ts";
import { commentableLines } from "../../fakes/github-state.ts";
import { type FakeGitHub, startFakeGitHub } from "../../fakes/index.ts";
import { NO_WAIT_POLICY } from "../../helpers/policy.ts";

const commentableRight = (patch: string) => commentableLines(patch).right;

const SECRET = "s3cr3t-api-key-value";
const REPO = { owner: "acme", repo: "widgets" };

describe("Feedback", () => {
  let gh: FakeGitHub;
  // A plain client keeps these tests fast; the paced one is used once, end to end.
  let octokit: Octokit;
  const logger = memoryLogger();
  const redactor = new Redactor([SECRET]);

  beforeAll(async () => {
    gh = await startFakeGitHub({
      repos: ["acme/widgets"],
      users: [{ login: "alice", permission: "write" }],
      issues: [{ number: 1, title: "Crash" }],
      pulls: [{ number: 2, title: "Feature", user: "alice", headSha: "a".repeat(40) }],
    });
    octokit = new Octokit({
      auth: "ghs_test",
      baseUrl: gh.url,
      log: { debug() {}, info() {}, warn() {}, error() {} },
    });
  });
  afterEach(() => {
    expect(gh.violations).toEqual([]);
    expect(gh.unhandled).toEqual([]);
    logger.lines.length = 0;
  });
  afterAll(async () => {
    await gh.close();
  });

  const trigger = (issue = 1) => gh.seedComment({ issue, body: "/run answer", user: "alice" });
  const feedbackFor = (commentId?: number, issueNumber = 1, client: Octokit = octokit) =>
    new Feedback({ octokit: client, ...REPO, issueNumber, commentId, redactor, logger });
  const reactionsOn = (id: number) => gh.reactions.filter((r) => r.commentId === id).map((r) => r.content);
  const commentsOn = (issue: number) => gh.comments.filter((c) => c.issueNumber === issue);

  it("reacts, keeps one status comment, answers and finishes, through the action's client", async () => {
    const comment = trigger();
    const client = createOctokit({
      token: "ghs_test",
      baseUrl: gh.url,
      logger: memoryLogger(),
      policy: NO_WAIT_POLICY,
    });
    const feedback = feedbackFor(comment.id, 1, client);
    await feedback.received();
    expect(reactionsOn(comment.id)).toEqual(["eyes"]);

    await feedback.status("Reading the thread…");
    await feedback.status(`Thinking (key ${SECRET})…`);
    const status = gh.comments.find((c) => c.id === feedback.statusCommentId)!;
    expect(status.body).toBe(`${STATUS_MARKER}\nThinking (key [REDACTED])…\n${BATON_MARKER}`);
    expect(status.user).toBe("github-actions[bot]");

    const posted = await feedback.answer(`The answer. Token: ghp_${"x".repeat(36)}`);
    await feedback.done();
    expect(reactionsOn(comment.id)).toEqual(["eyes", "rocket"]);
    // One comment per exchange: the status comment became the answer.
    const answer = gh.comments.find((c) => c.id === posted.id)!;
    expect(answer.id).toBe(status.id);
    expect(answer.body).toBe(`The answer. Token: [REDACTED]\n${BATON_MARKER}`);
    expect(posted.url).toContain(`#issuecomment-${posted.id}`);
    expect(commentsOn(1).map((c) => c.id)).toEqual([comment.id, answer.id]);
    // Later progress or failure text never replaces the answer.
    await feedback.status("late progress");
    await feedback.failed("late failure");
    expect(gh.comments.find((c) => c.id === posted.id)?.body).toBe(answer.body);
  });

  it("collapses status updates made while one is being written into the latest text", async () => {
    const feedback = feedbackFor(undefined);
    const before = gh.requests.length;
    await Promise.all([feedback.status("one"), feedback.status("two"), feedback.status("three")]);
    const writes = gh.requests.slice(before).filter((r) => r.method !== "GET");
    expect(writes.length).toBeLessThanOrEqual(2);
    expect(gh.comments.find((c) => c.id === feedback.statusCommentId)?.body).toBe(
      `${STATUS_MARKER}\nthree\n${BATON_MARKER}`,
    );
    await feedback.status("four");
    expect(gh.comments.find((c) => c.id === feedback.statusCommentId)?.body).toBe(
      `${STATUS_MARKER}\nfour\n${BATON_MARKER}`,
    );
  });

  it("on failure reacts 😕 and says what went wrong in the status comment, redacted", async () => {
    const comment = trigger();
    const feedback = feedbackFor(comment.id);
    await feedback.received();
    await feedback.failed(new Error(`The model refused the key ${SECRET}`));
    expect(reactionsOn(comment.id)).toEqual(["eyes", "confused"]);
    expect(gh.comments.find((c) => c.id === feedback.statusCommentId)?.body).toBe(
      `${STATUS_MARKER}\n**Baton failed:** The model refused the key [REDACTED]\n${BATON_MARKER}`,
    );
  });

  it("starts a new status comment when the old one was deleted", async () => {
    const feedback = feedbackFor(undefined);
    await feedback.status("first");
    const first = feedback.statusCommentId!;
    gh.comments.splice(
      gh.comments.findIndex((c) => c.id === first),
      1,
    );
    await feedback.status("second");
    expect(feedback.statusCommentId).not.toBe(first);
    expect(gh.comments.find((c) => c.id === feedback.statusCommentId)?.body).toBe(
      `${STATUS_MARKER}\nsecond\n${BATON_MARKER}`,
    );
  });

  it("logs reaction and status failures and goes on; a failed answer throws", async () => {
    const feedback = feedbackFor(999, 404);
    await feedback.received();
    await feedback.status("working");
    expect(logger.lines).toEqual([
      expect.stringMatching(/^warn: Could not react eyes to comment 999: GitHub answered 404: Not Found/),
      expect.stringMatching(/^warn: Could not update the status comment on #404: GitHub answered 404/),
    ]);
    const error = await feedback.answer("hello").catch((e) => e);
    expect(error).toBeInstanceOf(BatonError);
    expect(error).toMatchObject({
      kind: "failed",
      message: expect.stringMatching(/^Could not post the answer on #404/),
    });
  });

  it("does not react without a triggering comment (a dispatch run)", async () => {
    const before = gh.requests.length;
    const feedback = feedbackFor(undefined);
    await feedback.received();
    await feedback.done();
    expect(gh.requests.length).toBe(before);
  });

  it("posts a review as a COMMENT on the given commit, redacted", async () => {
    const feedback = feedbackFor(undefined, 2);
    const posted = await feedback.review(2, `Looks fine. ${SECRET}`, "a".repeat(40));
    const review = gh.reviews.find((r) => r.id === posted.id)!;
    expect(review).toMatchObject({
      state: "COMMENTED",
      commitId: "a".repeat(40),
      body: `Looks fine. [REDACTED]\n${BATON_MARKER}`,
    });
    await feedback.review(2, "  ", "a".repeat(40));
    expect(gh.reviews.at(-1)?.body).toBe(`(no remarks)\n${BATON_MARKER}`);
    await expect(feedback.review(1, "x", "a".repeat(40))).rejects.toMatchObject({
      kind: "failed",
      message: expect.stringContaining("Could not post the review on #1"),
    });
  });

  it("posts line comments with the review; when GitHub refuses them (422) they move into the body", async () => {
    const sha = "a".repeat(40);
    const feedback = feedbackFor(undefined, 2);
    const file = gh.state.findIssue("acme/widgets", 2)!.pull!.files[0]!;
    const line = [...commentableRight(file.patch!)][0]!;
    const posted = await feedback.review(2, "Summary.", sha, [
      { path: file.filename, line, side: "RIGHT", body: `Fix this ${SECRET}.` },
    ]);
    const review = gh.reviews.find((r) => r.id === posted.id)!;
    expect(review.comments).toEqual([
      { path: file.filename, line, side: "RIGHT", body: `Fix this [REDACTED].\n${BATON_MARKER}` },
    ]);

    gh.fail({
      method: "POST",
      path: "pulls/create-review",
      status: 422,
      body: { message: "Unprocessable Entity", errors: ["Line could not be resolved"] },
    });
    const again = await feedback.review(2, "Summary.", sha, [
      { path: file.filename, line: 9999, side: "RIGHT", body: "Off the map." },
    ]);
    const fallback = gh.reviews.find((r) => r.id === again.id)!;
    expect(fallback.comments).toEqual([]);
    expect(fallback.body).toContain("#### Comments GitHub could not place");
    expect(fallback.body).toContain(`- \`${file.filename}:9999\`: Off the map.`);
    expect(logger.lines.join("\n")).toMatch(/GitHub refused the line comments of the review on #2/);
  });

  it("answers a review-thread comment in that thread: reactions, one reply edited in place", async () => {
    const sha = "a".repeat(40);
    const file = gh.state.findIssue("acme/widgets", 2)!.pull!.files[0]!;
    const line = [...commentableRight(file.patch!)][0]!;
    const root = gh.state.addPullComment({
      repo: "acme/widgets",
      pullNumber: 2,
      reviewId: null,
      path: file.filename,
      line,
      side: "RIGHT",
      startLine: null,
      body: "@baton why?",
      user: "alice",
      inReplyTo: null,
      diffHunk: file.patch!,
      commitId: sha,
    });
    const feedback = new Feedback({
      octokit,
      ...REPO,
      issueNumber: 2,
      commentId: root.id,
      reviewThread: true,
      redactor,
      logger,
    });
    await feedback.received();
    await feedback.status("working");
    const posted = await feedback.answer("Because.");
    await feedback.done();
    expect(reactionsOn(root.id)).toEqual(["eyes", "rocket"]);
    const replies = gh.pullComments.filter((c) => c.inReplyTo === root.id);
    expect(replies.map((c) => c.id)).toEqual([posted.id]);
    expect(replies[0]!.body).toBe(`Because.\n${BATON_MARKER}`);
    expect(commentsOn(2)).toEqual([]);
  });

  it("cuts a body over GitHub's limit, and GitHub takes it", async () => {
    const feedback = feedbackFor(undefined);
    const posted = await feedback.answer("y".repeat(100_000));
    const body = gh.comments.find((c) => c.id === posted.id)!.body;
    expect(body.length).toBeLessThanOrEqual(MAX_COMMENT_CHARS);
    expect(body).toMatch(
      /_\(Truncated: \d+ more characters did not fit in a GitHub comment\.\)_\n<!-- baton -->$/,
    );
  });
});
