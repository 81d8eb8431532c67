// The real @actions/artifact v6 client against the fake results service, blob storage and REST API.
// @actions/github reads GITHUB_API_URL when it is first imported, so the env is set before the
// dynamic import below; the runtime token and results URL are read at each call.
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { Octokit } from "@octokit/rest";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { tempDir } from "../helpers/temp-dir.ts";
import { type FakeGitHub, startFakeGitHub } from "./github-server.ts";
import { postStepEnv, readOutputs } from "./runner.ts";
import { readZip } from "./zip.ts";

const quiet = { debug() {}, info() {}, warn() {}, error() {} };
type ArtifactModule = typeof import("@actions/artifact");

describe("fake Actions artifact service with the real @actions/artifact client", () => {
  let gh: FakeGitHub;
  let artifact: ArtifactModule;
  const saved = { ...process.env };
  const content = `${JSON.stringify({ type: "session", version: 1, id: "issue-42", repo: "acme/widgets" })}\n${"x".repeat(20_000)}\n`;
  let uploadedId = 0;
  let run1 = 0;

  const useEnv = (env: Record<string, string>) => {
    for (const k of Object.keys(process.env)) if (!(k in saved)) delete process.env[k];
    Object.assign(process.env, env);
  };

  beforeAll(async () => {
    // @actions/core logs (::debug::, info) straight to stdout; keep the test output readable.
    vi.spyOn(process.stdout, "write").mockImplementation(() => true);
    gh = await startFakeGitHub({ repos: ["acme/widgets"] });
    useEnv(gh.runnerEnv({ runId: 17_000_000_042 }));
    run1 = 17_000_000_042;
    artifact = await import("@actions/artifact");
  });
  afterAll(async () => {
    vi.restoreAllMocks();
    for (const k of Object.keys(process.env)) if (!(k in saved)) delete process.env[k];
    Object.assign(process.env, saved);
    await gh.close();
  });

  it("uploads in one run (block blob upload, finalize) and the artifact appears in the REST API", async () => {
    const dir = tempDir("baton-up-");
    writeFileSync(join(dir, "session.jsonl"), content);
    const client = new artifact.DefaultArtifactClient();
    gh.serviceRequests.length = 0;
    const res = await client.uploadArtifact("baton-issue-42", [join(dir, "session.jsonl")], dir, {
      retentionDays: 30,
    });
    expect(gh.serviceRequests.map((r) => `${r.call} ${r.status}`)).toEqual([
      "CreateArtifact 200",
      "PUT comp=block 201",
      "PUT comp=blocklist 201",
      "FinalizeArtifact 200",
    ]);
    expect(res.id).toBeGreaterThan(2 ** 31);
    expect(res.size).toBeGreaterThan(0);
    uploadedId = res.id!;

    const stored = gh.artifacts.find((a) => a.id === res.id)!;
    expect(stored).toMatchObject({
      name: "baton-issue-42",
      runId: run1,
      finalized: true,
      digest: `sha256:${res.digest}`,
    });
    expect(Date.parse(stored.expiresAt) - Date.now()).toBeGreaterThan(29 * 86_400_000);
    expect(readZip(gh.artifactZip(res.id!)!).get("session.jsonl")?.toString()).toBe(content);
    expect(gh.serviceViolations).toEqual([]);
  });

  it("refuses a second artifact of the same name in the same run (409), like the real service", async () => {
    const dir = tempDir("baton-up-");
    writeFileSync(join(dir, "session.jsonl"), "again\n");
    const client = new artifact.DefaultArtifactClient();
    await expect(client.uploadArtifact("baton-issue-42", [join(dir, "session.jsonl")], dir)).rejects.toThrow(
      /409.*an artifact with this name already exists on the workflow run/,
    );
  });

  it("downloads within the same run through the results service", async () => {
    const client = new artifact.DefaultArtifactClient();
    const { artifacts } = await client.listArtifacts({ latest: true });
    expect(artifacts.map((a) => a.name)).toEqual(["baton-issue-42"]);
    const path = tempDir("baton-dl-");
    const res = await client.downloadArtifact(uploadedId, { path });
    expect(res.digestMismatch).toBe(false);
    expect(readFileSync(join(path, "session.jsonl"), "utf8")).toBe(content);
  });

  it("a later run finds it by name over REST and downloads identical bytes (REST zip and findBy)", async () => {
    const env = gh.runnerEnv({ runId: 17_000_000_099 });
    useEnv(env);
    const octokit = new Octokit({ auth: "ghs_run2", baseUrl: env.GITHUB_API_URL, log: quiet });

    const { data } = await octokit.rest.actions.listArtifactsForRepo({
      owner: "acme",
      repo: "widgets",
      name: "baton-issue-42",
    });
    expect(data.total_count).toBe(1);
    const found = data.artifacts[0]!;
    expect(found.id).toBe(uploadedId);
    expect(found.expired).toBe(false);
    expect(found.workflow_run).toMatchObject({ id: run1 });
    expect(found.workflow_run?.head_repository_id).toBe(found.workflow_run?.repository_id);

    const zip = await octokit.rest.actions.downloadArtifact({
      owner: "acme",
      repo: "widgets",
      artifact_id: found.id,
      archive_format: "zip",
    });
    expect(
      readZip(Buffer.from(zip.data as ArrayBuffer))
        .get("session.jsonl")
        ?.toString(),
    ).toBe(content);

    // The new run's results-service scope does not see run 1's artifacts…
    const client = new artifact.DefaultArtifactClient();
    expect((await client.listArtifacts()).artifacts).toEqual([]);
    // …but the public API does, with a token (the workflow needs `actions: read`).
    const findBy = {
      token: "ghs_run2",
      workflowRunId: run1,
      repositoryOwner: "acme",
      repositoryName: "widgets",
    };
    const got = await client.getArtifact("baton-issue-42", { findBy });
    expect(got.artifact.id).toBe(uploadedId);
    const path = tempDir("baton-dl-");
    const res = await client.downloadArtifact(found.id, { path, findBy, expectedHash: got.artifact.digest });
    expect(res.digestMismatch).toBe(false);
    expect(readFileSync(join(path, "session.jsonl"), "utf8")).toBe(content);
    expect(gh.violations).toEqual([]);
    expect(gh.serviceViolations).toEqual([]);
  });

  it("a re-run attempt of run 1 deletes the old artifact, then uploads its replacement", async () => {
    useEnv(gh.runnerEnv({ runId: run1, attempt: 2 }));
    const client = new artifact.DefaultArtifactClient();
    await client.deleteArtifact("baton-issue-42");
    const dir = tempDir("baton-up-");
    writeFileSync(join(dir, "session.jsonl"), "attempt 2\n");
    const res = await client.uploadArtifact("baton-issue-42", [join(dir, "session.jsonl")], dir);
    expect(res.id).not.toBe(uploadedId);
    expect(gh.artifacts.filter((a) => a.name === "baton-issue-42").map((a) => a.id)).toEqual([res.id]);
    expect(gh.serviceViolations).toEqual([]);
  });

  it("runnerEnv gives the runner's variables; file commands and post-step state work", () => {
    const env = gh.runnerEnv({ runId: 5, inputs: { "openai-api-key": "sk-x", recipe: "answer" } });
    expect(env).toMatchObject({
      GITHUB_REPOSITORY: "acme/widgets",
      GITHUB_RUN_ID: "5",
      GITHUB_RUN_ATTEMPT: "1",
      "INPUT_OPENAI-API-KEY": "sk-x",
      INPUT_RECIPE: "answer",
    });
    const claims = JSON.parse(Buffer.from(env.ACTIONS_RUNTIME_TOKEN!.split(".")[1]!, "base64url").toString());
    expect(claims.scp).toMatch(/Actions\.Results:[0-9a-f-]{36}:[0-9a-f-]{36}/);
    writeFileSync(env.GITHUB_OUTPUT!, "response<<ghadelimiter_1\nline 1\nline 2\nghadelimiter_1\n", {
      flag: "a",
    });
    writeFileSync(env.GITHUB_STATE!, "conversation<<ghadelimiter_2\nissue-42\nghadelimiter_2\n", {
      flag: "a",
    });
    expect(readOutputs(env)).toEqual({ response: "line 1\nline 2" });
    expect(postStepEnv(env).STATE_conversation).toBe("issue-42");
  });
});
