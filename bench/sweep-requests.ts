import { Octokit } from "@octokit/rest";
import { startFakeGitHub } from "../__tests__/fakes/github-server.ts";
import { BATON_MARKER } from "../src/action/events/markers.ts";
import { authorGate } from "../src/action/github/permissions.ts";
import { lastReviewedSha } from "../src/action/review/last-review.ts";
import { selectPullRequests } from "../src/action/review/select-prs.ts";
import { printTable } from "./stats.ts";

const REPO = "acme/widgets";
const PRS = 50;

/**
 * What a scheduled sweep costs when nothing changed: GitHub requests per
 * unchanged PR, against the fake GitHub (every request checked against
 * GitHub's OpenAPI description). The last reviewed head comes from Baton's
 * own latest review, so no conversation state is looked up or downloaded.
 */
export async function sweepRequestsBench(): Promise<void> {
  const gh = await startFakeGitHub({ repos: [REPO] });
  try {
    for (let n = 1; n <= PRS; n++) {
      const headSha = n.toString(16).padStart(40, "0");
      gh.seedPull({ number: n, title: `PR ${n}`, headSha });
      // Baton's review at the current head.
      gh.state.addReview({
        repo: REPO,
        pullNumber: n,
        user: "github-actions[bot]",
        body: `Looks fine.\n${BATON_MARKER}`,
        state: "COMMENTED",
        commitId: headSha,
        submittedAt: new Date().toISOString(),
        comments: [],
      });
    }
    const octokit = new Octokit({
      auth: "ghs_bench",
      baseUrl: gh.url,
      log: { debug() {}, info() {}, warn() {}, error() {} },
    });
    const [owner, repo] = REPO.split("/") as [string, string];
    const t0 = performance.now();
    const selection = await selectPullRequests(octokit, {
      owner,
      repo,
      labels: [],
      skipDrafts: true,
      maxPrs: 10,
      lastReviewedHead: (pr) => lastReviewedSha(octokit, owner, repo, pr.number),
      authorMay: authorGate(octokit, { owner, repo, required: "write", allowedBots: [] }),
    });
    const ms = performance.now() - t0;
    if (gh.violations.length) throw new Error(`requests off GitHub's API: ${gh.violations.join("; ")}`);
    const ops = gh.requests.map((r) => r.operationId);
    const listing = ops.filter((o) => o === "pulls/list").length;
    const perPr = ops.filter((o) => o !== "pulls/list").length / selection.unchanged.length;
    const state = ops.filter((o) => o?.startsWith("actions/")).length;
    printTable(`scheduled sweep over ${PRS} unchanged PRs (fake GitHub)`, [
      ["unchanged", "list requests", "requests per unchanged PR", "state lookups", "ms"],
      [selection.unchanged.length, listing, perPr.toFixed(2), state, ms.toFixed(0)],
    ]);
  } finally {
    await gh.close();
  }
}
