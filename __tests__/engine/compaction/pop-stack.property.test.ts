import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { buildContext } from "../../../src/engine/log/context-builder.ts";
import { turnsOnTheStack } from "../../../src/extensions/pop.ts";
import { LogBuilder } from "../../helpers/log-builder.ts";

/** What happens to a conversation, in any order: user turns, answers, compactions, pops of turn k. */
const step = fc.oneof(
  { weight: 4, arbitrary: fc.constant({ kind: "user" as const }) },
  { weight: 3, arbitrary: fc.constant({ kind: "answer" as const }) },
  { weight: 1, arbitrary: fc.constant({ kind: "compact" as const }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant("pop" as const), k: fc.nat({ max: 12 }) }) },
);

describe("/pop's stack of user turns", () => {
  it("is a stack: popping turn k leaves turns 1..k-1, a popped turn is never on it again, whatever the interleaving", () => {
    let runs = 0;
    fc.assert(
      fc.property(fc.array(step, { maxLength: 60 }), (steps) => {
        runs++;
        const log = new LogBuilder();
        /** The model: the ids of the turns on the stack, oldest first. */
        const stack: string[] = [];
        const popped = new Set<string>();
        for (const s of steps) {
          if (s.kind === "user") stack.push(log.user(`turn ${log.entries.length}`));
          else if (s.kind === "answer") log.assistant("ok");
          else if (s.kind === "compact" && log.entries.length) log.compaction("S", log.entries.at(-1)!.id);
          else if (s.kind === "pop" && stack.length) {
            const k = (s.k % stack.length) + 1;
            const back = stack[k - 1]!;
            for (const id of stack.splice(k - 1)) popped.add(id);
            log.pop(back, `popped from turn ${k}`);
          }
          const onStack = turnsOnTheStack(log.entries).map((i) => log.entries[i]!.id);
          expect(onStack).toEqual(stack);
          expect(onStack.some((id) => popped.has(id))).toBe(false);
        }
        // What the model sees holds no popped turn.
        const seen = new Set(buildContext(log.entries).map((m) => m.entryId));
        for (const id of popped) expect(seen.has(id)).toBe(false);
      }),
      { numRuns: 300 },
    );
    expect(runs).toBe(300);
  });
});
