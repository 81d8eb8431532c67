import type { CompactionStrategy } from "./strategy.ts";

export const mask: CompactionStrategy = {
  name: "mask",
  description: "old tool outputs become placeholders; no model call",
  callsModel: false,
  run: async (steps) => {
    await steps.mask();
  },
};
