import type { CompactionStrategy } from "./strategy.ts";

export const hybrid: CompactionStrategy = {
  name: "hybrid",
  description: "mask, then summarize only if the context is still above the target",
  callsModel: true,
  run: async (steps) => {
    await steps.mask();
    if (steps.tokens() > steps.targetTokens) await steps.summarize();
  },
};
