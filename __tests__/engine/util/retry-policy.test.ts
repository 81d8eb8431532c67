import { describe, expect, it } from "vitest";
import {
  DEFAULT_RETRY_POLICY,
  modelRetryDelayMs,
  retryPolicyFromEnv,
} from "../../../src/engine/util/retry-policy.ts";

describe("retryPolicyFromEnv", () => {
  it("is the frozen default when nothing is set", () => {
    const policy = retryPolicyFromEnv({});
    expect(policy).toEqual(DEFAULT_RETRY_POLICY);
    expect(Object.isFrozen(policy)).toBe(true);
    expect(Object.isFrozen(DEFAULT_RETRY_POLICY.retryStatuses)).toBe(true);
  });

  it("reads BATON_RETRY_MAX when it is a whole number 0-10", () => {
    const retries = (value: string) => retryPolicyFromEnv({ BATON_RETRY_MAX: value }).retries;
    expect(retries("0")).toBe(0);
    expect(retries(" 7 ")).toBe(7);
    expect(retries("11")).toBe(4);
    expect(retries("-1")).toBe(4);
    expect(retries("two")).toBe(4);
  });

  it("reads the length of GitHub's second and the write spacing in whole milliseconds up to a minute", () => {
    const policy = retryPolicyFromEnv({ BATON_GITHUB_SECOND_MS: "0", BATON_GITHUB_WRITE_SPACING_MS: "250" });
    expect(policy.githubSecondMs).toBe(0);
    expect(policy.githubWriteSpacingMs).toBe(250);
    const ignored = retryPolicyFromEnv({
      BATON_GITHUB_SECOND_MS: "60001",
      BATON_GITHUB_WRITE_SPACING_MS: "1.5",
    });
    expect(ignored.githubSecondMs).toBe(1_000);
    expect(ignored.githubWriteSpacingMs).toBe(1_000);
  });

  it("reads the model client's first backoff, so tests wait on nothing", () => {
    expect(retryPolicyFromEnv({ BATON_MODEL_BACKOFF_MS: "0" }).modelBackoffMs).toBe(0);
    expect(retryPolicyFromEnv({ BATON_MODEL_BACKOFF_MS: "x" }).modelBackoffMs).toBe(500);
  });
});

describe("modelRetryDelayMs", () => {
  const policy = { ...DEFAULT_RETRY_POLICY, modelBackoffMs: 1_000 };

  it("waits what the server asked, when it asked for at most a minute", () => {
    expect(modelRetryDelayMs(policy, 0, 0)).toBe(0);
    expect(modelRetryDelayMs(policy, 3, 2_500)).toBe(2_500);
  });

  it("otherwise doubles from the first backoff up to 16 times it, less up to a quarter of jitter", () => {
    for (const [retry, full] of [
      [0, 1_000],
      [1, 2_000],
      [4, 16_000],
      [9, 16_000],
    ] as const) {
      for (const asked of [undefined, 61_000, -1]) {
        const delay = modelRetryDelayMs(policy, retry, asked);
        expect(delay).toBeLessThanOrEqual(full);
        expect(delay).toBeGreaterThanOrEqual(full * 0.75);
      }
    }
    expect(modelRetryDelayMs({ ...policy, modelBackoffMs: 0 }, 5)).toBe(0);
  });
});
