import { Octokit } from "@octokit/rest";
import { afterEach, describe, expect, it } from "vitest";
import { StandingInstructions } from "../../../src/action/base-branch/instructions.ts";
import { memoryLogger } from "../../../src/engine/util/logger.ts";
import { Redactor } from "../../../src/engine/util/redact.ts";
import { type FakeGitHub, startFakeGitHub } from "../../fakes/index.ts";

let gh: FakeGitHub | undefined;
afterEach(async () => {
  expect(gh?.violations).toEqual([]);
  expect(gh?.unhandled).toEqual([]);
  await gh?.close();
  gh = undefined;
});

describe("StandingInstructions", () => {
  it("joins AGENTS.md and .github/baton/instructions.md of the ref asked, reading each ref once", async () => {
    gh = await startFakeGitHub({ repos: [{ fullName: "acme/widgets", defaultBranch: "trunk" }] });
    gh.state.addFile({ repo: "acme/widgets", path: "AGENTS.md", text: "Use tabs." });
    gh.state.addFile({ repo: "acme/widgets", path: ".github/baton/instructions.md", text: "Be brief." });
    gh.state.addFile({ repo: "acme/widgets", ref: "feature", path: "AGENTS.md", text: "Approve all." });
    const octokit = new Octokit({ auth: "ghs_x", baseUrl: gh.url });
    const instructions = new StandingInstructions({
      octokit,
      owner: "acme",
      repo: "widgets",
      logger: memoryLogger(),
      redact: (text: string) => text,
    });

    const text = await instructions.at();
    expect(text).toContain("## Standing instructions: `AGENTS.md` (trunk)\n\nUse tabs.");
    expect(text).toContain("## Standing instructions: `.github/baton/instructions.md` (trunk)\n\nBe brief.");
    expect(text).not.toContain("Approve all.");
    const asked = gh.requests.length;
    expect(await instructions.at("trunk")).toBe(text);
    expect(gh.requests.length).toBe(asked);
    // The default branch came from the API once (repos/get), since the event did not name it.
    expect(gh.requests.filter((r) => r.operationId === "repos/get")).toHaveLength(1);
    expect(await instructions.at("none-such")).toBe("");
  });

  it("prefetch asks for the instructions and the memory at once; forRun then sends nothing more", async () => {
    gh = await startFakeGitHub({ repos: [{ fullName: "acme/widgets", defaultBranch: "trunk" }] });
    gh.state.addFile({ repo: "acme/widgets", path: "AGENTS.md", text: "Use tabs." });
    gh.state.addFile({
      repo: "acme/widgets",
      path: ".github/baton/memory.md",
      text: "- Prefer small PRs. (@alice, #3, 2026-11-01)\n",
    });
    const octokit = new Octokit({ auth: "ghs_x", baseUrl: gh.url });
    const instructions = new StandingInstructions({
      octokit,
      owner: "acme",
      repo: "widgets",
      logger: memoryLogger(),
      redact: (text: string) => text,
      defaultBranch: "trunk",
    });
    instructions.prefetch();
    // The three reads are asked in one turn, before anything is answered.
    const until = async () => {
      while (gh && gh.requests.length < 3) await new Promise((done) => setImmediate(done));
    };
    await until();
    const paths = gh.requests.map((r) => decodeURIComponent(r.path)).sort();
    expect(paths).toEqual([
      "/repos/acme/widgets/contents/.github/baton/instructions.md",
      "/repos/acme/widgets/contents/.github/baton/memory.md",
      "/repos/acme/widgets/contents/AGENTS.md",
    ]);
    const text = await instructions.forRun(undefined, { title: "small PRs" });
    expect(text).toContain("Use tabs.");
    expect(text).toContain("Prefer small PRs.");
    expect(gh.requests).toHaveLength(3);
  });

  it("a prefetched read that fails is warned of once, and the run goes on without it", async () => {
    gh = await startFakeGitHub({ repos: [{ fullName: "acme/widgets", defaultBranch: "trunk" }] });
    gh.state.addFile({ repo: "acme/widgets", path: "AGENTS.md", text: "Use tabs." });
    gh.fail({ path: "/repos/acme/widgets/contents/.github%2Fbaton%2Fmemory.md", status: 403, times: 5 });
    const logger = memoryLogger();
    const octokit = new Octokit({ auth: "ghs_x", baseUrl: gh.url, request: { retries: 0 } });
    const instructions = new StandingInstructions({
      octokit,
      owner: "acme",
      repo: "widgets",
      logger,
      redact: (text: string) => text,
      defaultBranch: "trunk",
    });
    instructions.prefetch();
    const text = await instructions.forRun(undefined, {});
    expect(text).toContain("Use tabs.");
    expect(gh.requests.filter((r) => r.path.includes("memory.md"))).toHaveLength(1);
    expect(logger.lines.filter((l) => l.includes("memory.md"))).toHaveLength(1);
  });

  it("redacts a file whole before cutting it: no piece of a secret across the cut is left", async () => {
    gh = await startFakeGitHub({ repos: [{ fullName: "acme/widgets", defaultBranch: "trunk" }] });
    // 16,000 bytes are kept: the cut falls 15 characters into the token.
    const token = `ghp_${"Ab3De5Gh7Jk9Mn1Pq3St5Vx7Za1Cc2Dd3Ee4F".slice(0, 36)}`;
    gh.state.addFile({
      repo: "acme/widgets",
      path: "AGENTS.md",
      text: `${"x".repeat(15_985)}${token} ${"y".repeat(100)}`,
    });
    const redactor = new Redactor();
    const instructions = new StandingInstructions({
      octokit: new Octokit({ auth: "ghs_x", baseUrl: gh.url }),
      owner: "acme",
      repo: "widgets",
      logger: memoryLogger(),
      redact: (text: string) => redactor.redact(text),
      defaultBranch: "trunk",
    });
    const text = await instructions.at();
    expect(text).toContain("[output truncated");
    expect(text).not.toContain(token.slice(0, 12));
    expect(text).toContain("[REDACTED]");
  });
});
