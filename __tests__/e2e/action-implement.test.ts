// "@baton fix this" becomes a pull request, through the built action (dist/index.js) in the
// example workflow examples/implement.yml: the model's edits in the checkout become one commit on
// baton/issue-<n> through the Git Data API and a PR that closes the issue; a comment on that PR
// goes on with the same conversation and adds a second commit to the same branch; the base branch
// is never written. Every request is checked against GitHub's published description.
import { describe, expect, it, vi } from "vitest";
import type { ChatRequest } from "../fakes/openai-server.ts";
import { actionWorld, isSummarizer, REPO, requestText } from "../helpers/action-run.ts";

vi.setConfig({ testTimeout: 180_000 });

const w = actionWorld();
const WORKFLOW = { file: "examples/implement.yml", job: "implement" };
const isImplement = (r: ChatRequest) => String(r.messages[0]?.content ?? "").includes("You change its code");

/** The model edits `path` to `content` once per run, then answers `answer`. */
function model(path: string, content: string, answer: string) {
  let edited = false;
  w.ai.setResponder((request) => {
    if (isSummarizer(request)) return { content: "summary" };
    if (!isImplement(request)) return { content: "ok" };
    if (!edited) {
      edited = true;
      return { tool_calls: [{ name: "write_file", arguments: { path, content } }] };
    }
    return { content: answer };
  });
}

describe("/run implement", () => {
  it("delivers the change as a PR from baton/issue-1, and a comment on that PR adds a commit to it", async () => {
    const repo = w.gh.state.repo(REPO);
    const main = w.gh.state.seedCommit(repo, "main", { "src/parse.ts": "parse()\n" });

    model("src/parse.ts", "parse()\nif (!input) return;\n", "Handled the empty input in parse().");
    const first = await w.job("issue_comment", w.comment("/run implement handle the empty input").event, {
      workflow: WORKFLOW,
      checkout: main,
    });
    expect(first.main.code, first.main.stdout).toBe(0);

    const branch = w.gh.state.branchSha(repo, "baton/issue-1")!;
    const commit = w.gh.state.git.readCommit(branch)!;
    expect(commit.parents).toEqual([main]);
    const fileAt = (sha: string, path: string) => {
      const tree = w.gh.state.git.readCommit(sha)!.tree;
      const entry = w.gh.state.git.files(tree)!.get(path)!;
      return w.gh.state.git.bytes(entry.sha)!.toString();
    };
    expect(fileAt(branch, "src/parse.ts")).toBe("parse()\nif (!input) return;\n");
    const pull = w.gh.state.issues.find((i) => i.repo === REPO && i.pull?.headRef === "baton/issue-1")!;
    expect(pull.pull?.baseRef).toBe("main");
    expect(pull.body).toContain("Closes #1");
    // The reply on the issue names the PR, the file with its lines, and that no checks ran.
    const reply = w.commentsOn(1).at(-1)?.body ?? "";
    expect(reply).toContain(`#${pull.number}`);
    expect(reply).toContain("src/parse.ts");
    expect(reply).toMatch(/no checks ran/i);

    // A comment on the PR: the same conversation (the model sees the first run), a second commit.
    model("src/parse.ts", "parse()\nif (!input) return;\nif (input === null) return;\n", "Null too.");
    const second = await w.job(
      "issue_comment",
      w.comment("@baton also handle null", "alice", pull.number).event,
      { workflow: WORKFLOW, checkout: branch },
    );
    expect(second.main.code, second.main.stdout).toBe(0);
    const next = w.gh.state.branchSha(repo, "baton/issue-1")!;
    expect(w.gh.state.git.readCommit(next)!.parents).toEqual([branch]);
    expect(fileAt(next, "src/parse.ts")).toContain("input === null");
    const asked = w.ai.requests.filter(isImplement).at(-1);
    expect(requestText(asked)).toContain("Handled the empty input in parse().");
    expect(requestText(asked)).toContain("also handle null");

    // The base branch never moved.
    expect(w.gh.state.branchSha(repo, "main")).toBe(main);
  });
});
