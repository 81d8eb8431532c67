import fc from "fast-check";
import { countTokens } from "gpt-tokenizer";
import { describe, expect, it } from "vitest";
import "../../helpers/tokenizer.ts";
import {
  countingPieces,
  MAX_PIECE_CHARS,
  messageTokenBound,
  messageTokens,
  textTokenBound,
  textTokens,
} from "../../../src/engine/log/tokens.ts";
import type { Message } from "../../../src/engine/messages.ts";

/** Any text: every code point, lone surrogates, special-token lookalikes, and long runs of one piece. */
const anyPiece = fc.oneof(
  fc.string({ unit: "binary", maxLength: 40 }),
  fc.integer({ min: 0xd800, max: 0xdfff }).map((c) => String.fromCharCode(c)),
  fc.constantFrom(
    "<|endoftext|>",
    "<|im_start|>",
    "<|im_end|>",
    "<|endofprompt|>",
    "<|fim_prefix|>",
    " ",
    "\n",
  ),
  fc
    .tuple(
      fc.constantFrom("A", "é", "😀", " ", "\n", "\uD800", "<|endoftext|>", "ab"),
      fc.nat({ max: 3_000 }),
    )
    .map(([piece, n]) => piece.repeat(n)),
);
const anyText = fc.array(anyPiece, { maxLength: 6 }).map((pieces) => pieces.join(""));

const anyMessage: fc.Arbitrary<Message> = fc.record(
  {
    role: fc.constantFrom("user", "assistant", "tool", "system") as fc.Arbitrary<Message["role"]>,
    content: fc.option(anyText, { nil: null }),
    tool_calls: fc.array(
      fc.record({
        id: fc.string({ maxLength: 8 }),
        type: fc.constant("function" as const),
        function: fc.record({ name: anyText, arguments: anyText }),
      }),
      { maxLength: 3 },
    ),
  },
  { requiredKeys: ["role", "content"] },
);

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

  it("bounds every count from above by its UTF-8 bytes, for any text and any message with tool calls", () => {
    fc.assert(
      fc.property(anyText, (text) => {
        expect(textTokens(text)).toBeLessThanOrEqual(textTokenBound(text));
      }),
      { numRuns: 300 },
    );
    fc.assert(
      fc.property(anyMessage, (message) => {
        expect(messageTokens(message)).toBeLessThanOrEqual(messageTokenBound(message));
      }),
      { numRuns: 200 },
    );
  });

  it("counts special-token lookalikes as the plain text a server sees, not as an error", () => {
    expect(textTokens("<|endoftext|>")).toBeGreaterThan(1);
    expect(messageTokens({ role: "user", content: "say <|im_end|> now" })).toBeGreaterThan(4);
  });
});
