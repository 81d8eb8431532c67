// The post step attaches the conversation's page (`baton view`) to the run, beside the state, and
// links it from the job summary; against the fake GitHub and its artifact service.
import { unzipSync } from "fflate";
import { describe, expect, it, vi } from "vitest";
import { viewArtifactName } from "../../src/action/state/upload-view.ts";
import { API_KEY, actionWorld, REPO } from "../helpers/action-run.ts";

vi.setConfig({ testTimeout: 180_000 });

const w = actionWorld();

const zipOf = (id: number) => unzipSync(new Uint8Array(w.gh.artifactZip(id)!));
const text = (bytes: Uint8Array | undefined) => new TextDecoder().decode(bytes);

describe("the conversation's page, attached by the post step", () => {
  it("is uploaded as view-baton-<id>, rendered from the redacted log, escaped, and linked from the summary", async () => {
    // The model's answer is untrusted text too (a comment's markup is rendered to text before it is logged).
    w.ai.setResponder(() => ({
      content: "Try this: <script>window.__pwned=1</script> <img src=x onerror=alert(1)></details>",
    }));
    const question = `@baton why does it fail? my key is ${API_KEY}`;
    const run = await w.job("issue_comment", w.comment(question).event, { runId: 6100 });
    expect(run.post.code, run.post.stdout).toBe(0);

    const [view] = w.artifactsNamed(viewArtifactName("issue-1"));
    expect(view).toBeDefined();
    const files = zipOf(view!.id);
    expect(Object.keys(files)).toEqual(["view.html"]);
    const html = text(files["view.html"]);
    expect(html).toContain("Conversation <code>issue-1</code>");
    expect(html).toContain("why does it fail?");
    expect(html).toContain(
      "&lt;script&gt;window.__pwned=1&lt;/script&gt; &lt;img src=x onerror=alert(1)&gt;&lt;/details&gt;",
    );
    expect(html).not.toContain("<img");
    // Secrets are redacted in the page as in the state.
    expect(html).not.toContain(API_KEY);

    expect(run.summary).toContain(
      `[view the conversation](https://github.com/${REPO}/actions/runs/6100/artifacts/${view!.id})`,
    );
    // The state's zip is as before: only the log, which every version reads.
    const [state] = w.artifactsNamed("baton-issue-1");
    expect(Object.keys(zipOf(state!.id))).toEqual(["session.jsonl"]);
  });

  it("a re-run attempt replaces its run's page, and the next run resumes the state as usual", async () => {
    const { event } = w.comment("@baton hello");
    await w.job("issue_comment", event, { runId: 6200, attempt: 1 });
    const rerun = await w.job("issue_comment", event, { runId: 6200, attempt: 2 });
    expect(rerun.post.code, rerun.post.stdout).toBe(0);
    expect(rerun.post.stdout).not.toMatch(/::warning::/);
    const pages = w.artifactsNamed(viewArtifactName("issue-1")).filter((a) => a.runId === 6200);
    expect(pages).toHaveLength(1);
    expect(rerun.summary).toContain(`/actions/runs/6200/artifacts/${pages[0]!.id})`);

    // The next run's page shows the whole history it resumed.
    const next = await w.job("issue_comment", w.comment("@baton again").event);
    expect(next.main.code, next.main.stdout).toBe(0);
    expect(text(zipOf(w.artifactsNamed(viewArtifactName("issue-1")).at(-1)!.id)["view.html"])).toMatch(
      /<section class="turn" id="turn-3">/,
    );
  });

  it("is not attached when the state is sealed with state-key: the page would show it in clear", async () => {
    const run = await w.job("issue_comment", w.comment("@baton a private question").event, {
      stateKey: "correct horse battery staple",
    });
    expect(run.post.code, run.post.stdout).toBe(0);
    expect(w.artifactsNamed("baton-issue-1")).toHaveLength(1);
    expect(w.artifactsNamed(viewArtifactName("issue-1"))).toHaveLength(0);
    expect(run.summary).not.toContain("view the conversation");
  });
});
