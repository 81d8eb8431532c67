import { DEFAULT_RETRY_POLICY, type RetryPolicy } from "../../src/engine/util/retry-policy.ts";

/** The production policy with GitHub's backoff and write pacing taken out, so no test waits on them. */
export const NO_WAIT_POLICY: RetryPolicy = Object.freeze({
  ...DEFAULT_RETRY_POLICY,
  githubSecondMs: 0,
  githubWriteSpacingMs: 0,
});
