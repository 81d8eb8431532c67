/**
 * Where each line of Markdown stands: in prose, or inside a fenced code block
 * or an HTML comment, by CommonMark's rules as far as Baton needs them (what
 * Baton writes after someone's text must not land inside either, and a line
 * a reader sees as code or not at all must not be read as prose).
 */
export interface MarkdownBlocks {
  /** For each line: whether it starts in prose (not inside, nor opening, a code block; not inside a comment). */
  prose: boolean[];
  /** For each line: whether it is part of an HTML block (raw HTML, where backticks are no code). */
  html: boolean[];
  /** For each line: whether it starts inside an HTML comment (what follows its `-->` is prose). */
  inComment: boolean[];
  /** What the text leaves open at its end. */
  open: { fence?: string; comment: boolean };
}

/** A backtick fence's info string holds no backtick (CommonMark): "```a`" is a code span's start. */
const FENCE = /^ {0,3}(`{3,}(?=[^`]*$)|~{3,})/;
/**
 * A line that starts an HTML block that runs to the next blank line
 * (CommonMark's kinds 6 and 7): a fence inside one is raw HTML, not code.
 */
const HTML_BLOCK =
  /^ {0,3}<\/?(?:address|article|aside|base|basefont|blockquote|body|caption|center|col|colgroup|dd|details|dialog|dir|div|dl|dt|fieldset|figcaption|figure|footer|form|frame|frameset|h[1-6]|head|header|hr|html|iframe|legend|li|link|main|menu|menuitem|nav|noframes|ol|optgroup|option|p|param|search|section|summary|table|tbody|td|tfoot|th|thead|title|tr|track|ul)(?:[ \t>]|\/>|$)/i;
/** A line that starts a list item, which ends an HTML block begun inside the item before it. */
const LIST_ITEM = /^( {0,3}(?:[-*+]|\d{1,9}[.)]))(?:([ \t]+)|$)/;
/** Kind 7: one whole open or closing tag alone on its line, not interrupting a paragraph. */
const LONE_TAG =
  /^ {0,3}(?:<[A-Za-z][A-Za-z0-9-]*(?:[ \t][^<>]*)?\/?>|<\/[A-Za-z][A-Za-z0-9-]*[ \t]*>)[ \t]*$/;
/** A closing fence carries no info string (CommonMark): "```ts" inside a block is code, not its end. */
const CLOSING_FENCE = /^ {0,3}(`{3,}|~{3,})[ \t]*$/;

export function markdownBlocks(lines: readonly string[]): MarkdownBlocks {
  const prose: boolean[] = [];
  const htmlLines: boolean[] = [];
  const inComment: boolean[] = [];
  let fence: string | undefined;
  let comment = false;
  let html = false;
  /** Where the list item last opened takes its content (0: outside a list). */
  let itemColumn = 0;
  /** Set when the HTML block began inside a list item: that item's end ends it too. */
  let htmlInItem = false;
  let afterBlank = true;
  for (const line of lines) {
    prose.push(fence === undefined && !comment);
    htmlLines.push(false);
    inComment.push(comment);
    if (fence !== undefined) {
      const close = CLOSING_FENCE.exec(line)?.[1];
      if (close && close[0] === fence[0] && close.length >= fence.length) fence = undefined;
      continue;
    }
    const blank = line.trim() === "";
    const indent = line.length - line.trimStart().length;
    const item = LIST_ITEM.exec(line);
    // A line outside the item's column after a blank line leaves the list.
    if (!blank && !item && afterBlank && indent < itemColumn) itemColumn = 0;
    // A blank line ends the block; so does the end of the list item it began in.
    if (html && (blank || (htmlInItem && (item !== null || indent < itemColumn)))) html = false;
    if (item) itemColumn = item[1]!.length + (item[2]?.length ?? 1);
    if (!comment && !html) {
      html = HTML_BLOCK.test(line) || (afterBlank && LONE_TAG.test(line));
      htmlInItem = itemColumn > 0 && indent >= itemColumn;
    }
    afterBlank = blank;
    htmlLines[htmlLines.length - 1] = html;
    if (!comment && !html) fence = FENCE.exec(line)?.[1];
    if (fence !== undefined) {
      prose[prose.length - 1] = false;
      continue;
    }
    // Outside code, `<!--` hides everything up to the next `-->`, across lines.
    let at = 0;
    for (;;) {
      const next = line.indexOf(comment ? "-->" : "<!--", at);
      if (next === -1) break;
      at = next + (comment ? 3 : 4);
      comment = !comment;
    }
  }
  return { prose, html: htmlLines, inComment, open: { ...(fence === undefined ? {} : { fence }), comment } };
}
