/**
 * Where each line of Markdown stands: in prose, or inside a fenced code block
 * or an HTML comment, by CommonMark's rules as far as Baton needs them (what
 * Baton writes after someone's text must not land inside either, and a line
 * a reader sees as code or not at all must not be read as prose).
 */
export interface MarkdownBlocks {
  /** For each line: whether it starts in prose (not inside, nor opening, a code block; not inside a comment). */
  prose: boolean[];
  /** What the text leaves open at its end. */
  open: { fence?: string; comment: boolean };
}

const FENCE = /^ {0,3}(`{3,}|~{3,})/;
/** A closing fence carries no info string (CommonMark): "```ts" inside a block is code, not its end. */
const CLOSING_FENCE = /^ {0,3}(`{3,}|~{3,})[ \t]*$/;

export function markdownBlocks(lines: readonly string[]): MarkdownBlocks {
  const prose: boolean[] = [];
  let fence: string | undefined;
  let comment = false;
  for (const line of lines) {
    prose.push(fence === undefined && !comment);
    if (fence !== undefined) {
      const close = CLOSING_FENCE.exec(line)?.[1];
      if (close && close[0] === fence[0] && close.length >= fence.length) fence = undefined;
      continue;
    }
    if (!comment) fence = FENCE.exec(line)?.[1];
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
  return { prose, open: { ...(fence === undefined ? {} : { fence }), comment } };
}
