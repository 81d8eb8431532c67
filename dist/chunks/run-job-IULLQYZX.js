#!/usr/bin/env node
import { createRequire as __batonCreateRequire, isBuiltin as __batonIsBuiltin } from 'node:module';
const __batonRequire = __batonCreateRequire(import.meta.url);
const __batonMissing = (id) => Object.assign(new Error("Cannot find module '" + id + "'"), { code: 'MODULE_NOT_FOUND' });
const require = Object.assign((id) => { if (__batonIsBuiltin(id)) return __batonRequire(id); throw __batonMissing(id); },
  { resolve: (id) => { if (__batonIsBuiltin(id)) return id; throw __batonMissing(id); } });
import {
  whenRequestsSent
} from "./chunk-H3ANK46K.js";
import "./chunk-I5QNXST4.js";

// src/action/jobs/run-job.ts
async function runJob(start) {
  const { setup, runner, octokit, redactor, report, route, subject, job, exchange, base, store } = start;
  const { logger } = setup;
  const { inputs } = base;
  const pinned = /* @__PURE__ */ new Map();
  const { triggerCommentId } = subject;
  const notAfter = subject.notAfter ?? start.startedAt.toISOString();
  const engine = whenRequestsSent(
    octokit,
    async () => (await import("./job-engine-U5F3TKV5.js")).jobEngine({
      setup,
      runner,
      octokit,
      base,
      pinned,
      notAfter,
      triggerCommentId
    })
  );
  const step = {
    inputs,
    runner,
    octokit,
    engine: engine.get,
    store,
    redactor,
    logger,
    saved: store.saved,
    report,
    pinned,
    instructions: base.instructions,
    exchange,
    cancel: start.cancel,
    notAfter
  };
  try {
    await job.run(step, route);
  } finally {
    engine.dispose();
  }
}
export {
  runJob
};
