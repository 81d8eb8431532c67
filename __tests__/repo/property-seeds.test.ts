import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { FIXED_SEED } from "../helpers/property-seed.ts";

const TESTS = join(import.meta.dirname, "..");
const propertyFiles = readdirSync(TESTS, { recursive: true, encoding: "utf8" })
  .filter((f) => f.endsWith(".test.ts") && readFileSync(join(TESTS, f), "utf8").includes('from "fast-check"'))
  .filter((f) => f !== "repo/property-seeds.test.ts")
  .sort();

describe("property tests", () => {
  it("all run from the suite's one seed (npm run test:fuzz hands another in BATON_FC_SEED)", () => {
    expect(fc.readConfigureGlobal().seed).toBe(Number(process.env.BATON_FC_SEED || FIXED_SEED));
  });

  it("pass no seed of their own, which would escape both the fixed seed and the fuzzing", () => {
    expect(propertyFiles.length).toBeGreaterThan(10);
    // `seed: 42`, the shorthand `{ seed }`, or a global of the file's own.
    const ownSeed = /\bseed\s*:|[{,]\s*seed\s*[,}]|configureGlobal/;
    const own = propertyFiles.filter((f) => ownSeed.test(readFileSync(join(TESTS, f), "utf8")));
    expect(own).toEqual([]);
  });

  it("name the seed and the path of a failure, so the run can be repeated", () => {
    const details = fc.check(fc.property(fc.nat(), (n) => n < 5));
    const message = fc.defaultReportMessage(details) ?? "";
    expect(message).toContain(`seed: ${fc.readConfigureGlobal().seed}`);
    expect(message).toMatch(/path: "[\d:]+"/);
  });
});
