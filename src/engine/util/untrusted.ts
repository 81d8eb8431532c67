/**
 * Text written by people outside the run (issue and PR bodies, comments) is
 * cleaned before the model sees it (docs/design.md#untrusted-input): the model reads no more than a reader of
 * the rendered page saw. Link destinations, image sources and alt text, link
 * titles, reference definitions, HTML tags with their attributes, HTML
 * comments, and invisible and control characters can all carry instructions a
 * human reader never sees.
 *
 * Markdown is read by a real CommonMark + GFM parser (micromark, through
 * mdast-util-from-markdown) and rendered back to the text a reader sees, with
 * code kept as code. Names, titles and command lines are not Markdown on
 * GitHub: `cleanPlainText` takes only the characters out of those.
 */
import { decodeHTML } from "entities";
import type { Nodes } from "mdast";
import { fromMarkdown } from "mdast-util-from-markdown";
import { gfmFromMarkdown } from "mdast-util-gfm";
import { gfm } from "micromark-extension-gfm";

/**
 * Invisible characters, as Unicode names them: every default-ignorable code
 * point (soft hyphen, zero-width space/non-joiner/joiner, bidi marks,
 * embeddings, overrides and isolates, word joiner and invisible operators,
 * BOM, Hangul fillers, Mongolian free variation selectors, combining grapheme
 * joiner, tag characters, variation selectors) and every control character
 * (C0 but tab, LF and CR; DEL; C1), with the Mongolian vowel separator and the
 * interlinear annotation marks besides. Variation selectors go too (one after
 * each visible character carries a hidden byte), but for the text and emoji
 * presentation selectors U+FE0E and U+FE0F, which change how an emoji is
 * drawn. Taken from Unicode's properties, not a list: none is left out.
 */
const INVISIBLE_CLASS =
  "[[\\p{Default_Ignorable_Code_Point}\\p{Cc}\\u180E\\uFFF9-\\uFFFB]--[\\t\\n\\r\\uFE0E\\uFE0F]]";
const INVISIBLE = new RegExp(INVISIBLE_CLASS, "gv");
const IS_INVISIBLE = new RegExp(`^${INVISIBLE_CLASS}$`, "v");

/**
 * The most of one text that is parsed, in characters and in brackets.
 * micromark is not linear on every input: runs of `](`, nested `[`/`![` and
 * `[x](<` grow quadratically or worse (measured: 32 K characters of nested
 * `![` take over ten seconds), and the work follows the number of brackets.
 * So a text is cut before either bound, at a blank line (no link or
 * definition spans one, so none is cut open), and the model is told so.
 * GitHub's own limit on a body is 65,536 characters; the tools clip bodies to
 * far less before the model reads them; real text rarely holds a thousand
 * brackets.
 */
export const MAX_MARKDOWN_CHARS = 32_768;
export const MAX_MARKDOWN_BRACKETS = 1_024;
/**
 * Quotes and lists nested on one line (`> > > …`, `1. 1. 1. …`) cost
 * micromark more than linear time too (32 K characters of `1. ` take over a
 * minute): parsing stops before a line that opens more than this many.
 */
export const MAX_MARKDOWN_NESTING = 32;
/**
 * Each setext heading's underline (`===` or `---` under a line of text)
 * costs micromark time in proportion to everything parsed before it (32 K
 * characters of `a\n=\n` take over a minute): parsing stops before the line
 * past this many such lines.
 */
export const MAX_MARKDOWN_UNDERLINES = 64;
const UNDERLINE = /^ {0,3}(?:=+|-+)[ \t]*$/gm;

/**
 * Emphasis and strikethrough hide nothing (their text shows), and micromark's
 * resolution of long runs of `*`, `_` and `~` is quadratic: they are not
 * parsed, so their markers stay in the text as written.
 */
const PARSE_OPTIONS = {
  extensions: [gfm(), { disable: { null: ["attention", "strikethrough"] } }],
  mdastExtensions: [gfmFromMarkdown()],
};

/**
 * What the model may read of untrusted Markdown: the text a reader of the
 * rendered page sees, as plain-ish Markdown (headings, lists, quotes and
 * tables keep their markers; code blocks and inline code stay code). A link
 * shows its text; its destination only where the page shows it (an autolink
 * or a bare URL). Images, reference definitions, HTML tags, HTML comments and
 * invisible characters go.
 */
