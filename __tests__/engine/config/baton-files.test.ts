import { describe, expect, it } from "vitest";
import { batonConfigPaths, isBatonConfigPath } from "../../../src/engine/config/baton-files.ts";

describe("Baton's own configuration paths", () => {
  it("are the settings file, Baton's folder, AGENTS.md and the folders the settings name inside the workspace", () => {
    expect(batonConfigPaths("/ws")).toEqual([
      ".github/baton.yml",
      ".github/baton",
      "AGENTS.md",
      ".github/baton/instructions.md",
      ".github/baton/recipes",
      ".github/baton/hooks",
    ]);
    const named = batonConfigPaths("/ws", { recipesPath: "ci/recipes/", hooksPath: "/ws/tools/hooks" });
    expect(named.slice(-2)).toEqual(["ci/recipes", "tools/hooks"]);
    // A folder outside the workspace, or the workspace itself, is not a path in it.
    expect(batonConfigPaths("/ws", { recipesPath: "/elsewhere", hooksPath: "." })).toHaveLength(4);
  });

  it("match a path or anything below it, in any letter case, and nothing beside it", () => {
    const paths = batonConfigPaths("/ws");
    expect(isBatonConfigPath(".github/baton/recipes/x.md", paths)).toBe(true);
    expect(isBatonConfigPath(".GitHub/Baton.yml", paths)).toBe(true);
    expect(isBatonConfigPath("agents.md", paths)).toBe(true);
    expect(isBatonConfigPath(".github/baton.yml.bak", paths)).toBe(false);
    expect(isBatonConfigPath(".github/batonish/x", paths)).toBe(false);
    expect(isBatonConfigPath("docs/AGENTS.md", paths)).toBe(false);
  });
});
