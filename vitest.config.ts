import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["__tests__/**/*.test.ts"],
    // One temp folder per run, which must be empty at the end: the suite leaves nothing behind.
    globalSetup: ["__tests__/helpers/temp-root.ts"],
    // One seed for every fast-check property (npm run test:fuzz draws another).
    setupFiles: ["__tests__/helpers/property-seed.ts"],
    testTimeout: 30_000,
    hookTimeout: 30_000,
    // Two cores: keep end-to-end processes from starving each other.
    maxWorkers: 2,
  },
});
