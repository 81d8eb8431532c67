import { readdirSync, readFileSync } from "node:fs";
import { dirname, relative, resolve } from "node:path";
import { describe, expect, it } from "vitest";

const SRC = resolve(import.meta.dirname, "../../src");
const files = readdirSync(SRC, { recursive: true })
  .map(String)
  .filter((f) => f.endsWith(".ts"))
  .map((f) => resolve(SRC, f));

/**
 * What each module imports, type-only imports included (they erase at run time, but a type cycle
 * still ties two modules into one unit to read and change): relative targets and package names.
 */
const imports = new Map(
  files.map((file) => {
    const text = readFileSync(file, "utf8");
    const specs = [...text.matchAll(/^(?:import|export)\s+(?:[^;]*?\sfrom\s+)?"([^"]+)"/gms)].map(
      (m) => m[1]!,
    );
    const dynamic = [...text.matchAll(/\bimport\("([^"]+)"\)/g)].map((m) => m[1]!);
    return [
      file,
      [...specs, ...dynamic].map((s) => (s.startsWith(".") ? resolve(dirname(file), s) : s)),
    ] as const;
  }),
);
const layer = (file: string) => relative(SRC, file).split("/")[0]!;
/** The folder a module sits in below its layer (`action/jobs`), or undefined for a layer's own files. */
const folder = (file: string) => {
  const parts = relative(SRC, file).split("/");
  return parts.length > 2 ? `${parts[0]}/${parts[1]}` : undefined;
};

describe("the architecture", () => {
  it("keeps the engine free of the edges and the adapters: it knows no GitHub Action, terminal or vendor SDK", () => {
    for (const [file, targets] of imports) {
      if (layer(file) !== "engine") continue;
      for (const target of targets) {
        if (target.startsWith(SRC))
          expect([relative(SRC, file), layer(target)]).toEqual([relative(SRC, file), "engine"]);
        else expect(target, relative(SRC, file)).not.toMatch(/^(@actions\/|@octokit\/|openai$)/);
      }
    }
  });

  it("lets adapters use the engine but not the edges", () => {
    for (const [file, targets] of imports) {
      if (layer(file) !== "adapters") continue;
      for (const target of targets.filter((t) => t.startsWith(SRC)))
        expect(["engine", "adapters"], `${relative(SRC, file)} imports ${relative(SRC, target)}`).toContain(
          layer(target),
        );
    }
  });

  it("keeps the two edges apart: what the action and the CLI share is an adapter's or the engine's", () => {
    const other: Record<string, string> = { action: "cli", cli: "action" };
    const crossings = [...imports].flatMap(([file, targets]) => {
      const edge = other[layer(file)];
      return targets
        .filter((t) => t.startsWith(SRC) && layer(t) === edge)
        .map((t) => `${relative(SRC, file)} imports ${relative(SRC, t)}`);
    });
    expect(crossings).toEqual([]);
  });

  it("has no import cycles", () => {
    const state = new Map<string, "open" | "done">();
    const cycles: string[] = [];
    const visit = (file: string, path: string[]) => {
      state.set(file, "open");
      for (const target of imports.get(file) ?? []) {
        if (!imports.has(target)) continue;
        if (state.get(target) === "open")
          cycles.push([...path.slice(path.indexOf(target)), target].map((f) => relative(SRC, f)).join(" → "));
        else if (!state.has(target)) visit(target, [...path, target]);
      }
      state.set(file, "done");
    };
    for (const file of files) if (!state.has(file)) visit(file, [file]);
    expect(cycles).toEqual([]);
  });

  it("has no two folders that import each other: between folders of a layer, dependencies point one way", () => {
    const crossings = new Map<string, string>();
    for (const [file, targets] of imports)
      for (const target of targets) {
        const [from, to] = [folder(file), target.startsWith(SRC) ? folder(target) : undefined];
        if (from && to && from !== to)
          crossings.set(`${from} → ${to}`, `${relative(SRC, file)} imports ${relative(SRC, target)}`);
      }
    const both = [...crossings.keys()]
      .map((pair) => [pair, pair.split(" → ").reverse().join(" → ")] as const)
      .filter(([pair, back]) => pair < back && crossings.has(back))
      .map(([pair, back]) => `${pair} (${crossings.get(pair)}) and ${back} (${crossings.get(back)})`);
    expect(both).toEqual([]);
  });
});
