// Two jobs of one workflow run (a matrix) saving the same conversation: the post step's upload
// (src/action/state/upload-state.ts) against the fakes, with the other job's state landing at
// each point of it.
import { unzipSync } from "fflate";
import { describe, expect, it, vi } from "vitest";
import { postStepEnv } from "../../fakes/runner.ts";
import { API_KEY, actionWorld, isSummarizer, REPO, TOKEN } from "../../helpers/action-run.ts";
import { runStepInProcess } from "../../helpers/step-in-process.ts";
import { batonStep, readmeWorkflow, stepInputs } from "../../helpers/workflow.ts";

vi.setConfig({ testTimeout: 180_000 });

const w = actionWorld({ steps: "in-process" });

/** The runner's environment for one job (`job`) of a matrix of run `runId`, with the README's step. */
function matrixJobEnv(job: string, runId: number, eventName: string, event: unknown): Record<string, string> {
  const inputs = stepInputs(batonStep(readmeWorkflow().workflow), {
    matrix: {},
    secrets: { OPENAI_API_KEY: API_KEY, BATON_STATE_KEY: "" },
    vars: { OPENAI_BASE_URL: w.ai.url },
    github: { token: TOKEN, event_name: eventName },
    inputs: {},
  });
  return {
    ...w.gh.runnerEnv({ repo: REPO, runId, attempt: 1, job, eventName, event, inputs }),
    PATH: process.env.PATH ?? "",
    BATON_RETRY_MAX: "1",
    BATON_GITHUB_SECOND_MS: "0",
    BATON_MODEL_BACKOFF_MS: "0",
    BATON_GITHUB_WRITE_SPACING_MS: "0",
  };
}

/**
 * Two matrix jobs of one run (say, one per model) answer the same comment side by side; job A's
 * post step saves first, and its artifacts are held back until `when` says they land, within job
 * B's post step. Returns B's post step and the entries saved last.
 */
async function matrixRace(when: "own-listing" | "create") {
  const RUN = 7001;
  const { event } = w.comment("@baton a question for both models");
  w.ai.setResponder((r) => ({ content: isSummarizer(r) ? "summary" : `ANSWER-${w.ai.requests.length}` }));
  const a = matrixJobEnv("baton (gpt-4o)", RUN, "issue_comment", event);
  const b = matrixJobEnv("baton (llama)", RUN, "issue_comment", event);
  expect((await runStepInProcess("main", a)).code).toBe(0);
  expect((await runStepInProcess("main", b)).code).toBe(0);
  expect(w.ai.requests.length).toBe(2);

  expect((await runStepInProcess("post", postStepEnv(a))).code).toBe(0);
  const held = w.gh.artifacts.filter((x) => x.runId === RUN);
  expect(held.map((x) => x.name).sort()).toEqual(["baton-issue-1", "view-baton-issue-1"]);
  for (const x of held) w.gh.artifacts.splice(w.gh.artifacts.indexOf(x), 1);
  const land = () => w.gh.artifacts.push(...held.splice(0));
  // Each fake records a request before it answers it: what lands here is there for the answer.
  const rest = w.gh.requests.push;
  const service = w.gh.serviceRequests.push;
  w.gh.requests.push = function (...records) {
    if (
      when === "own-listing" &&
      records.some((r) => r.path === `/repos/${REPO}/actions/runs/${RUN}/artifacts`)
    )
      land();
    return rest.apply(this, records);
  };
  w.gh.serviceRequests.push = function (...records) {
    if (when === "create" && records.some((r) => r.call === "CreateArtifact")) land();
    return service.apply(this, records);
  };
  try {
    const post = await runStepInProcess("post", postStepEnv(b));
    // Every saved state of the conversation, as the next run's load would merge them.
    const everySaved = () =>
      w
        .artifactsNamed("baton-issue-1")
        .map((x) =>
          new TextDecoder().decode(unzipSync(new Uint8Array(w.gh.artifactZip(x.id)!))["session.jsonl"]),
        )
        .join("\n");
    return { post, saved: () => JSON.stringify(w.savedLog("baton-issue-1")), everySaved };
  } finally {
    w.gh.requests.push = rest;
    w.gh.serviceRequests.push = service;
  }
}