export function stripUntrusted(text: string): string {
  const normalized = text.toWellFormed().replace(INVISIBLE, "").replace(/\r\n?/g, "\n");
  const { head, omitted } = cutAtBlankLine(normalized, parseLimit(normalized));
  let rendered: string;
  try {
    const tree = fromMarkdown(head, PARSE_OPTIONS);
    rendered = removeHidden(renderBlocks(tree.children, { notes: new Footnotes(), html: new HtmlStream() }));
  } catch (error) {
    // Thousands of nested quotes or lists overflow the parser's (and this renderer's) stack.
    if (!(error instanceof RangeError)) throw error;
    return "[text not shown: its Markdown nests too deeply to read]";
  }
  const note = omitted > 0 ? `\n\n[${omitted} more characters not shown: the text is too long to read]` : "";
  // Decoded entities can spell invisible characters, and a comment written as text (`&lt;!--`)
  // would hide what follows once the model quotes it: the same character pass as plain text,
  // but for code, which shows such a comment as the page does.
  return cleanPlainText(rendered, true) + note;
}

/**
 * Untrusted text that is not Markdown (a title, a label, a file name, a
 * command line): invisible and control characters removed, CRLF turned into
 * LF, and HTML comments removed — an unterminated `<!--` hides everything
 * after it, and a comment that only forms once another is gone
 * (`<!<!-- -->--`) goes too. Lone surrogates become U+FFFD. One pass, linear.
 * `codeMarked`: the text is stripUntrusted's rendering, whose code stands
 * between CODE_START and CODE_END (never in the input: INVISIBLE removed
 * them); code neither opens nor closes a comment, and goes inside one.
 */
export function cleanPlainText(text: string, codeMarked = false): string {
  const out: string[] = [];
  let inComment = false;
  let inCode = false;
  // Where the text outside code began last: an opener is four characters of one such run.
  let runStart = 0;
  let tail = "";
  for (const ch of text.toWellFormed()) {
    if (codeMarked && (ch === CODE_START || ch === CODE_END)) {
      inCode = ch === CODE_START;
      runStart = out.length;
      tail = "";
      continue;
    }
    if (IS_INVISIBLE.test(ch)) continue;
    if (inComment) {
      if (inCode) continue;
      tail = (tail + ch).slice(-3);
      if (tail === "-->") inComment = false;
      continue;
    }
    if (ch === "\n") while (out.at(-1) === "\r") out.pop();
    out.push(ch);
    if (inCode) continue;
    if (
      ch === "-" &&
      out.length - runStart >= 4 &&
      out.at(-2) === "-" &&
      out.at(-3) === "!" &&
      out.at(-4) === "<"
    ) {
      out.length -= 4;
      inComment = true;
      tail = "";
    }
  }
  return out.join("");
}

/**
 * A one-line field (a title, a label, a file name; git allows a newline in a name) as plain
 * text whose line breaks are shown, not obeyed: `\n` spelled out, so it cannot add lines of its
 * own where a recipe writes it.
 */
export function cleanLine(text: string): string {
  return cleanPlainText(text).replace(/[\n\u2028\u2029]/g, "\\n");
}

/**
 * Where parsing must stop: see MAX_MARKDOWN_CHARS, MAX_MARKDOWN_BRACKETS,
 * MAX_MARKDOWN_NESTING and MAX_MARKDOWN_UNDERLINES.
 */
function parseLimit(text: string): number {
  let brackets = 0;
  let end = Math.min(text.length, MAX_MARKDOWN_CHARS);
  let underlines = 0;
  for (const m of text.slice(0, end).matchAll(UNDERLINE))
    if (++underlines > MAX_MARKDOWN_UNDERLINES) {
      end = m.index;
      break;
    }
  let lineStart = 0;
  // Container markers opened so far at the start of this line; -1 once past them.
  let opened = 0;
  for (let i = 0; i < end; i++) {
    const c = text[i]!;
    if (c === "\n") {
      lineStart = i + 1;
      opened = 0;
      continue;
    }
    if ((c === "[" || c === "]") && ++brackets > MAX_MARKDOWN_BRACKETS) return i;
    if (opened < 0) continue;
    if (c === ">" || ((c === "-" || c === "*" || c === "+") && /[ \t]/.test(text[i + 1] ?? ""))) opened++;
    else if ((c === "." || c === ")") && /[0-9]/.test(text[i - 1] ?? "")) opened++;
    else if (!/[ \t0-9]/.test(c)) opened = -1;
    if (opened > MAX_MARKDOWN_NESTING) return lineStart;
  }
  return end;
}

