import fc from "fast-check";
import { countTokens } from "gpt-tokenizer";
import { describe, expect, it } from "vitest";
import "../../helpers/tokenizer.ts";
import {
  countingPieces,
  MAX_PIECE_CHARS,
  messageTokens,
  textTokens,
} from "../../../src/engine/log/tokens.ts";

describe("token counting", () => {
  it("counts text in pieces that join back to it exactly, none over the limit", () => {
    fc.assert(
      fc.property(
        fc.string({ unit: fc.constantFrom("a", " ", "\n", "é", "😀", "x"), maxLength: 9_000 }),
        (text) => {
          const pieces = [...countingPieces(text)];
          expect(pieces.join("")).toBe(text);
          for (const piece of pieces) expect(piece.length).toBeLessThanOrEqual(MAX_PIECE_CHARS);
        },
      ),
      { numRuns: 50 },
    );
  });

  it("counts a 256 KB run of one character (quadratic for the tokenizer whole) in bounded pieces", () => {
    const run = "A".repeat(256 * 1024);
    const pieces = [...countingPieces(run)];
    expect(pieces).toHaveLength(Math.ceil(run.length / MAX_PIECE_CHARS));
    expect(textTokens(run)).toBeGreaterThan(run.length / 10);
  });

  it("stays within 1 % of the whole count on ordinary text", () => {
    const words = [
      "the",
      "conversation",
      "resumes",
      "where",
      "it",
      "stopped;",
      "compaction",
      "keeps",
      "words.\n",
    ];
    const text = Array.from({ length: 6_000 }, (_, i) => words[(i * 7) % words.length]).join(" ");
    const exact = countTokens(text);
    expect(Math.abs(textTokens(text) - exact) / exact).toBeLessThan(0.01);
    expect(messageTokens({ role: "user", content: text })).toBe(textTokens(text) + 4);
  });
});
