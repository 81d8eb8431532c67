/**
 * How many GitHub requests one step may make (`max-github-requests`). The
 * model's tools could otherwise spend thousands on one answer (every page of
 * every issue it names). Every request the step's client sends is counted;
 * the model's reads stop once only the reserve is left, and the run's own
 * requests (reading its subject, reactions, the answer, the review, the
 * state) always go through, so a run that hit the cap still answers and
 * saves.
 */
import type { Octokit } from "@octokit/rest";
import type { GitHubReader } from "../../engine/ports.ts";
import { ToolError } from "../../engine/tools/tool.ts";

/** Requests kept for the run's own work after the model's reads: a review, its threads, the state. */
export const RESERVED_REQUESTS = 50;

export class RequestBudget {
  #used = 0;
  /** Requests counted before the current run began: a sweep's reviews are each a run of their own. */
  #before = 0;
  constructor(readonly limit: number) {}

  get used(): number {
    return this.#used;
  }

  /** A new run on the same client (the next PR of a sweep): the cap counts from here. */
  startRun(): void {
    this.#before = this.#used;
  }

  /** Every request the client sends, the run's own and the model's. */
  count(): void {
    this.#used++;
  }

  /** Before the `requests` a tool's read makes: refused once they would eat into the reserve. */
  claim(requests = 1): void {
    const used = this.#used - this.#before;
    if (used + requests + RESERVED_REQUESTS <= this.limit) return;
    throw new ToolError(
      `this run has made ${used} GitHub requests and its cap is ${this.limit} (max-github-requests), the last ${RESERVED_REQUESTS} kept for posting the answer: no more GitHub reads in this run; answer with what you have`,
    );
  }
}

const budgets = new WeakMap<Octokit, RequestBudget>();

/** Counts every request `octokit` sends against `budget`. */
export function countRequests(octokit: Octokit, budget: RequestBudget): void {
  budgets.set(octokit, budget);
  octokit.hook.before("request", () => budget.count());
}

/** Each review of a sweep is a run of its own for `max-github-requests`: what was spent before it is not its. */
export function startRun(octokit: Octokit): void {
  budgets.get(octokit)?.startRun();
}

/** The reader the model's GitHub tools use: each of its requests claims from the client's budget first. */
export function budgetedReader(reader: GitHubReader, octokit: Octokit): GitHubReader {
  const budget = budgets.get(octokit);
  if (!budget) return reader;
  return {
    issue: async (number, signal) => {
      budget.claim();
      return reader.issue(number, signal);
    },
    async *commentPages(number, signal, shown) {
      const pages = reader.commentPages(number, signal, shown)[Symbol.asyncIterator]();
      for (;;) {
        // A page is two requests: the comments, and whether any is hidden (GraphQL).
        budget.claim(2);
        const next = await pages.next();
        if (next.done) return;
        yield next.value;
      }
    },
    pullCommits: async (number, signal) => {
      budget.claim();
      return reader.pullCommits(number, signal);
    },
    diff: async (commits, signal) => {
      budget.claim();
      return reader.diff(commits, signal);
    },
  };
}
