#!/usr/bin/env node
import { createRequire as __batonCreateRequire, isBuiltin as __batonIsBuiltin } from 'node:module';
const __batonRequire = __batonCreateRequire(import.meta.url);
const __batonMissing = (id) => Object.assign(new Error("Cannot find module '" + id + "'"), { code: 'MODULE_NOT_FOUND' });
const require = Object.assign((id) => { if (__batonIsBuiltin(id)) return __batonRequire(id); throw __batonMissing(id); },
  { resolve: (id) => { if (__batonIsBuiltin(id)) return id; throw __batonMissing(id); } });

// src/engine/util/markdown-blocks.ts
var FENCE = /^ {0,3}(`{3,}|~{3,})/;
var CLOSING_FENCE = /^ {0,3}(`{3,}|~{3,})[ \t]*$/;
function markdownBlocks(lines) {
  const prose = [];
  let fence;
  let comment = false;
  for (const line of lines) {
    prose.push(fence === void 0 && !comment);
    if (fence !== void 0) {
      const close = CLOSING_FENCE.exec(line)?.[1];
      if (close && close[0] === fence[0] && close.length >= fence.length) fence = void 0;
      continue;
    }
    if (!comment) fence = FENCE.exec(line)?.[1];
    if (fence !== void 0) {
      prose[prose.length - 1] = false;
      continue;
    }
    let at = 0;
    for (; ; ) {
      const next = line.indexOf(comment ? "-->" : "<!--", at);
      if (next === -1) break;
      at = next + (comment ? 3 : 4);
      comment = !comment;
    }
  }
  return { prose, open: { ...fence === void 0 ? {} : { fence }, comment } };
}

export {
  markdownBlocks
};
