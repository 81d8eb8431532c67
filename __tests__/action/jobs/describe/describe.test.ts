import { describe, expect, it, vi } from "vitest";
import { DESCRIBE_END, DESCRIBE_START } from "../../../../src/action/jobs/describe/description.ts";
import { pullRequestEventFor } from "../../../fakes/events.ts";
import type { ChatRequest } from "../../../fakes/openai-server.ts";
import { actionWorld, isSummarizer, REPO, requestText } from "../../../helpers/action-run.ts";
import { workflowCommands } from "../../../helpers/workflow-commands.ts";

vi.setConfig({ testTimeout: 180_000 });

// The steps' run() in this process against the fakes, as the other action tests of many jobs do.
const w = actionWorld({ steps: "in-process" });
const PR_WORKFLOW = { file: "examples/pr-review.yml", job: "baton" };

const system = (r: ChatRequest) => String(r.messages[0]?.content ?? "");
const isDescribe = (r: ChatRequest) => system(r).includes("You are describing pull request");
const isChangelog = (r: ChatRequest) => system(r).includes("You are writing the CHANGELOG entry");

const DESCRIPTION = {
  title: "Lexer: a fast path flag",
  type: "breaking",
  summary: "- Adds the `fast` flag; callers that relied on the old default must opt out.",
  walkthrough: [{ file: "src/lexer.ts", change: "exports `fast` | on by default" }],
  diagram: 'a["lexer"] --> b["parser"]',
  labels: ["breaking-change", "area: lexer", "not-configured"],
};

/** The model answers `describe` with `answers` in turn (the last one repeated), the rest as usual. */
function model(answers: unknown[], other = "It changes the default, which breaks callers.") {
  let n = 0;
  w.ai.setResponder((request) => {
    if (isSummarizer(request)) return { content: "summary" };
    if (isDescribe(request)) {
      const answer = answers[Math.min(n++, answers.length - 1)];
      return { content: typeof answer === "string" ? answer : JSON.stringify(answer) };
    }
    if (isChangelog(request))
      return { content: JSON.stringify({ section: "Added", entry: "A fast lexer path." }) };
    return { content: other };
  });
}

const pr5 = () => w.gh.state.findIssue(REPO, 5)!;
const section = (body: string | null) =>
  body?.slice(body.indexOf(DESCRIBE_START), body.indexOf(DESCRIBE_END) + DESCRIBE_END.length) ?? "";

function configure(text: string) {
  w.gh.state.addFile({ repo: REPO, path: ".github/baton.yml", text });
}
const LABELS = `labels:
  - name: breaking-change
    description: users must change something
  - name: "area: lexer"
`;

