import type { Nodes, Root } from "mdast";
import { fromMarkdown } from "mdast-util-from-markdown";
import { gfmFromMarkdown } from "mdast-util-gfm";
import { micromark } from "micromark";
import { gfm, gfmHtml } from "micromark-extension-gfm";

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

/**
 * The HTML elements open where `needle` stands once GitHub renders `md`
 * (micromark with GFM and raw HTML, as GitHub's page has it), innermost last.
 * Tags inside HTML comments and code are not elements.
 */
export function elementsAround(md: string, needle: string): string[] {
  const html = micromark(md, { allowDangerousHtml: true, extensions: [gfm()], htmlExtensions: [gfmHtml()] });
  const at = html.indexOf(needle);
  if (at < 0) throw new Error(`${needle} is not on the page:\n${html}`);
  const open: string[] = [];
  for (const [, slash, name] of html
    .slice(0, at)
    .replace(/<!--[\s\S]*?-->/g, "")
    .matchAll(/<(\/?)(details|b|div|table|blockquote)\b[^>]*>/gi)) {
    const tag = name!.toLowerCase();
    if (!slash) open.push(tag);
    else if (open.lastIndexOf(tag) >= 0) open.length = open.lastIndexOf(tag);
  }
  return open;
}

/** The text of a node, its children's joined. */
const textOf = (node: Nodes): string =>
  "value" in node && typeof node.value === "string"
    ? node.value
    : "children" in node
      ? node.children.map((c) => textOf(c as Nodes)).join("")
      : "";

/** The anchors GitHub makes for the headings of `md`: lower case, punctuation dropped, spaces as hyphens. */
export function headingAnchors(md: string): Set<string> {
  const anchors = new Set<string>();
  walkMarkdown(parseMarkdown(md), (n) => {
    if (n.type === "heading")
      anchors.add(
        textOf(n)
          .trim()
          .toLowerCase()
          .replace(/[^\p{L}\p{N}\s_-]/gu, "")
          .replace(/\s/g, "-"),
      );
  });
  return anchors;
}
