import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { BatonError } from "../../../src/engine/errors.ts";
import { parseSession, serializeLine } from "../../../src/engine/log/session-file.ts";
import { LogBuilder } from "../../helpers/log-builder.ts";

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

describe("fields this version does not know", () => {
  /** Figures for the report. */
  const tried = { logs: 0, entries: 0 };

  it("survive a load and a save: byte for byte when the entry is written back as read, by value when copied", () => {
    const log = new LogBuilder();
    log.user("hello");
    log.toolCall("k1");
    log.toolResult("k1", "out");
    log.compaction("S", "e1");
    log.raw({
      type: "run",
      run_id: "7",
      trigger: "cli",
      recipe: "answer",
      status: "done",
      usage: { input_tokens: 1, output_tokens: 2 },
    });
    log.raw({ type: "custom", custom_type: "x", data: { a: 1 } });
    log.pop("e1", "popped");
    log.mutation([{ role: "user", content: "m" }]);
    const extras = fc.dictionary(
      fc.string({ minLength: 1, maxLength: 8 }).map((k) => `x_${k}`),
      fc.jsonValue({ maxDepth: 3 }),
      { maxKeys: 3 },
    );
    /** An object with the extra fields mixed in among its own, in an order of the property's choosing. */
    const mix = (object: Record<string, unknown>, extra: Record<string, unknown>, order: number) => {
      const keys = [...Object.entries(object), ...Object.entries(extra)];
      const rotated = [...keys.slice(order % keys.length), ...keys.slice(0, order % keys.length)];
      const out: Record<string, unknown> = {};
      for (const [k, v] of rotated)
        Object.defineProperty(out, k, { value: v, enumerable: true, writable: true, configurable: true });
      return out;
    };
    fc.assert(
      fc.property(
        fc.array(fc.record({ top: extras, nested: extras, order: fc.nat() }), {
          minLength: log.entries.length + 1,
          maxLength: log.entries.length + 1,
        }),
        (extra) => {
          tried.logs++;
          const objects = [log.header, ...log.entries].map((e, i) => {
            const { top, nested, order } = extra[i]!;
            const entry = { ...(e as unknown as Record<string, unknown>) };
            // Deeper objects a newer writer may extend: the message, its tool calls, the usage.
            if (entry.message) {
              const message = entry.message as Record<string, unknown>;
              entry.message = mix(
                message.tool_calls
                  ? {
                      ...message,
                      tool_calls: (message.tool_calls as Record<string, unknown>[]).map((c) =>
                        mix(c, nested, order),
                      ),
                    }
                  : message,
                nested,
                order,
              );
            }
            if (entry.usage) entry.usage = mix(entry.usage as Record<string, unknown>, nested, order);
            return mix(entry, top, order);
          });
          const lines = objects.map((o) => JSON.stringify(o));
          const text = lines.map((l) => `${l}\n`).join("");
          const parsed = parseSession(text, "f.jsonl");
          tried.entries += parsed.entries.length;
          expect(parsed.warnings.filter((w) => !/unknown type/.test(w))).toEqual([]);
          // Written back as read (a resume rewriting the log): the same bytes.
          expect([parsed.header, ...parsed.entries].map(serializeLine).join("")).toBe(text);
          // Copied (as redaction does before an upload): the same fields and values, in the same order.
          const copies = [parsed.header, ...parsed.entries].map((e) => structuredClone(e));
          expect(copies.map(serializeLine).join("")).toBe(text);
        },
      ),
      { numRuns: 300 },
    );
    if (process.env.BATON_PROPERTY_FIGURES) console.log("unknown fields property:", tried);
  });
});
