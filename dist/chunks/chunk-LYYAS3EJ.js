#!/usr/bin/env node
import { createRequire as __batonCreateRequire, isBuiltin as __batonIsBuiltin } from 'node:module';
const __batonRequire = __batonCreateRequire(import.meta.url);
const __batonMissing = (id) => Object.assign(new Error("Cannot find module '" + id + "'"), { code: 'MODULE_NOT_FOUND' });
const require = Object.assign((id) => { if (__batonIsBuiltin(id)) return __batonRequire(id); throw __batonMissing(id); },
  { resolve: (id) => { if (__batonIsBuiltin(id)) return id; throw __batonMissing(id); } });
import {
  Feedback
} from "./chunk-K3EZRPGF.js";

// src/action/jobs/comment-feedback.ts
function commentFeedback(step, route) {
  return new Feedback({
    octokit: step.octokit,
    owner: step.runner.owner,
    repo: step.runner.repo,
    issueNumber: route.issue.number,
    commentId: route.comment.id,
    reviewThread: route.reviewComment !== void 0,
    redactor: step.redactor,
    logger: step.logger
  });
}

export {
  commentFeedback
};
