import { describe, expect, it } from "vitest";
import { retryAfterMs } from "../../../src/engine/util/retry-after.ts";

describe("retryAfterMs", () => {
  it("reads seconds and HTTP dates", () => {
    expect(retryAfterMs("3")).toBe(3_000);
    expect(retryAfterMs(" 0 ")).toBe(0);
    expect(retryAfterMs(undefined)).toBeUndefined();
    expect(retryAfterMs("soon")).toBeUndefined();
    const now = Date.parse("2025-01-01T00:00:00Z");
    expect(retryAfterMs("Wed, 01 Jan 2025 00:00:05 GMT", now)).toBe(5_000);
    expect(retryAfterMs("Tue, 31 Dec 2024 00:00:00 GMT", now)).toBe(0);
  });

  it("reads a fraction of a second, as model servers send it", () => {
    expect(retryAfterMs("1.5")).toBe(1_500);
    expect(retryAfterMs(null)).toBeUndefined();
  });
});
