import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { parseCommentCommand } from "../../../src/action/events/comment-command.ts";
import { formatRunCommand } from "./format-run-command.ts";

const opts = { triggerWord: "@baton", commands: ["stash"] };

/** Text a person types: commands, mentions, quotes, key=value, HTML comments, invisible characters. */
const piece = fc.oneof(
  fc.string(),
  fc.constantFrom(
    "/run",
    "/compact",
    "/pop",
    "/stash",
    "/x",
    "@baton",
    "@batonx",
    " ",
    "\n",
    "\r\n",
    "=",
    '"',
    "\\",
    "a=1",
    'k="v w"',
    "<!--",
    "-->",
    "\u200B",
    "\u202E",
    "\uD800",
  ),
);
const comment = fc.array(piece, { maxLength: 12 }).map((parts) => parts.join(""));

/** A first line with no line breaks and nothing stripUntrusted could join across lines. */
const firstLine = fc
  .array(
    fc.oneof(fc.string({ unit: "grapheme-ascii" }), fc.constantFrom("/run", "/pop", "@baton", " a=1", '"')),
    {
      maxLength: 6,
    },
  )
  .map((parts) => parts.join("").replace(/[\r\n<]/g, ""))
  .filter((line) => line.trim() !== "");

describe("parseCommentCommand properties", () => {
  it("never throws and always returns a known kind", () => {
    const kinds = ["compact", "run", "pop", "extension", "message", "unknown", "invalid", "none"];
    fc.assert(
      fc.property(comment, (body) => {
        expect(kinds).toContain(parseCommentCommand(body, opts).kind);
      }),
      { numRuns: 2000 },
    );
  });

  it("lets only the first line decide what kind of comment it is", () => {
    fc.assert(
      fc.property(firstLine, comment, comment, (first, a, b) => {
        const one = parseCommentCommand(`${first}\n${a}`, opts);
        const two = parseCommentCommand(`${first}\n${b}`, opts);
        expect(two.kind).toBe(one.kind);
        if (one.kind === "run" && two.kind === "run") {
          expect([two.recipe, two.args]).toEqual([one.recipe, one.args]);
        }
        if (one.kind === "extension" && two.kind === "extension") {
          expect([two.name, two.args]).toEqual([one.name, one.args]);
        }
        if (one.kind === "invalid") expect(two).toEqual(one);
      }),
      { numRuns: 1000 },
    );
  });

  it("reads back any /run command it formats", () => {
    const recipe = fc.stringMatching(/^[A-Za-z0-9][A-Za-z0-9_-]{0,15}$/);
    const key = fc.stringMatching(/^[A-Za-z_][A-Za-z0-9_-]{0,10}$/);
    // One-line values of printable text (what survives stripUntrusted unchanged).
    const value = fc.string({ unit: "grapheme-ascii", maxLength: 20 }).map((v) => v.replace(/[\r\n<]/g, ""));
    const args = fc.dictionary(key, value, { maxKeys: 5 });
    const message = fc
      .array(fc.string({ unit: "grapheme-ascii", maxLength: 30 }), { maxLength: 4 })
      .map((lines) => lines.join("\n").replace(/[\r<]/g, "").trim());
    fc.assert(
      fc.property(recipe, args, message, (r, a, m) => {
        const text = formatRunCommand(r, a, m);
        expect(parseCommentCommand(text, opts)).toEqual({ kind: "run", recipe: r, args: a, message: m });
      }),
      { numRuns: 1000 },
    );
  });

  it("does not mistake another mention for the trigger word", () => {
    const tail = fc.stringMatching(/^[A-Za-z0-9_\-/][^\n]*$/);
    fc.assert(
      fc.property(tail, (t) => {
        expect(parseCommentCommand(`@baton${t}`, opts).kind).toBe("none");
      }),
    );
  });
});
