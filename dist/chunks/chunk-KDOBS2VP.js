#!/usr/bin/env node
import { createRequire as __batonCreateRequire, isBuiltin as __batonIsBuiltin } from 'node:module';
const __batonRequire = __batonCreateRequire(import.meta.url);
const __batonMissing = (id) => Object.assign(new Error("Cannot find module '" + id + "'"), { code: 'MODULE_NOT_FOUND' });
const require = Object.assign((id) => { if (__batonIsBuiltin(id)) return __batonRequire(id); throw __batonMissing(id); },
  { resolve: (id) => { if (__batonIsBuiltin(id)) return id; throw __batonMissing(id); } });

// src/engine/tools/review-drafts.ts
var ReviewComments = class {
  /**
   * @param max line comments the review may carry; later ones go to the body
   * @param openThreads labels of the review's own earlier threads still open, which it may resolve
   */
  constructor(max, openThreads = []) {
    this.max = max;
    this.openThreads = openThreads;
  }
  max;
  openThreads;
  drafts = [];
  /** Labels (T1, T2, …) of the run's own open threads the model found fixed. */
  resolved = /* @__PURE__ */ new Set();
};

export {
  ReviewComments
};
