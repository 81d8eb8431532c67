// The action's conversation store (src/action/state/artifact-store.ts) over the real artifact code
// and a fake GitHub: what it keeps of saved states it could not read, across runs.
import { readFileSync } from "node:fs";
import { Octokit } from "@octokit/rest";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { readRunnerEnv } from "../../../src/action/runner-env.ts";
import { ArtifactStore } from "../../../src/action/state/artifact-store.ts";
import { artifactName } from "../../../src/adapters/github/artifacts/artifact-lookup.ts";
import { MAX_CARRIED_BYTES } from "../../../src/adapters/github/artifacts/load-state.ts";
import { Redactor } from "../../../src/engine/util/redact.ts";
import { type FakeGitHub, startFakeGitHub } from "../../fakes/index.ts";
import { quiet, REPO, sessionText } from "./helpers.ts";

describe("refused states kept inside a conversation, across runs", () => {
  let fake: FakeGitHub;
  let octokit: Octokit;
  let upload: typeof import("../../../src/action/state/upload-state.ts")["uploadState"];
  const saved = { ...process.env };
  const useEnv = (env: Record<string, string>) => {
    for (const k of Object.keys(process.env)) if (!(k in saved)) delete process.env[k];
    Object.assign(process.env, env);
  };

  beforeAll(async () => {
    // @actions/core writes its log lines straight to stdout.
    vi.spyOn(process.stdout, "write").mockImplementation(() => true);
    fake = await startFakeGitHub({ repos: [REPO] });
    octokit = new Octokit({ baseUrl: fake.url, auth: "t", log: quiet });
    useEnv(fake.runnerEnv({ runId: 1 }));
    // @actions/artifact reads the runner's env when first imported.
    upload = (await import("../../../src/action/state/upload-state.ts")).uploadState;
  });
  afterAll(async () => {
    vi.restoreAllMocks();
    useEnv({});
    Object.assign(process.env, saved);
    await fake.close();
  });

  /** One run's store, as the action builds it (main and post step share it here). */
  function run(runId: number) {
    useEnv(fake.runnerEnv({ runId }));
    const runner = readRunnerEnv(process.env);
    return new ArtifactStore({
      octokit,
      runner,
      key: undefined,
      redactor: new Redactor(),
      upload,
      logger: quiet,
    });
  }

  /** The baton.unusable_state entries of a conversation's log on disk. */
  function kept(store: ArtifactStore, id: string) {
    return readFileSync(store.sessionFile(id), "utf8")
      .trim()
      .split("\n")
      .slice(1)
      .map((l) => JSON.parse(l))
      .filter((e) => e.type === "custom" && e.custom_type === "baton.unusable_state")
      .map((e) => e.data as { artifact_id: number; base64?: string });
  }

  // Was: after /reset over an unreadable state, the fresh conversation recorded no mark, so the
  // next load walked past it again, refused the same artifact again and kept its bytes twice.
  it("after /reset, the next run does not refuse and re-embed the same unreadable state", async () => {
    const id = "issue-50";
    const junk = "not a session log\n".repeat(100);
    const planted = fake.seedArtifact({
      name: artifactName(id),
      runId: 500,
      files: { "session.jsonl": junk },
    });

    const reset = run(501);
    const first = await reset.load(id, { reset: true });
    expect(first.unusable).toBe(1);
    await reset.save(id);

    const next = run(502);
    const opened = await next.load(id);
    expect(opened.resumed).toBe(true);
    const entries = kept(next, id);
    expect(entries.map((e) => e.artifact_id)).toEqual([planted.id]);
    expect(opened.unusable).toBe(0);
  });

  // Was: each load counted refused bytes from 0, ignoring those the resumed log already carried,
  // so junk planted before each of a few runs added up past MAX_STATE_BYTES, after which every
  // load refused the conversation.
  it("carries at most MAX_CARRIED_BYTES of refused bytes in a conversation, however many runs planted junk", async () => {
    const id = "issue-60";
    const name = artifactName(id);
    fake.seedArtifact({ name, runId: 600, files: { "session.jsonl": sessionText(id, "good", 2) } });
    const junk = (c: string) => c.repeat(Math.floor(MAX_CARRIED_BYTES * 0.6));
    fake.seedArtifact({ name, runId: 601, files: { "session.jsonl": junk("x") } });

    const a = run(602);
    expect((await a.load(id)).unusable).toBe(1);
    await a.save(id);

    fake.seedArtifact({ name, runId: 603, files: { "session.jsonl": junk("y") } });
    const b = run(604);
    await b.load(id);
    const carried = kept(b, id).reduce(
      (n, e) => n + (e.base64 ? Buffer.from(e.base64, "base64").length : 0),
      0,
    );
    expect(carried).toBeLessThanOrEqual(MAX_CARRIED_BYTES);
  }, 30_000);
});
