import { Octokit } from "@octokit/rest";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { MEMORY_FILE, parseMemory } from "../../../src/action/base-branch/memory-file.ts";
import { type MemoryCommand, parseCommentCommand } from "../../../src/action/events/comment-command.ts";
import type { MemoryTrigger } from "../../../src/action/events/memory.ts";
import type { StepContext } from "../../../src/action/jobs/job-context.ts";
import { memoryJob } from "../../../src/action/jobs/memory-job.ts";
import { MEMORY_BRANCH } from "../../../src/action/memory/memory-branch.ts";
import { Redactor } from "../../../src/engine/util/redact.ts";
import { type FakeGitHub, startFakeGitHub } from "../../fakes/index.ts";

const REPO = "octo-org/octo-repo";
const [OWNER, NAME] = REPO.split("/") as [string, string];

/**
 * Lets one request of one actor through at a time, once every actor still at
 * work is waiting: the order of all their requests is the one `picks` says.
 */
class Schedule {
  readonly #waiting: { actor: number; go: () => void }[] = [];
  readonly #picks: number[];
  #active: number;
  constructor(actors: number, picks: readonly number[]) {
    this.#active = actors;
    this.#picks = [...picks];
  }
  turn(actor: number): Promise<void> {
    return new Promise((go) => {
      this.#waiting.push({ actor, go });
      this.#next();
    });
  }
  done(): void {
    this.#active--;
    this.#next();
  }
  #next(): void {
    if (this.#waiting.length === 0 || this.#waiting.length < this.#active) return;
    const [chosen] = this.#waiting.splice((this.#picks.shift() ?? 0) % this.#waiting.length, 1);
    chosen!.go();
  }
}

function clientOf(gh: FakeGitHub, schedule: Schedule, actor: number): Octokit {
  const quiet = { debug() {}, info() {}, warn() {}, error() {} };
  const octokit = new Octokit({
    baseUrl: gh.url,
    auth: "ghs_job_token",
    log: quiet,
    request: { retries: 0 },
  });
  octokit.hook.before("request", () => schedule.turn(actor));
  return octokit;
}

/** `@baton remember: …` as the main step runs it after the gate, its replies collected. */
async function remember(octokit: Octokit, text: string, comment: number) {
  const body = `@baton remember: ${text}`;
  const command = parseCommentCommand(body, { triggerWord: "@baton" }) as MemoryCommand;
  const user = { login: "alice", type: "User" as const, id: 1 };
  const replies: string[] = [];
  const step = {
    runner: { owner: OWNER, repo: NAME, runUrl: `https://github.com/${REPO}/actions/runs/1` },
    octokit,
    redactor: new Redactor(),
    instructions: { defaultBranch: async () => "main" },
    exchange: {
      acknowledged: Promise.resolve(),
      feedback: {
        answer: async (reply: string) => {
          replies.push(reply);
        },
        done: async () => {},
        failed: async () => {},
      },
    },
  } as unknown as StepContext;
  const route = {
    type: "memory",
    command,
    comment: { id: comment, body, created_at: "2026-11-27T00:00:00Z", user, marked: false },
    issue: { number: comment, title: "", body: "", isPullRequest: false, created_at: "", user },
  } as unknown as MemoryTrigger;
  const failed = await memoryJob(step, route).then(
    () => undefined,
    (error: unknown) => error,
  );
  return { text, replies, failed };
}

type Start = "no memory" | "open pull request" | "merged pull request";

describe("memory commands at the same time", () => {
  it("lose no learning, in any order of their requests, even while a maintainer merges the pull request", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom<Start>("no memory", "open pull request", "merged pull request"),
        fc.integer({ min: 2, max: 3 }),
        fc.boolean(),
        fc.array(fc.nat(5), { maxLength: 80 }),
        async (start, jobs, merges, picks) => {
          const gh = await startFakeGitHub({
            repos: [REPO],
            users: [{ login: "alice", permission: "write" }],
          });
          try {
            const fileOn = (branch: string) => gh.state.files.get(`${REPO}@${branch}:${MEMORY_FILE}`);
            const pulls = () => gh.issues.filter((i) => i.pull?.headRef === MEMORY_BRANCH);
            const merge = () => {
              const open = pulls().find((p) => p.state === "open");
              if (!open) return;
              gh.state.addFile({ repo: REPO, path: MEMORY_FILE, text: fileOn(MEMORY_BRANCH)! });
              open.state = "closed";
            };
            if (start !== "no memory") {
              await remember(clientOf(gh, new Schedule(1, []), 0), "Earlier rule.", 1);
              if (start === "merged pull request") merge();
            }
            const schedule = new Schedule(jobs + (merges ? 1 : 0), picks);
            const runs = Array.from({ length: jobs }, async (_, j) => {
              try {
                return await remember(clientOf(gh, schedule, j), `Rule ${j}.`, 10 + j);
              } finally {
                schedule.done();
              }
            });
            // The maintainer merges whatever is open, at some point among the jobs' requests.
            if (merges)
              runs.push(
                schedule.turn(jobs).then(() => {
                  merge();
                  schedule.done();
                  return { text: "", replies: [], failed: undefined };
                }),
              );
            const results = (await Promise.all(runs)).filter((r) => r.text);

            const kept = new Set(
              [fileOn("main"), pulls().some((p) => p.state === "open") ? fileOn(MEMORY_BRANCH) : undefined]
                .flatMap((text) => parseMemory(text ?? ""))
                .map((l) => l.text),
            );
            for (const r of results) {
              if (r.failed) {
                // Only a change that kept losing the race may fail, and it says so.
                expect(String(r.failed)).toContain("nothing was lost, say it again");
                continue;
              }
              expect(r.replies.at(-1)).toContain("is proposed in");
              expect(kept).toContain(r.text);
            }
            if (start !== "no memory") expect(kept).toContain("Earlier rule.");
            expect(pulls().filter((p) => p.state === "open").length).toBeLessThanOrEqual(1);
            expect(gh.unhandled).toEqual([]);
          } finally {
            await gh.close();
          }
        },
      ),
      { numRuns: 40 },
    );
  });
});
