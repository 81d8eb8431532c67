/**
 * The README's Inputs and Outputs tables, generated from action.yml, and the
 * `.github/baton.yml` reference, generated with schema/baton.schema.json from
 * the configuration's zod schema, so they cannot drift: `npm run docs`
 * rewrites them; a test fails while they differ.
 */
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { resolve } from "node:path";
import { parse } from "yaml";
import { configJsonSchema } from "../src/engine/config/schema.ts";

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

interface JsonSchema {
  type?: string;
  description?: string;
  default?: unknown;
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  additionalProperties?: JsonSchema | boolean;
}

/** What a value of `schema` is, in words. */
function typeOf(schema: JsonSchema): string {
  if (schema.anyOf) return schema.anyOf.map(typeOf).join(" or ");
  if (schema.type === "array")
    return `list of ${schema.items?.type === "object" ? "mappings" : `${typeOf(schema.items ?? {})}s`}`;
  if (schema.type === "object") return "mapping";
  return schema.type ?? "any";
}

/** The `.github/baton.yml` reference: every key (nested ones dotted), its type, default and meaning. */
export function configTable(schema: JsonSchema = configJsonSchema() as JsonSchema): string {
  const rows: string[] = [];
  const walk = (props: Record<string, JsonSchema>, prefix: string) => {
    for (const [key, spec] of Object.entries(props)) {
      const name = `${prefix}${key}`;
      const fallback = spec.default === undefined ? "" : `\`${String(spec.default)}\``;
      rows.push(`| \`${name}\` | ${typeOf(spec)} | ${fallback} | ${cell(spec.description ?? "")} |`);
      const nested = spec.items?.properties ?? spec.properties;
      if (nested) walk(nested, spec.items ? `${name}[].` : `${name}.`);
      const values = typeof spec.additionalProperties === "object" ? spec.additionalProperties : undefined;
      if (values?.properties) walk(values.properties, `${name}.<id>.`);
    }
  };
  walk(schema.properties ?? {}, "");
  return ["| key | type | default | |", "|---|---|---|---|", ...rows].join("\n");
}

/** The JSON Schema file as committed: generated, never edited by hand. */
export function configSchemaFile(): string {
  return `${JSON.stringify(configJsonSchema(), null, 2)}\n`;
}

/** The README with the text between `<!-- NAME:start -->` and `<!-- NAME:end -->` replaced by the tables. */
export function withActionTables(readme: string, actionYml: string): string {
  const tables = { ...actionTables(actionYml), config: configTable() };
  let out = readme;
  for (const [name, table] of Object.entries(tables)) {
    const from_ = name === "config" ? "schema/baton.schema.json" : "action.yml";
    const start = `<!-- ${name}:start (generated from ${from_}: npm run docs) -->`;
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
  const schemaPath = resolve(root, "schema/baton.schema.json");
  const schema = configSchemaFile();
  const old = existsSync(schemaPath) ? readFileSync(schemaPath, "utf8") : "";
  if (old !== schema) writeFileSync(schemaPath, schema);
  console.log(
    old === schema ? "schema/baton.schema.json is up to date" : "schema/baton.schema.json rewritten",
  );
}
