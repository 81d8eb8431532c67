import { readdirSync, readFileSync } from "node:fs";
import { join, relative, resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { headingAnchors } from "../helpers/markdown.ts";

const ROOT = resolve(import.meta.dirname, "../..");
const DESIGN = join(ROOT, "docs/design.md");

const filesUnder = (dir: string, ext: RegExp): string[] =>
  readdirSync(join(ROOT, dir), { recursive: true })
    .map(String)
    .filter((f) => ext.test(f) && !f.includes("node_modules"))
    .map((f) => join(ROOT, dir, f));

/** The code and docs whose comments and links must lead somewhere. */
const sources = [
  ...["src", "__tests__", "scripts", "bench"].flatMap((d) => filesUnder(d, /\.(ts|mts|mjs|js)$/)),
  join(ROOT, "README.md"),
  ...filesUnder("docs", /\.md$/),
];

const anchors = headingAnchors(readFileSync(DESIGN, "utf8"));

// Written with an escape so this file does not cite what it forbids.
const SPEC_CITATION = /SPEC \u00a7/;

describe("docs/design.md and the comments that cite it", () => {
  it("no comment cites the numbered sections of SPEC, a document outside the repository", () => {
    const citing = sources.filter((f) => SPEC_CITATION.test(readFileSync(f, "utf8")));
    expect(citing.map((f) => relative(ROOT, f))).toEqual([]);
  });

  it("every link to a section of design.md names a heading it has", () => {
    const broken: string[] = [];
    for (const file of sources) {
      const text = readFileSync(file, "utf8");
      const links = [...text.matchAll(/design\.md#([\w-]+)/g)].map((m) => m[1]!);
      if (file === DESIGN) links.push(...[...text.matchAll(/\]\(#([\w-]+)\)/g)].map((m) => m[1]!));
      for (const anchor of links)
        if (!anchors.has(anchor)) broken.push(`${relative(ROOT, file)}: #${anchor}`);
    }
    expect(broken).toEqual([]);
  });

  it("finds the headings and the links it checks", () => {
    expect(anchors).toContain("hook-protocol");
    const linking = sources.filter((f) => /design\.md#/.test(readFileSync(f, "utf8")));
    expect(linking.length).toBeGreaterThan(30);
  });
});
