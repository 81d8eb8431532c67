/**
 * The README's Inputs and Outputs tables, generated from action.yml so they
 * cannot drift: `npm run docs` rewrites them; a test fails while they differ.
 */
import { readFileSync, writeFileSync } from "node:fs";
import { resolve } from "node:path";
import { parse } from "yaml";

interface ActionYml {
  inputs: Record<string, { description: string; default?: string; required?: boolean }>;
  outputs: Record<string, { description: string }>;
}

const cell = (text: string) => text.replaceAll("|", "\\|").replaceAll("\n", " ").trim();

export function actionTables(actionYml: string): { inputs: string; outputs: string } {
  const action = parse(actionYml) as ActionYml;
  const inputs = [
    "| input | default | |",
    "|---|---|---|",
    ...Object.entries(action.inputs).map(
      ([name, spec]) =>
        `| \`${name}\` | ${spec.default ? `\`${spec.default}\`` : ""} | ${cell(spec.description)} |`,
    ),
  ].join("\n");
  const outputs = [
    "| output | |",
    "|---|---|",
    ...Object.entries(action.outputs).map(([name, spec]) => `| \`${name}\` | ${cell(spec.description)} |`),
  ].join("\n");
  return { inputs, outputs };
}

/** The README with the text between `<!-- NAME:start -->` and `<!-- NAME:end -->` replaced by the tables. */
export function withActionTables(readme: string, actionYml: string): string {
  const tables = actionTables(actionYml);
  let out = readme;
  for (const [name, table] of Object.entries(tables)) {
    const start = `<!-- ${name}:start (generated from action.yml: npm run docs) -->`;
    const end = `<!-- ${name}:end -->`;
    const from = out.indexOf(start);
    const to = out.indexOf(end);
    if (from === -1 || to < from) throw new Error(`README.md: no ${start} … ${end} block`);
    out = `${out.slice(0, from + start.length)}\n${table}\n${out.slice(to)}`;
  }
  return out;
}

if (process.argv.includes("--write")) {
  const root = resolve(import.meta.dirname, "..");
  const readmePath = resolve(root, "README.md");
  const readme = readFileSync(readmePath, "utf8");
  const next = withActionTables(readme, readFileSync(resolve(root, "action.yml"), "utf8"));
  if (next !== readme) writeFileSync(readmePath, next);
  console.log(
    next === readme ? "README.md tables are up to date" : "README.md tables rewritten from action.yml",
  );
}