describe("/describe", () => {
  it("writes the section into the PR's description, keeps the author's text, labels only from the list, and the follow-up knows what it wrote", async () => {
    configure(LABELS);
    pr5().body = "Author's own words.\r\nSecond line.";
    model([DESCRIPTION]);
    const run = await w.job("issue_comment", w.comment("/describe", "alice", 5).event);
    expect(run.main.code, run.main.stdout).toBe(0);

    const body = pr5().body!;
    expect(body.startsWith("Author's own words.\r\nSecond line.\n\n")).toBe(true);
    const written = section(body);
    expect(written).toContain("**Type:** breaking · **Suggested title:** Lexer: a fast path flag");
    expect(written).toContain("| `src/lexer.ts` | exports `fast` \\| on by default |");
    expect(written).toContain('```mermaid\na["lexer"] --> b["parser"]\n```');
    // Only the configured labels, spelled as the repository spells them; the other one is dropped.
    expect(pr5().labels).toEqual(["breaking-change", "area: lexer"]);
    expect(run.main.stdout).toContain("left out: not-configured");
    expect(w.commentsOn(5).at(-1)?.body).toContain("Updated the description of #5 (type: breaking");
    // The model was told the list and had no tool beyond reading.
    const first = w.ai.requests.find(isDescribe)!;
    expect(system(first)).toContain("breaking-change: users must change something");
    expect(first.tools?.map((t) => t.function.name).sort()).toEqual([
      "get_pr_diff",
      "grep",
      "list_files",
      "read_file",
    ]);
    // Its form is asked of the server too (the fake checks it as OpenAI does); a message is not.
    expect(first.response_format).toMatchObject({
      type: "json_schema",
      json_schema: { name: "describe", strict: true, schema: { type: "object" } },
    });

    // The same conversation: the follow-up's request holds what /describe answered.
    const follow = await w.job(
      "issue_comment",
      w.comment("@baton why did you call this a breaking change?", "alice", 5).event,
    );
    expect(follow.main.code, follow.main.stdout).toBe(0);
    const asked = w.ai.requests.at(-1)!;
    expect(requestText(asked)).toContain("why did you call this a breaking change?");
    expect(asked.response_format).toBeUndefined();
    // Its own earlier answer, not only the description's text (which the event carries too).
    expect(
      asked.messages.some((m) => m.role === "assistant" && String(m.content).includes('"type":"breaking"')),
    ).toBe(true);
  });

  it("a re-run replaces only the section, keeping what the author wrote around it and since", async () => {
    model([DESCRIPTION, { ...DESCRIPTION, type: "feature", title: "Second take", labels: [] }]);
    pr5().body = "Before.";
    await w.job("issue_comment", w.comment("/describe", "alice", 5).event);
    // The author edits around the section meanwhile.
    pr5().body = `Edited before.\n${section(pr5().body)}\nAfter, by the author.`;
    const run = await w.job("issue_comment", w.comment("/describe", "alice", 5).event);
    expect(run.main.code, run.main.stdout).toBe(0);
    const body = pr5().body!;
    expect(body.startsWith(`Edited before.\n${DESCRIBE_START}`)).toBe(true);
    expect(body.endsWith(`${DESCRIBE_END}\nAfter, by the author.`)).toBe(true);
    expect(body.split(DESCRIBE_START)).toHaveLength(2);
    expect(section(body)).toContain("**Type:** feature · **Suggested title:** Second take");
    // No list in .github/baton.yml: no labels at all.
    expect(pr5().labels).toEqual([]);

    // The author removed the markers: a new section is appended, the text left as it is.
    pr5().body = "Rewritten by hand.";
    await w.job("issue_comment", w.comment("/describe", "alice", 5).event);
    expect(pr5().body!.startsWith(`Rewritten by hand.\n\n${DESCRIBE_START}`)).toBe(true);
  });

  it("reads the description as the trigger saw it, and writes over it as it stands when the model is done", async () => {
    pr5().body = "At the trigger.";
    w.ai.setResponder((request) => {
      if (!isDescribe(request)) return { content: "summary" };
      // The author edits the description while Baton works.
      pr5().body = "Edited while Baton worked.";
      return { content: JSON.stringify(DESCRIPTION) };
    });
    const run = await w.job("issue_comment", w.comment("/describe", "alice", 5).event);
    expect(run.main.code, run.main.stdout).toBe(0);
    const asked = requestText(w.ai.requests.find(isDescribe));
    expect(asked).toContain("At the trigger.");
    expect(asked).not.toContain("Edited while Baton worked.");
    expect(pr5().body!.startsWith(`Edited while Baton worked.\n\n${DESCRIBE_START}`)).toBe(true);
  });

  it("a malformed answer is sent back once with what is wrong; a second one fails clearly and writes nothing", async () => {
    pr5().body = "Untouched.";
    model(["Sure! Here is the description: …", { ...DESCRIPTION, type: "whatever" }]);
    const run = await w.job("issue_comment", w.comment("/describe", "alice", 5).event);
    expect(run.main.code).not.toBe(0);
    const asks = w.ai.requests.filter(isDescribe);
    expect(asks).toHaveLength(2);
    expect(requestText(asks[1])).toContain("Your answer could not be used: it is not a JSON object");
    expect(pr5().body).toBe("Untouched.");
    expect(w.commentsOn(5).at(-1)?.body).toMatch(
      /did not follow the requested form twice \(type: .*\); nothing was written/,
    );

    // One bad answer and then a good one: written.
    model(["```json\n{ not json\n```", DESCRIPTION]);
    const again = await w.job("issue_comment", w.comment("/describe", "alice", 5).event);
    expect(again.main.code, again.main.stdout).toBe(0);
    expect(section(pr5().body)).toContain("Suggested title:** Lexer: a fast path flag");
  });

  it("is gated like every comment command: someone without required-permission starts nothing", async () => {
    model([DESCRIPTION]);
    pr5().body = "Mine.";
    const run = await w.job("issue_comment", w.comment("/describe", "mallory", 5).event);
    expect(run.main.code).toBe(0);
    expect(w.ai.requests).toHaveLength(0);
    expect(pr5().body).toBe("Mine.");
  });

  it("on an issue says it works on pull requests", async () => {
    const run = await w.job("issue_comment", w.comment("/describe").event);
    expect(run.main.code, run.main.stdout).toBe(0);
    expect(w.commentsOn(1).at(-1)?.body).toContain("/describe works on pull requests");
    // Refused before the model. (The default branch's instructions are read beside the configuration
    // on every event that names no PR, before the command is known: three reads, no wait.)
    expect(w.ai.requests).toHaveLength(0);
  });
});

