import { afterEach, describe, expect, it } from "vitest";
import { createOctokit } from "../../../src/adapters/github/octokit.ts";
import { octokitReader } from "../../../src/adapters/github/octokit-reader.ts";
import {
  budgetedReader,
  RESERVED_REQUESTS,
  RequestBudget,
} from "../../../src/adapters/github/request-budget.ts";
import { ToolError } from "../../../src/engine/tools/tool.ts";
import { memoryLogger } from "../../../src/engine/util/logger.ts";
import { type FakeGitHub, startFakeGitHub } from "../../fakes/index.ts";
import { NO_WAIT_POLICY } from "../../helpers/policy.ts";

let gh: FakeGitHub | undefined;
afterEach(async () => {
  expect(gh?.violations).toEqual([]);
  await gh?.close();
  gh = undefined;
});

async function clientWith(limit: number) {
  gh = await startFakeGitHub({ repos: ["acme/widgets"], issues: [{ number: 1, title: "Crash" }] });
  const budget = new RequestBudget(limit);
  const octokit = createOctokit({
    token: "ghs_test",
    baseUrl: gh.url,
    logger: memoryLogger(),
    policy: NO_WAIT_POLICY,
    budget,
  });
  return { gh, budget, octokit, reader: budgetedReader(octokitReader(octokit, "acme", "widgets"), octokit) };
}

describe("max-github-requests", () => {
  it("counts every request the client sends, a retried one once", async () => {
    const { gh, budget, octokit } = await clientWith(300);
    gh.fail({ path: "/repos/acme/widgets/issues/1", status: 502, times: 1 });
    await octokit.rest.issues.get({ owner: "acme", repo: "widgets", issue_number: 1 });
    await octokit.rest.repos.get({ owner: "acme", repo: "widgets" });
    expect(gh.requests).toHaveLength(3);
    expect(budget.used).toBe(2);
  });

  it("refuses the model's reads once only the reserve is left; the run's own requests still go through", async () => {
    const limit = RESERVED_REQUESTS + 3;
    const { gh, budget, octokit, reader } = await clientWith(limit);
    for (let i = 0; i < 3; i++) await reader.issue(1);
    await expect(reader.issue(1)).rejects.toThrow(ToolError);
    await expect(reader.issue(1)).rejects.toThrow(
      /made 3 GitHub requests and its cap is 53 \(max-github-requests\).*no more GitHub reads/,
    );
    const pages = reader.commentPages(1)[Symbol.asyncIterator]();
    await expect(pages.next()).rejects.toThrow(ToolError);
    expect(gh.requests).toHaveLength(3);
    // The run's own work: posting the answer and the rest, past the cap if need be.
    for (let i = 0; i < RESERVED_REQUESTS + 5; i++)
      await octokit.rest.issues.get({ owner: "acme", repo: "widgets", issue_number: 1 });
    expect(budget.used).toBe(limit + 5);
  });
});
