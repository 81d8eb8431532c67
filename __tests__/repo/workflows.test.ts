import { readdirSync, readFileSync } from "node:fs";
import { dirname, relative, resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { TABLE_DOCS, withTables } from "../../scripts/doc-tables.ts";
import { headingAnchors } from "../helpers/markdown.ts";

const ROOT = resolve(import.meta.dirname, "../..");
const DIR = resolve(ROOT, ".github/workflows");

interface Step {
  uses?: string;
  with?: Record<string, unknown>;
}
interface Job {
  permissions?: Record<string, string> | string;
  steps?: Step[];
}
interface Workflow {
  permissions?: Record<string, string> | string;
  jobs: Record<string, Job>;
}

const workflows = readdirSync(DIR)
  .filter((f) => /\.ya?ml$/.test(f))
  .map((f) => [f, parse(readFileSync(resolve(DIR, f), "utf8")) as Workflow] as const);

describe("the project's own workflows", () => {
  it("are ci, check-dist and release", () => {
    expect(workflows.map(([f]) => f).sort()).toEqual(["check-dist.yml", "ci.yml", "release.yml"]);
  });

  it.each(workflows)("%s grants read-only contents at the top; a job asks for more itself", (file, wf) => {
    expect(wf.permissions).toEqual({ contents: "read" });
    for (const job of Object.values(wf.jobs)) {
      if (job.permissions === undefined) continue;
      expect(typeof job.permissions).toBe("object");
      for (const [scope, level] of Object.entries(job.permissions as Record<string, string>)) {
        // id-token only where npm's trusted publishing needs it, in the release.
        const allowed = file === "release.yml" ? ["contents", "id-token"] : ["contents"];
        expect(allowed).toContain(scope);
        expect(level).toBe("write");
      }
    }
  });

  it.each(workflows)("%s pins each action to a major version and runs Node 24", (_file, wf) => {
    for (const job of Object.values(wf.jobs)) {
      for (const step of job.steps ?? []) {
        if (step.uses === undefined) continue;
        expect(step.uses).toMatch(/^[\w.-]+\/[\w.-]+@v\d+$/);
        if (step.uses.startsWith("actions/setup-node@")) expect(step.with?.["node-version"]).toBe(24);
      }
    }
  });

  it("Dependabot watches npm and the workflows' actions", () => {
    const config = parse(readFileSync(resolve(ROOT, ".github/dependabot.yml"), "utf8")) as {
      updates: { "package-ecosystem": string }[];
    };
    expect(config.updates.map((u) => u["package-ecosystem"]).sort()).toEqual(["github-actions", "npm"]);
  });

  it("the action runs on node24 with its post step always, and has marketplace branding", () => {
    const action = parse(readFileSync(resolve(ROOT, "action.yml"), "utf8")) as {
      runs: Record<string, string>;
      branding?: { icon?: string; color?: string };
    };
    expect(action.runs).toMatchObject({
      using: "node24",
      main: "dist/index.js",
      post: "dist/post.js",
      "post-if": "always()",
    });
    expect(action.branding?.icon).toBeTruthy();
    expect(action.branding?.color).toBeTruthy();
  });
});

describe("README and docs/", () => {
  const docs = [
    "README.md",
    ...readdirSync(resolve(ROOT, "docs"))
      .filter((f) => f.endsWith(".md"))
      .map((f) => `docs/${f}`),
  ];

  it("have the Inputs, Outputs and configuration tables action.yml and the schema make (npm run docs)", () => {
    const actionYml = readFileSync(resolve(ROOT, "action.yml"), "utf8");
    for (const path of new Set(Object.values(TABLE_DOCS))) {
      const doc = readFileSync(resolve(ROOT, path), "utf8");
      expect(doc, path).toBe(withTables(path, doc, actionYml));
    }
  });

  it("refer to no document outside the repository, and every link leads to a file", () => {
    for (const path of docs) {
      const doc = readFileSync(resolve(ROOT, path), "utf8");
      expect(doc, path).not.toMatch(/SPEC\.md|\.\.\/shared/);
      for (const [, target] of doc.matchAll(/\]\(((?!https?:|#)[^)\s]+)\)/g)) {
        const file = resolve(ROOT, dirname(path), target!.split("#")[0]!);
        expect(() => readFileSync(file), `${path}: ${target}`).not.toThrow();
      }
    }
  });

  it("every link to a heading of the README or docs/ names a heading it has", () => {
    const headings = new Map(
      docs.map((path) => [path, headingAnchors(readFileSync(resolve(ROOT, path), "utf8"))]),
    );
    const broken: string[] = [];
    for (const path of docs) {
      const doc = readFileSync(resolve(ROOT, path), "utf8");
      for (const [, file, anchor] of doc.matchAll(/\]\(((?!https?:)[^)#\s]*)#([^)\s]+)\)/g)) {
        const target = file ? relative(ROOT, resolve(ROOT, dirname(path), file)) : path;
        if (!headings.get(target)?.has(anchor!)) broken.push(`${path}: ${file}#${anchor}`);
      }
    }
    expect(broken).toEqual([]);
  });
});
