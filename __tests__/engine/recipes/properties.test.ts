import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { BatonError } from "../../../src/engine/errors.ts";
import { parseRecipe } from "../../../src/engine/recipes/loader.ts";
import { renderRecipe } from "../../../src/engine/recipes/render.ts";

/** Strings that look like template code, mixed into arbitrary text. */
const templateish = fc.constantFrom(
  "{{ x }}",
  "{{ focus }}",
  "{% include 'secret.txt' %}",
  "{% render 'x' %}",
  "{% layout 'x' %}",
  "{% raw %}",
  "{% endraw %}",
  "{%",
  "%}",
  "{{",
  "}}",
  "{% if true %}yes{% endif %}",
  "{{ 'a' | upcase }}",
  "\u0000",
  "\r\n",
);
const value = fc.oneof(
  fc.string({ unit: "grapheme" }),
  fc.array(fc.oneof(templateish, fc.string())).map((p) => p.join("")),
);

describe("rendering a value never evaluates it", () => {
  it("outputs argument and context values literally", () => {
    const recipe = {
      file: "/tmp/props/values.md",
      body: "[{{ focus }}|{{ issue.title }}|{{ comment.body }}|{{ args.focus }}]",
      defaults: { focus: "" },
    };
    fc.assert(
      fc.property(value, value, value, (focus, title, body) => {
        const out = renderRecipe(recipe, {
          args: { focus },
          issue: { number: 1, title, body: "", author: "a", labels: [], state: "open" },
          comment: { body, author: "b" },
        });
        expect(out).toBe(`[${focus}|${title}|${body}|${focus}]`);
      }),
      { numRuns: 300 },
    );
  });

  it("never throws for any string in a guarded optional variable", () => {
    const recipe = {
      file: "/tmp/props/guarded.md",
      body: "{% if since_sha %}since {{ since_sha }}{% endif %}",
      defaults: {},
    };
    fc.assert(
      fc.property(fc.option(value, { nil: undefined }), (since) => {
        const out = renderRecipe(recipe, { since_sha: since });
        expect(out).toBe(since ? `since ${since}` : "");
      }),
      { numRuns: 200 },
    );
  });
});

/** YAML-ish fragments, so the generated frontmatter is sometimes valid and often nearly so. */
const yamlPiece = fc.constantFrom(
  "name: ",
  "description: ",
  "output: ",
  "review",
  "comment",
  "hooks:",
  "  turn_end:",
  "    handler: swap_context",
  "    once: true",
  "allowed_tools: []",
  "allowed_commands: [git]",
  "defaults: { focus: '' }",
  "summary_placement: system",
  "__proto__: x",
  "constructor: 1",
  "- ",
  ": ",
  "{",
  "}",
  "[",
  "]",
  ",",
  "'",
  '"',
  "&a ",
  "*a",
  "<<: *a",
  "!!js/function 'x'",
  "!!binary",
  "? ",
  "|",
  ">",
  "#",
  "\t",
  "  ",
  "\n",
  "\r\n",
  "---",
  "~",
  "2024-01-01",
  "0x1F",
  ".nan",
  "\uFEFF",
);
const frontmatter = fc.oneof(
  fc.array(yamlPiece, { maxLength: 30 }).map((p) => p.join("")),
  fc.string({ unit: "grapheme", maxLength: 200 }),
);
const body = fc.oneof(
  fc.array(fc.oneof(templateish, fc.string({ maxLength: 10 })), { maxLength: 8 }).map((p) => p.join("")),
  fc.constant("Plain prompt.\n"),
);

describe("any recipe text loads or fails with a BatonError", () => {
  const check = (text: string) => {
    try {
      const recipe = parseRecipe(text, "/tmp/props/any.md");
      expect(typeof recipe.description).toBe("string");
    } catch (error) {
      if (!(error instanceof BatonError)) throw error;
      expect(error.kind).toBe("input");
      expect(error.message.startsWith("/tmp/props/any.md: ")).toBe(true);
    }
  };

  it("with arbitrary frontmatter and body", () => {
    fc.assert(
      fc.property(frontmatter, body, (fm, b) => check(`---\n${fm}\n---\n${b}`)),
      { numRuns: 1000 },
    );
  });

  it("with arbitrary frontmatter after a valid description", () => {
    fc.assert(
      fc.property(frontmatter, (fm) => check(`---\ndescription: ok\n${fm}\n---\nbody`)),
      { numRuns: 500 },
    );
  });

  it("with arbitrary whole files", () => {
    fc.assert(
      fc.property(fc.string({ unit: "grapheme", maxLength: 300 }), (text) => check(text)),
      { numRuns: 300 },
    );
  });
});