/** The text up to `max` characters, ended at its last blank line; how many characters were left off. */
function cutAtBlankLine(text: string, max: number): { head: string; omitted: number } {
  if (text.length <= max) return { head: text, omitted: 0 };
  const blank = text.lastIndexOf("\n\n", max);
  const head = blank === -1 ? "" : text.slice(0, blank);
  return { head, omitted: text.length - head.length };
}

/** Footnotes show as numbers in order of first use, not by the label their author wrote. */
class Footnotes {
  private readonly numbers = new Map<string, number>();
  number(identifier: string): number {
    let n = this.numbers.get(identifier);
    if (n === undefined) {
      n = this.numbers.size + 1;
      this.numbers.set(identifier, n);
    }
    return n;
  }
}

/** What rendering one document keeps track of: footnote numbers, and its raw HTML as one stream. */
interface RenderContext {
  notes: Footnotes;
  html: HtmlStream;
}

function renderBlocks(nodes: readonly Nodes[], ctx: RenderContext): string {
  return nodes
    .map((node) => renderBlock(node, ctx))
    .filter((block) => block !== "")
    .join("\n\n");
}

function renderBlock(node: Nodes, ctx: RenderContext): string {
  switch (node.type) {
    case "heading":
      return `${"#".repeat(node.depth)} ${renderInline(node.children, ctx)}`;
    case "paragraph":
      return renderInline(node.children, ctx);
    case "thematicBreak":
      return "---";
    case "blockquote":
      return prefixLines(renderBlocks(node.children, ctx), "> ");
    case "list":
      return node.children
        .map((item, i) => {
          const marker = node.ordered ? `${(node.start ?? 1) + i}. ` : "- ";
          const task = item.checked === true ? "[x] " : item.checked === false ? "[ ] " : "";
          const body = renderBlocks(item.children, ctx);
          return marker + task + body.replaceAll("\n", `\n${" ".repeat(marker.length)}`);
        })
        .join("\n");
    case "code": {
      // The info string (language, meta) is not shown on the page. A Mermaid block is drawn as its
      // diagram, where its comments show nowhere.
      const value = node.lang?.toLowerCase() === "mermaid" ? drawnMermaid(node.value) : node.value;
      return `${fenceFor(value, "```")}\n${CODE_START}${value}${CODE_END}\n${fenceFor(value, "```")}`;
    }
    case "html":
      return ctx.html.text(node.value);
    case "table":
      return node.children
        .map((row) => `| ${row.children.map((cell) => renderInline(cell.children, ctx)).join(" | ")} |`)
        .join("\n");
    case "footnoteDefinition":
      return `[^${ctx.notes.number(node.identifier)}]: ${renderBlocks(node.children, ctx)}`;
    case "definition":
      return "";
    default:
      return renderInline([node], ctx);
  }
}

function renderInline(nodes: readonly Nodes[], ctx: RenderContext): string {
  let out = "";
  for (const node of nodes) {
    switch (node.type) {
      case "text":
        out += node.value;
        break;
      case "inlineCode": {
        const fence = fenceFor(node.value, "`");
        out += `${fence}${CODE_START}${node.value}${CODE_END}${fence}`;
        break;
      }
      case "break":
        out += "\n";
        break;
      case "html":
        out += ctx.html.text(node.value);
        break;
      case "image":
      case "imageReference":
        // Neither the source nor the alt text shows on the page.
        break;
      case "footnoteReference":
        out += `[^${ctx.notes.number(node.identifier)}]`;
        break;
      default:
        // Links (their text; an autolink's text is its URL), emphasis and the like: what they enclose.
        if ("children" in node) out += renderInline(node.children as Nodes[], ctx);
        else if ("value" in node) out += node.value;
    }
  }
  return out;
}