describe("describe.on_open", () => {
  it("describes a PR when it is opened (then reviews it), and not without the key", async () => {
    model([DESCRIPTION], "No blocking issues.");
    pr5().body = "Opened with this.";
    const plain = await w.job("pull_request", pullRequestEventFor(w.gh.state, { repo: REPO, number: 5 }), {
      workflow: PR_WORKFLOW,
    });
    expect(plain.main.code, plain.main.stdout).toBe(0);
    expect(w.ai.requests.filter(isDescribe)).toHaveLength(0);
    expect(pr5().body).toBe("Opened with this.");

    configure(`describe:\n  on_open: true\n${LABELS}`);
    const run = await w.job(
      "pull_request",
      pullRequestEventFor(w.gh.state, { repo: REPO, number: 5, action: "opened" }),
      {
        workflow: PR_WORKFLOW,
        // Reviewed already at this head: the review is skipped, the description still written.
      },
    );
    expect(run.main.code, run.main.stdout).toBe(0);
    expect(pr5().body!.startsWith(`Opened with this.\n\n${DESCRIBE_START}`)).toBe(true);
    expect(pr5().labels).toEqual(["breaking-change", "area: lexer"]);
    // A push (synchronize) does not describe again.
    const describes = w.ai.requests.filter(isDescribe).length;
    await w.job(
      "pull_request",
      pullRequestEventFor(w.gh.state, { repo: REPO, number: 5, action: "synchronize" }),
      {
        workflow: PR_WORKFLOW,
      },
    );
    expect(w.ai.requests.filter(isDescribe)).toHaveLength(describes);
  });
});

const CHANGELOG_TEXT = "# Changelog\n\n## [Unreleased]\n\n### Fixed\n- Older fix.\n\n## [1.0.0]\n";
const CHANGELOG_DIFF = `diff --git a/CHANGELOG.md b/CHANGELOG.md
--- a/CHANGELOG.md
+++ b/CHANGELOG.md
@@ -1,4 +1,7 @@
 # Changelog
 
 ## [Unreleased]
+
+### Fixed
+- Older fix.
 
`;

