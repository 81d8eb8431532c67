import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { Redactor } from "../../../src/engine/util/redact.ts";
import { cut } from "../../../src/engine/util/text.ts";

describe("cut, the one way text is shortened", () => {
  it("keeps text that fits as it is, and says how much it cut otherwise", () => {
    expect(cut("short", 10)).toBe("short");
    expect(cut("abcdefghij", 4, { note: (n) => ` [+${n}]` })).toBe("abcd [+6]");
    expect(cut("abcdefghij", 4, { keep: "ends", note: (n) => `[${n}]` })).toBe("ab[6]ij");
    expect(cut("ééééé", 4, { unit: "bytes", note: (n) => `[${n} bytes]` })).toBe("éé[6 bytes]");
  });

  it("never splits a character, and keeps head plus note within max when given the note's room", () => {
    fc.assert(
      fc.property(
        fc.string({ unit: "grapheme", maxLength: 200 }),
        fc.integer({ min: 0, max: 120 }),
        fc.constantFrom("chars" as const, "bytes" as const),
        fc.constantFrom("head" as const, "ends" as const),
        (text, max, unit, keep) => {
          const note = (n: number) => `<${n}>`;
          const out = cut(text, max + 8, { unit, keep, note, room: 8 });
          expect(out.isWellFormed()).toBe(true);
          const size = (s: string) => (unit === "bytes" ? Buffer.byteLength(s) : s.length);
          if (size(text) <= max + 8) expect(out).toBe(text);
          else expect(size(out)).toBeLessThanOrEqual(max + 8);
        },
      ),
      { numRuns: 500 },
    );
  });

  it("redacts before it cuts, so no piece of a secret is left at the cut", () => {
    const secret = "ghp_aB3dE5gH7jK9mN1pQ3sT5vX7zA9cE1gI3kM5";
    const redactor = new Redactor([]);
    const text = `${"x".repeat(30)}${secret} and more text after it`;
    // The cut falls inside the token: cut first and the piece left would not look like a token any more.
    const out = cut(text, 50, { redact: (t) => redactor.redact(t) });
    expect(out).not.toContain("ghp_aB3dE5");
    expect(out.startsWith(`${"x".repeat(30)}[REDACTED]`)).toBe(true);
  });
});
