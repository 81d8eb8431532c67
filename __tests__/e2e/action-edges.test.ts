import { describe, expect, it, vi } from "vitest";
import { openState } from "../../src/adapters/github/artifacts/state-crypto.ts";
import { issueCommentEventFor, workflowDispatchEvent } from "../fakes/events.ts";
import { API_KEY, actionWorld, REPO, requestText } from "../helpers/action-run.ts";

vi.setConfig({ testTimeout: 180_000 });

// The steps' run() in this process against the same fakes: the edges of state and review need
// many jobs each, and dist/ itself is exercised by action.test.ts (check-dist keeps them equal).
const w = actionWorld({ steps: "in-process" });
const { job, mainStep, comment, commentsOn, reactionsTo, savedFile, savedLog, artifactsNamed } = w;

describe("the action: saved state", () => {
  it("with state-key the artifact is encrypted and resumes with the key; another key stops the run, saving nothing over it, until /reset", async () => {
    const run1 = await job("issue_comment", comment("@baton remember the word PINEAPPLE").event, {
      stateKey: "k-1",
    });
    expect(run1.post.code, run1.post.stdout).toBe(0);
    const sealed = savedFile("baton-issue-1");
    expect(sealed.startsWith("BATON-STATE-ENCRYPTED v1")).toBe(true);
    expect(sealed).not.toContain("PINEAPPLE");

    await job("issue_comment", comment("@baton what was the word?").event, { stateKey: "k-1" });
    expect(requestText(w.ai.requests.at(-1))).toContain("remember the word PINEAPPLE");

    const requests = w.ai.requests.length;
    const wrong = await job("issue_comment", comment("@baton and now?").event, { stateKey: "another key" });
    expect(wrong.main.code).toBe(1);
    expect(w.ai.requests.length).toBe(requests);
    expect(commentsOn(1).at(-1)!.body).toMatch(
      /could not be read .*authenticat.*saves nothing over it\. Comment \/reset/is,
    );
    // Nothing saved over the state it could not read.
    const before = savedFile("baton-issue-1");
    expect(artifactsNamed("baton-issue-1")).toHaveLength(2);

    const reset = await job("issue_comment", comment("/reset").event, { stateKey: "another key" });
    expect(reset.main.code, reset.main.stdout).toBe(0);
    expect(commentsOn(1).at(-1)!.body).toMatch(/Started `issue-1` afresh.*kept inside the new conversation/s);
    const opened = await openState(
      new TextEncoder().encode(savedFile("baton-issue-1")),
      "another key",
      "the reset state",
    );
    const kept = opened
      .trim()
      .split("\n")
      .map((l) => JSON.parse(l))
      .find((e) => e.type === "custom" && e.custom_type === "baton.unusable_state") as
      | { data: { base64: string } }
      | undefined;
    expect(Buffer.from(kept!.data.base64, "base64").toString()).toBe(before);

    await job("issue_comment", comment("@baton and now?").event, { stateKey: "another key" });
    const fresh = w.ai.requests.at(-1)!;
    expect(String(fresh.messages[1]!.content)).toMatch(/^The thread of #1 so far/);
    expect(requestText(fresh)).not.toContain("base64");
  });

  it("two runs on one conversation lose no entries: the later writer merges by entry id", async () => {
    await job("issue_comment", comment("@baton start").event);
    const slow = await mainStep("issue_comment", comment("@baton SLOW-RUN question").event);
    const fast = await job("issue_comment", comment("@baton FAST-RUN question").event);
    expect(fast.post.code).toBe(0);
    const late = await slow.finish();
    expect(late.post.code, late.post.stdout).toBe(0);
    const saved = JSON.stringify(savedLog("baton-issue-1"));
    expect(saved).toContain("SLOW-RUN");
    expect(saved).toContain("FAST-RUN");
    const ids = savedLog("baton-issue-1").map((e) => e.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it("a cancelled main step still has its checkpoint uploaded by the post step", async () => {
    await job("issue_comment", comment("@baton FIRST-RUN question").event);
    w.ai.setResponder(() => ({ hang: true }));
    const before = w.ai.requests.length;
    const run = await job("issue_comment", comment("@baton CANCELLED-RUN question").event, {
      cancelWhen: () => w.ai.requests.length > before,
    });
    expect(run.main.code).not.toBe(0);
    expect(run.post.code, run.post.stdout).toBe(0);
    const saved = JSON.stringify(savedLog("baton-issue-1"));
    expect(saved).toContain("FIRST-RUN question");
    expect(saved).toContain("CANCELLED-RUN question");
  });

  it("an expired state starts fresh, rebuilt from the thread up to the trigger, stripped of hidden text", async () => {
    w.gh.seedArtifact({
      repo: REPO,
      name: "baton-issue-1",
      expired: true,
      files: {
        "session.jsonl":
          '{"type":"session","version":1,"id":"issue-1","created_at":"2026-01-01T00:00:00Z"}\n',
      },
    });
    w.gh.state.addComment({
      repo: REPO,
      issue: 1,
      body: "An earlier remark <!-- HIDDEN-NOTE -->",
      user: "alice",
    });
    const trigger = comment("@baton summarize the thread\u200b please");
    w.gh.state.addComment({
      repo: REPO,
      issue: 1,
      body: "LATER-COMMENT written after the trigger",
      user: "alice",
    });
    const run = await job("issue_comment", trigger.event);
    expect(run.main.code, run.main.stdout).toBe(0);
    const asked = requestText(w.ai.requests[0]);
    expect(asked).toContain("An earlier remark");
    expect(asked).not.toContain("HIDDEN-NOTE");
    expect(asked).not.toContain("LATER-COMMENT");
    expect(asked).not.toContain("\\u200b");
    expect(run.summary).toMatch(/starting fresh|expired/);
  });
});

describe("the action: comment commands", () => {
  it("an unknown command gets the list of commands and no model call; an edited comment is ignored", async () => {
    const { comment: c, event } = comment("/deploy now");
    const run = await job("issue_comment", event);
    expect(run.main.code).toBe(0);
    expect(w.ai.requests).toHaveLength(0);
    const reply = commentsOn(1).at(-1)!.body;
    expect(reply).toContain("/deploy");
    expect(reply).toContain("/run <recipe>");
    expect(reply).toContain("/compact");

    const edited = await job("issue_comment", issueCommentEventFor(w.gh.state, c, { action: "edited" }));
    expect(edited.main.code).toBe(0);
    expect(reactionsTo(c.id)).toEqual([]); // an unknown command gets a reply, not a reaction
  });

  // Was: the built-in recipe was rendered without a `pr` and failed with "recipes/pr-review.md:
  // undefined variable "pr" … (guard it with {% if pr %} …)", telling the commenter to edit Baton's own file.
  it("/run pr-review on an issue says it works on pull requests, and asks nothing of the model", async () => {
    const run = await job("issue_comment", comment("/run pr-review").event);
    expect(run.main.code).toBe(1);
    const reply = commentsOn(1).at(-1)!.body;
    expect(reply).toContain(
      'the recipe "pr-review" posts a pull request review, so it works on pull requests; #1 is an issue',
    );
    expect(reply).not.toMatch(/undefined variable|guard it with/);
    expect(w.ai.requests).toHaveLength(0);
  });

  it("/run pr-review on a pull request posts a review; /pop folds the last turn", async () => {
    const review = await job("issue_comment", comment("/run pr-review", "alice", 5).event);
    expect(review.main.code, review.main.stdout).toBe(0);
    expect(w.gh.reviews).toEqual([
      expect.objectContaining({
        pullNumber: 5,
        commitId: "a".repeat(40),
        body: expect.stringMatching(
          /^answer number 1\n\n<sub>[\d,]+ tokens in, \d+ out · not compacted · \[run\]\(.*\)<\/sub>\n<!-- baton -->$/,
        ),
      }),
    ]);
    // The exchange's one comment points at the review.
    const mine = commentsOn(5).filter((c) => c.user !== "alice");
    expect(mine).toHaveLength(1);
    expect(mine[0]!.body).toMatch(
      /^Posted \[the review\]\(https:\/\/github\.com\/.*#pullrequestreview-\d+\)\./,
    );
    expect(requestText(w.ai.requests[0])).toContain("src/lexer.ts");

    await job("issue_comment", comment("@baton one").event);
    await job("issue_comment", comment("@baton two").event);
    const pop = await job("issue_comment", comment("/pop").event);
    expect(pop.main.code, pop.main.stdout).toBe(0);
    expect(commentsOn(1).at(-1)!.body).toMatch(/back to before user turn 2 of 2/);
    expect(savedLog("baton-issue-1").at(-1)!.type).toBe("stack_pop");
  });

  it("a repository extension's command is a comment command, and a custom recipe runs with /run", async () => {
    const files = {
      ".github/baton/hooks/hello.mjs":
        'export default (baton) => baton.command("hello", { description: "greet", handler: ({ args }) => "hello " + args.join(" ") + " (" + baton.entries.length + " entries)" });\n',
      ".github/baton/recipes/shout.md": "---\ndescription: shout\n---\nSHOUT {{ word }}\n",
    };
    const ext = await job("issue_comment", comment("/hello world").event, { files });
    expect(ext.main.code, ext.main.stdout).toBe(0);
    expect(commentsOn(1).at(-1)!.body).toMatch(/^hello world \(\d+ entries\)\n/);
    expect(w.ai.requests).toHaveLength(0);

    const run = await job("issue_comment", comment("/run shout word=loud please").event, { files });
    expect(run.main.code, run.main.stdout).toBe(0);
    expect(w.ai.requests[0]!.messages[0]!.content).toBe("SHOUT loud");
    expect(String(w.ai.requests[0]!.messages.at(-1)!.content)).toContain("please");
  });

  it("a dispatch on a target PR runs the recipe on that PR's conversation", async () => {
    const run = await job("workflow_dispatch", workflowDispatchEvent({ repo: REPO }), {
      inputs: { recipe: "pr-review", target: "5", args: "", message: "" },
    });
    expect(run.main.code, run.main.stdout).toBe(0);
    expect(run.outputs["conversation-id"]).toBe("pr-5");
    expect(w.gh.reviews).toHaveLength(1);
    expect(savedLog("baton-pr-5").filter((e) => e.type === "run")).toHaveLength(1);
  });

  it("a malformed event payload fails the job with a message naming the problem", async () => {
    const run = await job("issue_comment", { action: "created", comment: { id: "not a number" } });
    expect(run.main.code).toBe(1);
    expect(run.main.stdout).toMatch(/::error::.*issue_comment/);
    expect(run.main.stdout).not.toMatch(/\n\s+at /);
  });
});

describe("a cancelled main step", () => {
  // Was: nothing handled the runner's SIGINT/SIGTERM, so the step died where it stood: the status
  // comment said "Working" for good, no summary was written and the run left no record.
  it("says what happened: the status comment does not stay 'working', the job summary and the saved log record the cancelled run", async () => {
    await w.job("issue_comment", w.comment("@baton FIRST-RUN question").event);
    w.ai.setResponder(() => ({ hang: true }));
    const before = w.ai.requests.length;
    const run = await w.job("issue_comment", w.comment("@baton CANCELLED-RUN question").event, {
      // SIGTERM, as the runner sends on cancel (dist/index.js is spawned for this).
      cancelWhen: () => w.ai.requests.length > before,
    });
    expect(run.main.code).not.toBe(0);
    expect(run.post.code, run.post.stdout).toBe(0);
    const log = w.savedLog("baton-issue-1");
    expect(JSON.stringify(log)).toContain("CANCELLED-RUN question");
    const status = w.commentsOn(1).at(-1)!.body;
    expect(status).not.toMatch(/⏳ Working/);
    expect(status).toMatch(/cancelled/);
    expect(run.summary).toMatch(/cancelled by the runner/);
    expect(run.main.stdout).toContain("::warning::the run was cancelled (SIGTERM)");
    const runs = log.filter((e) => e.type === "run");
    expect(runs).toHaveLength(2);
    expect(runs.at(-1)).toMatchObject({ status: "cancelled" });
  });

  // Was: the cancel never reached /compact or an extension's command: the summary's model call went
  // on, the step was killed at the end of the runner's grace, and the status comment said
  // "Working" for good.
  it("a /compact or /pop the runner cancels stops at once and says so, and saves nothing of it", async () => {
    await w.job("issue_comment", w.comment("@baton FIRST question").event);
    await w.job("issue_comment", w.comment("@baton SECOND question").event);
    w.ai.setResponder(() => ({ hang: true }));
    for (const command of ["/compact", "/pop"]) {
      const before = w.ai.requests.length;
      const run = await w.job("issue_comment", w.comment(command).event, {
        cancelWhen: () => w.ai.requests.length > before,
      });
      expect(run.main.code).not.toBe(0);
      expect(run.post.code, run.post.stdout).toBe(0);
      expect(w.commentsOn(1).at(-1)!.body).toContain(`${command} was cancelled before it finished`);
      expect(run.summary).toMatch(/cancelled by the runner/);
    }
    const covering = w
      .savedLog("baton-issue-1")
      .filter((e) => e.type === "compaction" || e.type === "stack_pop");
    expect(covering).toEqual([]);
  });
});

describe("a workflow whose permissions: lack one the examples grant", () => {
  const refused = (doc: string) => ({
    status: 403,
    body: { message: "Resource not accessible by integration", documentation_url: doc, status: "403" },
    times: 1000,
  });
  const errors = (stdout: string) =>
    stdout
      .split("\n")
      .filter((l) => l.startsWith("::error::"))
      .join("\n");

  // Was: "unexpected error: Resource not accessible by integration", in the log and the status
  // comment; the download of the same artifacts named the permission, the listing did not.
  it("a 403 listing the saved conversations names `actions: read`", async () => {
    w.gh.fail({
      method: "GET",
      path: /\/actions\/artifacts/,
      ...refused("https://docs.github.com/rest/actions/artifacts#list-artifacts-for-a-repository"),
    });
    const run = await job("issue_comment", comment("@baton hello").event);
    expect(run.main.code).toBe(1);
    expect(errors(run.main.stdout)).not.toMatch(/unexpected error/);
    expect(errors(run.main.stdout)).toContain("the workflow needs `actions: read` (under `permissions:`)");
    expect(commentsOn(1).at(-1)!.body).toContain("`actions: read`");
  });

  // Was: "Could not post the answer on #1: GitHub answered 403: Resource not accessible by
  // integration", with no permission named anywhere.
  it("a 403 writing to the thread names `issues: write`", async () => {
    w.gh.fail({
      method: "POST",
      path: /\/issues\/(\d+\/)?comments|\/reactions/,
      ...refused("https://docs.github.com/rest/issues/comments#create-an-issue-comment"),
    });
    const run = await job("issue_comment", comment("@baton hello").event);
    expect(run.main.code).toBe(1);
    expect(errors(run.main.stdout)).toMatch(
      /Could not post the answer on #1: GitHub answered 403: .*; the workflow needs `issues: write`/,
    );
    expect(run.main.stdout).toMatch(/::warning::Could not react eyes .*the workflow needs `issues: write`/);
  });
});

describe("a log written by an older Baton, then saved by this one", () => {
  // Was (found reviewing the fix below): a key given twice hides its first value from the parsed
  // entry, not from the line kept as read: a secret there went out in the bytes.
  it("does not keep the bytes of a line whose shadowed duplicate key holds a secret", async () => {
    const header = '{"type":"session","version":1,"id":"issue-1","created_at":"2025-01-01T00:00:00Z"}';
    const line = `{"id":"c1","parent_id":null,"timestamp":"2025-01-01T00:00:01Z","type":"custom","custom_type":"x","data":{"note":"${API_KEY}","note":"fine"}}`;
    w.gh.seedArtifact({
      repo: REPO,
      name: "baton-issue-1",
      files: { "session.jsonl": `${header}\n${line}\n` },
    });
    const run = await w.job("issue_comment", w.comment("@baton hello").event);
    expect(run.main.code, run.main.stdout).toBe(0);
    const saved = w.savedFile("baton-issue-1");
    expect(saved).not.toContain(API_KEY);
    expect(saved).toContain('"custom_type":"x","data":{"note":"fine"}');
  });

  // Was (found reviewing the fix above): JSON may spell any character as \uXXXX, so the secret in a
  // shadowed key passed a check of the bytes as written.
  it("nor one whose shadowed duplicate key holds a \\u-escaped secret", async () => {
    const escaped = `\\u${API_KEY.charCodeAt(0).toString(16).padStart(4, "0")}${API_KEY.slice(1)}`;
    const header = '{"type":"session","version":1,"id":"issue-1","created_at":"2025-01-01T00:00:00Z"}';
    const line = `{"id":"c1","parent_id":null,"timestamp":"2025-01-01T00:00:01Z","type":"custom","custom_type":"x","data":{"note":"${escaped}","note":"fine"}}`;
    expect(JSON.parse(`"${escaped}"`)).toBe(API_KEY);
    w.gh.seedArtifact({
      repo: REPO,
      name: "baton-issue-1",
      files: { "session.jsonl": `${header}\n${line}\n` },
    });
    const run = await w.job("issue_comment", w.comment("@baton hello").event);
    expect(run.main.code, run.main.stdout).toBe(0);
    expect(w.savedFile("baton-issue-1")).not.toContain(escaped);
  });

  // Was: the post step redacted every entry into a copy, which no longer carried the line it was
  // read from: "\u00e9" came back as "é", and an integer past 2^53 in a field this version does not
  // know was rounded (123456789012345678901 → 123456789012345680000): data lost on the first save.
  it("keeps every line it did not change byte for byte, and the header's unknown fields", async () => {
    const lines = [
      '{"type":"session","version":1,"id":"issue-1","repo":"octo-org/old-name","created_at":"2025-01-01T00:00:00Z","x_old_flag":{"deep":[1,2]}}',
      '{"timestamp":"2025-01-01T00:00:01Z","type":"message","id":"m1","parent_id":null,"message":{"content":"caf\\u00e9 OLD-QUESTION","role":"user","x_meta":1},"x_extra":"kept"}',
      '{"id":"m1b","parent_id":"m1","timestamp":"2025-01-01T00:00:01Z","type":"message","message":{"role":"user","content":"OLD-FOLLOW-UP"},"x_trace_id":123456789012345678901}',
      '{"id":"m2","parent_id":"m1b","timestamp":"2025-01-01T00:00:02Z","type":"message","message":{"role":"assistant","content":"OLD-ANSWER"},"usage":{"input_tokens":10,"output_tokens":2}}',
      '{"id":"r1","parent_id":"m2","timestamp":"2025-01-01T00:00:03Z","type":"run","run_id":"77","trigger":"issue_comment","recipe":"answer","status":"done","usage":{"input_tokens":10,"output_tokens":2},"head_sha":null}',
      '{"id":"f1","parent_id":"r1","timestamp":"2025-01-01T00:00:04Z","type":"future_thing","payload":{"x":[true,null]}}',
      "this line was never JSON",
    ];
    w.gh.seedArtifact({
      repo: REPO,
      name: "baton-issue-1",
      files: { "session.jsonl": `${lines.join("\n")}\n` },
    });
    const run = await w.job("issue_comment", w.comment("@baton NEW-QUESTION").event);
    expect(run.main.code, run.main.stdout).toBe(0);
    const text = w.ai.requests.map((r) => JSON.stringify(r.messages)).join("\n");
    expect(text).toContain("OLD-QUESTION");
    expect(text).toContain("OLD-FOLLOW-UP");
    const saved = w.savedFile("baton-issue-1").split("\n");
    expect(lines.slice(1).filter((line) => !saved.includes(line))).toEqual([]);
    expect(JSON.parse(saved[0]!).x_old_flag).toEqual({ deep: [1, 2] });
  });
});

describe("a newer saved state that expires before an older one", () => {
  // Was: a run with a shorter retention-days left a state that expired first; the next run went on
  // from the older one and that run's exchange was gone without a word (an info line in the log).
  it("is said in the answer and the job summary", async () => {
    await w.job("issue_comment", w.comment("@baton FIRST-RUN").event);
    await w.job("issue_comment", w.comment("@baton SECOND-RUN").event, { with: { "retention-days": "1" } });
    const [newest] = w.artifactsNamed("baton-issue-1").sort((a, b) => b.id - a.id);
    // A day later: the second run's state expired, the first run's (90 days) is still there.
    (newest as unknown as { expiredFlag: boolean }).expiredFlag = true;
    const run = await w.job("issue_comment", w.comment("@baton THIRD-RUN").event);
    expect(run.main.code, run.main.stdout).toBe(0);
    const notice =
      /expired.*before the older state this run goes on from: what was said in its run is not in the conversation/;
    expect(run.summary).toMatch(notice);
    expect(w.commentsOn(1).at(-1)!.body).toMatch(notice);
  });
});
