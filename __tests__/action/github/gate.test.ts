import type { Octokit } from "@octokit/rest";
import { afterEach, describe, expect, it } from "vitest";
import type { CommentTrigger } from "../../../src/action/events/comment.ts";
import { commentStartRule } from "../../../src/action/events/comment.ts";
import { BATON_MARKER, STATUS_MARKER } from "../../../src/action/events/markers.ts";
import { type GateContext, mayStart } from "../../../src/action/github/gate.ts";
import { identityOf } from "../../../src/action/github/identity.ts";
import type { ActionInputs } from "../../../src/action/inputs.ts";
import type { RunReport } from "../../../src/action/report/run-report.ts";
import type { RunnerEnv } from "../../../src/action/runner-env.ts";
import { createOctokit } from "../../../src/adapters/github/octokit.ts";
import { memoryLogger } from "../../../src/engine/util/logger.ts";
import { type FakeGitHub, startFakeGitHub } from "../../fakes/index.ts";
import { NO_WAIT_POLICY } from "../../helpers/policy.ts";

const OWNER = "acme";
const REPO = "widgets";

let gh: FakeGitHub | undefined;
afterEach(async () => {
  expect(gh?.violations).toEqual([]);
  expect(gh?.unhandled).toEqual([]);
  expect(gh?.responseViolations).toEqual([]);
  await gh?.close();
  gh = undefined;
});

async function fakeWith(tokens: Record<string, string> = {}): Promise<FakeGitHub> {
  gh = await startFakeGitHub({
    repos: [`${OWNER}/${REPO}`],
    users: [
      { login: "baton-pat", permission: "write" },
      { login: "alice", permission: "write" },
      { login: "mallory" },
      { login: "helper-app[bot]", type: "Bot" },
    ],
    tokens,
  });
  return gh;
}

function gateFor(fake: FakeGitHub, token: string, allowedBots: string[] = []) {
  const logger = memoryLogger();
  const report: RunReport = { trigger: "", conversations: [], notices: [] };
  const octokit: Octokit = createOctokit({ token, baseUrl: fake.url, logger, policy: NO_WAIT_POLICY });
  return {
    octokit,
    logger,
    report,
    inputs: { allowedBots, requiredPermission: "write" } as unknown as ActionInputs,
    runner: { owner: OWNER, repo: REPO } as RunnerEnv,
  };
}

function comment(
  login: string,
  body: string,
  type = login.endsWith("[bot]") ? "Bot" : "User",
): CommentTrigger {
  return {
    type: "comment",
    command: { kind: "message", text: "hi" },
    comment: {
      id: 7,
      body,
      created_at: "2026-01-01T00:00:00Z",
      user: { login, type },
      marked: body.includes(BATON_MARKER) || body.includes(STATUS_MARKER),
    },
    issue: {
      number: 1,
      title: "t",
      body: "b",
      isPullRequest: false,
      created_at: "2026-01-01T00:00:00Z",
      user: { login: "alice", type: "User" },
    },
  };
}

const identityLookups = (fake: FakeGitHub) =>
  fake.requests.filter((r) => r.method === "GET" && r.path === "/user").length;

/** A comment's gate, as the main step settles it. */
const mayTrigger = (gate: GateContext, trigger: CommentTrigger) => mayStart(gate, commentStartRule(trigger));

describe("a comment's gate: Baton never answers itself, whatever token it posts with", () => {
  it("with a PAT, ignores the token user's marked comments and looks the identity up once", async () => {
    const fake = await fakeWith({ "pat-token": "baton-pat" });
    const gate = gateFor(fake, "pat-token");
    // Baton's own answer, posted with the PAT of a user who may trigger runs.
    expect(await mayTrigger(gate, comment("baton-pat", `@baton done\n${BATON_MARKER}`))).toBe(false);
    expect(await mayTrigger(gate, comment("baton-pat", `${STATUS_MARKER}\n/run answer`))).toBe(false);
    expect(gate.report.notices).toContain("ignored: the comment by @baton-pat is Baton's own");
    // A stranger to the token who copies the marker is judged like anyone else: a maintainer's command runs.
    expect(await mayTrigger(gate, comment("alice", `@baton look\n${BATON_MARKER}`))).toBe(true);
    expect(await mayTrigger(gate, comment("mallory", `@baton look\n${BATON_MARKER}`))).toBe(false);
    // The PAT's user typing a command by hand (no marker) still triggers.
    expect(await mayTrigger(gate, comment("baton-pat", "@baton look"))).toBe(true);
    expect(identityLookups(fake)).toBe(1);
    expect((await identityOf(gate.octokit)).kind).toBe("user");
    expect(identityLookups(fake)).toBe(1);
  });

  it("with an installation token (GET /user refused), ignores marked comments by the app's own bot", async () => {
    const fake = await fakeWith();
    const gate = gateFor(fake, "ghs_installation", ["helper-app"]);
    // The installation's bot, as GraphQL's viewer names it.
    expect(await mayTrigger(gate, comment("github-actions[bot]", `@baton x\n${BATON_MARKER}`))).toBe(false);
    // Another app the workflow lets trigger runs is not Baton, marker or not.
    expect(await mayTrigger(gate, comment("helper-app[bot]", `${BATON_MARKER}\n@baton go`))).toBe(true);
    expect(await mayTrigger(gate, comment("helper-app[bot]", "@baton go"))).toBe(true);
    // A person cannot be the installation: the marker does not silence a maintainer.
    expect(await mayTrigger(gate, comment("alice", `@baton go\n${BATON_MARKER}`))).toBe(true);
    expect(await identityOf(gate.octokit)).toEqual({ kind: "app", login: "github-actions[bot]" });
    expect(identityLookups(fake)).toBe(1);
  });

  it("asks nothing when no comment carries the marker, and fails closed when the lookup fails", async () => {
    const fake = await fakeWith({ "pat-token": "baton-pat" });
    const gate = gateFor(fake, "pat-token");
    expect(await mayTrigger(gate, comment("alice", "@baton go"))).toBe(true);
    expect(identityLookups(fake)).toBe(0);
    fake.fail({ path: "/user", status: 500, times: 10 });
    expect(await mayTrigger(gate, comment("alice", `@baton go\n${BATON_MARKER}`))).toBe(false);
    expect(gate.logger.lines.join("\n")).toMatch(/identity could not be looked up \(GitHub answered 500/);
  });
});
