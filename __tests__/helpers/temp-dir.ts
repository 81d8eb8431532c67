// The one way a test makes a temporary folder: it is removed when the test that made it finishes,
// or, when made outside a test (beforeAll, at load), when its test file finishes. The suite's
// global setup (temp-root.ts) checks that nothing is left behind.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, onTestFinished } from "vitest";

const madeOutsideTests: string[] = [];

const remove = (dir: string) => rmSync(dir, { recursive: true, force: true });

afterAll(() => {
  for (const dir of madeOutsideTests.splice(0)) remove(dir);
});

/** A fresh empty folder under the temp directory, removed after the test (or the file) that made it. */
export function tempDir(prefix = "baton-test-"): string {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  try {
    onTestFinished(() => remove(dir));
  } catch {
    // Not inside a test (beforeAll, module load): it lives as long as the file's tests.
    madeOutsideTests.push(dir);
  }
  return dir;
}