describe("/changelog", () => {
  it("as a suggestion on the [Unreleased] line when the PR's diff touches CHANGELOG.md", async () => {
    model([DESCRIPTION]);
    const head = "c".repeat(40);
    w.gh.state.addPull({
      repo: REPO,
      number: 8,
      title: "Fix it",
      user: "alice",
      headSha: head,
      diff: CHANGELOG_DIFF,
    });
    w.gh.state.addFile({ repo: REPO, ref: head, path: "CHANGELOG.md", text: CHANGELOG_TEXT });
    const run = await w.job("issue_comment", w.comment("/changelog", "alice", 8).event);
    expect(run.main.code, run.main.stdout).toBe(0);
    const review = w.gh.reviews.at(-1)!;
    expect(review.commitId).toBe(head);
    expect(review.comments).toHaveLength(1);
    expect(review.comments[0]).toMatchObject({ path: "CHANGELOG.md", line: 3, side: "RIGHT" });
    expect(review.comments[0]!.body).toContain(
      "```suggestion\n## [Unreleased]\n\n### Added\n- A fast lexer path.\n```",
    );
    expect(w.commentsOn(8).at(-1)?.body).toContain(
      "Proposed the CHANGELOG entry as [a suggestion on `CHANGELOG.md`]",
    );
  });

  it("as a comment with the entry to paste otherwise", async () => {
    model([DESCRIPTION]);
    const run = await w.job("issue_comment", w.comment("/changelog", "alice", 5).event);
    expect(run.main.code, run.main.stdout).toBe(0);
    expect(w.gh.reviews).toHaveLength(0);
    expect(w.commentsOn(5).at(-1)?.body).toContain(
      "Proposed CHANGELOG entry, to go under `## [Unreleased]`:\n\n```markdown\n### Added\n- A fast lexer path.\n```",
    );
  });
});

describe("/describe and GitHub's 65,536-character limit on a PR's description", () => {
  // Was: the author's text plus a 12,000-character walkthrough passed the limit, GitHub answered
  // 422 ("body is too long") and the run failed, although a shorter section would fit.
  it("fits its section into the room the author's text leaves, rather than failing with GitHub's 422", async () => {
    const author = "The author's own, long description of this change.\n".repeat(1_150); // ~59,800 chars
    w.gh.state.findIssue(REPO, 5)!.body = author;
    const description = {
      title: "Lexer: a fast path flag",
      type: "feature",
      summary: "- Adds the `fast` flag.",
      walkthrough: Array.from({ length: 150 }, (_, i) => ({
        file: `src/module-${i}/some/deeper/file-${i}.ts`,
        change: `changes the handling of case ${i} in the lexer's fast path`,
      })),
      diagram: "",
      labels: [],
    };
    model([description]);
    const { event } = w.comment("/describe", "alice", 5);
    const run = await w.job("issue_comment", event);
    expect(run.main.code, run.main.stdout).toBe(0);
    const body = w.gh.state.findIssue(REPO, 5)!.body!;
    expect(body.length).toBeLessThanOrEqual(65_536);
    expect(body.startsWith(author)).toBe(true);
    expect(body).toContain(DESCRIBE_START);
    expect(body).toContain("**Suggested title:** Lexer: a fast path flag");
    expect(body).toMatch(/\| … \| \d+ more files \|/);
  });

  it("says so when the author's text leaves no room, and leaves the description as it was", async () => {
    const author = "x".repeat(65_400);
    w.gh.state.findIssue(REPO, 5)!.body = author;
    model([DESCRIPTION]);
    const { event } = w.comment("/describe", "alice", 5);
    const run = await w.job("issue_comment", event);
    expect(run.main.code).not.toBe(0);
    expect(run.main.stdout).toContain("has no room for Baton's section: GitHub takes 65,536 characters");
    expect(w.gh.state.findIssue(REPO, 5)!.body).toBe(author);
  });
});

describe("what /describe logs of the model's answer", () => {
  // Was: the labels left out were logged raw, so a label the model was talked into proposing
  // ("bug\n::add-mask::octo-org") put workflow commands in the job log.
  it("cannot issue workflow commands through the job log", async () => {
    model([
      {
        ...DESCRIPTION,
        labels: ["bug\n::add-mask::octo-org\n::stop-commands::PWNED-TOKEN\nx"],
      },
    ]);
    const run = await w.job("issue_comment", w.comment("/describe", "alice", 5).event);
    expect(run.main.code, run.main.stdout).toBe(0);
    expect(run.main.stdout).toContain("::add-mask::octo-org");
    const carried = workflowCommands(run.main.stdout);
    expect(carried).not.toContain("::add-mask::octo-org");
    expect(carried.filter((c) => c.includes("PWNED"))).toEqual([]);
  });
});