/** A run of `mark` longer than any run of it in `value`, so the value cannot close it. */
function fenceFor(value: string, mark: "`" | "```"): string {
  let longest = 0;
  let run = 0;
  for (const ch of value) {
    run = ch === "`" ? run + 1 : 0;
    if (run > longest) longest = run;
  }
  return "`".repeat(Math.max(mark.length, longest + 1));
}

function prefixLines(text: string, prefix: string): string {
  return text
    .split("\n")
    .map((line) => (line === "" ? prefix.trimEnd() : prefix + line))
    .join("\n");
}

/** GFM's tagfilter: these tags are escaped, so the page shows them, and what they enclose, as text. */
const FILTERED_TAGS = new Set([
  "title",
  "textarea",
  "style",
  "xmp",
  "iframe",
  "noembed",
  "noframes",
  "script",
  "plaintext",
]);
/** Elements whose content a browser never shows. */
const HIDDEN_CONTENT = new Set(["template"]);

/**
 * Stand where a construct left open in raw HTML hides what follows, and
 * where it ends: never in the text itself (INVISIBLE removes both).
 */
const HIDE_START = "\u0001";
const HIDE_END = "\u0002";
/** Stand around code in a rendering, for the last pass (cleanPlainText): never in the text either. */
const CODE_START = "\u0003";
const CODE_END = "\u0004";

type OpenConstruct =
  | { kind: "comment"; fresh: boolean }
  | { kind: "markup" }
  | { kind: "tag"; quote: string; afterEquals: boolean }
  | { kind: "hidden"; name: string };

/**
 * The raw HTML of one document as a browser's tokenizer reads it: the HTML
 * blocks and inline HTML in order, one stream, for the page puts them out
 * as written while Markdown's own text goes out escaped (its `-->`, `"` and
 * `>` close nothing). Tags (with every attribute: `src`, `alt`, `title`,
 * `data-*` …), comments, declarations and processing instructions go,
 * entities are decoded, and a template's content goes. A comment, tag or
 * quoted value left open hides what follows, across blocks, until raw HTML
 * closes it. One pass, linear.
 */
class HtmlStream {
  private open: OpenConstruct | undefined;

  /** What a reader sees of `raw`, with HIDE_START and HIDE_END where hiding starts and ends. */
  text(raw: string): string {
    let out = "";
    let i = 0;
    if (this.open) {
      const end = this.close(raw, 0);
      if (end === -1) return "";
      out += HIDE_END;
      i = end;
    }
    const lower = raw.toLowerCase();
    while (i < raw.length) {
      const lt = raw.indexOf("<", i);
      if (lt === -1) {
        out += decodeHTML(raw.slice(i));
        break;
      }
      out += decodeHTML(raw.slice(i, lt));
      const next = raw[lt + 1] ?? "";
      const closing = next === "/";
      const name = /^[a-z][a-z0-9-]*/.exec(lower.slice(lt + (closing ? 2 : 1), lt + 34))?.[0] ?? "";
      let end: number;
      if (FILTERED_TAGS.has(name)) {
        out += "<";
        i = lt + 1;
        continue;
      }
      if (raw.startsWith("<!--", lt)) {
        this.open = { kind: "comment", fresh: true };
        end = this.close(raw, lt + 4);
      } else if (next === "!" || next === "?" || (next === "/" && /[A-Za-z]/.test(raw[lt + 2] ?? ""))) {
        this.open = { kind: "markup" };
        end = this.close(raw, lt + 1);
      } else if (name && !closing) {
        this.open = { kind: "tag", quote: "", afterEquals: false };
        end = this.close(raw, lt + 1);
        if (end !== -1 && HIDDEN_CONTENT.has(name)) {
          this.open = { kind: "hidden", name };
          end = this.close(raw, end);
        }
      } else {
        out += "<";
        i = lt + 1;
        continue;
      }
      if (end === -1) return out + HIDE_START;
      i = end;
    }
    return out;
  }

