#!/usr/bin/env node
import { createRequire as __batonCreateRequire, isBuiltin as __batonIsBuiltin } from 'node:module';
const __batonRequire = __batonCreateRequire(import.meta.url);
const __batonMissing = (id) => Object.assign(new Error("Cannot find module '" + id + "'"), { code: 'MODULE_NOT_FOUND' });
const require = Object.assign((id) => { if (__batonIsBuiltin(id)) return __batonRequire(id); throw __batonMissing(id); },
  { resolve: (id) => { if (__batonIsBuiltin(id)) return id; throw __batonMissing(id); } });
import {
  ToolError
} from "./chunk-JKP3GOEL.js";

// src/adapters/github/request-budget.ts
var RESERVED_REQUESTS = 50;
var RequestBudget = class {
  constructor(limit) {
    this.limit = limit;
  }
  limit;
  #used = 0;
  /** Requests counted before the current run began: a sweep's reviews are each a run of their own. */
  #before = 0;
  get used() {
    return this.#used;
  }
  /** A new run on the same client (the next PR of a sweep): the cap counts from here. */
  startRun() {
    this.#before = this.#used;
  }
  /** Every request the client sends, the run's own and the model's. */
  count() {
    this.#used++;
  }
  /** Before the `requests` a tool's read makes: refused once they would eat into the reserve. */
  claim(requests = 1) {
    const used = this.#used - this.#before;
    if (used + requests + RESERVED_REQUESTS <= this.limit) return;
    throw new ToolError(
      `this run has made ${used} GitHub requests and its cap is ${this.limit} (max-github-requests), the last ${RESERVED_REQUESTS} kept for posting the answer: no more GitHub reads in this run; answer with what you have`
    );
  }
};
var budgets = /* @__PURE__ */ new WeakMap();
function countRequests(octokit, budget) {
  budgets.set(octokit, budget);
  octokit.hook.before("request", () => budget.count());
}
function startRun(octokit) {
  budgets.get(octokit)?.startRun();
}
function budgetedReader(reader, octokit) {
  const budget = budgets.get(octokit);
  if (!budget) return reader;
  return {
    issue: async (number, signal) => {
      budget.claim();
      return reader.issue(number, signal);
    },
    async *commentPages(number, signal, shown) {
      const pages = reader.commentPages(number, signal, shown)[Symbol.asyncIterator]();
      for (; ; ) {
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
    }
  };
}

export {
  RequestBudget,
  countRequests,
  startRun,
  budgetedReader
};
