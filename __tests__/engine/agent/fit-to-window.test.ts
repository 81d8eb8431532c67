import fc from "fast-check";
import { describe, expect, it } from "vitest";
import "../../helpers/tokenizer.ts";
import { fitToWindow } from "../../../src/engine/agent/request.ts";
import { messageTokens } from "../../../src/engine/log/tokens.ts";
import type { Message } from "../../../src/engine/messages.ts";

const total = (messages: readonly Message[]) => messages.reduce((n, m) => n + messageTokens(m), 0);

describe("fitToWindow", () => {
  it("fits any request whose messages but tool outputs fit, cutting only tool outputs; refuses the rest", () => {
    const text = fc.string({ unit: fc.constantFrom("word ", "x", "42 ", "\n", "é"), maxLength: 3000 });
    const message = fc.oneof(
      text.map((content): Message => ({ role: "user", content })),
      text.map((content): Message => ({ role: "tool", tool_call_id: "c", content })),
    );
    fc.assert(
      fc.property(
        fc.array(message, { maxLength: 8 }),
        fc.integer({ min: 100, max: 4000 }),
        (messages, window) => {
          const fitted = fitToWindow(messages, window);
          const fixed = messages.filter((m) => m.role !== "tool");
          if (!fitted) {
            // Refused only when the cut outputs (at their floor of 200 tokens) cannot make room.
            expect(total(messages)).toBeGreaterThan(window);
            return;
          }
          expect(total(fitted.messages)).toBeLessThanOrEqual(window);
          expect(fitted.messages.filter((m) => m.role !== "tool")).toEqual(fixed);
          for (const [i, m] of fitted.messages.entries()) {
            if (m.content === messages[i]!.content) continue;
            expect(m.role).toBe("tool");
            expect(m.content).toMatch(
              /\[cut to fit the model's context window: the first \d+ of \d+ characters\]$/,
            );
          }
          if (total(messages) <= window) expect(fitted).toEqual({ messages, cut: 0 });
        },
      ),
      { numRuns: 60 },
    );
  });
});
