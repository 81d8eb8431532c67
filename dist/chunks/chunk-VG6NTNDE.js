#!/usr/bin/env node
import { createRequire as __batonCreateRequire, isBuiltin as __batonIsBuiltin } from 'node:module';
const __batonRequire = __batonCreateRequire(import.meta.url);
const __batonMissing = (id) => Object.assign(new Error("Cannot find module '" + id + "'"), { code: 'MODULE_NOT_FOUND' });
const require = Object.assign((id) => { if (__batonIsBuiltin(id)) return __batonRequire(id); throw __batonMissing(id); },
  { resolve: (id) => { if (__batonIsBuiltin(id)) return id; throw __batonMissing(id); } });

// src/engine/util/markdown-blocks.ts
var FENCE = /^ {0,3}(`{3,}(?=[^`]*$)|~{3,})/;
var HTML_BLOCK = /^ {0,3}<\/?(?:address|article|aside|base|basefont|blockquote|body|caption|center|col|colgroup|dd|details|dialog|dir|div|dl|dt|fieldset|figcaption|figure|footer|form|frame|frameset|h[1-6]|head|header|hr|html|iframe|legend|li|link|main|menu|menuitem|nav|noframes|ol|optgroup|option|p|param|search|section|summary|table|tbody|td|tfoot|th|thead|title|tr|track|ul)(?:[ \t>]|\/>|$)/i;
var LIST_ITEM = /^( {0,3}(?:[-*+]|\d{1,9}[.)]))(?:([ \t]+)|$)/;
var LONE_TAG = /^ {0,3}(?:<[A-Za-z][A-Za-z0-9-]*(?:[ \t][^<>]*)?\/?>|<\/[A-Za-z][A-Za-z0-9-]*[ \t]*>)[ \t]*$/;
var CLOSING_FENCE = /^ {0,3}(`{3,}|~{3,})[ \t]*$/;
function markdownBlocks(lines) {
  const prose = [];
  const htmlLines = [];
  const inComment = [];
  let fence;
  let comment = false;
  let html = false;
  let itemColumn = 0;
  let htmlInItem = false;
  let afterBlank = true;
  for (const line of lines) {
    prose.push(fence === void 0 && !comment);
    htmlLines.push(false);
    inComment.push(comment);
    if (fence !== void 0) {
      const close = CLOSING_FENCE.exec(line)?.[1];
      if (close && close[0] === fence[0] && close.length >= fence.length) fence = void 0;
      continue;
    }
    const blank = line.trim() === "";
    const indent = line.length - line.trimStart().length;
    const item = LIST_ITEM.exec(line);
    if (!blank && !item && afterBlank && indent < itemColumn) itemColumn = 0;
    if (html && (blank || htmlInItem && (item !== null || indent < itemColumn))) html = false;
    if (item) itemColumn = item[1].length + (item[2]?.length ?? 1);
    if (!comment && !html) {
      html = HTML_BLOCK.test(line) || afterBlank && LONE_TAG.test(line);
      htmlInItem = itemColumn > 0 && indent >= itemColumn;
    }
    afterBlank = blank;
    htmlLines[htmlLines.length - 1] = html;
    if (!comment && !html) fence = FENCE.exec(line)?.[1];
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
  return { prose, html: htmlLines, inComment, open: { ...fence === void 0 ? {} : { fence }, comment } };
}

export {
  markdownBlocks
};