  /** Just past where the open construct ends in `raw` (from `from`), and it is closed; -1 while it stays open. */
  private close(raw: string, from: number): number {
    const open = this.open!;
    let end = -1;
    switch (open.kind) {
      case "comment":
        end = commentEnd(raw, from, open.fresh);
        open.fresh = false;
        break;
      case "markup": {
        const gt = raw.indexOf(">", from);
        end = gt === -1 ? -1 : gt + 1;
        break;
      }
      case "tag":
        // A quote opens a value only right after `=`, as in a browser's tokenizer.
        for (let j = from; j < raw.length && end === -1; j++) {
          const c = raw[j]!;
          if (open.quote) {
            if (c === open.quote) open.quote = "";
            continue;
          }
          if ((c === '"' || c === "'") && open.afterEquals) open.quote = c;
          else if (c === ">") end = j + 1;
          if (!/\s/.test(c)) open.afterEquals = c === "=";
        }
        break;
      case "hidden": {
        const closing = raw.toLowerCase().indexOf(`</${open.name}`, from);
        if (closing === -1) break;
        // Its end tag begun: what is left open is that tag.
        this.open = { kind: "markup" };
        return this.close(raw, closing);
      }
    }
    if (end !== -1) this.open = undefined;
    return end;
  }
}

/**
 * Just past the end of a comment whose text starts at `from`; -1 when it
 * does not end in `raw`. As in HTML: `-->` or `--!>` ends it, and right
 * after `<!--`, so do `>` and `->` (`<!-->` is an empty comment).
 */
function commentEnd(raw: string, from: number, fresh: boolean): number {
  if (fresh && raw[from] === ">") return from + 1;
  if (fresh && raw.startsWith("->", from)) return from + 2;
  for (let j = raw.indexOf("--", from); j !== -1; j = raw.indexOf("--", j + 1)) {
    if (raw[j + 2] === ">") return j + 3;
    if (raw.startsWith("!>", j + 2)) return j + 4;
  }
  return -1;
}

/** The text without what HIDE_START … HIDE_END marks (a start never ended hides the rest). */
function removeHidden(text: string): string {
  if (!text.includes(HIDE_START)) return text.replaceAll(HIDE_END, "");
  let out = "";
  let i = 0;
  while (i < text.length) {
    const start = text.indexOf(HIDE_START, i);
    if (start === -1) {
      out += text.slice(i);
      break;
    }
    out += text.slice(i, start);
    const end = text.indexOf(HIDE_END, start);
    if (end === -1) break;
    i = end + 1;
  }
  return out.replaceAll(HIDE_END, "");
}

/**
 * Makes the same invisible characters visible as `<U+202E>` instead of
 * removing them. For code (a diff under review) where silently dropping a bidi
 * override would hide exactly what a reviewer must see.
 */
export function revealInvisible(text: string): string {
  return text
    .toWellFormed()
    .replace(INVISIBLE, (ch) => `<U+${ch.codePointAt(0)!.toString(16).toUpperCase().padStart(4, "0")}>`);
}

/** True when the text holds any character `stripUntrusted` removes. */
export function hasInvisible(text: string): boolean {
  return new RegExp(INVISIBLE_CLASS, "v").test(text);
}

/**
 * A Mermaid block as its drawn diagram shows it: no `%%` comment lines, and in
 * a sequence diagram nothing from a `#` to the end of its line (its grammar
 * skips that as a comment).
 */
function drawnMermaid(source: string): string {
  const lines = source.split("\n").filter((line) => !line.trimStart().startsWith("%%"));
  // The diagram's kind is its first line past a front matter (`---` … `---`) and directives (`%%{…}%%`, gone above).
  let at = lines.findIndex((line) => line.trim() !== "");
  if (lines[at]?.trim() === "---") {
    const end = lines.findIndex((line, i) => i > at && line.trim() === "---");
    at = end < 0 ? lines.length : lines.findIndex((line, i) => i > end && line.trim() !== "");
  }
  const sequence = lines[at]?.trim().startsWith("sequenceDiagram") === true;
  // An entity code (`#9829;`) is drawn as its character; any other `#` starts a comment.
  return (sequence ? lines.map((line) => line.replace(/#(?!\w+;).*$/, "").trimEnd()) : lines).join("\n");
}
