import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { BatonError } from "../../src/engine/errors.ts";
import { parseSession } from "../../src/engine/log/session-file.ts";
import { LogBuilder } from "../helpers/log-builder.ts";

describe("parseSession on arbitrary input", () => {
  it("either parses or throws a BatonError naming the file — never anything else", () => {
    const line = fc.oneof(
      fc.string(),
      fc.json(),
      fc.constantFrom(
        '{"type":"session","version":1,"id":"x","created_at":"t"}',
        '{"id":"a","parent_id":null,"timestamp":"t","type":"message"}',
      ),
    );
    fc.assert(
      fc.property(fc.array(line, { maxLength: 8 }), fc.boolean(), (lines, trailing) => {
        const text = lines.join("\n") + (trailing ? "\n" : "");
        try {
          parseSession(text, "f.jsonl");
        } catch (e) {
          expect(e).toBeInstanceOf(BatonError);
          expect((e as BatonError).message).toMatch(/^f\.jsonl/);
        }
      }),
      { numRuns: 500 },
    );
  });

  it("recovers every whole entry of a log cut off at any byte", () => {
    const log = new LogBuilder();
    for (let i = 0; i < 6; i++) log.user(`message ${i} ${"é".repeat(i)}`);
    const text = log.jsonl();
    const ends = [...text.matchAll(/\n/g)].map((m) => m.index + 1);
    fc.assert(
      fc.property(fc.integer({ min: ends[0]!, max: text.length }), (cut) => {
        const parsed = parseSession(text.slice(0, cut), "f.jsonl");
        const whole = ends.filter((e) => e <= cut).length - 1; // minus the header
        expect(parsed.entries.length).toBeGreaterThanOrEqual(whole);
        expect(parsed.entries.map((e) => e.id)).toEqual(
          log.entries.slice(0, parsed.entries.length).map((e) => e.id),
        );
      }),
      { numRuns: 300 },
    );
  });
});