describe("two jobs of one workflow run (a matrix) on the same conversation", () => {
  // Was: this run's artifact of the name was listed after the merge and deleted whatever it was,
  // so another job's state that landed in between was deleted unread: its answer was lost.
  it("the later post step does not delete the other job's state, landed while it merged, without merging it", async () => {
    const { post, saved, everySaved } = await matrixRace("own-listing");
    expect(post.code, post.stdout).toBe(0);
    expect(saved()).toContain("ANSWER-2");
    expect(everySaved()).toContain("ANSWER-1");
    expect(saved()).toContain("ANSWER-1");
  });

  // Was: a 409 from the upload (the other job's state landed just before it) failed the post step,
  // and this job's turn was saved nowhere.
  it("the later post step does not lose its own entries when the other job's state lands just before its upload (409)", async () => {
    const { post, saved, everySaved } = await matrixRace("create");
    expect(post.code, post.stdout).toBe(0);
    expect(post.stdout).toContain("another job of this run saved it meanwhile; merging that state too");
    expect(everySaved()).toContain("ANSWER-2");
    expect(saved()).toContain("ANSWER-1");
  });
});

describe("three jobs of one run saving one conversation", () => {
  // Found by reviewing this change: the results service deletes by name, so job B deleted the
  // state job C had put under the name after B listed and merged A's: C's turn was lost.
  it("does not delete by name a state that replaced the one it listed and merged", async () => {
    const RUN = 7002;
    const NAME = "baton-issue-1";
    const { event } = w.comment("@baton a question for three models");
    w.ai.setResponder((r) => ({ content: isSummarizer(r) ? "summary" : `ANSWER-${w.ai.requests.length}` }));
    const [a, b, c] = ["gpt-4o", "llama", "mistral"].map((m) =>
      matrixJobEnv(`baton (${m})`, RUN, "issue_comment", event),
    );
    for (const env of [a!, b!, c!]) expect((await runStepInProcess("main", env)).code).toBe(0);
    const ofRun = () => w.gh.artifacts.filter((x) => x.runId === RUN);

    // A saves; C merges A's state, deletes it and saves its own, all while B is merging (below).
    expect((await runStepInProcess("post", postStepEnv(a!))).code).toBe(0);
    const fromA = ofRun().find((x) => x.name === NAME)!;
    const blobA = w.gh.state.blobs.get(fromA.blobKey)!;
    expect((await runStepInProcess("post", postStepEnv(c!))).code).toBe(0);
    const fromC = ofRun().find((x) => x.name === NAME)!;
    for (const x of ofRun()) w.gh.artifacts.splice(w.gh.artifacts.indexOf(x), 1);
    w.gh.artifacts.push(fromA);
    w.gh.state.blobs.set(fromA.blobKey, blobA);

    // B lists and merges A's state; C's replaces it just before B deletes "its own".
    const service = w.gh.serviceRequests.push;
    let swapped = false;
    w.gh.serviceRequests.push = function (...records) {
      if (!swapped && records.some((r) => r.call === "ListArtifacts")) {
        swapped = true;
        w.gh.artifacts.splice(w.gh.artifacts.indexOf(fromA), 1);
        w.gh.artifacts.push(fromC);
      }
      return service.apply(this, records);
    };
    let post: Awaited<ReturnType<typeof runStepInProcess>>;
    try {
      post = await runStepInProcess("post", postStepEnv(b!));
    } finally {
      w.gh.serviceRequests.push = service;
    }
    expect(swapped).toBe(true);
    const everySaved = w
      .artifactsNamed(NAME)
      .map((x) =>
        new TextDecoder().decode(unzipSync(new Uint8Array(w.gh.artifactZip(x.id)!))["session.jsonl"]),
      )
      .join("\n");
    expect(everySaved, post.stdout).toContain("ANSWER-2");
    expect(everySaved, post.stdout).toContain("ANSWER-3");
  });
});
