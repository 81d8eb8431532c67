import { existsSync } from "node:fs";
import { tmpdir } from "node:os";
import { describe, expect, it } from "vitest";
import { tempDir } from "./temp-dir.ts";

describe("tempDir", () => {
  const forTheFile = tempDir("baton-file-");
  let forOneTest = "";

  it("makes a fresh empty folder under the run's temp folder", () => {
    forOneTest = tempDir("baton-one-");
    expect(forOneTest.startsWith(tmpdir())).toBe(true);
    expect(existsSync(forOneTest)).toBe(true);
    expect(tempDir("baton-one-")).not.toBe(forOneTest);
  });

  it("removes a folder when the test that made it finishes, and keeps one made outside a test for the file", () => {
    expect(forOneTest).not.toBe("");
    expect(existsSync(forOneTest)).toBe(false);
    expect(existsSync(forTheFile)).toBe(true);
  });

  it("runs the suite with TMPDIR pointing at the run's own folder", () => {
    expect(tmpdir()).toMatch(/baton-suite-[^/]+$/);
  });
});
