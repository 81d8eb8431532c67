// The conversation page's artifact beside the state: never read as a state, never loaded by the main step.
import { Octokit } from "@octokit/rest";
import { build } from "esbuild";
import { afterEach, describe, expect, it } from "vitest";
import { idleConversations } from "../../../src/action/state/idle-states.ts";
import { viewArtifactName } from "../../../src/action/state/upload-view.ts";
import { artifactName } from "../../../src/adapters/github/artifacts/artifact-lookup.ts";
import { type FakeGitHub, makeZip, startFakeGitHub } from "../../fakes/index.ts";
import { quiet, REPO, sessionText } from "./helpers.ts";

let fake: FakeGitHub | undefined;
afterEach(async () => {
  await fake?.close();
  fake = undefined;
});

describe("the page's artifact", () => {
  it("is not taken for a saved state by the scheduled refresh of idle conversations", async () => {
    const old = new Date(Date.now() - 80 * 86_400_000).toISOString();
    const soon = new Date(Date.now() + 10 * 86_400_000).toISOString();
    fake = await startFakeGitHub({
      repos: [REPO],
      artifacts: [
        {
          repo: REPO,
          name: artifactName("issue-7"),
          files: { "session.jsonl": sessionText("issue-7", "m", 1) },
          createdAt: old,
          expiresAt: soon,
        },
        {
          repo: REPO,
          name: viewArtifactName("issue-7"),
          zip: makeZip({ "view.html": "<!DOCTYPE html>" }),
          createdAt: old,
          expiresAt: soon,
        },
      ],
    });
    const octokit = new Octokit({ baseUrl: fake.url, auth: "t", log: quiet });
    const idle = await idleConversations(octokit, {
      owner: "octo-org",
      repo: "octo-repo",
      repositoryId: fake.state.repo(REPO).id,
      now: new Date(),
      max: 10,
    });
    expect(idle.ids).toEqual(["issue-7"]);
  });

  it("is rendered by code the main step never loads", async () => {
    const result = await build({
      entryPoints: [new URL("../../../src/action/main.ts", import.meta.url).pathname],
      bundle: true,
      platform: "node",
      format: "esm",
      write: false,
      metafile: true,
      logLevel: "silent",
      external: ["*.node"],
    });
    const inputs = Object.keys(result.metafile.inputs);
    expect(inputs.some((p) => p.includes("src/action/jobs/"))).toBe(true);
    expect(inputs.filter((p) => p.includes("src/engine/view/") || p.includes("upload-view"))).toEqual([]);
  });
});
