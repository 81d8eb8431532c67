import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { entryText, unreleasedLine } from "../../../../src/action/jobs/describe/changelog.ts";
import {
  allowedLabels,
  DESCRIBE_END,
  DESCRIBE_START,
  type Description,
  renderSection as render,
  withSection,
} from "../../../../src/action/jobs/describe/description.ts";
import { Redactor } from "../../../../src/engine/util/redact.ts";
import { swallowed } from "../../../helpers/markdown.ts";

const renderSection = (d: Description) => render(d, (text) => text);

const base: Description = {
  title: "T",
  type: "fix",
  summary: "S",
  walkthrough: [],
  diagram: "",
  labels: [],
};

/** Text an author may write, with pieces of the markers mixed in. */
const authorText = fc
  .array(fc.oneof(fc.string(), fc.constantFrom("\n", "\r\n", "<!--", "-->", "baton:describe", "```")), {
    maxLength: 12,
  })
  .map((parts) => parts.join(""))
  .filter((t) => !t.includes(DESCRIBE_START) && !t.includes(DESCRIBE_END));

/** Anything a model may write into the section's fields, markers included. */
const modelText = fc.oneof(
  fc.string({ minLength: 1 }),
  fc.constantFrom(DESCRIBE_START, DESCRIBE_END, `x ${DESCRIBE_END} y`, "```\n<!-- hidden -->\n```"),
);
const description = fc.record({
  title: modelText,
  type: fc.constant("feature" as const),
  summary: modelText,
  walkthrough: fc.array(fc.record({ file: modelText, change: modelText }), { maxLength: 4 }),
  diagram: modelText,
  labels: fc.constant<string[]>([]),
});

