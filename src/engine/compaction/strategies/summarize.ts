import type { CompactionStrategy } from "./strategy.ts";

export const summarize: CompactionStrategy = {
  name: "summarize",
  description: "what lies before the recent turns becomes a summary (one model call)",
  callsModel: true,
  run: async (steps) => {
    await steps.summarize();
  },
};
