import type { Octokit } from "@octokit/rest";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { hasPermission, isBot } from "../../../src/action/github/permissions.ts";
import { createOctokit } from "../../../src/adapters/github/octokit.ts";
import { BatonError } from "../../../src/engine/errors.ts";
import { memoryLogger } from "../../../src/engine/util/logger.ts";
import { type FakeGitHub, startFakeGitHub } from "../../fakes/index.ts";
import { NO_WAIT_POLICY } from "../../helpers/policy.ts";

describe("isBot", () => {
  it("knows a bot by its type or its [bot] login", () => {
    expect(isBot({ login: "alice", type: "User" })).toBe(false);
    expect(isBot({ login: "github-actions[bot]", type: "Bot" })).toBe(true);
    expect(isBot({ login: "renovate[bot]" })).toBe(true);
    expect(isBot({ login: "some-app", type: "Bot" })).toBe(true);
    expect(isBot({ login: "robot", type: "User" })).toBe(false);
  });

  it("lets listed bots through, with or without [bot], in any case", () => {
    const user = { login: "Renovate[bot]", type: "Bot" };
    expect(isBot(user, ["renovate"])).toBe(false);
    expect(isBot(user, [" RENOVATE[BOT] "])).toBe(false);
    expect(isBot(user, ["dependabot"])).toBe(true);
    expect(isBot({ login: "some-app", type: "Bot" }, ["some-app[bot]"])).toBe(false);
    // The list never makes a person a bot, nor lets a bot in by a partial name.
    expect(isBot({ login: "alice", type: "User" }, ["alice"])).toBe(false);
    expect(isBot(user, ["renovate-x", "reno"])).toBe(true);
  });
});

describe("hasPermission", () => {
  let gh: FakeGitHub;
  let octokit: Octokit;
  const REPO = { owner: "acme", repo: "widgets" };

  beforeAll(async () => {
    gh = await startFakeGitHub({
      repos: ["acme/widgets"],
      users: [
        { login: "alice", permission: "write" },
        { login: "tess", permission: "triage" },
        { login: "mona", permission: "maintain" },
        { login: "mallory" },
      ],
    });
    octokit = createOctokit({
      token: "t0ken-for-tests",
      baseUrl: gh.url,
      logger: memoryLogger(),
      policy: NO_WAIT_POLICY,
    });
  });
  afterEach(() => {
    expect(gh.violations).toEqual([]);
    expect(gh.unhandled).toEqual([]);
  });
  afterAll(async () => {
    await gh.close();
  });

  it("ranks role_name against the required permission", async () => {
    const check = (login: string, required: "read" | "triage" | "write" | "maintain" | "admin") =>
      hasPermission(octokit, { ...REPO, login, required });
    expect(await check("alice", "write")).toEqual({ allowed: true, have: "write" });
    expect(await check("alice", "maintain")).toEqual({ allowed: false, have: "write" });
    // The legacy field says "read" for triage; role_name knows better.
    expect(await check("tess", "triage")).toEqual({ allowed: true, have: "triage" });
    expect(await check("tess", "write")).toEqual({ allowed: false, have: "triage" });
    expect(await check("mona", "write")).toEqual({ allowed: true, have: "maintain" });
    expect(await check("acme", "admin")).toEqual({ allowed: true, have: "admin" });
    expect(await check("mallory", "write")).toEqual({ allowed: false, have: "read" });
    expect(await check("mallory", "read")).toEqual({ allowed: true, have: "read" });
  });

  it("treats a 404 as no permission", async () => {
    expect(await hasPermission(octokit, { ...REPO, login: "nobody-at-all", required: "read" })).toEqual({
      allowed: false,
      have: "none",
    });
  });

  it("fails closed with a plain message when it cannot ask", async () => {
    gh.fail({
      path: "/repos/acme/widgets/collaborators/alice/permission",
      status: 403,
      body: { message: "Resource not accessible by integration" },
    });
    const error = await hasPermission(octokit, { ...REPO, login: "alice", required: "write" }).catch(
      (e) => e,
    );
    expect(error).toBeInstanceOf(BatonError);
    expect(error.message).toBe(
      "Could not check alice's permission on the repository: GitHub answered 403: Resource not accessible by integration",
    );
  });

  it("falls back to the legacy permission for a custom role", async () => {
    const stub = (data: { permission: string; role_name: string }) =>
      ({ rest: { repos: { getCollaboratorPermissionLevel: async () => ({ data }) } } }) as unknown as Octokit;
    const ask = (data: { permission: string; role_name: string }) =>
      hasPermission(stub(data), { ...REPO, login: "x", required: "write" });
    expect(await ask({ permission: "write", role_name: "security-reviewer" })).toEqual({
      allowed: true,
      have: "write",
    });
    expect(await ask({ permission: "read", role_name: "auditor" })).toEqual({ allowed: false, have: "read" });
    expect(await ask({ permission: "none", role_name: "" })).toEqual({ allowed: false, have: "none" });
  });
});
