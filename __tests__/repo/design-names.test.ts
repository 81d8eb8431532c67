// docs/design.md is what the code cites: every file or folder it names exists, and every function,
// class or type it names (`createRuntime(…)`, `ConversationStore`) is declared in src/.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { describe, expect, it } from "vitest";

const ROOT = resolve(import.meta.dirname, "../..");
const DESIGN = readFileSync(join(ROOT, "docs/design.md"), "utf8");
// Paths in the doc are written from the repository's root or from the folder the paragraph is about.
const BASES = [
  "",
  "src",
  "src/engine",
  "src/engine/compaction",
  "src/action",
  "src/cli",
  "src/adapters",
  "src/engine/tools",
  "__tests__",
];

function sourceText(dir: string): string {
  return readdirSync(dir, { withFileTypes: true })
    .map((e) =>
      e.isDirectory()
        ? sourceText(join(dir, e.name))
        : e.name.endsWith(".ts")
          ? readFileSync(join(dir, e.name), "utf8")
          : "",
    )
    .join("\n");
}
const SOURCE = sourceText(join(ROOT, "src"));

/** Everything between backticks, code blocks left out. */
const spans = [...DESIGN.replace(/```[\s\S]*?```/g, "").matchAll(/`([^`\n]+)`/g)].map((m) => m[1]!);

const PATH = /^[\w.@-]+(?:\/[\w.@*-]+)*\/?$/;
const isPath = (s: string) =>
  PATH.test(s) &&
  s.includes("/") &&
  !s.startsWith("@") &&
  !s.includes("*") &&
  (/\.(ts|mjs|md|yml|json)$/.test(s) || s.endsWith("/"));
// Files of the user's repository (`.github/baton.yml`) are not this repository's.
const paths = [...new Set(spans.filter(isPath))].filter((p) => !p.startsWith(".github/"));

// A name as code declares it: a call `name(…)` or a PascalCase type; settings, inputs and keys are
// written in kebab or snake case and are not names of code.
const symbols = [
  ...new Set(
    spans.flatMap((s) => {
      const call = /^(?:[\w.]+\.)?([a-z][A-Za-z0-9]+)\(/.exec(s)?.[1];
      if (call) return [call];
      return /^[A-Z][a-z]+[A-Z][A-Za-z]+$/.test(s) ? [s] : [];
    }),
  ),
];

describe("docs/design.md names what exists", () => {
  it("finds names to check (the patterns still read the doc)", () => {
    expect(paths.length).toBeGreaterThan(40);
    expect(symbols.length).toBeGreaterThan(15);
  });

  it.each(paths)("the path %s exists", (path) => {
    expect(BASES.some((base) => existsSync(join(ROOT, base, path)))).toBe(true);
  });

  it.each(symbols)("the name %s is declared in src/", (name) => {
    // A declaration, or a method or property at the start of its line in a class or interface.
    const declared = new RegExp(
      `^\\s*(?:export\\s+)?(?:default\\s+)?(?:async\\s+)?(?:(?:function\\*?|class|interface|type|const|let|enum)\\s+|(?:readonly\\s+|private\\s+|static\\s+|get\\s+)*)${name}\\b\\s*(?:[?(<:={]|extends\\b|implements\\b)`,
      "m",
    );
    expect(declared.test(SOURCE)).toBe(true);
  });
});
