import type { Octokit } from "@octokit/rest";
import { describe, expect, it } from "vitest";
import { idleConversations } from "../../../src/action/state/idle-states.ts";

describe("idleConversations", () => {
  it("finds the states nearest expiry however many newer artifacts the repository holds", async () => {
    const now = new Date("2025-06-01T00:00:00Z");
    const daysAgo = (n: number) => new Date(now.getTime() - n * 86_400_000).toISOString();
    const run = { id: 1, repository_id: 42, head_repository_id: 42 };
    const artifact = (id: number, name: string, created: number, expires: number) => ({
      id,
      name,
      size_in_bytes: 10,
      expired: false,
      created_at: daysAgo(created),
      expires_at: daysAgo(-expires),
      workflow_run: run,
    });
    // Newest first, as GitHub lists them: 12,000 CI artifacts of the last day, then, last of all,
    // a state made 60 days ago that expires in 30 (past half its life), and a fresh state.
    const all = [
      artifact(20_001, "baton-pr-2", 0, 90),
      ...Array.from({ length: 12_000 }, (_, i) => artifact(20_000 - i, "build-output", 1, 89)),
      artifact(5, "baton-issue-1", 60, 30),
    ];
    const pages = Math.ceil(all.length / 100);
    const requested: number[] = [];
    const octokit = {
      rest: {
        actions: {
          listArtifactsForRepo: async ({ page = 1 }: { page?: number }) => {
            requested.push(page);
            const link = page < pages ? `<https://x/artifacts?per_page=100&page=${pages}>; rel="last"` : "";
            return {
              data: { total_count: all.length, artifacts: all.slice((page - 1) * 100, page * 100) },
              headers: { link },
            };
          },
        },
      },
    } as unknown as Octokit;
    const due = await idleConversations(octokit, { owner: "o", repo: "r", repositoryId: 42, now, max: 10 });
    expect(due.ids).toEqual(["issue-1"]);
    // The walk was cut at the listing's cap, and says so.
    expect(due.truncated).toBe(true);
    expect(requested.slice(0, 2)).toEqual([1, pages]);
    expect(requested.length).toBeLessThanOrEqual(102);
  });
});
