import { describe, expect, it } from "vitest";
import { count, formatUsd } from "../../../src/engine/util/text.ts";

describe("numbers for people", () => {
  it.each([
    [0, "$0"],
    [0.002258, "$0.0023"],
    [0.1, "$0.1"],
    [12.345, "$12.35"],
  ])("writes %d dollars as %s", (usd, text) => expect(formatUsd(usd)).toBe(text));

  it("groups thousands", () => expect(count(1234567)).toBe("1,234,567"));
});
