import type { Octokit } from "@octokit/rest";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { BATON_MARKER } from "../../../src/action/events/markers.ts";
import {
  closed,
  fitComment,
  MAX_COMMENT_CHARS,
  withOffDiff,
} from "../../../src/action/github/comment-body.ts";
import { Feedback } from "../../../src/action/github/feedback.ts";
import { postReview } from "../../../src/action/github/review-post.ts";
import { memoryLogger } from "../../../src/engine/util/logger.ts";
import { Redactor } from "../../../src/engine/util/redact.ts";
import { elementsAround, swallowed } from "../../helpers/markdown.ts";

describe("fitComment", () => {
  it("leaves a body that fits alone", () => {
    expect(fitComment("short")).toBe("short");
    const exact = "z".repeat(MAX_COMMENT_CHARS);
    expect(fitComment(exact)).toBe(exact);
  });

  it("closes a code block the cut leaves open, and never splits a surrogate pair", () => {
    const fenced = fitComment(`intro\n\`\`\`ts\n${"code\n".repeat(100)}`, 300);
    expect(fenced.length).toBeLessThanOrEqual(300);
    expect(fenced).toMatch(/\n```\n\n_\(Truncated/);
    const tilde = fitComment(`~~~~\n${"a".repeat(400)}`, 300);
    expect(tilde).toContain("\n~~~~\n\n_(Truncated");
    const closed = fitComment(`\`\`\`\nx\n\`\`\`\n${"b".repeat(400)}`, 300);
    expect(closed).not.toMatch(/b\n```/);
    const emoji = fitComment("😀".repeat(200), 301);
    expect(emoji.isWellFormed()).toBe(true);
  });

  it("closes an HTML comment the cut leaves open, so the note shows and Baton's marker stands on its own", () => {
    const hidden = fitComment(`Answer.\n<!-- a note for later\n${"x".repeat(400)}`, 300);
    expect(hidden).toMatch(/x -->\n\n_\(Truncated/);
    // Every comment opened is closed, after the cut as before it.
    expect(hidden.split("<!--").length).toBe(hidden.split("-->").length);
    const closed = fitComment(`<!-- done -->\n${"y".repeat(400)}`, 300);
    expect(closed).not.toContain("y -->");
    // In code, <!-- is text: the block is closed, not a comment.
    const code = fitComment(`\`\`\`html\n<!-- ${"z".repeat(400)}`, 300);
    expect(code).toMatch(/z\n```\n\n_\(Truncated/);
    expect(code).not.toContain(" -->");
  });

  it("does not take a fence with an info string for the end of a code block", () => {
    const nested = fitComment(`\`\`\`\`md\n\`\`\`ts\n${"w".repeat(400)}`, 300);
    expect(nested).toMatch(/w\n````\n\n_\(Truncated/);
    const inner = fitComment(`\`\`\`\nintro\n\`\`\`ts\n${"v".repeat(400)}`, 300);
    expect(inner).toMatch(/v\n```\n\n_\(Truncated/);
  });
});

/** An Octokit that records the bodies Baton posts. */
function recording() {
  const bodies: string[] = [];
  const keep = async (p: { body: string }) => {
    bodies.push(p.body);
    return { data: { id: 1, html_url: "https://github.com/o/r/issues/1#issuecomment-1" } };
  };
  const octokit = {
    rest: { issues: { createComment: keep, updateComment: keep }, pulls: { createReview: keep } },
  } as unknown as Octokit;
  return { octokit, bodies };
}

const FOOTER = "<sub>1,000 tokens in, 20 out · [run](https://github.com/o/r/actions/runs/1)</sub>";
const PEM_HEADER = "-----BEGIN RSA PRIVATE KEY-----";

describe("what Baton adds after the model's text stands on its own", () => {
  it("an answer that leaves a code block or a comment open takes in no notice, footer or marker", async () => {
    for (const answer of ["Run this:\n\n```sh\nnpm ci && npm test", "Done. <!-- a note"]) {
      const { octokit, bodies } = recording();
      const feedback = new Feedback({
        octokit,
        owner: "o",
        repo: "r",
        issueNumber: 1,
        redactor: new Redactor([]),
        logger: memoryLogger(),
      });
      feedback.notice("The saved state could not be read: this conversation starts fresh.");
      await feedback.answer(answer, FOOTER);
      const body = bodies.at(-1)!;
      expect(swallowed(body, "starts fresh"), answer).toBe(false);
      expect(swallowed(body, "tokens in"), answer).toBe(false);
      expect(swallowed(body, BATON_MARKER), answer).toBe(false);
    }
  });

  it("an unterminated private key in a review's summary is redacted to its end, not through the comments and footer after it", async () => {
    const { octokit, bodies } = recording();
    const redact = (text: string) => new Redactor([]).redact(text);
    const text = withOffDiff(
      `The PR adds \`${PEM_HEADER}\` fixtures; see the comments below.`,
      [
        {
          path: "src/config.ts",
          line: 40,
          body: "This default disables TLS verification.\n```ts\nverify: false",
        },
      ],
      "Comments on lines outside the diff",
      redact,
    );
    await postReview(
      { octokit, owner: "o", repo: "r", redactor: new Redactor([]), logger: memoryLogger() },
      { pr: 2, body: text, commitId: "a".repeat(40), footer: FOOTER },
    );
    const body = bodies.at(-1)!;
    expect(body).toContain("[REDACTED]");
    expect(body).not.toContain(PEM_HEADER);
    expect(body).toContain("This default disables TLS verification.");
    expect(swallowed(body, "tokens in")).toBe(false);
    expect(swallowed(body, BATON_MARKER)).toBe(false);
  });
});

describe("closed: HTML elements in text Baton did not write", () => {
  // Was: only an open code block or HTML comment was closed, so an answer ending in an open
  // <details> folded every later section of a sweep's job summary (and a comment's footer and
  // notices) into it, and a stray </details> closed Baton's own.
  it("closes the elements the text leaves open, so what Baton writes after stands outside them", () => {
    const text = "Looks fine.\n\n<details><summary>Details</summary>\n\nNothing <b>here.";
    expect(elementsAround(`${closed(text)}\n\nBATON-AFTER`, "BATON-AFTER")).toEqual([]);
    expect(elementsAround(`${text}\n\nBATON-AFTER`, "BATON-AFTER")).not.toEqual([]);
  });

  it("shows a closing tag of an element it never opened as text, so Baton's own stays open", () => {
    const md = `<details><summary>PR #1</summary>\n\n${closed("Done.</details>\n\n</div>")}\n\nINSIDE\n\n</details>`;
    expect(elementsAround(md, "INSIDE")).toEqual(["details"]);
    expect(closed("a </details> b")).toBe("a &lt;/details> b");
  });

  it("leaves tags in code alone: a span, a block, a comment", () => {
    for (const text of [
      "`<details>` and ``</div>``",
      "```html\n<details>\n</table>\n```",
      "<!-- <details> --> x",
    ])
      expect(closed(text)).toBe(text);
  });

  it("whatever the text, nothing written after it is inside one of its elements", () => {
    const piece = fc.constantFrom(
      "<details>",
      "</details>",
      "<b>",
      "</b>",
      "<div>",
      "</div>",
      "`",
      "```\n",
      "x",
      "\n\n",
      " ",
    );
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 16 }), (parts) => {
        const md = `${closed(parts.join(""))}\n\nBATON-AFTER`;
        expect(elementsAround(md, "BATON-AFTER")).toEqual([]);
      }),
      { numRuns: 500 },
    );
  });

  const wrapped = (text: string) =>
    `<details><summary>PR #1</summary>\n\n${closed(text)}\n\nINSIDE\n\n</details>\n\nBATON-AFTER`;

  // Found by reviewing this change: an element before an unfinished comment stayed open, one
  // opened after a multi-line comment's end was not seen, backticks of two list items were paired,
  // and closing tags in indented code (a block, a fence in a list item) were shown as &lt;.
  it("closes an element opened before an unfinished comment, or after a multi-line comment's end", () => {
    for (const text of [
      "Findings:\n\n<details><summary>Long list</summary>\n\nfirst <!-- unfinished",
      "<!--\nnote to self\n--> <details><summary>More</summary>\n\nhidden part",
    ])
      expect(elementsAround(`${closed(text)}\n\nBATON-AFTER`, "BATON-AFTER")).toEqual([]);
  });

  it("pairs backticks within a block only: a stray tag between two list items' backticks is shown as text", () => {
    expect(elementsAround(wrapped("- use a ` here\n- then </details> and ` there"), "INSIDE")).toEqual([
      "details",
    ]);
  });

  it("leaves closing tags in indented code as written, and a code span of an item after an HTML line", () => {
    for (const text of [
      "1. Close the wrapper:\n\n    ```html\n    <p>last</p>\n\n    </div>\n    ```\n\n2. Done.",
      "The template ends with:\n\n    </div>\n    </body>\n\nand nothing else.",
      "- Wrap long output:\n  <details> keeps the page short</details>\n- Write `</div>` only in templates",
    ])
      expect(closed(text)).toBe(text);
  });
});