describe("the describe section of a PR's description", () => {
  it("a re-run replaces only the section: the author's text before and after is kept byte for byte, whatever the model wrote", () => {
    fc.assert(
      fc.property(authorText, authorText, description, description, (before, after, first, second) => {
        const once = withSection(before, renderSection(first));
        // The author writes after the section; the re-run replaces the section alone.
        const edited = `${once}${after}`;
        const again = withSection(edited, renderSection(second));
        expect(again).toBe(
          `${once.slice(0, once.lastIndexOf(DESCRIBE_START))}${renderSection(second)}${after}`,
        );
        expect(again.startsWith(before)).toBe(true);
        // Exactly one section: model text cannot open or close one.
        expect(again.split(DESCRIBE_START)).toHaveLength(2);
        expect(again.split(DESCRIBE_END)).toHaveLength(2);
      }),
      { numRuns: 200 },
    );
  });

  it("appends a section when the author removed the markers, and ignores a marker left alone", () => {
    expect(withSection("", "SECTION")).toBe("SECTION");
    expect(withSection("Mine.", "SECTION")).toBe("Mine.\n\nSECTION");
    expect(withSection("Mine.\n", "SECTION")).toBe("Mine.\n\nSECTION");
    // Only the start marker is left: the text after it is the author's, kept; a new section goes last.
    const orphan = `${DESCRIBE_START}\nMy own notes.`;
    const section = renderSection(base);
    const appended = withSection(orphan, section);
    expect(appended).toBe(`${orphan}\n\n${section}`);
    // And the next run replaces that appended section, not the text after the orphan.
    expect(withSection(appended, "NEW")).toBe(`${orphan}\n\nNEW`);
  });

  it("renders the table one line per file with pipes escaped, and the diagram fenced", () => {
    const text = renderSection({
      ...base,
      walkthrough: [{ file: "a|b.ts", change: "one\ntwo | three" }],
      diagram: 'a["x"] --> b\n```\nescape',
    });
    expect(text).toContain("| `a\\|b.ts` | one two \\| three |");
    expect(text).toContain('````mermaid\na["x"] --> b\n```\nescape\n````');
  });

  it("keeps a long walkthrough within its room and says how many files are left out", () => {
    const walkthrough = Array.from({ length: 200 }, (_, i) => ({
      file: `f${i}.ts`,
      change: "x".repeat(400),
    }));
    const text = renderSection({ ...base, walkthrough });
    expect(text.length).toBeLessThan(14_000);
    expect(text).toMatch(/\| … \| \d+ more files \|/);
    expect(text.endsWith(DESCRIBE_END)).toBe(true);
  });

  // Was: the walkthrough took up to 12,000 characters whatever the author had written, so a long
  // description plus the section passed GitHub's 65,536 and the write failed with a 422.
  it("fits in the room it is given: rows go first, then the diagram; nothing when the title and summary do not fit", () => {
    const same = (text: string) => text;
    fc.assert(
      fc.property(description, fc.nat({ max: 3_000 }), (d, room) => {
        const text = render(d, same, room);
        const bare = render({ ...d, walkthrough: [], diagram: "" }, same);
        if (bare.length > room) {
          expect(text).toBeUndefined();
          return;
        }
        expect(text).toBeDefined();
        expect(text!.length).toBeLessThanOrEqual(room);
        expect(text!.startsWith(DESCRIBE_START) && text!.endsWith(DESCRIBE_END)).toBe(true);
        // What is left out is said: every file is shown or counted.
        const shown = (text!.match(/^\| `/gm) ?? []).length;
        const counted = Number(text!.match(/\| … \| (\d+) more files \|/)?.[1] ?? 0);
        if (shown + counted > 0 || text!.includes("| File |"))
          expect(shown + counted).toBe(d.walkthrough.length);
      }),
      { numRuns: 300 },
    );
    const walkthrough = Array.from({ length: 10 }, (_, i) => ({ file: `f${i}.ts`, change: "c".repeat(50) }));
    const full = renderSection({ ...base, walkthrough, diagram: "a --> b" });
    const cut = render({ ...base, walkthrough, diagram: "a --> b" }, same, full.length - 1)!;
    expect(cut).toContain("```mermaid");
    expect(cut).toMatch(/\| … \| \d+ more files \|/);
  });
});

describe("labels", () => {
  it("only those the repository lists, spelled as it spells them; the rest dropped", () => {
    expect(
      allowedLabels(["Bug", "area: lexer", "made-up", "bug"], [{ name: "bug" }, { name: "area: lexer" }]),
    ).toEqual({
      apply: ["bug", "area: lexer"],
      dropped: ["made-up"],
    });
    expect(allowedLabels(["bug"], [])).toEqual({ apply: [], dropped: ["bug"] });
  });
});

describe("the changelog entry", () => {
  it("is a heading and one line", () => {
    expect(entryText({ section: "Fixed", entry: "- Comments\n  are kept." })).toBe(
      "### Fixed\n- Comments are kept.",
    );
  });

  it("goes on the [Unreleased] line only when the diff shows that line", () => {
    const text = "# Changelog\n\n## [Unreleased]\n\n- x\n";
    const diff =
      "diff --git a/CHANGELOG.md b/CHANGELOG.md\n--- a/CHANGELOG.md\n+++ b/CHANGELOG.md\n@@ -2,2 +2,3 @@\n \n ## [Unreleased]\n+\n";
    expect(unreleasedLine(text, diff, "CHANGELOG.md")).toEqual({ line: 3, heading: "## [Unreleased]" });
    const far =
      "diff --git a/CHANGELOG.md b/CHANGELOG.md\n--- a/CHANGELOG.md\n+++ b/CHANGELOG.md\n@@ -40,1 +40,2 @@\n x\n+y\n";
    expect(unreleasedLine(text, far, "CHANGELOG.md")).toBeUndefined();
    expect(unreleasedLine("# Changelog\n", diff, "CHANGELOG.md")).toBeUndefined();
  });

  it("model text cannot swallow the end marker or the author's text after it, nor redact them away", () => {
    // A summary that leaves a code block open would make the rest of the section, the end marker
    // and the author's text below it code.
    const open = renderSection({ ...base, summary: "- Adds a helper:\n\n```ts\nexport const fast = true;" });
    const body = `${withSection("Author's words.", open)}\n\nAuthor's note below the section.`;
    expect(swallowed(body, DESCRIBE_END)).toBe(false);
    expect(swallowed(body, "Author's note below the section.")).toBe(false);
    // An unterminated private key is redacted to the end of its own piece, not through the end marker.
    const redactor = new Redactor();
    const keyed = render(
      { ...base, summary: "- Removes the fake key (`-----BEGIN RSA PRIVATE KEY-----`) from the fixtures." },
      (text) => redactor.redact(text),
    );
    expect(keyed).toContain("[REDACTED]");
    expect(keyed.endsWith(DESCRIBE_END)).toBe(true);
    expect(withSection(withSection("Mine.", keyed), renderSection(base)).split(DESCRIBE_START)).toHaveLength(
      2,
    );
  });

  it("model text cannot make the PR's description close an issue on merge", () => {
    const section = renderSection({
      ...base,
      title: "Closes #7",
      summary: "- Fixes #1 in the parser; fixed: octo-org/other#2; resolves https://github.com/o/r/issues/3.",
      walkthrough: [{ file: "src/lexer.ts", change: "resolves octo-org/other#3" }],
    });
    expect(section).not.toMatch(
      /\b(?:close[sd]?|fix(?:e[sd])?|resolve[sd]?)\b[ \t]*:?[ \t]*(?:[\w.-]+\/[\w.-]+)?#\d/i,
    );
    expect(section).not.toMatch(/\bresolves https:\/\/\S+\/issues\/3/);
    expect(section).toContain("Fixes `#1`");
    expect(section).toContain("fixed: `octo-org/other#2`");
  });
});
