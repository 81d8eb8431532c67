import type { Nodes, Root } from "mdast";
import { fromMarkdown } from "mdast-util-from-markdown";
import { gfmFromMarkdown } from "mdast-util-gfm";
import { gfm } from "micromark-extension-gfm";

/** Markdown as GitHub reads it (GFM). */
export const parseMarkdown = (md: string): Root =>
  fromMarkdown(md, { extensions: [gfm()], mdastExtensions: [gfmFromMarkdown()] });

export function walkMarkdown(node: Nodes, visit: (n: Nodes) => void): void {
  visit(node);
  if ("children" in node) for (const child of node.children) walkMarkdown(child as Nodes, visit);
}

/**
 * Whether `needle` ends up inside a code block or span, or inside raw HTML
 * with other text (hidden, or shown as code): what text Baton puts after the
 * model's must never be. A marker comment standing alone as HTML is fine.
 */
export function swallowed(md: string, needle: string): boolean {
  let found = false;
  walkMarkdown(parseMarkdown(md), (n) => {
    if ((n.type === "code" || n.type === "inlineCode" || n.type === "html") && n.value.includes(needle))
      found ||= n.value.trim() !== needle;
  });
  return found;
}
